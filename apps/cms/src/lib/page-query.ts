import { errors } from '@strapi/utils'
import { MEMBER_LIST_MAX_PAGE_SIZE, PAGE_SIZE, type StrapiPagination } from '@talentstad/types'

export type PageQuery = { page: number; pageSize: number }

/** A whole number above 0, as Strapi's REST takes it ('2', not '2.5', '0', 'x' or an array). */
function positive(value: unknown, name: 'page' | 'pageSize'): number | undefined {
  if (value === undefined) return undefined
  const number = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN
  if (!(number >= 1)) throw new errors.PaginationError(`Invalid '${name}' parameter. Expected an integer > 0, received: ${String(value)}`)
  return number
}

/**
 * `pagination[page]` and `pagination[pageSize]` of a member's paged list, read as Strapi's REST
 * reads them (src/api/content-item/controllers/member-content.ts `ofOrganization`): page 1 and PAGE_SIZE by
 * default, a size above `maxPageSize` cut to it, anything but a whole number above 0 a 400
 * PaginationError. A page past the last is no error: it is empty, with the real total.
 */
export function pageQuery(query: Record<string, unknown> | undefined, maxPageSize = MEMBER_LIST_MAX_PAGE_SIZE): PageQuery {
  const pagination = query?.pagination
  if (pagination === undefined) return { page: 1, pageSize: PAGE_SIZE }
  if (typeof pagination !== 'object' || pagination === null || Array.isArray(pagination))
    throw new errors.PaginationError('Invalid pagination parameter. Expected pagination[page] and pagination[pageSize]')
  const { page, pageSize } = pagination as Record<string, unknown>
  return { page: positive(page, 'page') ?? 1, pageSize: Math.min(positive(pageSize, 'pageSize') ?? PAGE_SIZE, maxPageSize) }
}

/** Strapi's `meta.pagination` of a page of a list with this total. */
export function paginationOf({ page, pageSize }: PageQuery, total: number): StrapiPagination {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total }
}
