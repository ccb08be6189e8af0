import type { Core } from '@strapi/strapi'
import { CONTACT_LIMITS, CONTACT_TEXT, MESSAGES, parseContactMessage } from '@talentstad/types'
import { SlidingWindowLimiter } from '../../../lib/rate-limit'

export const contactLimiter = new SlidingWindowLimiter(CONTACT_LIMITS.perIp, CONTACT_LIMITS.windowMs)

type Ctx = { request: { body?: unknown }; ip: string; status: number; body: unknown; set(name: string, value: string): void }

function error(ctx: Ctx, status: number, name: string, message: string, details: Record<string, unknown> = {}) {
  ctx.status = status
  ctx.body = { data: null, error: { status, name, message, details } }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The contact form. Every request counts towards the per-IP limit (behind the site, set
   * IS_PROXIED so that ctx.ip is the visitor's forwarded address). A filled honeypot gets the
   * success answer and nothing is sent.
   */
  async send(ctx: Ctx) {
    if (!contactLimiter.hit(ctx.ip)) {
      ctx.set('Retry-After', String(Math.ceil(CONTACT_LIMITS.windowMs / 1000)))
      return error(ctx, 429, 'RateLimitError', CONTACT_TEXT.tooManyRequests)
    }
    const parsed = parseContactMessage(ctx.request.body ?? {})
    if ('fieldErrors' in parsed) {
      return error(ctx, 400, 'ValidationError', CONTACT_TEXT.invalid, { fieldErrors: parsed.fieldErrors })
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
      return error(ctx, 503, 'ServiceUnavailableError', MESSAGES.general)
    }
    ctx.status = 200
    ctx.body = { ok: true }
  },
})
