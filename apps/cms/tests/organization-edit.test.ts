import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ORGANIZATION_MESSAGES, UPLOAD_MESSAGES } from '@talentstad/types'
import { callApi, createMember, type TestMember } from './as-user'
import { addMember, createCall, createOrganization, ITEM, pngBytes, sendForm } from './calls-helpers'
import { startMailCatcher } from './mail-catcher'
import { mailsTo, publicOrganization, settle, signUpForm, type Mailbox } from './organizations-helpers'
import { startCms, type TestCms } from './strapi'

/**
 * Editing an organisation per section (issue 11, spec 2.3, admins) and a community manager taking
 * an item offline with a reason; both change the public site at once (the content-change signal).
 */

let cms: TestCms
let mail: Mailbox
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let organization: string
let admin: TestMember
let contentManager: TestMember
let manager: TestMember
let signals: string[][] = []
let site: Server

const section = (name: string, body: unknown, jwt = admin.jwt, org = organization) =>
  callApi(cms, 'PUT', `/organizations/${org}/sections/${name}`, { jwt, body })
/** Whether the site was told of a change to this model (however narrowed: 'content-item:organization=acme;type=CONTENT_TYPE_JOB' counts). */
async function signalled(model: string) {
  await settle(cms)
  return signals.some((names) => names.some((name) => name.split(':')[0] === model))
}

beforeAll(async () => {
  site = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      signals.push(JSON.parse(body).models)
      response.end('{}')
    })
  })
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  mail = await startMailCatcher()
  cms = await startCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(mail.smtpPort),
    SITE_REVALIDATE_URLS: `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/cms-events`,
    CMS_WEBHOOK_SECRET: 'test-webhook-secret',
  })
  organization = await createOrganization(cms, 'Bewerkbaar')
  admin = await createMember(cms.strapi, { firstName: 'Anna' })
  contentManager = await createMember(cms.strapi, { firstName: 'Chris' })
  manager = await createMember(cms.strapi, { roleType: 'community-manager' })
  await addMember(cms, admin, organization, 'admin')
  await addMember(cms, contentManager, organization, 'contentManager')
  await settle(cms)
})

beforeEach(() => {
  signals = []
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
  site?.closeAllConnections()
  await new Promise((resolve) => site?.close(resolve))
})

describe(`edit organisation (${db})`, () => {
  it('general: name, description, website (https only) and three images by multipart; public at once, the cache told', async () => {
    const bytes = await pngBytes(60, 40)
    const file = { bytes, name: 'beeld.png', type: 'image/png' }
    const { status, body } = await sendForm(cms, 'PUT', `/organizations/${organization}/sections/general`, {
      jwt: admin.jwt,
      data: { name: 'Bewerkt BV', description: 'Wij bouwen software.', websiteUrl: 'https://www.bewerkt.nl' },
      files: { image: file, heroImage: file, cardImage: file },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toMatchObject({ name: 'Bewerkt BV', description: 'Wij bouwen software.', websiteUrl: 'https://www.bewerkt.nl' })
    for (const field of ['image', 'heroImage', 'cardImage'])
      expect(body.data[field]).toMatchObject({ url: expect.stringMatching(/^\/uploads\//) })
    expect(await publicOrganization(cms, organization)).toMatchObject({ name: 'Bewerkt BV', description: 'Wij bouwen software.' })
    expect(await signalled('organization')).toBe(true)

    const previous = body.data.heroImage.url
    const removed = await sendForm(cms, 'PUT', `/organizations/${organization}/sections/general`, {
      jwt: admin.jwt,
      data: { name: 'Bewerkt BV', remove: ['heroImage'] },
    })
    expect(removed.status).toBe(200)
    expect(removed.body.data.heroImage).toBeNull()
    expect(removed.body.data.image).toEqual(body.data.image)
    expect(await cms.strapi.db.query('plugin::upload.file').count({ where: { url: previous } })).toBe(0)

    const http = await section('general', { name: 'Bewerkt BV', websiteUrl: 'http://www.bewerkt.nl' })
    expect(http.status).toBe(400)
    expect(http.body.error.details.fieldErrors).toEqual({ websiteUrl: [ORGANIZATION_MESSAGES.invalidUrl] })
    const nameless = await section('general', { name: '' })
    expect(nameless.body.error.details.fieldErrors).toEqual({ name: [ORGANIZATION_MESSAGES.nameRequired] })
    const svg = await sendForm(cms, 'PUT', `/organizations/${organization}/sections/general`, {
      jwt: admin.jwt,
      data: { name: 'Bewerkt BV' },
      files: { image: { bytes: new TextEncoder().encode('<svg/>'), name: 'x.png', type: 'image/png' } },
    })
    expect(svg.status).toBe(400)
    expect(svg.body.error.details.fieldErrors.image).toEqual([UPLOAD_MESSAGES.wrongType])
  })

  it('contact person with a picture; address with a Dutch postal code; call-to-actions (https, at most 5, in the given order); tags', async () => {
    const contact = await sendForm(cms, 'PUT', `/organizations/${organization}/sections/contactPerson`, {
      jwt: admin.jwt,
      data: { name: 'Fatima', title: 'Teamlead', email: 'Fatima@Bewerkt.nl', phone: '010 123 45 67' },
      files: { image: { bytes: await pngBytes(), name: 'f.png', type: 'image/png' } },
    })
    expect(contact.status, JSON.stringify(contact.body)).toBe(200)
    expect(contact.body.data.contactPerson).toMatchObject({
      name: 'Fatima',
      title: 'Teamlead',
      email: 'fatima@bewerkt.nl',
      phone: '010 123 45 67',
      image: { url: expect.any(String) },
    })

    const address = await section('address', { street: 'Havenkade', houseNumber: '12a', postal: '3011ab', city: 'Stad' })
    expect(address.status).toBe(200)
    expect(address.body.data.address).toEqual({ street: 'Havenkade', houseNumber: '12a', postal: '3011 AB', city: 'Stad' })
    const badPostal = await section('address', { postal: '0123 A' })
    expect(badPostal.body.error.details.fieldErrors).toEqual({ postal: [ORGANIZATION_MESSAGES.postalInvalid] })

    const ctas = [
      { text: 'Vacatures', url: 'https://www.bewerkt.nl/vacatures' },
      { text: 'Contact', url: 'https://www.bewerkt.nl/contact' },
    ]
    expect((await section('callToActions', { callToActions: ctas })).body.data.callToActions).toEqual(ctas)
    const reordered = await section('callToActions', { callToActions: [ctas[1], ctas[0]] })
    expect(reordered.body.data.callToActions).toEqual([ctas[1], ctas[0]])
    const public1 = await publicOrganization(cms, organization)
    expect(public1.callToActions.map((cta: { text: string }) => cta.text)).toEqual(['Contact', 'Vacatures'])
    const six = await section('callToActions', { callToActions: Array.from({ length: 6 }, () => ctas[0]) })
    expect(six.body.error.details.fieldErrors).toEqual({ callToActions: [ORGANIZATION_MESSAGES.ctaTooMany] })
    const http = await section('callToActions', { callToActions: [{ text: 'Los', url: 'javascript:alert(1)' }] })
    expect(http.body.error.details.fieldErrors).toEqual({ callToActions: [ORGANIZATION_MESSAGES.invalidUrl] })
    expect((await section('callToActions', { callToActions: [] })).body.data.callToActions).toEqual([])

    const tags = await cms.strapi.db.query('api::tag.tag').findMany({ select: ['documentId', 'name'], limit: 2 })
    const tagged = await section('tags', { tags: tags.map((tag: { documentId: string }) => tag.documentId) })
    expect(tagged.status).toBe(200)
    expect(tagged.body.data.tags.map((tag: { documentId: string }) => tag.documentId).sort()).toEqual(
      tags.map((tag: { documentId: string }) => tag.documentId).sort(),
    )
    const unknown = await section('tags', { tags: ['onbekendonbekendonbekend1'] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.details.fieldErrors).toEqual({ tags: [ORGANIZATION_MESSAGES.unknownTag] })

    const editable = await callApi(cms, 'GET', `/organizations/${organization}/edit`, { jwt: admin.jwt })
    expect(editable.status).toBe(200)
    expect(editable.body.data).toMatchObject({
      documentId: organization,
      address: { postal: '3011 AB' },
      contactPerson: { name: 'Fatima' },
    })
    expect((await section('nope', {})).status).toBe(404)
  })

  it('only admins of this organisation edit it', async () => {
    expect((await section('address', { city: 'Elders' }, contentManager.jwt)).status).toBe(403)
    expect((await section('address', { city: 'Elders' }, manager.jwt)).status).toBe(403)
    expect((await callApi(cms, 'PUT', `/organizations/${organization}/sections/address`, { body: { city: 'Elders' } })).status).toBe(401)
    expect((await callApi(cms, 'GET', `/organizations/${organization}/edit`, { jwt: contentManager.jwt })).status).toBe(403)
  })
})

describe(`approval and the cache (${db})`, () => {
  it('approving an application tells the site (the directory drops its cache)', async () => {
    const applicant = await createMember(cms.strapi)
    const { body } = await sendForm(cms, 'POST', '/organization-applications', { jwt: applicant.jwt, data: signUpForm() })
    await settle(cms)
    signals = []
    expect(
      (
        await callApi(cms, 'POST', `/review/organization-applications/${body.data.documentId}`, {
          jwt: manager.jwt,
          body: { decision: 'approve' },
        })
      ).status,
    ).toBe(200)
    expect(await signalled('organization')).toBe(true)
  })
})

describe(`take an item offline (${db})`, () => {
  it('a community manager takes an organisation’s item offline with a reason: gone from the site, the organisation’s admins mailed', async () => {
    const job = await createCall(
      cms,
      contentManager,
      { type: 'CONTENT_TYPE_JOB', title: 'Vacature <junior>', slug: `vacature-${Date.now()}`, organization },
      true,
    )
    const visible = async () => (await callApi(cms, 'GET', `/content-items?filters[documentId]=${job.documentId}`)).body.data.length
    expect(await visible()).toBe(1)
    const missing = await callApi(cms, 'POST', `/moderation/items/${job.documentId}/offline`, { jwt: manager.jwt, body: { reason: ' ' } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.details.fieldErrors).toEqual({ reason: [ORGANIZATION_MESSAGES.offlineReasonRequired] })

    const { status, body } = await callApi(cms, 'POST', `/moderation/items/${job.documentId}/offline`, {
      jwt: manager.jwt,
      body: { reason: 'Discriminerende <tekst>' },
    })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body.data).toEqual({ documentId: job.documentId, online: false })
    expect(await visible()).toBe(0)
    expect(await signalled('content-item')).toBe(true)
    const draft = await cms.strapi.db
      .query(ITEM)
      .findOne({ where: { documentId: job.documentId, publishedAt: null }, select: ['reviewState', 'rejectReason'] })
    expect(draft).toMatchObject({ reviewState: 'rejected', rejectReason: 'Discriminerende <tekst>' })
    const [offline] = await mailsTo(mail, admin.email, /Offline gehaald: Vacature <junior>/)
    expect(offline.text).toContain('Discriminerende <tekst>')
    expect(offline.html).toContain('Discriminerende &lt;tekst&gt;')
    expect(await mailsTo(mail, contentManager.email, /Offline gehaald/, 1, 500)).toHaveLength(0)

    const again = await callApi(cms, 'POST', `/moderation/items/${job.documentId}/offline`, {
      jwt: manager.jwt,
      body: { reason: 'Nog eens' },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.details.code).toBe('already-offline')
    expect(
      (await callApi(cms, 'POST', '/moderation/items/onbekendonbekendonbekend1/offline', { jwt: manager.jwt, body: { reason: 'x' } }))
        .status,
    ).toBe(404)
  })

  it('a member’s own call taken offline: the author is mailed; nobody but a community manager may do it', async () => {
    const author = await createMember(cms.strapi, { firstName: 'Auke' })
    const call = await createCall(cms, author, {}, true)
    for (const jwt of [author.jwt, admin.jwt, contentManager.jwt]) {
      expect((await callApi(cms, 'POST', `/moderation/items/${call.documentId}/offline`, { jwt, body: { reason: 'Weg' } })).status).toBe(
        403,
      )
    }
    expect((await callApi(cms, 'POST', `/moderation/items/${call.documentId}/offline`, { body: { reason: 'Weg' } })).status).toBe(401)
    expect(
      (
        await callApi(cms, 'POST', `/moderation/items/${call.documentId}/offline`, {
          jwt: manager.jwt,
          body: { reason: 'Dubbel geplaatst' },
        })
      ).status,
    ).toBe(200)
    const [offline] = await mailsTo(mail, author.email, /Offline gehaald/)
    expect(offline.text).toContain('Dubbel geplaatst')
  })
})

describe(`renaming: one organisation per name (${db})`, () => {
  const ORGANIZATION = 'api::organization.organization'
  const nameOf = async (documentId: string) =>
    (await cms.strapi.db.query(ORGANIZATION).findOne({ where: { documentId }, select: ['name'] })).name as string
  const files = () => cms.strapi.db.query('plugin::upload.file').count()

  it("refuses another organisation's name, however written (409, at the name field); keeps nothing of the request", async () => {
    const org = await createOrganization(cms, 'Hernoembaar')
    const orgAdmin = await createMember(cms.strapi)
    await addMember(cms, orgAdmin, org, 'admin')
    const before = await files()
    // Kanaal Digital is an approved demo organisation; Datadok Analytics a pending demo application.
    for (const name of ['Kanaal Digital', 'kanaal  DIGITAL', 'Kánaal Digital', 'Datadok Analytics']) {
      const { status, body } = await sendForm(cms, 'PUT', `/organizations/${org}/sections/general`, {
        jwt: orgAdmin.jwt,
        data: { name, description: 'Nieuw' },
        files: { image: { bytes: await pngBytes(), name: 'logo.png', type: 'image/png' } },
      })
      expect(status, name).toBe(409)
      expect(body.error).toMatchObject({
        message: ORGANIZATION_MESSAGES.nameTaken,
        details: { code: 'duplicate-organization', fieldErrors: { name: [ORGANIZATION_MESSAGES.nameTaken] } },
      })
    }
    expect(await nameOf(org)).toBe('Hernoembaar')
    expect(await files()).toBe(before)
    // Its own name in another case is no conflict; a rejected organisation's name is free.
    expect((await section('general', { name: 'HERNOEMBAAR' }, orgAdmin.jwt, org)).status).toBe(200)
    expect((await section('general', { name: 'Startup Club Havendam' }, orgAdmin.jwt, org)).status).toBe(200)
    expect(await nameOf(org)).toBe('Startup Club Havendam')
  })

  it('two organisations taking one new name at the same moment: exactly one gets it (five rounds)', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await createOrganization(cms, `Tweeling A ${round}`), await createOrganization(cms, `Tweeling B ${round}`)]
      const orgAdmin = await createMember(cms.strapi)
      await addMember(cms, orgAdmin, a, 'admin')
      await addMember(cms, orgAdmin, b, 'admin')
      const name = `Gewilde Naam ${round}`
      const results = await Promise.all([a, b].map((org) => section('general', { name }, orgAdmin.jwt, org)))
      expect(results.map((result) => result.status).sort(), JSON.stringify(results.map((result) => result.body))).toEqual([200, 409])
      expect(await cms.strapi.db.query(ORGANIZATION).count({ where: { name } })).toBe(1)
    }
  })
})
