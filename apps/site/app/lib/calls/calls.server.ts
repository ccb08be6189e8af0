import {
  CALLS_API,
  type DeleteContentInput,
  type EditableCallDto,
  type EnterDto,
  type EnterInput,
  type MyCallDto,
  type MyEnterDto,
  type CallReviewDecision,
  type ReviewCallDto,
  type ReviewQueueResponse,
} from '@talentstad/types'
import { callAccount, type AccountResult } from '../auth/account.server'
import type { CurrentUser } from '../auth/auth.server'
import { throwForCmsFailure } from '../http/page-errors.server'

/**
 * The member's side of calls and enters: every call goes to the CMS with the member's own JWT
 * (CALLS_API in packages/types/src/calls.ts), so the CMS's policies decide who may do what. Reads
 * that a page cannot do without throw the page's error (401 login, 403 the Dutch 403 page, 404,
 * else 503); writes return the result for the form to show.
 */

export type Caller = Pick<CurrentUser, 'jwt'> & { signal?: AbortSignal }

function get<T>(caller: Caller, path: string): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method: 'GET', token: caller.jwt, signal: caller.signal })
}

async function read<T>(caller: Caller, path: string): Promise<T> {
  const result = await get<T>(caller, path)
  if (!result.ok) throwForCmsFailure(result.status)
  return result.data
}

/** A documentId as the CMS makes them (and nothing that could reach another path). */
export const isDocumentId = (value: string | undefined): value is string => Boolean(value && /^[A-Za-z0-9]{1,64}$/.test(value))

export const getMyCalls = async (caller: Caller) => (await read<{ data: MyCallDto[] }>(caller, CALLS_API.mine)).data
export const getEditableCall = async (caller: Caller, documentId: string) =>
  (await read<{ data: EditableCallDto }>(caller, CALLS_API.editable(documentId))).data
export const getMyEnters = async (caller: Caller) => (await read<{ data: MyEnterDto[] }>(caller, CALLS_API.myEnters)).data
export const getReviewQueue = (caller: Caller) => read<ReviewQueueResponse>(caller, CALLS_API.reviewQueue)
export const getReviewCall = async (caller: Caller, documentId: string) =>
  (await read<{ data: ReviewCallDto }>(caller, CALLS_API.review(documentId))).data

/**
 * A member-only part of a public page (the call page's enter area): null when the CMS says it is not
 * theirs (403, 404) or that the session ended while the page was loading (401, a logout in another
 * tab), so the public page still shows; the next request finds the session gone.
 */
async function readOptional<T>(caller: Caller, path: string): Promise<T | null> {
  const result = await get<{ data: T }>(caller, path)
  if (result.ok) return result.data.data
  if (result.status === 401 || result.status === 403 || result.status === 404) return null
  throwForCmsFailure(result.status)
}

/** The enters on a call for its author (or its organisation's content roles); null for anyone else. */
export const getEntersForAuthor = (caller: Caller, documentId: string) => readOptional<EnterDto[]>(caller, CALLS_API.enters(documentId))

/** The member's own enter on a call (the 'Geenterd' state), or null. */
export const getMyEnterOn = (caller: Caller, documentId: string) => readOptional<MyEnterDto | null>(caller, CALLS_API.myEnterOn(documentId))

const write = <T>(caller: Caller, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  callAccount<T>(path, { method, body, token: caller.jwt })

export const createCall = (caller: Caller, body: FormData) => write<{ data: MyCallDto }>(caller, CALLS_API.create, 'POST', body)
export const updateCall = (caller: Caller, documentId: string, body: FormData) =>
  write<{ data: MyCallDto }>(caller, CALLS_API.update(documentId), 'PUT', body)
export const removeCall = (caller: Caller, documentId: string, input: DeleteContentInput) =>
  write<undefined>(caller, CALLS_API.remove(documentId), 'DELETE', input)
export const enterCall = (caller: Caller, documentId: string, input: EnterInput) =>
  write<{ data: MyEnterDto }>(caller, CALLS_API.enters(documentId), 'POST', input)
export const withdrawEnter = (caller: Caller, documentId: string) => write<undefined>(caller, CALLS_API.myEnter(documentId), 'DELETE')
export const decideReview = (caller: Caller, documentId: string, decision: CallReviewDecision) =>
  write<{ data: ReviewCallDto }>(caller, CALLS_API.review(documentId), 'POST', decision)
