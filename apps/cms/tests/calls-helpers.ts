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
