import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REVIEW_MESSAGES, MESSAGES } from '@talentstad/types'
import { adminToken } from './admin-helpers'
import { createMember, type TestMember } from './as-user'
import { createCall, createOrganization, ITEM, ORGANIZATION } from './calls-helpers'
import { mailsTo, type Mailbox } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Issue 43, item 2: a review decision is an action with its own right, never a field edit. In the
 * admin panel no role (Super Admin included) approves, rejects or publishes an item under review by
 * editing its fields; the review routes (REVIEW_ACTION) decide, and a rejection always has a reason.
 * Rows of the role × action matrix: Redacteur, Communitymanager and Super Admin editing the review
 * fields; a decision by a role without the review right; the same admin after losing the right.
 */
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let cms: TestCms
let mail: Mailbox
let author: TestMember
const as: Record<'editor' | 'manager' | 'superAdmin', string> = { editor: '', manager: '', superAdmin: '' }

async function admin(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${cms.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}
const item = (documentId: string) => `/content-manager/collection-types/${ITEM}/${documentId}`
const organizationPath = (documentId: string) => `/content-manager/collection-types/${ORGANIZATION}/${documentId}`
const draftOf = (documentId: string) =>
  cms.strapi.db.query(ITEM).findOne({ where: { documentId, publishedAt: null }, select: ['reviewState', 'rejectReason', 'reviewedAt'] })
const publishedCount = (documentId: string) => cms.strapi.db.query(ITEM).count({ where: { documentId, publishedAt: { $notNull: true } } })

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  author = await createMember(cms.strapi, { firstName: 'Anna' })
  const suffix = randomBytes(3).toString('hex')
  as.editor = await adminToken(cms, `redacteur-guard-${suffix}@talentstad.example`, 'talentstad-editor')
  as.manager = await adminToken(cms, `cm-guard-${suffix}@talentstad.example`, 'talentstad-community-manager')
  as.superAdmin = await adminToken(cms, `super-guard-${suffix}@talentstad.example`, 'strapi-super-admin')
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

describe(`no review is decided by editing fields in the admin panel (${db})`, () => {
  it('Redacteur and Communitymanager: review fields sent in an edit are not written (no field right); nothing goes online', async () => {
    for (const token of [as.editor, as.manager]) {
      const { documentId, title } = await createCall(cms, author)
      for (const data of [
        { title: `${title} (bewerkt)`, reviewState: 'approved' },
        { reviewState: 'rejected', rejectReason: 'Zomaar.' },
        { rejectReason: 'Alleen een reden.' },
        { reviewedAt: new Date().toISOString() },
      ]) {
        const edited = await admin(token, 'PUT', item(documentId), data)
        expect(edited.status, JSON.stringify(edited.body)).toBe(200)
      }
      expect(await draftOf(documentId)).toMatchObject({ reviewState: 'pending', rejectReason: null, reviewedAt: null })
      // The title, which the role may edit, was written: only the review fields were left out.
      expect((await cms.strapi.db.query(ITEM).findOne({ where: { documentId, publishedAt: null }, select: ['title'] }))?.title).toBe(
        `${title} (bewerkt)`,
      )
    }
  })

  it('Super Admin: an edit that changes a review field is refused (403, Dutch), one that sends them unchanged is saved', async () => {
    const { documentId, title } = await createCall(cms, author)
    for (const data of [
      { reviewState: 'approved' },
      { reviewState: 'rejected' },
      { reviewState: 'rejected', rejectReason: 'Zomaar.' },
      { rejectReason: 'Alleen een reden.' },
      { reviewedAt: new Date().toISOString() },
    ]) {
      const refused = await admin(as.superAdmin, 'PUT', item(documentId), data)
      expect(refused.status, JSON.stringify(data)).toBe(403)
      expect(refused.body.error).toMatchObject({ message: REVIEW_MESSAGES.decideWithReviewPanel, details: { code: 'review-decision' } })
    }
    expect(await draftOf(documentId)).toMatchObject({ reviewState: 'pending', rejectReason: null, reviewedAt: null })
    // The edit view sends every field back, the read-only ones unchanged: that is an edit, not a decision.
    const saved = await admin(as.superAdmin, 'PUT', item(documentId), {
      title: `${title} (super)`,
      reviewState: 'pending',
      rejectReason: null,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  })

  it('no role publishes a call that waits for review or was rejected (403, nothing online); the review panel can', async () => {
    const { documentId } = await createCall(cms, author)
    for (const token of [as.editor, as.manager, as.superAdmin]) {
      const published = await admin(token, 'POST', `${item(documentId)}/actions/publish`, {})
      expect(published.status).toBe(403)
      const bulk = await admin(token, 'POST', `/content-manager/collection-types/${ITEM}/actions/bulkPublish`, {
        documentIds: [documentId],
      })
      expect(bulk.status).toBe(403)
    }
    expect(await publishedCount(documentId)).toBe(0)
    expect((await draftOf(documentId))?.reviewState).toBe('pending')
    // Through the review route (the Communitymanager holds REVIEW_ACTION), it is decided, once, with the mail.
    const shown = await admin(as.manager, 'GET', `/talentstad/review/content-items/${documentId}`)
    const approved = await admin(as.manager, 'POST', `/talentstad/review/content-items/${documentId}`, {
      decision: 'approve',
      version: shown.body.data.version,
    })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(await publishedCount(documentId)).toBe(1)
    expect(await mailsTo(mail, author.email, /goedgekeurd/)).toHaveLength(1)

    const { documentId: rejected } = await createCall(cms, author, { reviewState: 'rejected', rejectReason: 'Te algemeen.' })
    for (const token of [as.editor, as.superAdmin]) {
      expect((await admin(token, 'POST', `${item(rejected)}/actions/publish`, {})).status).toBe(403)
    }
    expect(await publishedCount(rejected)).toBe(0)
  })

  it("no role puts a member's pending edit of an online call online or throws it away; the online version stays", async () => {
    const { documentId, title } = await createCall(cms, author, {}, true)
    await cms.strapi.documents(ITEM).update({ documentId, data: { title: `${title} (bewerkt)`, reviewState: 'pending' } as never })
    for (const token of [as.editor, as.manager, as.superAdmin]) {
      expect((await admin(token, 'POST', `${item(documentId)}/actions/publish`, {})).status).toBe(403)
      expect(
        (await admin(token, 'POST', `/content-manager/collection-types/${ITEM}/actions/bulkPublish`, { documentIds: [documentId] })).status,
      ).toBe(403)
      expect((await admin(token, 'POST', `${item(documentId)}/actions/discard`, {})).status).toBe(403)
    }
    const online = await cms.strapi.db.query(ITEM).findOne({ where: { documentId, publishedAt: { $notNull: true } }, select: ['title'] })
    expect(online?.title).toBe(title)
    expect(await draftOf(documentId)).toMatchObject({ reviewState: 'pending' })
  })

  it("no role publishes a member's draft never submitted, or an item its author deleted; a copy of a call is the editors' own, undecided and nobody's", async () => {
    const { documentId: draft } = await createCall(cms, author, { reviewState: 'draft' })
    const { documentId: deleted } = await createCall(cms, author, {}, true)
    await cms.strapi.db
      .query(ITEM)
      .updateMany({ where: { documentId: deleted }, data: { deletedAt: new Date(), deleteReason: 'FOUND_MATCH' } })
    await cms.strapi.documents(ITEM).unpublish({ documentId: deleted })
    for (const token of [as.editor, as.superAdmin]) {
      expect((await admin(token, 'POST', `${item(draft)}/actions/publish`, {})).status).toBe(403)
      expect((await admin(token, 'POST', `${item(deleted)}/actions/publish`, {})).status).toBe(403)
    }
    expect(await publishedCount(draft)).toBe(0)
    expect(await publishedCount(deleted)).toBe(0)
    const { documentId: pending } = await createCall(cms, author)
    const copy = await admin(as.superAdmin, 'POST', `/content-manager/collection-types/${ITEM}/clone/${pending}`, {
      title: 'Kopie van een oproep',
    })
    expect(copy.status, JSON.stringify(copy.body)).toBeLessThan(300)
    const row = await cms.strapi.db.query(ITEM).findOne({
      where: { documentId: copy.body.data.documentId, publishedAt: null },
      select: ['reviewState', 'rejectReason'],
      populate: { author: { select: ['id'] } },
    })
    expect(row).toMatchObject({ reviewState: 'draft', rejectReason: null, author: null })
  })

  it("an editor's own new item (never submitted) is created undecided and approved when the editor publishes it", async () => {
    const title = `Nieuws van de redactie ${randomBytes(3).toString('hex')}`
    const created = await admin(as.editor, 'POST', `/content-manager/collection-types/${ITEM}`, {
      type: 'CONTENT_TYPE_NEWS',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      reviewState: 'approved',
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const documentId = created.body.data.documentId
    expect((await draftOf(documentId))?.reviewState).toBe('draft')
    const published = await admin(as.editor, 'POST', `${item(documentId)}/actions/publish`, {})
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const online = await fetch(`${cms.url}/api/content-items?filters[documentId][$eq]=${documentId}&fields[0]=title`).then((r) => r.json())
    expect(online.data.map((row: { title: string }) => row.title)).toEqual([title])
    // A Super Admin cannot make one approved (or rejected) either: a new item starts undecided or waiting.
    const decided = await admin(as.superAdmin, 'POST', `/content-manager/collection-types/${ITEM}`, {
      type: 'CONTENT_TYPE_NEWS',
      title: `${title} 2`,
      slug: `${title.toLowerCase().replace(/\s+/g, '-')}-2`,
      reviewState: 'approved',
    })
    expect(decided.status).toBe(403)
  })

  it("an organisation's application is not decided by editing applicationState: stripped for the Communitymanager, 403 for a Super Admin", async () => {
    const organization = await createOrganization(cms, `Aanvrager ${randomBytes(2).toString('hex')}`, 'pending')
    const stripped = await admin(as.manager, 'PUT', organizationPath(organization), { applicationState: 'approved' })
    expect(stripped.status, JSON.stringify(stripped.body)).toBe(200)
    const refused = await admin(as.superAdmin, 'PUT', organizationPath(organization), {
      applicationState: 'rejected',
      rejectReason: 'Nee.',
    })
    expect(refused.status).toBe(403)
    const row = await cms.strapi.db
      .query(ORGANIZATION)
      .findOne({ where: { documentId: organization }, select: ['applicationState', 'reviewedAt'] })
    expect(row).toMatchObject({ applicationState: 'pending', reviewedAt: null })
  })

  it('the edit view shows the review fields read-only, for every role', async () => {
    for (const uid of [ITEM, ORGANIZATION]) {
      const configuration = await (
        cms.strapi.plugin('content-manager').service('content-types') as unknown as {
          findConfiguration(contentType: { uid: string }): Promise<{ metadatas: Record<string, { edit: { editable?: boolean } }> }>
        }
      ).findConfiguration({ uid })
      for (const field of [uid === ITEM ? 'reviewState' : 'applicationState', 'rejectReason', 'reviewedAt']) {
        expect(configuration.metadatas[field]!.edit.editable, `${uid}.${field}`).toBe(false)
      }
    }
  })

  it('a rejection without a reason is refused by the CMS, whoever writes it', async () => {
    const { documentId } = await createCall(cms, author)
    for (const reason of [undefined, null, '', '   ']) {
      await expect(
        cms.strapi
          .documents(ITEM)
          .update({ documentId, data: { reviewState: 'rejected', ...(reason === undefined ? {} : { rejectReason: reason }) } as never }),
      ).rejects.toThrow(MESSAGES.rejectReasonRequired)
    }
    expect((await draftOf(documentId))?.reviewState).toBe('pending')
  })

  it('a decision by an admin without the review right is 403, and so is one by a community manager after losing it', async () => {
    const { documentId } = await createCall(cms, author)
    const shown = await admin(as.manager, 'GET', `/talentstad/review/content-items/${documentId}`)
    const decision = { decision: 'reject', reason: 'Te algemeen.', version: shown.body.data.version }
    expect((await admin(as.editor, 'POST', `/talentstad/review/content-items/${documentId}`, decision)).status).toBe(403)
    // A Communitymanager made Redacteur keeps their session, not the right.
    const email = `cm-demoted-${randomBytes(3).toString('hex')}@talentstad.example`
    const demoted = await adminToken(cms, email, 'talentstad-community-manager')
    const user = await cms.strapi.db.query('admin::user').findOne({ where: { email }, select: ['id'] })
    const editorRole = await cms.strapi.db.query('admin::role').findOne({ where: { code: 'talentstad-editor' }, select: ['id'] })
    await cms.strapi.service('admin::user').updateById(user!.id, { roles: [editorRole!.id] })
    expect((await admin(demoted, 'POST', `/talentstad/review/content-items/${documentId}`, decision)).status).toBe(403)
    expect((await admin(demoted, 'PUT', item(documentId), { reviewState: 'rejected', rejectReason: 'Toch.' })).status).toBe(200)
    expect(await draftOf(documentId)).toMatchObject({ reviewState: 'pending', rejectReason: null })
  })
})
