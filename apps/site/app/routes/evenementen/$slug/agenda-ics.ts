import { BRAND, buildEventIcs, eventCalendarUid } from '@talentstad/types'
import { isUid } from '~/lib/content/paths'
import { getContentDetail } from '~/lib/content/content.server'
import { getEnv } from '~/lib/env.server'
import { absoluteUrl } from '~/lib/seo/seo'
import type { Route } from './+types/agenda-ics'
import { notFoundResponse, textResponse, withCms } from '~/lib/seo/respond.server'

// GET /evenementen/{slug}/agenda.ics: the event as an iCalendar file; unknown slugs are 404.
export const loader = ({ params }: Route.LoaderArgs) => {
  const slug = params.slug
  if (!isUid(slug)) return notFoundResponse()
  return withCms(async () => {
    const event = await getContentDetail('CONTENT_TYPE_EVENT', slug)
    if (!event?.dateTime) return notFoundResponse()
    const siteUrl = getEnv().SITE_URL
    const ics = buildEventIcs(
      {
        uid: eventCalendarUid(event.id, new URL(siteUrl).hostname),
        title: event.title,
        start: event.dateTime,
        end: event.endDateTime,
        description: [event.summary, absoluteUrl(siteUrl, event.href)].filter(Boolean).join('\n\n'),
        location: event.location,
        url: absoluteUrl(siteUrl, event.href),
        updatedAt: event.updatedAt,
      },
      { productId: `-//${BRAND.name}//Evenementen//NL` },
    )
    return textResponse(ics, 'text/calendar; charset=utf-8', {
      headers: { 'Content-Disposition': `attachment; filename="${slug}.ics"` },
    })
  })
}
