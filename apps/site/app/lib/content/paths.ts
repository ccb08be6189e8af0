import { CONTENT_TYPE_PLURALS, type AudienceType, type ContentType, type OrganizationType } from '@talentstad/types'
import { href } from 'react-router'
import { CONTENT_TYPE_SEGMENTS } from '../paths'

/**
 * The readable Dutch paths of content and organisations (ADR 0006): the list of a type lives at
 * `/{segment}`, an item at `/{segment}/{slug}`. The slug is the stable id in the address.
 */

export type ContentSegment = (typeof CONTENT_TYPE_SEGMENTS)[ContentType]

/** The page titles of the type lists, and the plural used in sentences. */
/** A type's items in the plural (packages/types: the alerts say their filters in words in both apps). */
export { CONTENT_TYPE_PLURALS }

const SEGMENT_TO_TYPE = Object.fromEntries(Object.entries(CONTENT_TYPE_SEGMENTS).map(([type, segment]) => [segment, type])) as Record<
  string,
  ContentType
>

export function contentTypeForSegment(segment: string | null | undefined): ContentType | undefined {
  return segment && Object.hasOwn(SEGMENT_TO_TYPE, segment) ? SEGMENT_TO_TYPE[segment] : undefined
}

/** A type's list and item routes under its segment (the tables below must agree with the segments). */
type TypeRoutes<Segment extends string> = { list: `/${Segment}`; item: `/${Segment}/:slug` }

/** Each type's routes (app/routes.ts), as `href()` checks them: a type without its route fails the type check. */
const CONTENT_ROUTES = {
  CONTENT_TYPE_CALL_UP: { list: '/oproepen', item: '/oproepen/:slug', edit: '/oproepen/:itemId/aanpassen' },
  CONTENT_TYPE_JOB: { list: '/vacatures', item: '/vacatures/:slug', edit: '/vacatures/:itemId/aanpassen' },
  CONTENT_TYPE_EVENT: { list: '/evenementen', item: '/evenementen/:slug', edit: '/evenementen/:itemId/aanpassen' },
  CONTENT_TYPE_NEWS: { list: '/nieuws', item: '/nieuws/:slug', edit: '/nieuws/:itemId/aanpassen' },
  CONTENT_TYPE_ARTICLE: { list: '/artikelen', item: '/artikelen/:slug', edit: '/artikelen/:itemId/aanpassen' },
} as const satisfies {
  [T in ContentType]: TypeRoutes<(typeof CONTENT_TYPE_SEGMENTS)[T]> & { edit: `/${(typeof CONTENT_TYPE_SEGMENTS)[T]}/:itemId/aanpassen` }
}

export function contentListPath(type: ContentType) {
  return href(CONTENT_ROUTES[type].list)
}

export function contentPath(type: ContentType, slug: string) {
  return href(CONTENT_ROUTES[type].item, { slug: encodeURIComponent(slug) })
}

/** Where an item of a member or an organisation is edited: under its own type (`/nieuws/{documentId}/aanpassen`). */
export function contentEditPath(type: ContentType, documentId: string) {
  return href(CONTENT_ROUTES[type].edit, { itemId: encodeURIComponent(documentId) })
}

export const ORGANIZATION_TYPE_SEGMENTS = {
  ORGANIZATION_TYPE_REGULAR: 'bedrijven',
  ORGANIZATION_TYPE_EDUCATION: 'onderwijs',
  ORGANIZATION_TYPE_STUDENTS: 'studentenorganisaties',
} as const satisfies Record<OrganizationType, string>

export const ORGANIZATION_TYPE_PLURALS: Record<OrganizationType, string> = {
  ORGANIZATION_TYPE_REGULAR: 'Bedrijven',
  ORGANIZATION_TYPE_EDUCATION: 'Onderwijs',
  ORGANIZATION_TYPE_STUDENTS: 'Studentenorganisaties',
}

const ORGANIZATION_ROUTES = {
  ORGANIZATION_TYPE_REGULAR: { list: '/bedrijven', item: '/bedrijven/:slug' },
  ORGANIZATION_TYPE_EDUCATION: { list: '/onderwijs', item: '/onderwijs/:slug' },
  ORGANIZATION_TYPE_STUDENTS: { list: '/studentenorganisaties', item: '/studentenorganisaties/:slug' },
} as const satisfies { [T in OrganizationType]: TypeRoutes<(typeof ORGANIZATION_TYPE_SEGMENTS)[T]> }

export function organizationListPath(type: OrganizationType) {
  return href(ORGANIZATION_ROUTES[type].list)
}

export function organizationPath(type: OrganizationType, slug: string) {
  return href(ORGANIZATION_ROUTES[type].item, { slug: encodeURIComponent(slug) })
}

/** The target-group filter in the address: `?doelgroep=student` and so on. */
export const AUDIENCE_PARAM_VALUES = {
  student: 'AUDIENCE_STUDENT',
  professional: 'AUDIENCE_PROFESSIONAL',
  organisatie: 'AUDIENCE_ORGANIZATION',
} as const satisfies Record<string, AudienceType>

export type AudienceParam = keyof typeof AUDIENCE_PARAM_VALUES

/** What a Strapi uid (a slug in an address) can be; anything else is not found without asking the CMS. */
const UID = /^[A-Za-z0-9\-_.~]{1,200}$/
export const isUid = (slug: string | undefined): slug is string => Boolean(slug && UID.test(slug))
