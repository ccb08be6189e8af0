import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { TestMember } from './as-user'
import type { TestCms } from './strapi'

/** Shared set-up for the calls tests (permissions-calls, calls): organisations, memberships, calls, forms. */

export const ORGANIZATION = 'api::organization.organization'
export const MEMBERSHIP = 'api::membership.membership'
export const ITEM = 'api::content-item.content-item'
export const ENTER = 'api::enter.enter'

export async function createOrganization(cms: TestCms, name: string, applicationState = 'approved') {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${randomBytes(4).toString('hex')}`
  const organization = await cms.strapi
    .documents(ORGANIZATION)
    .create({ data: { name, slug, type: 'ORGANIZATION_TYPE_REGULAR', applicationState } as any })
  return organization.documentId
}

export async function addMember(cms: TestCms, member: TestMember, organization: string, role: string) {
  await cms.strapi.documents(MEMBERSHIP).create({ data: { user: member.documentId, organization, role } as any })
}

/** A call written straight into the database (no mails); `publish` puts an approved version online. */
export async function createCall(cms: TestCms, author: TestMember | null, fields: Record<string, unknown> = {}, publish = false) {
  const title = `Oproep ${randomBytes(4).toString('hex')}`
  const call = await cms.strapi.documents(ITEM).create({
    data: {
      type: 'CONTENT_TYPE_CALL_UP',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      reviewState: publish ? 'approved' : 'pending',
      author: author?.documentId,
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Wie helpt?' }] }],
      ...fields,
    } as any,
  })
  if (publish) await cms.strapi.documents(ITEM).publish({ documentId: call.documentId })
  return { documentId: call.documentId, title }
}

/**
 * An approved event that takes sign-ups (issue 31), published unless `publish` is false: a week
 * ahead for two hours at the Stadhuis, 5 places and a waiting list by default; `fields` override.
 * Its documentId.
 */
export async function createEvent(cms: TestCms, fields: Record<string, unknown> = {}, publish = true) {
  const title = `Evenement ${randomBytes(4).toString('hex')}`
  const start = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
  const created = await cms.strapi.documents(ITEM).create({
    data: {
      type: 'CONTENT_TYPE_EVENT',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      summary: 'Een avond over data.',
      reviewState: 'approved',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 2 * 60 * 60 * 1000).toISOString(),
      location: 'Stadhuis',
      signUpEnabled: true,
      capacity: 5,
      waitingList: true,
      ...fields,
    } as any,
  })
  if (publish) await cms.strapi.documents(ITEM).publish({ documentId: created.documentId })
  return created.documentId
}

export const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })

/** A valid content form (ContentInputSchema) for a call, with overrides. */
export function callForm(fields: Record<string, unknown> = {}) {
  return {
    type: 'CONTENT_TYPE_CALL_UP',
    audiences: ['AUDIENCE_STUDENT'],
    title: `Testers gezocht ${randomBytes(3).toString('hex')}`,
    body: [paragraph('Wie test mijn app?')],
    themes: [],
    ...fields,
  }
}

export async function pngBytes(width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer()
}

/** A multipart request as the site sends the content form: `data` (JSON) and image files. */
export async function sendForm(
  cms: TestCms,
  method: string,
  path: string,
  { jwt, data, files = {} }: { jwt?: string; data: unknown; files?: Record<string, { bytes: Uint8Array; name: string; type: string }> },
) {
  const form = new FormData()
  form.set('data', JSON.stringify(data))
  for (const [field, file] of Object.entries(files)) form.set(field, new Blob([file.bytes], { type: file.type }), file.name)
  const response = await fetch(`${cms.url}/api${path}`, { method, headers: jwt ? { authorization: `Bearer ${jwt}` } : {}, body: form })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}
