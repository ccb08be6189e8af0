import { z } from 'zod'
import { BRAND } from './brand.js'
import { isBlank, optional } from './form-fields.js'
import { HttpsUrlSchema } from './member-content.js'
import { ReviewDecisionSchema } from './review.js'
import { MEMBER_ROLES, ORGANIZATION_TYPES, type ApplicationState, type MemberRole } from './domain.js'
import { MESSAGES } from './messages.js'
import type { OrganizationRefDto } from './dto.js'
import { DocumentIdSchema, isPhoneNumber, PROFILE_MESSAGES } from './profile.js'

/**
 * The organisation contract (issue 11): applying as a partner organisation and its review by a
 * community manager, members and roles (invitations, join requests, role changes, removal), the
 * sections of the organisation's edit page, and a community manager taking an item offline. The
 * schemas, the CMS endpoints the site calls with the member's JWT (prefix /api), and their answers.
 *
 * Every write is checked by a CMS policy: `is-community-manager` (review, take offline),
 * `has-organization-role` with `admin` (members, invitations, join requests, edit), or is the
 * member's own act (apply, accept an invitation, leave). The site checks the same for a good page.
 * An organisation's content (news, jobs, events, articles, calls) is written through
 * MEMBER_CONTENT_API with `organization` (member-content.ts), not here.
 */

export const ORGANIZATION_MESSAGES = {
  signUpFailed: MESSAGES.organizationSignUpFailed,
  notLoggedIn: MESSAGES.organizationSignUpNotLoggedIn,
  roleChangeFailed: MESSAGES.roleChangeFailed,
  memberDeleteFailed: MESSAGES.memberDeleteFailed,
  submitted: 'Bedankt voor je aanmelding! De communitymanager beoordeelt je aanmelding. Je krijgt een e-mail zodra er een besluit is.',
  /** 409 on sign-up: a pending application of the same organisation exists. */
  alreadyPending: 'Deze organisatie is al aangemeld en wordt nog beoordeeld. Je hoeft haar niet opnieuw aan te melden.',
  /** 409 on sign-up: the organisation is on the platform already. */
  alreadyApproved: `Deze organisatie staat al op ${BRAND.name}. Vraag een beheerder van de organisatie om je uit te nodigen.`,
  /** 409 on a rename (edit page, admin panel): another organisation has this name (organizationNameKey). */
  nameTaken: `Deze naam is al in gebruik door een andere organisatie op ${BRAND.name} (of door een aanmelding die nog wordt beoordeeld). Kies een andere naam.`,
  /** 409 in the admin panel: another organisation has this KvK number. */
  chamberOfCommerceTaken: `Dit KvK-nummer hoort al bij een andere organisatie op ${BRAND.name} (of bij een aanmelding die nog wordt beoordeeld).`,
  /** 409 on approving: an approved organisation has the application's name or KvK number already. */
  duplicateOfApproved: `Er staat al een organisatie met deze naam of dit KvK-nummer op ${BRAND.name}. Deze aanmelding kan daarom niet worden goedgekeurd; wijs haar af met een reden.`,
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
  notPending: 'Deze aanmelding is al beoordeeld.',
  rejectReasonRequired: MESSAGES.rejectReasonRequired,
  invitationSent: 'De uitnodiging is verstuurd.',
  invitationWithdrawn: 'De uitnodiging is ingetrokken.',
  /** 410: the invitation was used already. */
  invitationUsed: 'Deze uitnodiging is al gebruikt.',
  /** 410: more than 7 days old. */
  invitationExpired: 'Deze uitnodiging is verlopen. Vraag de beheerder van de organisatie om een nieuwe uitnodiging.',
  /** 410: an admin withdrew it (or a newer invitation to the same address replaced it). */
  invitationRevoked: 'Deze uitnodiging is ingetrokken. Vraag de beheerder van de organisatie om een nieuwe uitnodiging.',
  /** 400: no invitation with this token. */
  invitationUnknown: 'Deze uitnodiging bestaat niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  /** 403: the logged-in account has another e-mail address than the invited one. */
  invitationOtherEmail:
    'Deze uitnodiging is verstuurd naar een ander e-mailadres. Log in met het account van dat e-mailadres, of maak er een aan.',
  invitationAccepted: 'Welkom! Je bent nu lid van de organisatie.',
  /** 409 on accepting: the member belongs to the organisation already. */
  alreadyMember: 'Je bent al lid van deze organisatie.',
  /** 409 on inviting: this address belongs to a member already. */
  inviteeAlreadyMember: 'Deze persoon is al lid van de organisatie.',
  roleRequired: 'Kies een rol',
  roleChanged: 'De rol is gewijzigd.',
  ownRole: 'Je kunt je eigen rol niet wijzigen. Vraag een andere beheerder om dat te doen.',
  /** 409: the organisation would be left without an admin. */
  lastAdmin: 'Een organisatie heeft minstens één beheerder nodig. Maak eerst iemand anders beheerder.',
  memberNotFound: 'Dit lid hoort niet (meer) bij de organisatie.',
  memberRemoved: 'Het lid is verwijderd.',
  removeConfirm: 'Weet je zeker dat je dit lid wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
  ownRemoval: 'Je kunt jezelf niet verwijderen. Gebruik ‘Organisatie verlaten’.',
  left: 'Je hebt de organisatie verlaten.',
  leaveConfirm: 'Weet je zeker dat je deze organisatie wilt verlaten? Je kunt alleen terugkomen als een beheerder je opnieuw uitnodigt.',
  joinRequestNotFound: 'Dit verzoek bestaat niet (meer).',
  joinAccepted: 'Het verzoek is geaccepteerd. De persoon is nu medewerker.',
  joinDeclined: 'Het verzoek is afgewezen.',
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

/** Dutch enumeration: 'A', 'A en B', 'A, B en C'. */
export function dutchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`
}

/**
 * 409 on deleting one's account: the member is the only admin of these organisations, which would be
 * left without anyone to manage them. Names them and says what to do first.
 */
export function soleAdminMessage(organizationNames: readonly string[]): string {
  const several = organizationNames.length > 1
  return (
    `Je bent de enige beheerder van ${dutchList(organizationNames)}. ` +
    `Maak eerst ${several ? 'in elke organisatie iemand anders beheerder' : 'iemand anders beheerder van de organisatie'}, of vraag de communitymanager om hulp. ` +
    'Daarna kun je je account verwijderen.'
  )
}

/** The same refusal for an editor deleting the account in the admin panel. */
export function soleAdminAccountMessage(organizationNames: readonly string[]): string {
  return (
    `Dit account is de enige beheerder van ${dutchList(organizationNames)}. ` +
    'Maak eerst iemand anders beheerder van de organisatie (bij Membership); daarna kun je het account verwijderen.'
  )
}

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

/** The notice after a decision, naming the organisation (spec 4): 'Kanaal Digital is goedgekeurd'. */
export function applicationDecisionNotice(name: string, state: 'approved' | 'rejected'): string {
  return state === 'approved' ? `${name} is goedgekeurd` : `${name} is afgewezen`
}

// ---------------------------------------------------------------------------------------------
// Field rules

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message })

const NAME = required(ORGANIZATION_MESSAGES.nameRequired).max(160, { error: ORGANIZATION_MESSAGES.nameTooLong })
const EMAIL = z
  .string({ error: ORGANIZATION_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .max(254, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
const PHONE = z
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
// Sign-up (`/organisatie-aanmelden`): JSON in the `data` field of a multipart body, the logo as the
// file `logo` (optional; the upload pipeline's rules, upload.ts).

export const OrganizationSignUpSchema = z.object({
  type: z.enum(ORGANIZATION_TYPES, { error: ORGANIZATION_MESSAGES.typeRequired }),
  name: NAME,
  email: EMAIL,
  phoneNumber: required(ORGANIZATION_MESSAGES.phoneRequired).pipe(PHONE),
  website: z
    .string({ error: ORGANIZATION_MESSAGES.websiteRequired })
    .trim()
    .min(1, { error: ORGANIZATION_MESSAGES.websiteRequired })
    .pipe(HttpsUrlSchema),
  message: optional(z.string().trim().max(2000, { error: ORGANIZATION_MESSAGES.messageTooLong })),
  chamberOfCommerceNumber: ChamberOfCommerceSchema,
  description: required(ORGANIZATION_MESSAGES.descriptionRequired).max(1000, { error: ORGANIZATION_MESSAGES.shortDescriptionTooLong }),
})
export type OrganizationSignUpInput = z.infer<typeof OrganizationSignUpSchema>

/** A community manager's decision on an application: approve, or reject with a required reason (same shape as a call's review). */
export const ApplicationDecisionSchema = ReviewDecisionSchema
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>

// ---------------------------------------------------------------------------------------------
// Members and roles (spec 6)

const ROLE = z.enum(MEMBER_ROLES, { error: ORGANIZATION_MESSAGES.roleRequired })

/** An admin invites someone by e-mail address; the role defaults to employee. */
export const InvitationSchema = z.object({
  email: EMAIL,
  role: z.preprocess((value) => (isBlank(value) ? undefined : value), ROLE.default('employee')),
})
export type InvitationInput = z.infer<typeof InvitationSchema>

/** The token from the invitation link (`/uitnodiging/{token}`): 32 random bytes, base64url. */
export const InvitationTokenSchema = z.object({
  token: z
    .string({ error: ORGANIZATION_MESSAGES.invitationUnknown })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: ORGANIZATION_MESSAGES.invitationUnknown }),
})
export type InvitationTokenInput = z.infer<typeof InvitationTokenSchema>

/** An admin changes another member's role. */
export const RoleChangeSchema = z.object({ role: ROLE })
export type RoleChangeInput = z.infer<typeof RoleChangeSchema>

/** An admin accepts (membership as employee) or declines a join request. */
export const JoinRequestDecisionSchema = z.object({ decision: z.enum(['accept', 'decline'], { error: MESSAGES.required }) })
export type JoinRequestDecision = z.infer<typeof JoinRequestDecisionSchema>

// ---------------------------------------------------------------------------------------------
// Edit organisation (spec 2.3), one PUT per section. The general and contact-person sections are
// multipart (JSON in `data`, images as files: `image`, `heroImage`, `cardImage` for general,
// `image` for the contact person); an absent file keeps the current image, `remove` drops one.
// The other sections are JSON.

export const ORGANIZATION_SECTIONS = ['general', 'contactPerson', 'address', 'callToActions', 'tags'] as const
export type OrganizationSection = (typeof ORGANIZATION_SECTIONS)[number]

export const OrganizationGeneralSchema = z.object({
  name: NAME,
  description: optional(z.string().trim().max(5000, { error: ORGANIZATION_MESSAGES.descriptionTooLong })),
  websiteUrl: optional(HttpsUrlSchema),
  remove: z.array(z.enum(ORGANIZATION_IMAGE_FIELDS)).max(3).default([]),
})
export type OrganizationGeneralInput = z.infer<typeof OrganizationGeneralSchema>

export const ContactPersonSchema = z.object({
  name: optional(z.string().trim().max(160, { error: ORGANIZATION_MESSAGES.contactNameTooLong })),
  title: optional(z.string().trim().max(160, { error: ORGANIZATION_MESSAGES.contactNameTooLong })),
  email: optional(EMAIL),
  phone: optional(PHONE),
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
  text: required(ORGANIZATION_MESSAGES.ctaTextRequired).max(60, { error: ORGANIZATION_MESSAGES.ctaTextTooLong }),
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
  reason: required(ORGANIZATION_MESSAGES.offlineReasonRequired).max(1000, { error: ORGANIZATION_MESSAGES.reasonTooLong }),
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
  /** POST multipart (any member; anonymous 401): `data` OrganizationSignUpInput, file `logo` → 201 `{ data: MyApplicationDto }`; 409 `already-pending` / `already-approved`. */
  signUp: '/organization-applications',
  /** GET (any member) → `{ data: MyApplicationDto[] }`: the caller's own applications, newest first. */
  myApplications: '/me/organization-applications',
  /** GET (is-community-manager), optional `?type=ORGANIZATION_TYPE_…` → ApplicationQueueResponse. */
  reviewQueue: '/review/organization-applications',
  /** GET (is-community-manager) → `{ data: ApplicationDto }`; POST ApplicationDecision → `{ data: ApplicationDto }`, 409 `not-pending`, 404 unknown. */
  review: (documentId: string) => `/review/organization-applications/${id(documentId)}`,
  /** GET (any role in it) → OrganizationMembersResponse (dto.ts). */
  members: (organizationId: string) => `/organizations/${id(organizationId)}/members`,
  /** PUT RoleChangeInput (admin) → `{ data: OrganizationMemberDto }`; DELETE (admin) → 204. 403 `own-role` for oneself, 409 `last-admin`, 404 `member-not-found`. `userId`: the user's documentId. */
  member: (organizationId: string, userId: string) => `/organizations/${id(organizationId)}/members/${id(userId)}`,
  /** DELETE (any role in it) → 204: leave the organisation oneself; 409 `last-admin`. */
  leave: (organizationId: string) => `/organizations/${id(organizationId)}/membership`,
  /** GET (admin) → `{ data: InvitationDto[] }` pending, newest first; POST InvitationInput (admin) → 201 `{ data: InvitationDto }`, 409 `already-member`. */
  invitations: (organizationId: string) => `/organizations/${id(organizationId)}/invitations`,
  /** DELETE (admin) → 204: withdraw a pending invitation; 404 when it is not pending. */
  invitation: (organizationId: string, invitationId: string) => `/organizations/${id(organizationId)}/invitations/${id(invitationId)}`,
  /** POST InvitationTokenInput (no login needed) → `{ data: InvitationPreviewDto }`, 400 `invitation-unknown`; for the `/uitnodiging/{token}` page. */
  lookupInvitation: '/invitations/lookup',
  /** POST InvitationTokenInput (any member) → `{ data: { organization, role } }`; 400 unknown, 410 used/expired/withdrawn, 403 `invitation-other-email`, 409 `already-member`. */
  acceptInvitation: '/invitations/accept',
  /** GET (admin) → `{ data: JoinRequestDto[] }`. */
  joinRequests: (organizationId: string) => `/organizations/${id(organizationId)}/join-requests`,
  /** POST JoinRequestDecision (admin) → 200 `{ data: { decision } }`; 404 when no open request. `userId`: the user's documentId. */
  joinRequest: (organizationId: string, userId: string) => `/organizations/${id(organizationId)}/join-requests/${id(userId)}`,
  /** GET (admin) → `{ data: EditableOrganizationDto }`: what the edit page's sections are prefilled with. */
  editable: (organizationId: string) => `/organizations/${id(organizationId)}/edit`,
  /** PUT (admin) one section (ORGANIZATION_SECTION_SCHEMAS) → `{ data: EditableOrganizationDto }`. */
  section: (organizationId: string, section: OrganizationSection) => `/organizations/${id(organizationId)}/sections/${section}`,
  /** POST TakeOfflineInput (is-community-manager) → `{ data: { documentId, online: false } }`; 404 unknown, 409 `already-offline`. */
  takeOffline: (documentId: string) => `/moderation/items/${id(documentId)}/offline`,
} as const

/** Error codes in `error.details.code` of these endpoints. */
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

/** An application in the community managers' queue. */
export type ApplicationQueueItemDto = OrganizationRefDto & {
  applicationState: ApplicationState
  createdAt: string
  reviewedAt: string | null
  rejectReason: string | null
}

/** GET /review/organization-applications: `data` pending ones oldest first, `recent` the latest decisions, `meta.count` how many wait. */
export type ApplicationQueueResponse = { data: ApplicationQueueItemDto[]; recent: ApplicationQueueItemDto[]; meta: { count: number } }

/** Everything that was submitted, for the review page. */
export type ApplicationDto = ApplicationQueueItemDto & {
  description: string | null
  logo: OrganizationImageDto | null
  signUp: {
    email: string | null
    phoneNumber: string | null
    website: string | null
    message: string | null
    chamberOfCommerceNumber: string | null
  }
  applicant: { firstName: string; lastName: string; email: string } | null
}

/** A pending invitation as the admins see it. */
export type InvitationDto = {
  documentId: string
  email: string
  role: MemberRole
  createdAt: string
  expiresAt: string
  invitedBy: { firstName: string; lastName: string } | null
}

/** What the invitation page may show before accepting. `state` 'pending' can be accepted. */
export type InvitationPreviewDto = {
  organization: OrganizationRefDto
  role: MemberRole
  state: 'pending' | 'used' | 'expired' | 'revoked'
  expiresAt: string
}

/** A member who named the organisation in onboarding and is not (yet) a member. */
export type JoinRequestDto = { documentId: string; firstName: string; lastName: string; since: string }

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
