import {
  AUDIENCE_TYPE_LABELS,
  CONTENT_TYPE_LABELS,
  PAGE_SIZE,
  type BlockNode,
  type ContentItemDto,
  type ContentType,
  type OrganizationDto,
  type OrganizationType,
  type StrapiListResponse,
  type TagDto,
  type ThemeDto,
} from '@talentstad/types'
import { cachedCmsFetch } from '~/lib/cms/cache.server'
import { CmsError, cmsFetch } from '~/lib/cms/cms.server'
import type { ContentFilters, OrganizationFilters } from './filters'
import { initialsMark } from './mark'
import { othersStart, pagingOf } from './paging'
import { contentListPath, contentPath, organizationListPath, organizationPath } from './paths'
import {
  communityEventsQuery,
  communityOthersQuery,
  contentDetailQuery,
  contentListQuery,
  highlightsQuery,
  organizationContentQuery,
  organizationDetailQuery,
  organizationListQuery,
  relatedContentQuery,
  TAGS_QUERY,
  THEMES_QUERY,
} from './query'
import type { ContentCardView, ContentDetailView, Option, OrganizationCardView, OrganizationDetailView, Paging } from './views'
import { formatDutchDateTime, formatEventDate } from '~/lib/dates'
import { imageRouteUrl, toImageView } from '~/lib/cms/media.server'
import { safeHref, safeWebHref } from '~/lib/http/safe-url'

// The CMS reads of the public pages, all through the stale-while-revalidate cache, each tagged
// with the models its answer is made of.

const CONTENT_MODELS = ['content-item', 'theme', 'audience', 'organization'] as const
const ORGANIZATION_MODELS = ['organization', 'tag'] as const

export function toContentCard(item: ContentItemDto): ContentCardView {
  const isEvent = item.type === 'CONTENT_TYPE_EVENT' && item.startDate
  return {
    id: item.documentId,
    type: item.type,
    typeLabel: CONTENT_TYPE_LABELS[item.type] ?? 'Bericht',
    title: item.title,
    href: contentPath(item.type, item.slug),
    summary: item.summary ?? undefined,
    ...(isEvent
      ? { dateTime: item.startDate!, dateLabel: formatEventDate(item.startDate!, item.endDate), location: item.location ?? undefined }
      : {}),
    image: toImageView(item.cardImage ?? item.image, 'small'),
  }
}

/** The paging of an organisation list (counted in full: organisations are few). */
function paging(response: StrapiListResponse<unknown>, fallbackPage: number): Paging {
  const pagination = response.meta.pagination
  return {
    page: pagination?.page ?? fallbackPage,
    pageCount: pagination?.pageCount ?? 1,
    total: pagination?.total ?? response.data.length,
  }
}

/** Every theme, by name (one cached read for the list filters and /profiel/volgend). */
export async function getThemes(): Promise<Array<Pick<ThemeDto, 'documentId' | 'name' | 'slug'>>> {
  const response = await cachedCmsFetch<StrapiListResponse<ThemeDto>>('/themes', { query: THEMES_QUERY, models: ['theme'] })
  return response.data.map(({ documentId, name, slug }) => ({ documentId, name, slug }))
}

export async function getTagOptions(): Promise<Option[]> {
  const response = await cachedCmsFetch<StrapiListResponse<TagDto>>('/tags', { query: TAGS_QUERY, models: ['tag'] })
  return response.data.map((tag) => ({ value: tag.slug, label: tag.name }))
}

export async function getContentList(type: ContentType | undefined, filters: ContentFilters, now = new Date()) {
  if (!type && !filters.type) return getCommunityList(filters, now)
  const response = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: contentListQuery({ type, filters, now }),
    models: CONTENT_MODELS,
  })
  return {
    items: response.data.map(toContentCard),
    paging: pagingOf(response.meta.pagination?.page ?? filters.page, response.meta.pagination?.total ?? response.data.length),
  }
}

/** /community: upcoming events soonest first, then the other items newest first (query.ts). */
async function getCommunityList(filters: ContentFilters, now: Date) {
  const offset = (filters.page - 1) * PAGE_SIZE
  const events = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: communityEventsQuery(filters, now, offset),
    models: CONTENT_MODELS,
  })
  const eventCount = events.meta.pagination?.total ?? events.data.length
  const start = othersStart(offset, eventCount, events.data.length)
  // Past the capped count's end (ADR 0026) with no event left in the window: nothing to place here.
  if (start === undefined) return { items: [], paging: pagingOf(filters.page, eventCount) }
  const others = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: communityOthersQuery(filters, start),
    models: CONTENT_MODELS,
  })
  const total = eventCount + (others.meta.pagination?.total ?? others.data.length)
  const items = [...events.data, ...others.data].slice(0, PAGE_SIZE).map(toContentCard)
  return { items, paging: pagingOf(filters.page, total) }
}

export async function getHighlights(type: ContentType, now = new Date()): Promise<{ items: ContentCardView[]; total: number }> {
  const response = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: highlightsQuery(type, now),
    models: CONTENT_MODELS,
  })
  // The same filters as the type's list page: its total is how many items that list shows now.
  return { items: response.data.map(toContentCard), total: response.meta.pagination?.total ?? response.data.length }
}

/** One item of this type, or undefined (unknown slug, or an item of another type). */
export async function getContentDetail(type: ContentType, slug: string, now = new Date()): Promise<ContentDetailView | undefined> {
  const response = await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
    query: contentDetailQuery(type, slug),
    models: CONTENT_MODELS,
  })
  const item = response.data[0]
  if (!item || item.type !== type || item.slug !== slug) return undefined

  const themeSlugs = (item.themes ?? []).map((theme) => theme.slug)
  const related = themeSlugs.length
    ? (
        await cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
          query: relatedContentQuery(type, slug, themeSlugs, now),
          models: CONTENT_MODELS,
        })
      ).data.map(toContentCard)
    : []

  return toContentDetail(type, item, related)
}

/** An item's page as the detail pages show it (its related items given). */
function toContentDetail(type: ContentType, item: ContentItemDto, related: ContentDetailView['related']): ContentDetailView {
  const organization = item.organization
  return {
    ...toContentCard(item),
    body: prepareBody(item.body),
    heroImage: toImageView(item.heroImage ?? item.image, 'large'),
    themes: (item.themes ?? []).map((theme) => ({
      label: theme.name,
      href: `${contentListPath(type)}?thema=${encodeURIComponent(theme.slug)}`,
    })),
    audiences: (item.audiences ?? []).map((audience) => AUDIENCE_TYPE_LABELS[audience.key] ?? audience.name),
    organization:
      organization?.slug && organization.type
        ? { label: organization.name, href: organizationPath(organization.type, organization.slug) }
        : undefined,
    placedBy: organization ? undefined : (item.placedBy?.firstName ?? undefined),
    externalUrl: safeWebHref(item.externalUrl),
    signUpEnabled: item.type === 'CONTENT_TYPE_EVENT' && item.signUpEnabled === true,
    publishedLabel: item.publishedAt ? formatDutchDateTime(item.publishedAt) : undefined,
    related,
    endDateTime: item.endDate ?? undefined,
    publishedAt: item.publishedAt ?? undefined,
    updatedAt: item.updatedAt,
  }
}

/**
 * The admin panel's preview (issue 32): a content item's current draft, by the signed link's token
 * the CMS checks (GET /api/preview/:token); undefined for a bad, forged or expired token. Never
 * cached: each request asks the CMS.
 */
export async function getContentPreview(token: string): Promise<ContentDetailView | undefined> {
  try {
    // The CMS reads the item with the public page's selection (CONTENT_DETAIL_SELECT) itself.
    const { data: item } = await cmsFetch<{ data: ContentItemDto }>(`/preview/${encodeURIComponent(token)}`)
    return toContentDetail(item.type, item, [])
  } catch (error) {
    if (error instanceof CmsError && error.cmsStatus === 404) return undefined
    throw error
  }
}

/** Body images must be CMS uploads; they are served through the image route (others are dropped). */
export function prepareBody(body: BlockNode[] | null | undefined): BlockNode[] {
  if (!Array.isArray(body)) return []
  return body.flatMap((node): BlockNode[] => {
    if (node?.type !== 'image') return [node]
    const url = node.image?.url
    const src = typeof url === 'string' ? imageRouteUrl(url, 1200) : undefined
    return src ? [{ ...node, image: { ...node.image, url: src } }] : []
  })
}

function shorten(text: string | null | undefined, max = 200) {
  if (!text) return undefined
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()} …`
}

export function toOrganizationCard(organization: OrganizationDto): OrganizationCardView {
  return {
    id: organization.documentId,
    type: organization.type,
    name: organization.name,
    href: organizationPath(organization.type, organization.slug),
    description: shorten(organization.description),
    logo: toImageView(organization.image ?? organization.cardImage, 'thumbnail'),
    mark: initialsMark(organization.name),
    tags: (organization.tags ?? []).map((tag) => tag.name),
  }
}

export async function getOrganizationList(type: OrganizationType, filters: OrganizationFilters) {
  const response = await cachedCmsFetch<StrapiListResponse<OrganizationDto>>('/organizations', {
    query: organizationListQuery(type, filters),
    models: ORGANIZATION_MODELS,
  })
  return { items: response.data.map(toOrganizationCard), paging: paging(response, filters.page) }
}

export async function getOrganizationDetail(type: OrganizationType, slug: string): Promise<OrganizationDetailView | undefined> {
  const [response, content] = await Promise.all([
    cachedCmsFetch<StrapiListResponse<OrganizationDto>>('/organizations', {
      query: organizationDetailQuery(type, slug),
      models: ORGANIZATION_MODELS,
    }),
    cachedCmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', {
      query: organizationContentQuery(slug),
      models: CONTENT_MODELS,
    }),
  ])
  const organization = response.data[0]
  if (!organization || organization.type !== type || organization.slug !== slug) return undefined

  const contact = organization.contactPerson
  const address = organization.address
  const addressLines = address
    ? [[address.street, address.houseNumber].filter(Boolean).join(' '), [address.postal, address.city].filter(Boolean).join(' ')].filter(
        Boolean,
      )
    : []
  const email = contact?.email && safeHref(`mailto:${contact.email}`) ? contact.email : undefined

  return {
    ...toOrganizationCard(organization),
    logo: toImageView(organization.image, 'small'),
    fullDescription: organization.description ?? undefined,
    heroImage: toImageView(organization.heroImage, 'large'),
    websiteUrl: safeWebHref(organization.websiteUrl),
    contactPerson:
      contact && (contact.name || email || contact.phone)
        ? {
            name: contact.name ?? undefined,
            title: contact.title ?? undefined,
            email,
            phone: contact.phone ?? undefined,
            image: toImageView(contact.image, 'thumbnail'),
          }
        : undefined,
    address: addressLines.length ? { lines: addressLines } : undefined,
    callToActions: (organization.callToActions ?? []).flatMap((cta) => {
      const href = safeWebHref(cta.url)
      return href && cta.text ? [{ label: cta.text, href }] : []
    }),
    tagLinks: (organization.tags ?? []).map((tag) => ({
      label: tag.name,
      href: `${organizationListPath(type)}?tag=${encodeURIComponent(tag.slug)}`,
    })),
    content: content.data.map(toContentCard),
  }
}
