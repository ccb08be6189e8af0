import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ORGANIZATION_MESSAGES, UPLOAD_MESSAGES, APPLICATION_MESSAGES } from '@talentstad/types'
import { callApi, createMember, type TestMember } from './as-user'
import { pngBytes, sendForm } from './calls-helpers'
import { kvk, mailsTo, publicOrganization, settle, signUpForm, type Mailbox } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Organisation applications (issue 11): a member applies (with a logo), duplicates are refused, the
 * community managers are mailed, the applicant sees the state; a community manager approves or
 * rejects with a reason on the site or in the admin panel, with the same effects once.
 */

const ORGANIZATION = 'api::organization.organization'
const MEMBERSHIP = 'api::membership.membership'

let cms: TestCms
let mail: Mailbox
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let applicant: TestMember
let other: TestMember
let manager: TestMember & { email: string }

const apply = (data: unknown, jwt: string | undefined = applicant.jwt, files = {}) =>
  sendForm(cms, 'POST', '/organization-applications', { jwt, data, files })
const decide = (documentId: string, body: unknown, jwt = manager.jwt) =>
  callApi(cms, 'POST', `/review/organization-applications/${documentId}`, { jwt, body })
const roleOf = (user: TestMember, organization: string) => cms.strapi.service('api::organization.members').roleOf(user.id, organization)

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  applicant = await createMember(cms.strapi, { firstName: 'Ada', lastName: 'Aanvrager' })
  other = await createMember(cms.strapi, { firstName: 'Otto' })
  manager = await createMember(cms.strapi, { roleType: 'community-manager', firstName: 'Carla', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`sign-up (${db})`, () => {
  it('anonymous: 401, nothing created', async () => {
    const form = signUpForm()
    const { status } = await sendForm(cms, 'POST', '/organization-applications', { data: form })
    expect(status).toBe(401)
    expect(await cms.strapi.db.query(ORGANIZATION).count({ where: { name: form.name } })).toBe(0)
  })

  it('a member applies with a logo: pending, not public, everything stored, the applicant recorded, community managers mailed', async () => {
    const form = signUpForm({ name: 'Datadok <Analytics>', chamberOfCommerceNumber: '1234 5678' })
    const { status, body } = await apply(form, applicant.jwt, { logo: { bytes: await pngBytes(), name: 'logo.png', type: 'image/png' } })
    expect(status, JSON.stringify(body)).toBe(201)
    expect(body.data).toMatchObject({
      name: 'Datadok <Analytics>',
      type: 'ORGANIZATION_TYPE_REGULAR',
      applicationState: 'pending',
      rejectReason: null,
      reviewedAt: null,
    })
    const documentId = body.data.documentId
    expect(await publicOrganization(cms, documentId)).toBeNull()
    expect((await callApi(cms, 'GET', `/organizations/${documentId}`)).status).toBe(404)

    const row = await cms.strapi.db.query(ORGANIZATION).findOne({
      where: { documentId },
      populate: { signUp: true, image: true, submittedBy: { select: ['id'] } },
    })
    expect(row.signUp).toMatchObject({
      email: form.email,
      phoneNumber: form.phoneNumber,
      website: form.website,
      message: form.message,
      chamberOfCommerceNumber: '12345678',
    })
    expect(row.description).toBe(form.description)
    expect(row.submittedBy.id).toBe(applicant.id)
    expect(row.image.mime).toBe('image/png')
    expect(row.image.name).not.toContain('logo.png')
    expect(await roleOf(applicant, documentId)).toBeNull()

    const [received] = await mailsTo(mail, manager.email, /Nieuwe aanmelding van een organisatie: Datadok <Analytics>/)
    expect(received, 'community manager mail').toBeDefined()
    expect(received.text).toContain(`/profiel/aanmeldingen/${documentId}`)
    expect(received.html).toContain('Datadok &lt;Analytics&gt;')
    expect(received.html).not.toContain('<Analytics>')
  })

  it('refuses a duplicate of a pending or approved organisation (same KvK number, or same name in any case) with 409 and creates nothing', async () => {
    const first = signUpForm()
    expect((await apply(first)).status).toBe(201)
    const before = await cms.strapi.db.query(ORGANIZATION).count({})
    const sameKvk = await apply(signUpForm({ chamberOfCommerceNumber: first.chamberOfCommerceNumber }), other.jwt)
    expect(sameKvk.status).toBe(409)
    expect(sameKvk.body.error).toMatchObject({ message: APPLICATION_MESSAGES.alreadyPending, details: { code: 'already-pending' } })
    const sameName = await apply(signUpForm({ name: first.name.toUpperCase() }), other.jwt)
    expect(sameName.status).toBe(409)
    // Kanaal Digital is an approved demo organisation.
    const approved = await apply(signUpForm({ name: 'kanaal digital' }), other.jwt)
    expect(approved.status).toBe(409)
    expect(approved.body.error).toMatchObject({ message: APPLICATION_MESSAGES.alreadyApproved, details: { code: 'already-approved' } })
    expect(await cms.strapi.db.query(ORGANIZATION).count({})).toBe(before)
    // A rejected organisation may apply again (the demo's Startup Club Havendam was rejected).
    expect((await apply(signUpForm({ name: 'Startup Club Havendam' }), other.jwt)).status).toBe(201)
  })

  it('refuses invalid fields with Dutch field errors: http website, 7-digit KvK, unknown type, missing description', async () => {
    const { status, body } = await apply(
      signUpForm({ website: 'http://www.datadok.nl', chamberOfCommerceNumber: '1234567', type: 'ORGANIZATION_TYPE_X', description: ' ' }),
    )
    expect(status).toBe(400)
    expect(body.error.details.fieldErrors).toMatchObject({
      website: [ORGANIZATION_MESSAGES.invalidUrl],
      chamberOfCommerceNumber: [ORGANIZATION_MESSAGES.chamberOfCommerce],
      type: [ORGANIZATION_MESSAGES.typeRequired],
      description: [ORGANIZATION_MESSAGES.descriptionRequired],
    })
  })

  it('refuses a logo that is no image (checked by content) and stores nothing', async () => {
    const form = signUpForm()
    const { status, body } = await apply(form, applicant.jwt, {
      logo: { bytes: new TextEncoder().encode('<svg onload="alert(1)"></svg>'), name: 'logo.png', type: 'image/png' },
    })
    expect(status).toBe(400)
    expect(body.error.details.fieldErrors.logo).toEqual([UPLOAD_MESSAGES.wrongType])
    expect(await cms.strapi.db.query(ORGANIZATION).count({ where: { name: form.name } })).toBe(0)
  })

  it('the applicant lists their own applications with their states, newest first; others see none of them', async () => {
    const { status, body } = await callApi(cms, 'GET', '/me/organization-applications', { jwt: applicant.jwt })
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(2)
    expect(body.data.every((application: { applicationState: string }) => application.applicationState === 'pending')).toBe(true)
    const times = body.data.map((application: { createdAt: string }) => Date.parse(application.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const others = await callApi(cms, 'GET', '/me/organization-applications', { jwt: manager.jwt })
    expect(others.body.data).toEqual([])
    expect((await callApi(cms, 'GET', '/me/organization-applications')).status).toBe(401)
  })
})

describe(`review (${db})`, () => {
  it('lists pending applications oldest first with the count, filterable by type, and nothing private', async () => {
    const education = await apply(signUpForm({ type: 'ORGANIZATION_TYPE_EDUCATION', name: `Hogeschool Test ${kvk()}` }))
    const { status, body } = await callApi(cms, 'GET', '/review/organization-applications', { jwt: manager.jwt })
    expect(status).toBe(200)
    const pending = await cms.strapi.db.query(ORGANIZATION).count({ where: { applicationState: 'pending' } })
    expect(body.meta.count).toBe(pending)
    expect(body.data).toHaveLength(pending)
    const times = body.data.map((item: { createdAt: string }) => Date.parse(item.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(JSON.stringify(body)).not.toContain(applicant.email)

    const filtered = await callApi(cms, 'GET', '/review/organization-applications?type=ORGANIZATION_TYPE_EDUCATION', { jwt: manager.jwt })
    expect(filtered.body.data.map((item: { documentId: string }) => item.documentId)).toContain(education.body.data.documentId)
    expect(filtered.body.data.every((item: { type: string }) => item.type === 'ORGANIZATION_TYPE_EDUCATION')).toBe(true)
    expect((await callApi(cms, 'GET', '/review/organization-applications?type=nope', { jwt: manager.jwt })).status).toBe(400)
  })

  it('shows one application with everything submitted', async () => {
    const form = signUpForm()
    const { body: created } = await apply(form)
    const { status, body } = await callApi(cms, 'GET', `/review/organization-applications/${created.data.documentId}`, { jwt: manager.jwt })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      name: form.name,
      description: form.description,
      applicationState: 'pending',
      signUp: {
        email: form.email,
        phoneNumber: form.phoneNumber,
        website: form.website,
        message: form.message,
        chamberOfCommerceNumber: form.chamberOfCommerceNumber,
      },
      applicant: { firstName: 'Ada', lastName: 'Aanvrager', email: applicant.email },
    })
    expect((await callApi(cms, 'GET', '/review/organization-applications/onbekendonbekendonbekend1', { jwt: manager.jwt })).status).toBe(
      404,
    )
  })

  it('approve: public in its directory, the applicant its admin, one mail to the applicant; a second decision is 409', async () => {
    const form = signUpForm({ name: `Goedkeur BV ${kvk()}` })
    const { body: created } = await apply(form)
    const documentId = created.data.documentId
    const { status, body } = await decide(documentId, { decision: 'approve' })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toMatchObject({ applicationState: 'approved', rejectReason: null, reviewedAt: expect.any(String) })
    expect(await publicOrganization(cms, documentId)).toMatchObject({ name: form.name, type: 'ORGANIZATION_TYPE_REGULAR' })
    expect(await roleOf(applicant, documentId)).toBe('admin')

    const again = await decide(documentId, { decision: 'reject', reason: 'Toch niet' })
    expect(again.status).toBe(409)
    expect(again.body.error).toMatchObject({ message: APPLICATION_MESSAGES.notPending, details: { code: 'not-pending' } })
    await settle(cms)
    const mails = await mailsTo(mail, applicant.email, new RegExp(`${form.name} is goedgekeurd`))
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('/bewerken')
    expect(await mailsTo(mail, applicant.email, new RegExp(`aanmelding van ${form.name} is afgewezen`), 1, 500)).toHaveLength(0)

    const mine = await callApi(cms, 'GET', '/me/organization-applications', { jwt: applicant.jwt })
    expect(mine.body.data.find((item: { documentId: string }) => item.documentId === documentId)).toMatchObject({
      applicationState: 'approved',
    })
  })

  it('reject needs a reason; rejected with the reason: not public, no membership, the reason mailed and shown to the applicant', async () => {
    const form = signUpForm({ name: `Afwijs BV ${kvk()}` })
    const { body: created } = await apply(form)
    const documentId = created.data.documentId
    const missing = await decide(documentId, { decision: 'reject', reason: '  ' })
    expect(missing.status).toBe(400)
    expect(missing.body.error.details.fieldErrors.reason).toEqual([APPLICATION_MESSAGES.rejectReasonRequired])

    const { status, body } = await decide(documentId, { decision: 'reject', reason: 'Geen <tech>-bedrijf' })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ applicationState: 'rejected', rejectReason: 'Geen <tech>-bedrijf' })
    expect(await publicOrganization(cms, documentId)).toBeNull()
    expect(await roleOf(applicant, documentId)).toBeNull()
    const [rejection] = await mailsTo(mail, applicant.email, new RegExp(`aanmelding van ${form.name} is afgewezen`))
    expect(rejection.text).toContain('Geen <tech>-bedrijf')
    expect(rejection.html).toContain('Geen &lt;tech&gt;-bedrijf')
    const mine = await callApi(cms, 'GET', '/me/organization-applications', { jwt: applicant.jwt })
    expect(mine.body.data.find((item: { documentId: string }) => item.documentId === documentId)).toMatchObject({
      applicationState: 'rejected',
      rejectReason: 'Geen <tech>-bedrijf',
    })

    const queue = await callApi(cms, 'GET', '/review/organization-applications', { jwt: manager.jwt })
    expect(queue.body.recent.map((item: { documentId: string }) => item.documentId)).toContain(documentId)
    expect(queue.body.data.map((item: { documentId: string }) => item.documentId)).not.toContain(documentId)
  })

  it('two community managers deciding at once: one decision, one membership, one mail', async () => {
    const second = await createMember(cms.strapi, { roleType: 'community-manager' })
    const form = signUpForm({ name: `Tegelijk BV ${kvk()}` })
    const { body: created } = await apply(form)
    const documentId = created.data.documentId
    const results = await Promise.all([
      decide(documentId, { decision: 'approve' }),
      decide(documentId, { decision: 'approve' }, second.jwt),
    ])
    expect(results.map((result) => result.status).sort()).toEqual([200, 409])
    expect(await cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId } } })).toBe(1)
    await settle(cms)
    expect(await mailsTo(mail, applicant.email, new RegExp(`${form.name} is goedgekeurd`), 2, 1000)).toHaveLength(1)
  })

  it('the same decision in the admin panel (an editor sets applicationState) has the same effects, once', async () => {
    const approveForm = signUpForm({ name: `Admin Goed ${kvk()}` })
    const approveId = (await apply(approveForm)).body.data.documentId
    await cms.strapi.documents(ORGANIZATION).update({ documentId: approveId, data: { applicationState: 'approved' } as any })
    expect(await roleOf(applicant, approveId)).toBe('admin')
    expect(await publicOrganization(cms, approveId)).not.toBeNull()
    const row = await cms.strapi.db.query(ORGANIZATION).findOne({ where: { documentId: approveId }, select: ['reviewedAt'] })
    expect(row.reviewedAt).not.toBeNull()
    // Editing the approved organisation again changes nothing more.
    await cms.strapi.documents(ORGANIZATION).update({ documentId: approveId, data: { description: 'Nieuwe tekst' } as any })
    await settle(cms)
    expect(await mailsTo(mail, applicant.email, new RegExp(`${approveForm.name} is goedgekeurd`), 2, 1000)).toHaveLength(1)
    expect(await cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId: approveId } } })).toBe(1)

    const rejectForm = signUpForm({ name: `Admin Fout ${kvk()}` })
    const rejectId = (await apply(rejectForm)).body.data.documentId
    await cms.strapi
      .documents(ORGANIZATION)
      .update({ documentId: rejectId, data: { applicationState: 'rejected', rejectReason: 'Onvolledig' } as any })
    const [rejection] = await mailsTo(mail, applicant.email, new RegExp(`aanmelding van ${rejectForm.name} is afgewezen`))
    expect(rejection.text).toContain('Onvolledig')
    expect(await roleOf(applicant, rejectId)).toBeNull()
  })

  it('a plain member cannot see or decide applications (403), anonymous 401', async () => {
    const { body: created } = await apply(signUpForm())
    const documentId = created.data.documentId
    expect((await callApi(cms, 'GET', '/review/organization-applications', { jwt: applicant.jwt })).status).toBe(403)
    expect((await decide(documentId, { decision: 'approve' }, applicant.jwt)).status).toBe(403)
    expect((await callApi(cms, 'POST', `/review/organization-applications/${documentId}`, { body: { decision: 'approve' } })).status).toBe(
      401,
    )
    expect(
      (await cms.strapi.db.query(ORGANIZATION).findOne({ where: { documentId }, select: ['applicationState'] })).applicationState,
    ).toBe('pending')
  })
})

describe(`one organisation per name and KvK number (${db})`, () => {
  const stateOf = async (documentId: string) =>
    (await cms.strapi.db.query(ORGANIZATION).findOne({ where: { documentId }, select: ['applicationState'] })).applicationState
  /**
   * Two pending applications of one organisation: sign-up refuses the second, so they arise from
   * two sign-ups at the same moment or from before this rule; here the second takes the first's
   * name (or KvK number) in the database directly, as such a row would have it.
   */
  async function twins(field: 'name' | 'kvk') {
    const first = signUpForm({ name: `Tweeling ${kvk()}` })
    const second = signUpForm()
    const a = (await apply(first)).body.data.documentId as string
    const b = (await apply(second)).body.data.documentId as string
    const knex = cms.strapi.db.connection
    if (field === 'name') {
      const { name_key } = await knex('organizations').where('document_id', a).first('name_key')
      await knex('organizations').where('document_id', b).update({ name: first.name, name_key })
    } else {
      const { chamber_of_commerce_key } = await knex('organizations').where('document_id', a).first('chamber_of_commerce_key')
      await knex('organizations').where('document_id', b).update({ chamber_of_commerce_key })
    }
    return [a, b] as const
  }

  it('sign-up: a name that differs only in case, accents or spaces is the same organisation (409)', async () => {
    for (const name of ['Kanaal  Digital', ' kánaal digital ', 'KANAAL\tDIGITAL']) {
      const { status, body } = await apply(signUpForm({ name }), other.jwt)
      expect(status, name).toBe(409)
      expect(body.error.details.code).toBe('already-approved')
    }
  })

  it('approving the second of two applications with one name (or one KvK number) is refused: 409, still pending, no admin', async () => {
    for (const field of ['name', 'kvk'] as const) {
      const [a, b] = await twins(field)
      expect((await decide(a, { decision: 'approve' })).status).toBe(200)
      const { status, body } = await decide(b, { decision: 'approve' })
      expect(status, field).toBe(409)
      expect(body.error).toMatchObject({ message: APPLICATION_MESSAGES.duplicateOfApproved, details: { code: 'duplicate-organization' } })
      expect(await stateOf(b)).toBe('pending')
      expect(await roleOf(applicant, b)).toBeNull()
      // It can still be rejected with a reason.
      expect((await decide(b, { decision: 'reject', reason: 'Staat er al op' })).status).toBe(200)
    }
  })

  it('two applications with one name approved at the same moment: exactly one is approved (five rounds)', async () => {
    const second = await createMember(cms.strapi, { roleType: 'community-manager' })
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twins('name')
      const results = await Promise.all([decide(a, { decision: 'approve' }), decide(b, { decision: 'approve' }, second.jwt)])
      expect(results.map((result) => result.status).sort(), JSON.stringify(results.map((result) => result.body))).toEqual([200, 409])
      expect([await stateOf(a), await stateOf(b)].sort()).toEqual(['approved', 'pending'])
      expect(await cms.strapi.db.query(MEMBERSHIP).count({ where: { organization: { documentId: { $in: [a, b] } } } })).toBe(1)
    }
  })

  it('in the admin panel: approving a duplicate, or renaming or creating one, is refused with the Dutch message', async () => {
    const update = (documentId: string, data: Record<string, unknown>) =>
      cms.strapi.documents(ORGANIZATION).update({ documentId, data: data as any })
    const [a, b] = await twins('name')
    await update(a, { applicationState: 'approved' })
    await expect(update(b, { applicationState: 'approved' })).rejects.toMatchObject({
      status: 409,
      message: APPLICATION_MESSAGES.duplicateOfApproved,
    })
    expect(await stateOf(b)).toBe('pending')
    const c = (await apply(signUpForm())).body.data.documentId
    await expect(update(c, { name: 'Kanaal Digital' })).rejects.toMatchObject({ status: 409, message: ORGANIZATION_MESSAGES.nameTaken })
    await expect(
      cms.strapi.documents(ORGANIZATION).create({
        data: { name: ' kanaal digital', slug: `kanaal-${kvk()}`, type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'approved' } as any,
      }),
    ).rejects.toMatchObject({ status: 409, message: ORGANIZATION_MESSAGES.nameTaken })
  })
})
