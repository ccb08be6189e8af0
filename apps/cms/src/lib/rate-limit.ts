import { createHash } from 'node:crypto'
import type Redis from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** What a limiter counts: `points` hits per key within `windowMs` (a fixed window from the key's first hit). */
export type LimiterOptions = { name: string; points: number; windowMs: number }

/**
 * Where the counts live: this process's memory by default (one CMS instance), Redis with REDIS_URL
 * (src/index.ts sets `redisStore` at start-up, so every instance sees the same counts). A store
 * returns a rate-limiter-flexible limiter.
 */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract

export const memoryStore: LimiterStore = ({ name, points, windowMs }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: Math.ceil(windowMs / 1000) })

/**
 * Keys are e-mail addresses and IPs: in Redis, which more than this process can read, each key is
 * stored as its SHA-256 (pseudonymous, not secret: a known address can be checked, none can be listed).
 */
class PseudonymousRedisLimiter extends RateLimiterRedis {
  override getKey(key: string | number): string {
    return super.getKey(redisLimiterKey(String(key)))
  }
}

/** The part of a Redis key that stands for one limiter key. */
export const redisLimiterKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/**
 * Counts in Redis, shared by every CMS instance, under `<prefix>rl:<limiter name>:<sha-256 of key>`. Atomic
 * (one Lua script per hit), so parallel requests on several instances cannot overshoot a limit.
 * While Redis is unreachable each call fails at once (no offline queue, `rejectIfRedisNotReady`) and
 * rate-limiter-flexible answers from the insurance limiter, the same limit in this process's memory:
 * requests are still limited, per instance, and never fail because of Redis (docs/decisions/0019).
 */
export const redisStore =
  (client: Redis, prefix: string): LimiterStore =>
  (options) =>
    new PseudonymousRedisLimiter({
      storeClient: client,
      keyPrefix: `${prefix}rl:${options.name}`,
      points: options.points,
      duration: Math.ceil(options.windowMs / 1000),
      rejectIfRedisNotReady: true,
      insuranceLimiter: memoryStore(options),
    })

let store: LimiterStore = memoryStore

/** Puts every limiter into another store from its next hit on (call it while bootstrapping). */
export function useLimiterStore(next: LimiterStore) {
  store = next
}

/** A store failure is thrown as is; a refusal comes back as RateLimiterRes (rate-limiter-flexible's convention). */
function refused(error: unknown): RateLimiterRes {
  if (error instanceof RateLimiterRes) return error
  throw error
}

/** A number of hits per key within a window, kept in the configured store (rate-limiter-flexible). */
export class Limiter {
  private limiter: RateLimiterAbstract | undefined
  private limiterStore: LimiterStore | undefined

  constructor(readonly options: LimiterOptions) {}

  get max() {
    return this.options.points
  }

  get windowMs() {
    return this.options.windowMs
  }

  private get backend(): RateLimiterAbstract {
    if (!this.limiter || this.limiterStore !== store) {
      this.limiter = store(this.options)
      this.limiterStore = store
    }
    return this.limiter
  }

  /** Counts a hit for `key`; false when the key already had `max` hits within the window. */
  async hit(key: string): Promise<boolean> {
    try {
      await this.backend.consume(key, 1)
      return true
    } catch (error) {
      refused(error)
      return false
    }
  }

  /**
   * Counts `weight` hits for `key` (a negative weight takes hits back) and refuses nothing: how many
   * the key has now and when its window ends (ms since the epoch). For a caller that decides itself
   * what too many is.
   */
  async add(key: string, weight = 1): Promise<{ count: number; resetsAt: number }> {
    const result = await this.backend.penalty(key, weight)
    return { count: result.consumedPoints, resetsAt: Date.now() + Math.max(result.msBeforeNext, 0) }
  }

  /** How many hits `key` has within the current window (counts nothing). */
  async count(key: string): Promise<number> {
    return (await this.state(key)).count
  }

  /** How many hits `key` has and when its window ends (ms since the epoch; now when it has none). Counts nothing. */
  async state(key: string): Promise<{ count: number; resetsAt: number }> {
    const result = await this.backend.get(key)
    return { count: result?.consumedPoints ?? 0, resetsAt: Date.now() + Math.max(result?.msBeforeNext ?? 0, 0) }
  }

  /** Whether `key` has used up its hits (counts nothing). */
  async isLimited(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.max
  }

  /** Takes one counted hit back (an attempt counted before its outcome turned out fine). */
  async undo(key: string): Promise<void> {
    await this.backend.reward(key, 1)
  }

  /** Forgets every hit of one key (for example after a right password). */
  async forget(key: string): Promise<void> {
    await this.backend.delete(key)
  }
}
