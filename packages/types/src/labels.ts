import type {
  ApplicationType,
  AudienceType,
  ContentType,
  DeleteReason,
  MemberRole,
  OrganizationType,
  ReviewState,
  UserType,
} from './domain.js'

// Dutch labels for every enum a user can see.

export const USER_TYPE_LABELS: Record<UserType, string> = {
  TYPE_STUDENT: 'Student',
  TYPE_PROFESSIONAL: 'Professional',
  TYPE_COMMUNITY_MANAGER: 'Communitymanager',
}

export const ORGANIZATION_TYPE_LABELS: Record<OrganizationType, string> = {
  ORGANIZATION_TYPE_REGULAR: 'Bedrijf',
  ORGANIZATION_TYPE_EDUCATION: 'Onderwijsinstelling',
  ORGANIZATION_TYPE_STUDENTS: 'Studentenorganisatie',
}

export const MEMBER_ROLE_LABELS: Record<MemberRole, string> = {
  employee: 'Medewerker',
  contentManager: 'Contentbeheerder',
  admin: 'Beheerder',
}

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  CONTENT_TYPE_CALL_UP: 'Oproep',
  CONTENT_TYPE_NEWS: 'Nieuws',
  CONTENT_TYPE_JOB: 'Vacature',
  CONTENT_TYPE_ARTICLE: 'Artikel',
  CONTENT_TYPE_EVENT: 'Evenement',
}

/** A type's items, in the plural ('Vacatures en stages'): list titles, filters, alerts in words. */
export const CONTENT_TYPE_PLURALS: Record<ContentType, string> = {
  CONTENT_TYPE_CALL_UP: 'Oproepen',
  CONTENT_TYPE_JOB: 'Vacatures en stages',
  CONTENT_TYPE_EVENT: 'Evenementen',
  CONTENT_TYPE_NEWS: 'Nieuws',
  CONTENT_TYPE_ARTICLE: 'Artikelen',
}

export const AUDIENCE_TYPE_LABELS: Record<AudienceType, string> = {
  AUDIENCE_STUDENT: 'Studenten',
  AUDIENCE_PROFESSIONAL: 'Professionals',
  AUDIENCE_ORGANIZATION: 'Organisaties',
}

export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  APPLICATION_TYPE_CONNECTION: 'Connecties',
  APPLICATION_TYPE_EVENT: 'Evenementen',
  APPLICATION_TYPE_NEWS: 'Nieuws',
  APPLICATION_TYPE_JOB: 'Vacatures en stages',
}

export const DELETE_REASON_LABELS: Record<DeleteReason, string> = {
  FOUND_MATCH: 'Ik heb een match gevonden',
  NOT_RELEVANT_ANYMORE: 'Niet meer relevant',
  OTHER: 'Anders',
}

export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  draft: 'Concept',
  pending: 'Wacht op beoordeling',
  approved: 'Goedgekeurd',
  rejected: 'Afgewezen',
}
