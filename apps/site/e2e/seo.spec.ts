import { expect, test, type Page } from '@playwright/test'
import { E2E_CMS_URL, E2E_SITE_URL } from './config'

// Search engines, sharing, feeds and calendars, against the real CMS's seeded content.

const NEWS = '/nieuws/gemeente-opent-nieuw-innovatiecentrum-aan-de-haven'
const EVENT = '/evenementen/stadshackathon-slimme-mobiliteit'
const JOB = '/vacatures/junior-front-end-developer-32-40-uur'
const ARTICLE = '/artikelen/machine-learning-zonder-hype'
const COMPANY = '/bedrijven/kanaal-digital'

async function cmsItem(slug: string) {
  const response = await fetch(
    `${E2E_CMS_URL}/api/content-items?filters[slug][$eq]=${slug}&fields[0]=title&fields[1]=startDate&fields[2]=endDate`,
  )
  return ((await response.json()) as { data: Array<{ title: string; startDate: string; endDate: string | null; documentId: string }> })
    .data[0]!
}

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`)

async function jsonLd(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** Parses XML with the browser's own parser; a syntax error becomes a <parsererror> element. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      root: doc.documentElement.nodeName,
      namespace: doc.documentElement.namespaceURI,
      urls: [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
      })),
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: item.getElementsByTagName('title')[0]?.textContent ?? '',
        link: item.getElementsByTagName('link')[0]?.textContent ?? '',
        pubDate: item.getElementsByTagName('pubDate')[0]?.textContent ?? '',
      })),
    }
  }, xml)
}

test.describe('canonical address and Open Graph', () => {
  test('a list: absolute canonical without tracking parameters, but with the filters that change it', async ({ page }) => {
    await page.goto('/community?utm_source=nieuwsbrief&doelgroep=student&page=1&fbclid=abc')
    const canonical = `${E2E_SITE_URL}/community?doelgroep=student`
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical)
    await expect(meta(page, 'og:url')).toHaveAttribute('content', canonical)
    await expect(meta(page, 'og:title')).toHaveAttribute('content', 'Community')
    await expect(meta(page, 'og:description')).toHaveAttribute('content', /tech-community/)
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'website')
    await expect(meta(page, 'og:locale')).toHaveAttribute('content', 'nl_NL')
    await expect(meta(page, 'og:site_name')).toHaveAttribute('content', 'Talentstad')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
  })

  test('an item with an image: og:type article and an absolute og:image through the image route', async ({ page, request }) => {
    const item = await cmsItem('gemeente-opent-nieuw-innovatiecentrum-aan-de-haven')
    await page.goto(NEWS)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${E2E_SITE_URL}${NEWS}`)
    await expect(meta(page, 'og:title')).toHaveAttribute('content', item.title)
    await expect(meta(page, 'og:type')).toHaveAttribute('content', 'article')
    const image = await meta(page, 'og:image').getAttribute('content')
    expect(image).toMatch(new RegExp(`^${E2E_SITE_URL.replace(/\./g, '\\.')}/_next/image\\?url=%2Fuploads%2F`))
    const fetched = await request.get(image!)
    expect(fetched.status()).toBe(200)
    expect(fetched.headers()['content-type']).toMatch(/^image\//)
  })

  test('the 404 page has no canonical address', async ({ page }) => {
    await page.goto('/nieuws/bestaat-niet')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('JSON-LD', () => {
  const CASES = [
    { path: EVENT, type: 'Event' },
    { path: JOB, type: 'JobPosting' },
    { path: NEWS, type: 'NewsArticle' },
    { path: ARTICLE, type: 'NewsArticle' },
    { path: COMPANY, type: 'Organization' },
  ]
  for (const { path, type } of CASES) {
    test(`${path} carries ${type}`, async ({ page }) => {
      await page.goto(path)
      const [data, ...rest] = await jsonLd(page)
      expect(rest).toEqual([])
      expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': type, url: `${E2E_SITE_URL}${path}` })
    })
  }

  test('an event has its dates and location; the script carries the CSP nonce', async ({ page, request }) => {
    const item = await cmsItem('stadshackathon-slimme-mobiliteit')
    await page.goto(EVENT)
    const [data] = await jsonLd(page)
    expect(data).toMatchObject({ name: item.title, startDate: item.startDate, location: { '@type': 'Place' } })
    if (item.endDate) expect(data!.endDate).toBe(item.endDate)

    // Rendered for this request (a cookie the page cache does not know), with its own nonce.
    const response = await request.get(EVENT, { headers: { cookie: 'probe=1' } })
    const nonce = response.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1]
    expect(nonce).toBeTruthy()
    expect(await response.text()).toContain(`<script type="application/ld+json" nonce="${nonce}">`)
  })
})

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap is valid XML listing home, lists, static pages, items and organisations with lastmod', async ({ page, request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/xml/)
    const parsed = await parseXml(page, await response.text())
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe('urlset')
    expect(parsed.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    const locs = parsed.urls.map((url) => url.loc)
    for (const path of ['/', '/community', '/nieuws', '/bedrijven', '/toegankelijkheid', '/privacy-cookies', NEWS, EVENT, COMPANY]) {
      expect(locs, path).toContain(path === '/' ? `${E2E_SITE_URL}/` : `${E2E_SITE_URL}${path}`)
    }
    expect(parsed.urls.find((url) => url.loc === `${E2E_SITE_URL}${NEWS}`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(locs.some((loc) => loc.includes('/profiel'))).toBe(false)
  })

  test('robots.txt allows the site, keeps crawlers out of profile, API and account pages, and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await response.text()
    expect(text).toContain('User-agent: *\nAllow: /\n')
    for (const path of ['/profiel', '/api/', '/inloggen', '/registreren']) expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${E2E_SITE_URL}/sitemap.xml`)
  })
})

test.describe('RSS', () => {
  test('the news feed is valid RSS 2.0 and lists a known news item; pages link to it', async ({ page, request }) => {
    const item = await cmsItem('gemeente-opent-nieuw-innovatiecentrum-aan-de-haven')
    const response = await request.get('/nieuws/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/rss\+xml/)
    const parsed = await parseXml(page, await response.text())
    expect(parsed.error).toBe(false)
    expect(parsed.root).toBe('rss')
    const listed = parsed.items.find((entry) => entry.link === `${E2E_SITE_URL}${NEWS}`)
    expect(listed?.title).toBe(item.title)
    expect(new Date(listed!.pubDate).getTime()).not.toBeNaN()

    await page.goto('/nieuws')
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href="/nieuws/rss.xml"]')).toHaveCount(1)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href="/artikelen/rss.xml"]')).toHaveCount(1)
  })

  test('the articles feed lists articles only', async ({ page, request }) => {
    const parsed = await parseXml(page, await (await request.get('/artikelen/rss.xml')).text())
    expect(parsed.error).toBe(false)
    expect(parsed.items.length).toBeGreaterThan(0)
    expect(parsed.items.every((entry) => entry.link.startsWith(`${E2E_SITE_URL}/artikelen/`))).toBe(true)
  })
})

test.describe('calendar file', () => {
  test('an event page links to its .ics, which has the event’s start in UTC', async ({ page, request }) => {
    const item = await cmsItem('stadshackathon-slimme-mobiliteit')
    await page.goto(EVENT)
    const link = page.getByRole('link', { name: /Zet in je agenda/ })
    await expect(link).toHaveAttribute('href', `${EVENT}/agenda.ics`)

    const response = await request.get(`${EVENT}/agenda.ics`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/)
    const ics = await response.text()
    const utc = (iso: string) =>
      new Date(iso)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(ics).toContain(`\r\nDTSTART:${utc(item.startDate)}\r\n`)
    expect(ics).toContain(`\r\nUID:${item.documentId}@127.0.0.1\r\n`)
    expect(ics).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/)
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:${item.title.replace(/([,;\\])/g, '\\$1')}`)
  })

  test('unknown events and non-events answer 404', async ({ request }) => {
    expect((await request.get('/evenementen/bestaat-niet/agenda.ics')).status()).toBe(404)
    expect((await request.get('/evenementen/a%20b/agenda.ics')).status()).toBe(404)
    expect((await request.get('/evenementen/junior-front-end-developer-32-40-uur/agenda.ics')).status()).toBe(404)
  })
})
