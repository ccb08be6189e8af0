import { ACCOUNT_API, ACCOUNT_SESSIONS_API } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { createMember, logIn, useAccountCms, type AccountTestCms } from './account-helpers'
import { jwtFor } from './as-user'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

useAccountCms((started) => ({ cms, client, mails } = started))

const list = (jwt?: string) => client.get(ACCOUNT_SESSIONS_API.list, { jwt })
const endOthers = (jwt?: string) => client.post(ACCOUNT_SESSIONS_API.endOthers, {}, { jwt })
const sessionStatus = async (jwt: string) => (await client.get(ACCOUNT_API.session, { jwt })).status

describe(`the member's sessions (${process.env.DATABASE_URL ? 'postgres' : 'sqlite'})`, () => {
  it('lists my open sessions (opaque ids, times, which one is current), not ended ones and not the sids', async () => {
    const member = await createMember(cms)
    const current = await logIn(client, mails, member.email, member.password)
    const other = await logIn(client, mails, member.email, member.password)
    const ended = await jwtFor(cms.strapi, member.id)
    expect((await client.post(ACCOUNT_API.logout, {}, { jwt: ended })).status).toBe(204)

    const answer = await list(current.jwt)
    expect(answer.status).toBe(200)
    const sessions = answer.body.data
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      current: true,
    })
    expect(sessions[1].current).toBe(false)
    expect(sessions[0].id).not.toBe(sessions[1].id)
    for (const session of sessions) expect(Date.parse(session.expiresAt)).toBeGreaterThan(Date.now())
    // The other session sees itself as current.
    const seenByOther = (await list(other.jwt)).body.data
    expect(seenByOther.find((session: { current: boolean }) => session.current).id).toBe(sessions[1].id)
    // No sid (the secret half of a JWT) leaves the CMS.
    for (const sid of [current.sid, other.sid]) expect(JSON.stringify(answer.body)).not.toContain(sid)
  })

  it('ending my other sessions keeps this JWT working and ends the others (401)', async () => {
    const member = await createMember(cms)
    const current = await logIn(client, mails, member.email, member.password)
    const others = [await jwtFor(cms.strapi, member.id), await jwtFor(cms.strapi, member.id)]
    const answer = await endOthers(current.jwt)
    expect(answer).toMatchObject({ status: 200, body: { ended: 2 } })
    expect(await sessionStatus(current.jwt)).toBe(200)
    for (const jwt of others) {
      const refused = await client.get(ACCOUNT_API.session, { jwt })
      expect(refused.status).toBe(401)
      expect(refused.body.error.details.code).toBe('session-ended')
    }
    expect((await list(current.jwt)).body.data).toEqual([expect.objectContaining({ current: true })])
    // Nothing left to end.
    expect((await endOthers(current.jwt)).body).toEqual({ ended: 0 })
  })

  it('another member can neither see nor end mine; anonymous callers get nothing', async () => {
    const mine = await createMember(cms)
    const theirs = await createMember(cms)
    const myJwts = [await jwtFor(cms.strapi, mine.id), await jwtFor(cms.strapi, mine.id)]
    const theirJwt = await jwtFor(cms.strapi, theirs.id)
    const myIds = (await list(myJwts[0])).body.data.map((session: { id: string }) => session.id)
    expect(myIds).toHaveLength(2)

    const theirList = (await list(theirJwt)).body.data
    expect(theirList).toHaveLength(1)
    expect(myIds).not.toContain(theirList[0].id)
    expect(await endOthers(theirJwt)).toMatchObject({ status: 200, body: { ended: 0 } })
    for (const jwt of myJwts) expect(await sessionStatus(jwt)).toBe(200)

    for (const answer of [await list(), await endOthers()]) {
      expect([401, 403]).toContain(answer.status)
      expect(answer.body.data).toBeNull()
    }
  })
})
