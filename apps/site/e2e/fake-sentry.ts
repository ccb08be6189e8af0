import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib'
import { listenLocal } from './fake-server'

/**
 * A local stand-in for Sentry's ingestion API, so the real SDKs (the site's server, and the browser
 * through the site's tunnel) can be pointed at it with `SENTRY_DSN = fake.dsn`:
 *
 * - `POST /api/<project>/envelope/` takes an envelope like Sentry (newline-separated JSON: the
 *   envelope header, then per item an item header and its payload; the body may be gzip'ed, as the
 *   Node SDK sends large ones). Authentication as Sentry does it: `sentry_key` in the query, an
 *   `X-Sentry-Auth` header, or the `dsn` in the envelope header must name the project's public key
 *   (else 401); another project id is 404. Answers `200 {"id": "<event id>"}`.
 * - `GET /__fake/envelopes` lists what arrived (parsed), `DELETE /__fake/envelopes` forgets it:
 *   for a test in another process than the fake (the Playwright config starts it as a web server).
 *   `?containing=<text>` lists only the envelopes whose body holds that text (a trace id, an event id,
 *   a marker): the e2e run traces every request, and the whole list grows to many megabytes.
 *
 * Usable from vitest and Playwright alike (plain node:http). The Playwright config compiles it with
 * esbuild and runs it as a web server on E2E_SENTRY_PORT (Node 20 cannot run TypeScript itself).
 */

export type FakeSentryItem = { header: { type?: string; [key: string]: unknown }; payload: unknown; raw: string }
export type FakeSentryEnvelope = {
  /** The envelope header: `event_id`, `dsn`, `sent_at`, `sdk`, `trace` (the dynamic sampling context). */
  header: { dsn?: string; event_id?: string; trace?: { trace_id?: string }; [key: string]: unknown }
  items: FakeSentryItem[]
  /** The body as it arrived (decompressed), to assert that some text never arrives. */
  raw: string
  receivedAt: number
}

export type FakeSentryOptions = { port?: number; publicKey?: string; projectId?: string }

export const FAKE_SENTRY_PUBLIC_KEY = 'e2efakepublickey0123456789abcdef'
export const FAKE_SENTRY_PROJECT_ID = '4242'
/** The e2e run's fake, started by playwright.config.ts; the e2e site's SENTRY_DSN points to it. */
export const E2E_SENTRY_PORT = Number(process.env.E2E_SENTRY_PORT ?? Number(process.env.E2E_CMS_PORT ?? 1337) + 7)
export const E2E_SENTRY_URL = `http://127.0.0.1:${E2E_SENTRY_PORT}`
export const E2E_SENTRY_DSN = `http://${FAKE_SENTRY_PUBLIC_KEY}@127.0.0.1:${E2E_SENTRY_PORT}/${FAKE_SENTRY_PROJECT_ID}`

/** Parses one envelope (Sentry's format: https://develop.sentry.dev/sdk/data-model/envelopes/). */
export function parseEnvelope(raw: string): Omit<FakeSentryEnvelope, 'receivedAt'> {
  let rest = raw
  const nextLine = () => {
    const end = rest.indexOf('\n')
    const line = end === -1 ? rest : rest.slice(0, end)
    rest = end === -1 ? '' : rest.slice(end + 1)
    return line
  }
  const header = JSON.parse(nextLine()) as FakeSentryEnvelope['header']
  const items: FakeSentryItem[] = []
  while (rest.trim()) {
    const itemHeader = JSON.parse(nextLine()) as FakeSentryItem['header']
    let payloadText: string
    if (typeof itemHeader.length === 'number') {
      const bytes = Buffer.from(rest, 'utf8')
      payloadText = bytes.subarray(0, itemHeader.length).toString('utf8')
      rest = bytes.subarray(itemHeader.length).toString('utf8').replace(/^\n/, '')
    } else {
      payloadText = nextLine()
    }
    let payload: unknown = payloadText
    try {
      payload = JSON.parse(payloadText)
    } catch {
      // Attachments and replays are not JSON; keep the text.
    }
    items.push({ header: itemHeader, payload, raw: payloadText })
  }
  return { header, items, raw }
}

export type FakeSentry = Awaited<ReturnType<typeof startFakeSentry>>

export async function startFakeSentry(options: FakeSentryOptions = {}) {
  const publicKey = options.publicKey ?? FAKE_SENTRY_PUBLIC_KEY
  const projectId = options.projectId ?? FAKE_SENTRY_PROJECT_ID
  const envelopes: FakeSentryEnvelope[] = []

  const readBody = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => resolve(Buffer.concat(chunks)))
      request.on('error', reject)
    })

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }

  function decode(body: Buffer, encoding: string | undefined) {
    if (encoding === 'gzip') return gunzipSync(body)
    if (encoding === 'deflate') return inflateSync(body)
    if (encoding === 'br') return brotliDecompressSync(body)
    return body
  }

  async function envelope(request: IncomingMessage, response: ServerResponse, url: URL, project: string) {
    if (project !== projectId) return json(response, 404, { detail: 'project not found' })
    let parsed: Omit<FakeSentryEnvelope, 'receivedAt'>
    try {
      parsed = parseEnvelope(decode(await readBody(request), request.headers['content-encoding']).toString('utf8'))
    } catch {
      return json(response, 400, { detail: 'invalid envelope' })
    }
    const authHeader = String(request.headers['x-sentry-auth'] ?? '')
    const keys = [url.searchParams.get('sentry_key'), /sentry_key=([^,\s]+)/.exec(authHeader)?.[1]]
    if (parsed.header.dsn) keys.push(decodeURIComponent(new URL(parsed.header.dsn).username))
    if (!keys.includes(publicKey)) return json(response, 401, { detail: 'missing or wrong sentry_key' })
    envelopes.push({ ...parsed, receivedAt: Date.now() })
    json(response, 200, { id: parsed.header.event_id ?? null })
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const match = /^\/api\/([^/]+)\/envelope\/?$/.exec(url.pathname)
    if (request.method === 'POST' && match) {
      envelope(request, response, url, match[1]!).catch(() => json(response, 500, { detail: 'fake failure' }))
      return
    }
    if (url.pathname === '/__fake/envelopes' && request.method === 'GET') {
      const containing = url.searchParams.get('containing')
      return json(response, 200, containing ? envelopes.filter((item) => item.raw.includes(containing)) : envelopes)
    }
    if (url.pathname === '/__fake/envelopes' && request.method === 'DELETE') {
      envelopes.length = 0
      return json(response, 200, { ok: true })
    }
    if (url.pathname === '/__fake/health') return json(response, 200, { ok: true })
    json(response, 404, { detail: 'not found' })
  })

  const origin = await listenLocal(server, options.port)

  return {
    origin,
    /** Give this to the SDK or the site (`SENTRY_DSN`). */
    dsn: `http://${publicKey}@${origin.slice('http://'.length)}/${projectId}`,
    /** Every accepted envelope, oldest first. */
    envelopes,
    reset() {
      envelopes.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

// `node fake-sentry.mjs --port <port>` (this file compiled by esbuild): on its own, for the Playwright config.
const portFlag = process.argv.indexOf('--port')
if (portFlag !== -1 && process.argv[1] && /fake-sentry[^/]*\.m?[jt]s$/.test(process.argv[1])) {
  const fake = await startFakeSentry({ port: Number(process.argv[portFlag + 1]) })
  console.log(`fake Sentry on ${fake.origin}, DSN ${fake.dsn}`)
}
