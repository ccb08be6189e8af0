import { errors } from '@strapi/utils'
import { MEMBER_LIST_MAX_PAGE_SIZE, PAGE_SIZE } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { pageQuery, paginationOf } from '../../src/lib/page-query'
import { restrictToPublic } from '../../src/lib/public-query'

// A member's paged lists read `pagination[page]` and `pagination[pageSize]` as Strapi's REST does;
// a public read only ever sees published items in the public state.

describe('pageQuery', () => {
  it('is page 1 of PAGE_SIZE without pagination, and reads whole numbers above 0', () => {
    expect(PAGE_SIZE).toBe(12)
    expect(pageQuery(undefined)).toEqual({ page: 1, pageSize: 12 })
    expect(pageQuery({})).toEqual({ page: 1, pageSize: 12 })
    expect(pageQuery({ pagination: {} })).toEqual({ page: 1, pageSize: 12 })
    expect(pageQuery({ pagination: { page: '3' } })).toEqual({ page: 3, pageSize: 12 })
    expect(pageQuery({ pagination: { page: '2', pageSize: '5' } })).toEqual({ page: 2, pageSize: 5 })
  })

  it('cuts a size above the largest page to it (25 by default, or the caller’s own)', () => {
    expect(MEMBER_LIST_MAX_PAGE_SIZE).toBe(25)
    expect(pageQuery({ pagination: { pageSize: '25' } }).pageSize).toBe(25)
    expect(pageQuery({ pagination: { pageSize: '26' } }).pageSize).toBe(25)
    expect(pageQuery({ pagination: { pageSize: '100' } }, 50).pageSize).toBe(50)
    // A page far past the last is no error: it is empty, with the real total.
    expect(pageQuery({ pagination: { page: '999999999' } }).page).toBe(999_999_999)
  })

  it("refuses anything else with Strapi's 400 PaginationError, naming the parameter", () => {
    for (const page of ['0', '-1', '2.5', 'x', '', ' 2', '1e3', '1234567890', ['2'], 2]) {
      const read = () => pageQuery({ pagination: { page } })
      expect(read, JSON.stringify(page)).toThrow(errors.PaginationError)
      expect(read, JSON.stringify(page)).toThrow(/Invalid 'page' parameter/)
    }
    expect(() => pageQuery({ pagination: { pageSize: '0' } })).toThrow(/Invalid 'pageSize' parameter/)
    for (const pagination of ['2', null, ['1', '2'], 3])
      expect(() => pageQuery({ pagination }), JSON.stringify(pagination)).toThrow(errors.PaginationError)
  })
})

describe('paginationOf', () => {
  it("is Strapi's meta.pagination: the number of pages the total fills", () => {
    expect(paginationOf({ page: 2, pageSize: 12 }, 25)).toEqual({ page: 2, pageSize: 12, pageCount: 3, total: 25 })
    expect(paginationOf({ page: 1, pageSize: 12 }, 24)).toEqual({ page: 1, pageSize: 12, pageCount: 2, total: 24 })
    expect(paginationOf({ page: 1, pageSize: 12 }, 0)).toEqual({ page: 1, pageSize: 12, pageCount: 0, total: 0 })
  })
})

describe('restrictToPublic', () => {
  const publicFilter = { reviewState: 'approved' }

  it('reads published items in the public state, whatever the query asks for', () => {
    expect(restrictToPublic(undefined, publicFilter)).toEqual({ filters: publicFilter, status: 'published' })
    expect(restrictToPublic({ status: 'draft', sort: 'title' }, publicFilter)).toEqual({
      filters: publicFilter,
      status: 'published',
      sort: 'title',
    })
  })

  it("narrows the caller's own filters, never widens them, and leaves the query it was given alone", () => {
    const query = { filters: { $or: [{ reviewState: 'pending' }, { slug: 'x' }] }, populate: '*' }
    expect(restrictToPublic(query, publicFilter)).toEqual({
      filters: { $and: [{ $or: [{ reviewState: 'pending' }, { slug: 'x' }] }, publicFilter] },
      status: 'published',
      populate: '*',
    })
    expect(query).toEqual({ filters: { $or: [{ reviewState: 'pending' }, { slug: 'x' }] }, populate: '*' })
    expect(restrictToPublic({ filters: 'reviewState=pending' }, publicFilter).filters).toEqual(publicFilter)
  })
})
