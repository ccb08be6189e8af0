import {
  AUDIENCE_TYPE_LABELS,
  BodySchema,
  AUDIENCE_TYPES,
  cityClock,
  cityInstant,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPES,
  ContentInputSchema,
  ContentStep1Schema,
  DocumentIdSchema,
  EditorBlocksSchema,
  EVENT_SIGN_UP_FIELDS,
  type ContentImageField,
  type ContentType,
  type EditorBlock,
  BODY_MESSAGES,
} from '@talentstad/types'
import { z } from 'zod'
import type { ImageView } from '~/lib/cms/image-view'
import { textToBlocks } from './body-text'
import type { FormReply } from '../forms/form-reply'

/**
 * The content form (spec 2.3) as both the server and the browser see it: two steps, (1) content
 * type, audience, title and body, (2) images, themes, external link and, for events, dates and
 * location. Each step posts to the page's own action; what the other step holds travels along as
 * hidden fields, so 'Volgende' and 'Vorige' keep everything typed, with and without JavaScript.
 *
 * The body arrives in one of two fields: `body`, the editor's blocks as JSON (with JavaScript), or
 * `bodyText`, the textarea in the light syntax of body-text.ts (without). Either becomes blocks
 * and is validated with BodySchema.
 */

export const CONTENT_FORM_INTENTS = ['next', 'back', 'submit'] as const
export type ContentFormIntent = (typeof CONTENT_FORM_INTENTS)[number]
export type ContentFormStep = 1 | 2

export function intentOf(formData: FormData): ContentFormIntent {
  const intent = formData.get('intent')
  return intent === 'back' || intent === 'submit' ? intent : 'next'
}

/**
 * The deepest nesting of arrays and objects the editor's blocks have (blocks, a block, its
 * children, a link, its children, a text) plus room; a posted body nested deeper is not read at
 * all: it could only be an attack, and a deep structure overflows the stack where it is copied or
 * sent back to the page.
 */
const BODY_MAX_DEPTH = 8

/** Whether JSON text nests arrays and objects at most `max` deep (strings skipped), without parsing it. */
export function jsonDepthAtMost(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > max) return false
    } else if (char === ']' || char === '}') depth--
  }
  return true
}

/** The blocks the posted form holds (JSON from the editor, else the textarea's text); `null` for broken or too deep JSON. */
export function bodyFromFields(input: { body?: unknown; bodyText?: unknown }): unknown {
  if (typeof input.body === 'string' && input.body.trim() !== '') {
    if (!jsonDepthAtMost(input.body, BODY_MAX_DEPTH)) return null
    try {
      return JSON.parse(input.body) as unknown
    } catch {
      return null
    }
  }
  if (Array.isArray(input.body)) return input.body
  if (typeof input.bodyText === 'string') return textToBlocks(input.bodyText)
  return []
}

const withBody = (input: unknown) => {
  if (!input || typeof input !== 'object') return input
  const fields = input as Record<string, unknown>
  return { ...fields, body: bodyFromFields(fields) }
}

/**
 * BodySchema for the form. A block the editor does not offer would fail deep inside the union with
 * zod's English 'Invalid input' at `body[0]` (and conform would wrap any non-list in a list): any
 * structural failure is reported on the body as a whole, with the Dutch 'not allowed' message;
 * 'required' and 'too long' keep their own.
 */
const FormBodySchema = z.unknown().transform((value, ctx) => {
  const checked = BodySchema.safeParse(value)
  if (checked.success) return checked.data
  const structural = checked.error.issues.some((issue) => issue.path.length > 0 || issue.code === 'invalid_type')
  ctx.addIssue({
    code: 'custom',
    message: structural ? BODY_MESSAGES.invalid : (checked.error.issues[0]?.message ?? BODY_MESSAGES.invalid),
  })
  return z.NEVER
})

/** Step 1 (with the organisation it is posted for, if any). */
export const ContentFormStep1Schema = z.preprocess(
  withBody,
  ContentStep1Schema.extend({ organization: DocumentIdSchema.optional(), body: FormBodySchema }),
)

/** The whole form, as the CMS checks it (ContentInputSchema); the images travel beside it as files. */
// safeExtend keeps ContentInputSchema's rules (type, event dates); its typing wants BodySchema's input type.
export const ContentFormSchema = z.preprocess(
  withBody,
  ContentInputSchema.safeExtend({ body: FormBodySchema as unknown as typeof BodySchema }),
)
export type ContentFormOutput = z.output<typeof ContentFormSchema>

/** An event's sign-up settings (issue 31), on step 2. */
export const SIGN_UP_FIELDS = EVENT_SIGN_UP_FIELDS

/** The fields each step shows (errors on a step-1 field send the member back to step 1). */
export const STEP_1_FIELDS = ['organization', 'type', 'audiences', 'title', 'body', 'bodyText'] as const
export const STEP_2_FIELDS = ['themes', 'externalUrl', 'startDate', 'endDate', 'location', ...SIGN_UP_FIELDS, 'remove'] as const

/** What the form shows again: every field as posted (strings and lists), the body as blocks when readable. */
export type ContentFormValues = {
  organization: string
  type: string
  audiences: string[]
  title: string
  /** The body as blocks, or null when what was posted could not be read (then `bodyText` is shown). */
  body: EditorBlock[] | null
  bodyText: string
  themes: string[]
  externalUrl: string
  startDate: string
  endDate: string
  location: string
  /** An event's sign-up settings: the checkboxes as booleans, the rest as typed. */
  signUpEnabled: boolean
  capacity: string
  waitingList: boolean
  signUpClosesAt: string
  askEmail: boolean
  askPhone: boolean
  signUpQuestion: string
  remove: string[]
}

export const EMPTY_CONTENT_FORM: ContentFormValues = {
  organization: '',
  type: 'CONTENT_TYPE_CALL_UP',
  audiences: [],
  title: '',
  body: [],
  bodyText: '',
  themes: [],
  externalUrl: '',
  startDate: '',
  endDate: '',
  location: '',
  signUpEnabled: false,
  capacity: '',
  // On by default: a full event with a list loses nobody who wants to come.
  waitingList: true,
  signUpClosesAt: '',
  askEmail: false,
  askPhone: false,
  signUpQuestion: '',
  remove: [],
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '')
const checked = (value: FormDataEntryValue | null) => value === 'on' || value === 'true'
const list = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === 'string' && value !== '')

/** The posted values, for showing the form again (never the files: a browser cannot be given those back). */
export function valuesFromForm(formData: FormData): ContentFormValues {
  const body = bodyFromFields({ body: text(formData.get('body')) || undefined, bodyText: formData.get('bodyText') ?? undefined })
  return {
    organization: text(formData.get('organization')),
    type: text(formData.get('type')),
    audiences: list(formData, 'audiences'),
    title: text(formData.get('title')),
    // Only blocks the editor can show: anything else is shown as unreadable (the textarea), never rendered.
    body: EditorBlocksSchema.safeParse(body).data ?? null,
    bodyText: text(formData.get('bodyText')),
    themes: list(formData, 'themes'),
    externalUrl: text(formData.get('externalUrl')),
    startDate: text(formData.get('startDate')),
    endDate: text(formData.get('endDate')),
    location: text(formData.get('location')),
    signUpEnabled: checked(formData.get('signUpEnabled')),
    capacity: text(formData.get('capacity')),
    waitingList: checked(formData.get('waitingList')),
    signUpClosesAt: text(formData.get('signUpClosesAt')),
    askEmail: checked(formData.get('askEmail')),
    askPhone: checked(formData.get('askPhone')),
    signUpQuestion: text(formData.get('signUpQuestion')),
    remove: list(formData, 'remove'),
  }
}

/** The step to show for a refused submit: the first step with an error. */
export function stepOfErrors(errors: Record<string, unknown> | null | undefined): ContentFormStep {
  const keys = Object.keys(errors ?? {})
  return keys.some((key) => (STEP_1_FIELDS as readonly string[]).includes(key.replace(/\[\d+\]$/, ''))) ? 1 : 2
}

/** The current images of an item being edited, for the previews. */
export type CurrentImages = Partial<Record<ContentImageField, ImageView | undefined>>

/** What the form needs besides its values (the create and edit pages' loaders). */
export type ContentFormPage = {
  mode: 'create' | 'edit'
  organizations: Choice[]
  themes: Choice[]
  aiRewrite: boolean
  initial: ContentFormValues
  images: CurrentImages
}

/**
 * The action's answer when the form shows again: which step, with what, and the messages (none
 * when it only moves between the steps).
 */
export type ContentFormReply = Partial<FormReply> & {
  step: ContentFormStep
  values: ContentFormValues
  /** Files were chosen but the form came back: they must be chosen again. */
  filesLost?: boolean
}

// ---------------------------------------------------------------------------------------------
// Dates: the form's datetime-local fields are the city's time (Europe/Amsterdam); the CMS stores instants.

/** '2026-05-01T10:00' (Amsterdam) → '2026-05-01T08:00:00.000Z'; an ISO value with an offset passes unchanged. */
export function amsterdamLocalToIso(local: string): string {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(local)) return new Date(local).toISOString()
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(local)
  if (!match) return local
  const [, y, mo, d, h, mi, s = '0'] = match
  return cityInstant(+y!, +mo!, +d!, +h!, +mi!, +s).toISOString()
}

/** An instant as the value of a datetime-local field in Amsterdam time ('' for none). */
export function isoToAmsterdamLocal(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  const p = cityClock(date)
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`
}

// ---------------------------------------------------------------------------------------------
// Choices.

export type Choice = { value: string; label: string }

export const AUDIENCE_CHOICES: Choice[] = AUDIENCE_TYPES.map((value) => ({ value, label: AUDIENCE_TYPE_LABELS[value] }))

/** A member posts calls only; for an organisation (contentManager or admin) every type. */
export function typeChoices(canPostForOrganization: boolean): Choice[] {
  const types: readonly ContentType[] = canPostForOrganization ? CONTENT_TYPES : ['CONTENT_TYPE_CALL_UP']
  return types.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }))
}

export const IMAGE_FIELD_LABELS = {
  image: { label: 'Afbeelding', help: 'Staat bij je oproep.' },
  heroImage: { label: 'Grote afbeelding bovenaan', help: 'Breed beeld boven aan de pagina.' },
  cardImage: { label: 'Afbeelding op de kaart', help: 'Klein beeld in overzichten.' },
} as const
