import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEFAULT_RETENTION_DAYS, registrationRetentionDays, type RetentionService } from '../src/api/registration/services/retention'
import { cronTasks } from '../config/cron-tasks'
import { runMemberMails, sendDueDigests } from '../src/lib/scheduled-jobs'
import { createMember, type TestMember } from './as-user'
import { createEvent } from './calls-helpers'
import type { Mailbox } from './organizations-helpers'
import { planOf, statementsOf } from './query-plan'
import { startSharedCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const REGISTRATION = 'api::registration.registration'
const DELIVERY = 'api::mailing.delivery'
const DAY = 24 * 60 * 60 * 1000
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

let cms: TestCms
let mail: Mailbox
let members: TestMember[]

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  // One after the other (each hashes a password while it holds a database connection).
  members = []
  for (let index = 0; index < 2; index++) members.push(await createMember(cms.strapi))
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

const retention = () => cms.strapi.service('api::registration.retention') as RetentionService
const strapiErrors = () => ((globalThis as { __strapiErrors?: string[] }).__strapiErrors ??= [])
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString()

/** A published, approved event that took sign-ups, with these dates (`fields` override); its documentId. */
const event = (fields: Record<string, unknown>) => createEvent(cms, fields)

/**
 * A confirmed sign-up of `member` as the service writes one, with what they shared (the event may
 * be long past: written directly, as the sign-up route takes none for a past event); its id.
 */
async function signUp(member: TestMember, documentId: string) {
  const eventRow = await cms.strapi.db.query(ITEM).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] })
  const row = await cms.strapi.db.query(REGISTRATION).create({
    data: {
      event: eventRow!.id,
      user: member.id,
      eventKey: documentId,
      state: 'confirmed',
      placeKey: `${documentId}:${members.indexOf(member) + 1}`,
      sharedEmail: member.email,
      answer: 'Over open data.',
    },
    select: ['id'],
  })
  return row.id as number
}

const exists = async (id: number) => (await cms.strapi.db.query(REGISTRATION).count({ where: { id } })) === 1
const total = () => cms.strapi.db.query(REGISTRATION).count({})

/** Purges as of `now` and checks that what it says it removed is what went. */
async function purge(now: Date, options?: Parameters<RetentionService['purge']>[1]) {
  const before = await total()
  const removed = await retention().purge(now, options)
  expect(before - (await total())).toBe(removed)
  return removed
}

describe(`event sign-ups deleted a set time after the event (${db})`, () => {
  it('deletes the sign-ups of an event that ended more than the period ago (three months), with their reminders’ records', async () => {
    const now = new Date()
    const [member, other] = members
    const endedLongAgo = await event({ startDate: daysFrom(now, -101), endDate: daysFrom(now, -100) })
    const startedLongAgo = await event({ startDate: daysFrom(now, -100), endDate: null })
    const endedLately = await event({ startDate: daysFrom(now, -51), endDate: daysFrom(now, -50) })
    // Began long ago but ended lately (a course of several weeks): its end counts.
    const longEvent = await event({ startDate: daysFrom(now, -120), endDate: daysFrom(now, -10) })
    const upcoming = await event({ startDate: daysFrom(now, 7), endDate: daysFrom(now, 7.1) })
    // Published with a date long past, its draft moved to a later date (awaiting review): the later date holds.
    const moved = await event({ startDate: daysFrom(now, -100), endDate: null })
    await cms.strapi.db.query(ITEM).updateMany({ where: { documentId: moved, publishedAt: null }, data: { startDate: daysFrom(now, 3) } })

    const gone = [await signUp(member!, endedLongAgo), await signUp(other!, endedLongAgo), await signUp(member!, startedLongAgo)]
    const kept = [
      await signUp(member!, endedLately),
      await signUp(member!, longEvent),
      await signUp(member!, upcoming),
      await signUp(other!, upcoming),
      await signUp(member!, moved),
    ]
    // The records of two reminders (the reminder job's key): the removed sign-up's goes with it.
    for (const id of [gone[0]!, kept[2]!])
      await cms.strapi.db.query(DELIVERY).create({ data: { key: `reminder:${id}`, state: 'sent', attempts: 1, sentAt: new Date() } })

    expect(registrationRetentionDays()).toBe(DEFAULT_RETENTION_DAYS)
    expect(await purge(now)).toBeGreaterThanOrEqual(gone.length)
    for (const id of gone) expect(await exists(id)).toBe(false)
    for (const id of kept) expect(await exists(id)).toBe(true)
    const reminders = await cms.strapi.db
      .query(DELIVERY)
      .findMany({ where: { key: { $in: [gone[0], kept[2]].map((id) => `reminder:${id}`) } } })
    expect(reminders.map((row: { key: string }) => row.key)).toEqual([`reminder:${kept[2]}`])
    // Their links to the event and the member went with them.
    const meta = cms.strapi.db.metadata.get(REGISTRATION) as unknown as {
      attributes: Record<string, { joinTable?: { name: string; joinColumn: { name: string } } }>
    }
    for (const relation of ['event', 'user']) {
      const { name, joinColumn } = meta.attributes[relation]!.joinTable!
      const [{ count }] = await cms.strapi.db.getConnection(name).count({ count: '*' }).whereIn(joinColumn.name, gone)
      expect(Number(count)).toBe(0)
    }
    // The event itself stays; nothing more is due as of now.
    expect(await cms.strapi.db.query(ITEM).count({ where: { documentId: endedLongAgo } })).toBe(2)
    expect(await purge(now)).toBe(0)
  })

  it('honours the period: counted from the event’s end to `now`, and REGISTRATION_RETENTION_DAYS sets it', async () => {
    const now = new Date()
    const [member] = members
    const fiftyDays = await signUp(member!, await event({ startDate: daysFrom(now, -50.1), endDate: daysFrom(now, -50) }))
    const twentyDays = await signUp(member!, await event({ startDate: daysFrom(now, -20.1), endDate: daysFrom(now, -20) }))
    const upcoming = await signUp(member!, await event({ startDate: daysFrom(now, 7), endDate: null }))

    // Ninety-one days after the event: kept; ninety-three: gone (the default is 92).
    await purge(new Date(now.getTime() + 41 * DAY))
    expect(await exists(fiftyDays)).toBe(true)
    await purge(new Date(now.getTime() + 43 * DAY))
    expect(await exists(fiftyDays)).toBe(false)
    expect(await exists(twentyDays)).toBe(true)

    // A shorter period, as the variable sets it.
    process.env.REGISTRATION_RETENTION_DAYS = '14'
    try {
      expect(registrationRetentionDays()).toBe(14)
      await purge(now)
      expect(await exists(twentyDays)).toBe(false)
      expect(await exists(upcoming)).toBe(true)
      // The upcoming event's, fifteen days after it.
      await purge(new Date(now.getTime() + 22 * DAY))
      expect(await exists(upcoming)).toBe(false)
    } finally {
      delete process.env.REGISTRATION_RETENTION_DAYS
    }

    // A whole number of days, at least one; anything else stops the start-up (src/index.ts).
    for (const value of ['', ' ']) expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: value })).toBe(92)
    expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: ' 30 ' })).toBe(30)
    for (const value of ['0', '-5', '1.5', '3 maanden', '1e3', '99999999'])
      expect(() => registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: value })).toThrow(/REGISTRATION_RETENTION_DAYS/)
  })

  it('deletes the sign-ups of an event deleted more than the period ago, or no longer there at all', async () => {
    const now = new Date()
    const [member] = members
    // The rows written directly, as they are left behind (whatever the Document Service does with the sign-ups when it deletes).
    const items = cms.strapi.db.query(ITEM)
    /** Deleted with a reason `daysAgo` (as calls.remove leaves it: no published version, the draft keeps deletedAt). */
    const deleted = async (daysAgo: number) => {
      const documentId = await event({ startDate: daysFrom(now, 30), endDate: null })
      const id = await signUp(member!, documentId)
      await items.deleteMany({ where: { documentId, publishedAt: { $notNull: true } } })
      await items.updateMany({ where: { documentId }, data: { deletedAt: daysFrom(now, -daysAgo) } })
      return id
    }
    const deletedLongAgo = await deleted(100)
    const deletedLately = await deleted(10)
    const removedDocument = await event({ startDate: daysFrom(now, 30), endDate: null })
    const orphan = await signUp(member!, removedDocument)
    await items.deleteMany({ where: { documentId: removedDocument } })
    expect(await items.count({ where: { documentId: removedDocument } })).toBe(0)
    expect(await exists(orphan)).toBe(true)

    await purge(now)
    expect(await exists(deletedLongAgo)).toBe(false)
    expect(await exists(deletedLately)).toBe(true)
    expect(await exists(orphan)).toBe(false)
  })

  it('is one indexed query when nothing is due, and otherwise removes in rounds of a bounded size', async () => {
    const now = new Date()
    await purge(now)
    const idle = await statementsOf(cms, () => retention().purge(now))
    expect(idle).toHaveLength(1)
    const { plan, fullScans } = await planOf(cms, idle[0]!)
    // The sign-ups are read (from their index on eventKey); each event's versions by the index on documentId.
    expect(
      fullScans.filter((scan) => scan.table !== 'registrations'),
      plan,
    ).toEqual([])

    const ids: number[] = []
    for (let round = 0; round < 3; round++) {
      const documentId = await event({ startDate: daysFrom(now, -101), endDate: daysFrom(now, -100) })
      for (const member of members) ids.push(await signUp(member, documentId))
    }
    const statements = await statementsOf(cms, async () => expect(await purge(now, { batch: 4 })).toBe(6))
    for (const id of ids) expect(await exists(id)).toBe(false)
    // Two rounds of four statements (4 and 2 sign-ups) and the look that finds nothing more (besides the test's own two counts).
    const own = statements.filter((statement) => !/^select count/i.test(statement.sql.trim()))
    expect(own.map((statement) => statement.sql.trim().split(/\s+/, 1)[0]!.toLowerCase())).toEqual([
      ...['select', 'select', 'delete', 'delete'],
      ...['select', 'select', 'delete', 'delete'],
      'select',
    ])
  })

  it('runs on the mail schedule as a job of its own: a failure is logged, never thrown, and a community manager’s mail runs leave it to its schedule', async () => {
    const now = new Date()
    const [member] = members
    const due = await signUp(member!, await event({ startDate: daysFrom(now, -101), endDate: daysFrom(now, -100) }))
    const service = retention()
    // The schedule as the CMS starts it (config/server.ts), with the default rules.
    const tasks = cronTasks((_name, fallback) => fallback)
    expect(Object.keys(tasks).sort()).toEqual([
      'digests',
      'eventReminders',
      'notificationSummaries',
      'registrationRetention',
      'searchAlerts',
    ])
    expect(tasks.registrationRetention!.options.rule).toBe('*/10 * * * *')
    expect(Object.keys(cronTasks((name, fallback) => (name === 'DIGEST_SCHEDULE' ? 'off' : fallback)))).toEqual(['notificationSummaries'])

    const failing = vi.spyOn(service, 'purge').mockRejectedValueOnce(new Error('database gone'))
    await tasks.registrationRetention!.task({ strapi: cms.strapi })
    expect(failing).toHaveBeenCalledTimes(1)
    expect(strapiErrors()).toEqual([expect.stringContaining('Event sign-up retention run failed: database gone')])
    strapiErrors().length = 0
    expect(await exists(due)).toBe(true)
    failing.mockRestore()
    await tasks.registrationRetention!.task({ strapi: cms.strapi })
    expect(await exists(due)).toBe(false)
    expect(strapiErrors()).toEqual([])

    // A community manager's send to everyone is the digests alone: the sign-ups past their period
    // wait for the retention's own schedule (ADR 0062).
    const later = await signUp(member!, await event({ startDate: daysFrom(now, -101), endDate: daysFrom(now, -100) }))
    const purgeCalls = vi.spyOn(service, 'purge')
    await sendDueDigests(cms.strapi)
    expect(purgeCalls).not.toHaveBeenCalled()
    expect(await exists(later)).toBe(true)

    // A community manager's test run for one member leaves the sign-ups alone.
    const result = await runMemberMails(cms.strapi, member!.id)
    expect(result).toMatchObject({ digests: expect.any(Object), alerts: expect.any(Object), reminders: expect.any(Object) })
    expect(purgeCalls).not.toHaveBeenCalled()
  })

  it('says so in the privacy statement', async () => {
    const page = await cms.strapi.documents('api::privacy-page.privacy-page' as any).findFirst({})
    const text = JSON.stringify(page?.body)
    expect(text).toContain('Meld je je aan voor een evenement, dan ziet de organisator je naam en alleen wat je zelf kiest te delen')
    expect(text).toContain('verwijderen we drie maanden na het evenement')
  })
})
