/**
 * Where a limiter keeps its hit times. The in-memory store is enough for one CMS instance (several
 * instances each count on their own); a shared store (database, Redis) only has to implement this.
 */
export interface HitStore {
  /** The hit times of `key` newer than `since` (older ones may be dropped). */
  recent(key: string, since: number): number[]
  add(key: string, time: number): void
  delete(key: string): void
  clear(): void
}

export class MemoryHitStore implements HitStore {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = 0

  recent(key: string, since: number): number[] {
    this.sweep(since)
    const times = (this.hits.get(key) ?? []).filter((time) => time > since)
    if (times.length > 0) this.hits.set(key, times)
    else this.hits.delete(key)
    return times
  }

  add(key: string, time: number) {
    const times = this.hits.get(key) ?? []
    times.push(time)
    this.hits.set(key, times)
  }

  delete(key: string) {
    this.hits.delete(key)
  }

  clear() {
    this.hits.clear()
  }

  /** Forgets keys without recent hits now and then, so the map does not grow with every IP ever seen. */
  private sweep(since: number) {
    if (since - this.lastSweep < 60_000) return
    this.lastSweep = since
    for (const [key, times] of this.hits) {
      if (times.every((time) => time <= since)) this.hits.delete(key)
    }
  }
}

/** A fixed number of hits per key within a sliding window. */
export class SlidingWindowLimiter {
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly store: HitStore = new MemoryHitStore(),
  ) {}

  /** Records a hit for `key`; false (and nothing recorded) when the key already had `max` hits within the window. */
  hit(key: string): boolean {
    if (this.isLimited(key)) return false
    this.record(key)
    return true
  }

  /** Whether `key` has used up its hits within the window (records nothing). */
  isLimited(key: string): boolean {
    return this.store.recent(key, this.now() - this.windowMs).length >= this.max
  }

  /** Counts a hit for `key` without checking (for example a failed login). */
  record(key: string) {
    this.store.add(key, this.now())
  }

  /** Forgets the hits of one key (for example after a successful login). */
  forget(key: string) {
    this.store.delete(key)
  }

  reset() {
    this.store.clear()
  }
}
