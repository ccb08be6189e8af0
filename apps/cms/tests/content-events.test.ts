import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { contentSignalsSent } from '../src/lib/content-events'
import { startCms, type TestCms } from './strapi'
import { createMember } from './as-user'
import { createOrganization, MEMBERSHIP } from './calls-helpers'

interface Received {
  headers: IncomingHttpHeaders
  body: { models: string[] }
}

/** A stand-in for one site instance: a real HTTP server recording what the CMS POSTs. */
async function receiver(answer: (response: import('node:http').ServerResponse) => void = (response) => response.end('{}')) {
  const received: Received[] = []
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(body) })
      answer(response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/cms-events`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const SECRET = 'test-webhook-secret'
let cms: TestCms
let siteA: Awaited<ReturnType<typeof receiver>>
let siteB: Awaited<ReturnType<typeof receiver>>
let hanging: Awaited<ReturnType<typeof receiver>>
let closedPort = ''

beforeAll(async () => {
  siteA = await receiver()
  siteB = await receiver()
  // Never answers: the CMS must give up after its timeout and carry on.
  hanging = await receiver(() => undefined)
  // A port nobody listens on: a site instance that is down.
  const gone = await receiver()
  await gone.close()
  closedPort = gone.url
  cms = await startCms({
    SITE_REVALIDATE_URLS: [siteA.url, siteB.url].join(','),
    CMS_WEBHOOK_SECRET: SECRET,
  })
  // The seed's own signal.
  await contentSignalsSent(cms.strapi)
})
afterAll(async () => {
  await cms?.stop()
  await Promise.all([siteA?.close(), siteB?.close(), hanging?.close()])
})
beforeEach(() => {
  siteA.received.length = 0
  siteB.received.length = 0
})

/** What the sites got once the signals of the writes so far have been sent. */
async function settled() {
  await contentSignalsSent(cms.strapi)
  return { a: siteA.received, b: siteB.received }
}

/** The model of a name: 'content-item' of 'content-item:organization=;type=CONTENT_TYPE_NEWS'. */
const modelOf = (name: string) => name.split(':')[0]

async function expectOnlyContentItems() {
  const { a } = await settled()
  expect(a.length).toBeGreaterThanOrEqual(1)
  expect(a.every((event) => event.body.models.every((name) => modelOf(name) === 'content-item'))).toBe(true)
}

describe('content-change signal to the site', () => {
  it('tells every site instance, once per burst of changes, with the shared secret', async () => {
    const items = cms.strapi.documents('api::content-item.content-item')
    const item = await items.findFirst({ status: 'published' })
    for (const title of ['Eerste wijziging', 'Tweede wijziging', 'Derde wijziging']) {
      await items.update({ documentId: item!.documentId, data: { title } as any, status: 'published' })
    }
    const theme = await cms.strapi.documents('api::theme.theme').findFirst({})
    await cms.strapi.documents('api::theme.theme').update({ documentId: theme!.documentId, data: { name: `${theme!.name} ` } as any })

    const { a, b } = await settled()
    for (const received of [a, b]) {
      // One POST when the writes follow each other quickly; a slow machine may split the burst.
      expect(received.length).toBeGreaterThanOrEqual(1)
      expect(received.length).toBeLessThan(4)
      for (const event of received) {
        expect(event.headers.authorization).toBe(`Bearer ${SECRET}`)
        expect(event.headers['content-type']).toBe('application/json')
      }
      expect([...new Set(received.flatMap((event) => event.body.models.map(modelOf)))].sort()).toEqual(['content-item', 'theme'])
    }
    expect(b.map((event) => event.body)).toEqual(a.map((event) => event.body))
  })

  it('reports publish, unpublish and delete of content items', async () => {
    const items = cms.strapi.documents('api::content-item.content-item')
    const item = await items.findFirst({ status: 'published' })
    await items.unpublish({ documentId: item!.documentId })
    await expectOnlyContentItems()
    siteA.received.length = 0

    await items.publish({ documentId: item!.documentId })
    await expectOnlyContentItems()
    siteA.received.length = 0

    const created = await items.create({
      data: { type: 'CONTENT_TYPE_NEWS', title: 'Tijdelijk bericht', slug: 'tijdelijk-bericht', reviewState: 'approved' } as any,
    })
    await items.delete({ documentId: created.documentId })
    await expectOnlyContentItems()
  })

  it("names a changed item's type, slug, organisation, themes and audiences, before and after (an item that changes any is named twice)", async () => {
    const items = cms.strapi.documents('api::content-item.content-item')
    const organizations = cms.strapi.documents('api::organization.organization')
    const [first, second] = await organizations.findMany({ status: 'published', fields: ['slug'], limit: 2, sort: 'id:asc' })
    const [ai, data] = await cms.strapi.documents('api::theme.theme').findMany({ fields: ['slug'], limit: 2, sort: 'slug:asc' })
    const names = async () => [...new Set((await settled()).a.flatMap((event) => event.body.models))].sort()
    const slug = 'bericht-dat-wisselt'
    /** The name the site is told, as `cmsEventName` in @talentstad/types writes it. */
    const item = (type: string, organization = '', themes = '', itemSlug = slug, audiences = '') =>
      `content-item:audiences=${audiences};organization=${organization};slug=${itemSlug};themes=${themes};type=${type}`

    const created = await items.create({
      data: { type: 'CONTENT_TYPE_NEWS', title: 'Bericht dat wisselt', slug, reviewState: 'approved' } as any,
      status: 'published',
    })
    expect(await names()).toEqual([item('CONTENT_TYPE_NEWS')])
    siteA.received.length = 0

    await items.update({ documentId: created.documentId, data: { type: 'CONTENT_TYPE_ARTICLE' } as any, status: 'published' })
    expect(await names()).toEqual([item('CONTENT_TYPE_ARTICLE'), item('CONTENT_TYPE_NEWS')])
    siteA.received.length = 0

    // Placed by an organisation: its pages go, and those of the organisation it leaves.
    await items.update({ documentId: created.documentId, data: { organization: first!.documentId } as any, status: 'published' })
    expect(await names()).toEqual([item('CONTENT_TYPE_ARTICLE'), item('CONTENT_TYPE_ARTICLE', first!.slug)].sort())
    siteA.received.length = 0
    await items.update({ documentId: created.documentId, data: { organization: second!.documentId } as any, status: 'published' })
    expect(await names()).toEqual([item('CONTENT_TYPE_ARTICLE', first!.slug), item('CONTENT_TYPE_ARTICLE', second!.slug)].sort())
    siteA.received.length = 0

    // Themes (in order, without repeats) and a new slug.
    await items.update({
      documentId: created.documentId,
      data: { themes: [data!.documentId, ai!.documentId], slug: `${slug}-2` } as any,
      status: 'published',
    })
    const themes = `${ai!.slug},${data!.slug}`
    expect(await names()).toEqual(
      [item('CONTENT_TYPE_ARTICLE', second!.slug), item('CONTENT_TYPE_ARTICLE', second!.slug, themes, `${slug}-2`)].sort(),
    )
    siteA.received.length = 0

    // Audiences (the lists filtered by doelgroep): the ones it had and the ones it has.
    const audiences = cms.strapi.documents('api::audience.audience')
    const student = await audiences.findFirst({ filters: { key: 'AUDIENCE_STUDENT' } })
    const professional = await audiences.findFirst({ filters: { key: 'AUDIENCE_PROFESSIONAL' } })
    await items.update({ documentId: created.documentId, data: { audiences: [student!.documentId] } as any, status: 'published' })
    const forStudents = item('CONTENT_TYPE_ARTICLE', second!.slug, themes, `${slug}-2`, 'AUDIENCE_STUDENT')
    expect(await names()).toEqual([item('CONTENT_TYPE_ARTICLE', second!.slug, themes, `${slug}-2`), forStudents].sort())
    siteA.received.length = 0
    await items.update({
      documentId: created.documentId,
      data: { audiences: [professional!.documentId, student!.documentId] } as any,
      status: 'published',
    })
    const forBoth = item('CONTENT_TYPE_ARTICLE', second!.slug, themes, `${slug}-2`, 'AUDIENCE_PROFESSIONAL,AUDIENCE_STUDENT')
    expect(await names()).toEqual([forBoth, forStudents].sort())
    siteA.received.length = 0

    await items.unpublish({ documentId: created.documentId })
    expect(await names()).toEqual([forBoth])
    siteA.received.length = 0

    await items.delete({ documentId: created.documentId })
    expect(await names()).toEqual([forBoth])
  })

  it('names an item whose name would be too long by what fits, not by its bare model', async () => {
    const items = cms.strapi.documents('api::content-item.content-item')
    const audiences = await cms.strapi.documents('api::audience.audience').findMany({ fields: ['key'] })
    const slug = `${'lange-titel-'.repeat(10)}x`
    const created = await items.create({
      data: {
        type: 'CONTENT_TYPE_NEWS',
        title: 'Lange titel',
        slug,
        reviewState: 'approved',
        audiences: audiences.map((one) => one.documentId),
      } as any,
      status: 'published',
    })
    const { a } = await settled()
    expect([...new Set(a.flatMap((event) => event.body.models))]).toEqual([
      `content-item:organization=;slug=${slug};themes=;type=CONTENT_TYPE_NEWS`,
    ])
    await items.delete({ documentId: created.documentId })
    await settled()
  })

  it("names a changed organisation's type and slug, the old slug too when it changes", async () => {
    const organizations = cms.strapi.documents('api::organization.organization')
    const organization = await organizations.findFirst({ status: 'published', fields: ['slug', 'type'] })
    const renamed = `${organization!.slug}-nieuw`
    await organizations.update({ documentId: organization!.documentId, data: { slug: renamed } as any, status: 'published' })
    const { a } = await settled()
    expect([...new Set(a.flatMap((event) => event.body.models))].sort()).toEqual(
      [
        `organization:slug=${renamed};type=${organization!.type}`,
        `organization:slug=${organization!.slug};type=${organization!.type}`,
      ].sort(),
    )
  })

  it("names every content item when an organisation's items are linked on its own side", async () => {
    const organizations = cms.strapi.documents('api::organization.organization')
    const [organization] = await organizations.findMany({ status: 'published', fields: ['slug', 'type'], limit: 1, sort: 'id:desc' })
    const item = await cms.strapi.documents('api::content-item.content-item').findFirst({ status: 'published' })
    await organizations.update({
      documentId: organization!.documentId,
      data: { contentItems: { connect: [item!.documentId] } } as any,
      status: 'published',
    })
    const { a } = await settled()
    expect([...new Set(a.flatMap((event) => event.body.models))]).toContain('content-item')
  })

  it('reports organisations, tags, audiences and the static pages', async () => {
    const organization = await cms.strapi.documents('api::organization.organization').findFirst({ status: 'published' })
    await cms.strapi.documents('api::organization.organization').update({
      documentId: organization!.documentId,
      data: { description: 'Nieuwe beschrijving' } as any,
      status: 'published',
    })
    const tag = await cms.strapi.documents('api::tag.tag').findFirst({})
    await cms.strapi.documents('api::tag.tag').update({ documentId: tag!.documentId, data: { name: `${tag!.name}!` } as any })
    const audience = await cms.strapi.documents('api::audience.audience').findFirst({})
    await cms.strapi.documents('api::audience.audience').update({ documentId: audience!.documentId, data: { name: audience!.name } as any })
    for (const page of ['privacy-page', 'accessibility-page']) {
      const documents = cms.strapi.documents(`api::${page}.${page}` as any)
      const current = await documents.findFirst({})
      await documents.update({ documentId: current!.documentId, data: { lastUpdated: '2026-02-01' } as any })
    }
    const { a } = await settled()
    expect(a.length).toBeGreaterThanOrEqual(1)
    expect([...new Set(a.flatMap((event) => event.body.models.map(modelOf)))].sort()).toEqual([
      'accessibility-page',
      'audience',
      'organization',
      'privacy-page',
      'tag',
    ])
  })

  it('does not report models the site does not cache (users, favorites)', async () => {
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({})
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: user.id }, data: { firstName: 'Anders' } })
    const { a } = await settled()
    expect(a).toEqual([])
  })

  it('names a member at once (within half a second, on every instance) when their membership, role, block or account changes, by whoever writes it (issue 43)', async () => {
    const USER = 'plugin::users-permissions.user'
    const member = await createMember(cms.strapi)
    const organization = await createOrganization(cms, 'Signaal', 'approved')
    const name = `member:id=${member.id}`
    const namedAtOnce = async (write: () => Promise<unknown>) => {
      siteA.received.length = 0
      siteB.received.length = 0
      await write()
      for (const site of [siteA, siteB]) {
        await expect.poll(() => site.received.flatMap((signal) => signal.body.models), { timeout: 500, interval: 5 }).toContain(name)
      }
    }
    // As the admin panel writes them (the Document Service), and as the site's services do (the query engine).
    await namedAtOnce(() =>
      cms.strapi.documents(MEMBERSHIP).create({ data: { user: member.documentId, organization, role: 'contentManager' } as never }),
    )
    const membership = await cms.strapi.db.query(MEMBERSHIP).findOne({ where: { user: { id: member.id } }, select: ['documentId'] })
    await namedAtOnce(() =>
      cms.strapi.documents(MEMBERSHIP).update({ documentId: membership.documentId, data: { role: 'employee' } as never }),
    )
    await namedAtOnce(() => cms.strapi.documents(MEMBERSHIP).delete({ documentId: membership.documentId }))
    await namedAtOnce(() => cms.strapi.db.query(USER).update({ where: { id: member.id }, data: { blocked: true } }))
    await namedAtOnce(() => cms.strapi.db.query(USER).delete({ where: { id: member.id } }))
    // A member name is no content: nothing else is named with it.
    expect(siteA.received.flatMap((signal) => signal.body.models)).toEqual([name])
  })

  it('logs a warning, never an error, when a site instance is down or does not answer in time, and the write goes through', async () => {
    // A second CMS process is too slow to boot here; point this one's subscriber at dead targets by
    // registering another subscriber with its own URLs.
    const { registerContentEvents } = await import('../src/lib/content-events')
    process.env.SITE_REVALIDATE_URLS = [closedPort, hanging.url, siteB.url].join(',')
    registerContentEvents(cms.strapi)
    const warn = vi.spyOn(cms.strapi.log, 'warn')

    const theme = await cms.strapi.documents('api::theme.theme').findFirst({})
    const started = Date.now()
    const updated = await cms.strapi
      .documents('api::theme.theme')
      .update({ documentId: theme!.documentId, data: { name: 'Nieuw thema' } as any })
    expect(updated.name).toBe('Nieuw thema')
    expect(Date.now() - started).toBeLessThan(1000)

    // Sent by both subscribers: the hanging instance's request has timed out by then.
    await contentSignalsSent(cms.strapi)
    const messages = warn.mock.calls.map((call) => String(call[0]))
    expect(messages.some((message) => message.includes(closedPort))).toBe(true)
    expect(messages.some((message) => message.includes(hanging.url) && /abort|timeout/i.test(message))).toBe(true)
    expect(hanging.received).toHaveLength(1)
    // The healthy instance heard it from both subscribers.
    expect(siteB.received.length).toBeGreaterThanOrEqual(2)
  })
})
