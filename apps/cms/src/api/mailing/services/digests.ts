import type { Core } from '@strapi/strapi'
import {
  BRAND,
  cityClock,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPE_SEGMENTS,
  DIGEST_HOUR,
  feedReasonText,
  MAIL_LINK_PATHS,
  type DigestFrequency,
  type ContentItemDto,
  type DigestRunDto,
  type FeedReason,
} from '@talentstad/types'
import { eventDate } from '../../../lib/event-mails'
import type { Mail, MailItem } from '../../../lib/mail'
import { selectRows } from '../../../lib/rows'
import { siteUrl } from '../../../lib/site-url'
import { isPersonal, rankOf, reasonsFor, type Candidate, type FeedService, type FeedSignals } from '../../feed/services/feed'
import { INSTANCE, runId, type DeliveriesService } from './deliveries'
import type { MailLinksService } from './mail-links'

const USER = 'plugin::users-permissions.user'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** Members handled at once (mails in flight), and read per batch. */
const CONCURRENCY = 16
const BATCH = 500
/** Items in a digest at most, and upcoming events beside them. */
const MAX_ITEMS = 10
const MAX_UPCOMING = 3

export type DigestMember = {
  id: number
  documentId: string
  email: string
  firstName: string | null
  digestFrequency: DigestFrequency | null
  digestDay: number | null
  digestSentAt: string | Date | null
  createdAt?: string | Date | null
}

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10)

/**
 * The period of `now` and whether it is the period's first day (from DIGEST_HOUR on, until
 * midnight): a new mail is started only then, so mails come in the morning, not at whatever hour
 * a setting changed or a deploy happened. `startedAt` is that day's DIGEST_HOUR, when it is today.
 */
export function periodOfClock(frequency: 'daily' | 'weekly', weekday: number, now: Date) {
  const clock = cityClock(now)
  let back = clock.hour < DIGEST_HOUR ? 1 : 0
  if (frequency === 'weekly') {
    back = (clock.weekday - weekday + 7) % 7
    if (back === 0 && clock.hour < DIGEST_HOUR) back = 7
  }
  const sinceStart = ((clock.hour - DIGEST_HOUR) * 3600 + clock.minute * 60 + clock.second) * 1000
  return { start: daysBefore(clock.date, back), firstDay: back === 0, startedAt: new Date(now.getTime() - sinceStart) }
}

/** The period a member's digest of `now` belongs to (its delivery key) and its length. One delivery per key, ever. */
export function periodOf(
  member: Pick<DigestMember, 'id' | 'digestFrequency' | 'digestDay'> & { createdAt?: string | Date | null },
  now: Date,
) {
  const frequency = member.digestFrequency === 'daily' ? 'daily' : 'weekly'
  const { start, firstDay, startedAt } = periodOfClock(frequency, member.digestDay ?? 1, now)
  // A member who joined after this morning's digests began gets their first one next period.
  const joinedBefore = !member.createdAt || new Date(member.createdAt).getTime() < startedAt.getTime()
  return { key: `digest:${member.id}:${frequency}:${start}`, length: frequency === 'daily' ? DAY : 7 * DAY, due: firstDay && joinedBefore }
}

/**
 * What one run shares between the members it mails: the window of items read at its start, the
 * signals of the batch of members, and the cards of the items shown (read once per CARD_TTL_MS).
 * Unset, compose reads each itself (a preview, a single digest).
 */
type ComposeContext = {
  window?: Candidate[]
  signals?: ReadonlyMap<number, FeedSignals>
  cards?: (documentIds: readonly string[]) => Promise<ContentItemDto[]>
  /** A community manager's preview: no reasons, no tokens. */
  preview?: boolean
}

/**
 * How long a run reuses an item's card: a withdrawn item stops being mailed within this time, and
 * 10,000 digests read each card a handful of times instead of once per mail.
 */
const CARD_TTL_MS = 5000

/** The cards of a run: read through `cards` at most once per CARD_TTL_MS per item (a withdrawn item reads as none). */
function cardsOfRun(cards: (documentIds: readonly string[]) => Promise<ContentItemDto[]>) {
  const kept = new Map<string, { at: number; card: ContentItemDto | null }>()
  return async (documentIds: readonly string[]): Promise<ContentItemDto[]> => {
    const now = Date.now()
    const missing = documentIds.filter((documentId) => (kept.get(documentId)?.at ?? -Infinity) <= now - CARD_TTL_MS)
    if (missing.length > 0) {
      const read = new Map((await cards(missing)).map((card) => [card.documentId, card]))
      for (const documentId of missing) kept.set(documentId, { at: now, card: read.get(documentId) ?? null })
    }
    return documentIds.flatMap((documentId) => kept.get(documentId)?.card ?? [])
  }
}

/** `strapi.service('api::mailing.digests')`. */
export type DigestsService = ReturnType<typeof digests>

const digests = ({ strapi }: { strapi: Core.Strapi }) => {
  const feed = () => strapi.service('api::feed.feed') as FeedService
  const links = () => strapi.service('api::mailing.mail-links') as MailLinksService
  const deliveries = () => strapi.service('api::mailing.deliveries') as DeliveriesService

  /**
   * The digest the member would get now: what is new since their last digest (at most a period
   * back) that matches them, strongest first, and upcoming events that match; null when nothing
   * is new (no empty mails). Only public items: the window is read at the time of sending.
   */
  async function compose(member: DigestMember, now: Date, run: ComposeContext = {}): Promise<Mail | null> {
    const { preview = false } = run
    const { length } = periodOf(member, now)
    const lastSent = member.digestSentAt ? new Date(member.digestSentAt).getTime() : 0
    const since = Math.max(lastSent, now.getTime() - length)
    const [signals, candidates] = await Promise.all([
      run.signals ? (run.signals.get(member.id) ?? null) : feed().signals(member.id),
      run.window ?? feed().window(now),
    ])
    if (!signals) return null
    const personal = isPersonal(signals)
    const matched = candidates
      .map((item) => ({ item, reasons: personal ? reasonsFor(item, signals) : [] }))
      .filter((entry) => !personal || entry.reasons.length > 0)
    const fresh = matched
      .filter((entry) => new Date(entry.item.publishedAt ?? 0).getTime() > since)
      .map((entry) => ({ ...entry, rank: rankOf(entry.item.publishedAt, entry.reasons) }))
      .sort((a, b) => b.rank - a.rank || b.item.id - a.item.id)
      .slice(0, MAX_ITEMS)
    if (fresh.length === 0) return null
    const shown = new Set(fresh.map((entry) => entry.item.documentId))
    const upcoming = matched
      .filter((entry) => entry.item.type === 'CONTENT_TYPE_EVENT' && entry.item.startDate && !shown.has(entry.item.documentId))
      .sort((a, b) => new Date(a.item.startDate!).getTime() - new Date(b.item.startDate!).getTime())
      .slice(0, MAX_UPCOMING)
    const shownIds = [...fresh, ...upcoming].map((entry) => entry.item.documentId)
    const cards = new Map((await (run.cards ?? feed().cards)(shownIds)).map((card) => [card.documentId, card]))
    const item = ({ item, reasons }: { item: Candidate; reasons: FeedReason[] }): MailItem[] => {
      const card = cards.get(item.documentId)
      if (!card) return []
      const when = card.startDate ? `, ${eventDate.format(new Date(card.startDate))}` : ''
      return [
        {
          title: card.title,
          url: `${siteUrl()}/${CONTENT_TYPE_SEGMENTS[card.type]}/${encodeURIComponent(card.slug)}`,
          meta: `${CONTENT_TYPE_LABELS[card.type]}${when}${card.location ? `, ${card.location}` : ''}`,
          // A preview (a community manager's) leaves out why: what a member follows stays theirs.
          reason: reasons[0] && !preview ? feedReasonText(reasons[0]) : undefined,
        },
      ]
    }
    const items = fresh.flatMap(item)
    if (items.length === 0) return null
    const soon = upcoming.flatMap(item)
    // A preview (for a community manager) shows where the links go, never the member's own tokens.
    const { unsubscribe, manage } = preview
      ? { unsubscribe: `${siteUrl()}${MAIL_LINK_PATHS.unsubscribe}?token=…`, manage: `${siteUrl()}${MAIL_LINK_PATHS.manage}?token=…` }
      : links().links(member.documentId, now.getTime())
    const every = member.digestFrequency === 'daily' ? 'elke dag' : 'elke week'
    return {
      subject: `Nieuw voor jou op ${BRAND.name}: ${items.length} ${items.length === 1 ? 'bericht' : 'berichten'}`,
      blocks: [
        { text: `Hoi ${member.firstName ?? 'daar'},` },
        {
          text: personal
            ? 'Dit is er nieuw sinds je vorige e-mail, gekozen op wat je volgt en je interesses.'
            : `Dit is er nieuw in de community. Kies thema’s of volg organisaties, dan kiezen we voortaan wat bij je past.`,
        },
        { items },
        ...(soon.length ? [{ heading: 'Binnenkort' }, { items: soon }] : []),
        { link: { label: 'Meer voor jou', url: `${siteUrl()}/voor-jou` } },
        { text: `Je krijgt deze e-mail ${every}, omdat je dat hebt gekozen.` },
        { link: { label: 'Kies hoe vaak je deze e-mail krijgt', url: manage } },
        { link: { label: 'Afmelden voor deze e-mail', url: unsubscribe } },
      ],
      // RFC 8058: a mail client unsubscribes with one POST to this address, no page, no login.
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      // The same id for a period's digest: a copy sent twice (a scheduler that died between the
      // send and its note) is one message to the member's mail client.
      messageId: `<${periodOf(member, now).key.replace(/:/g, '.')}@${new URL(siteUrl()).hostname}>`,
    }
  }

  const MEMBER_FIELDS = ['id', 'documentId', 'email', 'firstName', 'digestFrequency', 'digestDay', 'digestSentAt', 'createdAt'] as const

  /** The active members who get the digest (or the one of them), BATCH at a time in id order. */
  async function* subscribers(onlyUserId?: number): AsyncGenerator<DigestMember[]> {
    for (let after = 0; ;) {
      const batch = (await selectRows(strapi, USER, [...MEMBER_FIELDS], {
        where: {
          id: onlyUserId === undefined ? { $gt: after } : { $gt: after, $eq: onlyUserId },
          confirmed: true,
          $and: [
            { $or: [{ blocked: false }, { blocked: { $null: true } }] },
            { $or: [{ digestFrequency: { $in: ['weekly', 'daily'] } }, { digestFrequency: { $null: true } }] },
          ],
        },
        orderBy: { id: 'asc' },
        limit: BATCH,
      })) as DigestMember[]
      if (batch.length === 0) return
      yield batch
      after = batch[batch.length - 1]!.id
    }
  }

  return {
    compose,

    /**
     * How many members a run now would start a digest for: due (the period's first morning, joined
     * before it) and not yet sent this period. A community manager sees it before sending to
     * everyone; whoever has nothing new then gets no mail.
     */
    async due(now = new Date()): Promise<number> {
      let count = 0
      for await (const batch of subscribers()) {
        const periods = batch.map((member) => periodOf(member, now))
        const done = await deliveries().done(periods.map((period) => period.key))
        count += periods.filter((period) => period.due && !done.has(period.key)).length
      }
      return count
    },

    /** The digest a member would get now (the admin's preview), or null: nothing new, or no such member. */
    async preview(userDocumentId: string, now = new Date()): Promise<Mail | null> {
      const [member] = (await selectRows(strapi, USER, [...MEMBER_FIELDS], { where: { documentId: userDocumentId } })) as DigestMember[]
      return member ? compose(member, now, { preview: true }) : null
    },

    /**
     * One run of the schedule: every active member whose digest is due (the period's first day from
     * 07:00, for a member who joined before it) and not yet claimed gets it,
     * once per period whatever other schedulers run at the same time (the claim), and a failed or
     * abandoned claim is taken up again when due. Members are read in batches, CONCURRENCY at a time.
     */
    async run(now = new Date(), instance = INSTANCE, onlyUserId?: number): Promise<DigestRunDto> {
      const result: DigestRunDto = { sent: 0, empty: 0, failed: 0, skipped: 0 }
      const claimedBy = runId(instance)
      // The run's clock: `now`, moving on with real time (a claim says when it was made, not when the run began).
      const started = Date.now()
      const clock = () => new Date(now.getTime() + (Date.now() - started))
      await deliveries().prune(now)
      // What this run reads as new ends here: the next digest looks from this moment on.
      const readAt = new Date()
      const window = await feed().window(now)
      const cards = cardsOfRun(feed().cards)
      for await (const batch of subscribers(onlyUserId)) {
        const done = await deliveries().done(batch.map((member) => periodOf(member, now).key))
        const queue = batch.filter((member) => !done.has(periodOf(member, now).key))
        result.skipped += batch.length - queue.length
        const signals = await feed().signalsOf(queue.map((member) => member.id))
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let member = queue.shift(); member; member = queue.shift()) {
              const { key, due } = periodOf(member, now)
              // A run for one member (a community manager's test) begins the period's mail at any hour.
              if (!(await deliveries().claim(key, clock(), claimedBy, { start: due || onlyUserId !== undefined }))) {
                result.skipped++
                continue
              }
              const sent = () => strapi.db.query(USER).update({ where: { id: member.id }, data: { digestSentAt: readAt }, select: ['id'] })
              result[
                await deliveries().deliver(key, claimedBy, member.email, now, () => compose(member, now, { window, signals, cards }), sent)
              ]++
            }
          }),
        )
      }
      return result
    },
  }
}

export default digests
