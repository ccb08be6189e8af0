import { describe, expect, it } from 'vitest'
import { buildRobots, buildRss, buildSitemap, escapeXml, SITEMAP_MAX_URLS } from './xml'

const SITE = 'https://talentstad.example'

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0000\u0008`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;')
    expect(escapeXml('café 🚀')).toBe('café 🚀')
  })
})

describe('buildSitemap', () => {
  const xml = buildSitemap(SITE, [
    { path: '/' },
    { path: '/nieuws/a&b', lastmod: '2026-11-20T08:15:00.000Z' },
    { path: '/nieuws/a&b', lastmod: '2026-11-20T08:15:00.000Z' },
    { path: '/disclaimer', lastmod: '2026-01-15' },
    { path: '/x', lastmod: 'geen datum' },
  ])

  it('is a sitemaps.org urlset of absolute, escaped, unique addresses with W3C lastmod dates', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    )
    expect(xml).toContain('<url><loc>https://talentstad.example/</loc></url>')
    expect(xml).toContain('<url><loc>https://talentstad.example/nieuws/a&amp;b</loc><lastmod>2026-11-20T08:15:00.000Z</lastmod></url>')
    expect(xml.match(/nieuws\/a&amp;b/g)).toHaveLength(1)
    expect(xml).toContain('<lastmod>2026-01-15T00:00:00.000Z</lastmod>')
    expect(xml).toContain('<url><loc>https://talentstad.example/x</loc></url>')
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true)
  })

  it('stops at the 50,000 addresses a sitemap may hold', () => {
    const many = Array.from({ length: SITEMAP_MAX_URLS + 10 }, (_, index) => ({ path: `/nieuws/${index}` }))
    expect(buildSitemap(SITE, many).match(/<url>/g)).toHaveLength(SITEMAP_MAX_URLS)
  })
})

describe('buildRobots', () => {
  it('allows the public site, keeps crawlers out of profile, API and account pages, and names the sitemap', () => {
    const robots = buildRobots(SITE)
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/)
    for (const path of ['/profiel', '/api/', '/inloggen', '/registreren', '/2fa', '/wachtwoord-vergeten']) {
      expect(robots).toContain(`\nDisallow: ${path}\n`)
    }
    expect(robots).toContain('\nSitemap: https://talentstad.example/sitemap.xml\n')
  })
})

describe('buildRss', () => {
  const rss = buildRss(SITE, {
    title: 'Talentstad – Nieuws',
    description: 'Nieuws & meer',
    path: '/nieuws',
    feedPath: '/nieuws/rss.xml',
    items: [
      {
        title: 'Nieuw <centrum>',
        path: '/nieuws/nieuw-centrum',
        description: 'Het "centrum" opent',
        publishedAt: '2026-11-20T08:15:00.000Z',
        guid: 'content-item:abc',
      },
      { title: 'Zonder datum', path: '/nieuws/zonder', guid: 'content-item:def' },
    ],
  })

  it('is RSS 2.0 with a channel that links to the list and to itself', () => {
    expect(rss).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">')
    expect(rss).toContain('<title>Talentstad – Nieuws</title>')
    expect(rss).toContain('<link>https://talentstad.example/nieuws</link>')
    expect(rss).toContain('<description>Nieuws &amp; meer</description>')
    expect(rss).toContain('<language>nl-NL</language>')
    expect(rss).toContain('<atom:link href="https://talentstad.example/nieuws/rss.xml" rel="self" type="application/rss+xml"/>')
    expect(rss).toContain('<lastBuildDate>Fri, 20 Nov 2026 08:15:00 GMT</lastBuildDate>')
  })

  it('lists each item with an escaped title, absolute link, RFC 822 date and a stable guid', () => {
    expect(rss).toContain(
      '<item><title>Nieuw &lt;centrum&gt;</title><link>https://talentstad.example/nieuws/nieuw-centrum</link><description>Het &quot;centrum&quot; opent</description><pubDate>Fri, 20 Nov 2026 08:15:00 GMT</pubDate><guid isPermaLink="false">content-item:abc</guid></item>',
    )
    expect(rss).toContain(
      '<item><title>Zonder datum</title><link>https://talentstad.example/nieuws/zonder</link><guid isPermaLink="false">content-item:def</guid></item>',
    )
  })
})
