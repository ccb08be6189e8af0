import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { ACCOUNT_API } from '@talentstad/types'
import Redis from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { ACCOUNT_THROTTLE, accountAndIp } from '../src/api/account/utils/throttle'
import { SharedKoaRateLimitStore } from '../src/lib/koa-rate-limit-store'
import { Limiter, redisLimiterKey, redisStore, useLimiterStore } from '../src/lib/rate-limit'
import { redactedRedisUrl, redisSettings } from '../src/lib/redis'
import { createMember, freshEmail, freshIp, useAccountCms, type AccountTestCms } from './account-helpers'
import { captureLogs } from './log-capture'
import type { TestCms } from './strapi'
import { startTcpProxy } from './tcp-proxy'

// Rate limits shared through Redis (docs/decisions/0019): a real Redis at 127.0.0.1:6379, reached
// through a TCP proxy the test can cut, and a key prefix of this run's own. Without a Redis there
// (a laptop without one) the file is skipped, saying so.
const REDIS = { host: '127.0.0.1', port: 6379 }
const reachable = await new Promise<boolean>((resolve) => {
  const socket = connect(REDIS.port, REDIS.host, () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})
if (!reachable) console.warn(`Redis is not reachable at ${REDIS.host}:${REDIS.port}: the shared rate-limit tests are skipped.`)
const prefix = `test-rl-${randomBytes(6).toString('hex')}:`
const proxy = await startTcpProxy(REDIS)
const redis = new Redis({ ...REDIS, lazyConnect: true })
if (reachable) await redis.connect()

let cms: TestCms
let client: AccountTestCms['client']
if (reachable)
  useAccountCms((started) => ({ cms, client } = started), { REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_KEY_PREFIX: prefix })

afterAll(async () => {
  const keys = reachable ? await redis.keys(`${prefix}*`) : []
  if (keys.length > 0) await redis.del(...keys)
  redis.disconnect()
  await proxy.stop()
})

const WRONG = 'Fout!2026wachtwoord'
const { max, windowMs } = ACCOUNT_THROTTLE.loginFailuresPerAccountAndIp

/** The same limiter as the CMS's, created in this test process: another "instance" of the CMS. */
function otherInstanceLimiter() {
  useLimiterStore(redisStore(redis, prefix))
  return new Limiter({ name: 'account:loginFailuresPerAccountAndIp', points: max, windowMs })
}

const login = (email: string, password: string, ip: string) => client.post(ACCOUNT_API.login, { email, password }, { ip })

describe.skipIf(!reachable)('rate limits with REDIS_URL', () => {
  it('the counts live in Redis: another instance sees the wrong passwords counted here, and what it counts throttles here', async () => {
    const member = await createMember(cms)
    const attacker = freshIp()
    for (let index = 0; index < 2; index++) expect((await login(member.email, WRONG, attacker)).status).toBe(401)

    const limiter = otherInstanceLimiter()
    const pair = accountAndIp(member.email, attacker)
    expect(await limiter.count(pair)).toBe(2)
    // Stored under the key's SHA-256: no e-mail address or IP in Redis.
    const key = `${prefix}rl:account:loginFailuresPerAccountAndIp:${redisLimiterKey(pair)}`
    expect(await redis.get(key)).toBe('2')
    const written = await redis.keys(`${prefix}*`)
    expect(written.length).toBeGreaterThan(0)
    expect(written.join('\n')).not.toContain('@')
    expect(written.join('\n')).not.toContain(attacker)
    const ttl = await redis.pttl(key)
    expect(ttl).toBeGreaterThan(windowMs - 60_000)
    expect(ttl).toBeLessThanOrEqual(windowMs)

    // The other instance counts the rest of the attacker's attempts...
    for (let index = 2; index < max; index++) expect(await limiter.hit(pair)).toBe(true)
    // ...and this instance refuses even the right password from the attacker's IP, while the member gets in from elsewhere.
    const refused = await login(member.email, member.password, attacker)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe(String(windowMs / 1000))
    expect((await login(member.email, member.password, freshIp())).status).toBe(200)
  })

  it("Strapi's admin-panel login limit counts in Redis too: tries another instance counted refuse here", async () => {
    const email = freshEmail('beheer')
    const ip = freshIp()
    const adminLogin = () =>
      fetch(`${cms.url}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
        body: JSON.stringify({ email, password: WRONG }),
      }).then((response) => response.status)
    for (let index = 0; index < 2; index++) expect(await adminLogin()).toBe(400)

    // Strapi's key (koa2-ratelimit): e-mail address, path and IP; stored as its SHA-256.
    const strapiKey = `${email}:/admin/login:${ip}|${ip}`
    const stored = `${prefix}rl:admin:login:${redisLimiterKey(strapiKey)}`
    expect(await redis.get(stored)).toBe('2')
    expect(await redis.pttl(stored)).toBeGreaterThan(4 * 60_000)

    // Another instance counts three more; the next try here is the sixth: refused.
    useLimiterStore(redisStore(redis, prefix))
    const otherInstance = new SharedKoaRateLimitStore('admin:login')
    expect((await otherInstance.incr(strapiKey, { interval: 5 * 60_000, max: 5 }, 3)).counter).toBe(5)
    expect(await adminLogin()).toBe(429)
  })

  it(`parallel wrong guesses from one IP get at most ${max} password checks (the count is atomic in Redis)`, async () => {
    const member = await createMember(cms)
    const ip = freshIp()
    const answers = await Promise.all(Array.from({ length: max * 3 }, () => login(member.email, WRONG, ip)))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(max * 2)
  })

  it('while Redis is unreachable logins still work and are still throttled (in this instance), and counting returns to Redis once it is back', async () => {
    const member = await createMember(cms)
    const logs = captureLogs(cms.strapi)
    await proxy.cut()
    try {
      // The CMS's client has noticed the dropped connection: it says so once (src/lib/redis.ts).
      await expect
        .poll(() => logs.entries.some((entry) => entry.message.includes('is unreachable')), { interval: 20, timeout: 5000 })
        .toBe(true)
      const attacker = freshIp()
      for (let index = 0; index < max; index++) expect((await login(member.email, WRONG, attacker)).status).toBe(401)
      expect((await login(member.email, member.password, attacker)).status).toBe(429)
      expect((await login(member.email, member.password, freshIp())).status).toBe(200)
      // Nothing of this reached Redis.
      expect(
        await redis.exists(`${prefix}rl:account:loginFailuresPerAccountAndIp:${redisLimiterKey(accountAndIp(member.email, attacker))}`),
      ).toBe(0)
    } finally {
      await proxy.restore()
    }

    // Back: the CMS reconnects on its own (within about 2 s) and counts in Redis again.
    const until = Date.now() + 15_000
    let stored: string | null = null
    while (Date.now() < until && stored === null) {
      const ip = freshIp()
      expect((await login(member.email, WRONG, ip)).status).toBe(401)
      stored = await redis.get(`${prefix}rl:account:loginFailuresPerAccountAndIp:${redisLimiterKey(accountAndIp(member.email, ip))}`)
      if (stored === null) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(stored).not.toBeNull()
  })
})

describe('REDIS_URL validation', () => {
  it('unset or empty: no Redis (counts in memory); a redis:// or rediss:// URL is taken with the default or given key prefix', () => {
    expect(redisSettings({})).toBeUndefined()
    expect(redisSettings({ REDIS_URL: ' ' })).toBeUndefined()
    expect(redisSettings({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ url: 'redis://127.0.0.1:6379', keyPrefix: 'talentstad:' })
    expect(redisSettings({ REDIS_URL: 'rediss://user:geheim@redis.example.nl:6380/2', REDIS_KEY_PREFIX: 'stad-a:' })).toEqual({
      url: 'rediss://user:geheim@redis.example.nl:6380/2',
      keyPrefix: 'stad-a:',
    })
  })

  it('a malformed value stops the start-up with a message naming the variable, never a silent fallback to memory', () => {
    for (const value of ['127.0.0.1:6379', 'http://127.0.0.1:6379', 'redis://', 'redis://host:6379/cache', 'niet een url']) {
      expect(() => redisSettings({ REDIS_URL: value }), value).toThrow(/REDIS_URL/)
    }
    expect(() => redisSettings({ REDIS_URL: 'redis://host', REDIS_KEY_PREFIX: 'met spatie' })).toThrow(/REDIS_KEY_PREFIX/)
  })

  it('log lines show the address without its password', () => {
    expect(redactedRedisUrl('rediss://user:geheim@redis.example.nl:6380/2')).toBe('rediss://user:***@redis.example.nl:6380/2')
  })
})
