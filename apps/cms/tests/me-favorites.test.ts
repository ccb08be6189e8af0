import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, type TestMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const FAVORITE = 'api::favorite.favorite'

let cms: TestCms
let visible: string[]
let pending: string

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  const published = await cms.strapi
    .documents(ITEM)
    .findMany({ status: 'published', filters: { reviewState: 'approved' }, limit: 4, fields: ['documentId'] as any })
  visible = published.map((item) => item.documentId)
  // An item of the test's own that waits for review and was never published (the seed's pending
  // drafts include edits of published items, which are public; PostgreSQL returns rows in no set order).
  const draft = await cms.strapi.documents(ITEM).create({
    data: { type: 'CONTENT_TYPE_NEWS', title: 'Wacht nog op beoordeling', slug: 'wacht-nog-op-beoordeling', reviewState: 'pending' } as any,
  })
  pending = draft.documentId
})
afterAll(async () => {
  await cms?.stop()
})

const favoritesOf = (member: TestMember) => callApi(cms, 'GET', '/me/favorites', { jwt: member.jwt })
const setFavorite = (member: TestMember, contentItem: unknown, isFavorited: unknown) =>
  callApi(cms, 'PUT', '/me/favorites', { jwt: member.jwt, body: { contentItem, isFavorited } })
const rowsOf = (member: TestMember) => cms.strapi.db.query(FAVORITE).findMany({ where: { user: { id: member.id } }, select: ['pairKey'] })

describe(`favorites (${process.env.DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('answers 401 without a JWT and with a forged one, and writes nothing', async () => {
    expect((await callApi(cms, 'GET', '/me/favorites')).status).toBe(401)
    const put = await callApi(cms, 'PUT', '/me/favorites', { body: { contentItem: visible[0], isFavorited: true } })
    expect(put.status).toBe(401)
    expect(put.body.error.message).toMatch(/log opnieuw in/i)
    expect((await callApi(cms, 'GET', '/me/favorites', { jwt: 'not.a.jwt' })).status).toBe(401)
    expect(await cms.strapi.db.query(FAVORITE).count()).toBe(0)
  })

  it('starts empty, lists a set favorite by the item documentId as a string, and removes it', async () => {
    const member = await createMember(cms.strapi)
    expect(await favoritesOf(member)).toEqual({ status: 200, body: { data: [] } })

    const set = await setFavorite(member, visible[0], true)
    expect(set).toEqual({ status: 200, body: { data: { id: visible[0], isFavorited: true } } })
    await setFavorite(member, visible[1], true)
    const listed = await favoritesOf(member)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual([{ id: visible[1] }, { id: visible[0] }])

    expect(await setFavorite(member, visible[0], false)).toEqual({ status: 200, body: { data: { id: visible[0], isFavorited: false } } })
    expect((await favoritesOf(member)).body.data).toEqual([{ id: visible[1] }])
  })

  it('is idempotent: setting the same state twice keeps one record, removing twice is fine', async () => {
    const member = await createMember(cms.strapi)
    for (let i = 0; i < 2; i++) expect((await setFavorite(member, visible[2], true)).status).toBe(200)
    expect(await rowsOf(member)).toEqual([{ pairKey: `${member.id}:${visible[2]}` }])
    for (let i = 0; i < 2; i++) expect((await setFavorite(member, visible[2], false)).status).toBe(200)
    expect(await rowsOf(member)).toEqual([])
  })

  it('works for community managers too', async () => {
    const manager = await createMember(cms.strapi, { roleType: 'community-manager', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
    expect((await setFavorite(manager, visible[0], true)).status).toBe(200)
    expect((await favoritesOf(manager)).body.data).toEqual([{ id: visible[0] }])
  })

  it('never shows one member the favorites of another', async () => {
    const [first, second] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    await setFavorite(first, visible[3], true)
    expect((await favoritesOf(second)).body.data).toEqual([])
    await setFavorite(second, visible[3], false)
    expect((await favoritesOf(first)).body.data).toEqual([{ id: visible[3] }])
  })

  it.each([
    ['no body', undefined],
    ['a number as item', { contentItem: 42, isFavorited: true }],
    ['a string as state', { contentItem: 'abc', isFavorited: 'true' }],
    ['an id that is no documentId', { contentItem: '../../admin', isFavorited: true }],
    ['an extra field', { contentItem: 'a'.repeat(24), isFavorited: true, user: 1 }],
  ])('answers 400 validation for %s', async (_name, body) => {
    const member = await createMember(cms.strapi)
    const response = await callApi(cms, 'PUT', '/me/favorites', { jwt: member.jwt, body })
    expect(response.status).toBe(400)
    expect(response.body.error.details.code).toBe('validation')
    expect(response.body.error.message).toMatch(/niet alle gegevens/i)
    expect(await rowsOf(member)).toEqual([])
  })

  it('answers 400 unknown-item for an item that does not exist or is not approved and published', async () => {
    const member = await createMember(cms.strapi)
    for (const contentItem of ['zzzzzzzzzzzzzzzzzzzzzzzz', pending]) {
      const response = await setFavorite(member, contentItem, true)
      expect(response.status).toBe(400)
      expect(response.body.error).toMatchObject({
        status: 400,
        details: { code: 'unknown-item' },
        message: 'Dit item bestaat niet (meer).',
      })
    }
    expect((await setFavorite(member, 'zzzzzzzzzzzzzzzzzzzzzzzz', false)).status).toBe(400)
    expect(await rowsOf(member)).toEqual([])
  })

  it('un-favouriting an item that is not public answers exactly like an unknown item (no way to learn it exists)', async () => {
    const member = await createMember(cms.strapi)
    const random = await setFavorite(member, 'q7w8e9r0t1y2u3i4o5p6a7s8', false)
    const notPublic = await setFavorite(member, pending, false)
    expect(random.status).toBe(400)
    expect(random.body.error).toMatchObject({ details: { code: 'unknown-item' } })
    expect(notPublic).toEqual(random)
    // A public item the member has not favourited: removing it is fine (idempotent).
    expect(await setFavorite(member, visible[1], false)).toEqual({ status: 200, body: { data: { id: visible[1], isFavorited: false } } })
  })

  it('lets a member remove a favorite whose item is no longer public', async () => {
    const member = await createMember(cms.strapi)
    const item = await cms.strapi.documents(ITEM).create({
      data: { type: 'CONTENT_TYPE_NEWS', title: 'Later ingetrokken', slug: 'later-ingetrokken', reviewState: 'approved' } as any,
      status: 'published',
    })
    expect((await setFavorite(member, item.documentId, true)).status).toBe(200)
    await cms.strapi.documents(ITEM).unpublish({ documentId: item.documentId })
    expect((await setFavorite(member, item.documentId, false)).status).toBe(200)
    expect(await rowsOf(member)).toEqual([])
  })

  it('drops a favorite from the list when its item is deleted, and still lets it be removed', async () => {
    const member = await createMember(cms.strapi)
    const item = await cms.strapi.documents(ITEM).create({
      data: { type: 'CONTENT_TYPE_NEWS', title: 'Tijdelijk nieuws', slug: 'tijdelijk-nieuws', reviewState: 'approved' } as any,
      status: 'published',
    })
    await setFavorite(member, item.documentId, true)
    expect((await favoritesOf(member)).body.data).toEqual([{ id: item.documentId }])
    await cms.strapi.documents(ITEM).delete({ documentId: item.documentId })
    expect((await favoritesOf(member)).body.data).toEqual([])
  })

  it('keeps a favorite across a republish of its item', async () => {
    const member = await createMember(cms.strapi)
    await setFavorite(member, visible[0], true)
    await cms.strapi.documents(ITEM).update({ documentId: visible[0], data: { summary: 'Bijgewerkt' } as any })
    await cms.strapi.documents(ITEM).publish({ documentId: visible[0] })
    expect((await favoritesOf(member)).body.data).toEqual([{ id: visible[0] }])
    expect((await setFavorite(member, visible[0], false)).status).toBe(200)
    expect(await rowsOf(member)).toEqual([])
  })

  it('20 concurrent sets of one item leave exactly one record', async () => {
    const member = await createMember(cms.strapi)
    const responses = await Promise.all(Array.from({ length: 20 }, () => setFavorite(member, visible[1], true)))
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    expect(await rowsOf(member)).toEqual([{ pairKey: `${member.id}:${visible[1]}` }])
  })

  it('20 concurrent toggles of one item leave at most one record, consistent with the list and with the next call', async () => {
    const member = await createMember(cms.strapi)
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => setFavorite(member, visible[2], i % 2 === 0)))
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200))
    const rows = await rowsOf(member)
    expect(rows.length).toBeLessThanOrEqual(1)
    expect((await favoritesOf(member)).body.data).toEqual(rows.length === 1 ? [{ id: visible[2] }] : [])

    await setFavorite(member, visible[2], true)
    expect(await rowsOf(member)).toHaveLength(1)
    await setFavorite(member, visible[2], false)
    expect(await rowsOf(member)).toHaveLength(0)
  })
})
