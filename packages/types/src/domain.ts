// Domain vocabulary of the product specification (section 3). Values are the wire values.

export const USER_TYPES = ['TYPE_STUDENT', 'TYPE_PROFESSIONAL', 'TYPE_COMMUNITY_MANAGER'] as const
export type UserType = (typeof USER_TYPES)[number]

export const SYSTEM_ROLES = ['ROLE_USER', 'ROLE_COMMUNITY_MANAGER'] as const
export type SystemRole = (typeof SYSTEM_ROLES)[number]

/** Strapi users-permissions role types that back the system roles. */
export const ROLE_TYPE = {
  ROLE_USER: 'authenticated',
  ROLE_COMMUNITY_MANAGER: 'community-manager',
} as const satisfies Record<SystemRole, string>

export const ORGANIZATION_TYPES = ['ORGANIZATION_TYPE_REGULAR', 'ORGANIZATION_TYPE_EDUCATION', 'ORGANIZATION_TYPE_STUDENTS'] as const
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number]

export const MEMBER_ROLES = ['employee', 'contentManager', 'admin'] as const
export type MemberRole = (typeof MEMBER_ROLES)[number]
/** The roles in an organisation that may post and manage its content and read the enters on its calls (spec 6). */
export const CONTENT_ROLES: readonly MemberRole[] = ['contentManager', 'admin']

/** Who may act is a right (a users-permissions role, an organisation role or authorship), never `typeOfUser`. */
export const PERMISSION_MESSAGES = {
  /** The site's 403 page. */
  forbiddenPage: 'Je hebt geen toegang tot deze pagina.',
  /** The CMS's 403 answer (a policy refused the request). */
  forbidden: 'Je hebt hiervoor geen toegang.',
} as const

export const CONTENT_TYPES = [
  'CONTENT_TYPE_CALL_UP',
  'CONTENT_TYPE_NEWS',
  'CONTENT_TYPE_JOB',
  'CONTENT_TYPE_ARTICLE',
  'CONTENT_TYPE_EVENT',
] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

/** The first segment of each type's addresses on the site: its list at `/{segment}`, an item at `/{segment}/{slug}`. */
export const CONTENT_TYPE_SEGMENTS = {
  CONTENT_TYPE_CALL_UP: 'oproepen',
  CONTENT_TYPE_JOB: 'vacatures',
  CONTENT_TYPE_EVENT: 'evenementen',
  CONTENT_TYPE_NEWS: 'nieuws',
  CONTENT_TYPE_ARTICLE: 'artikelen',
} as const satisfies Record<ContentType, string>

/** Who a content item is meant for (the "target group" filter). */
export const AUDIENCE_TYPES = ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL', 'AUDIENCE_ORGANIZATION'] as const
export type AudienceType = (typeof AUDIENCE_TYPES)[number]

export const APPLICATION_TYPES = [
  'APPLICATION_TYPE_CONNECTION',
  'APPLICATION_TYPE_EVENT',
  'APPLICATION_TYPE_NEWS',
  'APPLICATION_TYPE_JOB',
] as const
export type ApplicationType = (typeof APPLICATION_TYPES)[number]

export const DELETE_REASONS = ['FOUND_MATCH', 'NOT_RELEVANT_ANYMORE', 'OTHER'] as const
export type DeleteReason = (typeof DELETE_REASONS)[number]

/** Review state of content and organisation applications. Not named `status`: Strapi reserves it. */
export const REVIEW_STATES = ['draft', 'pending', 'approved', 'rejected'] as const
export type ReviewState = (typeof REVIEW_STATES)[number]

export const APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const
export type ApplicationState = (typeof APPLICATION_STATES)[number]

export const CAREER_STAGES = ['CAREER_STAGE_STUDYING', 'CAREER_STAGE_WORKING', 'CAREER_STAGE_BOTH', 'CAREER_STAGE_LOOKING'] as const
export type CareerStage = (typeof CAREER_STAGES)[number]

export const ONBOARDING_STEPS = 4
