import { AUDIENCE_TYPE_LABELS, FILTER_PARAMS, type AudienceType, type ContentType } from '@talentstad/types'
import { AUDIENCE_PARAM_VALUES, contentTypeForSegment, type AudienceParam } from './paths'
import { CONTENT_TYPE_SEGMENTS } from '../paths'

/**
 * Filters, search and page of a list live in the address (shareable, back button, no JavaScript
 * needed): `?doelgroep=student&type=vacatures&thema=ai-en-data&q=stage&page=2&periode=voorbij`.
 * Unknown or malformed values are ignored, never an error.
 */
export { FILTER_PARAMS }

export const MAX_QUERY_LENGTH = 100
export const MAX_PAGE = 1000
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export type ContentFilters = {
  audience?: AudienceParam
  /** Only on /community; a type list has its type fixed. */
  type?: ContentType
  theme?: string
  q?: string
  page: number
  /** Events: upcoming (default) or past. */
  period: 'komend' | 'voorbij'
}

export type OrganizationFilters = { tag?: string; q?: string; page: number }

export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1
  const page = Number(value)
  return page >= 1 && page <= MAX_PAGE ? page : 1
}

export function parseQuery(value: string | null): string | undefined {
  const q = value?.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH)
  return q ? q : undefined
}

export function parseSlug(value: string | null): string | undefined {
  return value && value.length <= 100 && SLUG.test(value) ? value : undefined
}

/** `student`, also written as the CMS key `AUDIENCE_STUDENT`. */
export function parseAudience(value: string | null): AudienceParam | undefined {
  if (!value) return undefined
  if (Object.hasOwn(AUDIENCE_PARAM_VALUES, value)) return value as AudienceParam
  const entry = Object.entries(AUDIENCE_PARAM_VALUES).find(([, key]) => key === value)
  return entry ? (entry[0] as AudienceParam) : undefined
}

export function parseContentFilters(params: URLSearchParams): ContentFilters {
  return {
    audience: parseAudience(params.get(FILTER_PARAMS.audience)),
    type: contentTypeForSegment(params.get(FILTER_PARAMS.type)),
    theme: parseSlug(params.get(FILTER_PARAMS.theme)),
    q: parseQuery(params.get(FILTER_PARAMS.query)),
    page: parsePage(params.get(FILTER_PARAMS.page)),
    period: params.get(FILTER_PARAMS.period) === 'voorbij' ? 'voorbij' : 'komend',
  }
}

export function parseOrganizationFilters(params: URLSearchParams): OrganizationFilters {
  return {
    tag: parseSlug(params.get(FILTER_PARAMS.tag)),
    q: parseQuery(params.get(FILTER_PARAMS.query)),
    page: parsePage(params.get(FILTER_PARAMS.page)),
  }
}

export function audienceKey(audience: AudienceParam): AudienceType {
  return AUDIENCE_PARAM_VALUES[audience]
}

export const AUDIENCE_OPTIONS = (Object.keys(AUDIENCE_PARAM_VALUES) as AudienceParam[]).map((value) => ({
  value,
  label: AUDIENCE_TYPE_LABELS[AUDIENCE_PARAM_VALUES[value]],
}))

/** The address of a filtered list, without empty values (and without page 1). */
export function filtersToSearch(filters: Partial<ContentFilters> & Partial<OrganizationFilters>): string {
  const params = new URLSearchParams()
  if (filters.audience) params.set(FILTER_PARAMS.audience, filters.audience)
  if (filters.type) params.set(FILTER_PARAMS.type, CONTENT_TYPE_SEGMENTS[filters.type])
  if (filters.theme) params.set(FILTER_PARAMS.theme, filters.theme)
  if (filters.tag) params.set(FILTER_PARAMS.tag, filters.tag)
  if (filters.q) params.set(FILTER_PARAMS.query, filters.q)
  if (filters.period === 'voorbij') params.set(FILTER_PARAMS.period, 'voorbij')
  if (filters.page && filters.page > 1) params.set(FILTER_PARAMS.page, String(filters.page))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** The same address as `search`, on another page. */
export function searchForPage(search: string, page: number): string {
  const params = new URLSearchParams(search)
  if (page > 1) params.set(FILTER_PARAMS.page, String(page))
  else params.delete(FILTER_PARAMS.page)
  const next = params.toString()
  return next ? `?${next}` : ''
}

/** Whether any filter or search is active (the page number alone does not count). */
export function hasActiveFilters(filters: Partial<ContentFilters> & Partial<OrganizationFilters>) {
  return Boolean(filters.audience || filters.type || filters.theme || filters.tag || filters.q || filters.period === 'voorbij')
}
