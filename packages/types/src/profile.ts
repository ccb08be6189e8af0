import { z } from 'zod'
import { ACCOUNT_USER_TYPES, LoginSchema, type AccountSessionInfo } from './account.js'
import {
  APPLICATION_TYPES,
  CAREER_STAGES,
  ONBOARDING_STEPS,
  type ApplicationType,
  type CareerStage,
  type MemberRole,
  type OrganizationType,
  type UserType,
} from './domain.js'
import { optional } from './form-fields.js'
import { MESSAGES } from './messages.js'
import { DIGEST_FREQUENCIES, MAILING_MESSAGES, type DigestFrequency } from './mailings.js'
import type { MyApplicationDto } from './dto.js'
import type { WriteReach } from './write-reach.js'

/**
 * The member contract (issue 5) between the site and the CMS: the form schemas of the profile,
 * onboarding and preferences pages, the favorites toggle and account deletion, and the CMS
 * endpoints under /api/me that the site calls with the member's JWT.
 *
 * Form schemas (ProfileEditSchema, the Onboarding*StepSchema, PreferencesSchema) read what a form
 * posts (an unchecked box is absent, so booleans default to false, lists to []). The CMS validates
 * its PUT body with ProfileUpdateSchema: every field optional (absent = unchanged), `null` clears a
 * text or a relation, and any other key is refused.
 */

export const PROFILE_MESSAGES = {
  nameTooLong: 'Gebruik maximaal 80 tekens',
  invalidPhone: 'Vul een geldig telefoonnummer in, bijvoorbeeld 06 12345678 of +31 6 12345678',
  invalidLinkedIn: 'Vul het adres van je LinkedIn-profiel in, bijvoorbeeld https://www.linkedin.com/in/jouw-naam',
  typeOfUser: 'Kies of je student of professional bent',
  careerStage: 'Kies wat het best bij je past',
  organizationTooLong: 'Gebruik maximaal 160 tekens',
  unknownOrganization: 'Deze organisatie staat niet (meer) in de lijst. Kies een andere of vul de naam zelf in.',
  unknownTheme: 'Een van de gekozen thema’s bestaat niet (meer).',
  invalid: 'Niet alle gegevens zijn goed ingevuld. Controleer de velden.',
  saved: 'Je gegevens zijn opgeslagen.',
  unknownItem: 'Dit item bestaat niet (meer).',
  accountDeleted: 'Je account is verwijderd.',
  deleteFailed: 'Er is iets fout gegaan bij het verwijderen van je account. Probeer het later opnieuw.',
} as const

/** A Strapi 5 documentId (cuid2: 24 lower-case letters and digits; seeds and tests stay in this shape). */
export const DocumentIdSchema = z.string().regex(/^[a-z0-9]{20,32}$/)

const NAME = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(80, { error: PROFILE_MESSAGES.nameTooLong })

/**
 * Dutch-friendly: spaces, dashes, dots and brackets are allowed; what is left is 9–15 digits,
 * optionally after + or 00 (06 12345678, 020-123 45 67, +31 (0)6 1234 5678).
 */
export function isPhoneNumber(value: string) {
  if (!/^[+0-9][0-9 ().-]*$/.test(value)) return false
  const digits = value
    .replace(/^\+/, '')
    .replace(/\(0\)/g, '')
    .replace(/[^0-9]/g, '')
  return digits.length >= 9 && digits.length <= 15
}
const PHONE = z
  .string()
  .trim()
  .max(32, { error: PROFILE_MESSAGES.invalidPhone })
  .refine(isPhoneNumber, { error: PROFILE_MESSAGES.invalidPhone })

/** A LinkedIn profile or company page: https, linkedin.com or www.linkedin.com, /in/… or /company/…. */
export function isLinkedInUrl(value: string) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    url.protocol === 'https:' &&
    (url.hostname === 'linkedin.com' || url.hostname === 'www.linkedin.com') &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    /^\/(?:in|company)\/[^/?#]+\/?$/.test(url.pathname)
  )
}
const LINKEDIN = z
  .string()
  .trim()
  .max(2048, { error: PROFILE_MESSAGES.invalidLinkedIn })
  .refine(isLinkedInUrl, { error: PROFILE_MESSAGES.invalidLinkedIn })

const TYPE_OF_USER = z.enum(ACCOUNT_USER_TYPES, { error: PROFILE_MESSAGES.typeOfUser })
const CAREER_STAGE = z.enum(CAREER_STAGES, { error: PROFILE_MESSAGES.careerStage })
const ORGANIZATION_NAME = z.string().trim().max(160, { error: PROFILE_MESSAGES.organizationTooLong })
const unique = <T>(values: T[]) => [...new Set(values)]
const INTERESTS = z
  .array(z.enum(APPLICATION_TYPES))
  .max(APPLICATION_TYPES.length * 2)
  .transform(unique)
const THEMES = z.array(DocumentIdSchema, { error: PROFILE_MESSAGES.unknownTheme }).max(50).transform(unique)

/** The directory choice of each career stage field, by the organisation type it must have. */
export const PROFILE_ORGANIZATION_FIELDS = {
  educationInstitute: 'ORGANIZATION_TYPE_EDUCATION',
  company: 'ORGANIZATION_TYPE_REGULAR',
  studentAssociation: 'ORGANIZATION_TYPE_STUDENTS',
} as const satisfies Record<string, OrganizationType>
export type ProfileOrganizationField = keyof typeof PROFILE_ORGANIZATION_FIELDS

/** /profiel/bewerken. The e-mail address is shown but not editable. */
export const ProfileEditSchema = z.object({
  firstName: NAME,
  lastName: NAME,
  phoneNumber: optional(PHONE),
  linkedIn: optional(LINKEDIN),
  typeOfUser: TYPE_OF_USER,
})
export type ProfileEditInput = z.infer<typeof ProfileEditSchema>

/** Onboarding step 1 is the profile picture: a file, checked by the upload pipeline, not by a schema. */

/** Onboarding step 2: career stage and where (a directory organisation or a named unlisted one). */
export const OnboardingCareerStepSchema = z.object({
  careerStage: CAREER_STAGE,
  educationInstitute: optional(DocumentIdSchema),
  company: optional(DocumentIdSchema),
  studentAssociation: optional(DocumentIdSchema),
  unlistedOrganizationName: optional(ORGANIZATION_NAME),
})
export type OnboardingCareerStepInput = z.infer<typeof OnboardingCareerStepSchema>

const SHARING = {
  shareEmail: z.boolean().default(false),
  sharePhone: z.boolean().default(false),
  shareLinkedIn: z.boolean().default(false),
}
/** Onboarding step 3: which contact details an Enter may share. */
export const OnboardingSharingStepSchema = z.object(SHARING)
export type OnboardingSharingStepInput = z.infer<typeof OnboardingSharingStepSchema>

const INTEREST_CHOICES = { interests: INTERESTS.default([]), themes: THEMES.default([]) }
const DIGEST_FREQUENCY = z.enum(DIGEST_FREQUENCIES, { error: MAILING_MESSAGES.frequency })

/** Onboarding step 4: interests (APPLICATION_TYPE_*), themes (theme documentIds) and how often the digest comes (weekly unless chosen). */
export const OnboardingInterestsStepSchema = z.object({ ...INTEREST_CHOICES, digestFrequency: DIGEST_FREQUENCY.default('weekly') })
export type OnboardingInterestsStepInput = z.infer<typeof OnboardingInterestsStepSchema>

/** /profiel/voorkeuren: interests, themes, data sharing, and whether Voor jou and the mails use the interests. */
export const PreferencesSchema = z.object({ ...INTEREST_CHOICES, ...SHARING, ignoreInterests: z.boolean().default(false) })
export type PreferencesInput = z.infer<typeof PreferencesSchema>

/**
 * PUT /api/me/profile: a partial update. Absent = unchanged, `null` clears. Never role, e-mail,
 * password, confirmation, blocking, provider or username: any key not listed here is refused.
 * `onboarded: true` marks onboarding complete (the CMS sets `onboardedAt` once).
 */
export const ProfileUpdateSchema = z
  .strictObject({
    firstName: NAME,
    lastName: NAME,
    phoneNumber: optional(PHONE),
    linkedIn: optional(LINKEDIN),
    typeOfUser: TYPE_OF_USER,
    careerStage: CAREER_STAGE.nullable(),
    educationInstitute: DocumentIdSchema.nullable(),
    company: DocumentIdSchema.nullable(),
    studentAssociation: DocumentIdSchema.nullable(),
    unlistedOrganizationName: optional(ORGANIZATION_NAME),
    shareEmail: z.boolean(),
    sharePhone: z.boolean(),
    shareLinkedIn: z.boolean(),
    interests: INTERESTS,
    themes: THEMES,
    ignoreInterests: z.boolean(),
    digestFrequency: DIGEST_FREQUENCY,
    onboardingStep: z.int().min(0).max(ONBOARDING_STEPS),
    onboarded: z.literal(true),
  })
  .partial()
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>

/** POST /api/favorites (site) and PUT /api/me/favorites (CMS): sets the state, idempotent. */
export const FavoriteToggleSchema = z.strictObject({
  contentItem: DocumentIdSchema,
  isFavorited: z.boolean(),
})
export type FavoriteToggleInput = z.infer<typeof FavoriteToggleSchema>

/** Account deletion: the password typed again (any non-empty string; the CMS checks it). */
export const DeleteAccountSchema = z.object({ password: LoginSchema.shape.password })
export type DeleteAccountInput = z.infer<typeof DeleteAccountSchema>

/** CMS endpoints (prefix /api), all with the member's JWT (Bearer). Errors: Strapi's shape with `details.code`. */
export const ME_API = {
  /** GET → `{ data: FavoriteDto[] }`: the member's favorites whose item still exists. PUT FavoriteToggleInput → `{ data: { id, isFavorited } }`; 400 `validation` or `unknown-item`. */
  favorites: '/me/favorites',
  /** GET → `{ data: ProfileDto }`. PUT ProfileUpdateInput → `{ data: ProfileDto }`; 400 `validation` with `details.fieldErrors`. */
  profile: '/me/profile',
  /** POST multipart, one file in field `file` → `{ data: ProfileDto }`; 400 or 413 with an upload message. */
  avatar: '/me/avatar',
  /** DELETE DeleteAccountInput → 204; 400 `current-password-wrong` or `validation`; 429 `throttled`. */
  account: '/me',
  /** GET → `{ data: MeDashboardDto }`: everything /profiel shows of the member, in one read. */
  dashboard: '/me/dashboard',
} as const

/**
 * What the writes above change for the site's kept reads (WriteReach): the profile, the avatar and
 * the account what the session check says; a bookmark the member's own reads.
 */
export const ME_WRITE_REACH = {
  favorites: 'own',
  profile: 'session',
  avatar: 'session',
  account: 'session',
} as const satisfies Partial<Record<keyof typeof ME_API, WriteReach>>

/**
 * The counts of the /profiel dashboard, as the pages they link to count them (my calls, my
 * enters, saved items, the two review queues). A count the CMS could not make now is null, so its
 * section says so and the rest of the profile still shows.
 */
export type DashboardCountsDto = {
  /** The member's own calls (as /api/me/calls lists them): all, those waiting for review (a new call or an edit of an online one), those rejected. */
  calls: { total: number; pending: number; rejected: number } | null
  /** The member's enters whose call still exists (as /api/me/enters lists them). */
  enters: number | null
  /** The member's bookmarks of items that are public now (as /profiel/opgeslagen shows them). */
  saved: number | null
  /** Events the member signed up for (a place or the waiting list) that are not over (as /profiel/evenementen lists them upcoming). */
  events: number | null
  /** Community managers (the users-permissions role, never typeOfUser) only, else null: what waits in their review queues. */
  review: { calls: number | null; applications: number | null } | null
}

/**
 * GET /api/me/dashboard: the member's profile (as GET /api/me/profile), their open sessions (as
 * GET /api/account/sessions, the current one flagged), their organisation applications (as GET
 * /api/me/organization-applications) and the dashboard counts. A part other than the profile that
 * could not be read now is null.
 */
export type MeDashboardDto = {
  profile: ProfileDto
  sessions: AccountSessionInfo[] | null
  applications: MyApplicationDto[] | null
  counts: DashboardCountsDto
}

export type MeErrorCode =
  'validation' | 'unknown-item' | 'unknown-organization' | 'unknown-theme' | 'upload' | 'current-password-wrong' | 'throttled'

/** A bookmark: the content item's documentId. */
export type FavoriteDto = { id: string }

export type ProfileOrganizationDto = { documentId: string; name: string; slug: string; type: OrganizationType }

/** The logged-in member's own profile, private fields included (only ever sent to that member). */
export type ProfileDto = {
  id: number
  documentId: string
  email: string
  firstName: string | null
  lastName: string | null
  phoneNumber: string | null
  linkedIn: string | null
  typeOfUser: UserType
  careerStage: CareerStage | null
  educationInstitute: ProfileOrganizationDto | null
  company: ProfileOrganizationDto | null
  studentAssociation: ProfileOrganizationDto | null
  unlistedOrganizationName: string | null
  shareEmail: boolean
  sharePhone: boolean
  shareLinkedIn: boolean
  interests: ApplicationType[]
  themes: Array<{ documentId: string; name: string; slug: string }>
  /** 'Gebruik mijn interesses niet': Voor jou and the mails use only what the member follows. */
  ignoreInterests: boolean
  /** How often the digest comes (weekly for a new member). */
  digestFrequency: DigestFrequency
  onboardingStep: number
  onboardedAt: string | null
  avatar: { url: string; width: number | null; height: number | null; mime: string } | null
  /** The member's roles in organisations, by organisation name. */
  memberships: Array<{ role: MemberRole; organization: ProfileOrganizationDto }>
}

/** Dutch messages per field of a failed parse (Strapi's `details.fieldErrors`); unknown keys are under `_form`. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const { formErrors, fieldErrors } = z.flattenError(error)
  const result = { ...fieldErrors } as Record<string, string[]>
  if (formErrors.length > 0) result._form = formErrors
  return result
}
