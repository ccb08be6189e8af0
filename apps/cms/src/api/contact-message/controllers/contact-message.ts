import type { Core } from '@strapi/strapi'
import { CONTACT_LIMITS, CONTACT_TEXT, MESSAGES, parseContactMessage } from '@talentstad/types'
import { errors } from '@strapi/utils'
import { ServiceUnavailableError } from '../../../lib/http-errors'
import { Limiter } from '../../../lib/rate-limit'

export const contactLimiter = new Limiter({ name: 'contact', points: CONTACT_LIMITS.perIp, windowMs: CONTACT_LIMITS.windowMs })

type Ctx = { request: { body?: unknown }; ip: string; status: number; body: unknown; set(name: string, value: string): void }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The contact form. Every request counts towards the per-IP limit (behind the site, set
   * IS_PROXIED so that ctx.ip is the visitor's forwarded address). A filled honeypot gets the
   * success answer and nothing is sent.
   */
  async send(ctx: Ctx) {
    if (!(await contactLimiter.hit(ctx.ip))) {
      ctx.set('Retry-After', String(Math.ceil(CONTACT_LIMITS.windowMs / 1000)))
      throw new errors.RateLimitError(CONTACT_TEXT.tooManyRequests)
    }
    const parsed = parseContactMessage(ctx.request.body ?? {})
    if ('fieldErrors' in parsed) {
      throw new errors.ValidationError(CONTACT_TEXT.invalid, { fieldErrors: parsed.fieldErrors })
    }
    if (parsed.data.website.trim() !== '') {
      ctx.status = 200
      ctx.body = { ok: true }
      return
    }
    try {
      await strapi.service('api::contact-message.contact-message').send(parsed.data)
    } catch (cause) {
      strapi.log.error(`Contact message not sent: ${(cause as Error).message}`)
      throw new ServiceUnavailableError(MESSAGES.general)
    }
    ctx.status = 200
    ctx.body = { ok: true }
  },
})
