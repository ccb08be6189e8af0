import { describe, expect, it } from 'vitest'
import { createCmsCache } from './cache.server'
import { bearerToken, handleCmsEvent, secretMatches } from './events.server'

const SECRET = 'a-webhook-secret-of-some-length'

function post(body: unknown, authorization?: string, method = 'POST') {
  return new Request('http://site.test/api/cms-events', {
    method,
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}

async function filledCache() {
  const cache = createCmsCache()
  await cache.get('/content-items', ['content-item'], async () => 'items')
  await cache.get('/organizations', ['organization'], async () => 'orgs')
  return cache
}

describe('POST /api/cms-events', () => {
  it('invalidates the named models with the right secret', async () => {
    const cache = await filledCache()
    const result = await handleCmsEvent(post({ models: ['content-item'] }, `Bearer ${SECRET}`), {
      secret: SECRET,
      invalidate: cache.invalidate,
    })
    expect(result).toEqual({ status: 200, body: { ok: true, invalidated: 1 } })
    expect(cache.has('/content-items')).toBe(false)
    expect(cache.has('/organizations')).toBe(true)
  })

  it('answers 401 without a secret, with a wrong one or another scheme, and invalidates nothing', async () => {
    const cache = await filledCache()
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${SECRET}`, `Bearer ${SECRET}x`, `Bearer ${SECRET.slice(0, -1)}`]) {
      const result = await handleCmsEvent(post({ models: ['content-item'] }, authorization), {
        secret: SECRET,
        invalidate: cache.invalidate,
      })
      expect(result.status, String(authorization)).toBe(401)
    }
    expect(cache.size).toBe(2)
  })

  it('answers 400 to a body that is not {models: string[]}', async () => {
    const cache = await filledCache()
    for (const body of ['not json', { models: [] }, { models: 'content-item' }, { other: 1 }]) {
      const result = await handleCmsEvent(post(body, `Bearer ${SECRET}`), { secret: SECRET, invalidate: cache.invalidate })
      expect(result.status).toBe(400)
    }
    expect(cache.size).toBe(2)
  })

  it('only takes POST', async () => {
    const result = await handleCmsEvent(post(undefined, `Bearer ${SECRET}`, 'GET'), {
      secret: SECRET,
      invalidate: createCmsCache().invalidate,
    })
    expect(result.status).toBe(405)
  })
})

describe('secret helpers', () => {
  it('compares whole secrets', () => {
    expect(secretMatches(SECRET, SECRET)).toBe(true)
    expect(secretMatches('', SECRET)).toBe(false)
    expect(secretMatches(SECRET.toUpperCase(), SECRET)).toBe(false)
  })

  it('reads a bearer token', () => {
    expect(bearerToken('Bearer abc')).toBe('abc')
    expect(bearerToken('bearer abc')).toBe('abc')
    expect(bearerToken('Bearer a b')).toBeUndefined()
    expect(bearerToken(null)).toBeUndefined()
  })
})
