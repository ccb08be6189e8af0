import { config } from 'zod'
import { describe, expect, it } from 'vitest'
import { makeZodJitless } from './zod-in-browser'

describe('makeZodJitless', () => {
  it("sets zod's own configuration, the one z.config() reads, without importing zod", () => {
    const before = config().jitless
    try {
      makeZodJitless(globalThis as Parameters<typeof makeZodJitless>[0])
      expect(config().jitless).toBe(true)
    } finally {
      config({ jitless: before })
    }
  })

  it('prepares the configuration zod will take up when it loads later', () => {
    const scope: Parameters<typeof makeZodJitless>[0] = {}
    makeZodJitless(scope)
    expect(scope).toEqual({ __zod_globalConfig: { jitless: true } })
  })
})
