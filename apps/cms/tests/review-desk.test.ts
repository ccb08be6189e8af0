import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES, REVIEW_MESSAGES } from '@talentstad/types'
import { callApi, createMember, type TestMember } from './as-user'
import { createCall, createOrganization, ITEM, ORGANIZATION } from './calls-helpers'
import { advanceClock } from './clock'
import { mailsTo, settle, type Mailbox } from './organizations-helpers'
import { adminToken } from './admin-helpers'
import { startSharedCms, type TestCms } from './strapi'
import { PREVIEW_TTL_MS, signPreview, verifyPreview } from '../src/lib/preview-token'

/**
 * Reviewing in the admin panel's edit view (issue 32): the desk's admin routes decide through the
 * site's review services (same mails, one decision only), and only the Communitymanager role and
 * Super Admins may. Rows of the role × action matrix for the admin panel.
 */
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let cms: TestCms
let mail: Mailbox
let author: TestMember
const as: Record<'editor' | 'manager' | 'superAdmin', string> = { editor: '', manager: '', superAdmin: '' }

async function desk(token: string | null, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${cms.url}/talentstad/review/${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  author = await createMember(cms.strapi, { firstName: 'Anna', lastName: 'Auteur' })
  as.editor = await adminToken(cms, 'redacteur-desk@talentstad.example', 'talentstad-editor')
  as.manager = await adminToken(cms, 'communitymanager-desk@talentstad.example', 'talentstad-community-manager')
  as.superAdmin = await adminToken(cms, 'super-desk@talentstad.example', 'strapi-super-admin')
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

describe(`reviewing in the admin panel (${db})`, () => {
  it('role × action: the side panel and a decision for Communitymanager and Super Admin; 403 for Redacteur, 401 without a session', async () => {
    const { documentId } = await createCall(cms, author)
    for (const [who, token, status] of [
      ['no session', null, 401],
      ['Redacteur', as.editor, 403],
      ['Communitymanager', as.manager, 200],
      ['Super Admin', as.superAdmin, 200],
    ] as const) {
      expect((await desk(token, 'GET', `content-items/${documentId}`)).status, `GET as ${who}`).toBe(status)
      const decision = await desk(token, 'POST', `content-items/${documentId}`, { decision: 'approve', version: 'x' })
      // Past the permission, a wrong version is a conflict: nothing is decided by these requests.
      expect(decision.status, `POST as ${who}`).toBe(status === 200 ? 409 : status)
    }
    const organization = await createOrganization(cms, 'Deskbedrijf', 'pending')
    expect((await desk(as.editor, 'GET', `organizations/${organization}`)).status).toBe(403)
    expect((await desk(as.editor, 'POST', `organizations/${organization}`, { decision: 'approve' })).status).toBe(403)
    const draft = await cms.strapi.documents(ITEM).findOne({ documentId, status: 'draft' })
    expect(draft?.reviewState).toBe('pending')
  })

  it('the side panel shows who submitted a call, when, and the version to decide on; an approved job is not under review', async () => {
    const { documentId } = await createCall(cms, author)
    const { status, body } = await desk(as.manager, 'GET', `content-items/${documentId}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      kind: 'item',
      state: 'pending',
      submittedBy: { name: 'Anna Auteur', email: author.email, by: 'member' },
      decision: null,
    })
    expect(Date.parse(body.data.submittedAt)).not.toBeNaN()
    expect(body.data.version).toBeTruthy()
    const { documentId: job } = await createCall(cms, null, { type: 'CONTENT_TYPE_JOB' }, true)
    expect((await desk(as.manager, 'GET', `content-items/${job}`)).body).toEqual({ data: null })
    expect((await desk(as.manager, 'GET', `anything/${job}`)).status).toBe(404)
  })

  it("'Geplaatst door': the author's name, never their address, for every editor role; an item made in the desk names its admin account", async () => {
    const { documentId } = await createCall(cms, author)
    const placedBy = (token: string | null, id = documentId) =>
      fetch(`${cms.url}/talentstad/content-items/${id}/placed-by`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
    expect((await placedBy(null)).status).toBe(401)
    for (const [who, token] of [
      ['Redacteur', as.editor],
      ['Communitymanager', as.manager],
      ['Super Admin', as.superAdmin],
    ] as const) {
      const response = await placedBy(token)
      expect(response.status, who).toBe(200)
      const text = await response.text()
      expect(JSON.parse(text), who).toEqual({ data: { name: 'Anna Auteur', by: 'member' } })
      expect(text, who).not.toContain(author.email)
    }
    // A call the Redacteur makes in the desk (no member author): their admin account's name, on the
    // 'Geplaatst door' panel and, for the reviewer, as who submitted it.
    const made = await fetch(`${cms.url}/content-manager/collection-types/${ITEM}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as.editor}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'CONTENT_TYPE_CALL_UP',
        title: 'Oproep van de redactie',
        slug: `redactie-${Date.now()}`,
        reviewState: 'pending',
      }),
    })
    expect(made.status).toBe(201)
    const desked = ((await made.json()) as { data: { documentId: string } }).data.documentId
    expect(await (await placedBy(as.manager, desked)).json()).toEqual({ data: { name: 'Test talentstad-editor', by: 'desk' } })
    expect((await desk(as.manager, 'GET', `content-items/${desked}`)).body.data.submittedBy).toEqual({
      name: 'Test talentstad-editor',
      email: null,
      by: 'desk',
    })
    // An admin whose role reads no content items (their rights taken away) is refused.
    const empty = await cms.strapi.service('admin::role').create({ name: 'Zonder rechten', code: 'talentstad-test-empty', description: '' })
    expect(empty.id).toBeTruthy()
    const withoutRights = await adminToken(cms, 'zonder-rechten@talentstad.example', 'talentstad-test-empty')
    expect((await placedBy(withoutRights)).status).toBe(403)
    expect((await placedBy(as.editor, 'geen-item')).status).toBe(200)
    expect(await (await placedBy(as.editor, 'geen-item')).json()).toEqual({ data: null })
  })

  it('approving a call publishes it and mails the author once; a second decision is 409 and changes nothing', async () => {
    const { documentId, title } = await createCall(cms, author)
    const { body: shown } = await desk(as.manager, 'GET', `content-items/${documentId}`)
    const approved = await desk(as.manager, 'POST', `content-items/${documentId}`, { decision: 'approve', version: shown.data.version })
    expect(approved.status).toBe(200)
    expect(approved.body.data).toMatchObject({ state: 'approved', decision: { state: 'approved', reason: null } })
    const online = await cms.strapi.documents(ITEM).findOne({ documentId, status: 'published' })
    expect(online?.title).toBe(title)
    const again = await desk(as.manager, 'POST', `content-items/${documentId}`, {
      decision: 'reject',
      reason: 'Toch niet.',
      version: shown.data.version,
    })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(REVIEW_MESSAGES.notPending)
    await settle(cms)
    expect(await mailsTo(mail, author.email, new RegExp(`Je oproep is goedgekeurd: ${title}`), 2, 1500)).toHaveLength(1)
    expect(await mailsTo(mail, author.email, new RegExp(`afgewezen: ${title}`), 1, 300)).toHaveLength(0)
  })

  it('rejecting needs a reason (Dutch 400, nothing decided); with one the author is mailed it and nothing goes online', async () => {
    const { documentId, title } = await createCall(cms, author)
    const { body: shown } = await desk(as.manager, 'GET', `content-items/${documentId}`)
    const empty = await desk(as.manager, 'POST', `content-items/${documentId}`, {
      decision: 'reject',
      reason: '  ',
      version: shown.data.version,
    })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toMatch(/reden/i)
    expect((await cms.strapi.documents(ITEM).findOne({ documentId, status: 'draft' }))?.reviewState).toBe('pending')
    const rejected = await desk(as.manager, 'POST', `content-items/${documentId}`, {
      decision: 'reject',
      reason: 'Er staat een telefoonnummer in de tekst.',
      version: shown.data.version,
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body.data.decision).toMatchObject({ state: 'rejected', reason: 'Er staat een telefoonnummer in de tekst.' })
    expect(rejected.body.data.decision.at).toBeTruthy()
    expect(await cms.strapi.documents(ITEM).findOne({ documentId, status: 'published' })).toBeNull()
    const [received] = await mailsTo(mail, author.email, new RegExp(`Je oproep is afgewezen: ${title}`))
    expect(received?.text).toContain('Er staat een telefoonnummer in de tekst.')
  })

  it('an edit saved after the panel was opened is not decided on: 409 changed', async () => {
    const { documentId } = await createCall(cms, author)
    const { body: shown } = await desk(as.manager, 'GET', `content-items/${documentId}`)
    // A version is the edit's time in milliseconds: the edit comes a moment later (the clock moves on: tests/clock.ts).
    advanceClock(20)
    await cms.strapi.documents(ITEM).update({ documentId, data: { title: 'Bijgewerkte oproep' } as never })
    const stale = await desk(as.manager, 'POST', `content-items/${documentId}`, { decision: 'approve', version: shown.data.version })
    expect(stale.status).toBe(409)
    expect(stale.body.error.message).toBe(REVIEW_MESSAGES.changedSinceOpened)
  })

  it("an organisation's application: the panel, approval (public, applicant mailed once), then 409", async () => {
    const applicant = await createMember(cms.strapi, { firstName: 'Olga', lastName: 'Ondernemer' })
    const organization = await createOrganization(cms, 'Deskdata', 'pending')
    await cms.strapi.db.query(ORGANIZATION).update({ where: { documentId: organization }, data: { submittedBy: applicant.id } })
    const shown = await desk(as.manager, 'GET', `organizations/${organization}`)
    expect(shown.body.data).toMatchObject({
      kind: 'application',
      state: 'pending',
      submittedBy: { name: 'Olga Ondernemer', email: applicant.email, by: 'member' },
    })
    const approved = await desk(as.manager, 'POST', `organizations/${organization}`, { decision: 'approve' })
    expect(approved.status).toBe(200)
    expect(approved.body.data.state).toBe('approved')
    expect((await desk(as.manager, 'POST', `organizations/${organization}`, { decision: 'approve' })).status).toBe(409)
    expect(await mailsTo(mail, applicant.email, /Deskdata is goedgekeurd/, 2, 1500)).toHaveLength(1)
    expect((await desk(as.manager, 'GET', 'organizations/does-not-exist')).body.error.message).toBe(MESSAGES.notFound)
  })

  it("preview: the panel's link shows a pending call's draft to whoever holds it, never cached; a forged or expired token is 404", async () => {
    const { documentId, title } = await createCall(cms, author)
    const response = await fetch(`${cms.url}/content-manager/preview/url/${ITEM}?documentId=${documentId}&status=draft`, {
      headers: { authorization: `Bearer ${as.editor}` },
    })
    expect(response.status).toBe(200)
    const { url } = ((await response.json()) as { data: { url: string } }).data
    const token = /\/voorbeeld\/([^/?#]+)$/.exec(url)?.[1]
    expect(token, url).toBeTruthy()
    const preview = await fetch(`${cms.url}/api/preview/${token}`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
    const body = (await preview.json()) as { data: Record<string, unknown> }
    expect(body.data).toMatchObject({ title, type: 'CONTENT_TYPE_CALL_UP', placedBy: { firstName: 'Anna' } })
    // As a visitor sees an item: no author (private to the member API).
    expect(JSON.stringify(body)).not.toContain(author.email)
    const forged = token!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await fetch(`${cms.url}/api/preview/${forged}`)).status).toBe(404)
    expect((await fetch(`${cms.url}/api/preview/${documentId}`)).status).toBe(404)
    const secret = cms.strapi.config.get('admin.auth.secret') as string
    const old = signPreview(secret, documentId, Date.now() - PREVIEW_TTL_MS - 1000)
    expect(verifyPreview(secret, old)).toBeNull()
    expect((await fetch(`${cms.url}/api/preview/${old}`)).status).toBe(404)
    expect(verifyPreview('another secret', token!)).toBeNull()
  })

  /** A preview link for this item, as the panel makes it. */
  async function previewToken(documentId: string) {
    const response = await fetch(`${cms.url}/content-manager/preview/url/${ITEM}?documentId=${documentId}&status=draft`, {
      headers: { authorization: `Bearer ${as.editor}` },
    })
    const { url } = ((await response.json()) as { data: { url: string } }).data
    return /\/voorbeeld\/([^/?#]+)$/.exec(url)![1]!
  }

  it('preview: a fixed selection, what the public page shows; no query widens it to the author or internal fields (issue 43)', async () => {
    const { documentId, title } = await createCall(cms, author)
    const token = await previewToken(documentId)
    const plain = (await (await fetch(`${cms.url}/api/preview/${token}`)).json()) as { data: Record<string, unknown> }
    expect(plain.data.title).toBe(title)
    for (const query of [
      'populate[author][populate]=*',
      'populate[author][fields][0]=username&populate[author][fields][1]=lastName',
      'populate=*',
      'populate[enters][populate]=*',
      'fields[0]=reviewState&fields[1]=rejectReason&fields[2]=deletedAt&fields[3]=deleteExplanation',
      'fields=*',
    ]) {
      const response = await fetch(`${cms.url}/api/preview/${token}?${query}`)
      expect(response.status, query).toBe(200)
      const text = await response.text()
      expect(text, query).not.toContain(author.email)
      expect(text, query).not.toContain('Auteur')
      expect(JSON.parse(text), query).toEqual(plain)
    }
    expect(Object.keys(plain.data)).not.toContain('author')
    expect(Object.keys(plain.data)).not.toContain('reviewState')
    expect(plain.data.placedBy).toEqual({ firstName: 'Anna' })
  })

  it("preview: an item deleted by its author (with a reason) or in the admin panel is 404 at once, however the link's query reads", async () => {
    const { documentId } = await createCall(cms, author)
    const token = await previewToken(documentId)
    expect((await fetch(`${cms.url}/api/preview/${token}?fields[0]=title`)).status).toBe(200)
    const removed = await callApi(cms, 'DELETE', `/calls/${documentId}`, { jwt: author.jwt, body: { reason: 'FOUND_MATCH' } })
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300)
    for (const query of ['', '?fields[0]=title', '?fields[0]=title&fields[1]=slug']) {
      expect((await fetch(`${cms.url}/api/preview/${token}${query}`)).status, query).toBe(404)
    }
    const { documentId: other } = await createCall(cms, author)
    const otherToken = await previewToken(other)
    await cms.strapi.documents(ITEM).delete({ documentId: other })
    expect((await fetch(`${cms.url}/api/preview/${otherToken}?fields[0]=title`)).status).toBe(404)
  })
})
