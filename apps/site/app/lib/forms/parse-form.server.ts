import type { Submission, SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { MESSAGES, UPLOAD_MESSAGES } from '@talentstad/types'
import type { z } from 'zod'
import { HONEYPOT_FIELD } from './honeypot'
import { FORM_MAX_BYTES, FORM_MEDIA_TYPES, mediaTypeOf } from '../http/request-limits'
import { readCappedBody } from '../http/read-body.server'
import { REQUEST_MESSAGES } from '../http/request-guard.server'
import { BOT_CHECK_FAILED, BOT_CHECK_FIELD, verifyBotCheck, type BotCheckAction } from './recaptcha.server'

type Schema = z.ZodType<Record<string, unknown>>

export type ParseFormOptions<S extends Schema> = {
  /** The fields' schema, or one chosen by the posted form (its `intent`, a step). */
  schema: S | ((formData: FormData) => S)
  /** The invisible bot check's action, when the form has one (or chosen by the posted form). */
  botCheck?: BotCheckAction | ((formData: FormData) => BotCheckAction | undefined)
  /** The body cap (413); FORM_MAX_BYTES unless the form uploads a file. */
  maxBytes?: number
  /** The field that shows the 413 message (the file field of an upload form); else a form error. */
  sizeErrorField?: string
  /**
   * 'check' (default): a filled-in honeypot ends here as a bot. 'pass': it is parsed like any field
   * and the receiver decides (the CMS drops such a contact message but counts it).
   */
  honeypot?: 'check' | 'pass'
  /** Fields never sent back to the browser in a failed reply (passwords). */
  hideFields?: string[]
}

type Success<S extends Schema> = Extract<Submission<z.input<S>, string[], z.output<S>>, { status: 'success' }>

export type ParsedForm<S extends Schema> =
  /**
   * A filled-in honeypot: a bot. A form anyone may send without an account answers as if it
   * worked and does nothing (a bot learns nothing); every other form answers `result` with
   * `status` like any refusal.
   */
  | { ok: false; isBot: true; status: 400; result: SubmissionResult<string[]>; formData: FormData }
  /** Refused: answer `result` with `status` (the route renders its form with the messages). */
  | { ok: false; isBot: false; status: 400 | 413 | 415; result: SubmissionResult<string[]>; formData: FormData | null }
  /** Valid: `value` is the parsed output; `submission.reply()` answers with more messages. */
  | { ok: true; isBot: false; formData: FormData; submission: Success<S>; value: z.output<S> }

/** A form's reply with one message: for the whole form (`field` empty) or one field. */
export function formError(message: string, field = ''): SubmissionResult<string[]> {
  return { status: 'error', error: { [field]: [message] } }
}

/**
 * The status of a form's reply when the CMS refused or failed: its conflict stays a 409, its
 * limit (429) stays a 429, its failure (5xx, unreachable) becomes a 503, anything else it refused a 400.
 */
export function failureStatus(result: { status: number }): 400 | 409 | 429 | 503 {
  return result.status === 409 || result.status === 429 ? result.status : result.status >= 500 ? 503 : 400
}

/**
 * The message a form shows when the CMS refused or failed: a refused image its own message (or the
 * upload one), any other refusal (4xx) the CMS's Dutch message, a failure (5xx, unreachable) the
 * general one. A form with a message of its own for a known refusal says so before calling this.
 */
export function failureMessage(result: { status: number; code?: string; message?: string }): string {
  if (result.code === 'upload') return result.message || UPLOAD_MESSAGES.failed
  return result.status < 500 && result.message ? result.message : MESSAGES.general
}

function refusal(
  status: 400 | 413 | 415,
  field: string,
  message: string,
): { ok: false; isBot: false; status: 400 | 413 | 415; result: SubmissionResult<string[]>; formData: null } {
  return { ok: false, isBot: false, status, result: formError(message, field), formData: null }
}

/**
 * The one way a form action reads its form. In order: the content type must be a form (415); the
 * body is capped before it is read (413); a filled-in honeypot marks a bot; the fields are parsed
 * with the schema (`parseWithZod`, 400 with the field errors); then the invisible bot check, when
 * the form has one and it is configured (400 with BOT_CHECK_FAILED).
 *
 * The cross-site check is not here: the request guard in front of the router
 * (lib/http/request-guard.server.ts) refuses every cross-site POST before any action runs.
 */
export async function parseForm<S extends Schema>(request: Request, options: ParseFormOptions<S>): Promise<ParsedForm<S>> {
  const { maxBytes = FORM_MAX_BYTES, sizeErrorField = '', hideFields } = options
  const contentType = request.headers.get('content-type')
  if (!(FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(contentType))) {
    return refusal(415, '', REQUEST_MESSAGES.unsupportedType)
  }
  const bytes = await readCappedBody(request, maxBytes)
  if (!bytes) return refusal(413, sizeErrorField, maxBytes > FORM_MAX_BYTES ? UPLOAD_MESSAGES.tooLarge : REQUEST_MESSAGES.tooLarge)
  let formData: FormData
  try {
    formData = await new Response(new Uint8Array(bytes), { headers: { 'content-type': contentType! } }).formData()
  } catch {
    // A malformed multipart body: a 400, not a 500.
    return refusal(400, '', MESSAGES.general)
  }

  const honeypot = formData.get(HONEYPOT_FIELD)
  if (options.honeypot !== 'pass' && typeof honeypot === 'string' && honeypot !== '')
    return { ok: false, isBot: true, status: 400, result: formError(MESSAGES.general), formData }

  const schema = typeof options.schema === 'function' ? options.schema(formData) : options.schema
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return { ok: false, isBot: false, status: 400, result: submission.reply({ hideFields }), formData }
  }
  const botCheck = typeof options.botCheck === 'function' ? options.botCheck(formData) : options.botCheck
  if (botCheck && !(await verifyBotCheck(formData.get(BOT_CHECK_FIELD), botCheck))) {
    return { ok: false, isBot: false, status: 400, result: submission.reply({ formErrors: [BOT_CHECK_FAILED], hideFields }), formData }
  }
  return { ok: true, isBot: false, formData, submission: submission as Success<S>, value: submission.value as z.output<S> }
}
