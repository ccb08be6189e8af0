import { ACCOUNT_MESSAGES, MESSAGES, type AccountErrorCode, type ContentErrorCode, type WriteReach } from '@talentstad/types'
import { cmsFetch, isCmsError } from '~/lib/cms/cms.server'
import type { StrapiQuery } from '~/lib/cms/strapi-query'

/**
 * Calls the CMS's account endpoints (packages/types account.ts ACCOUNT_API) and the member's own
 * endpoints (/api/me: profile, favorites, avatar, account deletion; pass the member's `token`) for a visitor. The
 * visitor's IP goes along as X-Forwarded-For so the CMS throttles per visitor, and every failure
 * comes back as a value with the CMS's Dutch message and error code, never as a thrown error a page
 * would have to unpick. A CMS that is down is `unavailable` with the general message.
 */
export type AccountFailure = { ok: false; status: number; code: AccountErrorCode | ContentErrorCode | 'unavailable'; message: string }
export type AccountResult<T> = { ok: true; data: T } | AccountFailure

type StrapiErrorBody = { error?: { message?: unknown; details?: { code?: unknown } } }

function failureFrom(error: unknown): AccountFailure {
  if (!isCmsError(error) || error.cmsStatus === undefined) {
    return { ok: false, status: 503, code: 'unavailable', message: MESSAGES.general }
  }
  let body: StrapiErrorBody = {}
  try {
    body = JSON.parse(error.detail ?? '{}') as StrapiErrorBody
  } catch {
    // Not JSON: keep the defaults below.
  }
  const status = error.cmsStatus
  const code = typeof body.error?.details?.code === 'string' ? (body.error.details.code as AccountFailure['code']) : undefined
  const message = typeof body.error?.message === 'string' && body.error.message ? body.error.message : undefined
  if (status === 429) {
    return { ok: false, status, code: code ?? 'throttled', message: message ?? ACCOUNT_MESSAGES.tooManyAttempts }
  }
  if (status >= 500 || !code)
    return { ok: false, status: status >= 500 ? 503 : status, code: code ?? 'unavailable', message: MESSAGES.general }
  return { ok: false, status, code, message: message ?? MESSAGES.general }
}

export async function callAccount<T>(
  path: string,
  options: {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
    body?: unknown
    query?: StrapiQuery
    token?: string
    signal?: AbortSignal
    reach?: WriteReach
  },
): Promise<AccountResult<T>> {
  try {
    const data = await cmsFetch<T>(path, {
      method: options.method ?? 'POST',
      body: options.body,
      query: options.query,
      // Account calls are the visitor's own: never the site's API token.
      token: options.token ?? null,
      signal: options.signal,
      reach: options.reach,
      timeoutMs: 10_000,
    })
    return { ok: true, data }
  } catch (error) {
    if (options.signal?.aborted) throw error
    return failureFrom(error)
  }
}
