import { randomUUID } from 'node:crypto'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_SENTRY_DSN, E2E_SENTRY_URL, type FakeSentryEnvelope } from './fake-sentry'
import { hydrated } from './page'

// Error and performance reporting (docs/decisions/0016). playwright.config.ts starts the fake Sentry
// (e2e/fake-sentry.ts) and gives the site SENTRY_DSN pointing at it: the real SDKs send there, the
// browser's through the site's tunnel. Other specs run at the same time and send too, so each test
// finds its own events by a marker it made up.

const TUNNEL = '/api/monitoring'
const SECRET_COOKIE = { name: 'e2e_private', value: `cookie-${randomUUID()}` }

type SentryEvent = {
  type?: string
  environment?: string
  message?: string
  exception?: { values?: Array<{ type?: string; value?: string; mechanism?: { type?: string } }> }
  contexts?: { trace?: { trace_id?: string; span_id?: string; op?: string } }
  request?: { url?: string; headers?: Record<string, string>; cookies?: unknown; query_string?: unknown }
  transaction?: string
  user?: Record<string, unknown>
}

/**
 * The envelopes the fake has received whose body holds `containing` (a trace id, an event id, a
 * marker), or all of them: every request of the run is traced, and the whole list grows to many
 * megabytes, which a poll then fetches and parses again and again.
 */
async function envelopes(containing?: string): Promise<FakeSentryEnvelope[]> {
  const query = containing === undefined ? '' : `?containing=${encodeURIComponent(containing)}`
  // A reused keep-alive connection the fake has just closed fails once (ECONNRESET); ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      return (await (await fetch(`${E2E_SENTRY_URL}/__fake/envelopes${query}`)).json()) as FakeSentryEnvelope[]
    } catch (error) {
      if (attempt === 3 || !(error instanceof TypeError)) throw error
    }
  }
}

/** Every event or transaction payload the fake has received in an envelope that holds `containing`. */
async function events(containing: string): Promise<SentryEvent[]> {
  return (await envelopes(containing)).flatMap((envelope) =>
    envelope.items
      .filter((item) => item.header.type === 'event' || item.header.type === 'transaction')
      .map((item) => item.payload as SentryEvent),
  )
}

/** Whether a server transaction of this trace has reached the fake Sentry. */
async function hasTransaction(traceId: string) {
  return (await events(traceId)).some((item) => item.type === 'transaction' && item.contexts?.trace?.trace_id === traceId)
}

/** Waits for the event whose exception value contains `marker`. */
async function eventWith(marker: string): Promise<SentryEvent> {
  let found: SentryEvent | undefined
  await expect
    .poll(
      async () => {
        found = (await events(marker)).find((event) => event.exception?.values?.some((value) => value.value?.includes(marker)))
        return found !== undefined
      },
      { timeout: 15_000, message: `an event with "${marker}" reaches the fake Sentry` },
    )
    .toBe(true)
  return found!
}

/** The trace id of the sentry-trace meta tag the server put into the page. */
async function pageTraceId(page: Page) {
  const content = await page.locator('meta[name="sentry-trace"]').getAttribute('content')
  expect(content).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}(-[01])?$/)
  return content!.slice(0, 32)
}

/** Console errors and uncaught errors other than the ones a test throws on purpose. */
function watchProblems(page: Page, expected: RegExp) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => {
    if (!expected.test(error.message)) problems.push(error.message)
  })
  return problems
}

// A visitor who made their cookie choice: their pages are private, so they carry the request's trace
// (a page shared caches keep has none: every visitor of that copy would continue one trace).
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([
    { ...SECRET_COOKIE, url: baseURL! },
    { name: 'consent', value: 'necessary', url: baseURL! },
  ])
})

test('a page that shared caches may keep carries no trace of the request that rendered it', async ({ baseURL }) => {
  const response = await fetch(`${baseURL}/`)
  expect(response.headers.get('cache-control')).toMatch(/\bpublic\b/)
  expect(await response.text()).not.toContain('sentry-trace')
})

test('a loader error reaches Sentry with its trace, without the address, cookie or token', async ({ page }) => {
  // The failed document answers 500, which Chromium logs as a console error.
  const problems = watchProblems(page, /status of 500/)
  const token = randomUUID()
  const response = await page.goto(`/_monitoring/loader-fout?token=${token}&email=piet%40example.com`)
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Er is iets misgegaan')
  const traceId = await pageTraceId(page)

  const event = await eventWith('Monitoring check: a deliberate loader error')
  expect(event.contexts?.trace?.trace_id).toBe(traceId)
  expect(event.environment).toBe('prod')
  expect(event.exception?.values?.at(-1)?.value).toBe('Monitoring check: a deliberate loader error for [Filtered]')
  // The request's trace arrived too: the server transaction of this page.
  // The SDK sends transactions in batches; under load that can take longer than the default 5 s.
  await expect.poll(() => hasTransaction(traceId), { timeout: 15_000 }).toBe(true)

  const sent = JSON.stringify((await events(traceId)).filter((item) => item.contexts?.trace?.trace_id === traceId))
  expect(sent).not.toContain(token)
  expect(sent).not.toContain(SECRET_COOKIE.value)
  expect(sent).not.toMatch(/student@demo|piet(@|%40)example/)
  expect(problems).toEqual([])
})

test('a browser error reaches Sentry through the same-origin tunnel, with the page trace', async ({ page }) => {
  const marker = `browser-check-${randomUUID()}`
  const problems = watchProblems(page, new RegExp(marker))
  const direct: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(E2E_SENTRY_URL)) direct.push(request.url())
  })
  const tunnelled = page.waitForRequest(
    (request) => new URL(request.url()).pathname === TUNNEL && request.postData()?.includes(marker) === true,
  )

  await page.goto('/')
  await hydrated(page)
  const traceId = await pageTraceId(page)
  // The page-load transaction continues the server's trace once the SDK has loaded (lazily).
  await expect
    .poll(
      async () =>
        (await events(traceId)).some(
          (item) => item.type === 'transaction' && item.contexts?.trace?.op === 'pageload' && item.contexts.trace.trace_id === traceId,
        ),
      {
        timeout: 15_000,
      },
    )
    .toBe(true)

  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(`${message} for docent@demo.talentstad.nl`)
    })
  }, marker)
  const request = await tunnelled
  expect(new URL(request.url()).origin).toBe(new URL(page.url()).origin)
  expect((await request.response())?.status()).toBe(200)

  const event = await eventWith(marker)
  expect(event.contexts?.trace?.trace_id).toBe(traceId)
  expect(event.exception?.values?.at(-1)?.value).toBe(`${marker} for [Filtered]`)
  expect(JSON.stringify(event)).not.toContain('docent@demo')
  expect(JSON.stringify(event)).not.toContain(SECRET_COOKIE.value)
  // Nothing goes from the browser to Sentry itself.
  expect(direct).toEqual([])
  expect(problems).toEqual([])
})

test('errors thrown before the SDK has loaded are reported once it has', async ({ page }) => {
  const marker = `early-${randomUUID()}`
  const problems = watchProblems(page, new RegExp(marker))
  // Hold the SDK's chunk back, so the errors below certainly happen before it runs.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/sentry\.client-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })

  await page.goto('/')
  await hydrated(page)
  const before = await page.evaluate((message) => {
    const loaded = '__SENTRY__' in window
    setTimeout(() => {
      throw new Error(`${message} thrown`)
    })
    void Promise.reject(new Error(`${message} rejected`))
    return loaded
  }, marker)
  expect(before).toBe(false)
  await expect.poll(() => page.evaluate(() => window.__monitoringBuffer?.events.length ?? 0)).toBe(2)
  release()

  const thrown = await eventWith(`${marker} thrown`)
  const rejected = await eventWith(`${marker} rejected`)
  expect(thrown.exception?.values?.at(-1)?.mechanism?.type).toBe('auto.browser.global_handlers.onerror')
  expect(rejected.exception?.values?.at(-1)?.mechanism?.type).toBe('auto.browser.global_handlers.onunhandledrejection')
  expect(problems).toEqual([])
})

test.describe('the tunnel', () => {
  const envelope = (dsn: string, eventId: string, message: string) =>
    [
      JSON.stringify({ event_id: eventId, dsn, sent_at: new Date().toISOString() }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({ event_id: eventId, message }),
    ].join('\n')

  /**
   * Posts a valid envelope through the tunnel and waits until the fake has it: what the tunnel was
   * given before (and would have forwarded) has arrived by then. For tests that nothing was forwarded.
   */
  async function forwardedAfter(request: APIRequestContext) {
    const eventId = randomUUID().replaceAll('-', '')
    const response = await request.post(TUNNEL, {
      data: envelope(E2E_SENTRY_DSN, eventId, 'marker'),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(response.status()).toBe(200)
    await expect.poll(async () => (await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(true)
  }

  test('forwards an envelope for the configured project, without a transaction of its own', async ({ request }) => {
    const eventId = randomUUID().replaceAll('-', '')
    const [tunnelTrace, laterTrace] = [randomUUID().replaceAll('-', ''), randomUUID().replaceAll('-', '')]
    const response = await request.post(TUNNEL, {
      data: envelope(E2E_SENTRY_DSN, eventId, 'tunnel check'),
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'sentry-trace': `${tunnelTrace}-${tunnelTrace.slice(0, 16)}-1` },
    })
    expect(response.status()).toBe(200)
    await expect.poll(async () => (await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(true)
    // A request after it is traced; the tunnel's request before it is not, nor its forward to Sentry
    // (issue 26, item 13: each envelope made a transaction of its own).
    // (A page rendered for this visitor: a cookie the page cache does not know.)
    await request.get('/contact', { headers: { 'sentry-trace': `${laterTrace}-${laterTrace.slice(0, 16)}-1`, cookie: 'probe=1' } })
    await expect.poll(() => hasTransaction(laterTrace), { timeout: 15_000 }).toBe(true)
    expect(await hasTransaction(tunnelTrace)).toBe(false)
  })

  test('refuses a forged envelope for another project (403) and forwards nothing', async ({ request }) => {
    const eventId = randomUUID().replaceAll('-', '')
    for (const forged of [E2E_SENTRY_DSN.replace(/\/\d+$/, '/9999'), 'https://e2efakepublickey0123456789abcdef@o0.ingest.sentry.io/4242']) {
      const response = await request.post(TUNNEL, {
        data: envelope(forged, eventId, 'forged'),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      })
      expect(response.status(), forged).toBe(403)
    }
    await forwardedAfter(request)
    expect((await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(false)
  })

  // Issue 26, item 13: posts from other sites got 200 and any item type passed.
  test('refuses a post from another site (403) and forwards nothing', async ({ request }) => {
    const eventId = randomUUID().replaceAll('-', '')
    const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]
    for (const headers of foreign) {
      const response = await request.post(TUNNEL, {
        data: envelope(E2E_SENTRY_DSN, eventId, 'cross-site'),
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
      })
      expect(response.status(), JSON.stringify(headers)).toBe(403)
    }
    await forwardedAfter(request)
    expect((await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(false)
  })

  test('forwards only the item types the browser SDK sends (400 for an attachment, a replay, a log)', async ({ request }) => {
    const eventId = randomUUID().replaceAll('-', '')
    for (const type of ['attachment', 'replay_recording', 'log', 'profile']) {
      const data = [JSON.stringify({ event_id: eventId, dsn: E2E_SENTRY_DSN }), JSON.stringify({ type }), JSON.stringify({ x: 1 })].join(
        '\n',
      )
      const response = await request.post(TUNNEL, { data, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
      expect(response.status(), type).toBe(400)
    }
    expect((await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(false)
  })

  test('refuses an oversized envelope (413)', async ({ request }) => {
    const eventId = randomUUID().replaceAll('-', '')
    const response = await request.post(TUNNEL, {
      data: envelope(E2E_SENTRY_DSN, eventId, 'x'.repeat(300 * 1024)),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    })
    expect(response.status()).toBe(413)
    expect((await envelopes(eventId)).some((item) => item.header.event_id === eventId)).toBe(false)
  })
})

test('a request that is not traced gets no transaction, its page says so, and its error is still reported', async ({ request }) => {
  // '-0': the browser chose not to trace, as a spent trace budget decides for the rest (ADR 0039).
  const traceId = newTraceId()
  const response = await request.get(`/_monitoring/loader-fout?token=${randomUUID()}`, {
    headers: { 'sentry-trace': `${traceId}-${traceId.slice(0, 16)}-0` },
  })
  expect(response.status()).toBe(500)
  // The page goes on with the trace marked as not sampled, so the browser does not trace it either.
  const html = await response.text()
  expect(html).toMatch(new RegExp(`<meta name="sentry-trace" content="${traceId}-[0-9a-f]{16}-0"`))
  expect(html).not.toMatch(/sentry-sampled=true/)
  const reported = async () =>
    (await events(traceId)).some(
      (item) =>
        item.type !== 'transaction' &&
        item.contexts?.trace?.trace_id === traceId &&
        item.exception?.values?.some((value) => value.value?.includes('Monitoring check: a deliberate loader error')),
    )
  await expect.poll(reported, { timeout: 15_000 }).toBe(true)
  // A traced request after it: once its transaction has arrived, one of the first would have too.
  const control = newTraceId()
  const traced = await request.get('/nieuws', { headers: { 'sentry-trace': `${control}-${control.slice(0, 16)}-1`, cookie: 'probe=2' } })
  expect(traced.status()).toBe(200)
  await expect.poll(() => hasTransaction(control), { timeout: 15_000 }).toBe(true)
  expect(await hasTransaction(traceId)).toBe(false)
})

// Issue 28: tracing costs only the requests React Router handles. A page kept in memory, a static
// file and the health check make no transaction (each made one, and the instrumentation alone cost
// two thirds of the warm pages' throughput); a rendered page makes one.
test('a page kept in memory, a static file and the health check are not traced; a rendered page is', async ({ request }) => {
  const untraced = [newTraceId(), newTraceId(), newTraceId()]
  const rendered = newTraceId()
  const trace = (id: string) => ({ 'sentry-trace': `${id}-${id.slice(0, 16)}-1` })
  // Twice: the first visit may be the one that renders it; the second is answered from memory.
  await request.get('/nieuws')
  expect((await request.get('/nieuws', { headers: trace(untraced[0]!) })).status()).toBe(200)
  expect((await request.get('/favicon.ico', { headers: trace(untraced[1]!) })).status()).toBe(200)
  expect((await request.get('/healthz', { headers: trace(untraced[2]!) })).status()).toBe(200)
  expect((await request.get('/nieuws', { headers: { ...trace(rendered), cookie: 'probe=1' } })).status()).toBe(200)
  await expect.poll(() => hasTransaction(rendered), { timeout: 15_000 }).toBe(true)
  for (const traceId of untraced) expect(await hasTransaction(traceId)).toBe(false)
})

// Issue 26, item 12: server transactions carried the visitor's address (http.client_ip from
// X-Forwarded-For), query values (search terms, the invitation token in the login link's callbackUrl,
// code=) and tokens. Each test makes its own trace and looks at everything that arrived for it.

/** The raw items (not the envelope headers, which carry the DSN) of every envelope of one trace. */
async function itemsOfTrace(traceId: string): Promise<string> {
  return (await envelopes(traceId))
    .filter((envelope) => envelope.header.trace?.trace_id === traceId || envelope.raw.includes(traceId))
    .flatMap((envelope) => envelope.items.map((item) => item.raw))
    .join('\n')
}

const IPV4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/
const newTraceId = () => randomUUID().replaceAll('-', '')

test.describe('what a server transaction carries', () => {
  const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`

  for (const [what, path, secret] of [
    ['a search term', (term: string) => `/vacatures?q=${term}`, `henk-${Date.now()}-0612345678`],
    [
      'the invitation token in the login link',
      (token: string) => `/inloggen?callbackUrl=${encodeURIComponent(`/uitnodiging/${token}`)}`,
      randomUUID(),
    ],
    ['a reset token', (token: string) => `/wachtwoord-vergeten?token=${token}&email=piet%40example.com`, `t0k3n${Date.now()}`],
    ['an invitation token in the path', (token: string) => `/uitnodiging/${token}`, randomUUID()],
  ] as const) {
    test(`no IP address and not ${what}`, async ({ request }) => {
      const traceId = newTraceId()
      const response = await request.get(path(secret), {
        headers: { 'x-forwarded-for': address, 'sentry-trace': `${traceId}-${newTraceId().slice(0, 16)}-1` },
      })
      expect(response.status()).toBeLessThan(500)
      await expect
        .poll(() => hasTransaction(traceId), { timeout: 15_000, message: 'the request’s transaction reaches the fake Sentry' })
        .toBe(true)
      const sent = await itemsOfTrace(traceId)
      expect(sent).not.toContain(secret)
      expect(sent).not.toContain(encodeURIComponent(secret))
      expect(sent).not.toContain(address)
      expect(sent).not.toMatch(IPV4)
      expect(sent).not.toMatch(/piet(@|%40)example/)
    })
  }
})

test('a search typed in the browser reaches neither the page-load nor the navigation trace', async ({ page }) => {
  // The list's search box navigates client-side to ?q=…: the navigation transaction, its breadcrumbs
  // and the server transaction of the data request it makes all see the term.
  const term = `henk${Date.now()}`
  const token = randomUUID()
  await page.goto(`/vacatures?callbackUrl=${encodeURIComponent(`/uitnodiging/${token}`)}`)
  await hydrated(page)
  const traceId = await pageTraceId(page)
  await expect
    .poll(
      async () =>
        (await events(traceId)).some(
          (item) => item.type === 'transaction' && item.contexts?.trace?.op === 'pageload' && item.contexts.trace.trace_id === traceId,
        ),
      { timeout: 15_000 },
    )
    .toBe(true)
  await page.locator('#filter-q').fill(term)
  await page.locator('#filter-q').press('Enter')
  await expect(page).toHaveURL(new RegExp(`q=${term}`))
  // The navigation's transaction links the page load's trace as its previous one.
  await expect
    .poll(
      async () =>
        (await events(traceId)).some(
          (item) => item.type === 'transaction' && item.contexts?.trace?.op === 'navigation' && JSON.stringify(item).includes(traceId),
        ),
      { timeout: 15_000, message: 'the navigation transaction reaches the fake Sentry' },
    )
    .toBe(true)
  for (const secret of [term, token]) {
    const items = (await envelopes(secret)).flatMap((envelope) => envelope.items.map((item) => item.raw))
    expect(items.join('\n')).not.toContain(secret)
  }
})

test('an expected 4xx answer is not reported; a fault still is', async ({ page }) => {
  const marker = randomUUID()
  const problems = watchProblems(page, /status of (404|500)/)
  expect((await page.goto(`/vacatures/bestaat-niet-${marker}`))?.status()).toBe(404)
  expect((await page.goto('/_monitoring/loader-fout'))?.status()).toBe(500)
  // The fault (this page's, by its trace) arrives; the 404 before it (the server reports in order) does not.
  const traceId = await pageTraceId(page)
  const fault = (event: SentryEvent) => event.contexts?.trace?.trace_id === traceId && event.exception !== undefined
  await expect.poll(async () => (await events(traceId)).some(fault)).toBe(true)
  const reported = (await envelopes(`bestaat-niet-${marker}`))
    .flatMap((envelope) => envelope.items)
    .filter((item) => item.header.type === 'event')
  expect(reported.filter((item) => item.raw.includes(`bestaat-niet-${marker}`))).toEqual([])
  expect(problems).toEqual([])
})

test('no source map is served: the build makes none and the scripts do not point to one', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = [...html.matchAll(/(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const src of new Set(scripts)) {
    expect(await (await request.get(src)).text(), src).not.toContain('sourceMappingURL')
    const map = await request.get(`${src}.map`)
    expect(map.status(), `${src}.map`).toBe(404)
  }
})

test('no event that reached Sentry in this run holds an e-mail address, a cookie or a session token', async () => {
  // Every spec of the run (logins, registrations, forms) has sent its traces by now or will later;
  // this looks at all that arrived so far, from every spec.
  const all = await envelopes()
  expect(all.length).toBeGreaterThan(0)
  for (const envelope of all) {
    expect(envelope.raw).not.toMatch(/[A-Za-z0-9._%+-]+(@|%40)[A-Za-z0-9-]+\.[A-Za-z]{2,}/)
    expect(envelope.raw).not.toContain(SECRET_COOKIE.value)
    expect(envelope.raw).not.toMatch(/__session=|eyJ[A-Za-z0-9_-]{5,}\./)
  }
})
