import { ACCOUNT_API } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_THROTTLE } from '../src/api/account/utils/throttle'
import { parseTrustedProxies, PROXY_SECRET_HEADER } from '../src/middlewares/client-ip'
import { freshEmail, freshIp, useAccountCms } from './account-helpers'
import type { TestCms } from './strapi'

const SECRET = 'test-only-proxy-secret-5f1c2a'
let cms: TestCms

// IS_PROXIED=true as in production, but loopback (where the test calls from) is not a trusted
// proxy: only the secret makes X-Forwarded-For count.
useAccountCms((started) => ({ cms } = started), { TRUSTED_PROXIES: '', CMS_PROXY_SECRET: SECRET })

const { max } = ACCOUNT_THROTTLE.mailRequestPerIp

function post(path: string, forwardedFor: string, secret?: string) {
  return fetch(`${cms.url}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': forwardedFor,
      ...(secret === undefined ? {} : { [PROXY_SECRET_HEADER]: secret }),
    },
    body: JSON.stringify({ email: freshEmail() }),
  })
}

describe('client IP: X-Forwarded-For counts only from the site', () => {
  it(`without the secret, ${max + 1} requests with as many forged IPs share the caller's own per-IP limit`, async () => {
    const statuses: number[] = []
    for (let index = 0; index <= max; index++) statuses.push((await post(ACCOUNT_API.forgotPassword, freshIp())).status)
    expect(statuses).toEqual([...Array(max).fill(200), 429])
  })

  it('with a wrong secret (one character off, or a different length) the forged IPs count for nothing either', async () => {
    const wrong = [`${SECRET.slice(0, -1)}x`, `${SECRET}x`, '']
    const statuses: number[] = []
    for (let index = 0; index <= max; index++) {
      statuses.push((await post(ACCOUNT_API.resendActivation, `${freshIp()}, ${freshIp()}`, wrong[index % wrong.length])).status)
    }
    expect(statuses).toEqual([...Array(max).fill(200), 429])
  })

  it('with the right secret each forwarded IP (the right-most entry) has its own count', async () => {
    // The socket address used up its forgot-password count above; forwarded visitors have their own.
    for (let index = 0; index < max + 1; index++) {
      expect((await post(ACCOUNT_API.forgotPassword, freshIp(), SECRET)).status).toBe(200)
    }
    const visitor = freshIp()
    const statuses: number[] = []
    for (let index = 0; index <= max; index++) {
      // What a browser put in front of the site's entry does not give it a fresh count.
      statuses.push((await post(ACCOUNT_API.forgotPassword, `${freshIp()}, ${visitor}`, SECRET)).status)
    }
    expect(statuses).toEqual([...Array(max).fill(200), 429])
  })
})

describe('answers', () => {
  it('never carry X-Powered-By (content, errors, account endpoints, health)', async () => {
    const answers = await Promise.all([
      fetch(`${cms.url}/api/content-items?pagination[pageSize]=1`),
      fetch(`${cms.url}/api/niet-bestaand`),
      fetch(`${cms.url}/api${ACCOUNT_API.login}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
      fetch(`${cms.url}/_health`),
      fetch(`${cms.url}/admin`),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 400, 204, 404])
    for (const answer of answers) expect(answer.headers.get('x-powered-by')).toBeNull()
  })
})

describe('TRUSTED_PROXIES', () => {
  it('reads addresses and CIDR ranges, IPv4-mapped IPv6 included, and refuses anything else', () => {
    const list = parseTrustedProxies(' 10.0.0.5, 192.168.0.0/16 ,::1')
    expect(list.check('10.0.0.5', 'ipv4')).toBe(true)
    expect(list.check('10.0.0.6', 'ipv4')).toBe(false)
    expect(list.check('192.168.44.1', 'ipv4')).toBe(true)
    expect(list.check('::1', 'ipv6')).toBe(true)
    expect(parseTrustedProxies('').check('127.0.0.1', 'ipv4')).toBe(false)
    expect(() => parseTrustedProxies('site.internal')).toThrow(/TRUSTED_PROXIES/)
  })
})
