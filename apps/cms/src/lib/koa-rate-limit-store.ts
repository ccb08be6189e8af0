import { Stores } from 'koa2-ratelimit'
import { Limiter } from './rate-limit'

/** The options koa2-ratelimit passes to its store: `interval` in ms by then, `max` hits per key. */
type KoaRateLimitOptions = { interval: number; max: number }

/**
 * Strapi's own limits on the admin panel (its login and first-admin registration, `admin.rateLimit`;
 * its password-reset mail, the email plugin's `ratelimit`) count with koa2-ratelimit, in this
 * process's memory. This store keeps those counts where every other limit of the CMS counts: in a
 * `Limiter`, so in Redis with REDIS_URL, shared by every CMS instance (docs/decisions/0019). Strapi
 * still decides (its key, its maximum, its 429); the store only counts.
 */
export class SharedKoaRateLimitStore extends Stores.Store {
  private limiter: Limiter | undefined

  constructor(private readonly name: string) {
    super()
  }

  private limiterFor({ interval, max }: KoaRateLimitOptions): Limiter {
    if (this.limiter?.windowMs !== interval || this.limiter.max !== max)
      this.limiter = new Limiter({ name: this.name, points: max, windowMs: interval })
    return this.limiter
  }

  async incr(key: string, options: KoaRateLimitOptions, weight: number) {
    const { count, resetsAt } = await this.limiterFor(options).add(key, weight)
    return { counter: count, dateEnd: resetsAt }
  }

  async decrement(key: string, options: KoaRateLimitOptions, weight: number) {
    await this.limiterFor(options).add(key, -weight)
  }

  /** koa2-ratelimit reports a key over its limit here; the CMS's log already has the 429. */
  saveAbuse() {}
}
