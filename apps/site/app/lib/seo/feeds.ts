import { BRAND, type ContentType } from '@talentstad/types'
import { contentListPath } from '~/lib/content/paths'

/** The RSS feeds: one per type, beside its list (docs/decisions/0008). */
export const FEEDS = [
  {
    type: 'CONTENT_TYPE_NEWS',
    title: `${BRAND.name} – Nieuws`,
    description: `Het nieuws uit de tech-community van ${BRAND.city}.`,
    path: contentListPath('CONTENT_TYPE_NEWS'),
    feedPath: `${contentListPath('CONTENT_TYPE_NEWS')}/rss.xml`,
  },
  {
    type: 'CONTENT_TYPE_ARTICLE',
    title: `${BRAND.name} – Artikelen`,
    description: `Artikelen met achtergronden en tips voor tech-talent in ${BRAND.city}.`,
    path: contentListPath('CONTENT_TYPE_ARTICLE'),
    feedPath: `${contentListPath('CONTENT_TYPE_ARTICLE')}/rss.xml`,
  },
] as const satisfies ReadonlyArray<{ type: ContentType; title: string; description: string; path: string; feedPath: string }>

export type Feed = (typeof FEEDS)[number]

/** How many of the newest items a feed lists. */
export const FEED_SIZE = 30

/** The .ics download of an event, beside its page: `/evenementen/{slug}/agenda.ics`. */
export function calendarPath(eventPath: string) {
  return `${eventPath}/agenda.ics`
}
