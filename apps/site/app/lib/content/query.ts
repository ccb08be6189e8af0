import { CARD_FIELDS, CONTENT_DETAIL_SELECT, MEDIA_FIELDS, PAGE_SIZE, type ContentType, type OrganizationType } from '@talentstad/types'
import { audienceKey, type ContentFilters, type OrganizationFilters } from './filters'
import type { StrapiQuery } from '~/lib/cms/strapi-query'

/**
 * The Strapi queries of the public pages. Each asks only for the fields and relations its page
 * shows (populate with `fields`), and one list is one CMS call. The CMS itself restricts every
 * read to approved, published records. `_q` (the visitor's search words) is the CMS's full-text
 * search over title, summary and body (name and description of organisations), ADR 0018.
 */

const media = { fields: [...MEDIA_FIELDS] }

export const CARD_POPULATE = { cardImage: media, image: media } as const

const EVENT: ContentType = 'CONTENT_TYPE_EVENT'

/** Event lists move on once a minute, so the query (and its cache key) is stable for a minute. */
export function minuteFloor(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000)
}

type ListOptions = {
  /** The fixed type of a type list; undefined on /community. */
  type?: ContentType
  filters: ContentFilters
  now: Date
  pageSize?: number
}

export function contentListQuery({ type, filters, now, pageSize = PAGE_SIZE }: ListOptions): StrapiQuery {
  const effectiveType = type ?? filters.type
  const nowIso = minuteFloor(now).toISOString()
  const and: StrapiQuery[] = []
  if (effectiveType) and.push({ type: { $eq: effectiveType } })
  if (filters.audience) and.push({ audiences: { key: { $eq: audienceKey(filters.audience) } } })
  if (filters.theme) and.push({ themes: { slug: { $eq: filters.theme } } })

  let sort: string[]
  if (effectiveType === EVENT) {
    const past = filters.period === 'voorbij'
    and.push(past ? { startDate: { $lt: nowIso } } : { startDate: { $gte: nowIso } })
    sort = past ? ['startDate:desc', 'id:desc'] : ['startDate:asc', 'id:asc']
  } else {
    // The overview leaves out events that are over (they stay reachable via ?periode=voorbij).
    if (!effectiveType) and.push({ $or: [{ type: { $ne: EVENT } }, { startDate: { $gte: nowIso } }] })
    sort = ['publishedAt:desc', 'id:desc']
  }

  return {
    filters: and.length ? { $and: and } : undefined,
    _q: filters.q,
    fields: [...CARD_FIELDS],
    populate: CARD_POPULATE,
    sort,
    pagination: { page: filters.page, pageSize, withCount: true },
  }
}

/**
 * /community without a type reads as one list of two parts (issue 12): the upcoming events, soonest
 * first, then every other item, newest first. A page is a window of `pageSize` items at `offset`
 * into that list: the events part first, the rest from the others (othersQuery's `start` is the
 * window's offset minus the number of upcoming events).
 */
export function communityEventsQuery(filters: ContentFilters, now: Date, offset: number, pageSize = PAGE_SIZE): StrapiQuery {
  return communityPart(
    filters,
    [{ type: { $eq: EVENT } }, { startDate: { $gte: minuteFloor(now).toISOString() } }],
    ['startDate:asc', 'id:asc'],
    offset,
    pageSize,
  )
}

export function communityOthersQuery(filters: ContentFilters, start: number, pageSize = PAGE_SIZE): StrapiQuery {
  return communityPart(filters, [{ type: { $ne: EVENT } }], ['publishedAt:desc', 'id:desc'], start, pageSize)
}

function communityPart(filters: ContentFilters, own: StrapiQuery[], sort: string[], start: number, limit: number): StrapiQuery {
  const and: StrapiQuery[] = [...own]
  if (filters.audience) and.push({ audiences: { key: { $eq: audienceKey(filters.audience) } } })
  if (filters.theme) and.push({ themes: { slug: { $eq: filters.theme } } })
  return {
    filters: { $and: and },
    _q: filters.q,
    fields: [...CARD_FIELDS],
    populate: CARD_POPULATE,
    sort,
    pagination: { start, limit, withCount: true },
  }
}

/**
 * The newest items of one type for the home page (upcoming ones for events), with the list page's
 * own filters: its pagination total is what the list shows (the hero's count).
 */
export function highlightsQuery(type: ContentType, now: Date, count = 3): StrapiQuery {
  return contentListQuery({ type, filters: { page: 1, period: 'komend' }, now, pageSize: count })
}

export function contentDetailQuery(type: ContentType, slug: string): StrapiQuery {
  return {
    filters: { slug: { $eq: slug }, type: { $eq: type } },
    ...CONTENT_DETAIL_SELECT,
    pagination: { page: 1, pageSize: 1, withCount: false },
  }
}

/** Up to 3 other items of the same type that share a theme. */
export function relatedContentQuery(type: ContentType, slug: string, themeSlugs: string[], now: Date, count = 3): StrapiQuery {
  const and: StrapiQuery[] = [{ type: { $eq: type } }, { slug: { $ne: slug } }, { themes: { slug: { $in: themeSlugs } } }]
  if (type === EVENT) and.push({ startDate: { $gte: minuteFloor(now).toISOString() } })
  return {
    filters: { $and: and },
    fields: [...CARD_FIELDS],
    populate: CARD_POPULATE,
    sort: type === EVENT ? ['startDate:asc', 'id:asc'] : ['publishedAt:desc', 'id:desc'],
    pagination: { page: 1, pageSize: count, withCount: false },
  }
}

/** The approved content of one organisation (its own relation is private in the CMS). */
export function organizationContentQuery(organizationSlug: string, count = PAGE_SIZE): StrapiQuery {
  return {
    filters: { organization: { slug: { $eq: organizationSlug } } },
    fields: [...CARD_FIELDS],
    populate: CARD_POPULATE,
    sort: ['publishedAt:desc', 'id:desc'],
    pagination: { page: 1, pageSize: count, withCount: false },
  }
}

export function organizationListQuery(type: OrganizationType, filters: OrganizationFilters): StrapiQuery {
  const and: StrapiQuery[] = [{ type: { $eq: type } }]
  if (filters.tag) and.push({ tags: { slug: { $eq: filters.tag } } })
  return {
    filters: { $and: and },
    _q: filters.q,
    fields: ['name', 'slug', 'type', 'description'],
    populate: { image: media, cardImage: media, tags: { fields: ['name', 'slug'] } },
    sort: ['name:asc', 'id:asc'],
    pagination: { page: filters.page, pageSize: PAGE_SIZE, withCount: true },
  }
}

export function organizationDetailQuery(type: OrganizationType, slug: string): StrapiQuery {
  return {
    filters: { slug: { $eq: slug }, type: { $eq: type } },
    fields: ['name', 'slug', 'type', 'description', 'websiteUrl'],
    populate: {
      image: media,
      heroImage: media,
      tags: { fields: ['name', 'slug'] },
      contactPerson: { populate: { image: media } },
      address: true,
      callToActions: true,
    },
    pagination: { page: 1, pageSize: 1, withCount: false },
  }
}

export const THEMES_QUERY: StrapiQuery = { fields: ['name', 'slug'], sort: ['name:asc'], pagination: { page: 1, pageSize: 100 } }
export const TAGS_QUERY: StrapiQuery = THEMES_QUERY
