import {
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPES,
  UPLOAD_MESSAGES,
  type CareerStage,
  ProfileEditSchema,
  type ProfileDto,
} from '@talentstad/types'
import { z } from 'zod'
import { href } from 'react-router'
import { PATHS } from '../paths'

/** What the profile forms share between server and browser: the picture schema, labels, defaults. */

const isFile = (value: unknown): value is File => typeof File !== 'undefined' && value instanceof File && value.size > 0

/** A picture upload; conform drops an empty file input, so "nothing chosen" is a missing file. */
export const AvatarSchema = z.object({ file: z.custom<File>(isFile, { error: UPLOAD_MESSAGES.empty }) })

/** Onboarding step 1: a picture, or none when the member already has one (or skips). */
export const OnboardingAvatarStepSchema = z.object({ file: z.custom<File>(isFile, { error: UPLOAD_MESSAGES.empty }).optional() })

export const CAREER_STAGE_LABELS: Record<CareerStage, string> = {
  CAREER_STAGE_STUDYING: 'Ik studeer',
  CAREER_STAGE_WORKING: 'Ik werk',
  CAREER_STAGE_BOTH: 'Ik studeer en werk',
  CAREER_STAGE_LOOKING: 'Ik zoek een baan of stage',
}

export const INTEREST_CHOICES = APPLICATION_TYPES.map((value) => ({ value, label: APPLICATION_TYPE_LABELS[value] }))

export const SHARING_LABELS = {
  shareEmail: 'Mijn e-mailadres',
  sharePhone: 'Mijn telefoonnummer',
  shareLinkedIn: 'Mijn LinkedIn-profiel',
} as const

export const UNLISTED_ORGANIZATION_LABEL = 'Staat je organisatie er niet bij? Vul hier de naam in'

export function careerDefaults(profile: ProfileDto) {
  return {
    careerStage: profile.careerStage ?? undefined,
    educationInstitute: profile.educationInstitute?.documentId,
    company: profile.company?.documentId,
    studentAssociation: profile.studentAssociation?.documentId,
    unlistedOrganizationName: profile.unlistedOrganizationName ?? undefined,
  }
}

export function sharingDefaults(profile: ProfileDto) {
  return { shareEmail: profile.shareEmail, sharePhone: profile.sharePhone, shareLinkedIn: profile.shareLinkedIn }
}

export function interestDefaults(profile: ProfileDto) {
  return { interests: profile.interests, themes: profile.themes.map((theme) => theme.documentId) }
}

/** Onboarding's last step also asks how often the digest comes (weekly unless the member chooses). */
export function onboardingInterestDefaults(profile: ProfileDto) {
  return { ...interestDefaults(profile), digestFrequency: profile.digestFrequency }
}

/** Whether Voor jou and the mails use the interests (/profiel/voorkeuren). */
export function feedDefaults(profile: ProfileDto) {
  return { ignoreInterests: profile.ignoreInterests }
}

export const EDIT_PATH = href('/profiel/bewerken')

/** A community manager's type is managed by the community team: not on their form (the CMS keeps it too). */
export function editSchemaFor(isCommunityManager: boolean): typeof ProfileEditSchema {
  return (isCommunityManager ? ProfileEditSchema.omit({ typeOfUser: true }) : ProfileEditSchema) as typeof ProfileEditSchema
}

/** Onboarding keeps its step in the address: /onboarding?stap=2. */
export const STEP_PARAM = 'stap'

/** An onboarding step's address; `then` (a path on the site) is where finishing or closing leads. */
export function stepUrl(step: number, then?: string | null) {
  return `${PATHS.onboarding}?${new URLSearchParams({ [STEP_PARAM]: String(step), ...(then ? { callbackUrl: then } : {}) })}`
}
