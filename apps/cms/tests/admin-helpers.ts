import { expect } from 'vitest'
import type { TestCms } from './strapi'

/** The password of the admin accounts the tests make. */
export const ADMIN_TEST_PASSWORD = 'Redactie!2026-test'

/** Makes an admin account with the role of this code and logs it in to the admin panel's API: its token. */
export async function adminToken(cms: TestCms, email: string, roleCode: string): Promise<string> {
  const role = await cms.strapi.db.query('admin::role').findOne({ where: { code: roleCode }, select: ['id'] })
  expect(role, roleCode).toBeTruthy()
  await cms.strapi.service('admin::user').create({
    email,
    firstname: 'Test',
    lastname: roleCode,
    password: ADMIN_TEST_PASSWORD,
    isActive: true,
    registrationToken: null,
    roles: [role!.id],
  })
  const answer = await fetch(`${cms.url}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_TEST_PASSWORD }),
  })
  expect(answer.status, `admin login of ${email}`).toBe(200)
  return ((await answer.json()) as { data: { token: string } }).data.token
}
