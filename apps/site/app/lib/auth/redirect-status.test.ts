import { beforeAll, describe, expect, it } from 'vitest'
import { authRedirect, redirectStatusFor } from './redirect-status'

const SITE = 'http://127.0.0.1:3999'
let requireUser: typeof import('./auth.server').requireUser

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CMS_URL = 'http://127.0.0.1:9'
  ;({ requireUser } = await import('./auth.server'))
})

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
  throw new Error('expected a thrown response')
}

describe('redirect status codes of the auth flows (spec 9: 303, 307, 308)', () => {
  it('keeps the method of a GET with 307 and answers every other method with 303, never 302', () => {
    expect(redirectStatusFor('GET')).toBe(307)
    expect(redirectStatusFor('head')).toBe(307)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) expect(redirectStatusFor(method)).toBe(303)
    expect(authRedirect(new Request(`${SITE}/x`), '/y').status).toBe(307)
    expect(authRedirect(new Request(`${SITE}/x`, { method: 'POST' }), '/y').status).toBe(303)
  })

  it('sends a visitor without a session from a page to the sign-in with 307, from a form POST with 303', async () => {
    const page = await thrown(requireUser(new Request(`${SITE}/profiel?tab=1`)))
    expect(page.status).toBe(307)
    const location = new URL(page.headers.get('location')!, SITE)
    expect(location.pathname).toBe('/api/auth/signin')
    expect(location.searchParams.get('error')).toBe('SessionRequired')
    expect(location.searchParams.get('callbackUrl')).toBe(`${SITE}/profiel?tab=1`)
    const form = await thrown(requireUser(new Request(`${SITE}/profiel`, { method: 'POST', body: 'a=b' })))
    expect(form.status).toBe(303)
  })
})
