import { BRAND, type BlockNode } from '@talentstad/types'
import type { ContentDetailView, OrganizationDetailView } from '~/lib/content/views'
import { absoluteUrl } from './seo'

// schema.org structured data of the detail pages (rendered by components/json-ld.tsx):
// JobPosting for jobs, Event for events, NewsArticle for news and articles, Organization for
// organisations. Calls (oproepen) have no fitting type and get none.

type JsonLd = Record<string, unknown>

/** The plain text of a blocks document (for descriptions). */
export function blocksToText(blocks: readonly BlockNode[] | null | undefined): string {
  const walk = (node: unknown): string => {
    if (Array.isArray(node)) return node.map(walk).join(node.every((child) => child?.type === 'text') ? '' : ' ')
    if (!node || typeof node !== 'object') return ''
    const { text, children } = node as { text?: unknown; children?: unknown }
    return typeof text === 'string' ? text : walk(children)
  }
  return walk(blocks).replace(/\s+/g, ' ').trim()
}

function shorten(text: string, max: number) {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`
}

function publisher(siteUrl: string): JsonLd {
  return { '@type': 'Organization', name: BRAND.name, url: absoluteUrl(siteUrl, '/') }
}

function place(location: string | undefined): JsonLd {
  return {
    '@type': 'Place',
    name: location ?? BRAND.city,
    address: { '@type': 'PostalAddress', addressLocality: BRAND.city, addressCountry: 'NL' },
  }
}

export function contentJsonLd(item: ContentDetailView, siteUrl: string): JsonLd | undefined {
  const url = absoluteUrl(siteUrl, item.href)
  const description = item.summary ?? (shorten(blocksToText(item.body), 500) || undefined)
  const image = item.heroImage ? [absoluteUrl(siteUrl, item.heroImage.src)] : undefined
  const organization = item.organization
    ? { '@type': 'Organization', name: item.organization.label, url: absoluteUrl(siteUrl, item.organization.href) }
    : undefined
  const base = { '@context': 'https://schema.org', url, ...(image ? { image } : {}), ...(description ? { description } : {}) }

  switch (item.type) {
    case 'CONTENT_TYPE_JOB':
      return {
        ...base,
        '@type': 'JobPosting',
        title: item.title,
        description: description ?? item.title,
        datePosted: item.publishedAt,
        hiringOrganization: organization ?? publisher(siteUrl),
        jobLocation: place(item.location),
        ...(item.externalUrl ? { sameAs: item.externalUrl } : {}),
      }
    case 'CONTENT_TYPE_EVENT':
      if (!item.dateTime) return undefined
      return {
        ...base,
        '@type': 'Event',
        name: item.title,
        startDate: item.dateTime,
        ...(item.endDateTime ? { endDate: item.endDateTime } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: place(item.location),
        ...(organization ? { organizer: organization } : {}),
      }
    case 'CONTENT_TYPE_NEWS':
    case 'CONTENT_TYPE_ARTICLE':
      return {
        ...base,
        '@type': 'NewsArticle',
        headline: shorten(item.title, 110),
        ...(item.publishedAt ? { datePublished: item.publishedAt } : {}),
        ...(item.updatedAt ? { dateModified: item.updatedAt } : {}),
        mainEntityOfPage: url,
        author: organization ?? publisher(siteUrl),
        publisher: publisher(siteUrl),
        inLanguage: 'nl-NL',
      }
    default:
      return undefined
  }
}

export function organizationJsonLd(organization: OrganizationDetailView, siteUrl: string): JsonLd {
  const address = organization.address?.lines
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: absoluteUrl(siteUrl, organization.href),
    ...(organization.fullDescription ? { description: shorten(organization.fullDescription, 500) } : {}),
    ...(organization.logo ? { logo: absoluteUrl(siteUrl, organization.logo.src) } : {}),
    ...(organization.websiteUrl ? { sameAs: [organization.websiteUrl] } : {}),
    ...(address?.length
      ? { address: { '@type': 'PostalAddress', streetAddress: address[0], addressLocality: address[1], addressCountry: 'NL' } }
      : {}),
  }
}
