import { callAccount, type AccountResult } from './account.server'
import type { StrapiQuery } from './strapi-query'
import { throwForCmsFailure } from '../http/page-errors.server'

/**
 * A member's own calls to the CMS (member content, enters, organisations): each goes with the
 * member's JWT, so the CMS's policies decide who may do what. Reads that a page cannot do without
 * throw the page's error (401 login, 403 the Dutch 403 page, 404, else 503); writes return the
 * result for the form to show.
 */

export type Caller = { jwt: string; signal?: AbortSignal }

/** A documentId as the CMS makes them (and nothing that could reach another path). */
export const isDocumentId = (value: string | undefined): value is string => Boolean(value && /^[A-Za-z0-9]{1,64}$/.test(value))

function get<T>(caller: Caller, path: string, query?: StrapiQuery): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method: 'GET', query, token: caller.jwt, signal: caller.signal })
}

/** A read the page needs: its data, or the page's error. */
export async function memberRead<T>(caller: Caller, path: string, query?: StrapiQuery): Promise<T> {
  const result = await get<T>(caller, path, query)
  if (!result.ok) throwForCmsFailure(result.status)
  return result.data
}

/**
 * A member-only part of a public page (the call page's enter area): null when the CMS says it is not
 * theirs (403, 404) or that the session ended while the page was loading (401, a logout in another
 * tab), so the public page still shows; the next request finds the session gone.
 */
export async function memberReadOptional<T>(caller: Caller, path: string): Promise<T | null> {
  const result = await get<{ data: T }>(caller, path)
  if (result.ok) return result.data.data
  if (result.status === 401 || result.status === 403 || result.status === 404) return null
  throwForCmsFailure(result.status)
}

/** A write: the CMS's result, for the form to show. */
export const memberWrite = <T>(caller: Caller, path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  callAccount<T>(path, { method, body, token: caller.jwt })
