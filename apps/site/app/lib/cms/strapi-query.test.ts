import { describe, expect, it } from 'vitest'
import { toStrapiQuery } from './strapi-query'

describe('toStrapiQuery', () => {
  it('is empty without a query', () => {
    expect(toStrapiQuery(undefined)).toBe('')
    expect(toStrapiQuery({})).toBe('')
  })

  it('builds filters, populate, pagination, sort and fields in bracket notation', () => {
    const query = toStrapiQuery({
      filters: { type: { $eq: 'CONTENT_TYPE_EVENT' }, themes: { slug: { $in: ['ai', 'data'] } } },
      populate: ['image', 'themes'],
      pagination: { page: 2, pageSize: 12 },
      sort: ['startDate:asc', 'title:asc'],
      fields: ['title', 'slug'],
    })
    expect(query.split('&')).toEqual([
      'filters[type][$eq]=CONTENT_TYPE_EVENT',
      'filters[themes][slug][$in][0]=ai',
      'filters[themes][slug][$in][1]=data',
      'populate[0]=image',
      'populate[1]=themes',
      'pagination[page]=2',
      'pagination[pageSize]=12',
      'sort[0]=startDate%3Aasc',
      'sort[1]=title%3Aasc',
      'fields[0]=title',
      'fields[1]=slug',
    ])
  })

  it('supports nested populate objects and $or arrays', () => {
    const query = toStrapiQuery({
      populate: { organization: { fields: ['name'] } },
      filters: { $or: [{ title: { $containsi: 'ai' } }, { body: { $containsi: 'ai' } }] },
    })
    expect(query).toBe('populate[organization][fields][0]=name&filters[$or][0][title][$containsi]=ai&filters[$or][1][body][$containsi]=ai')
  })

  it('encodes values, keeps booleans and numbers, skips undefined and writes null as empty', () => {
    const query = toStrapiQuery({
      filters: { title: { $eq: 'R&D = leuk?' }, featured: { $eq: true }, endDate: { $null: null } },
      locale: undefined,
      status: 'published',
    })
    expect(query).toBe('filters[title][$eq]=R%26D%20%3D%20leuk%3F&filters[featured][$eq]=true&filters[endDate][$null]=&status=published')
  })

  it('writes dates as ISO strings', () => {
    expect(toStrapiQuery({ filters: { startDate: { $gte: new Date('2026-01-02T03:04:05.000Z') } } })).toBe(
      'filters[startDate][$gte]=2026-01-02T03%3A04%3A05.000Z',
    )
  })

  it('round-trips through URLSearchParams with the same keys Strapi reads', () => {
    const params = new URLSearchParams(toStrapiQuery({ filters: { slug: { $eq: 'één' } } }))
    expect(params.get('filters[slug][$eq]')).toBe('één')
  })
})
