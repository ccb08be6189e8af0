import { CONTACT_MESSAGES_PATH, CONTACT_TEXT, MESSAGES, type ContactFieldErrors, type ContactMessage } from '@talentstad/types'
import { cmsFetch, isCmsError } from '~/lib/cms/cms.server'

/** The CMS cannot be reached: the visitor keeps what they typed and can try again. */
export const CONTACT_UNAVAILABLE_MESSAGE = 'Je bericht kon nu niet worden verstuurd. Probeer het over een paar minuten opnieuw.'

export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fieldErrors: ContactFieldErrors }
  | { kind: 'too-many'; message: string }
  | { kind: 'unavailable'; message: string }

function cmsErrorBody(detail: string | undefined): { message?: unknown; details?: { fieldErrors?: unknown } } | undefined {
  if (!detail) return undefined
  try {
    return (JSON.parse(detail) as { error?: { message?: unknown; details?: { fieldErrors?: unknown } } }).error
  } catch {
    return undefined
  }
}

/**
 * Hands a validated message to the CMS, which e-mails the community team (and silently drops a
 * filled honeypot). The visitor's IP goes along: the CMS allows a few messages per visitor.
 */
export async function sendContactMessage(
  message: ContactMessage,
  { fetcher = cmsFetch }: { fetcher?: typeof cmsFetch } = {},
): Promise<ContactOutcome> {
  try {
    await fetcher(CONTACT_MESSAGES_PATH.replace(/^\/api/, ''), { method: 'POST', body: message, token: null, timeoutMs: 10_000 })
    return { kind: 'sent' }
  } catch (error) {
    if (!isCmsError(error)) throw error
    const body = cmsErrorBody(error.detail)
    if (error.cmsStatus === 429) {
      return { kind: 'too-many', message: typeof body?.message === 'string' && body.message ? body.message : CONTACT_TEXT.tooManyRequests }
    }
    const fieldErrors = body?.details?.fieldErrors
    if (error.cmsStatus === 400 && fieldErrors && typeof fieldErrors === 'object') {
      return { kind: 'invalid', fieldErrors: fieldErrors as ContactFieldErrors }
    }
    console.warn(`Contact message not delivered to the CMS: ${error.message}`)
    return { kind: 'unavailable', message: error.cmsStatus === 400 ? MESSAGES.general : CONTACT_UNAVAILABLE_MESSAGE }
  }
}
