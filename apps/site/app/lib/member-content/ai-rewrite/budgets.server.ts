import { CONTENT_MESSAGES } from '@talentstad/types'
import { FixedWindowLimiter } from '../../rate-limit.server'
import { sharedRedis, type SharedRedis } from '../../redis.server'
import type { AiRewriteConfig } from './config.server'

/**
 * The budgets: every rewrite costs the city a model call, so three fixed windows limit them
 * (docs/decisions/0030), all shared by every site instance through Redis (REDIS_URL) and else
 * counted in this process (lib/rate-limit.server.ts):
 * - per member: AI_REWRITE_PER_HOUR (the window starts with the member's first rewrite);
 * - per address: AI_REWRITE_PER_ADDRESS_PER_HOUR, so a handful of accounts from one address do not
 *   multiply the member's budget (IPv6 by its /64);
 * - for the platform: AI_REWRITE_PLATFORM_PER_DAY, the ceiling of what the city pays for a day.
 * An attempt counts once the prompt has been sent: it is given back only when nothing reached the
 * model (the endpoint could not be reached); not when the model failed, timed out or the member left.
 */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export type RewriteBudget = 'member' | 'address' | 'platform'

export type RewriteLimits = Pick<AiRewriteConfig, 'perHour' | 'perAddressPerHour' | 'platformPerDay'>

/** Who asks: the member's id and the key of their address (`addressKey`). */
export type RewriteRequester = { member: string; address: string }

export const REFUSALS: Record<RewriteBudget, string> = {
  member: CONTENT_MESSAGES.rewriteQuota,
  address: CONTENT_MESSAGES.rewriteQuotaAddress,
  platform: CONTENT_MESSAGES.rewriteQuotaPlatform,
}

export class RewriteBudgets {
  private readonly budgets: Array<{
    budget: RewriteBudget
    limiter: FixedWindowLimiter
    limit: (limits: RewriteLimits) => number
    key: (who: RewriteRequester) => string
  }>

  constructor(options: { redis?: () => SharedRedis | undefined; hourMs?: number; dayMs?: number } = {}) {
    const hourMs = options.hourMs ?? HOUR_MS
    const limiter = (name: string, windowMs: number) => new FixedWindowLimiter({ name, windowMs, redis: options.redis })
    this.budgets = [
      { budget: 'member', limiter: limiter('ai-rewrite', hourMs), limit: (limits) => limits.perHour, key: (who) => who.member },
      {
        budget: 'address',
        limiter: limiter('ai-rewrite-address', hourMs),
        limit: (limits) => limits.perAddressPerHour,
        key: (who) => who.address,
      },
      {
        budget: 'platform',
        limiter: limiter('ai-rewrite-platform', options.dayMs ?? DAY_MS),
        limit: (limits) => limits.platformPerDay,
        key: () => 'all',
      },
    ]
  }

  /**
   * Takes one rewrite from each budget, or names the first budget that is spent (and gives back
   * what it took from the others: a refused request costs nothing).
   */
  async take(
    who: RewriteRequester,
    limits: RewriteLimits,
  ): Promise<{ ok: true } | { ok: false; budget: RewriteBudget; retryAfterSeconds: number }> {
    const taken: typeof this.budgets = []
    for (const entry of this.budgets) {
      const decision = await entry.limiter.take(entry.key(who), entry.limit(limits))
      if (!decision.ok) {
        await Promise.all(taken.map((done) => done.limiter.refund(done.key(who), done.limit(limits))))
        return { ok: false, budget: entry.budget, retryAfterSeconds: decision.retryAfterSeconds }
      }
      taken.push(entry)
    }
    return { ok: true }
  }

  /** Gives back the rewrite just taken: only when the prompt never reached the model. */
  async refund(who: RewriteRequester, limits: RewriteLimits) {
    await Promise.all(this.budgets.map((entry) => entry.limiter.refund(entry.key(who), entry.limit(limits))))
  }
}

/** The budgets of the site: in Redis with REDIS_URL, else in this process. */
export const rewriteBudgets = new RewriteBudgets({ redis: sharedRedis })
