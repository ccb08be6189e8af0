import type { Core } from '@strapi/strapi'
import { passwordProblems } from '@talentstad/types'

/** The admin panel's language for editors (src/admin/app.tsx offers it first). */
export const ADMIN_LANGUAGE = 'nl'

/**
 * The admin panel is for editors and community managers. Its first account comes from the
 * environment (ADMIN_EMAIL, ADMIN_PASSWORD), so no set-up happens by clicking.
 */
export async function ensureAdminUser(strapi: Core.Strapi) {
  // The panel in Dutch for every editor who has not chosen a language (the panel reads
  // `preferedLanguage` at login; an editor's own choice in their profile is kept).
  await strapi.db
    .query('admin::user')
    .updateMany({ where: { preferedLanguage: { $null: true } }, data: { preferedLanguage: ADMIN_LANGUAGE } })
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
    preferedLanguage: ADMIN_LANGUAGE,
    registrationToken: null,
    roles: [superAdmin.id],
  })
  strapi.log.info(`Admin user ${email} created`)
}
