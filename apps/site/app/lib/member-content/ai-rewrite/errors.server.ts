import { MESSAGES, CONTENT_MESSAGES } from '@talentstad/types'

/** The rewrite's answers before a stream: JSON `{ error: { status, code, message } }`, never stored. */

export const AI_REWRITE_MESSAGES = {
  /** 401: the session ended while the form was open. */
  signedOut: 'Je bent niet meer ingelogd. Log opnieuw in om je tekst te laten herschrijven.',
} as const

const NO_STORE = { 'Cache-Control': 'private, no-store' }

export type RewriteErrorCode =
  'not-found' | 'method-not-allowed' | 'unauthorized' | 'unsupported-media-type' | 'validation' | 'quota' | 'unavailable'

export function rewriteError(status: number, code: RewriteErrorCode, message: string, headers?: Record<string, string>) {
  return Response.json({ error: { status, code, message } }, { status, headers: { ...NO_STORE, ...headers } })
}

/** For the route: JSON errors that need no model. */
export const rewriteErrors = {
  notFound: () => rewriteError(404, 'not-found', MESSAGES.notFound),
  methodNotAllowed: () => rewriteError(405, 'method-not-allowed', MESSAGES.general, { Allow: 'POST' }),
  unauthorized: (headers?: Record<string, string>) => rewriteError(401, 'unauthorized', AI_REWRITE_MESSAGES.signedOut, headers),
  unavailable: () => rewriteError(503, 'unavailable', CONTENT_MESSAGES.rewriteUnavailable),
}
