import { Agent, setGlobalDispatcher } from 'undici'
import { afterAll, afterEach, beforeEach, vi } from 'vitest'
import { restoreClock } from './clock'

// A test fails on an unexpected console.error or on an error Strapi logs while it runs (its logger
// writes to globalThis.__strapiErrors in tests, see config/logger.ts).
const strapiErrors = () => ((globalThis as { __strapiErrors?: string[] }).__strapiErrors ??= [])
let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  strapiErrors().length = 0
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  errors.push(...strapiErrors().map((line) => [`Strapi logged: ${line}`]))
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.map((args) => args.map(String).join(' ')).join('\n')}`)
  }
})

// A file that moved the clock (tests/clock.ts) leaves the real one to the next file of its process.
afterAll(restoreClock)

// A new connection for each request. The CMS under test runs in the test's own process, so seconds
// of in-process work (password hashing, a boot) block the client and the server alike; when the
// loop comes back, a request can go out on a kept-alive connection in the same turn in which the
// server's keep-alive timer (5 s) closes it, and the request dies with ECONNRESET. On localhost a
// connection costs next to nothing. A test of keep-alive itself passes its own dispatcher.
setGlobalDispatcher(new Agent({ pipelining: 0 }))
