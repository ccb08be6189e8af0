import { z } from 'zod'
import { BRAND } from './brand.js'
import { ORGANIZATION_TYPES, type ApplicationState } from './domain.js'
import type { OrganizationRefDto } from './dto.js'
import { optional, requiredText } from './form-fields.js'
import { HttpsUrlSchema } from './member-content.js'
import { MESSAGES } from './messages.js'
import {
  ChamberOfCommerceSchema,
  ORGANIZATION_MESSAGES,
  OrganizationEmailSchema,
  OrganizationNameSchema,
  OrganizationPhoneSchema,
  type OrganizationImageDto,
} from './organizations.js'
import { ReviewDecisionSchema } from './review.js'

/**
 * An organisation's application (spec 4, issue 11): a member signs an organisation up, a community
 * manager approves or rejects it with a reason, and the applicant becomes its first admin. Until
 * then nothing of it is public. The field messages it shares with the edit page are
 * ORGANIZATION_MESSAGES (organizations.ts).
 */

export const APPLICATION_MESSAGES = {
  signUpFailed: MESSAGES.organizationSignUpFailed,
  notLoggedIn: MESSAGES.organizationSignUpNotLoggedIn,
  submitted: 'Bedankt voor je aanmelding! De communitymanager beoordeelt je aanmelding. Je krijgt een e-mail zodra er een besluit is.',
  /** 409 on sign-up: a pending application of the same organisation exists. */
  alreadyPending: 'Deze organisatie is al aangemeld en wordt nog beoordeeld. Je hoeft haar niet opnieuw aan te melden.',
  /** 409 on sign-up: the organisation is on the platform already. */
  alreadyApproved: `Deze organisatie staat al op ${BRAND.name}. Vraag een beheerder van de organisatie om je uit te nodigen.`,
  /** 409 on approving: an approved organisation has the application's name or KvK number already. */
  duplicateOfApproved: `Er staat al een organisatie met deze naam of dit KvK-nummer op ${BRAND.name}. Deze aanmelding kan daarom niet worden goedgekeurd; wijs haar af met een reden.`,
  notPending: 'Deze aanmelding is al beoordeeld.',
  rejectReasonRequired: MESSAGES.rejectReasonRequired,
} as const

/** The notice after a decision, naming the organisation (spec 4): 'Kanaal Digital is goedgekeurd'. */
export function applicationDecisionNotice(name: string, state: 'approved' | 'rejected'): string {
  return state === 'approved' ? `${name} is goedgekeurd` : `${name} is afgewezen`
}

// Sign-up (`/organisatie-aanmelden`): JSON in the `data` field of a multipart body, the logo as the
// file `logo` (optional; the upload pipeline's rules, upload.ts).

export const OrganizationSignUpSchema = z.object({
  type: z.enum(ORGANIZATION_TYPES, { error: ORGANIZATION_MESSAGES.typeRequired }),
  name: OrganizationNameSchema,
  email: OrganizationEmailSchema,
  phoneNumber: requiredText(ORGANIZATION_MESSAGES.phoneRequired).pipe(OrganizationPhoneSchema),
  website: z
    .string({ error: ORGANIZATION_MESSAGES.websiteRequired })
    .trim()
    .min(1, { error: ORGANIZATION_MESSAGES.websiteRequired })
    .pipe(HttpsUrlSchema),
  message: optional(z.string().trim().max(2000, { error: ORGANIZATION_MESSAGES.messageTooLong })),
  chamberOfCommerceNumber: ChamberOfCommerceSchema,
  description: requiredText(ORGANIZATION_MESSAGES.descriptionRequired).max(1000, { error: ORGANIZATION_MESSAGES.shortDescriptionTooLong }),
})
export type OrganizationSignUpInput = z.infer<typeof OrganizationSignUpSchema>

/** A community manager's decision on an application: approve, or reject with a required reason (same shape as a call's review). */
export const ApplicationDecisionSchema = ReviewDecisionSchema
export type ApplicationDecision = z.infer<typeof ApplicationDecisionSchema>

const id = (value: string) => encodeURIComponent(value)

/** Endpoints (prefix /api). */
export const APPLICATIONS_API = {
  /** POST multipart (any member; anonymous 401): `data` OrganizationSignUpInput, file `logo` → 201 `{ data: MyApplicationDto }`; 409 `already-pending` / `already-approved`. */
  signUp: '/organization-applications',
  /** GET (any member) → `{ data: MyApplicationDto[] }`: the caller's own applications, newest first. */
  myApplications: '/me/organization-applications',
  /** GET (is-community-manager), optional `?type=ORGANIZATION_TYPE_…` → ApplicationQueueResponse. */
  reviewQueue: '/review/organization-applications',
  /** GET (is-community-manager) → `{ data: ApplicationDto }`; POST ApplicationDecision → `{ data: ApplicationDto }`, 409 `not-pending`, 404 unknown. */
  review: (documentId: string) => `/review/organization-applications/${id(documentId)}`,
} as const

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
