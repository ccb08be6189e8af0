import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  MEMBER_LIST_MAX_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZE,
  PROFILE_MESSAGES,
  UPLOAD_MESSAGES,
  CONTENT_MESSAGES,
  REVIEW_MESSAGES,
} from '@talentstad/types'
import { callApi, createMember, jwtFor, MEMBER_PASSWORD, type TestMember } from './as-user'
import { addMember, callForm, createCall, createOrganization, ENTER, ITEM, paragraph, pngBytes, sendForm } from './calls-helpers'
import { type MailCatcher } from './mail-catcher'
import { mailsTo as mailsToIn, settle } from './organizations-helpers'
import { seed } from '../src/seed'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Calls end to end in the CMS (issue 10): create, review (API and admin panel), edit while online,
 * delete with a reason, enters (once per member, also under 20 concurrent attempts), the mails, and
 * what account deletion leaves of a call.
 */

let cms: TestCms
let mail: MailCatcher
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let author: TestMember
let other: TestMember
let manager: TestMember
let secondManager: TestMember
let theme: string

const publicItem = async (documentId: string) => {
  const { body } = await callApi(cms, 'GET', `/content-items?filters[documentId]=${documentId}`)
  return (body.data as Array<{ title: string }>)[0] ?? null
}
/** Every mail to this address whose subject matches, after waiting for at least `count`. */
const mailsTo = (address: string, subject: RegExp, count = 1, timeoutMs = 10_000) => mailsToIn(mail, address, subject, count, timeoutMs)
/** The version the review page shows now (what a decision must name). */
const reviewedVersion = async (documentId: string) =>
  (await callApi(cms, 'GET', `/review/calls/${documentId}`, { jwt: manager.jwt })).body.data?.version as string | undefined
/** A decision as the review page sends it: on the version it shows now, unless the body names one. */
const review = async (documentId: string, body: Record<string, unknown>, jwt = manager.jwt) =>
  callApi(cms, 'POST', `/review/calls/${documentId}`, {
    jwt,
    body: 'version' in body ? body : { ...body, version: await reviewedVersion(documentId) },
  })

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  author = await createMember(cms.strapi, { firstName: 'Auke', lastName: 'Auteur' })
  other = await createMember(cms.strapi, { firstName: 'Olga', lastName: 'Ander', phoneNumber: '06 99999999' })
  manager = await createMember(cms.strapi, { roleType: 'community-manager', firstName: 'Carla' })
  secondManager = await createMember(cms.strapi, { roleType: 'community-manager', firstName: 'Cor' })
  theme = (await cms.strapi.documents('api::theme.theme').findFirst({}))!.documentId
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`create (${db})`, () => {
  it('a member posts a call with an image: pending, not public, in the queue, and every community manager is mailed', async () => {
    const data = callForm({
      title: 'Testers <gezocht> voor mijn app',
      themes: [theme],
      audiences: ['AUDIENCE_STUDENT', 'AUDIENCE_PROFESSIONAL'],
    })
    const { status, body } = await sendForm(cms, 'POST', '/calls', {
      jwt: author.jwt,
      data,
      files: { image: { bytes: await pngBytes(), name: 'foto.png', type: 'image/png' } },
    })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data).toMatchObject({
      title: data.title,
      type: 'CONTENT_TYPE_CALL_UP',
      reviewState: 'pending',
      online: false,
      editPending: false,
      enterCount: 0,
      organization: null,
    })
    const id = body.data.documentId
    expect(await publicItem(id)).toBeNull()

    const own = await callApi(cms, 'GET', `/calls/${id}/mine`, { jwt: author.jwt })
    expect(own.body.data).toMatchObject({ themes: [theme], body: data.body, image: { url: expect.stringMatching(/^\/uploads\/.+\.png$/) } })
    expect([...own.body.data.audiences].sort()).toEqual(['AUDIENCE_PROFESSIONAL', 'AUDIENCE_STUDENT'])
    const row = await cms.strapi.db.query(ITEM).findOne({ where: { documentId: id, publishedAt: null }, populate: { author: true } })
    expect(row.author.id).toBe(author.id)

    const queue = await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })
    expect(queue.body.data.map((item: { documentId: string }) => item.documentId)).toContain(id)

    for (const to of [manager, secondManager]) {
      const [message] = await mailsTo(to.email, /wacht op beoordeling/)
      expect(message, to.email).toBeDefined()
      expect(message.text).toContain(`/profiel/oproepen/beoordelen/${id}`)
      expect(message.html).toContain('Testers &lt;gezocht&gt;')
      expect(message.html).not.toContain('<gezocht>')
    }
    // Members who only call themselves community manager get nothing.
    expect(await mailsTo(author.email, /wacht op beoordeling/, 1, 300)).toHaveLength(0)
  })

  it('refuses other types without an organisation, unknown themes, a bad body and a file that is no image', async () => {
    const news = await callApi(cms, 'POST', '/calls', { jwt: author.jwt, body: { data: callForm({ type: 'CONTENT_TYPE_NEWS' }) } })
    expect(news.status).toBe(400)
    expect(news.body.error.details.fieldErrors.type).toEqual([CONTENT_MESSAGES.typeNotAllowed])
    const theme404 = await callApi(cms, 'POST', '/calls', { jwt: author.jwt, body: { data: callForm({ themes: ['a'.repeat(24)] }) } })
    expect(theme404.body.error.details.fieldErrors.themes).toEqual([PROFILE_MESSAGES.unknownTheme])
    const script = await callApi(cms, 'POST', '/calls', {
      jwt: author.jwt,
      body: { data: callForm({ body: [{ type: 'code', children: [{ type: 'text', text: 'x' }] }] }) },
    })
    expect(script.status).toBe(400)
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    const upload = await sendForm(cms, 'POST', '/calls', {
      jwt: author.jwt,
      data: callForm(),
      files: { image: { bytes: svg, name: 'x.png', type: 'image/png' } },
    })
    expect(upload.status).toBe(400)
    expect(upload.body.error.details).toMatchObject({ code: 'upload', fieldErrors: { image: [UPLOAD_MESSAGES.wrongType] } })
    const before = await cms.strapi.db.query(ITEM).count({ where: { author: { id: author.id } } })
    const big = await sendForm(cms, 'POST', '/calls', {
      jwt: author.jwt,
      data: callForm(),
      files: { image: { bytes: new Uint8Array(6 * 1024 * 1024), name: 'x.png', type: 'image/png' } },
    })
    expect([413, 400]).toContain(big.status)
    expect(await cms.strapi.db.query(ITEM).count({ where: { author: { id: author.id } } })).toBe(before)
  })

  it("an approved organisation's news goes online at once; its calls still wait for review", async () => {
    const organization = await createOrganization(cms, 'Kanaal Test')
    const editor = await createMember(cms.strapi)
    await addMember(cms, editor, organization, 'contentManager')
    const news = await callApi(cms, 'POST', '/calls', {
      jwt: editor.jwt,
      body: { data: callForm({ type: 'CONTENT_TYPE_NEWS', organization }) },
    })
    expect(news.status).toBe(201)
    expect(news.body.data).toMatchObject({ reviewState: 'approved', online: true, organization: { documentId: organization } })
    expect(await publicItem(news.body.data.documentId)).not.toBeNull()
    const call = await callApi(cms, 'POST', '/calls', { jwt: editor.jwt, body: { data: callForm({ organization }) } })
    expect(call.body.data).toMatchObject({ reviewState: 'pending', online: false })

    const pendingOrganization = await createOrganization(cms, 'Nog niet goedgekeurd', 'pending')
    await addMember(cms, editor, pendingOrganization, 'admin')
    const waiting = await callApi(cms, 'POST', '/calls', {
      jwt: editor.jwt,
      body: { data: callForm({ type: 'CONTENT_TYPE_NEWS', organization: pendingOrganization }) },
    })
    expect(waiting.body.data).toMatchObject({ reviewState: 'pending', online: false })

    // The organisation's content page lists every state (the call in review too), nothing of another organisation.
    const employee = await createMember(cms.strapi)
    await addMember(cms, employee, organization, 'employee')
    const listed = await callApi(cms, 'GET', `/organizations/${organization}/content`, { jwt: employee.jwt })
    expect(listed.status).toBe(200)
    expect(listed.body.meta).toEqual({ pagination: { page: 1, pageSize: PAGE_SIZE, pageCount: 1, total: 2 } })
    expect(listed.body.data.map((item: { documentId: string }) => item.documentId).sort()).toEqual(
      [news.body.data.documentId, call.body.data.documentId].sort(),
    )
    expect(listed.body.data.find((item: { documentId: string }) => item.documentId === call.body.data.documentId)).toMatchObject({
      reviewState: 'pending',
      online: false,
    })

    // The edit form opens the organisation's news for its content roles (not only calls); the review page does not.
    const form = await callApi(cms, 'GET', `/calls/${news.body.data.documentId}/edit`, { jwt: editor.jwt })
    expect(form.status).toBe(200)
    expect(form.body.data).toMatchObject({ type: 'CONTENT_TYPE_NEWS', organization: { documentId: organization } })
    expect((await callApi(cms, 'GET', `/calls/${news.body.data.documentId}/edit`, { jwt: employee.jwt })).status).toBe(403)
    expect((await callApi(cms, 'GET', `/review/calls/${news.body.data.documentId}`, { jwt: manager.jwt })).status).toBe(404)
  })
})

describe(`an organisation's content page by page (${db})`, () => {
  let organization: string
  let employee: TestMember
  /** Titles of the organisation's items, newest first (the order the content page shows). */
  let newestFirst: string[]
  const page = async (query: string, jwt = employee.jwt) => callApi(cms, 'GET', `/organizations/${organization}/content?${query}`, { jwt })
  const titles = (body: { data: Array<{ title: string }> }) => body.data.map((item) => item.title)

  beforeAll(async () => {
    organization = await createOrganization(cms, 'Veel Inhoud')
    employee = await createMember(cms.strapi)
    await addMember(cms, employee, organization, 'employee')
    const created: string[] = []
    for (let n = 0; n < MEMBER_LIST_MAX_PAGE_SIZE + 5; n++) {
      created.push((await createCall(cms, null, { organization, createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString() })).title)
    }
    // One deleted item is never listed, nor counted.
    const gone = await createCall(cms, null, { organization, deletedAt: new Date().toISOString() })
    expect(created).not.toContain(gone.title)
    newestFirst = created.reverse()
  })

  it('page 2 gives the next items in the same order, with the total and the number of pages', async () => {
    const total = MEMBER_LIST_MAX_PAGE_SIZE + 5
    const first = await page('')
    expect(first.status).toBe(200)
    expect(titles(first.body)).toEqual(newestFirst.slice(0, PAGE_SIZE))
    expect(first.body.meta.pagination).toEqual({ page: 1, pageSize: PAGE_SIZE, pageCount: Math.ceil(total / PAGE_SIZE), total })
    const second = await page('pagination[page]=2')
    expect(titles(second.body)).toEqual(newestFirst.slice(PAGE_SIZE, 2 * PAGE_SIZE))
    expect(second.body.meta.pagination).toMatchObject({ page: 2, total })
    const small = await page('pagination[page]=3&pagination[pageSize]=4')
    expect(titles(small.body)).toEqual(newestFirst.slice(8, 12))
    expect(small.body.meta.pagination).toEqual({ page: 3, pageSize: 4, pageCount: Math.ceil(total / 4), total })
  })

  it('gives at most MEMBER_LIST_MAX_PAGE_SIZE items per page, and an empty page past the last', async () => {
    const large = await page('pagination[pageSize]=1000')
    expect(large.status).toBe(200)
    expect(titles(large.body)).toEqual(newestFirst.slice(0, MEMBER_LIST_MAX_PAGE_SIZE))
    expect(large.body.meta.pagination).toMatchObject({ pageSize: MEMBER_LIST_MAX_PAGE_SIZE, pageCount: 2 })
    const past = await page('pagination[page]=99')
    expect(past.status).toBe(200)
    expect(past.body).toEqual({
      data: [],
      meta: {
        pagination: { page: 99, pageSize: PAGE_SIZE, pageCount: Math.ceil(newestFirst.length / PAGE_SIZE), total: newestFirst.length },
      },
    })
  })

  it("answers 400 to a page or page size that is not a whole number above 0, as Strapi's REST does", async () => {
    for (const query of [
      'pagination[page]=0',
      'pagination[page]=-1',
      'pagination[page]=1.5',
      'pagination[page]=abc',
      'pagination[page]=',
      'pagination[page][0]=1&pagination[page][1]=2',
      'pagination[pageSize]=0',
      'pagination=5',
      `pagination[page]=${'9'.repeat(30)}`,
    ]) {
      const { status, body } = await page(query)
      expect(status, query).toBe(400)
      expect(body.error, query).toMatchObject({ status: 400, name: 'PaginationError' })
      expect(JSON.stringify(body), query).not.toContain('Veel Inhoud')
    }
  })

  it('stays closed to anyone without a role in the organisation, whatever the page', async () => {
    const outsider = await createMember(cms.strapi)
    expect((await page('pagination[page]=2', outsider.jwt)).status).toBe(403)
    expect((await page('pagination[page]=abc', outsider.jwt)).status).toBe(403)
  })
})

describe(`review (${db})`, () => {
  it('approve publishes the call and mails the author once; deciding again is 409', async () => {
    const call = await createCall(cms, author)
    const got = await callApi(cms, 'GET', `/review/calls/${call.documentId}`, { jwt: manager.jwt })
    expect(got.body.data).toMatchObject({
      documentId: call.documentId,
      reviewState: 'pending',
      author: { firstName: 'Auke', lastName: 'Auteur' },
    })
    expect(JSON.stringify(got.body)).not.toContain(author.email)

    const approved = await review(call.documentId, { decision: 'approve' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body.data).toMatchObject({ reviewState: 'approved', online: true, rejectReason: null })
    expect((await publicItem(call.documentId))?.title).toBe(call.title)

    const again = await review(call.documentId, { decision: 'reject', reason: 'Toch niet' })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ message: REVIEW_MESSAGES.notPending, details: { code: 'not-pending' } })

    await settle(cms)
    const mails = await mailsTo(author.email, new RegExp(`goedgekeurd: ${call.title}`))
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain(`/oproepen/${call.title.toLowerCase().replace(/\s+/g, '-')}`)

    const queue = await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })
    expect(queue.body.recent[0]).toMatchObject({
      documentId: call.documentId,
      reviewState: 'approved',
      rejectReason: null,
      author: { firstName: 'Auke' },
    })
    expect(queue.body.data.map((item: { documentId: string }) => item.documentId)).not.toContain(call.documentId)
  })

  it('reject needs a reason, keeps the call offline and mails the reason; the author sees it on their calls', async () => {
    const call = await createCall(cms, author)
    expect((await review(call.documentId, { decision: 'reject' })).body.error.details.fieldErrors.reason).toEqual([
      MESSAGES.rejectReasonRequired,
    ])
    expect((await review(call.documentId, { decision: 'reject', reason: '   ' })).status).toBe(400)
    const rejected = await review(call.documentId, { decision: 'reject', reason: 'Beschrijf <wat> je zoekt.' })
    expect(rejected.body.data).toMatchObject({ reviewState: 'rejected', rejectReason: 'Beschrijf <wat> je zoekt.', online: false })
    expect(await publicItem(call.documentId)).toBeNull()
    const [message] = await mailsTo(author.email, new RegExp(`afgewezen: ${call.title}`))
    expect(message.text).toContain('Beschrijf <wat> je zoekt.')
    expect(message.html).toContain('Beschrijf &lt;wat&gt; je zoekt.')
    const mine = await callApi(cms, 'GET', '/me/calls', { jwt: author.jwt })
    expect(mine.body.data.find((item: { documentId: string }) => item.documentId === call.documentId)).toMatchObject({
      reviewState: 'rejected',
      rejectReason: 'Beschrijf <wat> je zoekt.',
    })
    const queue = await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })
    expect(queue.body.recent[0]).toMatchObject({
      documentId: call.documentId,
      reviewState: 'rejected',
      rejectReason: 'Beschrijf <wat> je zoekt.',
    })
  })

  it('the queue narrows to one kind of item and words of its title, with its count; another kind is a 400', async () => {
    const word = `zoekwoord${Date.now().toString(36)}`
    const call = await createCall(cms, author, { title: `Oproep met ${word.toUpperCase()} erin` })
    const news = await createCall(cms, author, { title: `Nieuws met ${word} erin`, type: 'CONTENT_TYPE_NEWS' })
    await createCall(cms, author)
    const queue = (query: string) => callApi(cms, 'GET', `/review/calls?${query}`, { jwt: manager.jwt })
    const ids = (answer: { body: { data: Array<{ documentId: string }> } }) => answer.body.data.map((item) => item.documentId)

    const found = await queue(`q=${word}`)
    expect(found.status).toBe(200)
    expect(ids(found).sort()).toEqual([call.documentId, news.documentId].sort())
    expect(found.body.meta.count).toBe(2)
    const calls = await queue(`q=${word}&type=CONTENT_TYPE_CALL_UP`)
    expect(ids(calls)).toEqual([call.documentId])
    expect(calls.body.meta.count).toBe(1)
    const unfiltered = await queue('')
    expect(unfiltered.body.meta.count).toBeGreaterThan(2)
    expect((await queue('type=CONTENT_TYPE_GUESTBOOK')).status).toBe(400)
    // A search's words are words: no operator of the query language gets through.
    expect((await queue(`q[$ne]=x`)).status).toBe(400)
  })

  it('a decision written by the Document Service outside a request (the review services, a script) sends the same mails, once', async () => {
    const documents = cms.strapi.documents(ITEM)
    const rejectedCall = await createCall(cms, author)
    await documents.update({
      documentId: rejectedCall.documentId,
      data: { reviewState: 'rejected', rejectReason: 'Via het beheer' } as any,
    })
    const [rejectMail] = await mailsTo(author.email, new RegExp(`afgewezen: ${rejectedCall.title}`))
    expect(rejectMail.text).toContain('Via het beheer')

    const approvedCall = await createCall(cms, author)
    await documents.update({ documentId: approvedCall.documentId, data: { reviewState: 'approved' } as any })
    await documents.publish({ documentId: approvedCall.documentId })
    expect((await publicItem(approvedCall.documentId))?.title).toBe(approvedCall.title)
    // An unrelated edit of a decided call mails nothing more.
    await documents.update({ documentId: approvedCall.documentId, data: { location: 'Stadhuis' } as any })
    await settle(cms)
    expect(await mailsTo(author.email, new RegExp(`goedgekeurd: ${approvedCall.title}`))).toHaveLength(1)
    expect(await mailsTo(author.email, new RegExp(`afgewezen: ${rejectedCall.title}`))).toHaveLength(1)
  })
})

describe(`a decision is made on the version the reviewer saw (issue 26) (${db})`, () => {
  it('an edit saved while the community manager reads is not approved unseen: 409 with the message, then the new version', async () => {
    const created = await callApi(cms, 'POST', '/calls', { jwt: author.jwt, body: { data: callForm({ title: 'Onschuldig' }) } })
    const id = created.body.data.documentId
    const seen = await reviewedVersion(id)
    expect(seen).toEqual(expect.any(String))

    // The author adds a payment link while the page is open.
    const payLink = 'Betaal eerst via https://betaal.voorbeeld/nu'
    const edit = await sendForm(cms, 'PUT', `/calls/${id}`, {
      jwt: author.jwt,
      data: callForm({ title: 'Onschuldig', body: [paragraph(payLink)] }),
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)

    for (const decision of [{ decision: 'approve' }, { decision: 'reject', reason: 'Te vaag' }]) {
      const stale = await review(id, { ...decision, version: seen })
      expect(stale.status, JSON.stringify(stale.body)).toBe(409)
      expect(stale.body.error).toMatchObject({ message: REVIEW_MESSAGES.changedSinceOpened, details: { code: 'changed' } })
    }
    expect(REVIEW_MESSAGES.changedSinceOpened).toContain('Deze oproep is gewijzigd sinds je hem opende')
    expect(await publicItem(id)).toBeNull()

    // The page, loaded again, shows the new version under a new name; that one can be approved.
    const current = await callApi(cms, 'GET', `/review/calls/${id}`, { jwt: manager.jwt })
    expect(current.body.data).toMatchObject({ reviewState: 'pending', body: [paragraph(payLink)] })
    expect(current.body.data.version).not.toBe(seen)
    const approved = await review(id, { decision: 'approve', version: current.body.data.version })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect(approved.body.data).toMatchObject({ reviewState: 'approved', online: true })
  })

  it('a decision without a version, or with a made-up one, decides nothing', async () => {
    const call = await createCall(cms, author)
    const missing = await callApi(cms, 'POST', `/review/calls/${call.documentId}`, { jwt: manager.jwt, body: { decision: 'approve' } })
    expect(missing.status).toBe(400)
    expect((await review(call.documentId, { decision: 'approve', version: '2000-01-01T00:00:00.000Z' })).status).toBe(409)
    expect((await callApi(cms, 'GET', `/review/calls/${call.documentId}`, { jwt: manager.jwt })).body.data.reviewState).toBe('pending')
  })

  it('an edit racing an approval is either refused as changed or waits for review as a new version: the unseen text never goes online', async () => {
    for (let round = 0; round < 4; round++) {
      const created = await callApi(cms, 'POST', '/calls', { jwt: author.jwt, body: { data: callForm({ title: `Race ${round}` }) } })
      const id = created.body.data.documentId
      const seen = await reviewedVersion(id)
      const sneaky = `Stiekem ${round}`
      const [edit, decision] = await Promise.all([
        sendForm(cms, 'PUT', `/calls/${id}`, { jwt: author.jwt, data: callForm({ title: `Race ${round}`, body: [paragraph(sneaky)] }) }),
        review(id, { decision: 'approve', version: seen }),
      ])
      expect(edit.status, JSON.stringify(edit.body)).toBe(200)
      expect([200, 409]).toContain(decision.status)
      const online = await cms.strapi.documents(ITEM).findOne({ documentId: id, status: 'published' })
      if (decision.status === 409) expect(online).toBeNull()
      else expect(JSON.stringify(online?.body)).not.toContain(sneaky)
      const draft = await callApi(cms, 'GET', `/review/calls/${id}`, { jwt: manager.jwt })
      expect(draft.body.data).toMatchObject({ reviewState: 'pending', body: [paragraph(sneaky)] })
    }
  })
})

describe(`an item taken offline stays offline until a community manager approves it (issue 26) (${db})`, () => {
  it("the organisation's admin saving it again, changed or not, puts it in the review queue, not online", async () => {
    const organization = await createOrganization(cms, 'Offline BV')
    const admin = await createMember(cms.strapi)
    await addMember(cms, admin, organization, 'admin')
    const form = callForm({ type: 'CONTENT_TYPE_NEWS', organization, title: 'Nieuws dat offline moet' })
    const news = await callApi(cms, 'POST', '/calls', { jwt: admin.jwt, body: { data: form } })
    expect(news.status, JSON.stringify(news.body)).toBe(201)
    const id = news.body.data.documentId
    expect((await publicItem(id))?.title).toBe(form.title)

    const offline = await callApi(cms, 'POST', `/moderation/items/${id}/offline`, { jwt: manager.jwt, body: { reason: 'Misleidend' } })
    expect(offline.status, JSON.stringify(offline.body)).toBe(200)
    expect(await publicItem(id)).toBeNull()

    // Saved again unchanged, and once more while it waits: offline both times, and waiting for review.
    for (let save = 0; save < 2; save++) {
      const again = await sendForm(cms, 'PUT', `/calls/${id}`, { jwt: admin.jwt, data: form })
      expect(again.status, JSON.stringify(again.body)).toBe(200)
      expect(again.body.data).toMatchObject({ reviewState: 'pending', online: false })
      expect(await publicItem(id)).toBeNull()
    }
    const queue = await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })
    expect(queue.body.data).toContainEqual(expect.objectContaining({ documentId: id, type: 'CONTENT_TYPE_NEWS', title: form.title }))

    const approved = await review(id, { decision: 'approve' })
    expect(approved.status, JSON.stringify(approved.body)).toBe(200)
    expect((await publicItem(id))?.title).toBe(form.title)
    // Back in good standing: the next edit goes online at once again, as an organisation's news does.
    const edited = await sendForm(cms, 'PUT', `/calls/${id}`, { jwt: admin.jwt, data: { ...form, title: 'Bijgewerkt nieuws' } })
    expect(edited.body.data).toMatchObject({ reviewState: 'approved', online: true })
    expect((await publicItem(id))?.title).toBe('Bijgewerkt nieuws')
  })
})

describe(`a take-offline racing an edit (issue 26) (${db})`, () => {
  it('never ends online: the edit lands before it (then taken offline) or after it (then waiting for review)', async () => {
    const organization = await createOrganization(cms, 'Race BV')
    const admin = await createMember(cms.strapi)
    await addMember(cms, admin, organization, 'admin')
    for (let round = 0; round < 4; round++) {
      const form = callForm({ type: 'CONTENT_TYPE_NEWS', organization, title: `Racenieuws ${round}` })
      const news = await callApi(cms, 'POST', '/calls', { jwt: admin.jwt, body: { data: form } })
      const id = news.body.data.documentId
      const [offline, edit] = await Promise.all([
        callApi(cms, 'POST', `/moderation/items/${id}/offline`, { jwt: manager.jwt, body: { reason: 'Misleidend' } }),
        sendForm(cms, 'PUT', `/calls/${id}`, { jwt: admin.jwt, data: form }),
      ])
      expect([200, 409]).toContain(offline.status)
      expect(edit.status, JSON.stringify(edit.body)).toBe(200)
      expect(await publicItem(id)).toBeNull()
    }
  })
})

describe(`my calls, edit and delete (${db})`, () => {
  it('an edit of an online call waits for review while the approved version stays online; approval puts the edit live', async () => {
    const created = await callApi(cms, 'POST', '/calls', { jwt: author.jwt, body: { data: callForm({ title: 'Eerste versie' }) } })
    const id = created.body.data.documentId
    await review(id, { decision: 'approve' })
    expect((await publicItem(id))?.title).toBe('Eerste versie')

    const edit = await sendForm(cms, 'PUT', `/calls/${id}`, {
      jwt: author.jwt,
      data: callForm({ title: 'Tweede versie', body: [paragraph('Nieuw')] }),
    })
    expect(edit.status, JSON.stringify(edit.body)).toBe(200)
    expect(edit.body.data).toMatchObject({ title: 'Tweede versie', reviewState: 'pending', online: true, editPending: true })
    expect((await publicItem(id))?.title).toBe('Eerste versie')
    const [reviewMail] = await mailsTo(manager.email, /gewijzigde oproep wacht op beoordeling: Tweede versie/)
    expect(reviewMail.text).toContain(`/profiel/oproepen/beoordelen/${id}`)
    const underReview = await callApi(cms, 'GET', `/review/calls/${id}`, { jwt: manager.jwt })
    expect(underReview.body.data).toMatchObject({ title: 'Tweede versie', body: [paragraph('Nieuw')], editPending: true })

    // A rejected edit leaves the online version as it was.
    await review(id, { decision: 'reject', reason: 'Nog niet duidelijk' })
    expect((await publicItem(id))?.title).toBe('Eerste versie')
    const mine = await callApi(cms, 'GET', '/me/calls', { jwt: author.jwt })
    expect(mine.body.data.find((item: { documentId: string }) => item.documentId === id)).toMatchObject({
      reviewState: 'rejected',
      online: true,
      editPending: false,
    })

    await sendForm(cms, 'PUT', `/calls/${id}`, { jwt: author.jwt, data: callForm({ title: 'Derde versie' }) })
    await review(id, { decision: 'approve' })
    expect((await publicItem(id))?.title).toBe('Derde versie')
    expect(await cms.strapi.db.query(ITEM).count({ where: { documentId: id } })).toBe(2)
  })

  it('my calls: newest first with enter counts, online and pending states, only my own', async () => {
    const member = await createMember(cms.strapi)
    const first = await createCall(cms, member, {}, true)
    const second = await createCall(cms, member)
    await createCall(cms, other)
    await cms.strapi.documents(ENTER).create({ data: { call: first.documentId, user: other.documentId } as any })
    await cms.strapi.documents(ENTER).create({ data: { call: first.documentId, user: author.documentId } as any })
    const { status, body } = await callApi(cms, 'GET', '/me/calls', { jwt: member.jwt })
    expect(status).toBe(200)
    expect(body.data.map((call: { documentId: string }) => call.documentId)).toEqual([second.documentId, first.documentId])
    expect(body.data[1]).toMatchObject({ reviewState: 'approved', online: true, editPending: false, enterCount: 2 })
    expect(body.data[0]).toMatchObject({ reviewState: 'pending', online: false, editPending: false, enterCount: 0 })
  })

  it('delete with a reason: gone from the site at once, the reason recorded, its enters and favorites gone', async () => {
    const call = await createCall(cms, author, {}, true)
    await cms.strapi.documents(ENTER).create({ data: { call: call.documentId, user: other.documentId, sharedPhone: '06 99999999' } as any })
    await cms.strapi.documents('api::favorite.favorite').create({ data: { contentItem: call.documentId, user: other.documentId } as any })
    expect((await callApi(cms, 'DELETE', `/calls/${call.documentId}`, { jwt: author.jwt, body: { reason: 'BOGUS' } })).status).toBe(400)
    expect((await callApi(cms, 'DELETE', `/calls/${call.documentId}`, { jwt: author.jwt })).status).toBe(400)
    const removed = await callApi(cms, 'DELETE', `/calls/${call.documentId}`, {
      jwt: author.jwt,
      body: { reason: 'OTHER', explanation: 'Project gestopt' },
    })
    expect(removed.status).toBe(204)
    expect(await publicItem(call.documentId)).toBeNull()
    expect((await callApi(cms, 'GET', `/content-items/${call.documentId}`)).status).toBe(404)
    const record = await cms.strapi.db.query(ITEM).findOne({ where: { documentId: call.documentId } })
    expect(record).toMatchObject({ deleteReason: 'OTHER', deleteExplanation: 'Project gestopt', publishedAt: null })
    expect(record.deletedAt).toBeTruthy()
    expect(await cms.strapi.db.query(ENTER).count({ where: { call: { documentId: call.documentId } } })).toBe(0)
    expect(await cms.strapi.db.query('api::favorite.favorite').count({ where: { contentItem: { documentId: call.documentId } } })).toBe(0)
    const mine = await callApi(cms, 'GET', '/me/calls', { jwt: author.jwt })
    expect(mine.body.data.map((item: { documentId: string }) => item.documentId)).not.toContain(call.documentId)
    // Deleted is deleted: no edit, no second delete, no enter.
    expect((await callApi(cms, 'PUT', `/calls/${call.documentId}`, { jwt: author.jwt, body: { data: callForm() } })).status).toBe(404)
    expect((await callApi(cms, 'DELETE', `/calls/${call.documentId}`, { jwt: author.jwt, body: { reason: 'FOUND_MATCH' } })).status).toBe(
      404,
    )
    expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: other.jwt, body: {} })).status).toBe(404)
  })
})

describe(`enters (${db})`, () => {
  it('one enter per member: shares only what was chosen, the author is mailed, a second is 409', async () => {
    const call = await createCall(cms, author, {}, true)
    const first = await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, {
      jwt: other.jwt,
      body: { sharedPhone: '06 12345678', sharedLinkedIn: '', message: 'Ik help graag <mee>' },
    })
    expect(first.status, JSON.stringify(first.body)).toBe(201)
    expect(first.body.data).toMatchObject({
      sharedPhone: '06 12345678',
      sharedLinkedIn: null,
      message: 'Ik help graag <mee>',
      call: { documentId: call.documentId, title: call.title, online: true },
    })
    const second = await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: other.jwt, body: {} })
    expect(second.status).toBe(409)
    expect(second.body.error).toMatchObject({ message: MESSAGES.alreadyEntered, details: { code: 'already-entered' } })

    const [message] = await mailsTo(author.email, new RegExp(`Nieuwe enter op je oproep: ${call.title}`))
    expect(message.text).toContain('Olga Ander')
    expect(message.text).toContain('06 12345678')
    expect(message.html).toContain('Ik help graag &lt;mee&gt;')
    // The profile's phone number was not chosen for this enter, and the e-mail address is never shared.
    expect(message.text).not.toContain('06 99999999')
    expect(message.text).not.toContain(other.email)

    const list = await callApi(cms, 'GET', `/calls/${call.documentId}/enters`, { jwt: author.jwt })
    expect(list.body.data).toEqual([
      {
        documentId: first.body.data.documentId,
        createdAt: expect.any(String),
        responder: { firstName: 'Olga', lastName: 'Ander' },
        sharedPhone: '06 12345678',
        sharedLinkedIn: null,
        message: 'Ik help graag <mee>',
      },
    ])
    expect(JSON.stringify(list.body)).not.toContain(other.email)

    const mineOn = await callApi(cms, 'GET', `/calls/${call.documentId}/enters/mine`, { jwt: other.jwt })
    expect(mineOn.body.data).toMatchObject({ documentId: first.body.data.documentId })
    expect((await callApi(cms, 'GET', `/calls/${call.documentId}/enters/mine`, { jwt: manager.jwt })).body.data).toBeNull()
    const mine = await callApi(cms, 'GET', '/me/enters', { jwt: other.jwt })
    expect(mine.body.data[0]).toMatchObject({ documentId: first.body.data.documentId, call: { documentId: call.documentId, online: true } })

    expect((await callApi(cms, 'DELETE', `/me/enters/${first.body.data.documentId}`, { jwt: author.jwt })).status).toBe(404)
    expect(await cms.strapi.db.query(ENTER).count({ where: { documentId: first.body.data.documentId } })).toBe(1)
    expect((await callApi(cms, 'DELETE', `/me/enters/${first.body.data.documentId}`, { jwt: other.jwt })).status).toBe(204)
    expect((await callApi(cms, 'GET', `/calls/${call.documentId}/enters/mine`, { jwt: other.jwt })).body.data).toBeNull()
    // After withdrawing, one may enter again.
    expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: other.jwt, body: {} })).status).toBe(201)
  })

  it('20 concurrent enters of one member leave exactly one row; the rest are told they already entered', async () => {
    const call = await createCall(cms, author, {}, true)
    const member = await createMember(cms.strapi)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        callApi(cms, 'POST', `/calls/${call.documentId}/enters`, {
          jwt: member.jwt,
          body: { sharedLinkedIn: 'https://www.linkedin.com/in/test' },
        }),
      ),
    )
    const statuses = results.map((result) => result.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(19)
    for (const result of results.filter((r) => r.status === 409)) expect(result.body.error.message).toBe(MESSAGES.alreadyEntered)
    expect(await cms.strapi.db.query(ENTER).count({ where: { user: { id: member.id } } })).toBe(1)
  })

  it("an organisation's call: its contentManagers and admins are mailed too, employees not", async () => {
    const organization = await createOrganization(cms, 'Enter BV')
    const [editor, boss, employee] = [await createMember(cms.strapi), await createMember(cms.strapi), await createMember(cms.strapi)]
    await addMember(cms, editor, organization, 'contentManager')
    await addMember(cms, boss, organization, 'admin')
    await addMember(cms, employee, organization, 'employee')
    const call = await createCall(cms, editor, { organization }, true)
    expect((await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: other.jwt, body: {} })).status).toBe(201)
    for (const to of [editor, boss]) expect(await mailsTo(to.email, /Nieuwe enter/)).toHaveLength(1)
    expect(await mailsTo(employee.email, /Nieuwe enter/, 1, 500)).toHaveLength(0)
    const [message] = await mailsTo(boss.email, /Nieuwe enter/)
    expect(message.text).toContain('heeft geen contactgegevens gedeeld')
  })
})

describe(`account deletion (${db})`, () => {
  it("a deleted author's calls stay without any link to them, and their enters go", async () => {
    const leaver = await createMember(cms.strapi, { firstName: 'Vera', lastName: 'Vertrokken' })
    const online = await createCall(cms, leaver, {}, true)
    const pending = await createCall(cms, leaver)
    const elsewhere = await createCall(cms, author, {}, true)
    await cms.strapi
      .documents(ENTER)
      .create({ data: { call: elsewhere.documentId, user: leaver.documentId, sharedPhone: '06 11112222' } as any })
    const removed = await callApi(cms, 'DELETE', '/me', { jwt: leaver.jwt, body: { password: MEMBER_PASSWORD } })
    expect(removed.status).toBe(204)
    for (const call of [online, pending]) {
      const rows = await cms.strapi.db.query(ITEM).findMany({ where: { documentId: call.documentId }, populate: { author: true } })
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) expect(row.author).toBeNull()
    }
    const underReview = await callApi(cms, 'GET', `/review/calls/${pending.documentId}`, { jwt: manager.jwt })
    expect(underReview.body.data.author).toBeNull()
    expect(JSON.stringify(underReview.body)).not.toContain('Vera')
    expect((await callApi(cms, 'GET', `/calls/${elsewhere.documentId}/enters`, { jwt: author.jwt })).body.data).toEqual([])
  })
})

describe(`demo seed: calls and enters (${db})`, () => {
  const demo = (key: string) =>
    cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: `${key}@demo.talentstad.nl` }, select: ['id'] })

  it('has an approved call whose edit waits for review (the first version online) and enters from other demo members', async () => {
    const slug = 'meedenkers-gezocht-voor-een-app-voor-slimme-fietsenstallingen'
    const rows = await cms.strapi.db.query(ITEM).findMany({ where: { slug }, select: ['title', 'reviewState', 'publishedAt'] })
    const published = rows.find((row) => row.publishedAt)
    const draft = rows.find((row) => !row.publishedAt)
    expect(published).toMatchObject({ reviewState: 'approved', title: 'Meedenkers gezocht voor een app voor slimme fietsenstallingen' })
    expect(draft).toMatchObject({ reviewState: 'pending', title: expect.stringContaining('testers') })

    // The demo student and professional together have calls in every review state.
    const mine = await Promise.all(
      ['student', 'professional'].map(
        async (key) => (await callApi(cms, 'GET', '/me/calls', { jwt: await jwtFor(cms.strapi, (await demo(key)).id) })).body.data,
      ),
    )
    const calls = mine.flat() as Array<{ reviewState: string; editPending: boolean; enterCount: number }>
    const states = new Set(calls.map((call) => call.reviewState))
    for (const state of ['approved', 'pending', 'rejected', 'draft']) expect(states, state).toContain(state)
    expect(calls.some((call) => call.editPending && call.enterCount > 0)).toBe(true)
    expect(calls.filter((call) => call.reviewState === 'approved' && call.enterCount > 0).length).toBeGreaterThanOrEqual(3)

    const enters = await cms.strapi.db.query(ENTER).findMany({ populate: { user: { select: ['id'] } }, select: ['pairKey'] })
    const professional = await demo('professional')
    expect(enters.filter((enter) => enter.user?.id === professional.id).length).toBeGreaterThanOrEqual(3)
    // Nobody entered their own call.
    for (const enter of enters) {
      const call = await cms.strapi.db
        .query(ITEM)
        .findOne({ where: { documentId: enter.pairKey.split(':')[1] }, populate: { author: { select: ['id'] } } })
      expect(call.author?.id).not.toBe(enter.user?.id)
    }
  })

  it('seeding again adds no enters and no calls', async () => {
    const count = async () => [await cms.strapi.db.query(ENTER).count(), await cms.strapi.db.query(ITEM).count()]
    const before = await count()
    await seed(cms.strapi)
    expect(await count()).toEqual(before)
  })
})
