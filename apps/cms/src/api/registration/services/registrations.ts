import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  EVENT_SIGN_UP_FIELDS,
  MESSAGES,
  REGISTRATION_MESSAGES,
  type EventSignUpDto,
  type MyEventRegistrationDto,
  type MyRegistrationDto,
  type RegistrationDto,
  type RegistrationInput,
  type RegistrationState,
  type DigestRunDto,
} from '@talentstad/types'
import { sendAfterCommit } from '../../../lib/content-mails'
import { attendeeMail, eventDate, mailAttendee, type AttendeeMail, type MailEvent } from '../../../lib/event-mails'
import { ConflictError } from '../../../lib/http-errors'
import { withinLimits } from '../../../lib/member-limits'
import { oneAtATime } from '../../../lib/one-at-a-time'
import { idsLinkedTo, linkedRows } from '../../../lib/linked-ids'
import { pairKey, pairTarget, pairUserId } from '../../../lib/pair-key'
import { selectRow, selectRows, type Selected } from '../../../lib/rows'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { INSTANCE, runId, type DeliveriesService } from '../../mailing/services/deliveries'

const REGISTRATION = 'api::registration.registration'
const ITEM = 'api::content-item.content-item'
const USER = 'plugin::users-permissions.user'

const EVENT_FIELDS = [
  'id',
  'documentId',
  'title',
  'slug',
  'summary',
  'updatedAt',
  'startDate',
  'endDate',
  'location',
  ...EVENT_SIGN_UP_FIELDS,
] as const
export type EventRow = Selected<typeof ITEM, (typeof EVENT_FIELDS)[number]>

const FIELDS = [
  'id',
  'documentId',
  'state',
  'placeKey',
  'eventKey',
  'pairKey',
  'sharedEmail',
  'sharedPhone',
  'answer',
  'createdAt',
] as const
type RegistrationRow = Selected<typeof REGISTRATION, (typeof FIELDS)[number]>

const sameTime = (a: string | Date | null | undefined, b: string | Date | null | undefined) => time(a) === time(b)

const moment = (value: string | Date | null | undefined) => (value ? eventDate.format(new Date(value)) : 'niet opgegeven')
const placesOf = (event: EventRow) => (event.capacity == null ? 'onbeperkt' : String(event.capacity))

/**
 * What changed for the attendees between two public versions of an event, in Dutch, each as what
 * it was and what it is now ('Plaats: was Stadhuis, nu Bibliotheek'), in a fixed order.
 */
export function changesOf(before: EventRow, after: EventRow): string[] {
  const changes: string[] = []
  const line = (what: string, was: string, now: string) => changes.push(`${what}: was ${was}, nu ${now}`)
  if (!sameTime(before.startDate, after.startDate)) line('Begin', moment(before.startDate), moment(after.startDate))
  if (!sameTime(before.endDate, after.endDate)) line('Einde', moment(before.endDate), moment(after.endDate))
  if ((before.location ?? '') !== (after.location ?? ''))
    line('Plaats', before.location || 'niet opgegeven', after.location || 'niet opgegeven')
  if ((before.capacity ?? null) !== (after.capacity ?? null)) line('Aantal plekken', placesOf(before), placesOf(after))
  return changes
}

/** A reminder goes out this long before the event begins (once, on the schedule). */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000

/** Seat claims that lose to another sign-up are tried again this many times beyond the places there are. */
const EXTRA_ATTEMPTS = 10

const conflict = (code: 'closed' | 'full' | 'already-registered', message: string) => new ConflictError(message, { code })
const notOpen = () => new errors.NotFoundError(REGISTRATION_MESSAGES.notOpen, { code: 'not-open' })
const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : null)
const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)
/** A confirmed sign-up's place: "<event documentId>:<seat>", unique in the database (registrations_place_key_uq). */
const placeKey = (eventDocumentId: string, seat: number) => `${eventDocumentId}:${seat}`
const seatOf = (key: string | null | undefined) => (key ? Number(key.slice(key.lastIndexOf(':') + 1)) : null)

/** The Document Service actions that change what is public of an item. */
const PUBLIC_CHANGES = new Set(['publish', 'unpublish', 'delete'])

/**
 * Sign-ups for events (issue 31). A member has at most one per event (the unique pairKey); a
 * confirmed one holds a numbered place of the event (the unique placeKey), so two sign-ups for the
 * last place meet in the database and one of them goes on to the waiting list, however many come
 * at once. The waiting list is in arrival order (the rows' ids); a place that comes free goes to
 * the first on it at once (`fill`), claimed the same way.
 */
const registrations = ({ strapi }: { strapi: Core.Strapi }) => {
  // The changes to one event's places, one at a time in this process (see oneAtATime).
  const perEvent = oneAtATime()

  /** The published, approved event by documentId with its sign-up settings; null when there is none public. */
  async function publicEvent(documentId: string): Promise<EventRow | null> {
    const row = await selectRow(strapi, ITEM, [...EVENT_FIELDS, 'type', 'deletedAt'], {
      where: { documentId, reviewState: 'approved', publishedAt: { $notNull: true } },
    })
    return row && row.type === 'CONTENT_TYPE_EVENT' && !row.deletedAt ? row : null
  }

  /** When sign-up closes: the organiser's moment, else the start. */
  const closesAt = (event: EventRow) => time(event.signUpClosesAt) ?? time(event.startDate)

  function isOpen(event: EventRow, now: Date) {
    const closes = closesAt(event)
    const starts = time(event.startDate)
    // An event without a start has no date to sign up for (nor for a calendar).
    return Boolean(event.signUpEnabled) && starts !== null && now.getTime() < starts && (closes === null || now.getTime() < closes)
  }

  const mailEvent = ({ documentId, title, slug, summary, location, startDate, endDate, updatedAt }: EventRow): MailEvent => ({
    documentId,
    title,
    slug,
    summary,
    location,
    startDate: startDate!,
    endDate,
    updatedAt,
  })

  /** Mails the member of a sign-up about it once the write is done (in the background: the answer does not wait). */
  function mail(event: EventRow, row: Pick<RegistrationRow, 'pairKey'>, message: AttendeeMail) {
    sendAfterCommit(strapi, `Sign-up mail (${message.kind}) for ${event.documentId}`, () =>
      mailAttendee(strapi, pairUserId(row.pairKey), mailEvent(event), message),
    )
  }

  const rowsOf = (eventDocumentId: string, state?: RegistrationState) =>
    selectRows(strapi, REGISTRATION, FIELDS, {
      where: { eventKey: eventDocumentId, ...(state ? { state } : {}) },
      orderBy: { id: 'asc' },
    }) as Promise<RegistrationRow[]>

  /** The lowest free place of the event, or null when all its places are taken (capacity null: no limit). */
  function freeSeat(event: EventRow, confirmed: RegistrationRow[]): number | null {
    if (event.capacity != null && confirmed.length >= event.capacity) return null
    const taken = new Set(confirmed.map((row) => seatOf(row.placeKey)))
    const limit = event.capacity ?? confirmed.length + 1
    for (let seat = 1; seat <= limit; seat++) if (!taken.has(seat)) return seat
    return null
  }

  function signUpOf(event: EventRow, confirmed: number, now: Date): EventSignUpDto {
    const closes = closesAt(event)
    return {
      enabled: Boolean(event.signUpEnabled),
      capacity: event.capacity ?? null,
      placesLeft: event.capacity == null ? null : Math.max(0, event.capacity - confirmed),
      waitingList: event.waitingList !== false,
      closesAt: closes === null ? null : new Date(closes).toISOString(),
      open: isOpen(event, now),
      askEmail: Boolean(event.askEmail),
      askPhone: Boolean(event.askPhone),
      question: event.signUpQuestion || null,
    }
  }

  /** The place on the waiting list of a waiting row (1 is next). */
  async function waitingPosition(row: RegistrationRow): Promise<number | null> {
    if (row.state !== 'waiting') return null
    return strapi.db.query(REGISTRATION).count({ where: { eventKey: row.eventKey, state: 'waiting', id: { $lte: row.id } } })
  }

  async function toMine(
    row: RegistrationRow,
    event: Pick<EventRow, 'documentId' | 'title' | 'slug' | 'startDate' | 'endDate' | 'location'>,
  ) {
    const mine: MyRegistrationDto = {
      documentId: row.documentId,
      state: row.state as RegistrationState,
      waitingPosition: await waitingPosition(row),
      createdAt: new Date(row.createdAt).toISOString(),
      event: {
        documentId: event.documentId,
        title: event.title,
        slug: event.slug,
        startDate: iso(event.startDate),
        endDate: iso(event.endDate),
        location: event.location ?? null,
      },
    }
    return mine
  }

  /**
   * Gives free places to the first on the waiting list, one by one, until there are no free places
   * or nobody waits; returns the rows that moved up. Each move claims its place like a sign-up
   * does, so two of these at once (two cancellations) never give one place twice.
   */
  async function fill(event: EventRow): Promise<RegistrationRow[]> {
    const promoted: RegistrationRow[] = []
    for (let attempt = 0; attempt < (event.capacity ?? 0) + EXTRA_ATTEMPTS; attempt++) {
      const [confirmed, waiting] = await Promise.all([rowsOf(event.documentId, 'confirmed'), rowsOf(event.documentId, 'waiting')])
      const seat = freeSeat(event, confirmed)
      const next = waiting[0]
      if (seat === null || !next) break
      try {
        const { count } = await strapi.db.query(REGISTRATION).updateMany({
          where: { id: next.id, state: 'waiting' },
          data: { state: 'confirmed', placeKey: placeKey(event.documentId, seat) },
        })
        if (count === 1) {
          promoted.push({ ...next, state: 'confirmed', placeKey: placeKey(event.documentId, seat) })
          mail(event, next, { kind: 'promoted' })
        }
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
      }
    }
    return promoted
  }

  /** Removes a sign-up; a place it held goes to the first on the waiting list. Returns who moved up. */
  async function remove(event: EventRow | null, row: RegistrationRow): Promise<RegistrationRow[]> {
    const { count } = await strapi.db.query(REGISTRATION).deleteMany({ where: { id: row.id } })
    if (count === 0 || row.state !== 'confirmed' || !event) return []
    return fill(event)
  }

  /** Any version of the event (an organiser's view: draft or published), with its sign-up settings. */
  const anyEvent = (documentId: string) =>
    selectRow(strapi, ITEM, EVENT_FIELDS, { where: { documentId }, orderBy: { publishedAt: 'asc' } }) as Promise<EventRow | null>

  return {
    /**
     * An event's attendees hear of a change to it, whoever makes it (issue 31): the site's content
     * form and review, the community managers' take-offline and the admin panel all go through the
     * Document Service. Before the action this reads the public version (one indexed query, skipped
     * for anything without sign-ups); once the write commits, `eventChanged` compares it with the
     * version public then and mails (subscribed in src/index.ts).
     */
    registerEventChanges() {
      strapi.documents.use(async (context, next) => {
        const params = context.params as { documentId?: unknown; status?: unknown } | undefined
        const publishes = PUBLIC_CHANGES.has(context.action) || (context.action === 'update' && params?.status === 'published')
        if (context.uid !== ITEM || !publishes || typeof params?.documentId !== 'string') return next()
        const before = await publicEvent(params.documentId)
        const result = await next()
        if (before?.signUpEnabled) {
          sendAfterCommit(strapi, `Attendee mails for a change of ${before.documentId}`, () => this.eventChanged(before))
        }
        return result
      })
    },

    /**
     * Signs the member up for a public event whose sign-up is open: a place while there is one,
     * else the waiting list (or 409 `full` without one). Only what the organiser asks for is kept
     * of what the member chose to share: their e-mail address and phone number as they are now,
     * the answer to the question.
     */
    signUp(user: { id: number; documentId: string }, documentId: string, input: RegistrationInput, now = new Date()) {
      // Each sign-up mails the member: a limit per member and hour (a refused one costs nothing).
      return withinLimits([['registrations', user.id]], () =>
        perEvent(documentId, async () => {
          const event = await publicEvent(documentId)
          if (!event || !event.signUpEnabled) throw notOpen()
          if (!isOpen(event, now)) throw conflict('closed', REGISTRATION_MESSAGES.closed)
          const key = pairKey(user.id, documentId)
          const already = () => conflict('already-registered', REGISTRATION_MESSAGES.alreadyRegistered)
          if ((await strapi.db.query(REGISTRATION).count({ where: { pairKey: key } })) > 0) throw already()
          const member = await selectRow(strapi, USER, ['email', 'phoneNumber'], { where: { id: user.id } })
          const data = {
            event: event.id,
            user: user.id,
            eventKey: documentId,
            sharedEmail: event.askEmail && input.shareEmail ? (member?.email ?? null) : null,
            sharedPhone: event.askPhone && input.sharePhone ? (member?.phoneNumber ?? null) : null,
            answer: event.signUpQuestion && input.answer ? input.answer : null,
          }
          const create = async (extra: { state: RegistrationState; placeKey: string | null }) => {
            try {
              return (await strapi.db.query(REGISTRATION).create({ data: { ...data, ...extra }, select: ['id'] })) as { id: number }
            } catch (error) {
              if (!isUniqueViolation(error)) throw error
              // Two requests of this member at once: the other one signed them up.
              if ((await strapi.db.query(REGISTRATION).count({ where: { pairKey: key } })) > 0) throw already()
              return null
            }
          }
          let created: { id: number } | null = null
          let createdAs: RegistrationState = 'confirmed'
          for (let attempt = 0; !created && attempt < (event.capacity ?? 0) + EXTRA_ATTEMPTS; attempt++) {
            const seat = freeSeat(event, await rowsOf(documentId, 'confirmed'))
            if (seat === null) break
            // Another sign-up took this place first (its unique placeKey): look again.
            created = await create({ state: 'confirmed', placeKey: placeKey(documentId, seat) })
          }
          if (!created) {
            if (event.waitingList === false) throw conflict('full', REGISTRATION_MESSAGES.full)
            createdAs = 'waiting'
            created = await create({ state: 'waiting', placeKey: null })
            if (!created) throw already()
            // A place that came free while this one went on the list goes to the first waiting.
            await fill(event)
          }
          const row = (await selectRow(strapi, REGISTRATION, FIELDS, { where: { id: created.id } })) as RegistrationRow
          const mine = await toMine(row, event)
          // One that went on the list and moved up at once (fill) has its mail on the way already.
          if (createdAs === 'confirmed') mail(event, row, { kind: 'confirmed' })
          else if (mine.state === 'waiting') mail(event, row, { kind: 'waiting', position: mine.waitingPosition ?? 1 })
          return mine
        }),
      )
    },

    /** The event's sign-up as everyone may see it, and the member's own place (null for a visitor or none). */
    async mine(userId: number | null, documentId: string, now = new Date()): Promise<MyEventRegistrationDto> {
      const event = await publicEvent(documentId)
      if (!event) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      const confirmed = await strapi.db.query(REGISTRATION).count({ where: { eventKey: documentId, state: 'confirmed' } })
      const row =
        userId === null
          ? null
          : ((await selectRow(strapi, REGISTRATION, FIELDS, { where: { pairKey: pairKey(userId, documentId) } })) as RegistrationRow | null)
      return { signUp: signUpOf(event, confirmed, now), mine: row ? await toMine(row, event) : null }
    },

    /** The member cancels their sign-up (any time before the start); the first on the waiting list moves up. */
    cancel(userId: number, documentId: string) {
      return perEvent(documentId, async () => {
        const row = (await selectRow(strapi, REGISTRATION, FIELDS, {
          where: { pairKey: pairKey(userId, documentId) },
        })) as RegistrationRow | null
        if (!row) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
        return remove(await publicEvent(documentId), row)
      })
    },

    /**
     * The organiser cancels an attendee's sign-up (is-event-organiser): the attendee is mailed the
     * reason (and the event leaves their calendar); the first on the waiting list moves up.
     */
    cancelFor(documentId: string, registrationDocumentId: string, reason: string) {
      return perEvent(documentId, async () => {
        const row = (await selectRow(strapi, REGISTRATION, FIELDS, {
          where: { documentId: registrationDocumentId, eventKey: documentId },
        })) as RegistrationRow | null
        if (!row) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
        const event = await publicEvent(documentId)
        const promoted = await remove(event, row)
        const known = event ?? (await anyEvent(documentId))
        if (known?.startDate) mail(known, row, { kind: 'cancelled', reason })
        return promoted
      })
    },

    /** Who signed up (is-event-organiser): confirmed by arrival, then the waiting list in order, with only what each shared. */
    async ofEvent(documentId: string): Promise<RegistrationDto[]> {
      if (!(await anyEvent(documentId))) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      const rows = await rowsOf(documentId)
      const names = await linkedRows(
        strapi,
        REGISTRATION,
        'user',
        rows.map((row) => row.id),
        USER,
        ['firstName', 'lastName'],
      )
      const confirmed = rows.filter((row) => row.state === 'confirmed')
      const waiting = rows.filter((row) => row.state === 'waiting')
      return [...confirmed, ...waiting].map((row) => ({
        documentId: row.documentId,
        state: row.state as RegistrationState,
        waitingPosition: row.state === 'waiting' ? waiting.indexOf(row) + 1 : null,
        createdAt: new Date(row.createdAt).toISOString(),
        firstName: names.get(row.id)?.firstName ?? '',
        lastName: names.get(row.id)?.lastName ?? '',
        email: row.sharedEmail ?? null,
        phone: row.sharedPhone ?? null,
        answer: row.answer ?? null,
      }))
    },

    /** The member's sign-ups, the soonest event first (events no longer public left out). */
    async all(userId: number): Promise<MyRegistrationDto[]> {
      const ids = await idsLinkedTo(strapi, REGISTRATION, 'user', userId)
      if (ids.length === 0) return []
      const rows = (await selectRows(strapi, REGISTRATION, FIELDS, { where: { id: { $in: ids } } })) as RegistrationRow[]
      const events = new Map<string, EventRow>()
      for (const documentId of new Set(rows.map((row) => pairTarget(row.pairKey)))) {
        const event = await publicEvent(documentId)
        if (event) events.set(documentId, event)
      }
      const mine = await Promise.all(rows.flatMap((row) => (events.has(row.eventKey!) ? [toMine(row, events.get(row.eventKey!)!)] : [])))
      return mine.sort((a, b) => (time(a.event.startDate) ?? Infinity) - (time(b.event.startDate) ?? Infinity))
    },

    /**
     * How many public events that are not over the member signed up for, with a place or on the
     * waiting list (the /profiel dashboard): their sign-ups' event keys (from the user's side of the
     * link), then one COUNT of those events' public versions.
     */
    async countUpcoming(userId: number, now = new Date()): Promise<number> {
      const ids = await idsLinkedTo(strapi, REGISTRATION, 'user', userId)
      if (ids.length === 0) return 0
      const rows = await selectRows(strapi, REGISTRATION, ['eventKey'], { where: { id: { $in: ids } } })
      const keys = [...new Set(rows.flatMap((row) => (row.eventKey ? [row.eventKey] : [])))]
      if (keys.length === 0) return 0
      return strapi.db.query(ITEM).count({
        where: {
          documentId: { $in: keys },
          type: 'CONTENT_TYPE_EVENT',
          reviewState: 'approved',
          publishedAt: { $notNull: true },
          deletedAt: { $null: true },
          // Not over yet: as /profiel/evenementen splits them (its end, else its start).
          $or: [{ endDate: { $gt: now.toISOString() } }, { endDate: { $null: true }, startDate: { $gt: now.toISOString() } }],
        },
      })
    },

    /**
     * The reminders of one run of the schedule: every confirmed sign-up for a public event that
     * begins within REMINDER_BEFORE_MS gets one mail with the event for the calendar, once, whatever
     * other schedulers run at the same time (claimed in mail_deliveries like the digest, ADR 0052).
     * `onlyUserId`: a community manager's test run for one member.
     */
    async remind(now = new Date(), instance = INSTANCE, onlyUserId?: number): Promise<DigestRunDto> {
      const result: DigestRunDto = { sent: 0, empty: 0, failed: 0, skipped: 0 }
      const deliveries = strapi.service('api::mailing.deliveries') as DeliveriesService
      const claimedBy = runId(instance)
      const events = (await selectRows(strapi, ITEM, [...EVENT_FIELDS, 'deletedAt'], {
        where: {
          type: 'CONTENT_TYPE_EVENT',
          reviewState: 'approved',
          publishedAt: { $notNull: true },
          startDate: { $gt: now.toISOString(), $lte: new Date(now.getTime() + REMINDER_BEFORE_MS).toISOString() },
        },
      })) as Array<EventRow & { deletedAt?: unknown }>
      for (const event of events.filter((row) => row.signUpEnabled && !row.deletedAt)) {
        const rows = (await selectRows(strapi, REGISTRATION, FIELDS, {
          where: {
            eventKey: event.documentId,
            state: 'confirmed',
            reminderSentAt: { $null: true },
            ...(onlyUserId === undefined ? {} : { pairKey: pairKey(onlyUserId, event.documentId) }),
          },
          orderBy: { id: 'asc' },
        })) as RegistrationRow[]
        for (const row of rows) {
          const key = `reminder:${row.id}`
          if (!(await deliveries.claim(key, new Date(), claimedBy))) {
            result.skipped++
            continue
          }
          const message = await attendeeMail(strapi, pairUserId(row.pairKey), mailEvent(event), { kind: 'reminder' })
          const sent = () =>
            strapi.db.query(REGISTRATION).update({ where: { id: row.id }, data: { reminderSentAt: new Date() }, select: ['id'] })
          result[await deliveries.deliver(key, claimedBy, message?.to ?? '', now, async () => message?.mail ?? null, sent)]++
        }
      }
      return result
    },

    /** The member's sign-ups as rows (for `withdraw` once their account is gone). */
    async ofMember(userId: number): Promise<RegistrationRow[]> {
      const ids = await idsLinkedTo(strapi, REGISTRATION, 'user', userId)
      return ids.length ? ((await selectRows(strapi, REGISTRATION, FIELDS, { where: { id: { $in: ids } } })) as RegistrationRow[]) : []
    },

    /** Removes these sign-ups (a deleted account's), each event's first waiting moving up into a place that came free. */
    async withdraw(rows: RegistrationRow[]) {
      for (const row of rows) await perEvent(row.eventKey!, async () => remove(await publicEvent(row.eventKey!), row))
    },

    /** The event's public version as it is now, with its sign-up settings (for `eventChanged`'s `before`). */
    publicEvent,

    /**
     * After an event's public version changed (published again, taken offline, deleted; by the site
     * or the admin panel: registerEventChanges above), `before` being the version that was public. An
     * upcoming event that is no longer public ends every sign-up, each member mailed once (the
     * rows go, so a second change mails nobody); a new date, end, place or number of places mails
     * everyone signed up or waiting, and more places go to the waiting list at once.
     */
    eventChanged(before: EventRow, now = new Date()) {
      return perEvent(before.documentId, async () => {
        const after = await publicEvent(before.documentId)
        if (!before.signUpEnabled && !after?.signUpEnabled) return
        const starts = time(after?.startDate ?? before.startDate)
        if (starts === null || starts <= now.getTime()) return
        const rows = await rowsOf(before.documentId)
        if (rows.length === 0) return
        if (!after) {
          await strapi.db.query(REGISTRATION).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } })
          for (const row of rows) mail(before, row, { kind: 'withdrawn' })
          return
        }
        const changes = changesOf(before, after)
        if (changes.length > 0) {
          for (const row of rows) mail(after, row, { kind: 'changed', changes, waiting: row.state === 'waiting' })
        }
        await fill(after)
      })
    },

    /** Places that came free (more places set, a cancellation) go to the waiting list. */
    fillFreePlaces(documentId: string) {
      return perEvent(documentId, async () => {
        const event = await publicEvent(documentId)
        return event ? fill(event) : []
      })
    },
  }
}

/** `strapi.service('api::registration.registrations')`. */
export type RegistrationsService = ReturnType<typeof registrations>

export default registrations
