import { APPLICATION_TYPE_LABELS, MEMBER_ROLE_LABELS, ORGANIZATION_TYPE_LABELS, USER_TYPE_LABELS } from '@talentstad/types'
import { toImageView } from '~/lib/media.server'
import { CAREER_STAGE_LABELS } from '~/lib/profile-forms'
import { requireProfile } from '~/lib/profile.server'

/** What /profiel shows: the member's own data as labelled text, never raw enum values. */
export async function loadProfilePage(request: Request, clientIp?: string) {
  const { profile } = await requireProfile(request, clientIp)
  const organizations = [profile.educationInstitute, profile.company, profile.studentAssociation]
    .filter((organization) => organization !== null)
    .map((organization) => organization.name)
  if (profile.unlistedOrganizationName) organizations.push(profile.unlistedOrganizationName)
  return {
    name: [profile.firstName, profile.lastName].filter(Boolean).join(' '),
    email: profile.email,
    phoneNumber: profile.phoneNumber,
    linkedIn: profile.linkedIn,
    typeOfUser: USER_TYPE_LABELS[profile.typeOfUser],
    isCommunityManager: profile.typeOfUser === 'TYPE_COMMUNITY_MANAGER',
    careerStage: profile.careerStage ? CAREER_STAGE_LABELS[profile.careerStage] : null,
    organizations,
    interests: profile.interests.map((interest) => APPLICATION_TYPE_LABELS[interest]),
    themes: profile.themes.map((theme) => theme.name),
    onboarded: profile.onboardedAt !== null,
    memberships: profile.memberships.map(({ role, organization }) => ({
      id: organization.documentId,
      name: organization.name,
      type: ORGANIZATION_TYPE_LABELS[organization.type],
      role: MEMBER_ROLE_LABELS[role],
      href: `/profiel/organisatie/${organization.documentId}/content`,
    })),
    avatar: toImageView(profile.avatar ? { ...profile.avatar, alternativeText: null } : null, 'thumbnail') ?? null,
  }
}
