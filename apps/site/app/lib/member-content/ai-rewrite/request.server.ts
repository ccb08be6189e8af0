import { BODY_MAX_CHARS, blocksText, EditorBlockSchema, BODY_MESSAGES, CONTENT_MESSAGES } from '@talentstad/types'
import { z } from 'zod'
import { readCappedBody } from '../../http/read-body.server'
import { mediaTypeOf } from '../../http/request-limits'
import { rewriteError } from './errors.server'

/** The request body of a rewrite: `{ title, body }` as JSON. */

const TITLE_MAX_CHARS = 160

export const RewriteInputSchema = z.object({
  title: z.string({ error: CONTENT_MESSAGES.rewriteEmpty }).max(TITLE_MAX_CHARS, { error: CONTENT_MESSAGES.titleTooLong }),
  /** The editor's blocks, or plain text (a form without the editor). */
  body: z.union([z.string().max(BODY_MAX_CHARS * 2), z.array(EditorBlockSchema).max(500)], { error: BODY_MESSAGES.invalid }),
})

export type RewriteInput = { title: string; text: string }

/** Title and plain body text of a request body, or the Dutch reason it is refused. */
export function parseRewriteInput(value: unknown): { ok: true; input: RewriteInput } | { ok: false; message: string } {
  const parsed = RewriteInputSchema.safeParse(value)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? BODY_MESSAGES.invalid }
  const title = parsed.data.title.trim()
  const text = (typeof parsed.data.body === 'string' ? parsed.data.body : blocksText(parsed.data.body)).trim()
  if (text.length > BODY_MAX_CHARS) return { ok: false, message: BODY_MESSAGES.tooLong }
  if (!title || !text) return { ok: false, message: CONTENT_MESSAGES.rewriteEmpty }
  return { ok: true, input: { title, text } }
}

/** 64 KB, the request guard's cap (lib/http/request-limits.ts), checked here too. */
const MAX_REQUEST_BYTES = 64 * 1024

/** The request's JSON `{ title, body }`, or the 415/400 response to give instead. */
export async function readRewriteRequest(request: Request): Promise<{ ok: true; input: RewriteInput } | { ok: false; response: Response }> {
  const mediaType = mediaTypeOf(request.headers.get('content-type'))
  if (mediaType !== 'application/json') {
    return { ok: false, response: rewriteError(415, 'unsupported-media-type', CONTENT_MESSAGES.rewriteUnavailable) }
  }
  const invalid = (message: string = BODY_MESSAGES.invalid) => ({
    ok: false as const,
    response: rewriteError(400, 'validation', message),
  })
  const body = await readCappedBody(request, MAX_REQUEST_BYTES)
  if (!body || body.length === 0) return invalid(BODY_MESSAGES.tooLong)
  let json: unknown
  try {
    json = JSON.parse(body.toString('utf8'))
  } catch {
    return invalid()
  }
  const parsed = parseRewriteInput(json)
  return parsed.ok ? parsed : invalid(parsed.message)
}
