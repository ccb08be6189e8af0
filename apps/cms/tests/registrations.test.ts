import { randomBytes } from 'node:crypto'
import {
  MEMBER_LIMIT_MESSAGES,
  REGISTRATION_MESSAGES,
  type MyEventRegistrationDto,
  type MyRegistrationDto,
  type RegistrationDto,
} from '@talentstad/types'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, MEMBER_PASSWORD, type TestMember } from './as-user'
import { addMember, callForm, createEvent, createOrganization, sendForm } from './calls-helpers'
import { advanceClock } from './clock'
import { eventDate } from '../src/lib/event-mails'
import { mailsTo, settle, type Mailbox } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const REGISTRATION = 'api::registration.registration'
const DAY = 24 * 60 * 60 * 1000
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

const SITE = 'https://talentstad.example'
let cms: TestCms
let mail: Mailbox
let organiser: TestMember

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms({ SITE_URL: SITE }))
  organiser = await createMember(cms.strapi, { roleType: 'community-manager' })
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

/** The calendar file of a mail, parsed by an independent iCalendar parser (ical.js): its method and event. */
async function calendarOf(caught: Awaited<ReturnType<typeof mailsTo>>[number]) {
  const parsed = new ICAL.Component(ICAL.parse(await mail.attachment(caught, 'evenement.ics')))
  const event = new ICAL.Event(parsed.getFirstSubcomponent('vevent')!)
  return { method: parsed.getFirstPropertyValue('method'), event, sequence: event.sequence }
}

/** A published, approved event of the platform (no organisation) that takes sign-ups; `fields` override. */
const event = (fields: Record<string, unknown> = {}, publish = true) => createEvent(cms, fields, publish)

const signUp = (member: TestMember, documentId: string, body: unknown = {}) =>
  callApi(cms, 'POST', `/events/${documentId}/registrations`, { jwt: member.jwt, body }) as Promise<{
    status: number
    body: { data: MyRegistrationDto } & Record<string, any>
  }>
const mine = async (member: TestMember, documentId: string) =>
  (await callApi(cms, 'GET', `/events/${documentId}/registrations/mine`, { jwt: member.jwt })).body.data as MyEventRegistrationDto
const attendees = async (documentId: string) => {
  const answer = await callApi(cms, 'GET', `/events/${documentId}/registrations`, { jwt: organiser.jwt })
  expect(answer.status).toBe(200)
  return answer.body.data as RegistrationDto[]
}
/** Fresh members, one after the other (each hashes a password while it holds a database connection). */
async function members(count: number, fields: Record<string, unknown> = {}) {
  const made: TestMember[] = []
  for (let index = 0; index < count; index++) made.push(await createMember(cms.strapi, fields))
  return made
}

describe(`event sign-ups (${db})`, () => {
  it('gives the last 5 places to 5 of 50 members who sign up at once, and the other 45 the waiting list in arrival order', async () => {
    const documentId = await event({ capacity: 8 })
    // Made first, so that the sign-ups follow each other without seconds of password hashing between.
    const early = await members(3)
    const crowd = await members(50)
    // Three places are taken already.
    for (const member of early) expect((await signUp(member, documentId)).status).toBe(201)
    expect((await mine(organiser, documentId)).signUp).toMatchObject({ capacity: 8, placesLeft: 5, open: true })

    const answers = await Promise.all(crowd.map((member) => signUp(member, documentId)))
    expect(answers.map((answer) => answer.status)).toEqual(crowd.map(() => 201))
    const states = answers.map((answer) => answer.body.data.state)
    expect(states.filter((state) => state === 'confirmed')).toHaveLength(5)
    expect(states.filter((state) => state === 'waiting')).toHaveLength(45)

    const list = await attendees(documentId)
    expect(list.filter((row) => row.state === 'confirmed')).toHaveLength(8)
    const waiting = list.filter((row) => row.state === 'waiting')
    expect(waiting.map((row) => row.waitingPosition)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1))
    // Each member's own position is the list's, and the list is in the order the sign-ups were stored.
    const rows = await cms.strapi.db
      .query(REGISTRATION)
      .findMany({ where: { eventKey: documentId, state: 'waiting' }, orderBy: { id: 'asc' } })
    expect(waiting.map((row) => row.documentId)).toEqual(rows.map((row: { documentId: string }) => row.documentId))
    for (const [index, answer] of answers.entries()) {
      if (answer.body.data.state !== 'waiting') continue
      const position = waiting.findIndex((row) => row.documentId === answer.body.data.documentId) + 1
      expect((await mine(crowd[index]!, documentId)).mine?.waitingPosition).toBe(position)
    }
    expect((await mine(organiser, documentId)).signUp.placesLeft).toBe(0)
  })

  it('keeps one sign-up per member, whatever is sent twice at once', async () => {
    const documentId = await event()
    const [member] = await members(1)
    const answers = await Promise.all(Array.from({ length: 6 }, () => signUp(member!, documentId)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409])
    const refused = answers.find((answer) => answer.status === 409)!
    expect(refused.body.error).toMatchObject({ message: REGISTRATION_MESSAGES.alreadyRegistered, details: { code: 'already-registered' } })
    expect(await cms.strapi.db.query(REGISTRATION).count({ where: { eventKey: documentId } })).toBe(1)
    expect((await mine(organiser, documentId)).signUp.placesLeft).toBe(4)
  })

  it('has the database refuse a taken place and a second sign-up, whatever the code in front of it does (another instance)', async () => {
    const documentId = await event({ capacity: 2 })
    const [member, other] = await members(2)
    expect((await signUp(member!, documentId)).body.data.state).toBe('confirmed')
    const [row] = await cms.strapi.db.query(REGISTRATION).findMany({ where: { eventKey: documentId }, select: ['placeKey'] })
    const eventId = (await cms.strapi.db.query(ITEM).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['id'] }))!
      .id
    const insert = (userId: number, place: string | null) =>
      cms.strapi.db.query(REGISTRATION).create({
        data: { event: eventId, user: userId, eventKey: documentId, state: place ? 'confirmed' : 'waiting', placeKey: place },
      })
    // The place the first holds, for another member: refused by registrations_place_key_uq.
    await expect(insert(other!.id, row!.placeKey)).rejects.toThrow()
    // A second row for the same member: refused by registrations_pair_key_uq.
    await expect(insert(member!.id, null)).rejects.toThrow()
    expect(await cms.strapi.db.query(REGISTRATION).count({ where: { eventKey: documentId } })).toBe(1)
  })

  it('moves the first on the waiting list up when someone cancels, or the organiser cancels for them', async () => {
    const documentId = await event({ capacity: 2 })
    const [first, second, third, fourth] = await members(4)
    for (const member of [first!, second!, third!, fourth!]) expect((await signUp(member, documentId)).status).toBe(201)
    expect((await mine(third!, documentId)).mine).toMatchObject({ state: 'waiting', waitingPosition: 1 })
    expect((await mine(fourth!, documentId)).mine).toMatchObject({ state: 'waiting', waitingPosition: 2 })

    expect((await callApi(cms, 'DELETE', `/events/${documentId}/registrations/mine`, { jwt: first!.jwt })).status).toBe(204)
    expect((await mine(first!, documentId)).mine).toBeNull()
    expect((await mine(third!, documentId)).mine).toMatchObject({ state: 'confirmed', waitingPosition: null })
    expect((await mine(fourth!, documentId)).mine).toMatchObject({ state: 'waiting', waitingPosition: 1 })

    // The organiser cancels for the second (with a reason); the fourth moves up.
    const secondsPlace = (await mine(second!, documentId)).mine!.documentId
    expect((await attendees(documentId)).find((row) => row.documentId === secondsPlace)).toMatchObject({ state: 'confirmed' })
    const noReason = await callApi(cms, 'DELETE', `/events/${documentId}/registrations/${secondsPlace}`, { jwt: organiser.jwt, body: {} })
    expect(noReason.status).toBe(400)
    expect((await mine(second!, documentId)).mine).not.toBeNull()
    const cancelled = await callApi(cms, 'DELETE', `/events/${documentId}/registrations/${secondsPlace}`, {
      jwt: organiser.jwt,
      body: { reason: 'Dubbele aanmelding' },
    })
    expect(cancelled.status).toBe(204)
    expect((await mine(second!, documentId)).mine).toBeNull()
    expect((await mine(fourth!, documentId)).mine).toMatchObject({ state: 'confirmed' })
    // A member who cancelled may sign up again: at the end of the line.
    expect((await signUp(first!, documentId)).body.data).toMatchObject({ state: 'waiting', waitingPosition: 1 })
  })

  it('keeps only what the organiser asks for of what a member shares, and answers the question', async () => {
    const documentId = await event({ askEmail: true, askPhone: false, signUpQuestion: 'Wat wil je leren?' })
    const [member] = await members(1, { firstName: 'Noor', lastName: 'Jansen', phoneNumber: '06 12345678' })
    const [quiet] = await members(1, { firstName: 'Stil', lastName: 'Lid' })
    expect((await signUp(member!, documentId, { shareEmail: true, sharePhone: true, answer: '  Over open data.  ' })).status).toBe(201)
    expect((await signUp(quiet!, documentId, { shareEmail: false })).status).toBe(201)
    const list = await attendees(documentId)
    expect(list.find((row) => row.firstName === 'Noor')).toMatchObject({
      lastName: 'Jansen',
      email: member!.email,
      phone: null,
      answer: 'Over open data.',
    })
    expect(list.find((row) => row.firstName === 'Stil')).toMatchObject({ email: null, phone: null, answer: null })
    // Too long an answer, or a field the form does not have: 400, nothing written.
    const [other] = await members(1)
    expect((await signUp(other!, documentId, { answer: 'x'.repeat(501) })).status).toBe(400)
    expect((await signUp(other!, documentId, { role: 'admin' })).status).toBe(400)
    expect((await mine(other!, documentId)).mine).toBeNull()
  })

  it('refuses a full event without a waiting list, a closed or past one, and one that is not public or takes no sign-ups', async () => {
    const [member, other] = await members(2)
    const full = await event({ capacity: 1, waitingList: false })
    expect((await signUp(member!, full)).status).toBe(201)
    const refused = await signUp(other!, full)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toMatchObject({ message: REGISTRATION_MESSAGES.full, details: { code: 'full' } })

    const closed = await event({ signUpClosesAt: new Date(Date.now() - 60_000).toISOString() })
    expect((await signUp(member!, closed)).body.error).toMatchObject({ status: 409, details: { code: 'closed' } })
    expect((await mine(member!, closed)).signUp.open).toBe(false)
    const past = await event({ startDate: new Date(Date.now() - DAY).toISOString(), endDate: null })
    expect((await signUp(member!, past)).body.error).toMatchObject({ status: 409, details: { code: 'closed' } })

    for (const documentId of [await event({ signUpEnabled: false }), await event({}, false), await event({ reviewState: 'pending' })]) {
      const answer = await signUp(member!, documentId)
      expect(answer.status).toBe(404)
      expect(answer.body.error).toMatchObject({ message: REGISTRATION_MESSAGES.notOpen, details: { code: 'not-open' } })
    }
    // An event taken offline takes no more sign-ups.
    const offline = await event()
    await cms.strapi.documents(ITEM).unpublish({ documentId: offline })
    expect((await signUp(member!, offline)).status).toBe(404)
    // Not an event at all.
    const article = await event({ type: 'CONTENT_TYPE_ARTICLE' })
    expect((await signUp(member!, article)).status).toBe(404)
  })

  it('takes everyone when places are unlimited, and lists the member’s sign-ups soonest first', async () => {
    const later = await event({ capacity: null, startDate: new Date(Date.now() + 20 * DAY).toISOString() })
    const sooner = await event({ startDate: new Date(Date.now() + 2 * DAY).toISOString() })
    const [member] = await members(1)
    expect((await signUp(member!, later)).body.data.state).toBe('confirmed')
    expect((await signUp(member!, sooner)).body.data.state).toBe('confirmed')
    expect((await mine(member!, later)).signUp).toMatchObject({ capacity: null, placesLeft: null })
    const all = await callApi(cms, 'GET', '/me/registrations', { jwt: member!.jwt })
    expect(all.status).toBe(200)
    expect(all.body.data.map((row: MyRegistrationDto) => row.event.documentId)).toEqual([sooner, later])
  })

  it('mails the place with the event for the calendar, the waiting list, a move up and the organiser’s cancellation', async () => {
    const start = new Date(Date.now() + 10 * DAY)
    const documentId = await event({
      capacity: 1,
      title: 'Data, koffie; en meer',
      location: 'Stadhuis, zaal 2',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 60 * 60 * 1000).toISOString(),
    })
    const [first, second] = await members(2, { firstName: 'Sam' })
    await signUp(first!, documentId)
    await signUp(second!, documentId)

    const [confirmed] = await mailsTo(mail, first!.email, /^Je bent aangemeld: /)
    expect(confirmed?.text).toContain('Hoi Sam,')
    expect(confirmed?.text).toContain(`${SITE}/evenementen/`)
    const placed = await calendarOf(confirmed!)
    expect(placed.method).toBe('REQUEST')
    expect(placed.event.uid).toBe(`${documentId}@talentstad.example`)
    // Commas and semicolons escaped in the file, read back as written.
    expect(placed.event.summary).toBe('Data, koffie; en meer')
    expect(placed.event.location).toBe('Stadhuis, zaal 2')
    expect(placed.event.startDate.toJSDate().getTime()).toBe(Math.floor(start.getTime() / 1000) * 1000)
    expect(placed.event.endDate.toJSDate().getTime() - placed.event.startDate.toJSDate().getTime()).toBe(3 * 60 * 60 * 1000)
    expect(placed.event.attendees.map((attendee) => attendee.getFirstValue())).toEqual([`mailto:${first!.email}`])

    const [waiting] = await mailsTo(mail, second!.email, /^Je staat op de wachtlijst: /)
    expect(waiting?.text).toContain('Je staat op de wachtlijst, plek 1.')
    expect(waiting?.attachments ?? []).toHaveLength(0)

    // The first cancels: the second moves up and gets the event for the calendar, with the same UID.
    await callApi(cms, 'DELETE', `/events/${documentId}/registrations/mine`, { jwt: first!.jwt })
    const [promoted] = await mailsTo(mail, second!.email, /^Er is een plek vrij: /)
    expect((await calendarOf(promoted!)).event.uid).toBe(`${documentId}@talentstad.example`)

    // The organiser cancels for the second, with a reason: the event leaves the calendar.
    const place = (await mine(second!, documentId)).mine!.documentId
    await callApi(cms, 'DELETE', `/events/${documentId}/registrations/${place}`, { jwt: organiser.jwt, body: { reason: 'Zaal te klein' } })
    const [cancelled] = await mailsTo(mail, second!.email, /^Je aanmelding is geannuleerd: /)
    expect(cancelled?.text).toContain('Reden: Zaal te klein')
    const removed = await calendarOf(cancelled!)
    expect(removed.method).toBe('CANCEL')
    expect(removed.event.uid).toBe(`${documentId}@talentstad.example`)
    expect(removed.event.component.getFirstPropertyValue('status')).toBe('CANCELLED')

    // One mail of each, no more.
    await settle(cms)
    for (const [to, subject] of [
      [first!.email, /^Je bent aangemeld: /],
      [second!.email, /^Je staat op de wachtlijst: /],
      [second!.email, /^Er is een plek vrij: /],
      [second!.email, /^Je aanmelding is geannuleerd: /],
    ] as const)
      expect(await mailsTo(mail, to, subject, 2, 300)).toHaveLength(1)
  })

  it('seeds demo events: free places with the student signed up, one full with a waiting list, one with an external link', async () => {
    const byTitle = async (slug: string) =>
      (await cms.strapi.db
        .query(ITEM)
        .findOne({ where: { slug, publishedAt: { $notNull: true } }, select: ['documentId', 'externalUrl'] }))!
    const student = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: 'student@demo.talentstad.nl' } })
    const meetup = await byTitle('meetup-security-in-de-praktijk')
    const studentView = await cms.strapi.service('api::registration.registrations').mine(student.id, meetup.documentId)
    expect(studentView.mine).toMatchObject({ state: 'confirmed' })
    expect(studentView.signUp).toMatchObject({ open: true, capacity: 40, placesLeft: 39 })
    const workshop = await cms.strapi
      .service('api::registration.registrations')
      .mine(null, (await byTitle('workshop-toegankelijk-ontwerpen')).documentId)
    expect(workshop.signUp).toMatchObject({ placesLeft: 0, waitingList: true })
    expect(
      await cms.strapi.db
        .query(REGISTRATION)
        .count({ where: { eventKey: (await byTitle('workshop-toegankelijk-ontwerpen')).documentId, state: 'waiting' } }),
    ).toBe(1)
    const hackathon = await byTitle('stadshackathon-slimme-mobiliteit')
    expect(hackathon.externalUrl).toMatch(/^https:\/\//)
    expect((await cms.strapi.service('api::registration.registrations').mine(null, hackathon.documentId)).signUp.enabled).toBe(false)
  })

  it('reminds each confirmed member once, a day before, with the event for the calendar; nobody waiting, nothing later', async () => {
    const registrations = cms.strapi.service('api::registration.registrations')
    const soon = await event({ capacity: 1, startDate: new Date(Date.now() + 20 * 60 * 60 * 1000).toISOString() })
    const later = await event({ startDate: new Date(Date.now() + 30 * 60 * 60 * 1000).toISOString() })
    const [going, waiting] = await members(2)
    await signUp(going!, soon)
    await signUp(waiting!, soon)
    await signUp(going!, later)
    // Two schedulers at once: one reminder.
    const [first, second] = await Promise.all([registrations.remind(new Date()), registrations.remind(new Date())])
    expect(first.sent + second.sent).toBe(1)
    const [reminder] = await mailsTo(mail, going!.email, /^Herinnering: /)
    expect(reminder?.subject).toMatch(/^Herinnering: Evenement /)
    const calendar = await calendarOf(reminder!)
    expect(calendar.method).toBe('REQUEST')
    expect(calendar.event.uid).toBe(`${soon}@talentstad.example`)
    // Once: a later run sends nothing more; the later event's reminder waits for its own day.
    expect((await registrations.remind(new Date())).sent).toBe(0)
    await settle(cms)
    expect(await mailsTo(mail, going!.email, /^Herinnering: /, 2, 300)).toHaveLength(1)
    expect(await mailsTo(mail, waiting!.email, /^Herinnering: /, 1, 300)).toHaveLength(0)
    expect((await registrations.remind(new Date(Date.now() + 10 * 60 * 60 * 1000))).sent).toBe(1)
  })

  it("removes a deleted account's sign-ups, and the first waiting moves up", async () => {
    const documentId = await event({ capacity: 1 })
    const [leaving, waiting] = await members(2)
    await signUp(leaving!, documentId)
    await signUp(waiting!, documentId)
    const deleted = await callApi(cms, 'DELETE', '/me', { jwt: leaving!.jwt, body: { password: MEMBER_PASSWORD } })
    expect(deleted.status).toBe(204)
    expect(await cms.strapi.db.query(REGISTRATION).count({ where: { pairKey: { $startsWith: `${leaving!.id}:` } } })).toBe(0)
    expect((await mine(waiting!, documentId)).mine).toMatchObject({ state: 'confirmed' })
    expect(await mailsTo(mail, waiting!.email, /^Er is een plek vrij: /)).toHaveLength(1)
  })

  it('limits how often a member signs up (each sign-up mails them): 429 with a Dutch message past the limit', async () => {
    const documentId = await event({ capacity: null })
    const [member] = await members(1)
    for (let round = 0; round < 20; round++) {
      expect((await signUp(member!, documentId)).status).toBe(201)
      expect((await callApi(cms, 'DELETE', `/events/${documentId}/registrations/mine`, { jwt: member!.jwt })).status).toBe(204)
    }
    const refused = await signUp(member!, documentId)
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(MEMBER_LIMIT_MESSAGES.registrations)
    expect((await mine(member!, documentId)).mine).toBeNull()
  })

  describe("an organisation's event form and changes to the event", () => {
    /** An approved organisation with a content manager, who posts events through the content form (POST /api/calls). */
    async function organisation() {
      const organization = await createOrganization(cms, `Organisatie ${randomBytes(3).toString('hex')}`)
      const [manager] = await members(1)
      await addMember(cms, manager!, organization, 'contentManager')
      return { organization, manager: manager! }
    }
    const start = () => new Date(Date.now() + 10 * DAY)
    const eventForm = (organization: string, fields: Record<string, unknown> = {}) =>
      callForm({
        type: 'CONTENT_TYPE_EVENT',
        organization,
        title: `Meetup ${randomBytes(3).toString('hex')}`,
        startDate: start().toISOString(),
        location: 'Stadhuis',
        signUpEnabled: true,
        capacity: 1,
        waitingList: true,
        askEmail: true,
        signUpQuestion: 'Wat wil je leren?',
        ...fields,
      })

    it('takes the sign-up settings from the form, refuses bad ones with Dutch messages, and keeps them off for other types', async () => {
      const { organization, manager } = await organisation()
      const created = await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: eventForm(organization) })
      expect(created.status).toBe(201)
      const documentId = created.body.data.documentId as string
      const editable = (await callApi(cms, 'GET', `/calls/${documentId}/edit`, { jwt: manager.jwt })).body.data
      expect(editable).toMatchObject({ signUpEnabled: true, capacity: 1, waitingList: true, askEmail: true, askPhone: false })
      expect(editable.signUpQuestion).toBe('Wat wil je leren?')
      // Online at once (an approved organisation), and open for sign-up.
      expect((await mine(manager, documentId)).signUp).toMatchObject({ enabled: true, capacity: 1, placesLeft: 1, open: true })

      for (const [fields, field, message] of [
        [{ capacity: 0 }, 'capacity', REGISTRATION_MESSAGES.capacityInvalid],
        [{ capacity: 2.5 }, 'capacity', REGISTRATION_MESSAGES.capacityInvalid],
        [{ capacity: 10_001 }, 'capacity', REGISTRATION_MESSAGES.capacityInvalid],
        [{ signUpClosesAt: new Date(start().getTime() + DAY).toISOString() }, 'signUpClosesAt', REGISTRATION_MESSAGES.closesAfterStart],
        [{ signUpQuestion: 'x'.repeat(201) }, 'signUpQuestion', REGISTRATION_MESSAGES.questionTooLong],
      ] as const) {
        const refused = await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: eventForm(organization, fields) })
        expect(refused.status, JSON.stringify(fields)).toBe(400)
        expect(JSON.stringify(refused.body.error), field).toContain(message)
      }

      const news = await sendForm(cms, 'POST', '/calls', {
        jwt: manager.jwt,
        data: eventForm(organization, { type: 'CONTENT_TYPE_NEWS', startDate: null, capacity: 3 }),
      })
      expect(news.status).toBe(201)
      const row = await cms.strapi.db
        .query(ITEM)
        .findOne({ where: { documentId: news.body.data.documentId }, select: ['signUpEnabled', 'capacity'] })
      expect(row).toMatchObject({ signUpEnabled: false, capacity: null })
    })

    it('mails everyone signed up when the date, place or places change (with the updated calendar entry), and moves the waiting list up into new places', async () => {
      const { organization, manager } = await organisation()
      const form = eventForm(organization)
      const documentId = (await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: form })).body.data.documentId as string
      const [going, waiting] = await members(2)
      expect((await signUp(going!, documentId, { shareEmail: true })).body.data.state).toBe('confirmed')
      expect((await signUp(waiting!, documentId)).body.data.state).toBe('waiting')
      const confirmation = (await mailsTo(mail, going!.email, /^Je bent aangemeld: /))[0]!
      const first = await calendarOf(confirmation)

      // SEQUENCE counts seconds (lib ics.ts): an organiser's change comes later than this in life (the clock moves on: tests/clock.ts).
      advanceClock(1100)
      // A new title alone mails nobody.
      expect(
        (await sendForm(cms, 'PUT', `/calls/${documentId}`, { jwt: manager.jwt, data: { ...form, title: `${form.title} (nieuw)` } }))
          .status,
      ).toBe(200)
      const later = new Date(Math.floor((start().getTime() + DAY) / 60_000) * 60_000)
      const moved = { ...form, title: `${form.title} (nieuw)`, startDate: later.toISOString(), location: 'Bibliotheek', capacity: 2 }
      expect((await sendForm(cms, 'PUT', `/calls/${documentId}`, { jwt: manager.jwt, data: moved })).status).toBe(200)

      const [changed] = await mailsTo(mail, going!.email, /^Gewijzigd: /)
      // Each change as what it was and what it is now, the times in the city's.
      const city = (value: Date | string) => eventDate.format(new Date(value))
      expect(changed!.text).toContain(`- Begin: was ${city(String(form.startDate))}, nu ${city(later)}`)
      expect(changed!.text).toContain(`- Plaats: was ${form.location}, nu Bibliotheek`)
      expect(changed!.text).toContain(`- Aantal plekken: was ${form.capacity}, nu 2`)
      const update = await calendarOf(changed!)
      expect(update.method).toBe('REQUEST')
      expect(update.event.uid).toBe(first.event.uid)
      expect(update.event.startDate.toJSDate().getTime()).toBe(later.getTime())
      expect(update.event.location).toBe('Bibliotheek')
      expect(update.sequence).toBeGreaterThan(first.sequence)
      // The waiting member hears of the change without a calendar entry, and moves up into the new place.
      const [told] = await mailsTo(mail, waiting!.email, /^Gewijzigd: /)
      expect(told!.attachments ?? []).toHaveLength(0)
      expect(await mailsTo(mail, waiting!.email, /^Er is een plek vrij: /)).toHaveLength(1)
      expect((await mine(waiting!, documentId)).mine).toMatchObject({ state: 'confirmed' })
      expect(await mailsTo(mail, going!.email, /^Gewijzigd: /, 2, 500)).toHaveLength(1)
    })

    it('an organiser who loses the content role loses the list and the cancelling at once (403), an admin of the organisation keeps them', async () => {
      const { organization, manager } = await organisation()
      const [admin, attendee] = await members(2)
      await addMember(cms, admin!, organization, 'admin')
      const documentId = (await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: eventForm(organization) })).body.data
        .documentId as string
      await signUp(attendee!, documentId)
      const list = (jwt: string) => callApi(cms, 'GET', `/events/${documentId}/registrations`, { jwt })
      const [row] = (await list(manager.jwt)).body.data as RegistrationDto[]
      const demoted = await callApi(cms, 'PUT', `/organizations/${organization}/members/${manager.documentId}`, {
        jwt: admin!.jwt,
        body: { role: 'employee' },
      })
      expect(demoted.status).toBe(200)
      expect((await list(manager.jwt)).status).toBe(403)
      const cancel = (jwt: string) =>
        callApi(cms, 'DELETE', `/events/${documentId}/registrations/${row!.documentId}`, { jwt, body: { reason: 'Dubbel' } })
      expect((await cancel(manager.jwt)).status).toBe(403)
      expect((await mine(attendee!, documentId)).mine).toMatchObject({ state: 'confirmed' })
      expect((await list(admin!.jwt)).status).toBe(200)
      expect((await cancel(admin!.jwt)).status).toBe(204)
    })

    it('ends every sign-up of an event that is deleted or taken offline, and mails each member once with the calendar cancellation', async () => {
      const { organization, manager } = await organisation()
      const deletedEvent = (await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: eventForm(organization) })).body.data
        .documentId as string
      const offlineEvent = (await sendForm(cms, 'POST', '/calls', { jwt: manager.jwt, data: eventForm(organization) })).body.data
        .documentId as string
      const [going, waiting] = await members(2)
      for (const documentId of [deletedEvent, offlineEvent]) {
        await signUp(going!, documentId)
        await signUp(waiting!, documentId)
      }
      const removed = await callApi(cms, 'DELETE', `/calls/${deletedEvent}`, { jwt: manager.jwt, body: { reason: 'NOT_RELEVANT_ANYMORE' } })
      expect(removed.status).toBe(204)
      // The community manager takes the other offline (the moderation service, as the site's button does).
      await cms.strapi.service('api::moderation.moderation').takeOffline(offlineEvent, 'Dubbel geplaatst')

      for (const member of [going!, waiting!]) {
        const mails = await mailsTo(mail, member.email, /^Gaat niet door: /, 2)
        expect(mails).toHaveLength(2)
        const cancellation = await calendarOf(mails[0]!)
        expect(cancellation.method).toBe('CANCEL')
      }
      for (const documentId of [deletedEvent, offlineEvent]) {
        expect(await cms.strapi.db.query(REGISTRATION).count({ where: { eventKey: documentId } })).toBe(0)
      }
      // Deleting it afterwards (the admin panel) mails nobody again.
      await cms.strapi.documents(ITEM).delete({ documentId: offlineEvent })
      await settle(cms)
      expect(await mailsTo(mail, going!.email, /^Gaat niet door: /, 3, 500)).toHaveLength(2)
    })
  })
})
