import type { Core } from '@strapi/strapi'
import { passwordProblems } from '@talentstad/types'

/**
 * The admin panel is for editors and community managers. Its first account comes from the
 * environment (ADMIN_EMAIL, ADMIN_PASSWORD), so no set-up happens by clicking.
 */
export async function ensureAdminUser(strapi: Core.Strapi) {
  const email = process.env.ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const problems = passwordProblems(password)
  if (problems.length > 0) {
    throw new Error(`ADMIN_PASSWORD does not meet the password rule: ${problems.join('; ')}`)
  }

  const users = strapi.service('admin::user')
  const existing = await strapi.db.query('admin::user').findOne({ where: { email: email.toLowerCase() } })
  if (existing) return

  const superAdmin = await strapi.service('admin::role').getSuperAdmin()
  if (!superAdmin) {
    strapi.log.warn('No super admin role yet; the admin user is created on the next start')
    return
  }
  await users.create({
    email: email.toLowerCase(),
    firstname: process.env.ADMIN_FIRSTNAME ?? 'Redactie',
    lastname: process.env.ADMIN_LASTNAME ?? 'Talentstad',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  })
  strapi.log.info(`Admin user ${email} created`)
}
