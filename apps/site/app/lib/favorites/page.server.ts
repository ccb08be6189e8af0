import { CONTENT_TYPES, PAGE_SIZE, type ContentItemDto, type ContentType, type StrapiListResponse } from '@talentstad/types'
import type { CurrentUser } from '~/lib/auth/auth.server'
import { cmsFetch } from '~/lib/cms/cms.server'
import { FILTER_PARAMS, parsePage } from '~/lib/content/filters'
import { contentTypeForSegment } from '~/lib/content/paths'
import type { ContentCardView, Paging } from '~/lib/content/views'
import { toContentCard } from '~/lib/content/content.server'
import { favoritesPageSearch } from './page'
import { FAVORITES_CHUNK, favoriteCardsQuery, favoriteTypesQuery } from './query'
import { getFavorites } from './favorites.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { throwForCmsFailure } from '~/lib/http/page-errors.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'

/**
 * The saved items page (/profiel/opgeslagen): the member's bookmarks as cards, newest bookmark
 * first, filterable by type, PAGE_SIZE per page. Reads: the list (shared with the root loader),
 * the type of every bookmarked item that is still public (one call per 100 bookmarks, Strapi's
 * page and `$in` limit), and the cards of this page (one call). Items that are no longer public
 * (withdrawn or deleted) are left out.
 */

export type SavedItemsData = {
  pathname: string
  type: ContentType | null
  /** Favorited public items per type, and in all. */
  counts: Partial<Record<ContentType, number>>
  total: number
  items: ContentCardView[]
  paging: Paging
  search: string
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < list.length; start += size) result.push(list.slice(start, start + size))
  return result
}

async function publicTypes(ids: readonly string[], signal: AbortSignal): Promise<Map<string, ContentType>> {
  const pages = await Promise.all(
    chunks(ids, FAVORITES_CHUNK).map((chunk) =>
      cmsFetch<StrapiListResponse<Pick<ContentItemDto, 'documentId' | 'type'>>>('/content-items', {
        query: favoriteTypesQuery(chunk),
        signal,
      }),
    ),
  )
  return new Map(pages.flatMap((page) => page.data.map((item) => [item.documentId, item.type] as const)))
}

async function cards(ids: readonly string[], signal: AbortSignal): Promise<ContentCardView[]> {
  if (ids.length === 0) return []
  const response = await cmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', { query: favoriteCardsQuery(ids), signal })
  const byId = new Map(response.data.map((item) => [item.documentId, toContentCard(item)]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The member's bookmarks that are still public (newest first) and their types: what the saved
 * items page lists (the /profiel dashboard's count of them is the CMS's, favorites.countPublic).
 * A CMS that cannot give the list is a 503.
 */
async function publicFavorites(request: Request, current: CurrentUser): Promise<{ visible: string[]; types: Map<string, ContentType> }> {
  const favorites = await getFavorites(request, current)
  if (!favorites.ok) {
    console.error(`Favorites could not be loaded (CMS ${favorites.status} ${favorites.code})`)
    throwForCmsFailure(favorites.status)
  }
  const types = await publicTypes(favorites.data, request.signal)
  return { visible: favorites.data.filter((id) => types.has(id)), types }
}

export async function loadSavedItems(request: Request, current: CurrentUser): Promise<SavedItemsData> {
  const url = new URL(request.url)
  const type = contentTypeForSegment(url.searchParams.get(FILTER_PARAMS.type)) ?? null
  const page = parsePage(url.searchParams.get(FILTER_PARAMS.page))

  return withPageErrors(async () => {
    const { visible, types } = await publicFavorites(request, current)
    const counts: Partial<Record<ContentType, number>> = {}
    for (const id of visible) counts[types.get(id)!] = (counts[types.get(id)!] ?? 0) + 1
    const selected = type ? visible.filter((id) => types.get(id) === type) : visible

    const pageCount = Math.max(1, Math.ceil(selected.length / PAGE_SIZE))
    // After removing the last item of the last page, show the page before it.
    if (page > pageCount) throw safeRedirect(`${url.pathname}${favoritesPageSearch(type, pageCount)}`)

    return {
      pathname: url.pathname,
      type,
      counts: Object.fromEntries(CONTENT_TYPES.filter((t) => counts[t]).map((t) => [t, counts[t]])),
      total: visible.length,
      items: await cards(selected.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), request.signal),
      paging: { page, pageCount, total: selected.length },
      search: favoritesPageSearch(type, page),
    }
  })
}
