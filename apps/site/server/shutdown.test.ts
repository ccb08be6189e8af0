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

/** A CMS whose readiness answer takes `delayMs`; `asked` resolves when the site's request arrived. */
async function slowCms(delayMs: number) {
  let arrived: () => void = () => {}
  const asked = new Promise<void>((resolve) => (arrived = resolve))
  const server = createServer((_req, res) => {
    arrived()
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'), delayMs)
  })
  return { url: await listen(server), asked }
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
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const listening = lines().find((line) => line.msg === 'listening')
      if (listening) resolve(listening.port as number)
    })
    child.once('exit', (code) => reject(new Error(`the site exited early (${code})`)))
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, url: `http://127.0.0.1:${port}`, exited, lines }
}

describe('graceful shutdown (SIGTERM)', () => {
  it('finishes the request that is running, refuses new connections, and exits 0', async () => {
    const cms = await slowCms(1500)
    const site = await startSite(cms.url, 10_000)
    const slow = fetch(`${site.url}/readyz`)
    await cms.asked
    const signalled = Date.now()
    site.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(fetch(`${site.url}/readyz`)).rejects.toThrow()

    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', checks: { cms: 'ok' } })
    expect(await site.exited).toBe(0)
    expect(Date.now() - signalled).toBeLessThan(5000)
    const messages = site.lines().map((line) => line.msg)
    expect(messages).toEqual(expect.arrayContaining(['shutting down: finishing running requests', 'request', 'shut down']))
  })

  it('past the deadline cuts what is still running and exits 1', async () => {
    const cms = await slowCms(4000)
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
