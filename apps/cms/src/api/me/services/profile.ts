import type { Core, Modules } from '@strapi/strapi'
import {
  ONBOARDING_STEPS,
  PROFILE_MESSAGES,
  PROFILE_ORGANIZATION_FIELDS,
  type ProfileDto,
  type ProfileOrganizationField,
  type ProfileUpdateInput,
} from '@talentstad/types'
import { linkedIdsQuery } from '../../../lib/linked-ids'
import { selectRow, type Selected } from '../../../lib/rows'
import { digestChoice } from '../../../lib/digest-choice'

const USER = 'plugin::users-permissions.user'
const ORGANIZATION = 'api::organization.organization'
const THEME = 'api::theme.theme'
const MEMBERSHIP = 'api::membership.membership'

const ORGANIZATION_FIELDS = Object.keys(PROFILE_ORGANIZATION_FIELDS) as ProfileOrganizationField[]
const ORGANIZATION_SELECT = { select: ['documentId', 'name', 'slug', 'type'] }

/** Fields of the user row that the member may see of themselves. Never password, tokens, role, provider. */
const OWN_FIELDS = [
  'id',
  'documentId',
  'email',
  'firstName',
  'lastName',
  'phoneNumber',
  'linkedIn',
  'typeOfUser',
  'careerStage',
  'unlistedOrganizationName',
  'shareEmail',
  'sharePhone',
  'shareLinkedIn',
  'interests',
  'ignoreInterests',
  'digestFrequency',
  'onboardingStep',
  'onboardedAt',
] as const

export type ProfileProblem = { code: 'unknown-organization' | 'unknown-theme'; fieldErrors: Record<string, string[]> }

type OrganizationRow = Selected<typeof ORGANIZATION, 'documentId' | 'name' | 'slug' | 'type'>
/** The user row as `get` reads it: OWN_FIELDS and the relations it populates. */
type UserRow = Selected<typeof USER, (typeof OWN_FIELDS)[number]> & {
  educationInstitute?: OrganizationRow | null
  company?: OrganizationRow | null
  studentAssociation?: OrganizationRow | null
  themes?: Selected<typeof THEME, 'documentId' | 'name' | 'slug'>[]
  avatar?: Selected<'plugin::upload.file', 'url' | 'width' | 'height' | 'mime'> | null
}
type MembershipRow = Selected<typeof MEMBERSHIP, 'role'> & { organization?: OrganizationRow | null }

function toDto(row: UserRow, memberships: MembershipRow[]): ProfileDto {
  const organization = (value: OrganizationRow | null | undefined) =>
    value ? { documentId: value.documentId, name: value.name, slug: value.slug, type: value.type } : null
  return {
    id: row.id,
    documentId: row.documentId,
    email: row.email,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    phoneNumber: row.phoneNumber ?? null,
    linkedIn: row.linkedIn ?? null,
    typeOfUser: row.typeOfUser,
    careerStage: row.careerStage ?? null,
    educationInstitute: organization(row.educationInstitute),
    company: organization(row.company),
    studentAssociation: organization(row.studentAssociation),
    unlistedOrganizationName: row.unlistedOrganizationName ?? null,
    shareEmail: row.shareEmail === true,
    sharePhone: row.sharePhone === true,
    shareLinkedIn: row.shareLinkedIn === true,
    // A JSON field the profile schema (packages/types) checked before it was written.
    interests: Array.isArray(row.interests) ? (row.interests as ProfileDto['interests']) : [],
    themes: (row.themes ?? []).map((theme) => ({ documentId: theme.documentId, name: theme.name, slug: theme.slug })),
    ignoreInterests: row.ignoreInterests === true,
    digestFrequency: row.digestFrequency ?? 'weekly',
    onboardingStep: row.onboardingStep ?? 0,
    onboardedAt: row.onboardedAt ? new Date(row.onboardedAt).toISOString() : null,
    avatar: row.avatar
      ? { url: row.avatar.url, width: row.avatar.width ?? null, height: row.avatar.height ?? null, mime: row.avatar.mime }
      : null,
    memberships: memberships
      .filter((membership) => membership.organization)
      .map((membership) => ({ role: membership.role, organization: organization(membership.organization)! }))
      .sort((a, b) => a.organization.name.localeCompare(b.organization.name, 'nl')),
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The member's own profile, private fields included; built field by field, never the raw row. */
  async get(userId: number): Promise<ProfileDto | null> {
    const row: UserRow | null = await strapi.db.query(USER).findOne({
      where: { id: userId },
      select: OWN_FIELDS,
      populate: {
        educationInstitute: ORGANIZATION_SELECT,
        company: ORGANIZATION_SELECT,
        studentAssociation: ORGANIZATION_SELECT,
        themes: { select: ['documentId', 'name', 'slug'], orderBy: { name: 'asc' } },
        avatar: { select: ['url', 'width', 'height', 'mime'] },
      },
    })
    if (!row) return null
    const memberships: MembershipRow[] = await strapi.db.query(MEMBERSHIP).findMany({
      // From the user's side of the link (lib/linked-ids.ts): `user: { id }` walks every membership on SQLite.
      where: { id: { $in: linkedIdsQuery(strapi, MEMBERSHIP, 'user', userId) } },
      select: ['role'],
      populate: { organization: ORGANIZATION_SELECT },
    })
    return toDto(row, memberships)
  },

  /**
   * Applies a validated partial update. Directory choices must be approved organisations of the
   * field's type, themes must exist; otherwise nothing is written. A community manager's type of
   * user is managed by the community team and stays as it is.
   */
  async update(userId: number, input: ProfileUpdateInput): Promise<{ profile: ProfileDto } | { problem: ProfileProblem }> {
    const current = await selectRow(strapi, USER, ['documentId', 'typeOfUser', 'onboardedAt', 'digestFrequency'], { where: { id: userId } })
    if (!current) throw new Error(`User ${userId} not found`)
    const { onboarded, ...fields } = input
    const data: Record<string, unknown> = { ...fields, ...digestChoice(current.digestFrequency, input.digestFrequency) }

    const organizationErrors: Record<string, string[]> = {}
    for (const field of ORGANIZATION_FIELDS) {
      const documentId = input[field]
      if (!documentId) continue
      const found = await strapi.db.query(ORGANIZATION).count({
        where: { documentId, type: PROFILE_ORGANIZATION_FIELDS[field], applicationState: 'approved' },
      })
      if (found === 0) organizationErrors[field] = [PROFILE_MESSAGES.unknownOrganization]
    }
    if (Object.keys(organizationErrors).length > 0) {
      return { problem: { code: 'unknown-organization', fieldErrors: organizationErrors } }
    }
    if (input.themes && input.themes.length > 0) {
      const found = await strapi.db.query(THEME).count({ where: { documentId: { $in: input.themes } } })
      if (found !== input.themes.length)
        return { problem: { code: 'unknown-theme', fieldErrors: { themes: [PROFILE_MESSAGES.unknownTheme] } } }
    }

    if (current.typeOfUser === 'TYPE_COMMUNITY_MANAGER') delete data.typeOfUser
    if (onboarded) {
      data.onboardingStep = ONBOARDING_STEPS
      data.onboardedAt = current.onboardedAt ?? new Date().toISOString()
    }
    if (Object.keys(data).length > 0) {
      await strapi
        .documents(USER)
        .update({ documentId: current.documentId, data: data as Modules.Documents.Params.Data.Input<typeof USER> })
    }
    return { profile: (await this.get(userId))! }
  },
})
