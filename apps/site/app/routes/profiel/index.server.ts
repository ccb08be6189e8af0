import {
  APPLICATION_TYPE_LABELS,
  MEMBER_ROLE_LABELS,
  ORGANIZATION_TYPE_LABELS,
  USER_TYPE_LABELS,
  type AccountSessionInfo,
} from '@talentstad/types'
import { data } from 'react-router'
import { z } from 'zod'
import { endOtherAccountSessions } from '~/lib/account/account.server'
import { requireUser } from '~/lib/auth/auth.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { toImageView } from '~/lib/cms/media.server'
import { toMyApplicationView } from '~/lib/organizations/views'
import { initialsMark } from '~/lib/content/mark'
import { CAREER_STAGE_LABELS } from '~/lib/profile/forms'
import { onboardingProgress } from '~/lib/profile/onboarding'
import { requireDashboard } from '~/lib/profile/profile.server'
import { redirectWithToast } from '~/lib/toast.server'
import { PATHS } from '~/lib/paths'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

export const PROFILE_PATH = PATHS.profile

export const SESSION_MESSAGES = {
  endedOthers: 'Je bent uitgelogd op alle andere apparaten.',
  noOthers: 'Je was nergens anders ingelogd.',
  failed: 'Uitloggen op de andere apparaten is niet gelukt. Probeer het later opnieuw.',
} as const

const sessionTime = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' })

/** The member's open sessions as /profiel lists them (Dutch times, formatted here so server and browser agree); null when the CMS cannot say. */
function toSessionViews(sessions: AccountSessionInfo[] | null) {
  return (
    sessions?.map((session) => ({
      id: session.id,
      current: session.current,
      since: sessionTime.format(new Date(session.createdAt)),
      lastSeen: sessionTime.format(new Date(session.lastSeenAt)),
    })) ?? null
  )
}

/**
 * What /profiel shows: the member's own data as labelled text (never raw enum values), onboarding
 * progress and the counts of their sections. One CMS read besides the session check
 * (GET /api/me/dashboard, docs/decisions/0044); a section the CMS could not fill now is null and
 * says so, the rest still shows.
 */
export async function loadProfilePage(request: Request) {
  const {
    dashboard: { profile, sessions, applications, counts },
  } = await requireDashboard(request)
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ')
  const organizations = [profile.educationInstitute, profile.company, profile.studentAssociation]
    .filter((organization) => organization !== null)
    .map((organization) => organization.name)
  if (profile.unlistedOrganizationName) organizations.push(profile.unlistedOrganizationName)
  return {
    name,
    // No picture: the member's initials on a colour fixed by their name, as organisations without a logo.
    mark: initialsMark(name || profile.email),
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    linkedIn: profile.linkedIn,
    typeOfUser: USER_TYPE_LABELS[profile.typeOfUser],
    careerStage: profile.careerStage ? CAREER_STAGE_LABELS[profile.careerStage] : null,
    organizations,
    interests: profile.interests.map((interest) => APPLICATION_TYPE_LABELS[interest]),
    themes: profile.themes.map((theme) => theme.name),
    onboarding: onboardingProgress(profile),
    memberships: profile.memberships.map(({ role, organization }) => ({
      id: organization.documentId,
      name: organization.name,
      type: ORGANIZATION_TYPE_LABELS[organization.type],
      role: MEMBER_ROLE_LABELS[role],
      href: ORGANIZATION_PAGES.content(organization.documentId),
    })),
    avatar: toImageView(profile.avatar ? { ...profile.avatar, alternativeText: null } : null, 'thumbnail') ?? null,
    sessions: toSessionViews(sessions),
    applications: applications?.map(toMyApplicationView) ?? null,
    // The review counts follow the users-permissions role (the CMS decides), never typeOfUser.
    counts,
  }
}

/** 'Uitloggen op alle andere apparaten': ends every session of the member but this one, then back to /profiel with a toast. */
export async function endOtherSessions(request: Request) {
  const { jwt } = await requireUser(request)
  // The page's one form: a button and no fields (still a form post: content type, size cap, honeypot).
  const form = await parseForm(request, { schema: z.object({}) })
  if (!form.ok) throw data(null, { status: form.status })
  const ended = await endOtherAccountSessions({ jwt, signal: request.signal })
  if (!ended.ok) return redirectWithToast(PROFILE_PATH, { type: 'error', title: SESSION_MESSAGES.failed })
  return redirectWithToast(PROFILE_PATH, {
    type: 'success',
    title: ended.data.ended > 0 ? SESSION_MESSAGES.endedOthers : SESSION_MESSAGES.noOthers,
  })
}
