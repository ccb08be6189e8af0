import { randomBytes } from 'node:crypto'
import { FEED_PAGE_SIZE, type FeedDto } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, type TestMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const ORGANIZATION = 'api::organization.organization'
const THEME = 'api::theme.theme'
const AUDIENCE = 'api::audience.audience'
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

let cms: TestCms
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
})

const suffix = () => randomBytes(4).toString('hex')

async function organization() {
  const name = `Organisatie ${suffix()}`
  const created = await cms.strapi.documents(ORGANIZATION).create({
    data: { name, slug: name.toLowerCase().replace(/\s+/g, '-'), type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'approved' } as any,
  })
  return { documentId: created.documentId, name }
}

async function theme() {
  const name = `Thema ${suffix()}`
  const created = await cms.strapi.documents(THEME).create({ data: { name, slug: name.toLowerCase().replace(/\s+/g, '-') } as any })
  return { documentId: created.documentId, name }
}

async function audience(key: string) {
  return (await cms.strapi.documents(AUDIENCE).findFirst({ filters: { key } as any }))!.documentId
}

/** A public item published `age` ms ago (its published row's publishedAt moved back). */
async function item(
  fields: { type?: string; organization?: string; themes?: string[]; audiences?: string[]; startDate?: string },
  age = 0,
) {
  const title = `Bericht ${suffix()}`
  const created = await cms.strapi.documents(ITEM).create({
    data: {
      type: 'CONTENT_TYPE_ARTICLE',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      summary: 'Een samenvatting.',
      reviewState: 'approved',
      ...fields,
    } as any,
  })
  await cms.strapi.documents(ITEM).publish({ documentId: created.documentId })
  await cms.strapi.db.query(ITEM).updateMany({
    where: { documentId: created.documentId, publishedAt: { $notNull: true } },
    data: { publishedAt: new Date(Date.now() - age) },
  })
  return created.documentId
}

const feed = async (member: TestMember, page?: number | string) => {
  const answer = await callApi(cms, 'GET', page === undefined ? '/me/feed' : `/me/feed?pagination[page]=${page}`, { jwt: member.jwt })
  return answer as { status: number; body: { data: FeedDto } & Record<string, any> }
}
const follow = (member: TestMember, target: string, documentId: string) =>
  callApi(cms, 'PUT', '/me/follows', { jwt: member.jwt, body: { target, documentId, following: true } })
const setProfile = (member: TestMember, body: Record<string, unknown>) => callApi(cms, 'PUT', '/me/profile', { jwt: member.jwt, body })

/** The feed's items among `ids`, in the feed's order, with their reasons (other tests' items may be in it too). */
async function mine(member: TestMember, ids: Record<string, string>) {
  const names = new Map(Object.entries(ids).map(([name, id]) => [id, name]))
  const all: FeedDto['items'] = []
  for (let page = 1; ; page++) {
    const answer = await feed(member, page)
    expect(answer.status).toBe(200)
    all.push(...answer.body.data.items)
    if (page >= answer.body.data.pageCount) break
  }
  return all.filter((entry) => names.has(entry.documentId)).map((entry) => ({ name: names.get(entry.documentId)!, reason: entry.reason }))
}

describe(`Voor jou (${db})`, () => {
  it('answers 401 without a JWT', async () => {
    expect((await callApi(cms, 'GET', '/me/feed')).status).toBe(401)
  })

  it('lists what matches the follows and interests, newest first with a day per point, each with its strongest reason', async () => {
    const [followed, other] = [await organization(), await organization()]
    const [followedTheme, interestTheme, otherTheme] = [await theme(), await theme(), await theme()]
    const professionals = await audience('AUDIENCE_PROFESSIONAL')
    const member = await createMember(cms.strapi, { typeOfUser: 'TYPE_PROFESSIONAL' })
    expect((await follow(member, 'organization', followed.documentId)).status).toBe(200)
    expect((await follow(member, 'theme', followedTheme.documentId)).status).toBe(200)
    expect(
      (
        await setProfile(member, {
          interests: ['APPLICATION_TYPE_EVENT'],
          themes: [interestTheme.documentId],
          careerStage: 'CAREER_STAGE_WORKING',
        })
      ).status,
    ).toBe(200)

    const soon = new Date(Date.now() + 7 * DAY).toISOString()
    const ids = {
      // rank: age in days minus the points (a day each)
      both: await item({ organization: followed.documentId, themes: [followedTheme.documentId] }, 6 * DAY), // -6 + 4 + 3 = +1
      followedTheme: await item({ themes: [followedTheme.documentId, otherTheme.documentId] }, 1 * DAY), // +2
      interestTheme: await item({ themes: [interestTheme.documentId] }, 0.5 * DAY), // +1.5
      event: await item({ type: 'CONTENT_TYPE_EVENT', startDate: soon, themes: [otherTheme.documentId] }, 2 * HOUR), // ~+0.92
      audience: await item({ audiences: [professionals] }, 0), // +0.5
      organization: await item({ organization: followed.documentId }, 4.5 * DAY), // -0.5
      unrelated: await item({ organization: other.documentId, themes: [otherTheme.documentId], type: 'CONTENT_TYPE_NEWS' }),
      pastEvent: await item({ type: 'CONTENT_TYPE_EVENT', startDate: new Date(Date.now() - HOUR).toISOString() }),
    }

    expect(await mine(member, ids)).toEqual([
      { name: 'followedTheme', reason: { kind: 'theme', name: followedTheme.name } },
      { name: 'interestTheme', reason: { kind: 'interestTheme', name: interestTheme.name } },
      { name: 'both', reason: { kind: 'organization', name: followed.name } },
      { name: 'event', reason: { kind: 'interestType', interest: 'APPLICATION_TYPE_EVENT' } },
      { name: 'audience', reason: { kind: 'audience', audience: 'AUDIENCE_PROFESSIONAL' } },
      { name: 'organization', reason: { kind: 'organization', name: followed.name } },
    ])

    // A card has what a list's card has, and nothing private.
    const first = (await feed(member)).body.data
    expect(first).toMatchObject({ personal: true, usesInterests: true, page: 1, start: null })
    const card = first.items.find((entry) => entry.documentId === ids.followedTheme)!
    expect(card).toMatchObject({ type: 'CONTENT_TYPE_ARTICLE', summary: 'Een samenvatting.', slug: expect.any(String) })
    expect(card).not.toHaveProperty('reviewState')
    expect(card).not.toHaveProperty('author')
    expect(card).not.toHaveProperty('body')
  })

  it('drops an item at once when it is withdrawn, and shows it again when it is back', async () => {
    const followed = await organization()
    const member = await createMember(cms.strapi)
    await follow(member, 'organization', followed.documentId)
    const id = await item({ organization: followed.documentId })
    expect((await mine(member, { id })).map((entry) => entry.name)).toEqual(['id'])

    await cms.strapi.documents(ITEM).unpublish({ documentId: id })
    expect(await mine(member, { id })).toEqual([])
    await cms.strapi.documents(ITEM).publish({ documentId: id })
    expect((await mine(member, { id })).map((entry) => entry.name)).toEqual(['id'])

    // Approved no more (a review decision taken back): gone too, though a published row is there.
    await cms.strapi.db.query(ITEM).updateMany({ where: { documentId: id }, data: { reviewState: 'rejected' } })
    expect(await mine(member, { id })).toEqual([])
  })

  it("uses only the follows when the member chose 'Gebruik mijn interesses niet', and says so", async () => {
    const [followedTheme, interestTheme] = [await theme(), await theme()]
    const member = await createMember(cms.strapi)
    await follow(member, 'theme', followedTheme.documentId)
    await setProfile(member, { interests: ['APPLICATION_TYPE_NEWS'], themes: [interestTheme.documentId] })
    const ids = {
      followed: await item({ themes: [followedTheme.documentId] }),
      interest: await item({ themes: [interestTheme.documentId] }),
      news: await item({ type: 'CONTENT_TYPE_NEWS' }),
    }
    expect((await mine(member, ids)).map((entry) => entry.name).sort()).toEqual(['followed', 'interest', 'news'])

    const saved = await setProfile(member, { ignoreInterests: true })
    expect(saved.status).toBe(200)
    expect(saved.body.data.ignoreInterests).toBe(true)
    expect(await mine(member, ids)).toEqual([{ name: 'followed', reason: { kind: 'theme', name: followedTheme.name } }])
    expect((await feed(member)).body.data.usesInterests).toBe(false)

    // Nothing followed either: the start, not an empty feed.
    await callApi(cms, 'PUT', '/me/follows', {
      jwt: member.jwt,
      body: { target: 'theme', documentId: followedTheme.documentId, following: false },
    })
    expect((await feed(member)).body.data).toMatchObject({ personal: false, usesInterests: false, items: [] })
  })

  it('gives a member without interests or follows a start: upcoming events soonest first, and what members saved most', async () => {
    const member = await createMember(cms.strapi)
    const later = await item({ type: 'CONTENT_TYPE_EVENT', startDate: new Date(Date.now() + 2 * HOUR).toISOString() })
    const sooner = await item({ type: 'CONTENT_TYPE_EVENT', startDate: new Date(Date.now() + HOUR).toISOString() })
    const saved = await item({}, HOUR)
    for (let i = 0; i < 8; i++) {
      const saver = await createMember(cms.strapi)
      expect((await callApi(cms, 'PUT', '/me/favorites', { jwt: saver.jwt, body: { contentItem: saved, isFavorited: true } })).status).toBe(
        200,
      )
    }

    const answer = await feed(member)
    expect(answer.status).toBe(200)
    const { personal, items, start } = answer.body.data
    expect({ personal, items }).toEqual({ personal: false, items: [] })
    const upcoming = start!.upcoming.map((entry) => entry.documentId)
    expect(upcoming.indexOf(sooner)).toBeGreaterThanOrEqual(0)
    expect(upcoming.indexOf(sooner)).toBeLessThan(upcoming.indexOf(later) === -1 ? Infinity : upcoming.indexOf(later))
    expect(start!.upcoming.length).toBeLessThanOrEqual(3)
    expect(start!.popular.map((entry) => entry.documentId)).toContain(saved)
    expect(start!.popular.length).toBeLessThanOrEqual(6)
  })

  it('pages by FEED_PAGE_SIZE: a page past the last is empty, a page that is no whole number above 0 is a 400', async () => {
    const followed = await organization()
    const member = await createMember(cms.strapi, { typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
    await follow(member, 'organization', followed.documentId)
    const ids: Record<string, string> = {}
    for (let i = 0; i < FEED_PAGE_SIZE + 2; i++) ids[`item${i}`] = await item({ organization: followed.documentId }, i * HOUR)

    const first = (await feed(member, 1)).body.data
    expect(first.items).toHaveLength(FEED_PAGE_SIZE)
    expect(first.pageCount).toBe(2)
    expect(first.total).toBe(FEED_PAGE_SIZE + 2)
    const second = (await feed(member, 2)).body.data
    expect(second.items.map((entry) => entry.documentId)).toEqual([ids[`item${FEED_PAGE_SIZE}`], ids[`item${FEED_PAGE_SIZE + 1}`]])
    expect((await feed(member, 3)).body.data).toMatchObject({ items: [], page: 3, pageCount: 2 })
    for (const bad of ['0', '-1', '1.5', 'x']) expect((await feed(member, bad)).status, bad).toBe(400)
  })
})
