import { getEnv } from '~/lib/env.server'
import { getFeedItems } from '~/lib/seo/seo.server'
import { FEEDS } from '~/lib/seo/feeds'
import { buildRss } from '~/lib/seo/xml'
import type { Route } from './+types/rss'
import { notFoundResponse, textResponse, withCms } from '~/lib/seo/respond.server'

// GET /nieuws/rss.xml and /artikelen/rss.xml: RSS 2.0 of the newest items of that type, one module
// registered under both addresses (routes.ts); the address picks the feed (lib/seo/feeds.ts).
export const loader = ({ request }: Route.LoaderArgs) => {
  const feed = FEEDS.find((candidate) => candidate.feedPath === new URL(request.url).pathname)
  if (!feed) return notFoundResponse()
  return withCms(async () =>
    textResponse(buildRss(getEnv().SITE_URL, { ...feed, items: await getFeedItems(feed) }), 'application/rss+xml; charset=utf-8'),
  )
}
