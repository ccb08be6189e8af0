import type { Core } from '@strapi/strapi'
import { ADMIN_LANGUAGE } from '../bootstrap/admin-user'

/**
 * Demo accounts of the admin panel with the least rights of their work (issue 32, roles in
 * src/bootstrap/admin-roles.ts), beside the super admin of ADMIN_EMAIL: an editor and a community
 * manager, with the same password (ADMIN_PASSWORD). Made once, in demo mode only; the README
 * lists them.
 */
export const DEMO_ADMINS = [
  { email: 'redacteur@talentstad.local', firstname: 'Robin', lastname: 'Redacteur', role: 'talentstad-editor' },
  { email: 'communitymanager@talentstad.local', firstname: 'Chris', lastname: 'Communitymanager', role: 'talentstad-community-manager' },
] as const

export async function seedAdmins(strapi: Core.Strapi) {
  const password = process.env.ADMIN_PASSWORD
  if (!password) return
  for (const admin of DEMO_ADMINS) {
    if (await strapi.db.query('admin::user').findOne({ where: { email: admin.email }, select: ['id'] })) continue
    const role = (await strapi.db.query('admin::role').findOne({ where: { code: admin.role }, select: ['id'] })) as { id: number } | null
    if (!role) continue
    await strapi.service('admin::user').create({
      email: admin.email,
      firstname: admin.firstname,
      lastname: admin.lastname,
      password,
      isActive: true,
      preferedLanguage: ADMIN_LANGUAGE,
      registrationToken: null,
      roles: [role.id],
    })
  }
}
