import {
  CALLS_API,
  type CallReviewDecision,
  type DeleteContentInput,
  type EditableCallDto,
  type MyCallDto,
  type OrganizationContentResponse,
  type ReviewCallDto,
  type ReviewQueueResponse,
} from '@talentstad/types'
import { memberRead, memberWrite, type Caller } from '../cms/member-api.server'

/**
 * What members write (calls, and news, jobs and events of their organisations) and its review,
 * through the CMS's calls API (CALLS_API in packages/types/src/calls.ts).
 */

/** An organisation's items in every state but deleted, `pageSize` a page, straight from the CMS (its members). */
export const getOrganizationContent = (caller: Caller, organizationId: string, page: number, pageSize: number) =>
  memberRead<OrganizationContentResponse>(caller, CALLS_API.ofOrganization(organizationId), { pagination: { page, pageSize } })

export const getMyCalls = async (caller: Caller) => (await memberRead<{ data: MyCallDto[] }>(caller, CALLS_API.mine)).data
export const getEditableCall = async (caller: Caller, documentId: string) =>
  (await memberRead<{ data: EditableCallDto }>(caller, CALLS_API.editable(documentId))).data
export const getReviewQueue = (caller: Caller) => memberRead<ReviewQueueResponse>(caller, CALLS_API.reviewQueue)
export const getReviewCall = async (caller: Caller, documentId: string) =>
  (await memberRead<{ data: ReviewCallDto }>(caller, CALLS_API.review(documentId))).data

export const createCall = (caller: Caller, body: FormData) => memberWrite<{ data: MyCallDto }>(caller, CALLS_API.create, 'POST', body)
export const updateCall = (caller: Caller, documentId: string, body: FormData) =>
  memberWrite<{ data: MyCallDto }>(caller, CALLS_API.update(documentId), 'PUT', body)
export const removeCall = (caller: Caller, documentId: string, input: DeleteContentInput) =>
  memberWrite<undefined>(caller, CALLS_API.remove(documentId), 'DELETE', input)
export const decideReview = (caller: Caller, documentId: string, decision: CallReviewDecision) =>
  memberWrite<{ data: ReviewCallDto }>(caller, CALLS_API.review(documentId), 'POST', decision)
