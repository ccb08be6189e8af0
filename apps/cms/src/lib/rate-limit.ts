import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** What a limiter counts: `points` hits per key within `windowMs` (a fixed window from the key's first hit). */
export type LimiterOptions = { name: string; points: number; windowMs: number }

/**
 * Where the counts live. The default keeps them in this process's memory (enough for one CMS
 * instance; several instances would each count on their own). A shared store only has to return
 * another rate-limiter-flexible limiter, for example
 * `({ name, points, windowMs }) => new RateLimiterRedis({ storeClient, keyPrefix: name, points, duration: windowMs / 1000 })`,
 * set with `useLimiterStore` before the first request.
 */
export type LimiterStore = (options: LimiterOptions) => RateLimiterAbstract

export const memoryStore: LimiterStore = ({ name, points, windowMs }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: Math.ceil(windowMs / 1000) })

let store: LimiterStore = memoryStore

/** Puts every limiter created from now on into another store (call it while bootstrapping). */
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

  constructor(readonly options: LimiterOptions) {}

  get max() {
    return this.options.points
  }

  get windowMs() {
    return this.options.windowMs
  }

  private get backend(): RateLimiterAbstract {
    this.limiter ??= store(this.options)
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

  /** How many hits `key` has within the current window (counts nothing). */
  async count(key: string): Promise<number> {
    return (await this.backend.get(key))?.consumedPoints ?? 0
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
