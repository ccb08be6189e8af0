import {
  type ContentReviewDecision,
  type DeleteContentInput,
  type EditableContentDto,
  type MemberContentDto,
  type OrganizationContentResponse,
  type ReviewContentDto,
  type ReviewQueueFilter,
  type ReviewQueueResponse,
  MEMBER_CONTENT_API,
  REVIEW_API,
} from '@talentstad/types'
import { memberRead, memberWrite, type Caller } from '../cms/member-api.server'

/**
 * What members write (calls, and news, jobs and events of their organisations) and its review,
 * through the CMS's member content API (MEMBER_CONTENT_API in packages/types/src/member-content.ts).
 */

/** An organisation's items in every state but deleted, `pageSize` a page, straight from the CMS (its members). */
export const getOrganizationContent = (caller: Caller, organizationId: string, page: number, pageSize: number) =>
  memberRead<OrganizationContentResponse>(caller, MEMBER_CONTENT_API.ofOrganization(organizationId), { pagination: { page, pageSize } })

export const getMyCalls = async (caller: Caller) => (await memberRead<{ data: MemberContentDto[] }>(caller, MEMBER_CONTENT_API.mine)).data
export const getEditableCall = async (caller: Caller, documentId: string) =>
  (await memberRead<{ data: EditableContentDto }>(caller, MEMBER_CONTENT_API.editable(documentId))).data
export const getReviewQueue = (caller: Caller, filter: ReviewQueueFilter = {}) =>
  memberRead<ReviewQueueResponse>(caller, REVIEW_API.queue, filter)
export const getReviewCall = async (caller: Caller, documentId: string) =>
  (await memberRead<{ data: ReviewContentDto }>(caller, REVIEW_API.item(documentId))).data

export const createCall = (caller: Caller, body: FormData) =>
  memberWrite<{ data: MemberContentDto }>(caller, MEMBER_CONTENT_API.create, 'POST', body)
export const updateCall = (caller: Caller, documentId: string, body: FormData) =>
  memberWrite<{ data: MemberContentDto }>(caller, MEMBER_CONTENT_API.update(documentId), 'PUT', body)
export const removeCall = (caller: Caller, documentId: string, input: DeleteContentInput) =>
  memberWrite<undefined>(caller, MEMBER_CONTENT_API.remove(documentId), 'DELETE', input)
export const decideReview = (caller: Caller, documentId: string, decision: ContentReviewDecision) =>
  memberWrite<{ data: ReviewContentDto }>(caller, REVIEW_API.item(documentId), 'POST', decision)
