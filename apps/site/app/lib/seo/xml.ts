import { BRAND } from '@talentstad/types'
import { absoluteUrl } from './seo'
import { href } from 'react-router'
import { ACCOUNT_PAGES, PATHS } from '../paths'

// The XML documents of the site for machines: sitemap.xml, robots.txt and the RSS 2.0 feeds.

/** Text for XML content and attribute values; characters XML 1.0 forbids are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A sitemap holds at most this many addresses (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000

export type SitemapEntry = { path: string; lastmod?: string | null }

function w3cDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>()
  const urls: string[] = []
  for (const entry of entries) {
    const loc = absoluteUrl(siteUrl, entry.path)
    if (seen.has(loc) || urls.length >= SITEMAP_MAX_URLS) continue
    seen.add(loc)
    const lastmod = w3cDate(entry.lastmod)
    urls.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** Paths crawlers should leave alone: personal pages, the API and the account pages. */
export const ROBOTS_DISALLOW = [
  PATHS.profile,
  '/api/',
  ...ACCOUNT_PAGES,
  PATHS.onboarding,
  PATHS.organizationSignUp,
  href('/zoeken'),
] as const

export function buildRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n')
}

export type RssItem = { title: string; path: string; description?: string | null; publishedAt?: string | null; guid: string }

export type RssChannel = { title: string; description: string; path: string; feedPath: string; items: readonly RssItem[] }

function rfc822(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString()
}

/** An RSS 2.0 feed (with an atom:link to itself, as validators ask). */
export function buildRss(siteUrl: string, channel: RssChannel): string {
  const items = channel.items.map((item) => {
    const link = absoluteUrl(siteUrl, item.path)
    const pubDate = rfc822(item.publishedAt)
    return [
      '<item>',
      `<title>${escapeXml(item.title)}</title>`,
      `<link>${escapeXml(link)}</link>`,
      item.description ? `<description>${escapeXml(item.description)}</description>` : '',
      pubDate ? `<pubDate>${pubDate}</pubDate>` : '',
      `<guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      '</item>',
    ].join('')
  })
  const newest = channel.items.map((item) => rfc822(item.publishedAt)).find(Boolean)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(absoluteUrl(siteUrl, channel.path))}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    '<language>nl-NL</language>',
    `<copyright>${escapeXml(`Gemeente ${BRAND.city}`)}</copyright>`,
    newest ? `<lastBuildDate>${newest}</lastBuildDate>` : '',
    `<atom:link href="${escapeXml(absoluteUrl(siteUrl, channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n')
}
