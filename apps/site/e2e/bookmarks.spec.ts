import { hydrated } from './page'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { createAccount, expect, logInByRequest, test } from './accounts'
import { E2E_CMS_URL, E2E_SITE_URL } from './config'
import { axeViolations } from './axe'

// Bookmarks for members (spec 3, 4, 5, 7): the toggle on cards and detail pages, the favorites
// cookie, the analytics event, the saved items page, and /api/favorites as a browser (or an
// attacker) would call it. The anonymous toast is in content.spec.ts.

const saveName = (title: string) => `Bewaar: ${title}`
// A toggle keeps one name; aria-pressed tells saved from not saved (asserted where it matters).
const removeName = saveName

type CmsItem = { documentId: string; title: string; slug: string; type: string }

/** Approved, published items straight from the CMS's public API (what the site shows). */
async function cmsItems(type: string, count: number): Promise<CmsItem[]> {
  const query = `filters[type][$eq]=${type}&fields[0]=title&fields[1]=slug&fields[2]=type&sort[0]=id:asc&pagination[pageSize]=${count}`
  const body = (await (await fetch(`${E2E_CMS_URL}/api/content-items?${query}`)).json()) as { data: CmsItem[] }
  expect(body.data.length).toBe(count)
  return body.data
}

async function cmsItemBySlug(slug: string): Promise<CmsItem> {
  const body = (await (
    await fetch(`${E2E_CMS_URL}/api/content-items?filters[slug][$eq]=${encodeURIComponent(slug)}&fields[0]=title`)
  ).json()) as { data: CmsItem[] }
  return body.data[0]!
}

/** A fresh student, logged in (by the login forms, not through their pages). */
async function logInAsNewMember(page: Page, tag: string) {
  const { email, password } = await createAccount(tag)
  await logInByRequest(page, email, password)
}

/** Console errors and uncaught exceptions of the page; tests expect none unless they cause one. */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function favoritesCookie(context: BrowserContext): Promise<unknown> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'favorites')
  return cookie ? JSON.parse(decodeURIComponent(cookie.value)) : undefined
}

async function listFavorites(request: APIRequestContext) {
  const response = await request.get('/api/favorites')
  expect(response.status()).toBe(200)
  return (await response.json()) as Array<{ id: string }>
}

const setFavorite = (request: APIRequestContext, contentItem: unknown, isFavorited: unknown, headers: Record<string, string> = {}) =>
  request.post('/api/favorites', {
    headers: { 'content-type': 'application/json', ...headers },
    data: JSON.stringify({ contentItem, isFavorited }),
  })

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])

test('a member bookmarks an item on a card and removes it on its detail page; cookie, list and analytics follow', async ({
  page,
  context,
}) => {
  const errors = consoleErrors(page)
  await logInAsNewMember(page, 'bookmark-toggle')
  await page.goto('/oproepen')
  await hydrated(page)

  const card = page.locator('.ts-content-card').first()
  const title = (await card.locator('.ts-content-card__link').textContent())!
  const href = (await card.locator('.ts-content-card__link').getAttribute('href'))!
  const item = await cmsItemBySlug(href.split('/').pop()!)
  const save = card.getByRole('button', { name: saveName(title), exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  // A member's page is private, and the cookie mirrors the (empty) list.
  expect(await favoritesCookie(context)).toEqual([])

  await save.click()
  const remove = card.getByRole('button', { name: removeName(title), exact: true })
  await expect(remove).toHaveAttribute('aria-pressed', 'true')
  await expect(remove).not.toHaveAttribute('aria-busy')
  expect(await listFavorites(page.request)).toEqual([{ id: item.documentId }])
  expect(await favoritesCookie(context)).toEqual([item.documentId])
  expect(await dataLayer(page)).toContainEqual({
    event: 'bookmark',
    contentItem: item.documentId,
    isFavorited: true,
    typeOfUser: 'TYPE_STUDENT',
  })

  // The state comes from the server on the next load.
  await page.reload()
  await expect(
    page
      .locator('.ts-content-card')
      .first()
      .getByRole('button', { name: removeName(title), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true')

  await page.goto(href)
  await hydrated(page)
  const detailButton = page.locator('.ts-detail__actions').getByRole('button', { name: removeName(title), exact: true })
  await expect(detailButton).toHaveAttribute('aria-pressed', 'true')
  await detailButton.click()
  await expect(page.locator('.ts-detail__actions').getByRole('button', { name: saveName(title), exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  expect(await listFavorites(page.request)).toEqual([])
  expect(await favoritesCookie(context)).toEqual([])
  expect(await dataLayer(page)).toContainEqual({
    event: 'bookmark',
    contentItem: item.documentId,
    isFavorited: false,
    typeOfUser: 'TYPE_STUDENT',
  })

  await page.goto('/oproepen')
  await expect(
    page
      .locator('.ts-content-card')
      .first()
      .getByRole('button', { name: saveName(title), exact: true }),
  ).toHaveAttribute('aria-pressed', 'false')
  expect(errors).toEqual([])
})

test('the button is busy while its request is in flight, and a failed toggle changes nothing and is only logged', async ({ page }) => {
  const errors = consoleErrors(page)
  await logInAsNewMember(page, 'bookmark-busy')
  await page.goto('/oproepen')
  await hydrated(page)

  // Hold the request until the test lets it through.
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  let posts = 0
  await page.route('**/api/favorites', async (route) => {
    posts += 1
    await gate
    await route.continue()
  })
  const first = page.locator('.ts-content-card').nth(0)
  const title = (await first.locator('.ts-content-card__link').textContent())!
  const button = first.getByRole('button', { name: saveName(title), exact: true })
  await button.click()
  await expect(button).toHaveAttribute('aria-busy', 'true')
  await expect(button).toBeDisabled()
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-pressed', 'false')
  await button.click({ force: true })
  expect(posts).toBe(1)
  release()
  const saved = first.getByRole('button', { name: removeName(title), exact: true })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  await expect(saved).toBeEnabled()
  expect(posts).toBe(1)
  await page.unroute('**/api/favorites')
  const eventsBefore = (await dataLayer(page)).length

  // The server fails: the state stays, the failure is logged to the console, no message is shown.
  await page.route('**/api/favorites', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
  const second = page.locator('.ts-content-card').nth(1)
  const secondTitle = (await second.locator('.ts-content-card__link').textContent())!
  const secondButton = second.getByRole('button', { name: saveName(secondTitle), exact: true })
  await secondButton.click()
  // Chromium reports the failed response itself; our code logs why the bookmark did not change.
  await expect
    .poll(() => errors)
    .toEqual([expect.stringContaining('status of 500'), expect.stringContaining('The bookmark could not be saved.')])
  await expect(secondButton).toHaveAttribute('aria-pressed', 'false')
  await expect(secondButton).not.toHaveAttribute('aria-busy')
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect((await dataLayer(page)).length).toBe(eventsBefore)
  await page.unroute('**/api/favorites')
  expect((await listFavorites(page.request)).length).toBe(1)
})

test('the saved items page lists bookmarks newest first by type, pages by 12, and removes one', async ({ page }) => {
  test.setTimeout(60_000)
  const errors = consoleErrors(page)
  await logInAsNewMember(page, 'bookmark-saved')
  const jobs = await cmsItems('CONTENT_TYPE_JOB', 8)
  const events = await cmsItems('CONTENT_TYPE_EVENT', 4)
  const news = await cmsItems('CONTENT_TYPE_NEWS', 2)
  const all = [...jobs, ...events, ...news]
  for (const item of all) expect((await setFavorite(page.request, item.documentId, true)).status()).toBe(200)
  const newestFirst = [...all].reverse()

  await page.goto('/profiel/opgeslagen')
  await hydrated(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opgeslagen items')
  await expect(page.locator('.ts-results__count')).toHaveText('14 items · pagina 1 van 2')
  await expect(page.locator('.ts-content-card__link')).toHaveText(newestFirst.slice(0, 12).map((item) => item.title))
  const buttons = page.locator('.ts-content-card').getByRole('button')
  await expect(buttons).toHaveCount(12)
  for (const button of await buttons.all()) await expect(button).toHaveAttribute('aria-pressed', 'true')
  const tabs = page.getByRole('navigation', { name: 'Soort' }).getByRole('link')
  await expect(tabs).toHaveText(['Alles (14)', 'Nieuws (2)', 'Vacatures en stages (8)', 'Evenementen (4)'])
  await expect(tabs.first()).toHaveAttribute('aria-current', 'page')
  expect(await axeViolations(page)).toEqual([])

  const pagination = page.getByRole('navigation', { name: 'Paginering' })
  await pagination.getByRole('link', { name: 'Pagina 2' }).click()
  await expect(page).toHaveURL(/\/profiel\/opgeslagen\?page=2$/)
  await expect(page.locator('.ts-content-card__link')).toHaveText(newestFirst.slice(12).map((item) => item.title))

  await tabs.filter({ hasText: 'Nieuws' }).click()
  await expect(page).toHaveURL(/\/profiel\/opgeslagen\?type=nieuws$/)
  await expect(tabs.filter({ hasText: 'Nieuws' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('heading', { level: 2, name: 'Nieuws' })).toBeVisible()
  await expect(page.locator('.ts-content-card__link')).toHaveText([news[1]!.title, news[0]!.title])
  await expect(page.locator('.ts-content-card__type')).toHaveText(['Nieuws', 'Nieuws'])

  await page.getByRole('button', { name: removeName(news[1]!.title), exact: true }).click()
  await expect(page.locator('.ts-content-card__link')).toHaveText([news[0]!.title])
  await expect(page.locator('.ts-results__count')).toHaveText('1 item')
  await expect(tabs).toHaveText(['Alles (13)', 'Nieuws (1)', 'Vacatures en stages (8)', 'Evenementen (4)'])
  await expect(page.getByRole('heading', { level: 2, name: 'Nieuws' })).toBeFocused()
  expect((await listFavorites(page.request)).map((favorite) => favorite.id)).toEqual(newestFirst.slice(1).map((item) => item.documentId))

  // The other address of the page shows the same; a page past the end goes to the last one.
  await page.goto('/profiel/opgeslagen-items?type=evenementen')
  await expect(page.locator('.ts-content-card__link')).toHaveText([...events].reverse().map((item) => item.title))
  await page.goto('/profiel/opgeslagen?page=9')
  await expect(page).toHaveURL(/\/profiel\/opgeslagen\?page=2$/)
  await expect(page.locator('.ts-content-card')).toHaveCount(1)
  expect(errors).toEqual([])
})

test('the saved items page says so when nothing is saved', async ({ page }) => {
  await logInAsNewMember(page, 'bookmark-empty')
  await page.goto('/profiel/opgeslagen')
  await expect(page.getByText('Je hebt nog niets opgeslagen.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bekijk wat er speelt in de community' })).toHaveAttribute('href', '/community')
  await expect(page.getByRole('navigation', { name: 'Soort' })).toHaveCount(0)
  await expect(page.locator('.ts-results__count')).toHaveText('0 items')
})

test.describe('/api/favorites', () => {
  test('answers 401 without a session and sets no cookie; anonymous pages stay cacheable', async ({ request }) => {
    const [id] = (await cmsItems('CONTENT_TYPE_NEWS', 1)).map((item) => item.documentId)
    const list = await request.get('/api/favorites')
    expect(list.status()).toBe(401)
    expect(await list.json()).toMatchObject({
      error: { status: 401, code: 'unauthorized', message: 'Je moet ingelogd zijn om te bookmarken.' },
    })
    const post = await setFavorite(request, id, true)
    expect(post.status()).toBe(401)
    expect(post.headers()['set-cookie']).toBeUndefined()

    const anonymous = await request.get('/oproepen')
    expect(anonymous.headers()['set-cookie']).toBeUndefined()
    expect(anonymous.headers()['cache-control']).toMatch(/^public/)
    // A favorites cookie left over from an ended session is cleared.
    const leftOver = await request.get('/oproepen', { headers: { cookie: `favorites=${encodeURIComponent(JSON.stringify([id]))}` } })
    expect(leftOver.headers()['set-cookie']).toMatch(/^favorites=; Max-Age=0; Path=\//)
  })

  test('GET and POST shapes, idempotency, 400 for bad input, 415 for non-JSON, 403 cross-site, 405 other methods', async ({ page }) => {
    await logInAsNewMember(page, 'bookmark-api')
    const request = page.request
    const [first, second] = (await cmsItems('CONTENT_TYPE_ARTICLE', 2)).map((item) => item.documentId)
    expect(await listFavorites(request)).toEqual([])

    for (let i = 0; i < 2; i++) {
      const response = await setFavorite(request, first, true)
      expect(response.status()).toBe(200)
      expect(await response.json()).toEqual({ id: first, isFavorited: true })
      expect(response.headers()['cache-control']).toBe('private, no-store')
    }
    await setFavorite(request, second, true)
    const list = await listFavorites(request)
    expect(list).toEqual([{ id: second }, { id: first }])
    expect(typeof list[0]!.id).toBe('string')

    const bad: Array<[string, string, string]> = [
      ['application/json', '{"contentItem":', 'validation'],
      ['application/json', '', 'validation'],
      ['application/json', '[]', 'validation'],
      ['application/json', JSON.stringify({ contentItem: first }), 'validation'],
      ['application/json', JSON.stringify({ contentItem: first, isFavorited: 'false' }), 'validation'],
      ['application/json', JSON.stringify({ contentItem: 42, isFavorited: false }), 'validation'],
      ['application/json', JSON.stringify({ contentItem: first, isFavorited: false, user: 1 }), 'validation'],
      ['application/json', JSON.stringify({ contentItem: first, isFavorited: false, padding: 'x'.repeat(5000) }), 'validation'],
      ['application/json; charset=utf-8', JSON.stringify({ contentItem: 'zzzzzzzzzzzzzzzzzzzzzzzz', isFavorited: true }), 'unknown-item'],
    ]
    for (const [contentType, data, code] of bad) {
      const response = await request.post('/api/favorites', { headers: { 'content-type': contentType }, data })
      expect(response.status(), data.slice(0, 60)).toBe(400)
      expect((await response.json()).error.code, data.slice(0, 60)).toBe(code)
    }
    // What a cross-site HTML form can send is refused before anything is read.
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await request.post('/api/favorites', {
        headers: { 'content-type': contentType },
        data: JSON.stringify({ contentItem: first, isFavorited: false }),
      })
      expect(response.status(), contentType).toBe(415)
    }
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of crossSite) {
      const response = await setFavorite(request, first, false, headers)
      expect(response.status(), JSON.stringify(headers)).toBe(403)
    }
    expect(
      (
        await request.put('/api/favorites', {
          headers: { 'content-type': 'application/json' },
          data: JSON.stringify({ contentItem: first, isFavorited: false }),
        })
      ).status(),
    ).toBe(405)
    // None of that changed anything.
    expect(await listFavorites(request)).toEqual([{ id: second }, { id: first }])

    // Same origin (as the page's own fetch sends it) works, and removing twice is fine.
    const origin = new URL(E2E_SITE_URL).origin
    for (let i = 0; i < 2; i++)
      expect((await setFavorite(request, first, false, { origin, 'sec-fetch-site': 'same-origin' })).status()).toBe(200)
    expect(await listFavorites(request)).toEqual([{ id: second }])
  })

  test('20 concurrent toggles of one item leave one consistent state', async ({ page, context }) => {
    await logInAsNewMember(page, 'bookmark-race')
    const [item] = (await cmsItems('CONTENT_TYPE_EVENT', 1)).map((candidate) => candidate.documentId)
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => setFavorite(page.request, item, i % 2 === 0)))
    expect(responses.map((response) => response.status())).toEqual(Array(20).fill(200))

    const list = await listFavorites(page.request)
    expect([[], [{ id: item }]]).toContainEqual(list)
    expect(await listFavorites(page.request)).toEqual(list)
    // The next page load mirrors exactly that in the cookie.
    await page.goto('/profiel/opgeslagen')
    expect(await favoritesCookie(context)).toEqual(list.map((favorite) => favorite.id))
    await expect(page.locator('.ts-content-card')).toHaveCount(list.length)

    await setFavorite(page.request, item, true)
    expect(await listFavorites(page.request)).toEqual([{ id: item }])
    await setFavorite(page.request, item, false)
    expect(await listFavorites(page.request)).toEqual([])
  })
})
