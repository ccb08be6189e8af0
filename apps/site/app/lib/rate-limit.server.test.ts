import { randomBytes } from 'node:crypto'
import { connect, createServer, type AddressInfo } from 'node:net'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { sharedRedisOf } from './redis.server'
import { RewriteBudgets } from './member-content/ai-rewrite/budgets.server'
import { addressKey, FixedWindowLimiter } from './rate-limit.server'

// The site's shared fixed-window limiter (the AI-rewrite budgets, the tunnel's limit), shared by
// several site instances through Redis (docs/decisions/0019, 0030): two limiters stand for two
// instances on one real Redis (127.0.0.1:6379, as in CI; skipped without one), under a key prefix of
// this run's own. With Redis away each instance still limits on its own.

describe('in memory (no REDIS_URL)', () => {
  it('counts the window from the first use; the next is allowed once it has passed', async () => {
    const limiter = new FixedWindowLimiter({ name: 'test', windowMs: 1000 })
    expect(await limiter.take('m', 2)).toEqual({ ok: true })
    expect(await limiter.take('m', 2)).toEqual({ ok: true })
    expect(await limiter.take('m', 2)).toEqual({ ok: false, retryAfterSeconds: 1, first: true })
    // Only the first refusal of a window is `first` (one log line per window, not per request).
    expect(await limiter.take('m', 2)).toEqual({ ok: false, retryAfterSeconds: 1, first: false })
    expect((await limiter.take('other', 2)).ok).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    expect((await limiter.take('m', 2)).ok).toBe(true)
  })

  it('gives back what was taken', async () => {
    const limiter = new FixedWindowLimiter({ name: 'test', windowMs: 60_000 })
    expect((await limiter.take('m', 1)).ok).toBe(true)
    await limiter.refund('m', 1)
    expect((await limiter.take('m', 1)).ok).toBe(true)
    expect((await limiter.take('m', 1)).ok).toBe(false)
  })
})

describe('addressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:85a3:1:8a2e:370:7334:1', '2001:db8:85a3:1::/64'],
    ['2001:db8:85a3:1:ffff:ffff:ffff:ffff', '2001:db8:85a3:1::/64'],
    ['2001:DB8:85A3:0001::2', '2001:db8:85a3:1::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['', 'unknown'],
  ])('%s counts as %s (IPv6 by its /64)', (ip, key) => {
    expect(addressKey(ip)).toBe(key)
  })
})

const REDIS = { host: '127.0.0.1', port: 6379 }
const reachable = await new Promise<boolean>((resolve) => {
  const socket = connect(REDIS.port, REDIS.host, () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})
if (!reachable) console.warn(`Redis is not reachable at ${REDIS.host}:${REDIS.port}: the shared limiter tests are skipped.`)
const keyPrefix = `test-ai-${randomBytes(6).toString('hex')}:`
const clients: Redis[] = []
const client = (port = REDIS.port) => {
  const redis = new Redis({ host: REDIS.host, port, enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy: () => null })
  redis.on('error', () => undefined)
  clients.push(redis)
  return redis
}
const ready = (redis: Redis) => new Promise((resolve) => (redis.status === 'ready' ? resolve(null) : redis.once('ready', resolve)))

afterAll(async () => {
  const admin = clients[0]
  if (admin?.status === 'ready') {
    const keys = await admin.keys(`${keyPrefix}*`)
    if (keys.length > 0) await admin.del(...keys)
  }
  for (const redis of clients) redis.disconnect()
})

describe.skipIf(!reachable)('in Redis (REDIS_URL)', () => {
  const limiter = (redis: Redis, name = 'ai-rewrite') =>
    new FixedWindowLimiter({ name, windowMs: 3600_000, redis: () => sharedRedisOf(redis, keyPrefix) })

  it('is one count per key across instances: what one instance gave counts on the other', async () => {
    const first = client()
    const second = client()
    await Promise.all([ready(first), ready(second)])
    const siteA = limiter(first)
    const siteB = limiter(second)
    expect((await siteA.take('member-1', 3)).ok).toBe(true)
    expect((await siteB.take('member-1', 3)).ok).toBe(true)
    // The model failed on instance A: that rewrite is given back, for both instances.
    await siteA.refund('member-1', 3)
    expect((await siteB.take('member-1', 3)).ok).toBe(true)
    expect((await siteA.take('member-1', 3)).ok).toBe(true)
    const refused = await siteB.take('member-1', 3)
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(3500)
    expect((await siteA.take('member-1', 3)).ok).toBe(false)
    // Another member has a quota of their own.
    expect((await siteB.take('member-2', 3)).ok).toBe(true)
    expect((await first.keys(`${keyPrefix}ai-rewrite:*`)).length).toBe(2)
  })

  it('shares the AI-rewrite budgets per address and for the platform between instances', async () => {
    const [first, second] = [client(), client()]
    await Promise.all([ready(first), ready(second)])
    const siteA = new RewriteBudgets({ redis: () => sharedRedisOf(first, keyPrefix) })
    const siteB = new RewriteBudgets({ redis: () => sharedRedisOf(second, keyPrefix) })
    const limits = { perHour: 5, perAddressPerHour: 2, platformPerDay: 3 }
    expect((await siteA.take({ member: 'a', address: '203.0.113.1' }, limits)).ok).toBe(true)
    expect((await siteB.take({ member: 'b', address: '203.0.113.1' }, limits)).ok).toBe(true)
    expect(await siteA.take({ member: 'c', address: '203.0.113.1' }, limits)).toMatchObject({ ok: false, budget: 'address' })
    expect((await siteB.take({ member: 'c', address: '203.0.113.2' }, limits)).ok).toBe(true)
    expect(await siteA.take({ member: 'd', address: '203.0.113.3' }, limits)).toMatchObject({ ok: false, budget: 'platform' })
  })

  it("counts an instance's very first rewrite in Redis too (its connection is still being made)", async () => {
    // Fresh connections, as after a deploy: each instance's first rewrite must not go to memory.
    const siteA = limiter(client())
    const siteB = limiter(client())
    expect((await siteA.take('member-4', 2)).ok).toBe(true)
    expect((await siteB.take('member-4', 2)).ok).toBe(true)
    expect((await siteA.take('member-4', 2)).ok).toBe(false)
  })

  it('still limits, per instance, while Redis cannot be reached', async () => {
    // A port nothing listens on: every command fails at once and the insurance limiter counts.
    const closed = await new Promise<number>((resolve) => {
      const server = createServer()
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo
        server.close(() => resolve(port))
      })
    })
    const quota = limiter(client(closed))
    expect((await quota.take('member-3', 2)).ok).toBe(true)
    expect((await quota.take('member-3', 2)).ok).toBe(true)
    expect((await quota.take('member-3', 2)).ok).toBe(false)
  })
})
