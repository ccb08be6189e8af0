import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import {
  changeMatcher,
  createPageCache,
  cspForCopy,
  inlineScriptHashes,
  noteModels,
  sharedCacheMayKeep,
  sharedFreshMs,
} from './page-cache.js'
import { requestContext } from './request-context.js'
import { securityHeaders } from './security-headers.js'

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }

const servers: http.Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

const INLINE = 'window.__data = {"ok":true}'

/** A site in miniature: the real middleware order of server.js around a counting page handler. */
async function site({ freshMs = 60_000, maxBytes }: { freshMs?: number; maxBytes?: number } = {}) {
  let clock = 0
  const cache = createPageCache({ freshMs, maxBytes, now: () => clock })
  const renders: Record<string, number> = {}
  let version = 'one'
  let gone = false
  let slowMs = 0
  let gate: Promise<void> | undefined
  let expressRequests = 0
  // Pages that say they may be shared 5 seconds only (an event page with its places left).
  const shortPaths = new Set(['/evenementen'])
  const app = express()
  app.use((_req, _res, next) => {
    expressRequests += 1
    requestContext.run({ requestId: 'test-request-id' }, next)
  })
  app.use(cache.serve)
  app.use(compression())
  app.use(securityHeaders())
  app.use(cache.capture)
  const modelsOf: Record<string, string> = {
    '/oproepen': 'api::content-item.content-item',
    '/vacatures': 'content-item:type=CONTENT_TYPE_JOB',
    '/evenementen': 'content-item:type=CONTENT_TYPE_EVENT',
  }
  app.get(['/page', '/oproepen', '/vacatures', '/evenementen', '/page.data'], async (req, res) => {
    renders[req.path] = (renders[req.path] ?? 0) + 1
    noteModels([modelsOf[req.path] ?? 'organizations'])
    if (slowMs) await new Promise((resolve) => setTimeout(resolve, slowMs))
    if (gate) await gate
    if (gone) return res.status(404).set('Cache-Control', 'no-store').type('html').send('<p>weg</p>')
    const nonce = res.locals.cspNonce
    res.set('Cache-Control', `public, max-age=0, s-maxage=${shortPaths.has(req.path) ? 5 : 60}`).set('Vary', 'Cookie')
    if (req.path.endsWith('.data')) return res.type('text/x-script').send(`[${JSON.stringify(version)}]`)
    res
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="nl"><head><script nonce="${nonce}">${INLINE}</script>` +
          `<script type="module" nonce="${nonce}" src="/assets/entry.js"></script></head>` +
          `<body><h1>Versie ${version}</h1>${'<p>Talentstad</p>'.repeat(200)}</body></html>`,
      )
  })
  app.get('/prive', (_req, res) => res.set('Cache-Control', 'private, no-store').type('html').send('<p>van jou</p>'))
  app.get('/publiek-niet-bewaren', (_req, res) => res.set('Cache-Control', 'public, max-age=0, no-store').type('html').send('<p>nooit</p>'))
  app.get('/publiek-opnieuw-vragen', (_req, res) => res.set('Cache-Control', 'public, no-cache').type('html').send('<p>vraag</p>'))
  app.get('/publiek-en-prive', (_req, res) => res.set('Cache-Control', 'public, private="set-cookie"').type('html').send('<p>half</p>'))
  app.get('/met-cookie', (_req, res) => res.set('Cache-Control', 'public').cookie('a', 'b').type('html').send('<p>koekje</p>'))
  // As server.js: a copy is answered before Express runs; the rest goes through the middleware.
  const server = http.createServer((req, res) => {
    if (cache.answer(req, res, () => res.setHeader('X-Request-Id', 'answered-from-memory'))) return
    app(req, res)
  })
  server.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo

  function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    return new Promise((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = response.headers['content-encoding']
          const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: raw, text: body.toString('utf8') })
        })
      })
      request.on('error', reject)
      request.end()
    })
  }
  /** Waits until the copies of the renders so far are stored (compression runs off the request). */
  const settle = () => cache.stored()
  /** Waits until a page has been rendered `count` times (its handler has started). */
  const rendered = async (path: string, count: number) => {
    while ((renders[path] ?? 0) < count) await new Promise((resolve) => setTimeout(resolve, 5))
  }

  return {
    cache,
    get,
    settle,
    rendered,
    renders,
    /** How many requests reached Express. */
    expressRequests: () => expressRequests,
    tick: (ms: number) => (clock += ms),
    setVersion: (value: string) => (version = value),
    setGone: (value: boolean) => (gone = value),
    setSlow: (ms: number) => (slowMs = ms),
    /** Holds every render until the returned function is called. */
    hold: () => {
      let release = () => {}
      gate = new Promise<void>((resolve) => (release = resolve))
      return () => {
        gate = undefined
        release()
      }
    },
  }
}

describe('the rendered-page cache', () => {
  it('answers the second anonymous request from memory, in the encoding the client takes', async () => {
    const s = await site()
    const first = await s.get('/page', { 'accept-encoding': 'gzip' })
    expect(first.headers['x-page-cache']).toBeUndefined()
    await s.settle()
    const brotli = await s.get('/page', { 'accept-encoding': 'gzip, br' })
    const gzip = await s.get('/page', { 'accept-encoding': 'gzip' })
    const plain = await s.get('/page')
    expect(s.renders['/page']).toBe(1)
    expect(brotli.headers['x-page-cache']).toBe('hit')
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(brotli.text).toBe(plain.text)
    expect(gzip.text).toBe(plain.text)
    expect(plain.text).toContain('<h1>Versie one</h1>')
    expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length)
    expect(brotli.headers.vary).toBe('Cookie, Accept-Encoding')
    expect(brotli.headers['cache-control']).toBe('public, max-age=0, s-maxage=60')
    // The response's own headers are still there.
    expect(brotli.headers['x-content-type-options']).toBe('nosniff')
    // The copies were answered before Express: only the first request reached it, and each
    // answer has its own request id.
    expect(s.expressRequests()).toBe(1)
    expect(brotli.headers['x-request-id']).toBe('answered-from-memory')
  })

  it('sends a copy only in an encoding the client takes (q=0 refuses one)', async () => {
    const s = await site()
    await s.get('/page')
    await s.settle()
    const cases: Array<[string, string | undefined]> = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['*', 'br'],
      ['*;q=0.5, br;q=0', 'gzip'],
      ['identity', undefined],
      ['GZIP;Q=0.8', 'gzip'],
    ]
    for (const [header, expected] of cases) {
      const reply = await s.get('/page', { 'accept-encoding': header })
      expect(reply.headers['x-page-cache'], header).toBe('hit')
      expect(reply.headers['content-encoding'], header).toBe(expected)
      expect(reply.text, header).toContain('<h1>Versie one</h1>')
    }
  })

  it('never serves a nonce twice: the copy allows exactly its inline scripts by hash', async () => {
    const s = await site()
    const rendered = await s.get('/page')
    const nonce = /'nonce-([^']+)'/.exec(String(rendered.headers['content-security-policy']))?.[1]
    expect(nonce).toBeTruthy()
    expect(rendered.text).toContain(`nonce="${nonce}"`)
    await s.settle()
    const copy = await s.get('/page')
    const csp = String(copy.headers['content-security-policy'])
    expect(copy.headers['x-page-cache']).toBe('hit')
    expect(csp).not.toContain('nonce-')
    expect(copy.text).not.toContain(nonce)
    expect(copy.text).not.toContain('nonce=')
    const hash = createHash('sha256').update(INLINE).digest('base64')
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`))
    // Everything else in the policy stays as it was.
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('answers 304 to a client that has this copy, and HEAD without a body', async () => {
    const s = await site()
    await s.get('/page')
    await s.settle()
    const copy = await s.get('/page')
    const etag = String(copy.headers.etag)
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await s.get('/page', { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const head = await s.get('/page', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(s.renders['/page']).toBe(1)
  })

  it('renders for a visitor with a session or any cookie it does not know, and for unknown parameters', async () => {
    const s = await site()
    await s.get('/page')
    await s.settle()
    for (const headers of [
      { cookie: '__Host-talentstad-session=abc' },
      { cookie: 'consent=analytics' },
      { cookie: 'toast=x' },
      { authorization: 'Bearer x' },
    ] as Array<Record<string, string>>) {
      const reply = await s.get('/page', headers)
      expect(reply.headers['x-page-cache'], JSON.stringify(headers)).toBeUndefined()
    }
    expect(s.renders['/page']).toBe(5)
    // NextAuth's CSRF cookie changes nothing on a page: the copy is served.
    expect((await s.get('/page', { cookie: 'next-auth.csrf-token=abc' })).headers['x-page-cache']).toBe('hit')
    // A made-up parameter cannot fill the cache with copies: rendered, not kept.
    await s.get('/page?utm_source=x')
    await s.settle()
    expect((await s.get('/page?utm_source=x')).headers['x-page-cache']).toBeUndefined()
    // Known parameters in another order are the same page.
    await s.get('/oproepen?thema=ai&page=2')
    await s.settle()
    expect((await s.get('/oproepen?page=2&thema=ai')).headers['x-page-cache']).toBe('hit')
  })

  it('keeps nothing that is not shareable: private pages, pages that set a cookie, errors', async () => {
    const s = await site()
    for (const path of ['/prive', '/publiek-niet-bewaren', '/publiek-opnieuw-vragen', '/publiek-en-prive', '/met-cookie']) {
      await s.get(path)
      await s.settle()
      expect((await s.get(path)).headers['x-page-cache'], path).toBeUndefined()
    }
    expect(s.cache.size).toBe(0)
  })

  it('reads Cache-Control as its directives: public, and none of private, no-store, no-cache', () => {
    for (const header of ['public', 'Public, Max-Age=0, S-MaxAge=60, stale-while-revalidate=300', ['public', 's-maxage=5']]) {
      expect(sharedCacheMayKeep(header), String(header)).toBe(true)
    }
    for (const header of [
      'public, no-store',
      'no-store, public',
      'public, NO-CACHE',
      'public, no-cache="set-cookie"',
      'public, private',
      'public, private="set-cookie"',
      'private',
      'x-public, publicly',
      'max-age=60',
      undefined,
    ]) {
      expect(sharedCacheMayKeep(header), String(header)).toBe(false)
    }
    expect(sharedFreshMs({ 'cache-control': 'public, max-age=0, S-MAXAGE="5"' }, 60_000)).toBe(5000)
    expect(sharedFreshMs({ 'cache-control': 'public, max-age=5' }, 60_000)).toBe(60_000)
    expect(sharedFreshMs({}, 60_000)).toBe(60_000)
  })

  it('renders one copy for many simultaneous first visitors (single flight)', async () => {
    const s = await site()
    s.setSlow(100)
    const replies = await Promise.all(Array.from({ length: 20 }, () => s.get('/page')))
    expect(s.renders['/page']).toBe(1)
    // The first visitor's page carries its nonce; the others got the copy without it.
    expect(new Set(replies.map((reply) => reply.text.replace(/ nonce="[^"]+"/g, ''))).size).toBe(1)
    expect(replies.filter((reply) => reply.headers['x-page-cache'] === 'hit')).toHaveLength(19)
    expect(replies.every((reply) => reply.status === 200)).toBe(true)
  })

  it('after a content change, renders once while the others get the previous copy', async () => {
    const s = await site()
    await s.get('/oproepen')
    await s.get('/page')
    await s.settle()
    // Only copies made of the changed model are dropped.
    expect(s.cache.invalidate(['content-items'])).toBe(1)
    s.setVersion('two')
    const release = s.hold()
    const rendering = s.get('/oproepen')
    await s.rendered('/oproepen', 2)
    // While that render is held, every other visitor gets the previous copy at once.
    const during = await Promise.all(Array.from({ length: 5 }, () => s.get('/oproepen')))
    release()
    const fresh = await rendering
    expect(fresh.text).toContain('Versie two')
    expect(during.every((reply) => reply.headers['x-page-cache'] === 'stale' && reply.text.includes('Versie one'))).toBe(true)
    expect(s.renders['/oproepen']).toBe(2)
    await s.settle()
    expect((await s.get('/oproepen')).text).toContain('Versie two')
    // The other page was not made of content items: still its copy, not rendered again.
    expect((await s.get('/page')).headers['x-page-cache']).toBe('hit')
    expect(s.renders['/page']).toBe(1)
  })

  it('a change to one content type leaves the pages of other types alone', async () => {
    const s = await site()
    for (const path of ['/vacatures', '/evenementen', '/oproepen']) await s.get(path)
    await s.settle()
    // An event changed: the events page and the page of every type go, the jobs page stays.
    expect(s.cache.invalidate(['content-item:organization=;type=CONTENT_TYPE_EVENT'])).toBe(2)
    expect((await s.get('/vacatures')).headers['x-page-cache']).toBe('hit')
    expect((await s.get('/evenementen')).headers['x-page-cache']).toBeUndefined()
    expect((await s.get('/oproepen')).headers['x-page-cache']).toBeUndefined()
    await s.settle()
    // Any content item changed (a bulk edit): every content page goes.
    expect(s.cache.invalidate(['content-item'])).toBe(3)
  })

  it('does not keep a render that started before a change of its model', async () => {
    const s = await site()
    const release = s.hold()
    const during = s.get('/oproepen')
    await s.rendered('/oproepen', 1)
    s.cache.invalidate(['content-item'])
    release()
    await during
    await s.settle()
    expect(s.cache.size).toBe(0)
  })

  it('renders again when the copy is older than freshMs, and drops a page that is gone', async () => {
    const s = await site({ freshMs: 1000 })
    await s.get('/page')
    await s.settle()
    s.tick(1500)
    s.setVersion('two')
    expect((await s.get('/page')).text).toContain('Versie two')
    expect(s.renders['/page']).toBe(2)
    await s.settle()
    s.cache.invalidate(['organization'])
    s.setGone(true)
    expect((await s.get('/page')).status).toBe(404)
    expect(s.cache.size).toBe(0)
  })

  it("keeps a page no longer than its own shorter s-maxage (an event's places left): 5 s, not the cache's 60", async () => {
    const s = await site()
    await s.get('/evenementen')
    await s.settle()
    s.tick(4000)
    expect((await s.get('/evenementen')).headers['x-page-cache']).toBe('hit')
    s.tick(1500)
    s.setVersion('two')
    expect((await s.get('/evenementen')).text).toContain('Versie two')
    expect(s.renders['/evenementen']).toBe(2)
    // Another page keeps the cache's own time.
    await s.get('/page')
    await s.settle()
    s.tick(30_000)
    expect((await s.get('/page')).headers['x-page-cache']).toBe('hit')
  })

  it('keeps .data answers too, and stays within its memory budget', async () => {
    const s = await site({ maxBytes: 12_000 })
    await s.get('/page.data')
    await s.settle()
    const data = await s.get('/page.data')
    expect(data.headers['x-page-cache']).toBe('hit')
    expect(data.text).toBe('["one"]')
    await s.get('/page')
    await s.get('/oproepen')
    await s.settle()
    expect(s.cache.bytes).toBeLessThanOrEqual(12_000)
  })
})

describe('CSP of a copy', () => {
  it('hashes inline scripts only, and swaps the nonce for the hashes in script-src', () => {
    const html = '<script>a()</script><script src="/x.js"></script><script type="application/ld+json">{"a":1}</script>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    const csp = cspForCopy("default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'", 'abc', hashes)
    expect(csp).toBe(`default-src 'self'; script-src 'self' ${hashes.join(' ')}; style-src 'self'`)
  })
})

describe('which cached things a change drops', () => {
  it('matches a model, and a key known on both sides narrows it', () => {
    const job = 'content-item:organization=acme;type=content_type_job'
    // [what a cached thing is tagged with, what changed, whether it goes]
    const cases: Array<[string, string, boolean]> = [
      ['content-item:type=content_type_job', 'content-item', true],
      ['content-item:type=content_type_job', job, true],
      ['content-item:type=content_type_job', 'content-item:organization=acme;type=content_type_event', false],
      ['content-item', job, true],
      // An organisation's items: that organisation's items only, of any type; an item of none is no one's.
      ['content-item:organization=acme', job, true],
      ['content-item:organization=acme', 'content-item:organization=hogeschool;type=content_type_job', false],
      ['content-item:organization=acme', 'content-item:organization=;type=content_type_job', false],
      ['content-item:organization=acme', 'content-item:type=content_type_job', true],
      // A detail page by its slug; related items by their themes (any shared theme).
      ['content-item:slug=data-engineer;type=content_type_job', 'content-item:slug=data-engineer;type=content_type_job', true],
      ['content-item:slug=cloud-engineer;type=content_type_job', 'content-item:slug=data-engineer;type=content_type_job', false],
      ['content-item:themes=ai,cloud;type=content_type_job', 'content-item:themes=data,ai;type=content_type_job', true],
      ['content-item:themes=cloud;type=content_type_job', 'content-item:themes=data,ai;type=content_type_job', false],
      ['content-item:themes=cloud;type=content_type_job', 'content-item:themes=;type=content_type_job', false],
      ['content-item:themes=cloud;type=content_type_job', 'content-item:type=content_type_job', true],
      // A list filtered by audience (?doelgroep=): items for that audience, before or after the change.
      [
        'content-item:audiences=audience_student;type=content_type_call_up',
        'content-item:audiences=audience_professional,audience_student;slug=x;type=content_type_call_up',
        true,
      ],
      [
        'content-item:audiences=audience_student;type=content_type_call_up',
        'content-item:audiences=audience_professional;slug=x;type=content_type_call_up',
        false,
      ],
      [
        'content-item:audiences=audience_student;type=content_type_call_up',
        'content-item:audiences=;slug=x;type=content_type_call_up',
        false,
      ],
      ['content-item:type=content_type_call_up', 'content-item:audiences=audience_professional;slug=x;type=content_type_call_up', true],
      // An organisation's page and a list of one organisation type.
      ['organization:slug=acme', 'organization:slug=acme;type=organization_type_regular', true],
      ['organization:slug=acme', 'organization:slug=hogeschool;type=organization_type_education', false],
      ['organization:type=organization_type_regular', 'organization:slug=acme;type=organization_type_regular', true],
      ['organization:type=organization_type_education', 'organization:slug=acme;type=organization_type_regular', false],
      ['organization', 'organization:slug=acme;type=organization_type_regular', true],
      ['organization:slug=acme', 'content-item:organization=acme;type=content_type_job', false],
      ['organization', 'content-item', false],
      ['*', 'theme', true],
      ['theme', '*', true],
    ]
    for (const [tag, changed, matches] of cases) expect(changeMatcher([changed])(tag), `${tag} ← ${changed}`).toBe(matches)
  })
})
