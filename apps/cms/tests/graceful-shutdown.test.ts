import { spawn, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import path from 'node:path'
import { Agent } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from './free-port'

// SIGTERM to the CMS as the e2e starts it (`npm run start:test`: compiled server, NODE_ENV=production,
// JSON logs): it stops accepting, lets the requests in flight finish (up to SHUTDOWN_TIMEOUT_MS),
// closes the database and exits 0. start:test always runs the CMS on SQLite (like the e2e), so the
// PostgreSQL run of the suite would repeat the SQLite one: it is run once, without DATABASE_URL.
const onPostgres = Boolean(process.env.DATABASE_URL)
const appDir = path.resolve(__dirname, '..')
const SHUTDOWN_TIMEOUT_MS = 4000
// The requests in flight ask to keep their connection (tests/setup.ts closes each one otherwise), so
// the CMS's `connection: close` is its own.
const keptAlive = new Agent()

type Line = { level?: string; message?: string; at: number }
let child: ChildProcess | undefined
let url = ''
const lines: Line[] = []
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>

beforeAll(async () => {
  if (onPostgres) return
  const port = await freePort()
  url = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, ['scripts/start-test.mjs'], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      CMS_SKIP_COMPILE: 'true',
      // No admin panel (and so no build of it) for this test.
      E2E_ADMIN_PANEL: 'false',
      PORT: String(port),
      CMS_TEST_ROUTES: 'true',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      STRAPI_LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
    },
  })
  exited = new Promise((resolve) => child!.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })))
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString()
    const complete = pending.split('\n')
    pending = complete.pop() ?? ''
    for (const text of complete) {
      try {
        lines.push({ ...(JSON.parse(text) as Omit<Line, 'at'>), at: Date.now() })
      } catch {
        lines.push({ message: text, at: Date.now() })
      }
    }
  })
  child.stderr!.on('data', (chunk: Buffer) => lines.push({ level: 'stderr', message: chunk.toString(), at: Date.now() }))
  const deadline = Date.now() + 150_000
  for (;;) {
    const ready = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`the CMS did not start:\n${lines.map((line) => line.message).join('\n')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
})
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** Whether a new TCP connection to the CMS port is refused. */
const refused = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

describe.skipIf(onPostgres)('graceful shutdown of the CMS on SIGTERM (start:test runs on SQLite only)', () => {
  it('finishes the request in flight, refuses new connections, cuts off what outlasts the deadline, closes the database and exits 0', async () => {
    expect(await refused()).toBe(false)
    // One request that finishes within the deadline, one that would outlast it. Both ask the
    // database after waiting.
    const started = Date.now()
    const quick = fetch(`${url}/api/health/test-slow?ms=3000`, { dispatcher: keptAlive }).then(async (response) => ({
      status: response.status,
      body: await response.json(),
      connection: response.headers.get('connection'),
      at: Date.now(),
    }))
    const tooSlow = fetch(`${url}/api/health/test-slow?ms=10000`, { dispatcher: keptAlive }).then(
      (response) => response.status,
      (error: Error) => error,
    )
    // Both requests are in flight in the CMS (each logs as it starts waiting).
    await expect.poll(() => lines.filter((line) => line.message?.startsWith('Slow test request')).length, { timeout: 10_000 }).toBe(2)

    const signalledAt = Date.now()
    child!.kill('SIGTERM')
    // New connections are refused soon after the signal (polled: start-test.mjs passes it on).
    await expect.poll(refused, { timeout: 3000, interval: 100 }).toBe(true)

    const answer = await quick
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok', waitedMs: 3000 }, connection: 'close' })
    expect(answer.at - started).toBeGreaterThanOrEqual(3000)
    // Cut off at the deadline, not waited for.
    expect(await tooSlow).toBeInstanceOf(Error)

    const exit = await exited
    expect(exit).toMatchObject({ code: 0, signal: null })
    expect(exit.at - signalledAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 5000)
    expect(exit.at - signalledAt).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_MS - 600)

    const messages = lines.map((line) => line.message ?? '')
    const index = (text: string) => messages.findIndex((message) => message.startsWith(text))
    expect(messages).toContain(`Shutting down: no new connections; waiting up to ${SHUTDOWN_TIMEOUT_MS} ms for 2 request(s) in flight`)
    expect(messages).toContain(`Shutting down: 1 request(s) still in flight after ${SHUTDOWN_TIMEOUT_MS} ms are cut off`)
    // The database closes after the drain (Strapi's destroy), then the process ends.
    expect(index('Shut down: requests drained, connections and database closed')).toBeGreaterThan(index('Shutting down: 1 request'))
    // No error (Node's own warnings on stderr, such as deprecations, are not the CMS's).
    expect(
      lines.filter(
        (line) => line.level === 'error' || (line.level === 'stderr' && !/(Deprecation|Experimental)Warning|--trace-/.test(line.message)),
      ),
    ).toEqual([])
  })
})
