import { hydrated } from './page'
import { expect, test, type Page } from '@playwright/test'
import { E2E_CMS_URL } from './config'

// The public content pages against the real CMS with its seeded demo content. Expected counts
// come from the CMS itself, so the tests follow the seed.

async function cmsTotal(query: string) {
  const response = await fetch(`${E2E_CMS_URL}/api/content-items?pagination[pageSize]=1&${query}`)
  const body = (await response.json()) as { meta: { pagination: { total: number } } }
  return body.meta.pagination.total
}

const resultCount = (page: Page) => page.locator('.ts-results__count')
const cardTitles = (page: Page) => page.locator('.ts-content-card__title')

test.describe('content lists', () => {
  test('a type list shows its approved items as cards with type, title, summary and image', async ({ page }) => {
    // Other tests publish and delete calls meanwhile: the page's count matches the CMS's at one moment
    // (the change signal drops the cached list within a second).
    await expect(async () => {
      const total = await cmsTotal('filters[type][$eq]=CONTENT_TYPE_CALL_UP')
      await page.goto('/oproepen')
      await expect(resultCount(page)).toContainText(`${total} resultaten`, { timeout: 1000 })
    }).toPass({ timeout: 15_000 })
    // A card with a picture and a summary (calls other tests post at the top may have neither).
    const first = page
      .locator('.ts-content-card')
      .filter({ has: page.locator('img.ts-content-card__image') })
      .filter({ has: page.locator('.ts-content-card__summary') })
      .first()
    await expect(first.locator('.ts-content-card__type')).toHaveText('Oproep')
    await expect(first.locator('.ts-content-card__summary')).not.toBeEmpty()
    const image = first.locator('img.ts-content-card__image')
    await expect(image).toHaveAttribute('width', /\d+/)
    await expect(image).toHaveAttribute('height', /\d+/)
    await expect(image).toHaveAttribute('srcset', /\/_next\/image\?url=%2Fuploads%2F[^ ]+&w=640&q=75 640w/)
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The browser got a modern format from the site's image route, never a file from the CMS.
    const current = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(new URL(current).pathname).toBe('/_next/image')
    const response = await page.request.get(current, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(response.headers()['content-type']).toBe('image/avif')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  test("filters by target group and theme with 'Toepassen', in the address, and 'Wissen' clears them", async ({ page }) => {
    const total = await cmsTotal(
      'filters[type][$eq]=CONTENT_TYPE_JOB&filters[audiences][key][$eq]=AUDIENCE_STUDENT&filters[themes][slug][$eq]=ai-en-data',
    )
    await page.goto('/vacatures')
    await hydrated(page)
    await page.getByLabel('Doelgroep').selectOption('student')
    await page.getByLabel('Thema').selectOption('ai-en-data')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/\/vacatures\?doelgroep=student&thema=ai-en-data$/)
    await expect(resultCount(page)).toContainText(total === 1 ? '1 resultaat' : `${total} resultaten`)
    await expect(page.getByLabel('Doelgroep')).toHaveValue('student')

    await page.getByRole('link', { name: 'Wissen' }).click()
    await expect(page).toHaveURL(/\/vacatures$/)
    await expect(page.getByLabel('Doelgroep')).toHaveValue('')
    await expect(page.getByLabel('Thema')).toHaveValue('')
  })

  test('the overview filters by content type too', async ({ page }) => {
    await page.goto('/community?type=evenementen')
    await expect(page.getByLabel('Soort')).toHaveValue('evenementen')
    const types = await page.locator('.ts-content-card__type').allTextContents()
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['Evenement']))
    // A type list has no type filter of its own.
    await page.goto('/nieuws')
    await expect(page.getByLabel('Soort')).toHaveCount(0)
  })

  test('searches title, summary and text, also inside compound words, and says so clearly when nothing matches', async ({ page }) => {
    await page.goto('/community')
    await hydrated(page)
    await page.getByLabel('Zoeken in titel, samenvatting en tekst').fill('hackathon')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/\/community\?q=hackathon$/)
    // The CMS's full-text search (ADR 0018) finds at least what a substring filter on title and
    // summary finds: "hackathon" is inside "Stadshackathon".
    const total = await cmsTotal('_q=hackathon')
    expect(total).toBeGreaterThanOrEqual(
      await cmsTotal('filters[$or][0][title][$containsi]=hackathon&filters[$or][1][summary][$containsi]=hackathon'),
    )
    await expect(cardTitles(page).filter({ hasText: 'Stadshackathon' }).first()).toBeVisible()
    for (const card of await page.locator('.ts-content-card').all()) {
      expect((await card.textContent())?.toLowerCase()).toContain('hackathon')
    }

    await page.goto('/community?q=zzgeenresultaatzz')
    await expect(page.getByText('Geen resultaten gevonden.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Wis alle filters' })).toHaveAttribute('href', '/community')
  })

  test('the overview lists the upcoming events first, soonest first, then the other items newest first', async ({ page }) => {
    await page.goto('/community')
    const cards = page.locator('.ts-content-card')
    const types = await cards.locator('.ts-content-card__type').allTextContents()
    const events = types.findIndex((type) => type !== 'Evenement')
    expect(events, types.join(', ')).toBeGreaterThan(1)
    expect(types.slice(events)).not.toContain('Evenement')
    const starts = await cards.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
    expect(starts.slice(0, events)).toEqual([...starts.slice(0, events)].sort((a, b) => a - b))
    expect(starts[0]).toBeGreaterThan(Date.now())
  })

  test('paginates 12 at a time with an accessible pagination, and the back button returns', async ({ page }) => {
    await page.goto('/community')
    await hydrated(page)
    await expect(cardTitles(page)).toHaveCount(12)
    const pagination = page.getByRole('navigation', { name: 'Paginering' })
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
    const firstTitle = await cardTitles(page).first().textContent()

    await pagination.getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/community\?page=2$/)
    await expect(pagination.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page')
    await expect(cardTitles(page).first()).not.toHaveText(firstTitle ?? '')

    await page.goBack()
    await expect(page).toHaveURL(/\/community$/)
    await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
    await expect(cardTitles(page).first()).toHaveText(firstTitle ?? '')
  })

  test('the back button restores an earlier filter in the form', async ({ page }) => {
    await page.goto('/oproepen')
    await hydrated(page)
    await page.getByLabel('Doelgroep').selectOption('professional')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/doelgroep=professional/)
    // The address changes a moment before React renders the new list, whose form starts from the
    // address: a choice made in between is reset. Choose again only once React Router's navigation
    // has ended (retrying the click instead could add a second history entry for the same filter).
    await page.waitForFunction(() => (window as any).__reactRouterDataRouter?.state.navigation.state === 'idle')
    await page.getByLabel('Doelgroep').selectOption('student')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/doelgroep=student/)
    await page.goBack()
    await expect(page).toHaveURL(/doelgroep=professional/)
    await expect(page.getByLabel('Doelgroep')).toHaveValue('professional')
  })

  test('events: upcoming first by default, past events only on request', async ({ page }) => {
    const now = Date.now()
    await page.goto('/evenementen')
    await expect(page.getByRole('link', { name: 'Komende evenementen' })).toHaveAttribute('aria-current', 'page')
    await expect(page.locator('.utrecht-paragraph--lead')).toHaveText(/de komende evenementen eerst/)
    const upcoming = await page.locator('.ts-content-card time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))
    expect(upcoming.length).toBeGreaterThan(0)
    expect(upcoming.every((iso) => Date.parse(iso) >= now - 60_000)).toBe(true)
    expect([...upcoming].sort()).toEqual(upcoming)
    await expect(page.locator('.ts-content-card__date').first()).toHaveText(
      /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \w+ \d{4}, \d{2}:\d{2}/,
    )

    await page.getByRole('link', { name: 'Afgelopen evenementen' }).click()
    await expect(page).toHaveURL(/\/evenementen\?periode=voorbij$/)
    // The URL changes a moment before the new list renders: wait for the past-events list itself.
    await expect(page.getByRole('region', { name: 'Afgelopen evenementen' })).toBeVisible()
    // The intro says what this tab lists, not the upcoming ones.
    await expect(page.locator('.utrecht-paragraph--lead')).toHaveText(/die al geweest zijn: de meest recente eerst/)
    const past = await page.locator('.ts-content-card time').evaluateAll((els) => els.map((el) => el.getAttribute('datetime') ?? ''))
    expect(past.length).toBeGreaterThan(0)
    expect(past.every((iso) => Date.parse(iso) < now + 60_000)).toBe(true)
    expect([...past].sort().reverse()).toEqual(past)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('filtering, clearing and paging work as plain links and forms', async ({ page }) => {
    await page.goto('/vacatures')
    await page.getByLabel('Doelgroep').selectOption('student')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/\/vacatures\?.*doelgroep=student/)
    await expect(page.getByLabel('Doelgroep')).toHaveValue('student')
    const total = await cmsTotal('filters[type][$eq]=CONTENT_TYPE_JOB&filters[audiences][key][$eq]=AUDIENCE_STUDENT')
    await expect(resultCount(page)).toContainText(`${total} resultaten`)
    await page.getByRole('link', { name: 'Wissen' }).click()
    await expect(page).toHaveURL(/\/vacatures$/)

    await page.goto('/community')
    await page.getByRole('navigation', { name: 'Paginering' }).getByRole('link', { name: 'Pagina 2' }).click()
    await expect(page).toHaveURL(/\/community\?page=2$/)
  })
})

test.describe('detail pages', () => {
  const TYPES = [
    { list: '/oproepen', label: 'Oproep' },
    { list: '/vacatures', label: 'Vacature' },
    { list: '/evenementen', label: 'Evenement' },
    { list: '/nieuws', label: 'Nieuws' },
    { list: '/artikelen', label: 'Artikel' },
  ]
  for (const { list, label } of TYPES) {
    test(`${list}/{slug} shows the item with its themes, audiences and body`, async ({ page }) => {
      await page.goto(list)
      const link = page.locator('.ts-content-card__link').first()
      const title = (await link.textContent()) ?? ''
      const href = (await link.getAttribute('href')) ?? ''
      expect(href).toMatch(new RegExp(`^${list}/[a-z0-9-]+$`))
      const response = await page.goto(href)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} | Talentstad`)
      await expect(page.locator('.ts-detail .ts-content-card__type').first()).toHaveText(label)
      await expect(page.getByRole('list', { name: 'Thema’s' }).getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^${list}\\?thema=`),
      )
      await expect(page.getByText('Voor', { exact: true })).toBeVisible()
      await expect(page.locator('.ts-detail__body p').first()).not.toBeEmpty()
      await expect(page.getByRole('button', { name: /^Bewaar: / }).first()).toBeVisible()
    })
  }

  test('an event shows its Dutch date, place, organisation, external link and related events', async ({ page }) => {
    await page.goto('/evenementen/stadshackathon-slimme-mobiliteit')
    // The '48 uur' hackathon spans a weekend: both days in the label (issue 12; a same-day event shows 'dag …, 19:00 – 21:30').
    await expect(page.locator('.ts-detail__meta time')).toHaveText(/^vrijdag \d{1,2} \w+ \d{4}, 17:00 tot zondag \d{1,2} \w+ \d{4}, 17:00$/)
    await expect(page.locator('.ts-detail__meta')).toContainText('Waar')
    await expect(page.locator('.ts-detail__meta').getByRole('link')).toHaveAttribute('href', /^\/studentenorganisaties\//)
    await expect(page.getByRole('link', { name: /Aanmelden/ })).toHaveAttribute('href', /^https:\/\//)
    const hero = page.locator('img.ts-detail__hero')
    await expect(hero).toHaveAttribute('width', /\d+/)
    const related = page.getByRole('region', { name: 'Gerelateerd' })
    const count = await related.locator('.ts-content-card').count()
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(3)
  })

  test('unknown slugs and items under the wrong type path answer the Dutch 404 page', async ({ page }) => {
    for (const path of [
      '/oproepen/bestaat-niet',
      '/evenementen/bestaat-niet',
      '/nieuws/teamgenoten-voor-de-stadshackathon',
      '/vacatures/stadshackathon-slimme-mobiliteit',
      '/artikelen/Hoofdletters',
      '/nieuws/%3Cscript%3E',
      `/oproepen/${'x'.repeat(300)}`,
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
    }
  })
})

test("a member's call says who placed it by first name; an organisation's item names the organisation instead", async ({ page }) => {
  await page.goto('/oproepen/teamgenoten-voor-de-stadshackathon')
  const facts = page.locator('dl').filter({ hasText: 'Geplaatst door' })
  await expect(facts.locator('dt', { hasText: 'Geplaatst door' }).locator('+ dd')).toHaveText('Sanne')
  await expect(page.getByText('de Vries')).toHaveCount(0)
  await page.goto('/vacatures')
  await page.locator('.ts-content-card__link').first().click()
  await expect(page.locator('dt', { hasText: 'Geplaatst door' })).toHaveCount(0)
})

test.describe('organisation directories', () => {
  test('list with tag filter and search, and a detail page with contact, address, call-to-actions and content', async ({ page }) => {
    await page.goto('/bedrijven')
    await expect(page.locator('.ts-org-card').first()).toBeVisible()
    await hydrated(page)
    await page.getByLabel('Tag').selectOption('open-source')
    await page.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page).toHaveURL(/\/bedrijven\?tag=open-source$/)
    await expect(page.locator('.ts-org-card')).toHaveCount(1)
    await page.getByRole('link', { name: 'Kanaal Digital' }).click()
    await expect(page).toHaveURL(/\/bedrijven\/kanaal-digital$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kanaal Digital')
    // No uploaded logo: its initials as a designed mark, the same as on its card in the list.
    await expect(page.locator('.ts-org__logo[data-artwork="organization"]')).toHaveText('KD')
    const contact = page.getByRole('region', { name: 'Contact' })
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(contact.locator('address')).toContainText('Havenkade')
    await expect(page.getByRole('link', { name: 'Bekijk onze website' })).toHaveAttribute('href', /^https:\/\//)
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('link', { name: 'Open source' })).toHaveAttribute(
      'href',
      '/bedrijven?tag=open-source',
    )
    const content = page.getByRole('region', { name: 'Van Kanaal Digital' })
    await expect(content.locator('.ts-content-card').first()).toBeVisible()

    await page.goto('/onderwijs?q=hogeschool')
    await expect(page.locator('.ts-org-card')).toHaveCount(1)
    await page.goto('/studentenorganisaties')
    expect(await page.locator('.ts-org-card').count()).toBeGreaterThan(0)
  })

  test('wrong type or unknown organisation answers 404', async ({ page }) => {
    for (const path of ['/bedrijven/hogeschool-havendam', '/onderwijs/kanaal-digital', '/studentenorganisaties/bestaat-niet']) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
  })
})

test.describe('pictures and their designed fallback', () => {
  const artworkOf = (locator: ReturnType<Page['locator']>) =>
    locator.evaluate((element) => ({ artwork: element.getAttribute('data-artwork'), markup: element.innerHTML }))

  test('an item without a picture shows the same fallback for its type on its card and its page', async ({ page }) => {
    await page.goto('/artikelen')
    const card = page.locator('.ts-content-card').first()
    const fallback = card.locator('.ts-content-card__image')
    await expect(fallback).toHaveAttribute('data-artwork', 'article')
    await expect(fallback).toHaveAttribute('aria-hidden', 'true')
    const onCard = await artworkOf(fallback)
    expect(onCard.markup).toContain('ts-artwork__icon')
    // Deterministic: the next card of the same type carries the identical mark.
    expect(await artworkOf(page.locator('.ts-content-card').nth(1).locator('.ts-content-card__image'))).toEqual(onCard)

    await card.locator('.ts-content-card__link').click()
    await expect(page).toHaveURL(/\/artikelen\/[a-z0-9-]+$/)
    const hero = page.locator('.ts-detail__hero')
    await expect(hero).toBeVisible()
    expect(await artworkOf(hero)).toEqual(onCard)
    // Other types have their own mark.
    await page.goto('/vacatures')
    await expect(page.locator('.ts-content-card__image').first()).toHaveAttribute('data-artwork', 'job')
  })

  test("a list's first card picture is loaded eagerly and first, the others lazily, all in their aspect ratio", async ({ page }) => {
    await page.goto('/evenementen')
    const images = page.locator('img.ts-content-card__image')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    const count = await images.count()
    expect(count).toBeGreaterThan(1)
    for (let index = 1; index < count; index++) {
      await expect(images.nth(index)).toHaveAttribute('loading', 'lazy')
      await expect(images.nth(index)).not.toHaveAttribute('fetchpriority', /.*/)
    }
    // Cropped to the frame (object-fit), never stretched.
    expect(await images.first().evaluate((img) => getComputedStyle(img).objectFit)).toBe('cover')
    // A picture on its card is the same one on its page.
    const cardSource = await images.first().getAttribute('src')
    await page.locator('.ts-content-card__link').first().click()
    await expect(page.locator('img.ts-detail__hero')).toHaveAttribute('fetchpriority', 'high')
    const heroSource = await page.locator('img.ts-detail__hero').getAttribute('src')
    expect(new URL(heroSource!, 'http://x').searchParams.get('url')).toBe(new URL(cardSource!, 'http://x').searchParams.get('url'))
  })
})

test.describe('bookmarks for anonymous visitors', () => {
  test('a click shows the login toast with an Inloggen link and sends no request', async ({ page }) => {
    const favoriteRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/favorites')) favoriteRequests.push(request.url())
    })
    // The error reporting's tunnel is answered here: a keepalive POST it sends when the page is idle
    // can stay open in Chromium's view, and the page would never reach 'networkidle'.
    await page.route('**/api/monitoring', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{}' }))
    await page.goto('/oproepen')
    await hydrated(page)
    // The cards near the viewport prefetch their pages (spec 9); let that finish before listening.
    await page.waitForLoadState('networkidle')
    const requestsBefore: string[] = []
    // A card that scrolls into view may still prefetch its page (Sec-Purpose: prefetch); that is not the click's doing.
    page.on('request', (request) => {
      if (!/prefetch/.test(request.headers()['sec-purpose'] ?? '')) requestsBefore.push(request.url())
    })
    await page
      .getByRole('button', { name: /^Bewaar: / })
      .first()
      .click()
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast).toContainText('Je moet ingelogd zijn om te bookmarken.')
    // Spec 9: every toast is a success or an error; this one is an error.
    await expect(toast).toHaveAttribute('data-type', 'error')
    await expect(toast.getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', /^\/inloggen\?callbackUrl=%2Foproepen/)
    await expect(page).toHaveURL(/\/oproepen$/)
    expect(favoriteRequests).toEqual([])
    // Nothing but modules and the error reporting's own traffic (its tunnel; it loads when the page is idle).
    expect(requestsBefore.filter((url) => !url.includes('/assets/') && !url.endsWith('/api/monitoring'))).toEqual([])

    await page.goto('/evenementen/stadshackathon-slimme-mobiliteit')
    await hydrated(page)
    await page
      .locator('.ts-detail__actions')
      .getByRole('button', { name: /^Bewaar: / })
      .click()
    await expect(page.locator('[data-sonner-toast]')).toContainText('Je moet ingelogd zijn om te bookmarken.')
    expect(favoriteRequests).toEqual([])
  })
})
