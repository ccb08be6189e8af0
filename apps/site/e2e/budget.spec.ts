import { gzipSync } from 'node:zlib'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { hydrated } from './page'

// design.md: home page JavaScript ≤ 140 KB gzip in total (React 19 + React Router 7 alone ~112 KB).
// That is the initial JavaScript: what the HTML references (module scripts, modulepreloads and the
// inline import()s), which the browser must load before the page works. Error reporting (Sentry,
// docs/decisions/0016) is deliberately not part of it: its SDK is imported only once the browser is
// idle after hydration, so it never delays the page. It is measured on its own below, with its own
// budget, and the second test fails if it ever slips into the initial set.
const HOME_JS_BUDGET_BYTES = 140 * 1024
/** The deferred error-reporting SDK (browser SDK with tracing, gzip). */
const DEFERRED_MONITORING_BUDGET_BYTES = 60 * 1024

/** A page's initial scripts: what its HTML references (module scripts, preloads, inline import()s). */
async function initialScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!)
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!)
  return [...scripts]
}

test('the home page stays within its JavaScript budget', async ({ request }) => {
  const scripts = await initialScripts(request, '/')
  expect(scripts.length).toBeGreaterThan(0)

  let total = 0
  for (const src of scripts) {
    const body = await (await request.get(src)).body()
    total += gzipSync(body).length
  }
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`)
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
})

test('pages without a form that validates in the browser load no form schemas (no zod)', async ({ request }) => {
  // A list offers to save its search as an alert: its intents and labels once pulled the alerts'
  // zod schemas (26 KB gzip) into every list page, built during hydration; the form hook pulled
  // conform's zod adapter into every page with a form. zod's own code names its error class 'ZodError'.
  // And the pages of an event and of a call, whose forms (sign-up, enter) only the server validates.
  const detailOf = async (list: string) => {
    const html = await (await request.get(list)).text()
    const path = html.match(new RegExp(`href="(${list}/[a-z0-9-]+)"`))?.[1]
    expect(path, `an item on ${list}`).toBeTruthy()
    return path!
  }
  const details = [await detailOf('/evenementen'), await detailOf('/oproepen')]
  for (const path of ['/', '/oproepen', '/evenementen', '/vacatures', ...details]) {
    const scripts = await initialScripts(request, path)
    expect(scripts.length, path).toBeGreaterThan(0)
    for (const src of scripts) expect(await (await request.get(src)).text(), `${path}: ${src}`).not.toContain('ZodError')
  }
  // The control: the login form validates in the browser, with zod.
  const login = await Promise.all((await initialScripts(request, '/inloggen')).map(async (src) => (await request.get(src)).text()))
  expect(login.some((source) => source.includes('ZodError'))).toBe(true)
})

test('error reporting loads after the page, outside the initial JavaScript, within its own budget', async ({ page, request }) => {
  // The e2e site runs with SENTRY_DSN set (playwright.config.ts), so the SDK is there to measure.
  const html = await (await request.get('/')).text()
  expect(html).not.toMatch(/\/assets\/sentry\.client-[^"]+\.js/)
  const deferred = page.waitForResponse((response) => /\/assets\/sentry\.client-[^/]+\.js$/.test(response.url()), { timeout: 15_000 })
  await page.goto('/')
  const sdk = await deferred
  const size = gzipSync(await sdk.body()).length
  console.log(`deferred error reporting: ${(size / 1024).toFixed(1)} KB gzip`)
  expect(size).toBeLessThanOrEqual(DEFERRED_MONITORING_BUDGET_BYTES)
})

test("the page's scripts wait for its first paint: the module preloads come inert and start once the page is painted", async ({
  page,
  request,
}) => {
  // docs/decisions/0029 and 0036. In the HTML none of React Router's preloads may fetch before the
  // paint: all of them are in the head's template, whose content the browser leaves alone.
  const html = await (await request.get('/oproepen')).text()
  const head = html.slice(0, html.indexOf('</head>'))
  const template = head.match(/<template id="ts-held-modulepreloads">(.*?)<\/template>/)?.[1] ?? ''
  const held = [...template.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
  expect(held.length).toBeGreaterThan(5)
  expect(html.replace(template, '')).not.toMatch(/<link [^>]*modulepreload/)

  await page.goto('/oproepen')
  await hydrated(page)
  // After the paint every one of them is a working preload in the head, and each module was fetched.
  await expect(page.locator('template#ts-held-modulepreloads')).toHaveCount(0)
  const active = await page.locator('head link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(active).toEqual(expect.arrayContaining(held))
  const { fetched, firstPaint } = await page.evaluate(() => ({
    fetched: performance.getEntriesByType('resource').map((entry) => ({
      path: new URL(entry.name).pathname,
      by: (entry as PerformanceResourceTiming).initiatorType,
      at: entry.startTime,
    })),
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }))
  expect(fetched.map((entry) => entry.path)).toEqual(expect.arrayContaining(held))
  // A module the page's script imports may come earlier; none comes early because of a preload.
  expect(firstPaint).toBeGreaterThan(0)
  const early = fetched.filter((entry) => entry.by === 'link' && held.includes(entry.path) && entry.at < firstPaint!)
  expect(early).toEqual([])
})
