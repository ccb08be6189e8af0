import type { Core } from '@strapi/strapi'

/** Codes of a client that went away mid-request: a reset or aborted connection, or a request cut off (llhttp's `HPE_…`). */
const CLIENT_GONE = new Set(['ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE'])

/** Whether an error only says that the client went away while it sent or was answered. */
export function clientWentAway(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && (CLIENT_GONE.has(code) || code.startsWith('HPE_'))) return true
  return error instanceof Error && error.message === 'Request aborted'
}

/**
 * What Koa does with an error its app emits (after the answer, or when the connection broke): its
 * `app.onerror` prints every one to stderr with its stack, a client that hung up halfway through an
 * upload included (Koa's own listener and the upload plugin's both call it). Here a gone client is
 * no error of ours and is not logged; the rest goes to Strapi's logger (one JSON line in
 * production) under Koa's own rule (not a 404, not an answer meant for the client).
 */
export function logKoaErrors(strapi: Core.Strapi) {
  strapi.server.app.onerror = (error: Error & { status?: number; expose?: boolean }) => {
    if (clientWentAway(error) || error.status === 404 || error.expose) return
    strapi.log.error(`Server error outside a request's answer: ${error.stack ?? error.message}`)
  }
}
