import { randomBytes } from 'node:crypto'
import http from 'node:http'
import express from 'express'
import { beforeEach, describe, expect, it } from 'vitest'
import { contentChanged } from '~/../server/content-changes.js'
import { serversClosedAfterEach } from '~/../tests/listen'
import { getAuthSessionStorage, newAuthSession, sessionTokenOf } from '~/lib/auth/session.server'
import { memberCache } from './member-cache.server'
import { keptForMember, memberPages } from './member-pages.server'
import { PRIVATE_CACHE_CONTROL } from '~/lib/http/cache-control.server'
import { accountSession as session } from '~/../tests/account-session'

const listen = serversClosedAfterEach()

/** The session cookie of a member's token, as the site's login sets it. */
async function sessionCookie(jwt: string) {
  const setCookie = await getAuthSessionStorage().commitSession(await newAuthSession({ jwt, sid: `sid-${jwt}` }))
  return setCookie.slice(0, setCookie.indexOf(';'))
}

/** A member's page as the render leaves it when the route sets no Cache-Control: the default, marked (entry.server.tsx). */
const KEEPABLE = PRIVATE_CACHE_CONTROL
function memberDefault(res: express.Response) {
  res.locals.privateByDefault = true
  return res.set('Cache-Control', PRIVATE_CACHE_CONTROL)
}

type Route = (req: express.Request, res: express.Response, render: number) => void | Promise<void>

/** A member's page as the site renders it: whose page, which render, this response's nonce. */
async function memberPage(req: express.Request, res: express.Response, render: number) {
  const jwt = (await getAuthSessionStorage().getSession(req.headers.cookie)).get('jwt')
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  memberDefault(res)
  res.setHeader('Link', '</assets/page.js>; rel=modulepreload')
  res.write(`<!DOCTYPE html><html><head><meta name="sentry-trace" content="trace-${render}-1"/></head><body>`)
  res.end(`<p>page of ${jwt}, render ${render}</p><script nonce="${res.locals.cspNonce}">go()</script></body></html>`)
}

/**
 * The site's order in small: a fresh nonce and CSP per response (server.js's security headers), the
 * member pages, and a route that says whose page it is, which render it is and its nonce.
 */
async function site(route?: Route, middleware = memberPages({ sessionToken: sessionTokenOf })) {
  let renders = 0
  const app = express()
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64')
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`)
    next()
  })
  app.use(middleware)
  app.all(/.*/, async (req, res) => {
    renders += 1
    const render = renders
    await new Promise((resolve) => setTimeout(resolve, 20))
    if (route) return route(req, res, render)
    return memberPage(req, res, render)
  })
  const origin = await listen(http.createServer(app))
  return { origin, renders: () => renders }
}

async function open(origin: string, path: string, cookie: string, init: RequestInit = {}) {
  const response = await fetch(`${origin}${path}`, { ...init, headers: { cookie, ...init.headers } })
  const body = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1]
  return { response, body, nonce, kept: response.headers.get('x-member-page') === 'kept' }
}

describe('a member’s rendered pages', () => {
  let sanne: string
  let mohammed: string

  beforeEach(async () => {
    memberCache().forgetAll()
    await memberCache().session('jwt-sanne', async () => session(1))
    await memberCache().session('jwt-mohammed', async () => session(2))
    sanne = await sessionCookie('jwt-sanne')
    mohammed = await sessionCookie('jwt-mohammed')
  })

  it('sends a page opened again as rendered a moment ago, with this response’s own nonce', async () => {
    const { origin, renders } = await site()
    const first = await open(origin, '/profiel', sanne)
    const again = await open(origin, '/profiel', sanne)
    expect(first.kept).toBe(false)
    expect(again.kept).toBe(true)
    expect(renders()).toBe(1)
    expect(again.body).toContain('page of jwt-sanne, render 1')
    // The script carries the nonce of the CSP it is sent with, never the first response's.
    expect(again.nonce).not.toBe(first.nonce)
    expect(again.body).toContain(`<script nonce="${again.nonce}">`)
    expect(again.body).not.toContain(first.nonce)
    // The route's own headers come along; the first render's trace does not.
    expect(again.response.headers.get('link')).toBe('</assets/page.js>; rel=modulepreload')
    expect(again.response.headers.get('cache-control')).toBe(KEEPABLE)
    expect(again.body).not.toContain('trace-1-1')
  })

  it('never gives one member’s page to another, nor a page of other cookies or another address', async () => {
    const { origin, renders } = await site()
    await open(origin, '/profiel', sanne)
    const other = await open(origin, '/profiel', mohammed)
    expect(other.body).toContain('page of jwt-mohammed, render 2')
    expect((await open(origin, '/profiel', `${sanne}; toast=abc`)).body).toContain('render 3')
    expect((await open(origin, '/profiel?tab=2', sanne)).body).toContain('render 4')
    expect((await open(origin, '/profiel', sanne)).body).toContain('page of jwt-sanne, render 1')
    // No session cookie, or one whose signature does not hold: rendered each time.
    await open(origin, '/profiel', '')
    await open(origin, '/profiel', '')
    const forged = sanne.replace(/=(.)/, (_, first: string) => `=${first === 'a' ? 'b' : 'a'}`)
    await open(origin, '/profiel', forged)
    await open(origin, '/profiel', forged)
    expect(renders()).toBe(8)
  })

  it('renders again after a write, a content change, or the end of the session check', async () => {
    const { origin, renders } = await site()
    await open(origin, '/profiel', sanne)
    // Any member's write (it may show on Sanne's page).
    memberCache().forgetReads()
    expect((await open(origin, '/profiel', sanne)).body).toContain('render 2')
    contentChanged(['content-item'])
    expect((await open(origin, '/profiel', sanne)).body).toContain('render 3')
    // Sanne logs out elsewhere: no copy is sent while her session is not checked again.
    memberCache().forgetMember(1)
    expect((await open(origin, '/profiel', sanne)).body).toContain('render 4')
    expect((await open(origin, '/profiel', sanne)).body).toContain('render 5')
    expect(renders()).toBe(5)
  })

  it('keeps no page rendered while something changed', async () => {
    // The first render waits until the change has happened (not a few milliseconds, which a busy
    // machine spends before the render even begins).
    let rendering!: () => void
    const begun = new Promise<void>((resolve) => (rendering = resolve))
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    const { origin, renders } = await site(async (req, res, render) => {
      if (render === 1) {
        rendering()
        await released
      }
      await memberPage(req, res, render)
    })
    const opening = open(origin, '/profiel', sanne)
    await begun
    memberCache().forgetReads()
    release()
    await opening
    expect((await open(origin, '/profiel', sanne)).kept).toBe(false)
    expect(renders()).toBe(2)
  })

  it('fifty requests for a page at once share one render', async () => {
    const { origin, renders } = await site()
    const pages = await Promise.all(Array.from({ length: 50 }, () => open(origin, '/profiel/oproepen', sanne)))
    expect(renders()).toBe(1)
    expect(new Set(pages.map((page) => page.nonce)).size).toBe(50)
    for (const page of pages) expect(page.body).toContain(`<script nonce="${page.nonce}">`)
  })

  it('never waits for a render that will not come: a visitor gone before it began, or one that takes too long', async () => {
    const middleware = memberPages({ sessionToken: sessionTokenOf, waitMs: 300 })
    // A request whose visitor left while its cookie was read: it renders nothing, and keeps nobody waiting.
    const gone = { method: 'GET', headers: { cookie: sanne }, originalUrl: '/profiel', locals: {} }
    let passedOn = false
    await middleware(gone as never, { destroyed: true, closed: true, locals: {} } as never, () => (passedOn = true))
    expect(passedOn).toBe(false)
    let release = () => {}
    const { origin, renders } = await site(async (_req, res, render) => {
      if (render === 1) await new Promise<void>((resolve) => (release = resolve))
      memberDefault(res.type('html')).send(`<p>render ${render}</p>`)
    }, middleware)
    const timed = async () => {
      const started = performance.now()
      const page = await open(origin, '/profiel', sanne)
      return { ...page, ms: performance.now() - started }
    }
    const first = timed()
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The first render hangs: the second waits its 300 ms once, then renders itself …
    const second = await timed()
    expect(second.body).toContain('render 2')
    expect(second.ms).toBeGreaterThanOrEqual(250)
    // … and the next one neither waits for the hanging render nor for the one that is kept.
    const third = await timed()
    expect(third.kept).toBe(true)
    expect(third.ms).toBeLessThan(250)
    release()
    expect((await first).body).toContain('render 1')
    expect(renders()).toBe(2)
  })

  it.each<[string, Route]>([
    [
      'a page that sets a cookie (a toast read once)',
      (_req, res) => memberDefault(res.cookie('toast', '', { maxAge: 0 }).type('html')).send('<p>toast</p>'),
    ],
    ['a page that must render each time', (_req, res) => res.type('html').set('Cache-Control', 'no-store').send('<p>token</p>')],
    [
      'a private page that must render each time',
      (_req, res) => res.type('html').set('Cache-Control', 'no-store, private').send('<p>token</p>'),
    ],
    ['a page to ask again for', (_req, res) => res.type('html').set('Cache-Control', 'private, no-cache').send('<p>vraag</p>')],
    ['a page whose route said `private` itself', (_req, res) => res.type('html').set('Cache-Control', 'private').send('<p>eigen</p>')],
    ['a public page', (_req, res) => res.type('html').set('Cache-Control', 'public, max-age=60').send('<p>publiek</p>')],
    ['a page without Cache-Control', (_req, res) => res.type('html').send('<p>kaal</p>')],
    ['a page that is not there', (_req, res) => memberDefault(res.status(404).type('html')).send('<p>niet gevonden</p>')],
    ['a redirect', (_req, res) => memberDefault(res).redirect(303, '/profiel')],
    ['a JSON answer', (_req, res) => memberDefault(res).json({ ok: true })],
  ])('keeps nothing of %s', async (_name, route) => {
    const { origin, renders } = await site(route)
    await open(origin, '/profiel', sanne, { redirect: 'manual' })
    expect((await open(origin, '/profiel', sanne, { redirect: 'manual' })).kept).toBe(false)
    expect(renders()).toBe(2)
  })

  it('keeps no preview answered `private, no-store`: the next request renders it again', async () => {
    // As /voorbeeld/:token answers (PREVIEW_HEADERS, routes/voorbeeld/$token.server.ts): content not yet public.
    const { origin, renders } = await site((_req, res, render) => {
      res.type('html').set('Cache-Control', 'private, no-store').send(`<p>voorbeeld, render ${render}</p>`)
    })
    await open(origin, '/voorbeeld/token', sanne)
    const again = await open(origin, '/voorbeeld/token', sanne)
    expect(again.kept).toBe(false)
    expect(again.body).toContain('voorbeeld, render 2')
    expect(renders()).toBe(2)
  })

  it('keeps only a page the site gave its member default, read as a directive list', () => {
    for (const header of [
      PRIVATE_CACHE_CONTROL,
      'Private, No-Store',
      ' private ',
      'private="set-cookie", no-store',
      ['private', 'no-store'],
    ]) {
      expect(keptForMember(header, true), String(header)).toBe(true)
    }
    for (const header of ['no-store', 'public, max-age=60', 'x-private, privately', 'max-age=60', '', undefined]) {
      expect(keptForMember(header, true), String(header)).toBe(false)
    }
    // A route's own header, whatever it says: a preview's `private, no-store` above all.
    for (const header of [PRIVATE_CACHE_CONTROL, 'private', 'private, max-age=5']) {
      expect(keptForMember(header, false), String(header)).toBe(false)
    }
  })

  it('never answers an action from a copy', async () => {
    const { origin, renders } = await site()
    await open(origin, '/profiel', sanne)
    const post = await open(origin, '/profiel', sanne, {
      method: 'POST',
      body: 'intent=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(post.kept).toBe(false)
    expect(renders()).toBe(2)
  })
})
