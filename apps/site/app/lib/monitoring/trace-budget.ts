/**
 * How many requests a site instance traces (docs/decisions/0039). Every request that reaches React
 * Router is traced at SENTRY_TRACES_SAMPLE_RATE (spec: 1), but at most `perMinute` of them a minute:
 * at an ordinary day's traffic every one, in a rush (a digest sends thousands of members at once)
 * a steady number, so a Sentry quota lasts the month. A request that continues a browser's trace
 * follows the browser's choice within the same budget (a forged `sentry-trace: …-1` cannot spend
 * more). Errors are never sampled: they are reported from every request.
 */
export class TraceBudget {
  private windowStart = 0
  private used = 0

  constructor(private readonly options: { perMinute: number; sampleRate: number; now?: () => number; random?: () => number }) {}

  /** Whether to trace this request; `parentSampled` is the incoming trace's decision, if any. */
  decide(parentSampled: boolean | undefined): boolean {
    const { perMinute, sampleRate, now = Date.now, random = Math.random } = this.options
    const wanted = parentSampled ?? (sampleRate >= 1 || random() < sampleRate)
    if (!wanted || perMinute <= 0) return false
    const time = now()
    if (time - this.windowStart >= 60_000) {
      this.windowStart = time
      this.used = 0
    }
    if (this.used >= perMinute) return false
    this.used += 1
    return true
  }
}
