import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { MAIL_LINK_PATHS, MAIL_TOKEN_SCOPES, MAIL_TOKEN_TTL_MS, type MailTokenScope } from '@talentstad/types'
import { siteUrl } from '../../../lib/site-url'

/**
 * The links in a digest to leave it or manage the member's mails without logging in
 * (docs/decisions/0052): `<payload>.<signature>`, the payload base64url JSON of the member's
 * documentId, the scope and the expiry, signed with HMAC-SHA256 under a key derived from the JWT
 * secret for this purpose only. Nothing is stored: a token of a deleted member names nobody, and
 * a token allows nothing but its scope (never a login, never the profile). It carries when it was
 * issued, so a choice the member made later outranks it (issue 43: a digest chosen again is not
 * turned off by an older mail's link).
 */
type Payload = { u: string; s: MailTokenScope; e: number; i?: number; a?: string }

/** Who a genuine token names, when it was issued (0 for a token from before that was recorded), and the alert an alert's unsubscribe token is for. */
export type MailLinkHolder = { member: string; issuedAt: number; alert?: string }

/** `strapi.service('api::mailing.mail-links')`. */
export type MailLinksService = ReturnType<typeof mailLinks>

const mailLinks = ({ strapi }: { strapi: Core.Strapi }) => {
  function key(): Buffer {
    const jwtSecret = strapi.config.get<KeyObject | string>('plugin::users-permissions.jwtSecret')
    if (!jwtSecret) throw new Error('users-permissions has no jwtSecret')
    return createHmac('sha256', jwtSecret).update('talentstad mail links v1').digest()
  }
  const sign = (payload: string) => createHmac('sha256', key()).update(payload).digest('base64url')

  return {
    /** A token for the member and scope (and the alert, for an alert's unsubscribe), valid MAIL_TOKEN_TTL_MS from `now`. */
    issue(userDocumentId: string, scope: MailTokenScope, now = Date.now(), alertDocumentId?: string): string {
      const body: Payload = {
        u: userDocumentId,
        s: scope,
        e: now + MAIL_TOKEN_TTL_MS,
        i: now,
        ...(alertDocumentId ? { a: alertDocumentId } : {}),
      }
      const payload = Buffer.from(JSON.stringify(body)).toString('base64url')
      return `${payload}.${sign(payload)}`
    },

    /** Whom the token names when it is genuine, unexpired and of one of these scopes; else null. */
    verify(token: unknown, scopes: readonly MailTokenScope[], now = Date.now()): MailLinkHolder | null {
      if (typeof token !== 'string' || token.length > 512) return null
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return null
      const expected = Buffer.from(sign(payload))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
      let parsed: Partial<Payload>
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<Payload>
      } catch {
        return null
      }
      if (typeof parsed.u !== 'string' || typeof parsed.e !== 'number' || parsed.e <= now) return null
      if (!MAIL_TOKEN_SCOPES.includes(parsed.s as MailTokenScope) || !scopes.includes(parsed.s as MailTokenScope)) return null
      if (parsed.s === 'unsubscribe-alert' && typeof parsed.a !== 'string') return null
      const issuedAt = typeof parsed.i === 'number' ? parsed.i : 0
      return { member: parsed.u, issuedAt, ...(typeof parsed.a === 'string' ? { alert: parsed.a } : {}) }
    },

    /** The site's addresses a digest links to: one-click unsubscribe (List-Unsubscribe) and the manage page. */
    links(userDocumentId: string, now = Date.now()) {
      const address = (path: string, scope: MailTokenScope) =>
        `${siteUrl()}${path}?${new URLSearchParams({ token: this.issue(userDocumentId, scope, now) })}`
      return { unsubscribe: address(MAIL_LINK_PATHS.unsubscribe, 'unsubscribe-digest'), manage: address(MAIL_LINK_PATHS.manage, 'manage') }
    },

    /** An alert mail's addresses: one-click stop of that alert alone, and the manage page. */
    alertLinks(userDocumentId: string, alertDocumentId: string, now = Date.now()) {
      const token = this.issue(userDocumentId, 'unsubscribe-alert', now, alertDocumentId)
      return {
        unsubscribe: `${siteUrl()}${MAIL_LINK_PATHS.unsubscribe}?${new URLSearchParams({ token })}`,
        manage: this.links(userDocumentId, now).manage,
      }
    },
  }
}

export default mailLinks
