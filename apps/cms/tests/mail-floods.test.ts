import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMBER_LIMIT_MESSAGES } from '@talentstad/types'
import { callApi, createMember, type TestMember } from './as-user'
import { addMember, callForm, createCall, createOrganization, ENTER } from './calls-helpers'
import { advanceClock } from './clock'
import { mailsTo, settle, signUpForm, type Mailbox } from './organizations-helpers'
import { topicSummaries } from '../src/lib/scheduled-jobs'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Nobody makes the platform mail someone again and again (issue 26). Mails that others cause
 * coalesce: the first at once, what follows within the period in one summary at its end, sent
 * once whichever instance looks (api::notification.notifications). Writes that mail others are
 * limited per member and per recipient (src/lib/member-limits.ts). The period is 3 s here.
 */

const PERIOD_MS = 3000
let cms: TestCms
let mail: Mailbox
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

const flush = (): Promise<number> => cms.strapi.service('api::notification.notifications').flushDue(topicSummaries(cms.strapi))
/** What was sent before has left, and the coalescing period has passed (the clock moves on: tests/clock.ts). */
const afterPeriod = async () => {
  await settle(cms)
  advanceClock(PERIOD_MS)
}
/** All mails to an address whose subject matches, once the mails of the last writes have left. */
async function mailsNow(address: string, subject: RegExp) {
  await settle(cms)
  return mailsTo(mail, address, subject, 0, 0)
}

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms({ NOTIFICATION_PERIOD_MS: String(PERIOD_MS) }))
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`mails coalesce (${db})`, () => {
  it("8 enter-and-withdraw cycles mail the call's author once, then one summary of the enters still there", async () => {
    const author = await createMember(cms.strapi)
    const attacker = await createMember(cms.strapi, { firstName: 'Spam', lastName: 'Mer' })
    const honest = await createMember(cms.strapi, { firstName: 'Echt', lastName: 'Geïnteresseerd' })
    const call = await createCall(cms, author, {}, true)
    const enters = `/calls/${call.documentId}/enters`
    for (let cycle = 1; cycle <= 8; cycle++) {
      const entered = await callApi(cms, 'POST', enters, { jwt: attacker.jwt, body: { message: `Koop nu! (${cycle})` } })
      expect(entered.status, JSON.stringify(entered.body)).toBe(201)
      if (cycle < 8) {
        const withdrawn = await callApi(cms, 'DELETE', `/me/enters/${entered.body.data.documentId}`, { jwt: attacker.jwt })
        expect(withdrawn.status).toBe(204)
      }
    }
    expect((await callApi(cms, 'POST', enters, { jwt: honest.jwt, body: { sharedPhone: '06 12345678' } })).status).toBe(201)

    const during = await mailsNow(author.email, /enter/)
    expect(during).toHaveLength(1)
    expect(during[0].text).toContain('Koop nu! (1)')

    await afterPeriod()
    expect(await flush()).toBeGreaterThanOrEqual(1)
    const after = await mailsNow(author.email, /enter/)
    expect(after).toHaveLength(2)
    const summary = after.find((message) => message.subject.startsWith('2 nieuwe enters'))!
    expect(summary.subject).toBe(`2 nieuwe enters op je oproep: ${call.title}`)
    // Only what is still there: the last enter and the honest one, not the withdrawn ones.
    expect(summary.text).toContain('Koop nu! (8)')
    expect(summary.text).toContain('06 12345678')
    for (let cycle = 2; cycle <= 7; cycle++) expect(summary.text).not.toContain(`Koop nu! (${cycle})`)

    // Nothing more waits: a second look sends nothing, and the next enter after the period mails at once again.
    expect(await flush()).toBe(0)
    await afterPeriod()
    const later = await createMember(cms.strapi, { firstName: 'Later' })
    expect((await callApi(cms, 'POST', enters, { jwt: later.jwt, body: { message: 'Ik ook!' } })).status).toBe(201)
    const now = await mailsNow(author.email, /enter/)
    expect(now).toHaveLength(3)
    expect(now.some((message) => message.text?.includes('Ik ook!'))).toBe(true)
  })

  it('a summary goes out once, however many instances look at the same moment', async () => {
    const author = await createMember(cms.strapi)
    const call = await createCall(cms, author, {}, true)
    for (const responder of [await createMember(cms.strapi), await createMember(cms.strapi)]) {
      expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: responder.jwt, body: {} })).status).toBe(201)
    }
    await afterPeriod()
    const results = await Promise.all([flush(), flush(), flush()])
    expect(results.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1)
    expect(await mailsNow(author.email, /enter/)).toHaveLength(2)
  })

  it('no summary of enters reaches a contentManager who lost the role since', async () => {
    const organization = await createOrganization(cms, 'Samenvatting BV')
    const manager = await createMember(cms.strapi)
    const admin = await createMember(cms.strapi)
    await addMember(cms, manager, organization, 'contentManager')
    await addMember(cms, admin, organization, 'admin')
    const call = await createCall(cms, manager, { organization }, true)
    for (const responder of [await createMember(cms.strapi), await createMember(cms.strapi)]) {
      expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: responder.jwt, body: {} })).status).toBe(201)
    }
    expect(await mailsNow(manager.email, /enter/)).toHaveLength(1)
    const demoted = await callApi(cms, 'PUT', `/organizations/${organization}/members/${manager.documentId}`, {
      jwt: admin.jwt,
      body: { role: 'employee' },
    })
    expect(demoted.status).toBe(200)
    await afterPeriod()
    await flush()
    expect(await mailsNow(manager.email, /enter/)).toHaveLength(1)
    expect(await mailsNow(admin.email, /enter/)).toHaveLength(2)
  })

  it('6 new calls and an edit of one waiting mail a community manager once, then one queue summary', async () => {
    const manager = await createMember(cms.strapi, { roleType: 'community-manager' })
    const member = await createMember(cms.strapi)
    const created: string[] = []
    for (let index = 0; index < 6; index++) {
      const posted = await callApi(cms, 'POST', '/calls', { jwt: member.jwt, body: { data: callForm() } })
      expect(posted.status, JSON.stringify(posted.body)).toBe(201)
      created.push(posted.body.data.documentId)
    }
    const edited = await callApi(cms, 'PUT', `/calls/${created[0]}`, {
      jwt: member.jwt,
      body: { data: callForm({ title: 'Nu met een link' }) },
    })
    expect(edited.status).toBe(200)
    expect(await mailsNow(manager.email, /beoordeling/)).toHaveLength(1)

    await afterPeriod()
    await flush()
    const mails = await mailsNow(manager.email, /beoordeling/)
    expect(mails).toHaveLength(2)
    const waiting = (await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })).body.meta.count
    expect(mails.map((message) => message.subject)).toContain(`Er wachten ${waiting} items op beoordeling`)
  })

  it('organisation applications reach the community managers the same way', async () => {
    const manager = await createMember(cms.strapi, { roleType: 'community-manager' })
    for (let index = 0; index < 3; index++) {
      const applicant = await createMember(cms.strapi)
      const applied = await callApi(cms, 'POST', '/organization-applications', { jwt: applicant.jwt, body: signUpForm() })
      expect(applied.status, JSON.stringify(applied.body)).toBe(201)
    }
    expect(await mailsNow(manager.email, /aanmelding/i)).toHaveLength(1)
    await afterPeriod()
    await flush()
    const mails = await mailsNow(manager.email, /aanmelding/i)
    expect(mails).toHaveLength(2)
    expect(mails.some((message) => /^Er wachten \d+ aanmeldingen van organisaties$/.test(message.subject))).toBe(true)
  })
})

describe(`limits per member and per recipient (${db})`, () => {
  it('an eleventh enter within the hour is refused with a Dutch message and Retry-After; nothing is written or mailed', async () => {
    const author = await createMember(cms.strapi)
    const member = await createMember(cms.strapi)
    const calls = await Promise.all(Array.from({ length: 11 }, () => createCall(cms, author, {}, true)))
    for (const call of calls.slice(0, 10)) {
      expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: member.jwt, body: {} })).status).toBe(201)
    }
    const response = await fetch(`${cms.url}/api/calls/${calls[10].documentId}/enters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${member.jwt}`, 'content-type': 'application/json' },
      body: '{}',
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(MEMBER_LIMIT_MESSAGES.enters)
    expect(await cms.strapi.db.query(ENTER).count({ where: { pairKey: `${member.id}:${calls[10].documentId}` } })).toBe(0)
  })

  it('an outside address gets at most 3 invitations a day, from whichever organisation', async () => {
    const address = `buiten-${Date.now()}@voorbeeld.nl`
    const admins: TestMember[] = []
    for (const name of ['Uitnodiger A', 'Uitnodiger B']) {
      const organization = await createOrganization(cms, name)
      const admin = await createMember(cms.strapi)
      await addMember(cms, admin, organization, 'admin')
      admins.push(Object.assign(admin, { organization }))
    }
    const statuses: number[] = []
    let refusal = ''
    for (let index = 0; index < 6; index++) {
      const admin = admins[index % 2] as TestMember & { organization: string }
      const sent = await callApi(cms, 'POST', `/organizations/${admin.organization}/invitations`, {
        jwt: admin.jwt,
        body: { email: index % 3 === 0 ? address.toUpperCase() : address, role: 'employee' },
      })
      statuses.push(sent.status)
      if (sent.status === 429) refusal = sent.body.error.message
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429])
    expect(refusal).toBe(MEMBER_LIMIT_MESSAGES.invitationsPerAddress)
    expect(await mailsNow(address, /uitgenodigd/)).toHaveLength(3)
  })

  it('parallel requests do not pass a limit together: 12 invitations at once to one address, 3 sent', async () => {
    const address = `tegelijk-${Date.now()}@voorbeeld.nl`
    const organization = await createOrganization(cms, 'Tegelijk BV')
    const admin = await createMember(cms.strapi)
    await addMember(cms, admin, organization, 'admin')
    const sent = await Promise.all(
      Array.from({ length: 12 }, () =>
        callApi(cms, 'POST', `/organizations/${organization}/invitations`, { jwt: admin.jwt, body: { email: address, role: 'employee' } }),
      ),
    )
    expect(sent.filter((answer) => answer.status === 201)).toHaveLength(3)
    expect(sent.filter((answer) => answer.status === 429)).toHaveLength(9)
    expect(await mailsNow(address, /uitgenodigd/)).toHaveLength(3)
  })

  it('more than 30 submissions an hour from one member are refused', async () => {
    const member = await createMember(cms.strapi)
    const call = await createCall(cms, member)
    let status = 0
    for (let index = 0; index < 31 && status !== 429; index++) {
      status = (await callApi(cms, 'PUT', `/calls/${call.documentId}`, { jwt: member.jwt, body: { data: callForm() } })).status
      if (index < 30) expect(status).toBe(200)
    }
    expect(status).toBe(429)
  })
})
