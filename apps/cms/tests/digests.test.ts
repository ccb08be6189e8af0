import { randomBytes } from 'node:crypto'
import { MAIL_TOKEN_TTL_MS, MAILING_MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { callApi, createMember, type TestMember } from './as-user'
import { startFakeSmtp } from './fake-smtp'
import { periodOf, periodOfClock } from '../src/api/mailing/services/digests'
import { startCms, type TestCms } from './strapi'

const ITEM = 'api::content-item.content-item'
const ORGANIZATION = 'api::organization.organization'
const DELIVERY = 'api::mailing.delivery'
const USER = 'plugin::users-permissions.user'
const MINUTE = 60 * 1000
const DAY = 24 * 60 * MINUTE
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

const digests = () => cms.strapi.service('api::mailing.digests')
const links = () => cms.strapi.service('api::mailing.mail-links')
const suffix = () => randomBytes(4).toString('hex')

async function organization() {
  const name = `Organisatie ${suffix()}`
  const created = await cms.strapi.documents(ORGANIZATION).create({
    data: { name, slug: name.toLowerCase().replace(/\s+/g, '-'), type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'approved' } as any,
  })
  return { documentId: created.documentId, name }
}

async function item(organization: string) {
  const title = `Bericht ${suffix()}`
  const created = await cms.strapi.documents(ITEM).create({
    data: {
      type: 'CONTENT_TYPE_NEWS',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      reviewState: 'approved',
      organization,
    } as any,
  })
  await cms.strapi.documents(ITEM).publish({ documentId: created.documentId })
  return { documentId: created.documentId, title }
}

/**
 * A moment the digests of weekly members (Monday) begin: this week's Monday, 07:30 UTC (08:30 or
 * 09:30 in the city). Runs are told the time; what they claim and send does not depend on the hour the
 * tests run.
 */
function monday(): Date {
  const start = (periodOfClock('weekly', 1, new Date()) as { start: string }).start
  return new Date(`${start}T07:30:00Z`)
}

/** A member who follows a new organisation, and that organisation; a member for a month (not new this period). */
async function follower(fields: Record<string, unknown> = {}) {
  // No audience (a community manager's type): only the follow matches, not the demo content.
  const member = await createMember(cms.strapi, { firstName: 'Noor', typeOfUser: 'TYPE_COMMUNITY_MANAGER', ...fields })
  const followed = await organization()
  const answer = await callApi(cms, 'PUT', '/me/follows', {
    jwt: member.jwt,
    body: { target: 'organization', documentId: followed.documentId, following: true },
  })
  expect(answer.status).toBe(200)
  await cms.strapi.db.query(USER).update({ where: { id: member.id }, data: { createdAt: new Date(Date.now() - 30 * DAY) } })
  return { member, followed }
}

const mailsTo = (member: TestMember) => smtp.mailsTo(member.email)
const deliveries = (member: TestMember) =>
  cms.strapi.db.query(DELIVERY).findMany({ where: { key: { $startsWith: `digest:${member.id}:` } }, select: ['key', 'state', 'attempts'] })
const tokenIn = (data: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(data)?.[1]

describe(`the digest (${db})`, () => {
  it('mails what is new from what the member follows, with the reason, a plain-text part and one-click unsubscribe headers', async () => {
    const { member, followed } = await follower()
    const news = await item(followed.documentId)
    const other = await item((await organization()).documentId)

    await digests().run(monday())
    const [mail, ...more] = mailsTo(member)
    expect(more).toHaveLength(0)
    expect(mail!.data).toMatch(/^Subject: Nieuw voor jou op Talentstad: 1 bericht\r?$/m)
    expect(mail!.data).toContain('Hoi Noor,')
    expect(mail!.data).toContain(news.title)
    expect(mail!.data).toContain(`Omdat je ${followed.name} volgt`)
    expect(mail!.data).not.toContain(other.title)
    expect(mail!.data).toContain('Content-Type: text/plain')
    expect(mail!.data).toContain('Content-Type: text/html')
    expect(mail!.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    // (a long header is folded onto the next line)
    expect(mail!.data).toMatch(new RegExp(`^List-Unsubscribe:\\s+<${SITE}/meldingen/afmelden\\?token=`, 'm'))
    expect(mail!.data).toMatch(/^Message-ID: <digest\.\d+\.weekly\.\d{4}-\d{2}-\d{2}@talentstad\.test>/m)
    // No tracking: no images, no pixels.
    expect(mail!.data).not.toMatch(/<img/i)
    expect(await deliveries(member)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })])

    // The same period again: nothing more.
    await digests().run(monday())
    expect(mailsTo(member)).toHaveLength(1)

    // The next period: only what is new since, and nothing at all when nothing is (no empty mails).
    const nextWeek = new Date(monday().getTime() + 7 * DAY)
    await digests().run(nextWeek)
    expect(mailsTo(member)).toHaveLength(1)
    expect((await deliveries(member)).map((row: { state: string }) => row.state).sort()).toEqual(['empty', 'sent'])
  })

  it('sends one digest per member and period when two schedulers run at once', async () => {
    const members = await Promise.all([follower(), follower(), follower()])
    for (const { followed } of members) await item(followed.documentId)
    const now = monday()
    await Promise.all([digests().run(now, 'instance-a'), digests().run(now, 'instance-b'), digests().run(now, 'instance-c')])
    for (const { member } of members) {
      expect(mailsTo(member)).toHaveLength(1)
      expect(await deliveries(member)).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })])
    }
  })

  it('takes up a claim whose scheduler died only after its lease, and sends it once', async () => {
    const { member, followed } = await follower()
    await item(followed.documentId)
    const now = monday()
    const { key } = periodOf({ id: member.id, digestFrequency: 'weekly', digestDay: 1 }, now)
    // An instance claimed it a minute ago and died before sending.
    await cms.strapi.db
      .query(DELIVERY)
      .create({ data: { key, state: 'claimed', attempts: 1, claimedAt: new Date(now.getTime() - MINUTE), claimedBy: 'dead' } })
    await digests().run(now)
    expect(mailsTo(member)).toHaveLength(0)
    // Ten minutes on, its lease is over: one scheduler takes it (two try).
    const later = new Date(now.getTime() + 11 * MINUTE)
    await Promise.all([digests().run(later, 'instance-a'), digests().run(later, 'instance-b')])
    expect(mailsTo(member)).toHaveLength(1)
    expect(await deliveries(member)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })])
  })

  it('retries a failed send later with backoff, never twice at once, and gives up in the end', async () => {
    const { member, followed } = await follower()
    await item(followed.documentId)
    const now = monday()
    await smtp.down()
    try {
      await digests().run(now)
    } finally {
      await smtp.up()
    }
    expect(mailsTo(member)).toHaveLength(0)
    const [failed] = await cms.strapi.db.query(DELIVERY).findMany({ where: { key: { $startsWith: `digest:${member.id}:` } } })
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 })
    expect(new Date(failed.nextAttemptAt).getTime()).toBe(now.getTime() + 5 * MINUTE)

    // Before its time: not yet.
    await digests().run(new Date(now.getTime() + 4 * MINUTE))
    expect(mailsTo(member)).toHaveLength(0)
    // When due: sent once, by one of two schedulers.
    const due = new Date(now.getTime() + 6 * MINUTE)
    await Promise.all([digests().run(due, 'instance-a'), digests().run(due, 'instance-b')])
    expect(mailsTo(member)).toHaveLength(1)
    expect(await deliveries(member)).toEqual([expect.objectContaining({ state: 'sent', attempts: 2 })])

    // A digest that keeps failing is given up after the last wait, not retried for ever.
    const other = await follower()
    await item(other.followed.documentId)
    await smtp.down()
    try {
      let moment = now.getTime()
      for (let attempt = 0; attempt < 6; attempt++) {
        await digests().run(new Date(moment))
        moment += 7 * 60 * 60 * 1000
      }
    } finally {
      await smtp.up()
    }
    expect(await deliveries(other.member)).toEqual([expect.objectContaining({ state: 'abandoned', attempts: 5 })])
  })

  it('mails no withdrawn item, nobody who chose never, and nobody blocked', async () => {
    const { member, followed } = await follower()
    const withdrawn = await item(followed.documentId)
    await cms.strapi.documents(ITEM).unpublish({ documentId: withdrawn.documentId })
    const never = await follower({ digestFrequency: 'never' })
    await item(never.followed.documentId)
    const blocked = await follower()
    await item(blocked.followed.documentId)
    await cms.strapi.db.query(USER).update({ where: { id: blocked.member.id }, data: { blocked: true } })

    await digests().run(monday())
    expect(mailsTo(member)).toHaveLength(0)
    expect(await deliveries(member)).toEqual([expect.objectContaining({ state: 'empty' })])
    expect(mailsTo(never.member)).toHaveLength(0)
    expect(await deliveries(never.member)).toEqual([])
    expect(mailsTo(blocked.member)).toHaveLength(0)
  })

  it('starts no digest outside its first morning, nor for a member who joined this period; a test run for one member does', async () => {
    // Joined after this Monday's digests began: not this week.
    const newcomer = await follower()
    await item(newcomer.followed.documentId)
    await cms.strapi.db
      .query(USER)
      .update({ where: { id: newcomer.member.id }, data: { createdAt: new Date(monday().getTime() + MINUTE) } })
    await digests().run(new Date(monday().getTime() + 10 * MINUTE))
    expect(mailsTo(newcomer.member)).toHaveLength(0)
    expect(await deliveries(newcomer.member)).toEqual([])

    // Tuesday is not the first morning of a Monday member's week.
    const { member, followed } = await follower()
    await item(followed.documentId)
    const tuesday = new Date(monday().getTime() + 24 * 60 * MINUTE)
    await digests().run(tuesday)
    expect(mailsTo(member)).toHaveLength(0)
    // A community manager's test run for one member: now, and still once.
    await digests().run(tuesday, 'test', member.id)
    await digests().run(tuesday, 'test', member.id)
    expect(mailsTo(member)).toHaveLength(1)
  })
})

describe(`mail links (${db})`, () => {
  it("one-click unsubscribe (RFC 8058) turns the digest off with the mail's own link, without logging in", async () => {
    const { member, followed } = await follower()
    await item(followed.documentId)
    await digests().run(monday())
    const token = tokenIn(mailsTo(member)[0]!.data, '/meldingen/afmelden')!
    expect(token).toBeTruthy()
    const answer = await fetch(`${cms.url}/api/mail-preferences/unsubscribe?token=${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(answer.status).toBe(200)
    expect((await cms.strapi.db.query(USER).findOne({ where: { id: member.id }, select: ['digestFrequency'] })).digestFrequency).toBe(
      'never',
    )
  })

  it("an old mail's unsubscribe link does not turn the digest off again after the member chose it again (410, Dutch); a newer one does (issue 43)", async () => {
    const { member, followed } = await follower()
    await item(followed.documentId)
    await digests().run(monday())
    const old = tokenIn(mailsTo(member)[0]!.data, '/meldingen/afmelden')!
    const unsubscribe = (token: string) =>
      fetch(`${cms.url}/api/mail-preferences/unsubscribe?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
    const frequency = async () =>
      (await cms.strapi.db.query(USER).findOne({ where: { id: member.id }, select: ['digestFrequency'] })).digestFrequency
    // Clicked twice (a mail program's one-click, then the link): fine both times.
    expect((await unsubscribe(old)).status).toBe(200)
    expect((await unsubscribe(old)).status).toBe(200)
    expect(await frequency()).toBe('never')
    // The member chooses the digest again, on the site.
    const chosen = await callApi(cms, 'PUT', '/me/mail-preferences', { jwt: member.jwt, body: { digestFrequency: 'daily', digestDay: 1 } })
    expect(chosen.status).toBe(200)
    for (const answer of [await unsubscribe(old), await fetch(`${cms.url}/api/mail-preferences/unsubscribe?token=${old}`)]) {
      expect(answer.status).toBe(410)
      expect((await answer.json()).error).toMatchObject({ message: MAILING_MESSAGES.outdatedLink, details: { code: 'outdated-link' } })
    }
    expect(await frequency()).toBe('daily')
    // A link issued after that choice (the next digest's) still works.
    const newer = links().issue(member.documentId, 'unsubscribe-digest', Date.now() + 1)
    expect((await unsubscribe(newer)).status).toBe(200)
    expect(await frequency()).toBe('never')
    // Chosen again through the profile (onboarding's last step), the same holds for that link.
    const profile = await callApi(cms, 'PUT', '/me/profile', { jwt: member.jwt, body: { digestFrequency: 'weekly' } })
    expect(profile.status, JSON.stringify(profile.body)).toBe(200)
    expect((await unsubscribe(newer)).status).toBe(410)
    expect(await frequency()).toBe('weekly')
  })

  it('the manage link shows and changes the settings; a token is scoped, signed, expiring and names a member that exists', async () => {
    const member = await createMember(cms.strapi, { firstName: 'Daan' })
    const manage = links().issue(member.documentId, 'manage')
    const read = await fetch(`${cms.url}/api/mail-preferences?token=${manage}`)
    expect(read.status).toBe(200)
    expect((await read.json()).data).toEqual({ firstName: 'Daan', digestFrequency: 'weekly', digestDay: 1, alerts: [] })
    const put = await fetch(`${cms.url}/api/mail-preferences?token=${manage}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ digestFrequency: 'daily', digestDay: 5 }),
    })
    expect(put.status).toBe(200)
    expect((await put.json()).data).toEqual({ firstName: 'Daan', digestFrequency: 'daily', digestDay: 5, alerts: [] })
    const bad = await fetch(`${cms.url}/api/mail-preferences?token=${manage}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ digestFrequency: 'hourly', digestDay: 9, email: 'x@example.org' }),
    })
    expect(bad.status).toBe(400)

    const [payload, signature] = manage.split('.')
    const otherMember = await createMember(cms.strapi)
    const forged = `${Buffer.from(JSON.stringify({ u: otherMember.documentId, s: 'manage', e: Date.now() + DAY })).toString('base64url')}.${signature}`
    const refused = [
      links().issue(member.documentId, 'unsubscribe-digest'), // the one-click token cannot manage
      links().issue(member.documentId, 'manage', Date.now() - MAIL_TOKEN_TTL_MS - MINUTE), // expired
      `${payload}.${signature!.slice(0, -2)}xx`, // tampered
      forged, // another member's id under this signature
      'x',
      '',
    ]
    for (const token of refused) {
      const answer = await fetch(`${cms.url}/api/mail-preferences?token=${encodeURIComponent(token)}`)
      expect(answer.status, token).toBe(401)
      expect((await answer.json()).error).toMatchObject({ message: MAILING_MESSAGES.invalidLink, details: { code: 'invalid-token' } })
    }
    // A member who deleted their account: their links name nobody.
    const gone = await createMember(cms.strapi)
    const goneToken = links().issue(gone.documentId, 'manage')
    await cms.strapi.service('api::me.account').remove(gone.id)
    expect((await fetch(`${cms.url}/api/mail-preferences?token=${goneToken}`)).status).toBe(401)
  })

  it('account deletion removes the record of the digests', async () => {
    const { member, followed } = await follower()
    await item(followed.documentId)
    await digests().run(monday())
    expect(await deliveries(member)).toHaveLength(1)
    await cms.strapi.service('api::me.account').remove(member.id)
    expect(await deliveries(member)).toHaveLength(0)
  })

  it('a member reads and sets their own digest; the preview shows a community manager what a member would get', async () => {
    const { member, followed } = await follower()
    const news = await item(followed.documentId)
    expect((await callApi(cms, 'GET', '/me/mail-preferences', { jwt: member.jwt })).body.data).toMatchObject({ digestFrequency: 'weekly' })
    const saved = await callApi(cms, 'PUT', '/me/mail-preferences', { jwt: member.jwt, body: { digestFrequency: 'daily', digestDay: 2 } })
    expect(saved.body.data).toMatchObject({ digestFrequency: 'daily', digestDay: 2 })

    const manager = await createMember(cms.strapi, { roleType: 'community-manager' })
    const preview = await callApi(cms, 'GET', `/digests/preview?email=${encodeURIComponent(member.email)}`, { jwt: manager.jwt })
    expect(preview.status).toBe(200)
    expect(preview.body.data.subject).toBe('Nieuw voor jou op Talentstad: 1 bericht')
    expect(preview.body.data.text).toContain(news.title)
    // Why an item is in it (what the member follows) stays the member's.
    expect(preview.body.data.text).not.toContain('Omdat je')
    expect(preview.body.data.html).toContain('<html lang="nl">')
    // The member's own mail links are not shown to anyone else.
    expect(preview.body.data.text).toContain(`${SITE}/meldingen/afmelden?token=…`)
    expect(preview.body.data.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/)
    // Previewing sends nothing; no such member is a 404.
    expect(mailsTo(member)).toHaveLength(0)
    expect((await callApi(cms, 'GET', '/digests/preview?email=niemand%40example.org', { jwt: manager.jwt })).status).toBe(404)

    // A run for one member mails them, once.
    const other = await follower()
    await item(other.followed.documentId)
    for (let i = 0; i < 2; i++) {
      const run = await callApi(cms, 'POST', '/digests/run', { jwt: manager.jwt, body: { email: member.email } })
      expect(run.status).toBe(200)
    }
    expect(mailsTo(member)).toHaveLength(1)
    expect(mailsTo(other.member)).toHaveLength(0)
  })

  it('counts who a send to everyone would mail, and sends to everyone only when asked, the digests alone (ADR 0062)', async () => {
    const manager = await createMember(cms.strapi, { roleType: 'community-manager' })
    const tuesday = new Date(monday().getTime() + DAY)
    const [before, beforeTuesday] = [await digests().due(monday()), await digests().due(tuesday)]
    const { member, followed } = await follower()
    await item(followed.documentId)
    // Due this Monday morning until it is sent; not on the Tuesday.
    expect(await digests().due(monday())).toBe(before + 1)
    expect(await digests().due(tuesday)).toBe(beforeTuesday)
    await digests().run(monday(), 'test', member.id)
    expect(await digests().due(monday())).toBe(before)

    const due = await callApi(cms, 'GET', '/digests/due', { jwt: manager.jwt })
    expect(due.status).toBe(200)
    expect(due.body.data).toEqual({ members: expect.any(Number) })

    // No address and no confirmed choice for everyone: a 400, nothing runs.
    const run = vi.spyOn(digests(), 'run')
    const alertsRun = vi.spyOn(cms.strapi.service('api::mailing.alerts'), 'run')
    const remindersRun = vi.spyOn(cms.strapi.service('api::registration.registrations'), 'remind')
    try {
      const refused = await callApi(cms, 'POST', '/digests/run', { jwt: manager.jwt, body: {} })
      expect(refused.status).toBe(400)
      expect(refused.body.error).toMatchObject({ message: MAILING_MESSAGES.chooseRecipients, details: { code: 'choose-recipients' } })
      expect(run).not.toHaveBeenCalled()

      const everyone = await callApi(cms, 'POST', '/digests/run', { jwt: manager.jwt, body: { everyone: true } })
      expect(everyone.status).toBe(202)
      expect(everyone.body.meta).toEqual({ started: true })
      expect(run).toHaveBeenCalledTimes(1)
      await run.mock.results[0]!.value
      expect(alertsRun).not.toHaveBeenCalled()
      expect(remindersRun).not.toHaveBeenCalled()
    } finally {
      run.mockRestore()
      alertsRun.mockRestore()
      remindersRun.mockRestore()
    }
  })
})
