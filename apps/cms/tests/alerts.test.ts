import { randomBytes } from 'node:crypto'
import { ALERT_MESSAGES, MAX_ALERTS } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, type TestMember } from './as-user'
import { startFakeSmtp } from './fake-smtp'
import { startCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const ALERT = 'api::mailing.alert'
const DELIVERY = 'api::mailing.delivery'
const USER = 'plugin::users-permissions.user'
const MINUTE = 60 * 1000
const SITE = 'http://talentstad.test'

let cms: TestCms
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

beforeAll(async () => {
  smtp = await startFakeSmtp()
  cms = await startCms({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SITE_URL: SITE })
})
afterAll(async () => {
  await cms?.stop()
  smtp?.stop()
})

const alertsService = () => cms.strapi.service('api::mailing.alerts')
const word = () => `zeppelin${randomBytes(4).toString('hex')}`

/** A public item whose title holds `keyword`. */
async function item(keyword: string, type = 'CONTENT_TYPE_JOB') {
  const title = `Vacature ${keyword} ${randomBytes(2).toString('hex')}`
  const created = await cms.strapi.documents(ITEM).create({
    data: { type, title, slug: title.toLowerCase().replace(/\s+/g, '-'), summary: 'Kom bij ons werken.', reviewState: 'approved' } as any,
  })
  await cms.strapi.documents(ITEM).publish({ documentId: created.documentId })
  return { documentId: created.documentId, title }
}

const create = (member: TestMember, body: unknown) => callApi(cms, 'POST', '/me/alerts', { jwt: member.jwt, body })
const mailsTo = (member: TestMember) => smtp.mailsTo(member.email)
const tokenIn = (data: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(data)?.[1]

describe(`search alerts (${db})`, () => {
  it("are the member's own: saved, listed, renamed and removed; another member's is a 404", async () => {
    const member = await createMember(cms.strapi)
    const other = await createMember(cms.strapi)
    expect((await callApi(cms, 'GET', '/me/alerts')).status).toBe(401)
    const created = await create(member, { name: 'Stages in data', frequency: 'daily', filters: { type: 'CONTENT_TYPE_JOB', q: 'stage' } })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      name: 'Stages in data',
      frequency: 'daily',
      filters: { type: 'CONTENT_TYPE_JOB', q: 'stage' },
    })
    const id = created.body.data.documentId
    expect((await callApi(cms, 'GET', '/me/alerts', { jwt: member.jwt })).body.data).toEqual([created.body.data])
    expect((await callApi(cms, 'GET', '/me/alerts', { jwt: other.jwt })).body.data).toEqual([])

    for (const [method, body] of [
      ['PUT', { name: 'Van mij', frequency: 'weekly' }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await callApi(cms, method, `/me/alerts/${id}`, { jwt: other.jwt, body })
      expect(answer.status, method).toBe(404)
      expect(answer.body.error.message).toBe(ALERT_MESSAGES.unknown)
    }
    const renamed = await callApi(cms, 'PUT', `/me/alerts/${id}`, { jwt: member.jwt, body: { name: 'Data-stages', frequency: 'weekly' } })
    expect(renamed.body.data).toMatchObject({ name: 'Data-stages', frequency: 'weekly' })
    expect((await callApi(cms, 'DELETE', `/me/alerts/${id}`, { jwt: member.jwt })).status).toBe(200)
    expect((await callApi(cms, 'GET', '/me/alerts', { jwt: member.jwt })).body.data).toEqual([])
  })

  it('keeps one alert per search: the same search again is a 409 that says so, and nothing new is saved', async () => {
    const member = await createMember(cms.strapi)
    const other = await createMember(cms.strapi)
    const keyword = word()
    const search = { type: 'CONTENT_TYPE_JOB', q: keyword }
    expect((await create(member, { name: 'Eerste', frequency: 'daily', filters: search })).status).toBe(200)
    for (const filters of [search, { type: 'CONTENT_TYPE_JOB', q: `  ${keyword.toUpperCase()} ` }]) {
      const again = await create(member, { name: 'Nog een keer', frequency: 'weekly', filters })
      expect(again.status, JSON.stringify(filters)).toBe(409)
      expect(again.body.error).toMatchObject({ message: ALERT_MESSAGES.alreadySaved, details: { code: 'already-saved' } })
    }
    const mine = (await callApi(cms, 'GET', '/me/alerts', { jwt: member.jwt })).body.data
    expect(mine.map((alert: { name: string }) => alert.name)).toEqual(['Eerste'])
    // Another search, or the same search by another member, is an alert of its own.
    expect((await create(member, { name: 'Alle typen', frequency: 'daily', filters: { q: keyword } })).status).toBe(200)
    expect((await create(other, { name: 'Eerste', frequency: 'daily', filters: search })).status).toBe(200)
  })

  it('refuses an alert without filters, with an unknown theme, with a field it does not know, or past the limit', async () => {
    const member = await createMember(cms.strapi)
    for (const body of [
      { name: 'Alles', frequency: 'daily', filters: {} },
      { name: '', frequency: 'daily', filters: { q: 'x' } },
      { name: 'Elk uur', frequency: 'hourly', filters: { q: 'x' } },
      { name: 'Thema', frequency: 'daily', filters: { theme: 'bestaat-niet' } },
      { name: 'Ander', frequency: 'daily', filters: { q: 'x', user: 1 } },
      { name: 'Ander', frequency: 'daily', filters: { q: 'x' }, user: 1 },
    ]) {
      expect((await create(member, body)).status, JSON.stringify(body)).toBe(400)
    }
    for (let i = 0; i < MAX_ALERTS; i++)
      expect((await create(member, { name: `M${i}`, frequency: 'weekly', filters: { q: `w${i}` } })).status).toBe(200)
    const over = await create(member, { name: 'Eén te veel', frequency: 'weekly', filters: { q: 'x' } })
    expect(over.status).toBe(400)
    expect(over.body.error).toMatchObject({ message: ALERT_MESSAGES.tooMany, details: { code: 'too-many' } })
  })

  it('mails new matching items once per period, only what is new since the last mail, with one-click stop', async () => {
    const member = await createMember(cms.strapi, { firstName: 'Iris', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
    const keyword = word()
    const before = await item(keyword)
    const created = await create(member, { name: 'Zeppelins', frequency: 'immediate', filters: { type: 'CONTENT_TYPE_JOB', q: keyword } })
    expect(created.status).toBe(200)
    // Nothing new since it was saved: no mail, no record.
    await alertsService().run(new Date())
    expect(mailsTo(member)).toHaveLength(0)

    const fresh = await item(keyword)
    const otherType = await item(keyword, 'CONTENT_TYPE_NEWS')
    const now = new Date()
    await Promise.all([alertsService().run(now, 'instance-a'), alertsService().run(now, 'instance-b')])
    const [mail, ...more] = mailsTo(member)
    expect(more).toHaveLength(0)
    expect(mail!.data).toContain('Nieuw bij je melding ‘Zeppelins’')
    expect(mail!.data).toContain(fresh.title)
    expect(mail!.data).not.toContain(before.title)
    expect(mail!.data).not.toContain(otherType.title)
    expect(mail!.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    expect(mail!.data).toContain(`${SITE}/vacatures?q=${keyword}`)

    // The same ten minutes: nothing more, even with something new. The next: only the newer item.
    const newer = await item(keyword)
    await alertsService().run(now)
    expect(mailsTo(member)).toHaveLength(1)
    await alertsService().run(new Date(now.getTime() + 11 * MINUTE))
    expect(mailsTo(member)).toHaveLength(2)
    expect(mailsTo(member)[1]!.data).toContain(newer.title)
    expect(mailsTo(member)[1]!.data).not.toContain(fresh.title)

    // One click stops this alert and nothing else.
    const token = tokenIn(mailsTo(member)[1]!.data, '/meldingen/afmelden')!
    const stop = await fetch(`${cms.url}/api/mail-preferences/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(stop.status).toBe(200)
    expect(await cms.strapi.db.query(ALERT).count({ where: { documentId: created.body.data.documentId } })).toBe(0)
    expect((await cms.strapi.db.query(USER).findOne({ where: { id: member.id }, select: ['digestFrequency'] })).digestFrequency).toBe(
      'weekly',
    )
    // Again: fine, nothing more to stop.
    expect((await fetch(`${cms.url}/api/mail-preferences/unsubscribe?token=${token}`, { method: 'POST' })).status).toBe(200)
    // An alert's token manages nothing else.
    expect((await fetch(`${cms.url}/api/mail-preferences?token=${token}`)).status).toBe(401)
  })

  it('mails nothing withdrawn, and nothing to a blocked member', async () => {
    const member = await createMember(cms.strapi)
    const blocked = await createMember(cms.strapi)
    const keyword = word()
    for (const who of [member, blocked]) await create(who, { name: 'Zeppelins', frequency: 'immediate', filters: { q: keyword } })
    const withdrawn = await item(keyword)
    await cms.strapi.documents(ITEM).unpublish({ documentId: withdrawn.documentId })
    await cms.strapi.db.query(USER).update({ where: { id: blocked.id }, data: { blocked: true } })
    await item(keyword)
    await alertsService().run(new Date())
    expect(mailsTo(member)).toHaveLength(1)
    expect(mailsTo(member)[0]!.data).not.toContain(withdrawn.title)
    expect(mailsTo(blocked)).toHaveLength(0)
  })

  it('the manage link lists the alerts and stops one; account deletion removes alerts and their records', async () => {
    const member = await createMember(cms.strapi)
    const keyword = word()
    const created = (await create(member, { name: 'Zeppelins', frequency: 'daily', filters: { q: keyword } })).body.data
    const manage = cms.strapi.service('api::mailing.mail-links').issue(member.documentId, 'manage')
    const read = await (await fetch(`${cms.url}/api/mail-preferences?token=${manage}`)).json()
    expect(read.data.alerts).toEqual([created])
    const stopped = await fetch(`${cms.url}/api/mail-preferences/alerts/${created.documentId}?token=${manage}`, { method: 'DELETE' })
    expect(stopped.status).toBe(200)
    expect((await stopped.json()).data.alerts).toEqual([])

    const again = (await create(member, { name: 'Weer', frequency: 'immediate', filters: { q: keyword } })).body.data
    await item(keyword)
    await alertsService().run(new Date())
    expect(await cms.strapi.db.query(DELIVERY).count({ where: { key: { $startsWith: `alert:${member.id}:` } } })).toBe(1)
    await cms.strapi.service('api::me.account').remove(member.id)
    expect(await cms.strapi.db.query(ALERT).count({ where: { documentId: again.documentId } })).toBe(0)
    expect(await cms.strapi.db.query(DELIVERY).count({ where: { key: { $startsWith: `alert:${member.id}:` } } })).toBe(0)
  })
})
