import type { Core } from '@strapi/strapi'
import {
  ALERT_MESSAGES,
  alertListPath,
  BRAND,
  CONTENT_TYPE_LABELS,
  CONTENT_TYPE_SEGMENTS,
  MAX_ALERTS,
  sameAlertFilters,
  type AlertCreateInput,
  type AlertDto,
  type AlertFilters,
  type AlertFrequency,
  type AlertUpdateInput,
  type DigestRunDto,
} from '@talentstad/types'
import { errors } from '@strapi/utils'
import { ConflictError } from '../../../lib/http-errors'
import { matchingIds } from '../../../lib/full-text-search'
import { idsLinkedTo } from '../../../lib/linked-ids'
import type { Mail } from '../../../lib/mail'
import { selectRow, selectRows, type Selected } from '../../../lib/rows'
import { siteUrl } from '../../../lib/site-url'
import type { FeedService } from '../../feed/services/feed'
import { INSTANCE, runId, type DeliveriesService } from './deliveries'
import { periodOfClock } from './digests'
import type { MailLinksService } from './mail-links'

const ALERT = 'api::mailing.alert'
const ITEM = 'api::content-item.content-item'
const THEME = 'api::theme.theme'
/** Items in one alert mail at most (the mail links to the whole list). */
const MAX_ITEMS = 10
/** An alert 'at once' is checked every run; its period is the run's ten minutes. */
const IMMEDIATE_SLOT_MS = 10 * 60 * 1000
const BATCH = 500
const CONCURRENCY = 8

type AlertRow = Selected<typeof ALERT, 'id' | 'documentId' | 'name' | 'frequency' | 'filters' | 'lastSentAt' | 'createdAt'> & {
  user?: {
    id: number
    documentId: string
    email: string
    firstName: string | null
    blocked: boolean | null
    confirmed: boolean | null
  } | null
}

const toDto = (row: AlertRow): AlertDto => ({
  documentId: row.documentId,
  name: row.name,
  frequency: row.frequency as AlertFrequency,
  filters: row.filters as AlertFilters,
  createdAt: new Date(row.createdAt as unknown as string).toISOString(),
})

/**
 * The delivery key of an alert's mail of `now` (at once: per ten minutes; daily: from 07:00; weekly:
 * from Monday 07:00), and whether a new mail may begin now (at once: always; else the period's first day).
 */
export function alertPeriod(alert: { id: number; frequency?: string | null }, userId: number, now: Date) {
  if (alert.frequency === 'immediate') {
    const slot = new Date(Math.floor(now.getTime() / IMMEDIATE_SLOT_MS) * IMMEDIATE_SLOT_MS).toISOString()
    return { key: `alert:${userId}:${alert.id}:immediate:${slot}`, due: true }
  }
  const { start, firstDay } = periodOfClock(alert.frequency === 'daily' ? 'daily' : 'weekly', 1, now)
  return { key: `alert:${userId}:${alert.id}:${alert.frequency}:${start}`, due: firstDay }
}

/** `strapi.service('api::mailing.alerts')`. */
export type AlertsService = ReturnType<typeof alerts>

const alerts = ({ strapi }: { strapi: Core.Strapi }) => {
  const links = () => strapi.service('api::mailing.mail-links') as MailLinksService
  const deliveries = () => strapi.service('api::mailing.deliveries') as DeliveriesService
  const feed = () => strapi.service('api::feed.feed') as FeedService
  const FIELDS = ['id', 'documentId', 'name', 'frequency', 'filters', 'lastSentAt', 'createdAt'] as const

  /** The alert's row when it is the member's (404 for anyone else's, as for none). */
  async function own(userId: number, documentId: string) {
    const row = await selectRow(strapi, ALERT, ['id'], { where: { documentId, user: { id: userId } } })
    if (!row) throw new errors.NotFoundError(ALERT_MESSAGES.unknown, { code: 'not-found' })
    return row
  }

  /** New public items that match the alert's filters, published after `since`, newest first. */
  async function matches(filters: AlertFilters, since: Date, now: Date): Promise<string[]> {
    const where: Record<string, unknown>[] = [
      { reviewState: 'approved', publishedAt: { $gt: since } },
      { $or: [{ type: { $ne: 'CONTENT_TYPE_EVENT' } }, { startDate: { $gte: now.toISOString() } }] },
    ]
    if (filters.type) where.push({ type: filters.type })
    if (filters.audience) where.push({ audiences: { key: filters.audience } })
    if (filters.theme) where.push({ themes: { slug: filters.theme } })
    if (filters.q) where.push({ id: { $in: matchingIds(strapi, ITEM, filters.q) } })
    const rows = await selectRows(strapi, ITEM, ['documentId'], {
      where: { $and: where },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
      limit: MAX_ITEMS,
    })
    return rows.map((row) => row.documentId)
  }

  async function compose(alert: AlertRow, documentIds: string[], now: Date): Promise<Mail | null> {
    const cards = await feed().cards(documentIds)
    if (cards.length === 0 || !alert.user) return null
    const { unsubscribe, manage } = links().alertLinks(alert.user.documentId, alert.documentId, now.getTime())
    const filters = alert.filters as AlertFilters
    return {
      subject: `Nieuw bij je melding ‘${alert.name}’ op ${BRAND.name}: ${cards.length} ${cards.length === 1 ? 'bericht' : 'berichten'}`,
      blocks: [
        { text: `Hoi ${alert.user.firstName ?? 'daar'},` },
        { text: `Er is iets nieuws dat past bij je bewaarde zoekopdracht ‘${alert.name}’.` },
        {
          items: cards.map((card) => ({
            title: card.title,
            url: `${siteUrl()}/${CONTENT_TYPE_SEGMENTS[card.type]}/${encodeURIComponent(card.slug)}`,
            meta: CONTENT_TYPE_LABELS[card.type],
            reason: `Past bij je zoekopdracht ‘${alert.name}’`,
          })),
        },
        { link: { label: 'Alle resultaten van je zoekopdracht', url: `${siteUrl()}${alertListPath(filters)}` } },
        { text: `Je krijgt deze e-mail omdat je deze zoekopdracht als melding hebt bewaard.` },
        { link: { label: 'Je meldingen beheren', url: manage } },
        { link: { label: 'Deze melding stoppen', url: unsubscribe } },
      ],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      messageId: `<${alertPeriod(alert, alert.user.id, now).key.replace(/[:]/g, '.')}@${new URL(siteUrl()).hostname}>`,
    }
  }

  return {
    async list(userId: number): Promise<AlertDto[]> {
      const ids = await idsLinkedTo(strapi, ALERT, 'user', userId)
      if (ids.length === 0) return []
      const rows = (await selectRows(strapi, ALERT, [...FIELDS], { where: { id: { $in: ids } }, orderBy: { id: 'desc' } })) as AlertRow[]
      return rows.map(toDto)
    },

    async create(userId: number, input: AlertCreateInput): Promise<AlertDto> {
      const ids = await idsLinkedTo(strapi, ALERT, 'user', userId)
      // The same search twice is one alert: the member is told it exists (at most MAX_ALERTS rows to compare).
      if (ids.length > 0) {
        const saved = await selectRows(strapi, ALERT, ['filters'], { where: { id: { $in: ids } } })
        if (saved.some((row) => sameAlertFilters(row.filters as AlertFilters, input.filters)))
          throw new ConflictError(ALERT_MESSAGES.alreadySaved, { code: 'already-saved' })
      }
      const count = ids.length
      if (count >= MAX_ALERTS) throw new errors.ValidationError(ALERT_MESSAGES.tooMany, { code: 'too-many' })
      if (input.filters.theme && (await strapi.db.query(THEME).count({ where: { slug: input.filters.theme } })) === 0)
        throw new errors.ValidationError(ALERT_MESSAGES.noFilters, { code: 'unknown-theme' })
      const row = (await strapi.db.query(ALERT).create({
        data: { user: userId, name: input.name, frequency: input.frequency, filters: input.filters },
        select: [...FIELDS],
      })) as AlertRow
      return toDto(row)
    },

    async update(userId: number, documentId: string, input: AlertUpdateInput): Promise<AlertDto> {
      const { id } = await own(userId, documentId)
      const row = (await strapi.db.query(ALERT).update({ where: { id }, data: input, select: [...FIELDS] })) as AlertRow
      return toDto(row)
    },

    async remove(userId: number, documentId: string): Promise<void> {
      const { id } = await own(userId, documentId)
      await strapi.db.query(ALERT).delete({ where: { id }, select: ['id'] })
    },

    /** An alert mail's one-click stop: removes the alert when it is still the member's; done already is fine. */
    async removeIfOwn(userId: number, documentId: string): Promise<void> {
      const row = await selectRow(strapi, ALERT, ['id'], { where: { documentId, user: { id: userId } } })
      if (row) await strapi.db.query(ALERT).delete({ where: { id: row.id }, select: ['id'] })
    },

    /**
     * One run: every alert of an active member with new matching items since its last mail (or
     * since it was saved) gets one mail for its period, claimed like the digest: once, whatever other
     * schedulers run. An alert with nothing new costs one query and no claim.
     */
    async run(now = new Date(), instance = INSTANCE, onlyUserId?: number): Promise<DigestRunDto> {
      const result: DigestRunDto = { sent: 0, empty: 0, failed: 0, skipped: 0 }
      const claimedBy = runId(instance)
      const started = Date.now()
      const clock = () => new Date(now.getTime() + (Date.now() - started))
      for (let after = 0; ;) {
        const batch = (await strapi.db.query(ALERT).findMany({
          where: { id: { $gt: after }, ...(onlyUserId === undefined ? {} : { user: { id: onlyUserId } }) },
          select: [...FIELDS],
          populate: { user: { select: ['id', 'documentId', 'email', 'firstName', 'blocked', 'confirmed'] } },
          orderBy: { id: 'asc' },
          limit: BATCH,
        })) as AlertRow[]
        if (batch.length === 0) break
        after = batch[batch.length - 1]!.id
        const active = batch.filter((alert) => alert.user && alert.user.confirmed === true && alert.user.blocked !== true)
        const done = await deliveries().done(active.map((alert) => alertPeriod(alert, alert.user!.id, now).key))
        const queue = active.filter((alert) => !done.has(alertPeriod(alert, alert.user!.id, now).key))
        result.skipped += batch.length - queue.length
        await Promise.all(
          Array.from({ length: CONCURRENCY }, async () => {
            for (let alert = queue.shift(); alert; alert = queue.shift()) {
              const since = new Date(alert.lastSentAt ?? (alert.createdAt as unknown as string))
              // What this mail reads as new ends here: the next one looks from this moment on.
              const readAt = new Date()
              const found = await matches(alert.filters as AlertFilters, since, now)
              const { key, due } = alertPeriod(alert, alert.user!.id, now)
              const start = due || onlyUserId !== undefined
              if (found.length === 0 || !(await deliveries().claim(key, clock(), claimedBy, { start }))) {
                result.skipped++
                continue
              }
              const sent = () => strapi.db.query(ALERT).update({ where: { id: alert.id }, data: { lastSentAt: readAt }, select: ['id'] })
              result[await deliveries().deliver(key, claimedBy, alert.user!.email, now, () => compose(alert, found, now), sent)]++
            }
          }),
        )
      }
      return result
    },
  }
}

export default alerts
