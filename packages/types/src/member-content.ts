import { z } from 'zod'
import { BodySchema, type EditorBlock } from './body-blocks.js'
import { AUDIENCE_TYPES, CONTENT_TYPES, DELETE_REASONS, type ContentType, type ReviewState } from './domain.js'
import type { StrapiPagination } from './dto.js'
import { EVENT_CAPACITY_MAX, REGISTRATION_MESSAGES, REGISTRATION_QUESTION_MAX } from './events.js'
import { Checkbox, optional } from './form-fields.js'
import { MESSAGES } from './messages.js'
import { DocumentIdSchema, PROFILE_MESSAGES } from './profile.js'

/**
 * Member content (issue 10, reused by the organisations issue): the calls, news, jobs, events and
 * articles members write, the content form's schemas, the CMS endpoints the site calls with the
 * member's JWT, and what they answer. A call (CONTENT_TYPE_CALL_UP) by a member goes through
 * review (review.ts); an approved organisation's other items go online at once. Enters on a call:
 * enters.ts; the body's blocks: body-blocks.ts.
 *
 * Every write is checked by a CMS policy (docs/decisions, apps/cms/src/policies): authorship
 * (`is-author`), an organisation role (`has-organization-role`) or the community-manager role
 * (`is-community-manager`). The site checks the same for a good page; the CMS decides.
 */

export const CONTENT_MESSAGES = {
  submitted: 'Je oproep is verstuurd. De communitymanager moet hem nog controleren voordat hij online komt.',
  pendingNotice: 'Deze oproep moet nog gecontroleerd worden door de communitymanager.',
  editPendingNotice: 'Je wijziging moet nog gecontroleerd worden door de communitymanager. Tot dan staat de vorige versie online.',
  updated: 'Je wijziging is verstuurd.',
  /** After an edit of an organisation's item that is online and needs no review: it is live at once. */
  savedOnline: 'Je wijziging is opgeslagen en staat online.',
  /** After an edit of a call that is not online (in review, rejected, or taken offline). */
  editSubmitted: 'Je wijziging is verstuurd. De communitymanager moet je oproep nog controleren voordat hij online komt.',
  deleted: 'Het item is verwijderd.',
  titleRequired: 'Geef je oproep een titel',
  titleTooLong: 'Gebruik maximaal 160 tekens',
  audienceRequired: 'Kies voor wie je oproep is',
  typeRequired: 'Kies een soort content',
  typeNotAllowed: 'Je kunt alleen oproepen plaatsen. Andere soorten content plaats je namens een organisatie.',
  startRequired: 'Vul de begindatum en -tijd in',
  endBeforeStart: 'Het einde moet na het begin liggen',
  locationTooLong: 'Gebruik maximaal 200 tekens',
  deleteReasonRequired: 'Kies een reden',
  explanationTooLong: 'Gebruik maximaal 500 tekens',
  rewriteUnavailable: 'Herschrijven met AI lukt nu niet. Probeer het later opnieuw.',
  rewriteQuota: 'Je hebt het maximum aantal herschrijvingen voor dit uur bereikt. Probeer het later opnieuw.',
  rewriteQuotaAddress: 'Vanaf dit netwerk is het maximum aantal herschrijvingen voor dit uur bereikt. Probeer het later opnieuw.',
  rewriteQuotaPlatform: 'Herschrijven met AI kan even niet meer: het maximum voor vandaag is bereikt. Probeer het later opnieuw.',
  rewriteEmpty: 'Schrijf eerst een titel en een tekst.',
  unknownAudience: 'Kies voor wie je oproep is',
  wrongType: 'Het soort content kan niet worden gewijzigd.',
} as const

// ---------------------------------------------------------------------------------------------
// The content form (spec 2.3): two steps. The CMS validates the whole with ContentInputSchema.

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
  type: z.enum(CONTENT_TYPES, { error: CONTENT_MESSAGES.typeRequired }),
  audiences: z
    .array(z.enum(AUDIENCE_TYPES), { error: CONTENT_MESSAGES.audienceRequired })
    .min(1, { error: CONTENT_MESSAGES.audienceRequired })
    .max(AUDIENCE_TYPES.length),
  title: z
    .string({ error: CONTENT_MESSAGES.titleRequired })
    .trim()
    .min(1, { error: CONTENT_MESSAGES.titleRequired })
    .max(160, { error: CONTENT_MESSAGES.titleTooLong }),
  body: BodySchema,
})

/**
 * Step 2: themes, external link; events also start, end and location, and how members sign up for
 * them on the platform (issue 31): on or off, places (none: unlimited), a waiting list, when
 * sign-up closes (none: at the start), what attendees are asked to share and an optional question.
 * Images travel as files beside it.
 */
export const ContentStep2Schema = z.object({
  themes: z.array(DocumentIdSchema, { error: PROFILE_MESSAGES.unknownTheme }).max(20).default([]),
  externalUrl: optional(HttpsUrlSchema),
  startDate: optional(z.iso.datetime({ offset: true, local: true, error: CONTENT_MESSAGES.startRequired })),
  endDate: optional(z.iso.datetime({ offset: true, local: true, error: CONTENT_MESSAGES.endBeforeStart })),
  location: optional(z.string().trim().max(200, { error: CONTENT_MESSAGES.locationTooLong })),
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
      ctx.addIssue({ code: 'custom', path: ['type'], message: CONTENT_MESSAGES.typeNotAllowed })
    }
    if (value.type === 'CONTENT_TYPE_EVENT' && !value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['startDate'], message: CONTENT_MESSAGES.startRequired })
    }
    if (value.startDate && value.endDate && new Date(value.endDate) <= new Date(value.startDate)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: CONTENT_MESSAGES.endBeforeStart })
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
  reason: z.enum(DELETE_REASONS, { error: CONTENT_MESSAGES.deleteReasonRequired }),
  explanation: optional(z.string().trim().max(500, { error: CONTENT_MESSAGES.explanationTooLong })),
})
export type DeleteContentInput = z.infer<typeof DeleteContentSchema>

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

export const MEMBER_CONTENT_API = {
  /** POST multipart (data + images) → 201 `{ data: MemberContentDto }`; a call is `pending` and not public (an approved organisation's other content goes online at once). */
  create: '/calls',
  /** GET → `{ data: MemberContentDto[] }`: the member's own calls (not deleted), newest first. */
  mine: '/me/calls',
  /**
   * GET (any role in the organisation) `?pagination[page]=2&pagination[pageSize]=12` →
   * OrganizationContentResponse: one page of its items in every state but deleted, newest first.
   * The page size defaults to PAGE_SIZE and is cut to MEMBER_LIST_MAX_PAGE_SIZE; a page past the
   * last is empty (with the real total), a page or size that is not a whole number above 0 is 400.
   */
  ofOrganization: (organizationId: string) => `/organizations/${encodeURIComponent(organizationId)}/content`,
  /** GET (is-author: the author only) → `{ data: EditableContentDto }`: one own call in any state, the latest (draft) version. */
  own: (documentId: string) => `/calls/${id(documentId)}/mine`,
  /** GET (is-author, or contentManager/admin of its organisation) → `{ data: EditableContentDto }`: what the edit form is prefilled with. */
  editable: (documentId: string) => `/calls/${id(documentId)}/edit`,
  /** PUT multipart (is-author, or contentManager/admin of its organisation) → `{ data: MemberContentDto }`; the edit waits for review, an approved version stays online. */
  update: (documentId: string) => `/calls/${id(documentId)}`,
  /** DELETE JSON DeleteContentInput (same rights as update) → 204; the item leaves the public site at once, its enters and favorites go. */
  remove: (documentId: string) => `/calls/${id(documentId)}`,
} as const

/** Error codes in `error.details.code` of the member content, enter and review endpoints. */
export type ContentErrorCode =
  'validation' | 'upload' | 'already-entered' | 'own-call' | 'not-open' | 'not-found' | 'forbidden' | 'not-pending' | 'changed'

export type ContentImageDto = { url: string; width: number | null; height: number | null; alternativeText: string | null }

/** An item of member content as its author (or a community manager, or its organisation) sees it in lists. */
export type MemberContentDto = {
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

/** One page of an organisation's items (MEMBER_CONTENT_API.ofOrganization), in Strapi's list shape. */
export type OrganizationContentResponse = { data: MemberContentDto[]; meta: { pagination: StrapiPagination } }

/** One item with everything the edit form needs. */
export type EditableContentDto = MemberContentDto & {
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
  image: ContentImageDto | null
  heroImage: ContentImageDto | null
  cardImage: ContentImageDto | null
}
