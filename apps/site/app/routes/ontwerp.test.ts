import { beforeEach, describe, expect, it, vi } from 'vitest'
import { parseEnv, type Env } from '~/lib/env.server'

// /ontwerp is not part of the product: a 404 unless development or DESIGN_SYSTEM_PAGE=true.
let env: Env
vi.mock('~/lib/env.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('~/lib/env.server')>()),
  getEnv: () => env,
}))
const { loader } = await import('./ontwerp')

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), CMS_WEBHOOK_SECRET: 'w'.repeat(24) }

/** The status the loader answers with: a thrown response (404) or the data it returns. */
function status() {
  try {
    const result = loader() as unknown as { init?: ResponseInit | null }
    return result.init?.status ?? 200
  } catch (error) {
    return (error as { init?: ResponseInit }).init?.status
  }
}

describe('/ontwerp loader', () => {
  beforeEach(() => {
    env = parseEnv(PRODUCTION)
  })

  it('is a 404 in production without the flag (the default)', () => {
    expect(env.DESIGN_SYSTEM_PAGE).toBe('false')
    expect(status()).toBe(404)
    env = parseEnv({ ...PRODUCTION, DESIGN_SYSTEM_PAGE: 'false' })
    expect(status()).toBe(404)
    env = parseEnv({ ...PRODUCTION, NODE_ENV: 'test' })
    expect(status()).toBe(404)
  })

  it('is served in production only with DESIGN_SYSTEM_PAGE=true, and never indexed', () => {
    env = parseEnv({ ...PRODUCTION, DESIGN_SYSTEM_PAGE: 'true' })
    expect(status()).toBe(200)
    const result = loader() as unknown as { init?: ResponseInit | null }
    expect(new Headers(result.init?.headers).get('X-Robots-Tag')).toBe('noindex')
  })

  it('is served in development', () => {
    env = parseEnv({})
    expect(env.NODE_ENV).toBe('development')
    expect(status()).toBe(200)
  })

  it('refuses a flag value that is not true or false', () => {
    expect(() => parseEnv({ ...PRODUCTION, DESIGN_SYSTEM_PAGE: 'yes' })).toThrowError(/DESIGN_SYSTEM_PAGE/)
  })
})
