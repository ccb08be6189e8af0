import { type ApplicationType, type AudienceType, type ContentType } from './domain.js'
import type { ContentItemDto } from './dto.js'
import { APPLICATION_TYPE_LABELS, AUDIENCE_TYPE_LABELS } from './labels.js'

// Voor jou (issue 30): the member's personal feed, ranked by the CMS (api/feed), shown by the site
// and, later, mailed in the digest. The rules are written once, here, so the page that explains
// them ('Waarom zie ik dit?') and the code that applies them cannot drift apart.

/** Items per page of /voor-jou. */
export const FEED_PAGE_SIZE = 12

/** The feed looks at this many of the newest public items (docs/decisions/0051): it is about what is new. */
export const FEED_WINDOW = 600

/** The feed's last page (FEED_WINDOW / FEED_PAGE_SIZE). */
export const FEED_MAX_PAGE = FEED_WINDOW / FEED_PAGE_SIZE

/**
 * Why an item is in the member's feed, strongest first. `points` is the boost in days: an item
 * counts as that many days newer per point it matches by, so a followed organisation's item of
 * four days ago stands above an item of today that only matches by audience.
 */
export const FEED_REASONS = {
  organization: { points: 4 },
  theme: { points: 3 },
  interestTheme: { points: 2 },
  interestType: { points: 1 },
  lookingForWork: { points: 1 },
  audience: { points: 0.5 },
} as const
export type FeedReasonKind = keyof typeof FEED_REASONS

/** One reason an item matches: its kind and what it names (an organisation, a theme, an interest, an audience). */
export type FeedReason =
  | { kind: 'organization' | 'theme' | 'interestTheme'; name: string }
  | { kind: 'interestType'; interest: ApplicationType }
  | { kind: 'lookingForWork' }
  | { kind: 'audience'; audience: AudienceType }

/** The content types each onboarding interest (APPLICATION_TYPE_*) stands for. */
export const INTEREST_CONTENT_TYPES: Record<ApplicationType, readonly ContentType[]> = {
  APPLICATION_TYPE_CONNECTION: ['CONTENT_TYPE_CALL_UP'],
  APPLICATION_TYPE_EVENT: ['CONTENT_TYPE_EVENT'],
  APPLICATION_TYPE_NEWS: ['CONTENT_TYPE_NEWS', 'CONTENT_TYPE_ARTICLE'],
  APPLICATION_TYPE_JOB: ['CONTENT_TYPE_JOB'],
}

/** The reason in the words a member reads, under the item ('Omdat je Kanaal Digital volgt'). */
export function feedReasonText(reason: FeedReason): string {
  switch (reason.kind) {
    case 'organization':
      return `Omdat je ${reason.name} volgt`
    case 'theme':
      return `Omdat je het thema ${reason.name} volgt`
    case 'interestTheme':
      return `Past bij je interesse in ${reason.name}`
    case 'interestType':
      return `Past bij je interesse in ${APPLICATION_TYPE_LABELS[reason.interest].toLowerCase()}`
    case 'lookingForWork':
      return 'Omdat je een baan of stage zoekt'
    case 'audience':
      return `Bedoeld voor ${AUDIENCE_TYPE_LABELS[reason.audience].toLowerCase()}`
  }
}

/** An item of the feed: its card fields and the strongest reason it is there. */
export type FeedItemDto = ContentItemDto & { reason: FeedReason }

/**
 * GET /api/me/feed?page=N: one page of the member's feed, newest first with the boost of
 * FEED_REASONS. `personal` is false when the member has nothing the feed can use (no chosen themes
 * or content types and no follows, or their interests switched off and no follows): then `items`
 * is empty and `start` holds what is popular and upcoming, to begin with.
 */
export type FeedDto = {
  personal: boolean
  /** False when the member chose 'Gebruik mijn interesses niet': only their follows count. */
  usesInterests: boolean
  items: FeedItemDto[]
  page: number
  pageCount: number
  total: number
  start: { popular: ContentItemDto[]; upcoming: ContentItemDto[] } | null
}

/** CMS endpoints (prefix /api), with the member's JWT. */
export const FEED_API = {
  /** GET ?pagination[page]=N → `{ data: FeedDto }`: a page past the last is empty; 400 for a page that is not a whole number above 0. */
  mine: '/me/feed',
} as const
