import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'
import { afterEach, describe, expect, it } from 'vitest'
import { serversClosedAfterEach } from '../tests/listen'

const here = new URL('.', import.meta.url).href

/**
 * A child process that runs the site's server pieces as server.js wires them: the request logger,
 * /readyz against the CMS at CMS_URL, and the graceful shutdown on SIGTERM.
 */
const SERVER = `
import { createServer } from 'node:http'
import express from 'express'
import { createLogger, requestLogger } from '${here}logger.js'
import { readiness } from '${here}readiness.js'
import { gracefulShutdown } from '${here}shutdown.js'
const logger = createLogger({ level: 'debug', pretty: false })
const app = express()
app.use(requestLogger(logger))
app.get('/readyz', readiness({ cmsUrl: process.env.CMS_URL, logger, timeoutMs: 5000 }))
const server = createServer(app).listen(0, '127.0.0.1', () => logger.info({ port: server.address().port }, 'listening'))
gracefulShutdown(server, { logger, timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS) })
`

const children: ChildProcess[] = []
const listen = serversClosedAfterEach()
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/**
 * A CMS that holds its readiness answer until the test releases it: `asked` resolves when the site's
 * request arrived, `release()` sends the answer. No request is timed; the test says when.
 */
async function heldCms() {
  let arrived: () => void = () => {}
  const asked = new Promise<void>((resolve) => (arrived = resolve))
  const held: Array<() => void> = []
  const server = createServer((_req, res) => {
    arrived()
    held.push(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'))
  })
  const url = await listen(server)
  return { url, asked, release: () => held.splice(0).forEach((answer) => answer()) }
}

async function startSite(cmsUrl: string, shutdownTimeoutMs: number) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER], {
    env: { ...process.env, CMS_URL: cmsUrl, SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs), NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  let output = ''
  const lines = () =>
    output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
  const waiting: Array<{ msg: string; found: () => void }> = []
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk
    for (const wait of waiting.splice(0)) {
      if (lines().some((line) => line.msg === wait.msg)) wait.found()
      else waiting.push(wait)
    }
  })
  /** Resolves when the site has logged this message. */
  const logged = (msg: string) =>
    new Promise<void>((resolve) => {
      if (lines().some((line) => line.msg === msg)) resolve()
      else waiting.push({ msg, found: resolve })
    })
  const port = await new Promise<number>((resolve, reject) => {
    void logged('listening').then(() => resolve(lines().find((line) => line.msg === 'listening')!.port as number))
    child.once('exit', (code) => reject(new Error(`the site exited early (${code})`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${port}`, exited, lines, logged }
}

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes the request that is running, refuses new connections, and exits 0', async () => {
    const cms = await heldCms()
    const site = await startSite(cms.url, 10_000)
    const slow = fetch(`${site.url}/readyz`)
    await cms.asked
    const signalled = Date.now()
    site.child.kill('SIGTERM')
    // Once it says it is shutting down, it takes no new connection while the first request still runs.
    await site.logged('shutting down: finishing running requests')
    await expect(fetch(`${site.url}/readyz`)).rejects.toThrow()

    cms.release()
    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', checks: { cms: 'ok' } })
    expect(await site.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(5000)
    const messages = site.lines().map((line) => line.msg)
    expect(messages).toEqual(expect.arrayContaining(['shutting down: finishing running requests', 'request', 'shut down']))
  })

  it('past the deadline cuts what is still running and exits 1', async () => {
    // The CMS never answers: the request runs past the 500 ms deadline.
    const cms = await heldCms()
    const site = await startSite(cms.url, 500)
    const slow = fetch(`${site.url}/readyz`).then(
      (response) => response.status,
      () => 'cut',
    )
    await cms.asked
    const signalled = Date.now()
    site.child.kill('SIGTERM')
    expect(await site.exited).toBe(1)
    expect(Date.now() - signalled).toBeLessThan(2000)
    expect(await slow).toBe('cut')
  })
})
