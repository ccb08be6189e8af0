import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { normalizeModel } from '~/../server/page-cache.js'
import {
  communityEventsQuery,
  contentDetailQuery,
  contentListQuery,
  organizationContentQuery,
  organizationDetailQuery,
  organizationListQuery,
  relatedContentQuery,
} from '~/lib/content/query'
import { cmsCacheKey, createCmsCache, narrowedModels } from './cache.server'
import type { StrapiQuery } from './strapi-query'
import { CmsError, createCmsClient } from './cms.server'

function clock(start = 1_000_000) {
  let time = start
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

/** A load function that counts its calls and answers what `next` says. */
function loader(values: unknown[]) {
  let calls = 0
  const load = vi.fn(async () => {
    const value = values[Math.min(calls, values.length - 1)]
    calls += 1
    if (value instanceof Error) throw value
    return value
  })
  return load
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('createCmsCache', () => {
  it('serves a fresh entry from memory without calling the CMS again', async () => {
    const time = clock()
    const cache = createCmsCache({ now: time.now, freshMs: 60_000 })
    const load = loader(['one'])
    expect(await cache.get('/a', ['content-item'], load)).toBe('one')
    time.advance(59_000)
    expect(await cache.get('/a', ['content-item'], load)).toBe('one')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('shares one CMS call between concurrent misses of a key', async () => {
    const cache = createCmsCache()
    const load = loader(['one'])
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cache.get('/a', ['theme'], load)))
    expect([a, b, c]).toEqual(['one', 'one', 'one'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const time = clock()
    const cache = createCmsCache({ now: time.now, freshMs: 60_000 })
    await cache.get('/a', ['content-item'], async () => 'old')
    time.advance(61_000)
    let resolve!: (value: string) => void
    const refresh = vi.fn(() => new Promise<string>((done) => (resolve = done)))
    expect(await cache.get('/a', ['content-item'], refresh)).toBe('old')
    expect(await cache.get('/a', ['content-item'], refresh)).toBe('old')
    expect(refresh).toHaveBeenCalledTimes(1)
    resolve('new')
    await tick()
    expect(await cache.get('/a', ['content-item'], refresh)).toBe('new')
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('keeps serving the stale entry while the CMS is down, and reports the failed refresh', async () => {
    const time = clock()
    const onRefreshError = vi.fn()
    const cache = createCmsCache({ now: time.now, freshMs: 60_000, onRefreshError })
    const load = loader(['old', new Error('ECONNREFUSED'), new Error('ECONNREFUSED'), 'back'])
    await cache.get('/a', ['content-item'], load)
    time.advance(120_000)
    expect(await cache.get('/a', ['content-item'], load)).toBe('old')
    await tick()
    expect(onRefreshError).toHaveBeenCalledWith('/a', expect.any(Error))
    expect(await cache.get('/a', ['content-item'], load)).toBe('old')
    await tick()
    expect(await cache.get('/a', ['content-item'], load)).toBe('old')
    await tick()
    expect(await cache.get('/a', ['content-item'], load)).toBe('back')
  })

  it('does not cache errors: a miss while the CMS is down fails, the next try calls again', async () => {
    const cache = createCmsCache()
    const load = loader([new Error('down'), 'up'])
    await expect(cache.get('/a', ['tag'], load)).rejects.toThrow('down')
    expect(cache.has('/a')).toBe(false)
    expect(await cache.get('/a', ['tag'], load)).toBe('up')
  })

  it('forgets entries that are stale for longer than maxStaleMs', async () => {
    const time = clock()
    const cache = createCmsCache({ now: time.now, freshMs: 1000, maxStaleMs: 5000 })
    const load = loader(['old', new Error('down')])
    await cache.get('/a', ['tag'], load)
    time.advance(7000)
    await expect(cache.get('/a', ['tag'], load)).rejects.toThrow('down')
  })

  it('drops the least recently used entries beyond maxEntries', async () => {
    const cache = createCmsCache({ maxEntries: 2 })
    await cache.get('/a', ['tag'], loader(['a']))
    await cache.get('/b', ['tag'], loader(['b']))
    await cache.get('/a', ['tag'], loader(['a']))
    await cache.get('/c', ['tag'], loader(['c']))
    expect(cache.has('/a')).toBe(true)
    expect(cache.has('/b')).toBe(false)
    expect(cache.has('/c')).toBe(true)
  })
})

describe('invalidate', () => {
  it('drops exactly the entries tagged with a changed model', async () => {
    const cache = createCmsCache()
    await cache.get('/content-items?x', ['content-item', 'theme'], loader(['items']))
    await cache.get('/themes', ['theme'], loader(['themes']))
    await cache.get('/organizations', ['organization', 'tag'], loader(['orgs']))

    expect(cache.invalidate(['theme'])).toBe(2)
    expect(cache.has('/content-items?x')).toBe(false)
    expect(cache.has('/themes')).toBe(false)
    expect(cache.has('/organizations')).toBe(true)
  })

  it('understands the model names the CMS may send', async () => {
    expect(normalizeModel('api::content-item.content-item')).toBe('content-item')
    expect(normalizeModel('content-items')).toBe('content-item')
    expect(normalizeModel('Organization')).toBe('organization')
    const cache = createCmsCache()
    await cache.get('/content-items', ['content-item'], loader(['items']))
    expect(cache.invalidate(['api::content-item.content-item'])).toBe(1)
  })

  it('drops nothing for a member change (a membership or a role is no content)', async () => {
    const cache = createCmsCache()
    await cache.get('/a', ['tag'], loader(['a']))
    await cache.get('/b', ['*'], loader(['b']))
    expect(cache.invalidate(['member:id=3', 'member'])).toBe(0)
    expect(cache.size).toBe(2)
  })

  it("'*' drops everything", async () => {
    const cache = createCmsCache()
    await cache.get('/a', ['tag'], loader(['a']))
    await cache.get('/b', ['theme'], loader(['b']))
    expect(cache.invalidate(['*'])).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('after invalidation the next read asks the CMS and shows the change', async () => {
    const cache = createCmsCache()
    const load = loader(['before edit', 'after edit'])
    expect(await cache.get('/a', ['content-item'], load)).toBe('before edit')
    cache.invalidate(['content-item'])
    expect(await cache.get('/a', ['content-item'], load)).toBe('after edit')
  })

  it('does not store an answer that was under way when its model changed', async () => {
    const cache = createCmsCache()
    let resolve!: (value: string) => void
    const slow = () => new Promise<string>((done) => (resolve = done))
    const pending = cache.get('/a', ['content-item'], slow)
    await tick()
    cache.invalidate(['content-item'])
    resolve('old data')
    expect(await pending).toBe('old data')
    expect(cache.has('/a')).toBe(false)
  })

  it('leaves an answer under way for another model alone', async () => {
    const cache = createCmsCache()
    let resolve!: (value: string) => void
    const pending = cache.get('/a', ['organization'], () => new Promise<string>((done) => (resolve = done)))
    await tick()
    cache.invalidate(['content-item'])
    resolve('orgs')
    await pending
    expect(cache.has('/a')).toBe(true)
  })
})

describe('cmsCacheKey', () => {
  it('is the CMS path and its query string', () => {
    expect(cmsCacheKey('/themes')).toBe('/themes')
    expect(cmsCacheKey('/content-items', { filters: { slug: { $eq: 'x' } }, pagination: { page: 2 } })).toBe(
      '/content-items?filters[slug][$eq]=x&pagination[page]=2',
    )
  })
})

describe('a cached page survives a CMS outage (real HTTP)', () => {
  let server: http.Server | undefined
  afterEach(() => server?.close())

  it('serves the stale answer after the CMS went away; an uncached read fails fast as unavailable', async () => {
    server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ data: [{ title: 'Hackathon' }], meta: {} }))
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const cms = createCmsClient({ baseUrl: `http://127.0.0.1:${port}` })
    const time = clock()
    const cache = createCmsCache({ now: time.now, onRefreshError: () => {} })
    const read = (path: string) => cache.get(path, ['content-item'], () => cms<{ data: unknown[] }>(path, { timeoutMs: 1000 }))

    expect((await read('/content-items')).data).toEqual([{ title: 'Hackathon' }])
    await new Promise((resolve) => server!.close(resolve))
    server = undefined
    time.advance(10 * 60_000)

    expect((await read('/content-items')).data).toEqual([{ title: 'Hackathon' }])
    const started = Date.now()
    const error = await read('/content-items?page=2').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).kind).toBe('unavailable')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('content types', () => {
  it('a change to one type drops reads of that type and of every type, not of other types', async () => {
    const cache = createCmsCache()
    await cache.get('jobs', ['content-item:type=CONTENT_TYPE_JOB'], async () => 'jobs')
    await cache.get('events', ['content-item:type=CONTENT_TYPE_EVENT'], async () => 'events')
    await cache.get('all', ['content-item'], async () => 'all')
    expect(cache.invalidate(['content-item:organization=;type=CONTENT_TYPE_EVENT'])).toBe(2)
    expect(cache.has('jobs')).toBe(true)
    expect(cache.has('events')).toBe(false)
    expect(cache.has('all')).toBe(false)
    expect(cache.invalidate(['content-item'])).toBe(1)
    expect(cache.has('jobs')).toBe(false)
  })

  it('finds the one type a query is limited to', () => {
    const tag = (filters: StrapiQuery | undefined) => narrowedModels('/content-items', filters && { filters }, ['content-item'])[0]
    expect(tag({ slug: { $eq: 'x' }, type: { $eq: 'CONTENT_TYPE_JOB' } })).toBe('content-item:slug=x;type=CONTENT_TYPE_JOB')
    expect(tag({ $and: [{ slug: { $ne: 'x' } }, { type: { $eq: 'CONTENT_TYPE_EVENT' } }] })).toBe('content-item:type=CONTENT_TYPE_EVENT')
    expect(tag({ $and: [{ type: { $ne: 'CONTENT_TYPE_EVENT' } }] })).toBe('content-item')
    expect(tag({ organization: { slug: { $eq: 'x' } } })).toBe('content-item:organization=x')
    expect(tag(undefined)).toBe('content-item')
  })
})

describe("what a read is tagged with (the site's own queries, as the CMS names a changed row)", () => {
  const now = new Date('2026-11-26T10:00:00Z')
  const models = ['content-item', 'theme', 'audience', 'organization']
  const filters = { page: 1, period: 'komend' as const }

  it('a list of one type: that type (and its theme); a detail page: its slug; related items: their themes', () => {
    const tags = (query: Parameters<typeof narrowedModels>[1]) => narrowedModels('/content-items', query, models)
    expect(tags(contentListQuery({ type: 'CONTENT_TYPE_JOB', filters, now }))).toEqual([
      'content-item:type=CONTENT_TYPE_JOB',
      'theme',
      'audience',
      'organization',
    ])
    expect(tags(contentListQuery({ type: 'CONTENT_TYPE_JOB', filters: { ...filters, theme: 'ai' }, now }))[0]).toBe(
      'content-item:themes=ai;type=CONTENT_TYPE_JOB',
    )
    expect(
      tags(contentListQuery({ type: 'CONTENT_TYPE_CALL_UP', filters: { ...filters, audience: 'student', theme: 'ai' }, now }))[0],
    ).toBe('content-item:audiences=AUDIENCE_STUDENT;themes=ai;type=CONTENT_TYPE_CALL_UP')
    expect(tags(contentDetailQuery('CONTENT_TYPE_JOB', 'data-engineer'))[0]).toBe('content-item:slug=data-engineer;type=CONTENT_TYPE_JOB')
    expect(tags(relatedContentQuery('CONTENT_TYPE_JOB', 'data-engineer', ['data', 'ai'], now))[0]).toBe(
      'content-item:themes=ai,data;type=CONTENT_TYPE_JOB',
    )
    // /community shows every type.
    expect(tags(communityEventsQuery(filters, now, 0))[0]).toBe('content-item:type=CONTENT_TYPE_EVENT')
    expect(tags(contentListQuery({ type: undefined, filters, now }))[0]).toBe('content-item')
  })

  it("an organisation's items: that organisation's items, and that organisation", () => {
    expect(narrowedModels('/content-items', organizationContentQuery('acme'), models)).toEqual([
      'content-item:organization=acme',
      'theme',
      'audience',
      'organization:slug=acme',
    ])
  })

  it("an organisation's page: that organisation; a list: that organisation type", () => {
    expect(narrowedModels('/organizations', organizationDetailQuery('ORGANIZATION_TYPE_REGULAR', 'acme'), ['organization', 'tag'])).toEqual(
      ['organization:slug=acme;type=ORGANIZATION_TYPE_REGULAR', 'tag'],
    )
    expect(
      narrowedModels('/organizations', organizationListQuery('ORGANIZATION_TYPE_EDUCATION', { page: 1, tag: 'ai' }), [
        'organization',
        'tag',
      ]),
    ).toEqual(['organization:type=ORGANIZATION_TYPE_EDUCATION', 'tag'])
  })

  it('a change drops what can show it and leaves the rest', async () => {
    const cache = createCmsCache()
    const tagsOf = (path: string, query: Parameters<typeof narrowedModels>[1], given = models) => narrowedModels(path, query, given)
    const reads = {
      acmeItems: tagsOf('/content-items', organizationContentQuery('acme')),
      hogeschoolItems: tagsOf('/content-items', organizationContentQuery('hogeschool')),
      acmePage: tagsOf('/organizations', organizationDetailQuery('ORGANIZATION_TYPE_REGULAR', 'acme'), ['organization', 'tag']),
      educationList: tagsOf('/organizations', organizationListQuery('ORGANIZATION_TYPE_EDUCATION', { page: 1 }), ['organization', 'tag']),
      jobs: tagsOf('/content-items', contentListQuery({ type: 'CONTENT_TYPE_JOB', filters, now })),
      otherJob: tagsOf('/content-items', contentDetailQuery('CONTENT_TYPE_JOB', 'cloud-engineer')),
      relatedOnAi: tagsOf('/content-items', relatedContentQuery('CONTENT_TYPE_JOB', 'cloud-engineer', ['ai'], now)),
      relatedOnCloud: tagsOf('/content-items', relatedContentQuery('CONTENT_TYPE_JOB', 'cloud-engineer', ['cloud'], now)),
    }
    const fill = () => Promise.all(Object.entries(reads).map(([key, tags]) => cache.get(key, tags, async () => key)))
    const kept = () => Object.keys(reads).filter((key) => cache.has(key))

    await fill()
    // A job of Acme on AI changed: Acme's items, the jobs list and the related jobs on AI go; another
    // job's own page, Acme's own data and the rest stay.
    cache.invalidate(['content-item:organization=acme;slug=data-engineer;themes=ai,data;type=CONTENT_TYPE_JOB'])
    expect(kept()).toEqual(['hogeschoolItems', 'acmePage', 'educationList', 'otherJob', 'relatedOnCloud'])
    await fill()
    // Acme itself changed (a company): its page, its items (filtered by its slug) and the content
    // reads that show organisation names go; the other organisation's items and the education list stay.
    cache.invalidate(['organization:slug=acme;type=ORGANIZATION_TYPE_REGULAR'])
    expect(kept()).toEqual(['hogeschoolItems', 'educationList'])
  })
})
