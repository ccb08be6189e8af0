import type { ContentItemDto } from '@talentstad/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { alertPeriod } from '../../src/api/mailing/services/alerts'
import digestsService, { periodOf, periodOfClock, type DigestMember } from '../../src/api/mailing/services/digests'
import mailLinks from '../../src/api/mailing/services/mail-links'
import type { Candidate } from '../../src/api/feed/services/feed'
import { signals } from './feed-signals'
import type { Block, MailItem } from '../../src/lib/mail'

// The digest's periods (the city's day from 7:00) and what one digest says, composed from a window
// of items, a member's signals and the items' cards given inline (docs/decisions/0052).

const DAY = 24 * 60 * 60 * 1000
const SITE = 'https://talentstad.example'
beforeEach(() => {
  vi.stubEnv('SITE_URL', `${SITE}/`)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('periodOf: the period a digest belongs to', () => {
  it("puts a daily digest in the city's day from 7:00, a weekly one on the member's day", () => {
    const member = { id: 7, digestFrequency: 'daily' as const, digestDay: 1 }
    // 2026-11-30 is a Monday; 05:30 UTC is 06:30 in the city (winter time), 06:30 UTC is 07:30.
    expect(periodOf(member, new Date('2026-11-30T05:30:00Z')).key).toBe('digest:7:daily:2026-11-29')
    expect(periodOf(member, new Date('2026-11-30T06:30:00Z')).key).toBe('digest:7:daily:2026-11-30')
    const weekly = { ...member, digestFrequency: 'weekly' as const, digestDay: 3 }
    expect(periodOf(weekly, new Date('2026-12-02T06:30:00Z')).key).toBe('digest:7:weekly:2026-12-02')
    expect(periodOf(weekly, new Date('2026-12-02T05:30:00Z')).key).toBe('digest:7:weekly:2026-11-25')
    expect(periodOf(weekly, new Date('2026-12-08T22:00:00Z')).key).toBe('digest:7:weekly:2026-12-02')
  })

  it("begins a new mail only on the period's first day, from 7:00, and not for a member who joined after that", () => {
    const weekly = { id: 7, digestFrequency: 'weekly' as const, digestDay: 3 }
    expect(periodOf(weekly, new Date('2026-12-02T06:30:00Z')).due).toBe(true)
    expect(periodOf(weekly, new Date('2026-12-02T22:30:00Z')).due).toBe(true)
    // 23:30 UTC is already Thursday in the city.
    expect(periodOf(weekly, new Date('2026-12-02T23:30:00Z')).due).toBe(false)
    expect(periodOf(weekly, new Date('2026-12-03T06:30:00Z')).due).toBe(false)
    expect(periodOf({ ...weekly, createdAt: '2026-12-02T06:10:00Z' }, new Date('2026-12-02T06:30:00Z')).due).toBe(false)
    expect(periodOf({ ...weekly, createdAt: '2026-12-02T05:50:00Z' }, new Date('2026-12-02T06:30:00Z')).due).toBe(true)
  })

  it('follows summer time: 7:00 in the city is 05:00 UTC in July', () => {
    const daily = { id: 3, digestFrequency: 'daily' as const, digestDay: null }
    expect(periodOf(daily, new Date('2026-07-01T04:59:59Z'))).toEqual({ key: 'digest:3:daily:2026-06-30', length: DAY, due: false })
    expect(periodOf(daily, new Date('2026-07-01T05:00:00Z'))).toEqual({ key: 'digest:3:daily:2026-07-01', length: DAY, due: true })
    expect(periodOfClock('daily', 1, new Date('2026-07-01T08:15:30Z')).startedAt.toISOString()).toBe('2026-07-01T05:00:00.000Z')
  })

  it('is weekly on Monday when the member chose no frequency or day, and wraps from Sunday to Monday', () => {
    const unset = { id: 9, digestFrequency: null, digestDay: null }
    // 2026-12-02 is a Wednesday: the week began on Monday 2026-11-30.
    expect(periodOf(unset, new Date('2026-12-02T12:00:00Z'))).toEqual({ key: 'digest:9:weekly:2026-11-30', length: 7 * DAY, due: false })
    const sunday = periodOfClock('weekly', 7, new Date('2026-11-30T10:00:00Z'))
    expect(sunday).toMatchObject({ start: '2026-11-29', firstDay: false })
  })
})

describe('alertPeriod: the period of a saved search mail', () => {
  it('at once: a period per ten minutes of the clock, always due', () => {
    expect(alertPeriod({ id: 9, frequency: 'immediate' }, 5, new Date('2026-11-30T10:17:45Z'))).toEqual({
      key: 'alert:5:9:immediate:2026-11-30T10:10:00.000Z',
      due: true,
    })
    expect(alertPeriod({ id: 9, frequency: 'immediate' }, 5, new Date('2026-11-30T10:20:00Z')).key).toBe(
      'alert:5:9:immediate:2026-11-30T10:20:00.000Z',
    )
  })

  it("daily from 7:00 in the city, weekly from Monday 7:00; a new mail only on the period's first day", () => {
    expect(alertPeriod({ id: 9, frequency: 'daily' }, 5, new Date('2026-12-02T05:59:00Z'))).toEqual({
      key: 'alert:5:9:daily:2026-12-01',
      due: false,
    })
    expect(alertPeriod({ id: 9, frequency: 'daily' }, 5, new Date('2026-12-02T06:00:00Z'))).toEqual({
      key: 'alert:5:9:daily:2026-12-02',
      due: true,
    })
    expect(alertPeriod({ id: 9, frequency: 'weekly' }, 5, new Date('2026-11-30T06:30:00Z'))).toEqual({
      key: 'alert:5:9:weekly:2026-11-30',
      due: true,
    })
    expect(alertPeriod({ id: 9, frequency: 'weekly' }, 5, new Date('2026-12-02T06:30:00Z'))).toEqual({
      key: 'alert:5:9:weekly:2026-11-30',
      due: false,
    })
  })
})

describe('compose: one digest', () => {
  // Wednesday 09:00 in the city: the weekly digest of a member whose day is Wednesday.
  const NOW = new Date('2026-12-02T08:00:00Z')
  const member: DigestMember = {
    id: 7,
    documentId: 'member7',
    email: 'sam@example.org',
    firstName: 'Sam',
    digestFrequency: 'weekly',
    digestDay: 3,
    digestSentAt: null,
  }
  const kanaal = { documentId: 'org1', name: 'Kanaal Digital' }
  const candidate = (id: number, publishedAt: string, fields: Partial<Candidate> = {}) =>
    ({ id, documentId: `item${id}`, type: 'CONTENT_TYPE_NEWS', publishedAt, startDate: null, organization: kanaal, ...fields }) as Candidate
  const follows = (organizations: string[]) => signals({ organizations: new Set(organizations) })
  /** The cards of the items (a withdrawn item has none), by documentId: `item12` is titled 'Bericht 12'. */
  const cardsOf =
    (window: Candidate[], withdrawn: string[] = []) =>
    async (documentIds: readonly string[]) =>
      documentIds.flatMap((documentId) => {
        const row = window.find((entry) => entry.documentId === documentId)
        if (!row || withdrawn.includes(documentId)) return []
        const card = {
          documentId,
          title: `Bericht ${row.id}`,
          slug: `bericht-${row.id}`,
          type: row.type,
          startDate: row.startDate ?? null,
          location: row.type === 'CONTENT_TYPE_EVENT' ? 'Pakhuis' : null,
        }
        return [card as unknown as ContentItemDto]
      })
  const links = mailLinks({ strapi: { config: { get: () => 'unit-test-jwt-secret' } } as never })
  const { compose } = digestsService({
    strapi: {
      service: (uid: string) => {
        if (uid === 'api::mailing.mail-links') return links
        throw new Error(`no ${uid} in this test`)
      },
    } as never,
  })
  const itemsOf = (blocks: Block[]) => blocks.flatMap((block): MailItem[][] => ('items' in block ? [block.items] : []))

  it("mails what is new from what the member follows, with the reason, the soonest matching events under 'Binnenkort' and one-click unsubscribe", async () => {
    const window = [
      candidate(10, '2026-12-01T10:00:00Z'),
      // Nothing the member follows.
      candidate(11, '2026-12-01T12:00:00Z', { organization: { documentId: 'org2', name: 'Ander' } }),
      // Theirs, but from before the period.
      candidate(12, '2026-11-20T10:00:00Z'),
      candidate(13, '2026-11-20T10:00:00Z', { type: 'CONTENT_TYPE_EVENT', startDate: '2026-12-10T18:00:00Z' }),
    ]
    const mail = await compose(member, NOW, { window, signals: new Map([[7, follows(['org1'])]]), cards: cardsOf(window) })
    expect(mail?.subject).toBe('Nieuw voor jou op Talentstad: 1 bericht')
    const [greeting, intro, news, heading, soon, more, why, manage, unsubscribe] = mail!.blocks
    expect(greeting).toEqual({ text: 'Hoi Sam,' })
    expect(intro).toEqual({ text: 'Dit is er nieuw sinds je vorige e-mail, gekozen op wat je volgt en je interesses.' })
    expect(news).toEqual({
      items: [{ title: 'Bericht 10', url: `${SITE}/nieuws/bericht-10`, meta: 'Nieuws', reason: 'Omdat je Kanaal Digital volgt' }],
    })
    expect(heading).toEqual({ heading: 'Binnenkort' })
    expect(soon).toEqual({
      items: [
        {
          title: 'Bericht 13',
          url: `${SITE}/evenementen/bericht-13`,
          meta: 'Evenement, donderdag 10 december om 19:00, Pakhuis',
          reason: 'Omdat je Kanaal Digital volgt',
        },
      ],
    })
    expect(more).toEqual({ link: { label: 'Meer voor jou', url: `${SITE}/voor-jou` } })
    expect(why).toEqual({ text: 'Je krijgt deze e-mail elke week, omdat je dat hebt gekozen.' })
    const linkOf = (block: Block | undefined) => (block && 'link' in block ? block.link : { label: '', url: 'invalid:' })
    const unsubscribeLink = linkOf(unsubscribe)
    expect(unsubscribeLink.label).toBe('Afmelden voor deze e-mail')
    expect(linkOf(manage).label).toBe('Kies hoe vaak je deze e-mail krijgt')
    const manageUrl = new URL(linkOf(manage).url)
    const unsubscribeUrl = new URL(unsubscribeLink.url)
    expect(manageUrl.origin + manageUrl.pathname).toBe(`${SITE}/meldingen/beheren`)
    expect(unsubscribeUrl.origin + unsubscribeUrl.pathname).toBe(`${SITE}/meldingen/afmelden`)
    // The member's own tokens, each for its own scope only.
    const token = unsubscribeUrl.searchParams.get('token')
    expect(links.verify(token, ['unsubscribe-digest'], NOW.getTime())).toEqual({ member: 'member7', issuedAt: NOW.getTime() })
    expect(links.verify(token, ['manage'], NOW.getTime())).toBeNull()
    expect(links.verify(manageUrl.searchParams.get('token'), ['manage'], NOW.getTime())).toEqual({
      member: 'member7',
      issuedAt: NOW.getTime(),
    })
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribeLink.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail!.messageId).toBe('<digest.7.weekly.2026-12-02@talentstad.example>')
  })

  it('shows at most ten, strongest and newest first, the later item first on a tie; at most three events beside them, soonest first', async () => {
    const window = [
      ...Array.from({ length: 11 }, (_, index) => candidate(index + 1, `2026-12-01T0${index < 10 ? index : 9}:00:00Z`)),
      candidate(30, '2026-12-01T12:00:00Z'),
      candidate(31, '2026-12-01T12:00:00Z'),
      ...[5, 3, 9, 4].map((day, index) =>
        candidate(40 + index, '2026-11-01T10:00:00Z', { type: 'CONTENT_TYPE_EVENT', startDate: `2026-12-0${day}T18:00:00Z` }),
      ),
    ]
    const mail = await compose(member, NOW, { window, signals: new Map([[7, follows(['org1'])]]), cards: cardsOf(window) })
    expect(mail?.subject).toBe('Nieuw voor jou op Talentstad: 10 berichten')
    const [fresh, soon] = itemsOf(mail!.blocks)
    expect(fresh!.map((entry) => entry.title)).toEqual([31, 30, 11, 10, 9, 8, 7, 6, 5, 4].map((id) => `Bericht ${id}`))
    expect(soon!.map((entry) => entry.title)).toEqual(['Bericht 41', 'Bericht 43', 'Bericht 40'])
  })

  it('is nothing when nothing is new since the last digest or within the period (no empty mails)', async () => {
    const window = [candidate(10, '2026-12-01T10:00:00Z'), candidate(12, '2026-11-20T10:00:00Z')]
    const run = { window, signals: new Map([[7, follows(['org1'])]]), cards: cardsOf(window) }
    expect(await compose({ ...member, digestSentAt: '2026-12-01T11:00:00Z' }, NOW, run)).toBeNull()
    // A daily digest looks one day back: an item of exactly a day ago is not new.
    expect(await compose({ ...member, digestFrequency: 'daily', digestSentAt: null }, new Date('2026-12-02T10:00:00Z'), run)).toBeNull()
    const since = await compose({ ...member, digestSentAt: '2026-12-01T09:00:00Z' }, NOW, run)
    expect(itemsOf(since!.blocks)[0]!.map((entry) => entry.title)).toEqual(['Bericht 10'])
  })

  it('is nothing for a member whose account is gone, and leaves out an item withdrawn since the window was read', async () => {
    const window = [candidate(10, '2026-12-01T10:00:00Z'), candidate(11, '2026-12-01T11:00:00Z')]
    expect(await compose(member, NOW, { window, signals: new Map(), cards: cardsOf(window) })).toBeNull()
    const signals = new Map([[7, follows(['org1'])]])
    const one = await compose(member, NOW, { window, signals, cards: cardsOf(window, ['item11']) })
    expect(one?.subject).toBe('Nieuw voor jou op Talentstad: 1 bericht')
    expect(itemsOf(one!.blocks)[0]!.map((entry) => entry.title)).toEqual(['Bericht 10'])
    expect(await compose(member, NOW, { window, signals, cards: cardsOf(window, ['item10', 'item11']) })).toBeNull()
  })

  it('without follows or interests: everything new, without reasons, and an invitation to choose', async () => {
    const window = [candidate(10, '2026-12-01T10:00:00Z'), candidate(11, '2026-12-01T12:00:00Z', { organization: null })]
    const mail = await compose({ ...member, firstName: null, digestFrequency: 'daily' }, NOW, {
      window,
      signals: new Map([[7, follows([])]]),
      cards: cardsOf(window),
    })
    expect(mail!.blocks[0]).toEqual({ text: 'Hoi daar,' })
    expect(mail!.blocks[1]).toEqual({
      text: 'Dit is er nieuw in de community. Kies thema’s of volg organisaties, dan kiezen we voortaan wat bij je past.',
    })
    expect(itemsOf(mail!.blocks)[0]).toEqual([
      { title: 'Bericht 11', url: `${SITE}/nieuws/bericht-11`, meta: 'Nieuws', reason: undefined },
      { title: 'Bericht 10', url: `${SITE}/nieuws/bericht-10`, meta: 'Nieuws', reason: undefined },
    ])
    expect(mail!.blocks).toContainEqual({ text: 'Je krijgt deze e-mail elke dag, omdat je dat hebt gekozen.' })
    expect(mail!.messageId).toBe('<digest.7.daily.2026-12-02@talentstad.example>')
  })

  it("a community manager's preview shows neither why nor the member's tokens (and signs nothing)", async () => {
    const window = [candidate(10, '2026-12-01T10:00:00Z')]
    const { compose: preview } = digestsService({ strapi: {} as never })
    const mail = await preview(member, NOW, { window, signals: new Map([[7, follows(['org1'])]]), cards: cardsOf(window), preview: true })
    expect(itemsOf(mail!.blocks)[0]![0]!.reason).toBeUndefined()
    expect(mail!.blocks).toContainEqual({ link: { label: 'Afmelden voor deze e-mail', url: `${SITE}/meldingen/afmelden?token=…` } })
    expect(mail!.blocks).toContainEqual({
      link: { label: 'Kies hoe vaak je deze e-mail krijgt', url: `${SITE}/meldingen/beheren?token=…` },
    })
    expect(mail!.headers!['List-Unsubscribe']).toBe(`<${SITE}/meldingen/afmelden?token=…>`)
  })
})
