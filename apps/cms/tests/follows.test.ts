import { randomBytes } from 'node:crypto'
import { FOLLOW_MESSAGES, MEMBER_LIMIT_MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, MEMBER_PASSWORD, type TestMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'
import { MEMBER_LIMITS } from '../src/lib/member-limits'

const ORGANIZATION = 'api::organization.organization'
const THEME = 'api::theme.theme'
const MEMBERSHIP = 'api::membership.membership'
const ORGANIZATION_FOLLOW = 'api::follow.organization-follow'
const THEME_FOLLOW = 'api::follow.theme-follow'

let cms: TestCms
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
})

async function organization(applicationState = 'approved', name = `Organisatie ${randomBytes(3).toString('hex')}`) {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${randomBytes(3).toString('hex')}`
  const created = await cms.strapi
    .documents(ORGANIZATION)
    .create({ data: { name, slug, type: 'ORGANIZATION_TYPE_EDUCATION', applicationState } as any })
  return { documentId: created.documentId, name, slug }
}

async function theme() {
  const name = `Thema ${randomBytes(4).toString('hex')}`
  const created = await cms.strapi.documents(THEME).create({ data: { name, slug: name.toLowerCase().replace(/\s+/g, '-') } as any })
  return { documentId: created.documentId, name, slug: created.slug as string }
}

const follows = (member: TestMember) => callApi(cms, 'GET', '/me/follows', { jwt: member.jwt })
const follow = (member: TestMember, target: string, documentId: string, following = true) =>
  callApi(cms, 'PUT', '/me/follows', { jwt: member.jwt, body: { target, documentId, following } })
const pairKeys = async (uid: typeof ORGANIZATION_FOLLOW | typeof THEME_FOLLOW, member: TestMember) =>
  (await cms.strapi.db.query(uid).findMany({ where: { user: { id: member.id } }, select: ['pairKey'] })).map((row) => row.pairKey)

describe(`follows (${db})`, () => {
  it('answers 401 without a JWT and writes nothing', async () => {
    const target = await organization()
    expect((await callApi(cms, 'GET', '/me/follows')).status).toBe(401)
    const put = await callApi(cms, 'PUT', '/me/follows', {
      body: { target: 'organization', documentId: target.documentId, following: true },
    })
    expect(put.status).toBe(401)
    expect(await cms.strapi.db.query(ORGANIZATION_FOLLOW).count({ where: { pairKey: { $endsWith: target.documentId } } })).toBe(0)
  })

  it('follows an organisation and a theme, lists them newest first with what a link needs, and stops following', async () => {
    const member = await createMember(cms.strapi)
    const [first, second, subject] = [await organization(), await organization(), await theme()]
    expect(await follows(member)).toEqual({ status: 200, body: { data: { organizations: [], themes: [] } } })

    expect(await follow(member, 'organization', first.documentId)).toEqual({
      status: 200,
      body: { data: { target: 'organization', documentId: first.documentId, following: true } },
    })
    expect((await follow(member, 'organization', second.documentId)).status).toBe(200)
    expect((await follow(member, 'theme', subject.documentId)).status).toBe(200)

    const listed = await follows(member)
    expect(listed.status).toBe(200)
    expect(listed.body.data).toEqual({
      organizations: [
        { documentId: second.documentId, name: second.name, slug: second.slug, type: 'ORGANIZATION_TYPE_EDUCATION' },
        { documentId: first.documentId, name: first.name, slug: first.slug, type: 'ORGANIZATION_TYPE_EDUCATION' },
      ],
      themes: [{ documentId: subject.documentId, name: subject.name, slug: subject.slug }],
    })

    expect((await follow(member, 'organization', first.documentId, false)).body.data.following).toBe(false)
    expect((await follow(member, 'theme', subject.documentId, false)).status).toBe(200)
    expect((await follows(member)).body.data).toEqual({
      organizations: [expect.objectContaining({ documentId: second.documentId })],
      themes: [],
    })
  })

  it('is idempotent: following twice keeps one row (its pairKey), stopping twice is fine', async () => {
    const member = await createMember(cms.strapi)
    const target = await organization()
    for (let i = 0; i < 2; i++) expect((await follow(member, 'organization', target.documentId)).status).toBe(200)
    expect(await pairKeys(ORGANIZATION_FOLLOW, member)).toEqual([`${member.id}:${target.documentId}`])
    for (let i = 0; i < 2; i++) expect((await follow(member, 'organization', target.documentId, false)).status).toBe(200)
    expect(await pairKeys(ORGANIZATION_FOLLOW, member)).toEqual([])
  })

  it('keeps one follow when the same follow arrives ten times at once', async () => {
    const member = await createMember(cms.strapi)
    const target = await theme()
    const answers = await Promise.all(Array.from({ length: 10 }, () => follow(member, 'theme', target.documentId)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(await pairKeys(THEME_FOLLOW, member)).toEqual([`${member.id}:${target.documentId}`])
  })

  it('limits follows and unfollows per member (429, Dutch), counted in the shared store; another member is not held up (issue 43)', async () => {
    const member = await createMember(cms.strapi)
    const other = await createMember(cms.strapi)
    const target = await theme()
    const { max } = MEMBER_LIMITS.follows
    for (let toggle = 0; toggle < max; toggle++) {
      const answer = await follow(member, 'theme', target.documentId, toggle % 2 === 0)
      expect(answer.status, `toggle ${toggle}`).toBe(200)
    }
    const refused = await callApi(cms, 'PUT', '/me/follows', {
      jwt: member.jwt,
      body: { target: 'theme', documentId: target.documentId, following: true },
    })
    expect(refused.status).toBe(429)
    expect(refused.body.error.message).toBe(MEMBER_LIMIT_MESSAGES.follows)
    // What was refused was not written: the last accepted toggle (an unfollow) stands.
    expect(await pairKeys(THEME_FOLLOW, member)).toEqual([])
    expect((await follow(other, 'theme', target.documentId)).status).toBe(200)
  })

  it('refuses what is not public (a pending or rejected organisation) like what does not exist, and writes nothing', async () => {
    const member = await createMember(cms.strapi)
    const pending = await organization('pending')
    const rejected = await organization('rejected')
    const subject = await theme()
    for (const [target, documentId] of [
      ['organization', pending.documentId],
      ['organization', rejected.documentId],
      ['organization', `unknown${randomBytes(8).toString('hex')}`],
      // A theme's documentId is no organisation's.
      ['organization', subject.documentId],
    ]) {
      for (const following of [true, false]) {
        const answer = await follow(member, target, documentId, following)
        expect(answer.status, `${target} ${documentId} ${following}`).toBe(400)
        expect(answer.body.error).toMatchObject({
          name: 'ValidationError',
          message: FOLLOW_MESSAGES.unknownTarget,
          details: { code: 'unknown-target' },
        })
      }
    }
    expect(await pairKeys(ORGANIZATION_FOLLOW, member)).toEqual([])
  })

  it.each([
    ['no body', undefined],
    ['an unknown kind', { target: 'member', documentId: 'a'.repeat(24), following: true }],
    ['a documentId that is no documentId', { target: 'theme', documentId: '../../admin', following: true }],
    ['a string as state', { target: 'theme', documentId: 'a'.repeat(24), following: 'true' }],
    ['an extra field', { target: 'theme', documentId: 'a'.repeat(24), following: true, user: 1 }],
  ])('refuses %s with 400', async (_name, body) => {
    const member = await createMember(cms.strapi)
    const answer = await callApi(cms, 'PUT', '/me/follows', { jwt: member.jwt, body })
    expect(answer.status).toBe(400)
    expect(answer.body.error.name).toBe('ValidationError')
  })

  it('drops an organisation from the list while it is not public, and shows it again when it is', async () => {
    const member = await createMember(cms.strapi)
    const target = await organization()
    await follow(member, 'organization', target.documentId)
    await cms.strapi.documents(ORGANIZATION).update({ documentId: target.documentId, data: { applicationState: 'pending' } as any })
    expect((await follows(member)).body.data.organizations).toEqual([])
    // A follow that exists can always be ended, public or not.
    await cms.strapi.documents(ORGANIZATION).update({ documentId: target.documentId, data: { applicationState: 'approved' } as any })
    expect((await follows(member)).body.data.organizations).toEqual([expect.objectContaining({ documentId: target.documentId })])
  })

  it('never shows one member the follows of another', async () => {
    const [first, second] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    const target = await organization()
    await follow(first, 'organization', target.documentId)
    expect((await follows(second)).body.data.organizations).toEqual([])
    await follow(second, 'organization', target.documentId, false)
    expect((await follows(first)).body.data.organizations).toEqual([expect.objectContaining({ documentId: target.documentId })])
  })

  it("gives an organisation's admin the number of its followers, never who", async () => {
    const admin = await createMember(cms.strapi)
    const target = await organization()
    await cms.strapi
      .documents(MEMBERSHIP)
      .create({ data: { user: admin.documentId, organization: target.documentId, role: 'admin' } as any })
    const count = () => callApi(cms, 'GET', `/organizations/${target.documentId}/followers`, { jwt: admin.jwt })
    expect(await count()).toEqual({ status: 200, body: { data: { count: 0 } } })
    const followers = [await createMember(cms.strapi), await createMember(cms.strapi), await createMember(cms.strapi)]
    for (const member of followers) await follow(member, 'organization', target.documentId)
    // Following twice counts once; another organisation's follows do not count.
    await follow(followers[0]!, 'organization', target.documentId)
    await follow(followers[0]!, 'organization', (await organization()).documentId)
    expect(await count()).toEqual({ status: 200, body: { data: { count: 3 } } })
    await follow(followers[1]!, 'organization', target.documentId, false)
    expect((await count()).body.data.count).toBe(2)
    // A blocked member, or one deleted in the admin panel (their follow left behind), does not count.
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: followers[0]!.id }, data: { blocked: true } })
    expect((await count()).body.data.count).toBe(1)
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: followers[2]!.id } })
    expect((await count()).body.data.count).toBe(0)
  })

  it("deleting the account removes the member's follows", async () => {
    const member = await createMember(cms.strapi)
    const [target, subject] = [await organization(), await theme()]
    await follow(member, 'organization', target.documentId)
    await follow(member, 'theme', subject.documentId)
    const deleted = await callApi(cms, 'DELETE', '/me', { jwt: member.jwt, body: { password: MEMBER_PASSWORD } })
    expect(deleted.status).toBe(204)
    for (const uid of [ORGANIZATION_FOLLOW, THEME_FOLLOW] as const) {
      expect(await cms.strapi.db.query(uid).count({ where: { pairKey: { $startsWith: `${member.id}:` } } })).toBe(0)
    }
    // The organisation and theme stay.
    expect(await cms.strapi.documents(ORGANIZATION).findOne({ documentId: target.documentId })).not.toBeNull()
    expect(await cms.strapi.documents(THEME).findOne({ documentId: subject.documentId })).not.toBeNull()
  })
})
