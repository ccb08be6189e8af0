import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import type { SessionsService } from '../src/api/account/services/sessions'
import type { TestCms } from './strapi'

/**
 * Acting as a member in CMS tests. Every JWT a test uses comes from `jwtFor`: a real session, as
 * the two-factor login would start it (a bare users-permissions JWT without a session is refused).
 */
export async function jwtFor(strapi: Core.Strapi, userId: number): Promise<string> {
  return (await (strapi.service('api::account.sessions') as SessionsService).start(userId)).jwt
}

export const MEMBER_PASSWORD = 'Lidmaatschap!2026'

export type TestMember = { id: number; documentId: string; email: string; jwt: string }

/** A fresh, activated member (ROLE_USER unless `roleType` says otherwise) with MEMBER_PASSWORD. */
export async function createMember(
  strapi: Core.Strapi,
  { roleType = 'authenticated', ...fields }: { roleType?: string } & Record<string, unknown> = {},
): Promise<TestMember> {
  const email = `lid-${randomBytes(5).toString('hex')}@test.talentstad.nl`
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: roleType } })
  const user = await strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password: MEMBER_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      firstName: 'Test',
      lastName: 'Lid',
      typeOfUser: 'TYPE_STUDENT',
      ...fields,
    })
  return { id: user.id, documentId: user.documentId, email, jwt: await jwtFor(strapi, user.id) }
}

/** A JSON request to the CMS's content API, as the given member (or anonymous without a JWT). */
export async function callApi(cms: TestCms, method: string, path: string, { jwt, body }: { jwt?: string; body?: unknown } = {}) {
  const response = await fetch(`${cms.url}/api${path}`, {
    method,
    headers: {
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null }
}
