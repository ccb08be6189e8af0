import { errors } from '@strapi/utils'
import { afterEach, describe, expect, it } from 'vitest'
import registrationsService, { changesOf, type EventRow } from '../../src/api/registration/services/registrations'
import { backgroundSettled } from '../../src/lib/background'

// Places, the waiting list and what changed for an event's attendees, without a CMS: the service
// runs on an in-memory stand-in for the few queries it makes (the event, its sign-ups, a claim).

const ITEM = 'api::content-item.content-item'
const REGISTRATION = 'api::registration.registration'

const event = (fields: Partial<EventRow> = {}): EventRow =>
  ({
    id: 1,
    documentId: 'ev1',
    title: 'Data meetup',
    slug: 'data-meetup',
    summary: null,
    updatedAt: '2026-11-01T00:00:00.000Z',
    startDate: '2026-12-03T18:00:00.000Z',
    endDate: '2026-12-03T21:00:00.000Z',
    location: 'Pakhuis',
    signUpEnabled: true,
    capacity: 20,
    waitingList: true,
    signUpClosesAt: null,
    askEmail: false,
    askPhone: false,
    signUpQuestion: null,
    type: 'CONTENT_TYPE_EVENT',
    deletedAt: null,
    ...fields,
  }) as EventRow

type SignUp = { id: number; state: 'confirmed' | 'waiting'; placeKey: string | null }

/** The sign-ups of event `ev1` and the event itself, as the service's queries read and write them. */
function fakeStrapi(row: EventRow | null, signUps: SignUp[] = []) {
  const rows = signUps.map((signUp) => ({
    ...signUp,
    documentId: `reg${signUp.id}`,
    eventKey: 'ev1',
    pairKey: `${100 + signUp.id}:ev1`,
    sharedEmail: null,
    sharedPhone: null,
    answer: null,
    createdAt: '2026-11-20T10:00:00.000Z',
  }))
  type Where = { id?: number; eventKey?: string; state?: string }
  const matches = (signUp: (typeof rows)[number], where: Where) =>
    (where.id === undefined || signUp.id === where.id) &&
    (where.eventKey === undefined || signUp.eventKey === where.eventKey) &&
    (where.state === undefined || signUp.state === where.state)
  const logged: string[] = []
  const strapi = {
    log: { error: (line: string) => logged.push(line), warn: () => undefined, info: () => undefined },
    db: {
      inTransaction: () => false,
      query: (uid: string) => ({
        // The event for the service; no account for the mails (a missing account gets none).
        findOne: async () => (uid === ITEM ? row : null),
        findMany: async ({ where }: { where: Where }) =>
          uid === REGISTRATION ? rows.filter((signUp) => matches(signUp, where)).map((signUp) => ({ ...signUp })) : [],
        count: async ({ where }: { where: Where }) => rows.filter((signUp) => matches(signUp, where)).length,
        updateMany: async ({ where, data }: { where: Where; data: Partial<SignUp> }) => {
          const found = rows.find((signUp) => matches(signUp, where))
          if (found) Object.assign(found, data)
          return { count: found ? 1 : 0 }
        },
      }),
    },
  }
  return { strapi, rows, logged, service: registrationsService({ strapi: strapi as never }) }
}

let settle: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const wait of settle) await wait()
  settle = []
})
function setUp(row: EventRow | null, signUps: SignUp[] = []) {
  const fake = fakeStrapi(row, signUps)
  settle.push(async () => {
    await backgroundSettled(fake.strapi as never)
    expect(fake.logged).toEqual([])
  })
  return fake
}

describe('changesOf: what an attendee is told changed', () => {
  it('nothing when the date, end, place and places are the same (a date as a Date or a string is the same moment)', () => {
    const before = event()
    const after = event({ startDate: new Date('2026-12-03T19:00:00+01:00') as never, location: 'Pakhuis', title: 'Nieuwe titel' })
    expect(changesOf(before, after)).toEqual([])
    expect(changesOf(event({ location: null }), event({ location: '' }))).toEqual([])
    expect(changesOf(event({ capacity: undefined }), event({ capacity: null }))).toEqual([])
  })

  it('names each change in Dutch, in a fixed order, with what it was and what it is now (city time)', () => {
    const after = event({
      startDate: '2026-12-04T18:00:00.000Z',
      endDate: '2026-12-04T22:00:00.000Z',
      location: 'Bibliotheek',
      capacity: 30,
    })
    expect(changesOf(event(), after)).toEqual([
      'Begin: was donderdag 3 december om 19:00, nu vrijdag 4 december om 19:00',
      'Einde: was donderdag 3 december om 22:00, nu vrijdag 4 december om 23:00',
      'Plaats: was Pakhuis, nu Bibliotheek',
      'Aantal plekken: was 20, nu 30',
    ])
  })

  it('a place taken away, a limit lifted and an end set say so', () => {
    expect(changesOf(event(), event({ location: null }))).toEqual(['Plaats: was Pakhuis, nu niet opgegeven'])
    expect(changesOf(event(), event({ capacity: null }))).toEqual(['Aantal plekken: was 20, nu onbeperkt'])
    expect(changesOf(event({ endDate: null }), event())).toEqual(['Einde: was niet opgegeven, nu donderdag 3 december om 22:00'])
  })
})

describe('the sign-up as everyone sees it (mine)', () => {
  const now = new Date('2026-12-01T12:00:00.000Z')

  it('counts the places left, never below zero, and none to count without a limit', async () => {
    const seats = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: index + 1, state: 'confirmed' as const, placeKey: `ev1:${index + 1}` }))
    expect((await setUp(event({ capacity: 20 }), seats(18)).service.mine(null, 'ev1', now)).signUp).toMatchObject({
      capacity: 20,
      placesLeft: 2,
    })
    // Fewer places set than are taken: none left, nobody loses theirs.
    expect((await setUp(event({ capacity: 2 }), seats(3)).service.mine(null, 'ev1', now)).signUp.placesLeft).toBe(0)
    expect((await setUp(event({ capacity: null }), seats(50)).service.mine(null, 'ev1', now)).signUp).toMatchObject({
      capacity: null,
      placesLeft: null,
    })
  })

  it('is open until the organiser closes it, else until the start; never for an event without a start or with sign-up off', async () => {
    const open = async (fields: Partial<EventRow>, at = now) => (await setUp(event(fields)).service.mine(null, 'ev1', at)).signUp
    expect(await open({})).toMatchObject({ enabled: true, open: true, closesAt: '2026-12-03T18:00:00.000Z' })
    expect(await open({ signUpClosesAt: '2026-12-02T12:00:00.000Z' })).toMatchObject({ open: true, closesAt: '2026-12-02T12:00:00.000Z' })
    expect(await open({ signUpClosesAt: '2026-12-01T12:00:00.000Z' })).toMatchObject({ open: false })
    expect(await open({}, new Date('2026-12-03T17:59:59.999Z'))).toMatchObject({ open: true })
    expect(await open({}, new Date('2026-12-03T18:00:00.000Z'))).toMatchObject({ open: false })
    expect(await open({ startDate: null, signUpClosesAt: null })).toMatchObject({ open: false, closesAt: null })
    expect(await open({ signUpEnabled: false })).toMatchObject({ enabled: false, open: false })
  })

  it('has a waiting list unless the organiser turned it off, and asks only what the organiser asks', async () => {
    const signUp = async (fields: Partial<EventRow>) => (await setUp(event(fields)).service.mine(null, 'ev1', now)).signUp
    expect(await signUp({ waitingList: null })).toMatchObject({ waitingList: true, askEmail: false, askPhone: false, question: null })
    expect(await signUp({ waitingList: false })).toMatchObject({ waitingList: false })
    expect(await signUp({ askEmail: true, askPhone: true, signUpQuestion: '' })).toMatchObject({
      askEmail: true,
      askPhone: true,
      question: null,
    })
    expect(await signUp({ signUpQuestion: 'Welke taal spreek je?' })).toMatchObject({ question: 'Welke taal spreek je?' })
  })

  it('is 404 for an event that is not public, and names no place of a visitor', async () => {
    await expect(setUp(null).service.mine(null, 'ev1', now)).rejects.toBeInstanceOf(errors.NotFoundError)
    await expect(setUp(event({ type: 'CONTENT_TYPE_NEWS' } as never)).service.mine(null, 'ev1', now)).rejects.toBeInstanceOf(
      errors.NotFoundError,
    )
    await expect(setUp(event({ deletedAt: '2026-11-30T00:00:00.000Z' } as never)).service.mine(null, 'ev1', now)).rejects.toBeInstanceOf(
      errors.NotFoundError,
    )
    expect((await setUp(event()).service.mine(null, 'ev1', now)).mine).toBeNull()
  })
})

describe('places that come free go to the waiting list (fillFreePlaces)', () => {
  it('gives the lowest free place to the first who waits (arrival order), and no more places than there are', async () => {
    const { service, rows } = setUp(event({ capacity: 3 }), [
      { id: 1, state: 'confirmed', placeKey: 'ev1:1' },
      { id: 2, state: 'confirmed', placeKey: 'ev1:3' },
      { id: 7, state: 'waiting', placeKey: null },
      { id: 9, state: 'waiting', placeKey: null },
    ])
    const promoted = await service.fillFreePlaces('ev1')
    expect(promoted.map((row) => [row.id, row.state, row.placeKey])).toEqual([[7, 'confirmed', 'ev1:2']])
    expect(rows.map((row) => [row.id, row.state, row.placeKey])).toEqual([
      [1, 'confirmed', 'ev1:1'],
      [2, 'confirmed', 'ev1:3'],
      [7, 'confirmed', 'ev1:2'],
      [9, 'waiting', null],
    ])
  })

  it('moves everyone up, each to the next free place, when the event has no limit', async () => {
    const { service } = setUp(event({ capacity: null }), [
      { id: 1, state: 'confirmed', placeKey: 'ev1:1' },
      { id: 3, state: 'waiting', placeKey: null },
      { id: 4, state: 'waiting', placeKey: null },
    ])
    expect((await service.fillFreePlaces('ev1')).map((row) => [row.id, row.placeKey])).toEqual([
      [3, 'ev1:2'],
      [4, 'ev1:3'],
    ])
  })

  it('moves nobody when every place is taken (or more than the places now set), nobody waits, or the event is not public', async () => {
    const full = setUp(event({ capacity: 1 }), [
      { id: 1, state: 'confirmed', placeKey: 'ev1:1' },
      { id: 2, state: 'confirmed', placeKey: 'ev1:2' },
      { id: 3, state: 'waiting', placeKey: null },
    ])
    expect(await full.service.fillFreePlaces('ev1')).toEqual([])
    expect(full.rows.find((row) => row.id === 3)?.state).toBe('waiting')
    expect(await setUp(event({ capacity: 5 }), [{ id: 1, state: 'confirmed', placeKey: 'ev1:1' }]).service.fillFreePlaces('ev1')).toEqual(
      [],
    )
    expect(await setUp(null, [{ id: 3, state: 'waiting', placeKey: null }]).service.fillFreePlaces('ev1')).toEqual([])
  })
})
