import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsClient } from '~/lib/cms/cms.server'
import { readAllForSitemap, SITEMAP_PAGE_SIZE } from './seo.server'

// A small HTTP server that answers like Strapi's REST list endpoint, so the real CMS client is used.
const RECORDS = Array.from({ length: 250 }, (_, index) => ({
  id: index * 2 + 1,
  slug: `item-${index}`,
  type: 'CONTENT_TYPE_NEWS',
  updatedAt: '2026-11-01T00:00:00.000Z',
}))
const requests: URLSearchParams[] = []
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((request, response) => {
    const params = new URL(request.url ?? '/', 'http://cms').searchParams
    requests.push(params)
    const after = Number(params.get('filters[id][$gt]') ?? 0)
    const size = Number(params.get('pagination[pageSize]') ?? 25)
    const data = RECORDS.filter((record) => record.id > after).slice(0, size)
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ data, meta: {} }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('readAllForSitemap', () => {
  it('reads every record by id keyset, 100 per call, only the given fields, without counting', async () => {
    const all = await readAllForSitemap('/content-items', ['slug', 'type', 'updatedAt'], createCmsClient({ baseUrl }))
    expect(all.map((record) => record.slug)).toEqual(RECORDS.map((record) => record.slug))
    expect(requests.map((params) => params.get('filters[id][$gt]'))).toEqual(['0', String(RECORDS[99]!.id), String(RECORDS[199]!.id)])
    for (const params of requests) {
      expect(params.get('pagination[pageSize]')).toBe(String(SITEMAP_PAGE_SIZE))
      expect(params.get('pagination[withCount]')).toBe('false')
      expect(params.get('sort[0]')).toBe('id:asc')
      expect([params.get('fields[0]'), params.get('fields[1]'), params.get('fields[2]'), params.get('fields[3]')]).toEqual([
        'slug',
        'type',
        'updatedAt',
        null,
      ])
      expect([...params.keys()].some((key) => key.startsWith('populate'))).toBe(false)
    }
  })
})
