import { withSignUps } from '~/lib/events/registrations.server'
import { FEED_API, feedReasonText, type FeedDto } from '@talentstad/types'
import { requireUser } from '~/lib/auth/auth.server'
import { memberRead } from '~/lib/cms/member-api.server'
import { toContentCard } from '~/lib/content/content.server'
import { FILTER_PARAMS, parsePage, searchForPage } from '~/lib/content/filters'
import type { ContentCardView, Paging } from '~/lib/content/views'
import { safeRedirect } from '~/lib/http/redirect.server'

export type FeedPageData = {
  pathname: string
  search: string
  /** False: nothing the feed can use yet; `start` shows what is popular and upcoming. */
  personal: boolean
  usesInterests: boolean
  items: ContentCardView[]
  paging: Paging
  start: { popular: ContentCardView[]; upcoming: ContentCardView[] } | null
}

/**
 * /voor-jou: one page of the member's feed, ranked and explained by the CMS (GET /api/me/feed, one
 * member read, kept like every member read). A page past the last goes to the last.
 */
export async function loadFeed(request: Request): Promise<FeedPageData> {
  const { jwt } = await requireUser(request)
  const url = new URL(request.url)
  const page = parsePage(url.searchParams.get(FILTER_PARAMS.page))
  const feed = (await memberRead<{ data: FeedDto }>({ jwt, signal: request.signal }, FEED_API.mine, { pagination: { page } })).data
  if (page > feed.pageCount) throw safeRedirect(`${url.pathname}${searchForPage(url.search, feed.pageCount)}`)
  return {
    pathname: url.pathname,
    search: url.search,
    personal: feed.personal,
    usesInterests: feed.usesInterests,
    items: await withSignUps(
      request,
      feed.items.map((item) => ({ ...toContentCard(item), reason: feedReasonText(item.reason) })),
    ),
    paging: { page: feed.page, pageCount: feed.pageCount, total: feed.total },
    start: feed.start && {
      popular: feed.start.popular.map(toContentCard),
      upcoming: await withSignUps(request, feed.start.upcoming.map(toContentCard)),
    },
  }
}
