import type { WriteReach } from '@talentstad/types'
import { callAccount, type AccountResult } from './account.server'
import type { StrapiQuery } from './strapi-query'
import { throwForCmsFailure } from '../http/page-errors.server'

export type { AccountFailure, AccountResult } from './account.server'

/**
 * The one client for a person's own calls to the CMS (docs/decisions/0059). A member's calls go
 * with their JWT (`Caller`), so the CMS's policies decide who may do what; a visitor's calls (the
 * login, the registration, a mail link's token, an invitation link) go without one. A member's call
 * passes the request's abort signal on (`Caller` requires it), so a browser that leaves stops the
 * wait; so do the login's two steps (lib/auth/login.server.ts). Domain modules
 * (lib/<domain>/*.server.ts) wrap each endpoint in a function of its own; routes call those.
 *
 * - `memberRead`: a read the page needs; its data, or the page's error (401 login, 403, 404, 503).
 * - `memberReadOptional`: a member-only part of a page visitors see too; null when it is not theirs.
 * - `memberAsk`: a read whose failure the page survives; the CMS's result to decide on.
 * - `memberWrite`, `visitorWrite`: a write; the CMS's result (Dutch message, code) for the form.
 * - `visitorRead`: a read without a login (a mail link's settings).
 */

/** The member's JWT and the request's abort signal (undefined only where no one request waits: a shared session check). */
export type Caller = { jwt: string; signal: AbortSignal | undefined }

type Options = { query?: StrapiQuery; signal?: AbortSignal }
/** A write's declared reach (packages/types `*_WRITE_REACH`, beside its endpoint); none: every member's reads. */
type WriteOptions = { query?: StrapiQuery; reach?: WriteReach }
type Method = 'POST' | 'PUT' | 'DELETE'

/** A documentId as the CMS makes them (and nothing that could reach another path). */
export const isDocumentId = (value: string | undefined): value is string => Boolean(value && /^[A-Za-z0-9]{1,64}$/.test(value))

/** A read whose failure the page survives: the CMS's result. */
export function memberAsk<T>(caller: Caller, path: string, query?: StrapiQuery): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method: 'GET', query, token: caller.jwt, signal: caller.signal })
}

/** A read the page needs: its data, or the page's error. */
export async function memberRead<T>(caller: Caller, path: string, query?: StrapiQuery): Promise<T> {
  const result = await memberAsk<T>(caller, path, query)
  if (!result.ok) throwForCmsFailure(result.status)
  return result.data
}

/**
 * A member-only part of a public page (the call page's enter area): null when the CMS says it is not
 * theirs (403, 404) or that the session ended while the page was loading (401, a logout in another
 * tab), so the public page still shows; the next request finds the session gone.
 */
export async function memberReadOptional<T>(caller: Caller, path: string): Promise<T | null> {
  const result = await memberAsk<{ data: T }>(caller, path)
  if (result.ok) return result.data.data
  if (result.status === 401 || result.status === 403 || result.status === 404) return null
  throwForCmsFailure(result.status)
}

/** A member's write: the CMS's result, for the form to show. */
export function memberWrite<T>(
  caller: Caller,
  path: string,
  method: Method,
  body?: unknown,
  { query, reach }: WriteOptions = {},
): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method, body, query, reach, token: caller.jwt, signal: caller.signal })
}

/** A visitor's read (no login; a token in the query is the key). */
export function visitorRead<T>(path: string, options: Options = {}): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method: 'GET', ...options })
}

/** A visitor's write (no login: the login itself, the registration, a mail link's token). */
export function visitorWrite<T>(
  path: string,
  method: Method,
  body?: unknown,
  options: Options & { reach?: WriteReach } = {},
): Promise<AccountResult<T>> {
  return callAccount<T>(path, { method, body, ...options })
}
