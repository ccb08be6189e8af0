import { z } from 'zod'
import { AUDIENCE_TYPES, CONTENT_TYPES, DELETE_REASONS, type ContentType, type ReviewState } from './domain.js'
import type { StrapiPagination } from './dto.js'
import { MESSAGES } from './messages.js'
import { DocumentIdSchema, isLinkedInUrl, isPhoneNumber, PROFILE_MESSAGES } from './profile.js'
import { EVENT_CAPACITY_MAX, REGISTRATION_MESSAGES, REGISTRATION_QUESTION_MAX } from './events.js'

/**
 * The content contract (issue 10, reused by the organisations issue): the content form's schemas,
 * the body editor's blocks, enters, review and deletion, the CMS endpoints the site calls with the
 * member's JWT, and what they answer. A call (CONTENT_TYPE_CALL_UP) by a member goes through review;
 * the same form serves an organisation's news, jobs, events, articles and calls.
 *
 * Every write is checked by a CMS policy (docs/decisions, apps/cms/src/policies): authorship
 * (`is-author`), an organisation role (`has-organization-role`) or the community-manager role
 * (`is-community-manager`). The site checks the same for a good page; the CMS decides.
 */

export const CALL_MESSAGES = {
  submitted: 'Je oproep is verstuurd. De communitymanager moet hem nog controleren voordat hij online komt.',
  pendingNotice: 'Deze oproep moet nog gecontroleerd worden door de communitymanager.',
  editPendingNotice: 'Je wijziging moet nog gecontroleerd worden door de communitymanager. Tot dan staat de vorige versie online.',
  updated: 'Je wijziging is verstuurd.',
  /** After an edit of a call that is not online (in review, rejected, or taken offline). */
  editSubmitted: 'Je wijziging is verstuurd. De communitymanager moet je oproep nog controleren voordat hij online komt.',
  deleted: 'Het item is verwijderd.',
  approved: 'De oproep is goedgekeurd en staat online.',
  rejected: 'De oproep is afgewezen. De plaatser krijgt een e-mail met de reden.',
  entered: 'Je reactie is verstuurd.',
  enterWithdrawn: 'Je enter is ingetrokken.',
  ownCall: 'Je kunt niet reageren op je eigen oproep.',
  notOpen: 'Op deze oproep kun je niet (meer) reageren.',
  titleRequired: 'Geef je oproep een titel',
  titleTooLong: 'Gebruik maximaal 160 tekens',
  bodyRequired: 'Beschrijf je oproep',
  bodyTooLong: 'Je tekst is te lang. Gebruik maximaal 10.000 tekens.',
  bodyInvalid: 'De tekst bevat opmaak die niet is toegestaan.',
  audienceRequired: 'Kies voor wie je oproep is',
  typeRequired: 'Kies een soort content',
  typeNotAllowed: 'Je kunt alleen oproepen plaatsen. Andere soorten content plaats je namens een organisatie.',
  startRequired: 'Vul de begindatum en -tijd in',
  endBeforeStart: 'Het einde moet na het begin liggen',
  locationTooLong: 'Gebruik maximaal 200 tekens',
  deleteReasonRequired: 'Kies een reden',
  explanationTooLong: 'Gebruik maximaal 500 tekens',
  messageTooLong: 'Gebruik maximaal 2.000 tekens',
  rewriteUnavailable: 'Herschrijven met AI lukt nu niet. Probeer het later opnieuw.',
  rewriteQuota: 'Je hebt het maximum aantal herschrijvingen voor dit uur bereikt. Probeer het later opnieuw.',
  rewriteQuotaAddress: 'Vanaf dit netwerk is het maximum aantal herschrijvingen voor dit uur bereikt. Probeer het later opnieuw.',
  rewriteQuotaPlatform: 'Herschrijven met AI kan even niet meer: het maximum voor vandaag is bereikt. Probeer het later opnieuw.',
  rewriteEmpty: 'Schrijf eerst een titel en een tekst.',
  notPending: 'Deze oproep is al beoordeeld.',
  /** A decision sent from a page that showed an older version (issue 26): the page then shows the new one. */
  changedSinceOpened: 'Deze oproep is gewijzigd sinds je hem opende. Hieronder staat de nieuwe versie: beoordeel die opnieuw.',
  itemChangedSinceOpened: 'Dit item is gewijzigd sinds je het opende. Hieronder staat de nieuwe versie: beoordeel die opnieuw.',
  unknownAudience: 'Kies voor wie je oproep is',
  wrongType: 'Het soort content kan niet worden gewijzigd.',
  enterNotFound: 'Deze enter bestaat niet (meer).',
} as const

// ---------------------------------------------------------------------------------------------
// The body: Strapi "blocks", limited to what the editor offers. Anything else is refused, so
// nothing a member writes can smuggle markup, images or scripts onto a public page.

export const BODY_MAX_CHARS = 10_000

const TextSchema = z.strictObject({
  type: z.literal('text'),
  text: z.string().max(BODY_MAX_CHARS),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
})
/** Links only to the web or e-mail: never `javascript:`, `data:` or a relative path. */
export function isAllowedLinkUrl(value: string) {
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') && value.length <= 2048
  } catch {
    return false
  }
}
const LinkSchema = z.strictObject({
  type: z.literal('link'),
  url: z.string().refine(isAllowedLinkUrl),
  children: z.array(TextSchema).min(1).max(50),
})
const InlineSchema = z.union([TextSchema, LinkSchema])
const InlinesSchema = z.array(InlineSchema).min(1).max(200)

export const EditorBlockSchema = z.union([
  z.strictObject({ type: z.literal('paragraph'), children: InlinesSchema }),
  z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), children: InlinesSchema }),
  z.strictObject({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    children: z
      .array(z.strictObject({ type: z.literal('list-item'), children: InlinesSchema }))
      .min(1)
      .max(100),
  }),
])
export type EditorBlock = z.infer<typeof EditorBlockSchema>

/** The plain text of blocks (for length checks, the AI rewrite and search). */
export function blocksText(blocks: ReadonlyArray<EditorBlock>): string {
  const inline = (children: ReadonlyArray<z.infer<typeof InlineSchema>>) =>
    children.map((child) => (child.type === 'text' ? child.text : child.children.map((text) => text.text).join(''))).join('')
  return blocks
    .map((block) => (block.type === 'list' ? block.children.map((item) => inline(item.children)).join('\n') : inline(block.children)))
    .join('\n\n')
}

/** Blocks the editor can show, any number up to 500 (BodySchema adds what a call's body must hold). */
export const EditorBlocksSchema = z
  .array(EditorBlockSchema, { error: CALL_MESSAGES.bodyInvalid })
  .max(500, { error: CALL_MESSAGES.bodyTooLong })

export const BodySchema = EditorBlocksSchema.refine((blocks) => blocksText(blocks).trim().length > 0, {
  error: CALL_MESSAGES.bodyRequired,
}).refine((blocks) => blocksText(blocks).length <= BODY_MAX_CHARS, { error: CALL_MESSAGES.bodyTooLong })

// ---------------------------------------------------------------------------------------------
// The content form (spec 2.3): two steps. The CMS validates the whole with ContentInputSchema.

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable())

/** An external link must be a valid https URL (spec 5). */
export const HttpsUrlSchema = z
  .string()
  .trim()
  .max(2048, { error: MESSAGES.invalidUrl })
  .refine(
    (value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
      } catch {
        return false
      }
    },
    { error: MESSAGES.invalidUrl },
  )

/** Step 1: type, audience, title, body. */
export const ContentStep1Schema = z.object({
  type: z.enum(CONTENT_TYPES, { error: CALL_MESSAGES.typeRequired }),
  audiences: z
    .array(z.enum(AUDIENCE_TYPES), { error: CALL_MESSAGES.audienceRequired })
    .min(1, { error: CALL_MESSAGES.audienceRequired })
    .max(AUDIENCE_TYPES.length),
  title: z
    .string({ error: CALL_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: CALL_MESSAGES.titleRequired })
    .max(160, { error: CALL_MESSAGES.titleTooLong }),
  body: BodySchema,
})

/** A checkbox: true as JSON, or 'on' / 'true' from a form; absent is false. */
const Checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())

/**
 * Step 2: themes, external link; events also start, end and location, and how members sign up for
 * them on the platform (issue 31): on or off, places (none: unlimited), a waiting list, when
 * sign-up closes (none: at the start), what attendees are asked to share and an optional question.
 * Images travel as files beside it.
 */
export const ContentStep2Schema = z.object({
  themes: z.array(DocumentIdSchema, { error: PROFILE_MESSAGES.unknownTheme }).max(20).default([]),
  externalUrl: optional(HttpsUrlSchema),
  startDate: optional(z.iso.datetime({ offset: true, local: true, error: CALL_MESSAGES.startRequired })),
  endDate: optional(z.iso.datetime({ offset: true, local: true, error: CALL_MESSAGES.endBeforeStart })),
  location: optional(z.string().trim().max(200, { error: CALL_MESSAGES.locationTooLong })),
  signUpEnabled: Checkbox,
  capacity: optional(
    z.coerce
      .number({ error: REGISTRATION_MESSAGES.capacityInvalid })
      .int({ error: REGISTRATION_MESSAGES.capacityInvalid })
      .min(1, { error: REGISTRATION_MESSAGES.capacityInvalid })
      .max(EVENT_CAPACITY_MAX, { error: REGISTRATION_MESSAGES.capacityInvalid }),
  ),
  waitingList: Checkbox,
  signUpClosesAt: optional(z.iso.datetime({ offset: true, local: true, error: REGISTRATION_MESSAGES.closesInvalid })),
  askEmail: Checkbox,
  askPhone: Checkbox,
  signUpQuestion: optional(z.string().trim().max(REGISTRATION_QUESTION_MAX, { error: REGISTRATION_MESSAGES.questionTooLong })),
})

/**
 * What the CMS accepts for a create or an edit (JSON in the `data` field of a multipart body, the
 * images `image`, `heroImage` and `cardImage` as files; an absent file keeps the current one,
 * `remove` lists images to drop). `organization` posts on an organisation's behalf (contentManager or
 * admin of it); without it, only a call.
 */
export const ContentInputSchema = ContentStep1Schema.extend(ContentStep2Schema.shape)
  .extend({
    organization: optional(DocumentIdSchema),
    remove: z
      .array(z.enum(['image', 'heroImage', 'cardImage']))
      .max(3)
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (!value.organization && value.type !== 'CONTENT_TYPE_CALL_UP') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: CALL_MESSAGES.typeNotAllowed })
    }
    if (value.type === 'CONTENT_TYPE_EVENT' && !value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: CALL_MESSAGES.startRequired })
    }
    if (value.startDate && value.endDate && new Date(value.endDate) <= new Date(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: CALL_MESSAGES.endBeforeStart })
    }
    // Both moments the same way (datetime-local in the city's time from the form, instants in the CMS), so they compare.
    if (value.signUpEnabled && value.startDate && value.signUpClosesAt && new Date(value.signUpClosesAt) > new Date(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['signUpClosesAt'], message: REGISTRATION_MESSAGES.closesAfterStart })
    }
  })
export type ContentInput = z.infer<typeof ContentInputSchema>

/** The image fields of the content form, in order. */
export const CONTENT_IMAGE_FIELDS = ['image', 'heroImage', 'cardImage'] as const
export type ContentImageField = (typeof CONTENT_IMAGE_FIELDS)[number]

/** Delete with a reason (spec 3): OTHER may carry an explanation. */
export const DeleteContentSchema = z.object({
  reason: z.enum(DELETE_REASONS, { error: CALL_MESSAGES.deleteReasonRequired }),
  explanation: optional(z.string().trim().max(500, { error: CALL_MESSAGES.explanationTooLong })),
})
export type DeleteContentInput = z.infer<typeof DeleteContentSchema>

const RejectReasonSchema = z
  .string({ error: MESSAGES.rejectReasonRequired })
  .trim()
  .min(1, { error: MESSAGES.rejectReasonRequired })
  .max(1000)

/** A community manager's decision: approve, or reject with a required reason (spec 5). */
export const ReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: RejectReasonSchema }),
])
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>

/**
 * A decision on content names the version it was made on (ReviewCallDto.version, as the review
 * page showed it): the CMS refuses it with 409 `changed` when the item was edited since (issue 26).
 */
const ReviewedVersionSchema = z.string({ error: MESSAGES.general }).min(1, { error: MESSAGES.general }).max(64, { error: MESSAGES.general })
export const CallReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), version: ReviewedVersionSchema }),
  z.object({ decision: z.literal('reject'), reason: RejectReasonSchema, version: ReviewedVersionSchema }),
])
export type CallReviewDecision = z.infer<typeof CallReviewDecisionSchema>

/** An Enter (spec 3, 5): phone and LinkedIn are each optional and editable; a message is optional. */
export const EnterInputSchema = z.object({
  sharedPhone: optional(
    z.string().trim().max(32, { error: PROFILE_MESSAGES.invalidPhone }).refine(isPhoneNumber, { error: PROFILE_MESSAGES.invalidPhone }),
  ),
  sharedLinkedIn: optional(
    z
      .string()
      .trim()
      .max(2048, { error: PROFILE_MESSAGES.invalidLinkedIn })
      .refine(isLinkedInUrl, { error: PROFILE_MESSAGES.invalidLinkedIn }),
  ),
  message: optional(z.string().trim().max(2000, { error: CALL_MESSAGES.messageTooLong })),
})
export type EnterInput = z.infer<typeof EnterInputSchema>

// ---------------------------------------------------------------------------------------------
// Endpoints (prefix /api) and answers.

const id = (documentId: string) => encodeURIComponent(documentId)

/** Site pages of calls that the CMS's mails link to (the site's unit tests check each against its routes). */
export const CALL_LINKS = {
  mine: '/profiel/oproepen',
  reviewQueue: '/profiel/oproepen/beoordelen',
  review: (documentId: string) => `/profiel/oproepen/beoordelen/${id(documentId)}`,
  call: (slug: string) => `/oproepen/${id(slug)}`,
} as const

export const CALLS_API = {
  /** POST multipart (data + images) → 201 `{ data: MyCallDto }`; a call is `pending` and not public (an approved organisation's other content goes online at once). */
  create: '/calls',
  /** GET → `{ data: MyCallDto[] }`: the member's own calls (not deleted), newest first. */
  mine: '/me/calls',
  /**
   * GET (any role in the organisation) `?pagination[page]=2&pagination[pageSize]=12` →
   * OrganizationContentResponse: one page of its items in every state but deleted, newest first.
   * The page size defaults to PAGE_SIZE and is cut to MEMBER_LIST_MAX_PAGE_SIZE; a page past the
   * last is empty (with the real total), a page or size that is not a whole number above 0 is 400.
   */
  ofOrganization: (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/content`,
  /** GET (is-author: the author only) → `{ data: EditableCallDto }`: one own call in any state, the latest (draft) version. */
  own: (documentId: string) => `/calls/${id(documentId)}/mine`,
  /** GET (is-author, or contentManager/admin of its organisation) → `{ data: EditableCallDto }`: what the edit form is prefilled with. */
  editable: (documentId: string) => `/calls/${id(documentId)}/edit`,
  /** PUT multipart (is-author, or contentManager/admin of its organisation) → `{ data: MyCallDto }`; the edit waits for review, an approved version stays online. */
  update: (documentId: string) => `/calls/${id(documentId)}`,
  /** DELETE JSON DeleteContentInput (same rights as update) → 204; the item leaves the public site at once, its enters and favorites go. */
  remove: (documentId: string) => `/calls/${id(documentId)}`,
  /** GET (author, or contentManager/admin of its organisation) → `{ data: EnterDto[] }`; POST EnterInput (any member but the author) → 201 `{ data: MyEnterDto }`, 409 `already-entered`. */
  enters: (documentId: string) => `/calls/${id(documentId)}/enters`,
  /** GET (any member) → `{ data: MyEnterDto | null }`: the caller's own enter on this call, if any (the 'Geenterd' state). */
  myEnterOn: (documentId: string) => `/calls/${id(documentId)}/enters/mine`,
  /** GET → `{ data: MyEnterDto[] }`, newest first. */
  myEnters: '/me/enters',
  /** DELETE → 204: withdraw one's own enter (someone else's: 404). */
  myEnter: (documentId: string) => `/me/enters/${id(documentId)}`,
  /**
   * GET (is-community-manager) → ReviewQueueResponse: what waits for review (calls, and an
   * organisation's other items edited after a community manager took them offline), oldest first,
   * the count, and the most recent decisions.
   */
  reviewQueue: '/review/calls',
  /**
   * GET (is-community-manager) → `{ data: ReviewCallDto }` (a call in any state, another item while
   * not approved); POST CallReviewDecision → `{ data: ReviewCallDto }`, 409 `not-pending`, 409
   * `changed` when the version is not the current one.
   */
  review: (documentId: string) => `/review/calls/${id(documentId)}`,
} as const

/** Error codes in `error.details.code` of the content endpoints. */
export type CallErrorCode =
  'validation' | 'upload' | 'already-entered' | 'own-call' | 'not-open' | 'not-found' | 'forbidden' | 'not-pending' | 'changed'

export type CallImageDto = { url: string; width: number | null; height: number | null; alternativeText: string | null }

/** A call as its author (or a community manager) sees it in lists. */
export type MyCallDto = {
  documentId: string
  type: ContentType
  title: string
  slug: string
  reviewState: ReviewState
  rejectReason: string | null
  /** Whether a version is online now (an approved, published one). */
  online: boolean
  /** An edit of an online call that still waits for review. */
  editPending: boolean
  enterCount: number
  organization: { documentId: string; name: string } | null
  createdAt: string
  updatedAt: string
}

/** One page of an organisation's items (CALLS_API.ofOrganization), in Strapi's list shape. */
export type OrganizationContentResponse = { data: MyCallDto[]; meta: { pagination: StrapiPagination } }

/** One own call with everything the edit form needs. */
export type EditableCallDto = MyCallDto & {
  audiences: string[]
  body: EditorBlock[]
  themes: string[]
  externalUrl: string | null
  startDate: string | null
  endDate: string | null
  location: string | null
  /** An event's sign-up settings (issue 31; off and empty for other types). */
  signUpEnabled: boolean
  capacity: number | null
  waitingList: boolean
  signUpClosesAt: string | null
  askEmail: boolean
  askPhone: boolean
  signUpQuestion: string | null
  image: CallImageDto | null
  heroImage: CallImageDto | null
  cardImage: CallImageDto | null
}

/** An enter as the call's author sees it: only what the responder chose to share. */
export type EnterDto = {
  documentId: string
  createdAt: string
  responder: { firstName: string; lastName: string }
  sharedPhone: string | null
  sharedLinkedIn: string | null
  message: string | null
}

/** An enter as the responder sees it on /profiel/enters. */
export type MyEnterDto = Omit<EnterDto, 'responder'> & { call: { documentId: string; title: string; slug: string; online: boolean } }

/**
 * A call under review: the version to approve, its author, and the decision so far. `version`
 * names this version; a decision sends it back (CallReviewDecisionSchema).
 */
export type ReviewCallDto = EditableCallDto & { author: { firstName: string; lastName: string } | null; version: string }

/** An item waiting for review, as the queue shows it (no private fields of the author). */
export type ReviewQueueItemDto = {
  documentId: string
  type: ContentType
  title: string
  createdAt: string
  author: { firstName: string } | null
}

/** A recent decision in the review queue. `reviewedAt`: when it was approved or rejected. */
export type ReviewDecidedItemDto = {
  documentId: string
  type: ContentType
  title: string
  reviewState: 'approved' | 'rejected'
  rejectReason: string | null
  reviewedAt: string
  author: { firstName: string } | null
}

/** GET /review/calls: `data` the pending calls (oldest first, at most 100), `meta.count` how many wait in all, `recent` the last decisions (newest first). */
export type ReviewQueueResponse = { data: ReviewQueueItemDto[]; recent: ReviewDecidedItemDto[]; meta: { count: number } }

/**
 * The editors' desk (issue 32): the review side panel of the admin panel's edit view, for a
 * content item or an organisation's application. `version` (items only) goes back with a decision.
 */
export type ReviewDeskDto = {
  kind: 'item' | 'application'
  state: ReviewState
  submittedBy: { name: string; email: string | null } | null
  submittedAt: string
  /** The last decision (approved or rejected), with its reason; null while none was made. */
  decision: { state: 'approved' | 'rejected'; at: string | null; reason: string | null } | null
  version: string | null
}
