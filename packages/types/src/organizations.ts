import { z } from 'zod'
import { BRAND } from './brand.js'
import { optional, requiredText } from './form-fields.js'
import { HttpsUrlSchema } from './member-content.js'
import { MESSAGES } from './messages.js'
import type { OrganizationRefDto } from './dto.js'
import { DocumentIdSchema, isPhoneNumber, PROFILE_MESSAGES } from './profile.js'

/**
 * The organisation contract (issue 11): the field rules of an organisation's forms, the sections of
 * its edit page, a community manager taking an item offline, the pages the CMS's mails link to, and
 * the error codes of the organisation endpoints. Applying and its review: organization-applications.ts;
 * members, roles and invitations: memberships.ts.
 *
 * Every write is checked by a CMS policy: `is-community-manager` (review, take offline),
 * `has-organization-role` with `admin` (members, invitations, join requests, edit), or is the
 * member's own act (apply, accept an invitation, leave). The site checks the same for a good page.
 * An organisation's content (news, jobs, events, articles, calls) is written through
 * MEMBER_CONTENT_API with `organization` (member-content.ts), not here.
 */

export const ORGANIZATION_MESSAGES = {
  /** 409 on a rename (edit page, admin panel): another organisation has this name (organizationNameKey). */
  nameTaken: `Deze naam is al in gebruik door een andere organisatie op ${BRAND.name} (of door een aanmelding die nog wordt beoordeeld). Kies een andere naam.`,
  /** 409 in the admin panel: another organisation has this KvK number. */
  chamberOfCommerceTaken: `Dit KvK-nummer hoort al bij een andere organisatie op ${BRAND.name} (of bij een aanmelding die nog wordt beoordeeld).`,
  typeRequired: 'Kies het soort organisatie',
  nameRequired: 'Vul de naam van de organisatie in',
  nameTooLong: 'Gebruik maximaal 160 tekens',
  emailRequired: 'Vul een e-mailadres in',
  invalidEmail: MESSAGES.invalidEmail,
  phoneRequired: 'Vul een telefoonnummer in',
  invalidPhone: PROFILE_MESSAGES.invalidPhone,
  websiteRequired: 'Vul de website van de organisatie in',
  invalidUrl: MESSAGES.invalidUrl,
  messageTooLong: 'Gebruik maximaal 2.000 tekens',
  chamberOfCommerce: 'Vul een KvK-nummer van 8 cijfers in',
  descriptionRequired: 'Beschrijf de organisatie in een paar zinnen',
  shortDescriptionTooLong: 'Gebruik maximaal 1.000 tekens',
  descriptionTooLong: 'Gebruik maximaal 5.000 tekens',
  saved: 'De wijzigingen zijn opgeslagen.',
  contactNameTooLong: 'Gebruik maximaal 160 tekens',
  streetTooLong: 'Gebruik maximaal 160 tekens',
  houseNumberInvalid: 'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a',
  postalInvalid: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB',
  cityTooLong: 'Gebruik maximaal 80 tekens',
  ctaTextRequired: 'Vul de tekst van de knop in',
  ctaTextTooLong: 'Gebruik maximaal 60 tekens',
  ctaTooMany: 'Je kunt maximaal 5 knoppen toevoegen',
  unknownTag: 'Een van de gekozen tags bestaat niet (meer).',
  tooManyTags: 'Kies maximaal 20 tags',
  offlineReasonRequired: 'Geef een reden op waarom het item offline gaat',
  reasonTooLong: 'Gebruik maximaal 1.000 tekens',
  takenOffline: 'Het item is offline gehaald. De beheerders van de organisatie krijgen een e-mail met de reden.',
  alreadyOffline: 'Dit item staat al niet online.',
} as const

/**
 * The key by which two organisation names count as the same (sign-up, rename, approval, the admin
 * panel and the database's unique index all use this one): letters without accents and in lower
 * case, compatibility forms folded (NFKD: 'ﬁ' is 'fi', a full-width 'Ａ' is 'a'), every run of
 * white space one space, none at either end. 'Kanaal  Digital', 'KANAAL DIGITAL' and 'Kanaal
 * Dígital' are one name.
 */
export function organizationNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/** The key of a KvK number: its digits (spaces and dots as typed are no part of it); null when it has none. */
export function chamberOfCommerceKey(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D+/g, '')
  return digits === '' ? null : digits
}

// ---------------------------------------------------------------------------------------------
// Field rules

/** An organisation's name, on the sign-up and the edit page. */
export const OrganizationNameSchema = requiredText(ORGANIZATION_MESSAGES.nameRequired).max(160, {
  error: ORGANIZATION_MESSAGES.nameTooLong,
})
/** An e-mail address on an organisation's forms (the sign-up, the contact person, an invitation). */
export const OrganizationEmailSchema = z
  .string({ error: ORGANIZATION_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
export const OrganizationPhoneSchema = z
  .string()
  .trim()
  .max(32, { error: PROFILE_MESSAGES.invalidPhone })
  .refine(isPhoneNumber, { error: PROFILE_MESSAGES.invalidPhone })
/** Dutch chamber of commerce (KvK) number: 8 digits; spaces and dots as typed are ignored. */
export const ChamberOfCommerceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.replace(/[\s.]/g, '') : value),
  z.string({ error: ORGANIZATION_MESSAGES.chamberOfCommerce }).regex(/^[0-9]{8}$/, { error: ORGANIZATION_MESSAGES.chamberOfCommerce }),
)
/** Dutch postal code, stored as '1234 AB'. */
export const PostalCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[1-9][0-9]{3} ?[A-Z]{2}$/, { error: ORGANIZATION_MESSAGES.postalInvalid })
  .transform((value) => `${value.slice(0, 4)} ${value.slice(-2)}`)

export const ORGANIZATION_IMAGE_FIELDS = ['image', 'heroImage', 'cardImage'] as const
export type OrganizationImageField = (typeof ORGANIZATION_IMAGE_FIELDS)[number]

// ---------------------------------------------------------------------------------------------
// Edit organisation (spec 2.3), one PUT per section. The general and contact-person sections are
// multipart (JSON in `data`, images as files: `image`, `heroImage`, `cardImage` for general,
// `image` for the contact person); an absent file keeps the current image, `remove` drops one.
// The other sections are JSON.

export const ORGANIZATION_SECTIONS = ['general', 'contactPerson', 'address', 'callToActions', 'tags'] as const
export type OrganizationSection = (typeof ORGANIZATION_SECTIONS)[number]

export const OrganizationGeneralSchema = z.object({
  name: OrganizationNameSchema,
  description: optional(z.string().trim().max(5000, { error: ORGANIZATION_MESSAGES.descriptionTooLong })),
  websiteUrl: optional(HttpsUrlSchema),
  remove: z.array(z.enum(ORGANIZATION_IMAGE_FIELDS)).max(3).default([]),
})
export type OrganizationGeneralInput = z.infer<typeof OrganizationGeneralSchema>

export const ContactPersonSchema = z.object({
  name: optional(z.string().trim().max(160, { error: ORGANIZATION_MESSAGES.contactNameTooLong })),
  title: optional(z.string().trim().max(160, { error: ORGANIZATION_MESSAGES.contactNameTooLong })),
  email: optional(OrganizationEmailSchema),
  phone: optional(OrganizationPhoneSchema),
  remove: z.array(z.literal('image')).max(1).default([]),
})
export type ContactPersonInput = z.infer<typeof ContactPersonSchema>

export const AddressSchema = z.object({
  street: optional(z.string().trim().max(160, { error: ORGANIZATION_MESSAGES.streetTooLong })),
  houseNumber: optional(
    z
      .string()
      .trim()
      .regex(/^[1-9][0-9]{0,5}(?:[ -]?[A-Za-z0-9]{1,6})?$/, { error: ORGANIZATION_MESSAGES.houseNumberInvalid }),
  ),
  postal: optional(PostalCodeSchema),
  city: optional(z.string().trim().max(80, { error: ORGANIZATION_MESSAGES.cityTooLong })),
})
export type AddressInput = z.infer<typeof AddressSchema>

export const CALL_TO_ACTIONS_MAX = 5
export const CallToActionSchema = z.object({
  text: requiredText(ORGANIZATION_MESSAGES.ctaTextRequired).max(60, { error: ORGANIZATION_MESSAGES.ctaTextTooLong }),
  url: z.string({ error: MESSAGES.invalidUrl }).pipe(HttpsUrlSchema),
})
/** The whole list in its new order (add, reorder and remove are one PUT of the list). */
export const CallToActionsSchema = z.object({
  callToActions: z.array(CallToActionSchema).max(CALL_TO_ACTIONS_MAX, { error: ORGANIZATION_MESSAGES.ctaTooMany }).default([]),
})
export type CallToActionsInput = z.infer<typeof CallToActionsSchema>

/** Tags by documentId (GET /api/tags lists them), in any order; at most 20. */
export const OrganizationTagsSchema = z.object({
  tags: z
    .array(DocumentIdSchema, { error: ORGANIZATION_MESSAGES.unknownTag })
    .max(20, { error: ORGANIZATION_MESSAGES.tooManyTags })
    .default([])
    .transform((values) => [...new Set(values)]),
})
export type OrganizationTagsInput = z.infer<typeof OrganizationTagsSchema>

export const ORGANIZATION_SECTION_SCHEMAS = {
  general: OrganizationGeneralSchema,
  contactPerson: ContactPersonSchema,
  address: AddressSchema,
  callToActions: CallToActionsSchema,
  tags: OrganizationTagsSchema,
} as const satisfies Record<OrganizationSection, z.ZodType>

/** A community manager takes a content item offline with a reason (the organisation's admins get it by e-mail). */
export const TakeOfflineSchema = z.object({
  reason: requiredText(ORGANIZATION_MESSAGES.offlineReasonRequired).max(1000, { error: ORGANIZATION_MESSAGES.reasonTooLong }),
})
export type TakeOfflineInput = z.infer<typeof TakeOfflineSchema>

// ---------------------------------------------------------------------------------------------
// Endpoints (prefix /api) and site paths.

const id = (value: string) => encodeURIComponent(value)

/** Site paths the CMS's mails link to (the site builds these pages). */
export const ORGANIZATION_LINKS = {
  signUp: '/organisatie-aanmelden',
  reviewQueue: '/profiel/aanmeldingen',
  review: (documentId: string) => `/profiel/aanmeldingen/${id(documentId)}`,
  /** The invitation link: `{SITE_URL}/uitnodiging/{token}`. */
  invitation: (token: string) => `/uitnodiging/${id(token)}`,
  members: (organizationId: string) => `/profiel/organisatie/${id(organizationId)}/leden`,
  member: (organizationId: string, userId: string) => `/profiel/organisatie/${id(organizationId)}/leden/${id(userId)}`,
  content: (organizationId: string) => `/profiel/organisatie/${id(organizationId)}/content`,
  edit: (organizationId: string) => `/profiel/organisatie/${id(organizationId)}/bewerken`,
  /** Who signed up for one of its events (issue 31), and the same list as CSV. */
  attendees: (organizationId: string, eventId: string) =>
    `/profiel/organisatie/${id(organizationId)}/evenementen/${id(eventId)}/aanmeldingen`,
  attendeesCsv: (organizationId: string, eventId: string) =>
    `/profiel/organisatie/${id(organizationId)}/evenementen/${id(eventId)}/aanmeldingen.csv`,
} as const

export const ORGANIZATIONS_API = {
  /** GET (admin) → `{ data: EditableOrganizationDto }`: what the edit page's sections are prefilled with. */
  editable: (organizationId: string) => `/organizations/${id(organizationId)}/edit`,
  /** PUT (admin) one section (ORGANIZATION_SECTION_SCHEMAS) → `{ data: EditableOrganizationDto }`. */
  section: (organizationId: string, section: OrganizationSection) => `/organizations/${id(organizationId)}/sections/${section}`,
  /** POST TakeOfflineInput (is-community-manager) → `{ data: { documentId, online: false } }`; 404 unknown, 409 `already-offline`. */
  takeOffline: (documentId: string) => `/moderation/items/${id(documentId)}/offline`,
} as const

/** Error codes in `error.details.code` of the organisation, application and membership endpoints. */
export type OrganizationErrorCode =
  | 'validation'
  | 'upload'
  | 'already-pending'
  | 'already-approved'
  | 'not-pending'
  | 'not-found'
  | 'own-role'
  | 'own-removal'
  | 'last-admin'
  | 'member-not-found'
  | 'already-member'
  | 'invitation-unknown'
  | 'invitation-used'
  | 'invitation-expired'
  | 'invitation-revoked'
  | 'invitation-other-email'
  | 'already-offline'

export type OrganizationImageDto = { url: string; width: number | null; height: number | null; alternativeText: string | null }

/** The edit page's sections. */
export type EditableOrganizationDto = OrganizationRefDto & {
  description: string | null
  websiteUrl: string | null
  image: OrganizationImageDto | null
  heroImage: OrganizationImageDto | null
  cardImage: OrganizationImageDto | null
  contactPerson: {
    name: string | null
    title: string | null
    email: string | null
    phone: string | null
    image: OrganizationImageDto | null
  }
  address: { street: string | null; houseNumber: string | null; postal: string | null; city: string | null }
  callToActions: Array<{ text: string; url: string }>
  tags: Array<{ documentId: string; name: string; slug: string }>
}
