import { randomBytes } from 'node:crypto'
import { callApi } from './as-user'
import type { startMailCatcher, CaughtMail } from './mail-catcher'
import type { TestCms } from './strapi'

/** Shared set-up for the organisation tests (issue 11). */

export type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>

/** Every mail to this address whose subject matches, after waiting for at least `count` (or the timeout). */
export async function mailsTo(mail: Mailbox, address: string, subject: RegExp, count = 1, timeoutMs = 10_000): Promise<CaughtMail[]> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = (await mail.messages()).filter((m) => m.to.some((to) => to.address === address) && subject.test(m.subject))
    if (found.length >= count || Date.now() > until) return found
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

/**
 * Resolves once what the writes so far set off has finished: the mails sent after them (retries
 * included) and the content-change signals to the site, instead of waiting for time (tests/strapi.ts).
 */
export { settle } from './strapi'

/** A unique 8-digit chamber of commerce number. */
export const kvk = () => String(20_000_000 + randomBytes(3).readUIntBE(0, 3))

/** A valid sign-up form (OrganizationSignUpSchema), with overrides. */
export function signUpForm(fields: Record<string, unknown> = {}) {
  const suffix = randomBytes(3).toString('hex')
  return {
    type: 'ORGANIZATION_TYPE_REGULAR',
    name: `Datadok ${suffix}`,
    email: `info-${suffix}@datadok.nl`,
    phoneNumber: '010 123 45 67',
    website: 'https://www.datadok.nl',
    message: 'Wij willen graag stagiairs vinden.',
    chamberOfCommerceNumber: kvk(),
    description: 'Datadok bouwt dataplatforms voor gemeenten.',
    ...fields,
  }
}

/** The public organisation, as an anonymous visitor reads it through the content API (null when not public). */
export async function publicOrganization(cms: TestCms, documentId: string) {
  const { body } = await callApi(cms, 'GET', `/organizations?filters[documentId]=${documentId}&populate=*`)
  return (body.data as Array<Record<string, any>>)[0] ?? null
}
