import { describe, expect, it } from 'vitest'
import { isPersonal, rankOf, reasonsFor, type Candidate } from '../../src/api/feed/services/feed'
import { signals } from './feed-signals'

// Voor jou (docs/decisions/0051): why an item matches a member, and how far that lifts it.

const DAY = 24 * 60 * 60 * 1000

const item = (fields: Partial<Candidate> = {}): Candidate =>
  ({
    id: 1,
    documentId: 'item1',
    type: 'CONTENT_TYPE_NEWS',
    publishedAt: '2026-03-01T10:00:00.000Z',
    startDate: null,
    organization: null,
    themes: [],
    audiences: [],
    ...fields,
  }) as Candidate

/** A job of a followed organisation, in a followed theme and an interest theme, for professionals. */
const job = item({
  type: 'CONTENT_TYPE_JOB',
  organization: { documentId: 'org1', name: 'Kanaal Digital' },
  themes: [
    { documentId: 'ai', name: 'AI' },
    { documentId: 'data', name: 'Data' },
  ],
  audiences: [{ key: 'AUDIENCE_STUDENT' }, { key: 'AUDIENCE_PROFESSIONAL' }],
})
const everything = signals({
  organizations: new Set(['org1']),
  themes: new Set(['data']),
  interestThemes: new Set(['ai', 'data']),
  contentTypes: new Map([['CONTENT_TYPE_JOB', 'APPLICATION_TYPE_JOB']]),
  audiences: ['AUDIENCE_PROFESSIONAL'],
  lookingForWork: true,
})

describe('isPersonal', () => {
  it('is false until the member follows or chose something the feed can use; audience and career stage alone are no choice', () => {
    expect(isPersonal(signals())).toBe(false)
    expect(isPersonal(signals({ audiences: ['AUDIENCE_STUDENT'], lookingForWork: true }))).toBe(false)
    expect(isPersonal(signals({ organizations: new Set(['org1']) }))).toBe(true)
    expect(isPersonal(signals({ themes: new Set(['ai']) }))).toBe(true)
    expect(isPersonal(signals({ interestThemes: new Set(['ai']) }))).toBe(true)
    expect(isPersonal(signals({ contentTypes: new Map([['CONTENT_TYPE_EVENT', 'APPLICATION_TYPE_EVENT']]) }))).toBe(true)
  })
})

describe('reasonsFor', () => {
  it('gives every reason, strongest first: organisation, theme, interest theme, interest type, looking for work, audience', () => {
    expect(reasonsFor(job, everything)).toEqual([
      { kind: 'organization', name: 'Kanaal Digital' },
      { kind: 'theme', name: 'Data' },
      // The followed theme is not counted again as an interest: the other theme is.
      { kind: 'interestTheme', name: 'AI' },
      { kind: 'interestType', interest: 'APPLICATION_TYPE_JOB' },
      { kind: 'lookingForWork' },
      { kind: 'audience', audience: 'AUDIENCE_PROFESSIONAL' },
    ])
  })

  it('counts a theme that is both followed and an interest once, as followed', () => {
    const one = item({ themes: [{ documentId: 'ai', name: 'AI' }] })
    expect(reasonsFor(one, signals({ themes: new Set(['ai']), interestThemes: new Set(['ai']) }))).toEqual([{ kind: 'theme', name: 'AI' }])
  })

  it('uses only the follows when the member switched their interests off', () => {
    expect(reasonsFor(job, { ...everything, usesInterests: false })).toEqual([
      { kind: 'organization', name: 'Kanaal Digital' },
      { kind: 'theme', name: 'Data' },
    ])
  })

  it('looking for work lifts jobs only; an item matches by nothing the member chose gives no reason', () => {
    const news = item({ type: 'CONTENT_TYPE_NEWS' })
    expect(reasonsFor(news, signals({ lookingForWork: true }))).toEqual([])
    expect(reasonsFor(item({ type: 'CONTENT_TYPE_JOB' }), signals({ lookingForWork: true }))).toEqual([{ kind: 'lookingForWork' }])
    expect(reasonsFor(job, signals({ organizations: new Set(['another']), themes: new Set(['design']) }))).toEqual([])
  })

  it('reads an item without organisation, themes or audiences', () => {
    const bare = { id: 2, documentId: 'bare', type: 'CONTENT_TYPE_EVENT', publishedAt: null, startDate: null } as Candidate
    expect(reasonsFor(bare, everything)).toEqual([])
    expect(reasonsFor(bare, signals({ contentTypes: new Map([['CONTENT_TYPE_EVENT', 'APPLICATION_TYPE_EVENT']]) }))).toEqual([
      { kind: 'interestType', interest: 'APPLICATION_TYPE_EVENT' },
    ])
  })
})

describe('rankOf', () => {
  const today = '2026-03-10T10:00:00.000Z'
  const daysAgo = (days: number) => new Date(Date.parse(today) - days * DAY).toISOString()

  it('is the publication time, a day later per point of the reasons (organisation 4, theme 3, interest theme 2, type 1, work 1, audience ½)', () => {
    expect(rankOf(today, [])).toBe(Date.parse(today))
    expect(rankOf(today, [{ kind: 'organization', name: 'x' }])).toBe(Date.parse(today) + 4 * DAY)
    expect(rankOf(new Date(today), [{ kind: 'audience', audience: 'AUDIENCE_STUDENT' }])).toBe(Date.parse(today) + DAY / 2)
    expect(rankOf(today, reasonsFor(job, everything))).toBe(Date.parse(today) + 11.5 * DAY)
    // No publication time counts from the epoch: below anything published.
    expect(rankOf(null, [{ kind: 'theme', name: 'x' }])).toBe(3 * DAY)
  })

  it("puts a followed organisation's item of three days ago above an item of today that only matches by audience", () => {
    const followed = rankOf(daysAgo(3), [{ kind: 'organization', name: 'Kanaal Digital' }])
    const audienceOnly = rankOf(today, [{ kind: 'audience', audience: 'AUDIENCE_STUDENT' }])
    expect(followed).toBeGreaterThan(audienceOnly)
    // Four days back the organisation's boost is used up: the item ranks as if published today.
    expect(rankOf(daysAgo(4), [{ kind: 'organization', name: 'Kanaal Digital' }])).toBe(Date.parse(today))
  })
})
