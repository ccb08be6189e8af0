import { randomBytes } from 'node:crypto'
import { connect, createServer, type AddressInfo } from 'node:net'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { sharedRedisOf } from '../redis.server'
import { RewriteQuota } from './ai-rewrite.server'

// The AI-rewrite quota shared by several site instances through Redis (docs/decisions/0019): two
// quotas stand for two instances on one real Redis (127.0.0.1:6379, as in CI; skipped without one),
// under a key prefix of this run's own. With Redis away each instance still limits on its own.

const REDIS = { host: '127.0.0.1', port: 6379 }
const reachable = await new Promise<boolean>((resolve) => {
  const socket = connect(REDIS.port, REDIS.host, () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})
if (!reachable) console.warn(`Redis is not reachable at ${REDIS.host}:${REDIS.port}: the shared AI-quota tests are skipped.`)
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

describe.skipIf(!reachable)('the AI-rewrite quota in Redis', () => {
  it('is one quota per member across instances: what one instance gave counts on the other', async () => {
    const first = client()
    const second = client()
    await Promise.all([ready(first), ready(second)])
    const siteA = new RewriteQuota({ redis: () => sharedRedisOf(first, keyPrefix) })
    const siteB = new RewriteQuota({ redis: () => sharedRedisOf(second, keyPrefix) })
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

  it("counts an instance's very first rewrite in Redis too (its connection is still being made)", async () => {
    // Fresh connections, as after a deploy: each instance's first rewrite must not go to memory.
    const siteA = new RewriteQuota({ redis: () => sharedRedisOf(client(), keyPrefix) })
    const siteB = new RewriteQuota({ redis: () => sharedRedisOf(client(), keyPrefix) })
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
    const quota = new RewriteQuota({ redis: () => sharedRedisOf(client(closed), keyPrefix) })
    expect((await quota.take('member-3', 2)).ok).toBe(true)
    expect((await quota.take('member-3', 2)).ok).toBe(true)
    expect((await quota.take('member-3', 2)).ok).toBe(false)
  })
})
