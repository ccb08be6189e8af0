/**
 * A fixed number of hits per key within a sliding window, kept in this process's memory. Enough for
 * one CMS instance; several instances each count on their own (a shared store is future work).
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>()
  private lastSweep = Date.now()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit for `key`; false when the key already had `max` hits within the window. */
  hit(key: string): boolean {
    const now = this.now()
    this.sweep(now)
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < this.windowMs)
    if (recent.length >= this.max) {
      this.hits.set(key, recent)
      return false
    }
    recent.push(now)
    this.hits.set(key, recent)
    return true
  }

  reset() {
    this.hits.clear()
  }

  /** Forgets keys without recent hits, so the map does not grow with every IP ever seen. */
  private sweep(now: number) {
    if (now - this.lastSweep < this.windowMs) return
    this.lastSweep = now
    for (const [key, times] of this.hits) {
      if (times.every((time) => now - time >= this.windowMs)) this.hits.delete(key)
    }
  }
}
