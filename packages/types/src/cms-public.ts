import { z } from 'zod'
import type { BlockNode, StrapiDocument, StrapiSingleResponse } from './dto.js'
import { BRAND } from './brand.js'
import { AUDIENCE_TYPES, CONTENT_TYPES, ORGANIZATION_TYPES } from './domain.js'
import { MESSAGES } from './messages.js'

// Contracts between the CMS and the site for the public pages of issue 3: the static single types,
// the contact form endpoint and the content-change signal. The CMS is the source of these shapes.

/** The CMS-editable static pages: Strapi single type → REST path → the site path that shows it. */
export const STATIC_PAGES = {
  'about-page': { apiPath: '/api/about-page', sitePath: `/wat-is-${BRAND.aboutSlug}` },
  'contact-page': { apiPath: '/api/contact-page', sitePath: '/contact' },
  'privacy-page': { apiPath: '/api/privacy-page', sitePath: '/privacy-cookies' },
  'disclaimer-page': { apiPath: '/api/disclaimer-page', sitePath: '/disclaimer' },
  'accessibility-page': { apiPath: '/api/accessibility-page', sitePath: '/toegankelijkheid' },
} as const
export type StaticPageKey = keyof typeof STATIC_PAGES
export const STATIC_PAGE_KEYS = Object.keys(STATIC_PAGES) as StaticPageKey[]

/** Every static page has these fields (`GET /api/<page>` → `{ data: StaticPageDto }`). */
export type StaticPageDto = StrapiDocument & {
  title: string
  intro?: string | null
  body?: BlockNode[] | null
  /** ISO date, `YYYY-MM-DD`. */
  lastUpdated?: string | null
}
export type StaticPageResponse = StrapiSingleResponse<StaticPageDto>

// ---- Contact form: POST /api/contact-messages --------------------------------------------------

export const CONTACT_MESSAGES_PATH = '/api/contact-messages'
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  subjectMax: 150,
  messageMax: 5000,
  /** Requests per client IP per window; the next one gets 429. */
  perIp: 5,
  windowMs: 15 * 60 * 1000,
} as const

export const CONTACT_TEXT = {
  nameTooLong: `Je naam mag maximaal ${CONTACT_LIMITS.nameMax} tekens lang zijn`,
  emailTooLong: `Je e-mailadres mag maximaal ${CONTACT_LIMITS.emailMax} tekens lang zijn`,
  subjectTooLong: `Het onderwerp mag maximaal ${CONTACT_LIMITS.subjectMax} tekens lang zijn`,
  messageTooLong: `Je bericht mag maximaal ${CONTACT_LIMITS.messageMax} tekens lang zijn`,
  tooManyRequests: 'Je hebt te veel berichten verstuurd. Probeer het over een kwartier opnieuw.',
  invalid: 'Controleer de velden van het formulier',
  sent: 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.',
} as const

const requiredText = (max: number, tooLong: string) =>
  z.string({ error: MESSAGES.required }).trim().min(1, { error: MESSAGES.required }).max(max, { error: tooLong })

/**
 * The contact form. `website` is a honeypot: a field hidden from people that bots fill in. The
 * CMS answers a filled honeypot exactly like a success and sends nothing.
 */
export const ContactMessageSchema = z.object({
  name: requiredText(CONTACT_LIMITS.nameMax, CONTACT_TEXT.nameTooLong),
  email: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(CONTACT_LIMITS.emailMax, { error: CONTACT_TEXT.emailTooLong })
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  subject: requiredText(CONTACT_LIMITS.subjectMax, CONTACT_TEXT.subjectTooLong),
  message: requiredText(CONTACT_LIMITS.messageMax, CONTACT_TEXT.messageTooLong),
  website: z.string().max(1000).optional().default(''),
})
export type ContactMessageInput = z.input<typeof ContactMessageSchema>
export type ContactMessage = z.output<typeof ContactMessageSchema>
export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string[]>>

/** 200: `{ ok: true }`; 400: Strapi's error shape with `details.fieldErrors`; 429: a Dutch message. */
export type ContactMessageOk = { ok: true }
export type ContactMessageError = {
  data: null
  error: { status: 400 | 429; name: 'ValidationError' | 'RateLimitError'; message: string; details: { fieldErrors?: ContactFieldErrors } }
}

// ---- Content-change signal: CMS → every site instance ------------------------------------------

/** The site route the CMS POSTs to, with `Authorization: Bearer <CMS_WEBHOOK_SECRET>`. */
export const CMS_EVENTS_PATH = '/api/cms-events'
/** The models whose changes the CMS reports (the Strapi singular names). */
export const CMS_EVENT_MODELS = ['content-item', 'organization', 'theme', 'tag', 'audience', ...STATIC_PAGE_KEYS] as const
export type CmsEventModel = (typeof CMS_EVENT_MODELS)[number]
/**
 * What the CMS knows of a changed row, per model: the site's cached reads are tagged with the same
 * keys where a read is limited to them (a type list, a detail page, an organisation's page), so a
 * change drops only what can show it. A value is a slug or a type, or for `themes` a list of slugs
 * (`ai,data`); an empty value is none (an item without an organisation or themes).
 */
const SLUG_VALUE = /^[A-Za-z0-9._~-]+$/
const slugList = (value: string) => value === '' || value.split(',').every((slug) => SLUG_VALUE.test(slug))
const audienceList = (value: string) => value === '' || value.split(',').every((key) => (AUDIENCE_TYPES as readonly string[]).includes(key))
export const CMS_EVENT_QUALIFIERS = {
  'content-item': {
    type: (value: string) => (CONTENT_TYPES as readonly string[]).includes(value),
    slug: (value: string) => SLUG_VALUE.test(value),
    organization: (value: string) => value === '' || SLUG_VALUE.test(value),
    themes: slugList,
    audiences: audienceList,
  },
  organization: {
    type: (value: string) => (ORGANIZATION_TYPES as readonly string[]).includes(value),
    slug: (value: string) => SLUG_VALUE.test(value),
  },
} as const satisfies Partial<Record<CmsEventModel, Record<string, (value: string) => boolean>>>
type QualifiedModel = keyof typeof CMS_EVENT_QUALIFIERS

/**
 * One changed thing: a model (anything of it may have changed), or one changed row of it as far as
 * it is known, `content-item:organization=acme;slug=data-engineer;themes=ai,data;type=CONTENT_TYPE_JOB`
 * (built by `cmsEventName`).
 */
export type CmsEventName = CmsEventModel | `${QualifiedModel}:${string}` | typeof MEMBER_EVENT | `${typeof MEMBER_EVENT}:id=${number}`

/**
 * A member's rights changed (a membership made, changed or ended, a role, a block, a password, an
 * account deleted), wherever it was written: `member:id=42`, or `member` for a bulk write (every
 * member). The site forgets what it keeps of that member at once (issue 43); no content cache is
 * made of it.
 */
export const MEMBER_EVENT = 'member'
export const memberEventName = (userId: number): CmsEventName => `${MEMBER_EVENT}:id=${userId}`
const MEMBER_NAME = /^member:id=([1-9]\d{0,15})$/

/** The members a signal names: their ids, or 'all' when it names every member; none for a content change. */
export function changedMembers(names: readonly string[]): number[] | 'all' {
  const ids: number[] = []
  for (const name of names) {
    if (name === MEMBER_EVENT) return 'all'
    const match = MEMBER_NAME.exec(name)
    if (match) ids.push(Number(match[1]))
  }
  return ids
}

/** Whether a name is about content (what the page and read caches are made of), not a member. */
export const isContentEventName = (name: string) => cmsEventModel(name) !== MEMBER_EVENT
/** Body of the POST: what changed since the last signal (debounced, each once). */
export type CmsEventPayload = { models: CmsEventName[] }
/** What one signal may carry (the site answers 400 beyond it); the CMS names a longer burst by its models. */
export const CMS_EVENT_LIMITS = { names: 50, nameLength: 200 } as const

/** The name of one changed row: its model and what is known of it, keys and list values in a fixed order. */
export function cmsEventName<M extends QualifiedModel>(
  model: M,
  qualifiers: Partial<Record<keyof (typeof CMS_EVENT_QUALIFIERS)[M], string | readonly string[]>>,
): CmsEventName {
  const parts = Object.entries(qualifiers as Record<string, string | readonly string[] | undefined>)
    .filter((entry): entry is [string, string | readonly string[]] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : [...new Set(value)].sort().join(',')}`)
  return parts.length > 0 ? `${model}:${parts.join(';')}` : model
}

/**
 * The parts of a change name (or of a site cache tag, which has the same form): its model and its
 * keys with their raw values, in order. `qualifiers` is undefined when a part has no `=` (a form this
 * version does not read: the name then stands for its whole model).
 */
export function cmsEventParts(name: string): { model: string; qualifiers: Array<[key: string, value: string]> | undefined } {
  const model = cmsEventModel(name)
  if (model === name) return { model, qualifiers: [] }
  const parts = name.slice(model.length + 1).split(';')
  const qualifiers = parts.every((part) => part.indexOf('=') > 0)
    ? parts.map((part): [string, string] => [part.slice(0, part.indexOf('=')), part.slice(part.indexOf('=') + 1)])
    : undefined
  return { model, qualifiers }
}

/** The model of a change name or cache tag: 'content-item' of 'content-item:type=CONTENT_TYPE_JOB'. */
export const cmsEventModel = (name: string) => name.split(':')[0]!

/** Whether a name is one the CMS sends: a model, or a model with known keys and valid values. */
export function isCmsEventName(name: string): name is CmsEventName {
  if (name.length > CMS_EVENT_LIMITS.nameLength) return false
  if (cmsEventModel(name) === MEMBER_EVENT) return name === MEMBER_EVENT || MEMBER_NAME.test(name)
  const { model, qualifiers } = cmsEventParts(name)
  if (!(CMS_EVENT_MODELS as readonly string[]).includes(model) || !qualifiers) return false
  if (name === model) return true
  const allowed = (CMS_EVENT_QUALIFIERS as Record<string, Record<string, (value: string) => boolean>>)[model]
  return (
    allowed !== undefined &&
    new Set(qualifiers.map(([key]) => key)).size === qualifiers.length &&
    qualifiers.every(([key, value]) => allowed[key]?.(value) === true)
  )
}

/** Validates a contact form body; on failure the Dutch messages per field (Strapi's `details.fieldErrors`). */
export function parseContactMessage(
  input: unknown,
): { success: true; data: ContactMessage } | { success: false; fieldErrors: ContactFieldErrors } {
  const result = ContactMessageSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  return { success: false, fieldErrors: z.flattenError(result.error).fieldErrors as ContactFieldErrors }
}

/** The fields a content card shows (the public lists, the saved items, Voor jou): one list for both apps. */
export const CARD_FIELDS = ['title', 'slug', 'type', 'summary', 'startDate', 'endDate', 'location', 'publishedAt'] as const

/** The fields of an image a card or page shows. */
export const MEDIA_FIELDS = ['url', 'width', 'height', 'alternativeText', 'formats'] as const

/**
 * What an item's page shows: its fields and relations. The site asks the public API for it, and the
 * CMS reads a preview with exactly this selection (a preview link cannot widen it: issue 43).
 */
export const CONTENT_DETAIL_SELECT = {
  fields: [...CARD_FIELDS, 'body', 'externalUrl', 'updatedAt', 'signUpEnabled'],
  populate: {
    heroImage: { fields: [...MEDIA_FIELDS] },
    image: { fields: [...MEDIA_FIELDS] },
    themes: { fields: ['name', 'slug'] },
    audiences: { fields: ['key', 'name'] },
    organization: { fields: ['name', 'slug', 'type'] },
  },
} as const
