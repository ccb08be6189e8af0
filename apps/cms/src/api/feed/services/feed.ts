import type { Core } from '@strapi/strapi'
import {
  CARD_FIELDS,
  FEED_PAGE_SIZE,
  FEED_REASONS,
  FEED_WINDOW,
  INTEREST_CONTENT_TYPES,
  MEDIA_FIELDS,
  type ApplicationType,
  type AudienceType,
  type ContentItemDto,
  type ContentType,
  type FeedDto,
  type FeedReason,
} from '@talentstad/types'
import { linkedRowLists } from '../../../lib/linked-ids'
import { selectRows, type Selected } from '../../../lib/rows'

const ITEM = 'api::content-item.content-item'
const USER = 'plugin::users-permissions.user'
const THEME = 'api::theme.theme'
const FAVORITE = 'api::favorite.favorite'
const EVENT: ContentType = 'CONTENT_TYPE_EVENT'
const DAY_MS = 24 * 60 * 60 * 1000

/** What the feed knows of the member: their follows, and their onboarding interests unless they switched them off. */
export type FeedSignals = {
  organizations: ReadonlySet<string>
  themes: ReadonlySet<string>
  interestThemes: ReadonlySet<string>
  contentTypes: ReadonlyMap<ContentType, ApplicationType>
  audiences: readonly AudienceType[]
  lookingForWork: boolean
  usesInterests: boolean
}

/** A candidate as the window read gives it: what the matching looks at. */
export type Candidate = Selected<typeof ITEM, 'id' | 'documentId' | 'type' | 'publishedAt' | 'startDate'> & {
  organization?: { documentId: string; name: string } | null
  themes?: Array<{ documentId: string; name: string }>
  audiences?: Array<{ key: AudienceType }>
}

/** Whether the member chose anything the feed can use (audience and career stage alone are not a choice). */
export const isPersonal = (signals: FeedSignals) =>
  signals.organizations.size + signals.themes.size + signals.interestThemes.size + signals.contentTypes.size > 0

/** Every reason the item matches the member by, strongest first (FEED_REASONS' order). */
export function reasonsFor(item: Candidate, signals: FeedSignals): FeedReason[] {
  const reasons: FeedReason[] = []
  if (item.organization && signals.organizations.has(item.organization.documentId))
    reasons.push({ kind: 'organization', name: item.organization.name })
  const themes = item.themes ?? []
  const followedTheme = themes.find((theme) => signals.themes.has(theme.documentId))
  if (followedTheme) reasons.push({ kind: 'theme', name: followedTheme.name })
  if (signals.usesInterests) {
    const interestTheme = themes.find((theme) => signals.interestThemes.has(theme.documentId) && theme !== followedTheme)
    if (interestTheme) reasons.push({ kind: 'interestTheme', name: interestTheme.name })
    const interest = signals.contentTypes.get(item.type)
    if (interest) reasons.push({ kind: 'interestType', interest })
    if (signals.lookingForWork && item.type === 'CONTENT_TYPE_JOB') reasons.push({ kind: 'lookingForWork' })
    const audience = (item.audiences ?? []).find((entry) => signals.audiences.includes(entry.key))
    if (audience) reasons.push({ kind: 'audience', audience: audience.key })
  }
  return reasons
}

/** The ranking key: the item's publication time, moved later by a day per point of its reasons. */
export const rankOf = (publishedAt: string | Date | null | undefined, reasons: readonly FeedReason[]) =>
  new Date(publishedAt ?? 0).getTime() + reasons.reduce((sum, reason) => sum + FEED_REASONS[reason.kind].points, 0) * DAY_MS

/** Who an item is meant for, by the member's career stage, or else by what they said they are. */
function audiencesOf(user: { typeOfUser?: string | null; careerStage?: string | null }): AudienceType[] {
  switch (user.careerStage) {
    case 'CAREER_STAGE_STUDYING':
      return ['AUDIENCE_STUDENT']
    case 'CAREER_STAGE_WORKING':
    case 'CAREER_STAGE_LOOKING':
      return ['AUDIENCE_PROFESSIONAL']
    case 'CAREER_STAGE_BOTH':
      return ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL']
  }
  if (user.typeOfUser === 'TYPE_STUDENT') return ['AUDIENCE_STUDENT']
  if (user.typeOfUser === 'TYPE_PROFESSIONAL') return ['AUDIENCE_PROFESSIONAL']
  return []
}

const CARD_POPULATE = { cardImage: { fields: [...MEDIA_FIELDS] }, image: { fields: [...MEDIA_FIELDS] } }

const feedService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** Public now: approved and published (the same rule as the public API), and no event that has begun. */
  const publicNow = (now: Date) => ({
    reviewState: 'approved',
    publishedAt: { $notNull: true },
    $or: [{ type: { $ne: EVENT } }, { startDate: { $gte: now.toISOString() } }],
  })

  /** The newest FEED_WINDOW public items with what the matching looks at (four statements). */
  async function window(now: Date): Promise<Candidate[]> {
    return strapi.db.query(ITEM).findMany({
      where: publicNow(now),
      select: ['id', 'documentId', 'type', 'publishedAt', 'startDate'],
      populate: {
        organization: { select: ['documentId', 'name'] },
        themes: { select: ['documentId', 'name'] },
        audiences: { select: ['key'] },
      },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      limit: FEED_WINDOW,
    })
  }

  /** The cards of these public items, in this order (what a public list gives for them). */
  async function cards(documentIds: readonly string[]): Promise<ContentItemDto[]> {
    if (documentIds.length === 0) return []
    const rows = (await strapi.documents(ITEM).findMany({
      filters: { documentId: { $in: [...documentIds] }, reviewState: 'approved' },
      status: 'published',
      fields: [...CARD_FIELDS],
      populate: CARD_POPULATE,
      limit: documentIds.length,
    })) as unknown as ContentItemDto[]
    const byId = new Map(rows.map((row) => [row.documentId, row]))
    return documentIds.flatMap((documentId) => byId.get(documentId) ?? [])
  }

  /**
   * What a member without a personal feed starts with: the upcoming events, soonest first, and the
   * items of the window most members saved.
   */
  async function start(candidates: Candidate[], now: Date): Promise<NonNullable<FeedDto['start']>> {
    const upcoming = await strapi.db.query(ITEM).findMany({
      where: { reviewState: 'approved', publishedAt: { $notNull: true }, type: EVENT, startDate: { $gte: now.toISOString() } },
      select: ['documentId'],
      orderBy: [{ startDate: 'asc' }, { id: 'asc' }],
      limit: 3,
    })
    const ids = candidates.map((item) => item.id)
    const saved = new Map<number, number>()
    if (ids.length > 0) {
      const link = (
        strapi.db.metadata.get(FAVORITE).attributes.contentItem as unknown as {
          joinTable: { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }
        }
      ).joinTable
      const counts: Array<{ item: number; saves: number | string }> = await strapi.db
        .getConnection(link.name)
        .select({ item: link.inverseJoinColumn.name })
        .count({ saves: link.joinColumn.name })
        .whereIn(link.inverseJoinColumn.name, ids)
        .groupBy(link.inverseJoinColumn.name)
      for (const row of counts) saved.set(row.item, Number(row.saves))
    }
    const upcomingIds = new Set(upcoming.map((item: { documentId: string }) => item.documentId))
    const popular = candidates
      .filter((item) => !upcomingIds.has(item.documentId))
      .map((item, index) => ({ item, saves: saved.get(item.id) ?? 0, index }))
      .sort((a, b) => b.saves - a.saves || a.index - b.index)
      .slice(0, 6)
      .map(({ item }) => item.documentId)
    const [popularCards, upcomingCards] = await Promise.all([cards(popular), cards([...upcomingIds])])
    return { popular: popularCards, upcoming: upcomingCards }
  }

  /** What the feed may use of each of these members (batched for the digests); a member whose account is gone is not in the map. */
  async function signalsOf(userIds: readonly number[]): Promise<Map<number, FeedSignals>> {
    if (userIds.length === 0) return new Map()
    const [users, themes, follows] = await Promise.all([
      selectRows(strapi, USER, ['id', 'interests', 'typeOfUser', 'careerStage', 'ignoreInterests'], {
        where: { id: { $in: [...userIds] } },
      }),
      // The interest themes from the members' side of the link table (a populate joins every theme to it).
      linkedRowLists(strapi, USER, 'themes', userIds, THEME, ['documentId']),
      strapi.service('api::follow.follows').followedIds(userIds),
    ])
    return new Map(
      users.map((user) => {
        const followed = follows.get(user.id) ?? { organizations: [], themes: [] }
        const usesInterests = user.ignoreInterests !== true
        const interests = usesInterests && Array.isArray(user.interests) ? (user.interests as ApplicationType[]) : []
        const contentTypes = new Map<ContentType, ApplicationType>()
        for (const interest of interests) for (const type of INTEREST_CONTENT_TYPES[interest] ?? []) contentTypes.set(type, interest)
        const signals: FeedSignals = {
          organizations: new Set(followed.organizations),
          themes: new Set(followed.themes),
          interestThemes: new Set(usesInterests ? (themes.get(user.id) ?? []).map((theme) => theme.documentId) : []),
          contentTypes,
          audiences: usesInterests ? audiencesOf(user) : [],
          lookingForWork: usesInterests && user.careerStage === 'CAREER_STAGE_LOOKING',
          usesInterests,
        }
        return [user.id, signals]
      }),
    )
  }

  /** What the feed may use of the member; null when their account is gone. */
  const signals = async (userId: number): Promise<FeedSignals | null> => (await signalsOf([userId])).get(userId) ?? null

  return {
    signals,
    signalsOf,
    window,
    cards,

    /**
     * One page of the member's feed (docs/decisions/0051): of the newest FEED_WINDOW public items,
     * those that match their follows and interests, by rank (newest first, a day later per point
     * of FEED_REASONS), FEED_PAGE_SIZE per page, each with its strongest reason. Null when the
     * account is gone.
     */
    async page(userId: number, page: number, now = new Date()): Promise<FeedDto | null> {
      const [member, candidates] = await Promise.all([signals(userId), window(now)])
      if (!member) return null
      if (!isPersonal(member))
        return {
          personal: false,
          usesInterests: member.usesInterests,
          items: [],
          page: 1,
          pageCount: 1,
          total: 0,
          start: await start(candidates, now),
        }
      const matches = candidates
        .map((item) => ({ item, reasons: reasonsFor(item, member) }))
        .filter((entry) => entry.reasons.length > 0)
        .map((entry) => ({ ...entry, rank: rankOf(entry.item.publishedAt, entry.reasons) }))
        .sort((a, b) => b.rank - a.rank || b.item.id - a.item.id)
      const pageCount = Math.max(1, Math.ceil(matches.length / FEED_PAGE_SIZE))
      const shown = matches.slice((page - 1) * FEED_PAGE_SIZE, page * FEED_PAGE_SIZE)
      const itemCards = new Map((await cards(shown.map((entry) => entry.item.documentId))).map((card) => [card.documentId, card]))
      return {
        personal: true,
        usesInterests: member.usesInterests,
        items: shown.flatMap((entry) => {
          const card = itemCards.get(entry.item.documentId)
          return card ? [{ ...card, reason: entry.reasons[0]! }] : []
        }),
        page,
        pageCount,
        total: matches.length,
        start: null,
      }
    },
  }
}

export type FeedService = ReturnType<typeof feedService>
export default feedService
