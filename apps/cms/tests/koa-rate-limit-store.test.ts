import { RateLimit } from 'koa2-ratelimit'
import { describe, expect, it } from 'vitest'
import { SharedKoaRateLimitStore } from '../src/lib/koa-rate-limit-store'

// The store Strapi's admin-panel limits count in (config/admin.ts, config/plugins.ts), in memory here;
// tests/rate-limit-redis.test.ts shows the same counts in Redis.
describe('SharedKoaRateLimitStore', () => {
  const options = { interval: 5 * 60_000, max: 5 }

  it('koa2-ratelimit takes it as a store', () => {
    expect(() => RateLimit.middleware({ store: new SharedKoaRateLimitStore('test:accepted') })).not.toThrow()
    expect(() => RateLimit.middleware({ store: { incr() {}, decrement() {}, saveAbuse() {} } })).toThrow('The store is not valid.')
  })

  it("counts per key within koa2-ratelimit's window, and gives a hit back on decrement", async () => {
    const store = new SharedKoaRateLimitStore('test:counts')
    const before = Date.now()
    const first = await store.incr('a@example.nl:/admin/login:192.0.2.1|192.0.2.1', options, 1)
    expect(first.counter).toBe(1)
    expect(first.dateEnd).toBeGreaterThanOrEqual(before + options.interval - 1000)
    expect(first.dateEnd).toBeLessThanOrEqual(Date.now() + options.interval)
    expect((await store.incr('a@example.nl:/admin/login:192.0.2.1|192.0.2.1', options, 2)).counter).toBe(3)
    expect((await store.incr('b@example.nl:/admin/login:192.0.2.1|192.0.2.1', options, 1)).counter).toBe(1)
    await store.decrement('a@example.nl:/admin/login:192.0.2.1|192.0.2.1', options, 2)
    expect((await store.incr('a@example.nl:/admin/login:192.0.2.1|192.0.2.1', options, 1)).counter).toBe(2)
  })

  it('counts on past the maximum: koa2-ratelimit refuses, the store does not', async () => {
    const store = new SharedKoaRateLimitStore('test:past-max')
    let counter = 0
    for (let index = 0; index < 8; index++) counter = (await store.incr('c@example.nl|192.0.2.2', options, 1)).counter
    expect(counter).toBe(8)
  })
})
