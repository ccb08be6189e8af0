import { hostname } from 'node:os'
import type { Core } from '@strapi/strapi'
import {
  BRAND,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPE_SEGMENTS,
  DIGEST_HOUR,
  feedReasonText,
  MAIL_LINK_PATHS,
  type DigestFrequency,
  type DigestRunDto,
  type FeedReason,
} from '@talentstad/types'
import { mailFailureReason, sendMail, type Mail, type MailItem } from '../../../lib/mail'
import { selectRows } from '../../../lib/rows'
import { siteUrl } from '../../../lib/site-url'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { isPersonal, rankOf, reasonsFor, type Candidate, type FeedService } from '../../feed/services/feed'
import type { MailLinksService } from './mail-links'

const USER = 'plugin::users-permissions.user'
const DELIVERY = 'api::mailing.delivery'
const ZONE = 'Europe/Amsterdam'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

/** A claim not finished within this time was left by a scheduler that died: another may take it. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000
/** After a failed send: the waits before the next attempts; after the last, the digest is given up. */
export const RETRY_BACKOFF_MS = [5 * 60 * 1000, 30 * 60 * 1000, 2 * HOUR, 6 * HOUR]
/** Members handled at once (mails in flight), and read per batch. */
const CONCURRENCY = 8
const BATCH = 500
/** Items in a digest at most, and upcoming events beside them. */
const MAX_ITEMS = 10
const MAX_UPCOMING = 3

const INSTANCE = `${hostname()}:${process.pid}`

export type DigestMember = {
  id: number
  documentId: string
  email: string
  firstName: string | null
  digestFrequency: DigestFrequency | null
  digestDay: number | null
  digestSentAt: string | Date | null
}

/** The city's calendar date (YYYY-MM-DD), hour and ISO weekday of a moment. */
function cityClock(moment: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  )
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday!) + 1,
  }
}

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10)

/**
 * The period a member's digest of `now` belongs to: the city date it began (a day from DIGEST_HOUR
 * on; a week from their day at that hour). One delivery per key, ever.
 */
export function periodOf(member: Pick<DigestMember, 'id' | 'digestFrequency' | 'digestDay'>, now: Date) {
  const frequency = member.digestFrequency ?? 'weekly'
  const clock = cityClock(now)
  let back = clock.hour < DIGEST_HOUR ? 1 : 0
  if (frequency === 'weekly') {
    back = (clock.weekday - (member.digestDay ?? 1) + 7) % 7
    if (back === 0 && clock.hour < DIGEST_HOUR) back = 7
  }
  const start = daysBefore(clock.date, back)
  return { key: `digest:${member.id}:${frequency}:${start}`, length: frequency === 'daily' ? DAY : 7 * DAY }
}

const eventDate = new Intl.DateTimeFormat('nl-NL', {
  timeZone: ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
})

/** `strapi.service('api::mailing.digests')`. */
export type DigestsService = ReturnType<typeof digests>

const digests = ({ strapi }: { strapi: Core.Strapi }) => {
  const feed = () => strapi.service('api::feed.feed') as FeedService
  const links = () => strapi.service('api::mailing.mail-links') as MailLinksService

  /**
   * The digest the member would get now: what is new since their last digest (at most a period
   * back) that matches them, strongest first, and upcoming events that match; null when nothing
   * is new (no empty mails). Only public items: the window is read at the time of sending.
   */
  async function compose(member: DigestMember, now: Date, window?: Candidate[], { preview = false } = {}): Promise<Mail | null> {
    const { length } = periodOf(member, now)
    const lastSent = member.digestSentAt ? new Date(member.digestSentAt).getTime() : 0
    const since = Math.max(lastSent, now.getTime() - length)
    const [signals, candidates] = await Promise.all([feed().signals(member.id), window ?? feed().window(now)])
    if (!signals) return null
    const personal = isPersonal(signals)
    const matched = candidates
      .map((item) => ({ item, reasons: personal ? reasonsFor(item, signals) : [] }))
      .filter((entry) => !personal || entry.reasons.length > 0)
    const fresh = matched
      .filter((entry) => new Date(entry.item.publishedAt ?? 0).getTime() > since)
      .sort((a, b) => rankOf(b.item.publishedAt, b.reasons) - rankOf(a.item.publishedAt, a.reasons) || b.item.id - a.item.id)
      .slice(0, MAX_ITEMS)
    if (fresh.length === 0) return null
    const shown = new Set(fresh.map((entry) => entry.item.documentId))
    const upcoming = matched
      .filter((entry) => entry.item.type === 'CONTENT_TYPE_EVENT' && !shown.has(entry.item.documentId))
      .slice(0, MAX_UPCOMING)
    const cards = new Map(
      (await feed().cards([...fresh, ...upcoming].map((entry) => entry.item.documentId))).map((card) => [card.documentId, card]),
    )
    const item = ({ item, reasons }: { item: Candidate; reasons: FeedReason[] }): MailItem[] => {
      const card = cards.get(item.documentId)
      if (!card) return []
      const when = card.startDate ? `, ${eventDate.format(new Date(card.startDate))}` : ''
      return [
        {
          title: card.title,
          url: `${siteUrl()}/${CONTENT_TYPE_SEGMENTS[card.type]}/${encodeURIComponent(card.slug)}`,
          meta: `${CONTENT_TYPE_LABELS[card.type]}${when}${card.location ? `, ${card.location}` : ''}`,
          reason: reasons[0] ? feedReasonText(reasons[0]) : undefined,
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

  /**
   * Claims the delivery of `key` for this run: a new row (the unique key decides between two
   * schedulers), or a row whose attempt failed and is due again, or whose claim outlived its lease
   * (its scheduler died). False when another has it or it is done.
   */
  async function claim(key: string, now: Date, instance: string): Promise<boolean> {
    const [existing] = await selectRows(strapi, DELIVERY, ['id', 'state', 'attempts', 'claimedAt', 'nextAttemptAt'], { where: { key } })
    if (!existing) {
      try {
        await strapi.db
          .query(DELIVERY)
          .create({ data: { key, state: 'claimed', attempts: 1, claimedAt: now, claimedBy: instance }, select: ['id'] })
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    }
    const due =
      (existing.state === 'failed' && existing.nextAttemptAt && new Date(existing.nextAttemptAt).getTime() <= now.getTime()) ||
      (existing.state === 'claimed' && existing.claimedAt && new Date(existing.claimedAt).getTime() <= now.getTime() - CLAIM_LEASE_MS)
    if (!due) return false
    // Only one scheduler moves the row on from the state it read (the attempts count is the version).
    const { count } = await strapi.db.query(DELIVERY).updateMany({
      where: { id: existing.id, state: existing.state, attempts: existing.attempts ?? 0 },
      data: { state: 'claimed', attempts: (existing.attempts ?? 0) + 1, claimedAt: now, claimedBy: instance },
    })
    return count === 1
  }

  /** Composes and sends a claimed digest, and notes the outcome; a failure is retried later with backoff. */
  async function deliver(member: DigestMember, key: string, now: Date, window: Candidate[]): Promise<'sent' | 'empty' | 'failed'> {
    const finish = (data: Record<string, unknown>) => strapi.db.query(DELIVERY).updateMany({ where: { key }, data })
    try {
      const mail = await compose(member, now, window)
      if (mail === null) {
        await finish({ state: 'empty', claimedBy: null })
        return 'empty'
      }
      await sendMail(strapi, member.email, mail, { retry: false })
    } catch (error) {
      const [row] = await selectRows(strapi, DELIVERY, ['attempts'], { where: { key } })
      const attempts = row?.attempts ?? 1
      const wait = RETRY_BACKOFF_MS[attempts - 1]
      await finish(
        wait === undefined
          ? { state: 'abandoned', claimedBy: null, nextAttemptAt: null }
          : { state: 'failed', claimedBy: null, nextAttemptAt: new Date(now.getTime() + wait) },
      )
      strapi.log.warn(
        `Digest ${key} not sent (attempt ${attempts}${wait === undefined ? ', given up' : `, again in ${wait / 60000} min`}): ${mailFailureReason(error, member.email)}`,
      )
      return 'failed'
    }
    await finish({ state: 'sent', sentAt: new Date(), claimedBy: null })
    await strapi.db.query(USER).update({ where: { id: member.id }, data: { digestSentAt: now }, select: ['id'] })
    return 'sent'
  }

  const MEMBER_FIELDS = ['id', 'documentId', 'email', 'firstName', 'digestFrequency', 'digestDay', 'digestSentAt'] as const

  return {
    compose,
    claim,

    /** The digest a member would get now (the admin's preview), or null: nothing new, or no such member. */
    async preview(userDocumentId: string, now = new Date()): Promise<Mail | null> {
      const [member] = (await selectRows(strapi, USER, [...MEMBER_FIELDS], { where: { documentId: userDocumentId } })) as DigestMember[]
      return member ? compose(member, now, undefined, { preview: true }) : null
    },

    /**
     * One run of the schedule: every active member whose digest is due and not yet claimed gets it,
     * once per period whatever other schedulers run at the same time (the claim), and a failed or
     * abandoned claim is taken up again when due. Members are read in batches, CONCURRENCY at a time.
     */
    async run(now = new Date(), instance = INSTANCE, onlyUserId?: number): Promise<DigestRunDto> {
      const result: DigestRunDto = { sent: 0, empty: 0, failed: 0, skipped: 0 }
      const window = await feed().window(now)
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
        if (batch.length === 0) break
        after = batch[batch.length - 1]!.id
        const done = new Set(
          (
            await selectRows(strapi, DELIVERY, ['key'], {
              where: { key: { $in: batch.map((member) => periodOf(member, now).key) }, state: { $in: ['sent', 'empty', 'abandoned'] } },
            })
          ).map((row) => row.key),
        )
        const queue = batch.filter((member) => !done.has(periodOf(member, now).key))
        result.skipped += batch.length - queue.length
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let member = queue.shift(); member; member = queue.shift()) {
              const { key } = periodOf(member, now)
              if (!(await claim(key, now, instance))) {
                result.skipped++
                continue
              }
              result[await deliver(member, key, now, window)]++
            }
          }),
        )
      }
      return result
    },
  }
}

export default digests
