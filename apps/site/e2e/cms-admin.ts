import { randomBytes } from 'node:crypto'
import { expect } from '@playwright/test'
import { createAccount } from './accounts'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_CMS_URL } from './config'

/**
 * The CMS's admin API as the e2e super admin (ADMIN_EMAIL): how a spec makes the data it needs of
 * its own (a community manager, an organisation with its admin, an editor's item), so that it never
 * acts on the seeded demo data another spec reads (ADR 0025).
 */

type Admin = Awaited<ReturnType<typeof login>>
let session: { admin: Promise<Admin>; since: number } | undefined
/** Strapi's admin access token lasts 30 minutes: a worker logs in again well before that. */
const SESSION_MS = 20 * 60 * 1000

async function login() {
  const response = await fetch(`${E2E_CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
  })
  expect(response.status, 'admin login').toBe(200)
  const { token } = ((await response.json()) as { data: { token: string } }).data
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const call = async (method: string, path: string, body?: unknown, status = 200) => {
    const response = await fetch(`${E2E_CMS_URL}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status)
    return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>)
  }
  const collection = (model: string) => `/content-manager/collection-types/${model}`
  return {
    /** The documentId of the first entry that the query (`filters[…]=…`) finds. */
    async find(model: string, query: string): Promise<string> {
      const found = (await call('GET', `${collection(model)}?${query}`)) as { results: Array<{ documentId: string }> }
      expect(found.results.length, `${model}?${query}`).toBeGreaterThan(0)
      return found.results[0]!.documentId
    },
    async create(model: string, data: Record<string, unknown>): Promise<string> {
      return ((await call('POST', collection(model), data, 201)) as { data: { documentId: string } }).data.documentId
    },
    async update(model: string, documentId: string, data: Record<string, unknown>) {
      await call('PUT', `${collection(model)}/${documentId}`, data)
    },
    async publish(model: string, documentId: string, data: Record<string, unknown> = {}) {
      await call('POST', `${collection(model)}/${documentId}/actions/publish`, data)
    },
    async remove(model: string, documentId: string) {
      await call('DELETE', `${collection(model)}/${documentId}`)
    },
    /** Approves an organisation's application as the review panel does: a decision, never a field edit (ADR 0057). */
    async approveOrganization(documentId: string) {
      await call('POST', `/talentstad/review/organizations/${documentId}`, { decision: 'approve' })
    },
    /** Approves a member's item waiting for review as the review panel does (on the version it shows); approval publishes it. */
    async approveItem(documentId: string) {
      const shown = (await call('GET', `/talentstad/review/content-items/${documentId}`)) as { data: { version: string } }
      await call('POST', `/talentstad/review/content-items/${documentId}`, { decision: 'approve', version: shown.data.version })
    },
    /** The id of the members' role of this type ('community-manager', 'authenticated'). */
    async roleId(type: string): Promise<number> {
      const { roles } = (await call('GET', '/users-permissions/roles')) as { roles: Array<{ id: number; type: string }> }
      const role = roles.find((candidate) => candidate.type === type)
      expect(role, `the ${type} role`).toBeTruthy()
      return role!.id
    },
  }
}

/** The admin API, logged in once per worker (again after SESSION_MS). */
export function cmsAdmin(): Promise<Admin> {
  if (!session || Date.now() - session.since > SESSION_MS) session = { admin: login(), since: Date.now() }
  return session.admin
}

const USER = 'plugin::users-permissions.user'
const ITEM = 'api::content-item.content-item'

/** A name of the spec alone (the tag and a random suffix) and its slug. */
function uniquely(tag: string) {
  const suffix = randomBytes(3).toString('hex')
  return { name: `${tag} ${suffix}`, slug: `${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}` }
}

/** The documentId of a member's account, by address (the CMS keeps addresses in lower case). */
export async function memberDocumentId(email: string): Promise<string> {
  return (await cmsAdmin()).find(USER, `filters[email][$eq]=${encodeURIComponent(email.toLowerCase())}`)
}

/** Makes the member a community manager, as an editor does in the admin panel. */
export async function makeCommunityManager(email: string) {
  const admin = await cmsAdmin()
  const role = await admin.roleId('community-manager')
  await admin.update(USER, await memberDocumentId(email), { role: { connect: [{ id: role }] } })
}

/**
 * A new, approved organisation with this member as its admin (of the spec alone: named uniquely).
 * Returns its documentId, name and slug.
 */
export async function organizationOf(email: string, tag: string) {
  const admin = await cmsAdmin()
  const { name, slug } = uniquely(tag)
  const documentId = await admin.create('api::organization.organization', { name, slug, type: 'ORGANIZATION_TYPE_REGULAR' })
  await admin.approveOrganization(documentId)
  await admin.create('api::membership.membership', {
    user: { connect: [{ documentId: await memberDocumentId(email) }] },
    organization: { connect: [{ documentId }] },
    role: 'admin',
  })
  return { documentId, name, slug }
}

/** A new, activated account with the community manager's role (of the spec alone). */
export async function createCommunityManager(tag: string) {
  const account = await createAccount(tag)
  await makeCommunityManager(account.email)
  return account
}

/**
 * A new call by this member, approved and so online (of the spec alone: named uniquely). Returns
 * its documentId, title and slug.
 */
export async function callBy(email: string, tag: string) {
  const admin = await cmsAdmin()
  const { name: title, slug } = uniquely(tag)
  const data = {
    type: 'CONTENT_TYPE_CALL_UP',
    title,
    slug,
    summary: 'Wie denkt er een middag mee?',
    // Submitted, as a member's call is once they send it.
    reviewState: 'pending',
    author: { connect: [{ documentId: await memberDocumentId(email) }] },
  }
  // A member's call waits for review; approving it puts it online.
  const documentId = await admin.create(ITEM, data)
  await admin.approveItem(documentId)
  return { documentId, title, slug }
}

/**
 * An editor's own item (news, a job), published in the admin panel: made undecided, and approved
 * when it is published (ADR 0057). Returns its documentId.
 */
export async function publishedItem(data: Record<string, unknown>) {
  const admin = await cmsAdmin()
  const documentId = await admin.create(ITEM, data)
  await admin.publish(ITEM, documentId, data)
  return documentId
}
