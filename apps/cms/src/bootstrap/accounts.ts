import type { Core } from '@strapi/strapi'
import { siteUrl as siteUrlOf } from '../lib/site-url'

/**
 * users-permissions settings in code: unique e-mail, registration on, e-mail confirmation on,
 * new accounts get ROLE_USER. The confirmation link lands on the site, which activates the account.
 */
export async function configureAccounts(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' })
  const siteUrl = siteUrlOf()
  const current = ((await store.get({ key: 'advanced' })) ?? {}) as Record<string, unknown>
  await store.set({
    key: 'advanced',
    value: {
      ...current,
      unique_email: true,
      allow_register: true,
      email_confirmation: true,
      email_confirmation_redirection: `${siteUrl}/inloggen`,
      email_reset_password: `${siteUrl}/wachtwoord-vergeten`,
      default_role: 'authenticated',
    },
  })
}
