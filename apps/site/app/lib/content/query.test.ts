import { describe, expect, it } from 'vitest'
import { filtersToSearch, parseContentFilters, parseOrganizationFilters, searchForPage } from './filters'
import {
  communityEventsQuery,
  communityOthersQuery,
  contentDetailQuery,
  contentListQuery,
  highlightsQuery,
  minuteFloor,
  organizationContentQuery,
  organizationListQuery,
  relatedContentQuery,
} from './query'
import { toStrapiQuery } from '~/lib/cms/strapi-query'

const NOW = new Date('2026-11-21T13:45:27.123Z')
const parse = (search: string) => parseContentFilters(new URLSearchParams(search))

describe('parseContentFilters', () => {
  it('reads target group, type, theme, search, page and period from the address', () => {
    expect(parse('doelgroep=student&type=vacatures&thema=ai-en-data&q=  data   stage &page=3&periode=voorbij')).toEqual({
      audience: 'student',
      type: 'CONTENT_TYPE_JOB',
      theme: 'ai-en-data',
      q: 'data stage',
      page: 3,
      period: 'voorbij',
    })
  })

  it('also takes the target group as the CMS key', () => {
    expect(parse('doelgroep=AUDIENCE_PROFESSIONAL').audience).toBe('professional')
  })

  it('ignores unknown or malformed values instead of failing', () => {
    expect(parse('doelgroep=alien&type=blog&thema=<script>&q=&page=-2&periode=gisteren')).toEqual({
      audience: undefined,
      type: undefined,
      theme: undefined,
      q: undefined,
      page: 1,
      period: 'komend',
    })
    expect(parse('doelgroep=constructor&type=toString&thema=__proto__')).toMatchObject({ audience: undefined, type: undefined })
    expect(parse('page=1.5').page).toBe(1)
    expect(parse('page=99999').page).toBe(1)
    expect(parse(`q=${'x'.repeat(300)}`).q).toHaveLength(100)
  })

  it('writes the address back without empty values or page 1', () => {
    expect(filtersToSearch(parse('doelgroep=student&q=&thema=&page=1'))).toBe('?doelgroep=student')
    expect(filtersToSearch(parse(''))).toBe('')
    expect(searchForPage('?doelgroep=student&page=2', 3)).toBe('?doelgroep=student&page=3')
    expect(searchForPage('?page=2', 1)).toBe('')
  })

  it('reads organisation filters', () => {
    expect(parseOrganizationFilters(new URLSearchParams('tag=open-source&q=digitaal&page=2'))).toEqual({
      tag: 'open-source',
      q: 'digitaal',
      page: 2,
    })
  })
})

describe('community queries', () => {
  it('reads upcoming events soonest first, then the other items newest first, as one window', () => {
    const filters = parse('thema=ai-en-data&page=2')
    expect(communityEventsQuery(filters, NOW, 12)).toMatchObject({
      filters: {
        $and: [
          { type: { $eq: 'CONTENT_TYPE_EVENT' } },
          { startDate: { $gte: '2026-11-21T13:45:00.000Z' } },
          { themes: { slug: { $eq: 'ai-en-data' } } },
        ],
      },
      sort: ['startDate:asc', 'id:asc'],
      pagination: { start: 12, limit: 12, withCount: true },
    })
    expect(communityOthersQuery(filters, 4)).toMatchObject({
      filters: { $and: [{ type: { $ne: 'CONTENT_TYPE_EVENT' } }, { themes: { slug: { $eq: 'ai-en-data' } } }] },
      sort: ['publishedAt:desc', 'id:desc'],
      pagination: { start: 4, limit: 12, withCount: true },
    })
  })
})

describe('contentListQuery', () => {
  it('filters a type list on type, target group, theme and text, newest first, 12 per page', () => {
    const query = contentListQuery({
      type: 'CONTENT_TYPE_JOB',
      filters: parse('doelgroep=student&thema=ai-en-data&q=data&page=2'),
      now: NOW,
    })
    expect(query).toMatchObject({
      filters: {
        $and: [
          { type: { $eq: 'CONTENT_TYPE_JOB' } },
          { audiences: { key: { $eq: 'AUDIENCE_STUDENT' } } },
          { themes: { slug: { $eq: 'ai-en-data' } } },
        ],
      },
      // The CMS's full-text search (ADR 0018), not a LIKE filter.
      _q: 'data',
      sort: ['publishedAt:desc', 'id:desc'],
      pagination: { page: 2, pageSize: 12, withCount: true },
    })
  })

  it('asks only for what a card shows', () => {
    const query = contentListQuery({ type: 'CONTENT_TYPE_NEWS', filters: parse(''), now: NOW })
    expect(query.fields).toEqual(['title', 'slug', 'type', 'summary', 'startDate', 'endDate', 'location', 'publishedAt'])
    expect(query.populate).toEqual({
      cardImage: { fields: ['url', 'width', 'height', 'alternativeText', 'formats'] },
      image: { fields: ['url', 'width', 'height', 'alternativeText', 'formats'] },
    })
    expect(toStrapiQuery(query)).not.toContain('populate=*')
    expect(toStrapiQuery(query)).not.toMatch(/body|organization|author/)
  })

  it('lists upcoming events first, past events only on request', () => {
    const upcoming = contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: parse(''), now: NOW })
    expect(upcoming.filters).toEqual({
      $and: [{ type: { $eq: 'CONTENT_TYPE_EVENT' } }, { startDate: { $gte: '2026-11-21T13:45:00.000Z' } }],
    })
    expect(upcoming.sort).toEqual(['startDate:asc', 'id:asc'])
    const past = contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: parse('periode=voorbij'), now: NOW })
    expect(past.filters).toEqual({ $and: [{ type: { $eq: 'CONTENT_TYPE_EVENT' } }, { startDate: { $lt: '2026-11-21T13:45:00.000Z' } }] })
    expect(past.sort).toEqual(['startDate:desc', 'id:desc'])
  })

  it('the overview filters on the chosen type and leaves out events that are over', () => {
    const all = contentListQuery({ filters: parse(''), now: NOW })
    expect(all.filters).toEqual({
      $and: [{ $or: [{ type: { $ne: 'CONTENT_TYPE_EVENT' } }, { startDate: { $gte: '2026-11-21T13:45:00.000Z' } }] }],
    })
    const jobs = contentListQuery({ filters: parse('type=vacatures'), now: NOW })
    expect(jobs.filters).toEqual({ $and: [{ type: { $eq: 'CONTENT_TYPE_JOB' } }] })
  })

  it('keeps the same query (and cache key) within a minute', () => {
    const a = toStrapiQuery(contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: parse(''), now: new Date('2026-11-21T13:45:01Z') }))
    const b = toStrapiQuery(contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: parse(''), now: new Date('2026-11-21T13:45:59Z') }))
    expect(a).toBe(b)
    expect(minuteFloor(NOW).toISOString()).toBe('2026-11-21T13:45:00.000Z')
  })
})

describe('detail, related and organisation queries', () => {
  it('finds an item by slug and type, so another type under this path is not found', () => {
    expect(contentDetailQuery('CONTENT_TYPE_NEWS', 'x').filters).toEqual({ slug: { $eq: 'x' }, type: { $eq: 'CONTENT_TYPE_NEWS' } })
  })

  it('relates at most 3 other items of the same type that share a theme', () => {
    const query = relatedContentQuery('CONTENT_TYPE_JOB', 'x', ['ai-en-data', 'carriere'], NOW)
    expect(query.filters).toEqual({
      $and: [{ type: { $eq: 'CONTENT_TYPE_JOB' } }, { slug: { $ne: 'x' } }, { themes: { slug: { $in: ['ai-en-data', 'carriere'] } } }],
    })
    expect(query.pagination).toMatchObject({ pageSize: 3 })
  })

  it("reads an organisation's content through content items, not its private relation", () => {
    expect(organizationContentQuery('kanaal-digital').filters).toEqual({ organization: { slug: { $eq: 'kanaal-digital' } } })
  })

  it('filters a directory on type, tag and text', () => {
    const query = organizationListQuery('ORGANIZATION_TYPE_REGULAR', { tag: 'open-source', q: 'kanaal', page: 1 })
    expect(query.filters).toEqual({
      $and: [{ type: { $eq: 'ORGANIZATION_TYPE_REGULAR' } }, { tags: { slug: { $eq: 'open-source' } } }],
    })
    expect(query._q).toBe('kanaal')
    expect(query.pagination).toMatchObject({ page: 1, pageSize: 12 })
  })
})

describe('highlightsQuery', () => {
  it("reads with the list page's own filters and its total, so the hero's count is what the list shows", () => {
    for (const type of ['CONTENT_TYPE_CALL_UP', 'CONTENT_TYPE_JOB', 'CONTENT_TYPE_EVENT'] as const) {
      const list = contentListQuery({ type, filters: { page: 1, period: 'komend' }, now: NOW })
      const highlights = highlightsQuery(type, NOW)
      expect(highlights.filters).toEqual(list.filters)
      expect(highlights.pagination).toEqual({ page: 1, pageSize: 3, withCount: true })
    }
    // Events: only the upcoming ones, as /evenementen shows by default.
    expect(toStrapiQuery(highlightsQuery('CONTENT_TYPE_EVENT', NOW))).toContain(
      `filters[$and][1][startDate][$gte]=${encodeURIComponent(minuteFloor(NOW).toISOString())}`,
    )
  })
})
