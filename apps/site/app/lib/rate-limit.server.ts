import { isIPv6 } from 'node:net'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { currentClientIp } from '~/../server/request-context.js'
import type { SharedRedis } from './redis.server'

/**
 * The site's one fixed-window counter for budgets that several site instances share
 * (docs/decisions/0019, 0030): the AI rewrites per member, per address and for the whole platform,
 * and the error-reporting tunnel's envelopes per address. Counted by rate-limiter-flexible; the
 * window starts with a key's first use and lasts `windowMs`.
 *
 * With REDIS_URL the counts live in Redis under `<REDIS_KEY_PREFIX><name>:<key>`, so every instance
 * sees the same count; while Redis is away each instance counts in its own memory (the insurance
 * limiter) and nothing fails because of Redis. Without REDIS_URL: memory only (one instance).
 */

export type LimitDecision =
  | { ok: true }
  /** `first`: this is the first refusal of the key in its window (for one log line per window, not one per request). */
  | { ok: false; retryAfterSeconds: number; first: boolean }

export type LimiterOptions = {
  /** The counter's name: the start of its keys. */
  name: string
  windowMs: number
  /** Where shared counts live (`sharedRedis`); undefined or returning undefined: this process's memory. */
  redis?: () => SharedRedis | undefined
}

export class FixedWindowLimiter {
  private readonly limiters = new Map<number, { limiter: RateLimiterAbstract; redis?: SharedRedis }>()

  constructor(private readonly options: LimiterOptions) {}

  /** One limiter per limit (rate-limiter-flexible fixes the points when it is made); the counts are per key. */
  private limiter(limit: number) {
    let entry = this.limiters.get(limit)
    if (!entry) {
      const duration = Math.max(1, Math.ceil(this.options.windowMs / 1000))
      const memory = new RateLimiterMemory({ keyPrefix: this.options.name, points: limit, duration })
      const redis = this.options.redis?.()
      const limiter = redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            keyPrefix: `${redis.keyPrefix}${this.options.name}`,
            points: limit,
            duration,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory
      entry = { limiter, redis }
      this.limiters.set(limit, entry)
    }
    return entry
  }

  /** Takes one from `key`'s budget of `limit` per window, or says how many seconds until the next is allowed. */
  async take(key: string, limit: number): Promise<LimitDecision> {
    const { limiter, redis } = this.limiter(limit)
    // A fresh connection (after a deploy) is still being made: wait for it, or this count lands in memory.
    if (redis) await redis.connected
    try {
      await limiter.consume(key)
      return { ok: true }
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)), first: error.consumedPoints === limit + 1 }
    }
  }

  /** Gives back one taken from `key` (what it paid for did not happen). Never fails the caller. */
  async refund(key: string, limit: number) {
    await this.limiter(limit)
      .limiter.reward(key, 1)
      .catch((error: unknown) => console.warn(`${this.options.name}: a refund failed (${String(error)})`))
  }
}

/**
 * The key for a visitor's address: IPv4 as it is (also when written as an IPv4-mapped IPv6
 * address), IPv6 by its /64 network, since one household or phone gets a whole /64 and could
 * otherwise take a fresh budget with each of its addresses.
 */
export function addressKey(ip: string): string {
  const address = ip.trim().toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address)
  if (mapped) return mapped[1]!
  if (!isIPv6(address)) return address || 'unknown'
  const [head = '', tail = ''] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/** The key of the address of the visitor whose request is being handled (server/request-context.js). */
export function currentAddressKey(): string {
  return addressKey(currentClientIp() ?? '')
}
