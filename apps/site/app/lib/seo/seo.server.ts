import {
  STATIC_PAGE_KEYS,
  STATIC_PAGES,
  type ContentItemDto,
  type ContentType,
  type OrganizationDto,
  type StrapiListResponse,
} from '@talentstad/types'
import { cachedCmsFetch, getCmsCache } from '~/lib/cms/cache.server'
import { isCmsError } from '~/lib/cms/cms.server'
import { cmsFetch } from '~/lib/cms/cms.server'
import { contentPath, ORGANIZATION_TYPE_SEGMENTS, organizationPath } from '~/lib/content/paths'
import { CONTENT_TYPE_SEGMENTS } from '~/lib/paths'
import { FEED_SIZE, type Feed } from './feeds'
import type { RssItem, SitemapEntry } from './xml'
import { getStaticPage } from '~/lib/content/static-pages.server'
import { PATHS } from '~/lib/paths'

// The CMS reads behind sitemap.xml and the RSS feeds, cached like every public read.

/** Strapi's maxLimit: the most records one call may return. */
export const SITEMAP_PAGE_SIZE = 100
/** A sitemap holds at most 50,000 addresses; stop reading well before the CMS would be strained. */
const SITEMAP_MAX_RECORDS = 49_000

type Listed = { id: number; slug: string; updatedAt: string }

/**
 * Reads every record of a collection with only the given fields, 100 per call, by keyset
 * (`id > last id`, sorted by id, no count): each call is one index range scan, so page 100 costs
 * the same as page 1, where an offset would scan everything before it.
 */
export async function readAllForSitemap<T extends Listed>(
  path: '/content-items' | '/organizations',
  fields: readonly string[],
  fetchPage: typeof cmsFetch = cmsFetch,
): Promise<T[]> {
  const all: T[] = []
  let lastId = 0
  while (all.length < SITEMAP_MAX_RECORDS) {
    const response = await fetchPage<StrapiListResponse<T>>(path, {
      query: {
        filters: { id: { $gt: lastId } },
        fields: [...fields],
        sort: ['id:asc'],
        pagination: { page: 1, pageSize: SITEMAP_PAGE_SIZE, withCount: false },
      },
      timeoutMs: 10_000,
    })
    all.push(...response.data)
    const last = response.data[response.data.length - 1]
    if (response.data.length < SITEMAP_PAGE_SIZE || !last) break
    lastId = last.id
  }
  return all
}

const STATIC_LISTS = [
  PATHS.community,
  ...Object.values(CONTENT_TYPE_SEGMENTS).map((segment) => `/${segment}`),
  ...Object.values(ORGANIZATION_TYPE_SEGMENTS).map((segment) => `/${segment}`),
]

async function buildSitemapEntries(): Promise<SitemapEntry[]> {
  const [items, organizations, pages] = await Promise.all([
    readAllForSitemap<Listed & Pick<ContentItemDto, 'type'>>('/content-items', ['slug', 'type', 'updatedAt']),
    readAllForSitemap<Listed & Pick<OrganizationDto, 'type'>>('/organizations', ['slug', 'type', 'updatedAt']),
    // A page an editor removed is left out; it does not take the whole sitemap down.
    Promise.all(
      STATIC_PAGE_KEYS.map(async (key) => {
        try {
          return [{ path: STATIC_PAGES[key].sitePath, lastmod: (await getStaticPage(key)).lastUpdated }]
        } catch (error) {
          if (isCmsError(error) && error.kind === 'not-found') return []
          throw error
        }
      }),
    ).then((found) => found.flat()),
  ])
  return [
    { path: PATHS.home },
    ...STATIC_LISTS.map((path) => ({ path })),
    ...pages,
    ...organizations
      .filter((org) => org.slug && org.type)
      .map((org) => ({ path: organizationPath(org.type, org.slug), lastmod: org.updatedAt })),
    ...items.filter((item) => item.slug && item.type).map((item) => ({ path: contentPath(item.type, item.slug), lastmod: item.updatedAt })),
  ]
}

/** Every public address with its last change; cached and dropped when content changes. */
export function getSitemapEntries(): Promise<SitemapEntry[]> {
  return getCmsCache().get('seo:sitemap', ['content-item', 'organization', ...STATIC_PAGE_KEYS], buildSitemapEntries)
}

/** The newest items of a feed's type. */
export async function getFeedItems(feed: Feed): Promise<RssItem[]> {
  const type: ContentType = feed.type
  const response = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: {
      filters: { type: { $eq: type } },
      fields: ['title', 'slug', 'type', 'summary', 'publishedAt'],
      sort: ['publishedAt:desc', 'id:desc'],
      pagination: { page: 1, pageSize: FEED_SIZE, withCount: false },
    },
    models: ['content-item'],
  })
  return response.data
    .filter((item) => item.type === type && item.slug)
    .map((item) => ({
      title: item.title,
      path: contentPath(item.type, item.slug),
      description: item.summary,
      publishedAt: item.publishedAt,
      guid: `content-item:${item.documentId}`,
    }))
}
