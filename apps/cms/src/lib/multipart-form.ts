import { errors } from '@strapi/utils'
import { PROFILE_MESSAGES, type UploadRefusal } from '@talentstad/types'
import { checkIncomingImage, type CheckedImage, type IncomingFile } from './image-upload'

type FormContext = { request: { body?: unknown; files?: Record<string, unknown> } }

/** A form's JSON: the multipart field `data` (a JSON string), or a JSON body as a whole. */
export function formJson(ctx: FormContext): unknown {
  const body = ctx.request.body as Record<string, unknown> | undefined
  if (body && typeof body.data === 'string') {
    try {
      return JSON.parse(body.data)
    } catch {
      return undefined
    }
  }
  return body && typeof body.data === 'object' ? body.data : body
}

/** An upload the image check refused, as the error to throw: 413 for a file too large, else 400. */
export function uploadRefused(refusal: Pick<UploadRefusal, 'status' | 'message'>, details: Record<string, unknown>) {
  return refusal.status === 413
    ? new errors.PayloadTooLargeError(refusal.message, details)
    : new errors.ValidationError(refusal.message, details)
}

/**
 * The form's images, each checked again by content (upload pipeline, ADR 0011); a file in any
 * other field, or two in one, is refused. Refusals are Strapi errors with the field's message.
 */
export async function formImages<F extends string>(ctx: FormContext, fields: readonly F[]): Promise<Partial<Record<F, CheckedImage>>> {
  const images: Partial<Record<F, CheckedImage>> = {}
  for (const [field, value] of Object.entries(ctx.request.files ?? {})) {
    if (!(fields as readonly string[]).includes(field) || Array.isArray(value)) {
      throw new errors.ValidationError(PROFILE_MESSAGES.invalid, { code: 'upload', fieldErrors: { [field]: [PROFILE_MESSAGES.invalid] } })
    }
    const checked = await checkIncomingImage(value as IncomingFile)
    if ('message' in checked) throw uploadRefused(checked, { code: 'upload', fieldErrors: { [field]: [checked.message] } })
    images[field as F] = checked
  }
  return images
}
