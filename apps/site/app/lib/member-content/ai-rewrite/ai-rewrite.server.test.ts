import { createRequestContext } from '~/lib/http/request-info.server'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeReadableStreamToWritable } from '@react-router/node'
import { EditorBlockSchema, MESSAGES, type EditorBlock, BODY_MESSAGES, CONTENT_MESSAGES } from '@talentstad/types'
import compression from 'compression'
import express from 'express'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AiRewrite, readRewriteBody, suggestionToBlocks } from '~/components/member-content/ai-rewrite'
import { AI_REWRITE_TRAILER } from './protocol'
import { FAKE_OPENAI_DEFAULT_REPLY, startFakeOpenAi, type FakeOpenAi } from '../../../../e2e/fake-openai'
import { CROSS_SITE_MESSAGE } from '~/lib/http/same-origin.server'
import { requestGuard } from '~/lib/http/request-guard.server'
import { getPublicEnv, parseEnv } from '~/lib/env.server'
import { RewriteBudgets } from './budgets.server'
import { aiRewriteConfig, isAiRewriteEnabled, type AiRewriteConfig } from './config.server'
import { AI_REWRITE_MESSAGES } from './errors.server'
import { REWRITE_INSTRUCTIONS } from './prompt.server'
import { parseRewriteInput, readRewriteRequest } from './request.server'
import { rewriteResponse } from './response.server'
import { neverConnected, streamRewrite } from './stream.server'
import { REDACTED } from '../personal-data.server'

// The real openai SDK against a real local server that speaks the chat-completions protocol
// (e2e/fake-openai.ts). The route's session part needs the CMS: the e2e run covers a member's
// rewrite; here the route is tested up to the session check (anonymous, off, wrong method).

let fake: FakeOpenAi
let config: AiRewriteConfig

beforeAll(async () => {
  fake = await startFakeOpenAi({ chunkSize: 8, chunkDelayMs: 2 })
  config = {
    baseURL: fake.baseURL,
    apiKey: fake.apiKey,
    model: 'fake-model',
    perHour: 5,
    perAddressPerHour: 50,
    platformPerDay: 500,
    timeoutMs: 400,
  }
})
afterAll(() => fake.close())
afterEach(() => fake.reset())

const blocks = (...paragraphs: string[]): EditorBlock[] =>
  paragraphs.map((text) => ({ type: 'paragraph', children: [{ type: 'text', text }] }))
const INPUT = { title: 'Tester gezocht voor onze app', text: 'Wij zoeken testers voor een app over afval scheiden.' }

/** Reads a stream chunk by chunk, as the browser does. */
async function readAll(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const parts: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(decoder.decode(value, { stream: true }))
  }
  return { parts, text: parts.join('') }
}

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {})
}

describe('the request body', () => {
  it('takes the plain text of the blocks and the title', () => {
    const body: EditorBlock[] = [
      ...blocks('Eerste alinea.'),
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'punt een' }] }] },
      { type: 'paragraph', children: [{ type: 'link', url: 'mailto:geheim@example.nl', children: [{ type: 'text', text: 'mail mij' }] }] },
    ]
    expect(parseRewriteInput({ title: ' Titel ', body })).toEqual({
      ok: true,
      input: { title: 'Titel', text: 'Eerste alinea.\n\npunt een\n\nmail mij' },
    })
    expect(parseRewriteInput({ title: 'Titel', body: 'Platte tekst' })).toEqual({
      ok: true,
      input: { title: 'Titel', text: 'Platte tekst' },
    })
  })

  it('refuses a long title, a long body, an empty one and blocks the editor does not make', () => {
    expect(parseRewriteInput({ title: 'x'.repeat(161), body: 'tekst' })).toEqual({ ok: false, message: CONTENT_MESSAGES.titleTooLong })
    expect(parseRewriteInput({ title: 'x'.repeat(160), body: 'tekst' }).ok).toBe(true)
    expect(parseRewriteInput({ title: 'Titel', body: blocks('x'.repeat(6000), 'y'.repeat(6000)) })).toEqual({
      ok: false,
      message: BODY_MESSAGES.tooLong,
    })
    expect(parseRewriteInput({ title: 'Titel', body: 'z'.repeat(10_001) })).toEqual({ ok: false, message: BODY_MESSAGES.tooLong })
    expect(parseRewriteInput({ title: 'Titel', body: blocks('   ') })).toEqual({ ok: false, message: CONTENT_MESSAGES.rewriteEmpty })
    expect(parseRewriteInput({ title: '', body: 'tekst' })).toEqual({ ok: false, message: CONTENT_MESSAGES.rewriteEmpty })
    expect(parseRewriteInput({ title: 'Titel', body: [{ type: 'image', image: { url: 'x' } }] })).toEqual({
      ok: false,
      message: BODY_MESSAGES.invalid,
    })
    expect(parseRewriteInput({ title: 'Titel' }).ok).toBe(false)
    expect(parseRewriteInput(null).ok).toBe(false)
  })

  it('takes JSON only (415) and answers 400 for broken or oversized JSON', async () => {
    const post = (body: string, contentType = 'application/json') =>
      readRewriteRequest(new Request('http://site.test/api/ai-rewrite', { method: 'POST', headers: { 'content-type': contentType }, body }))
    const form = await post('title=a&body=b', 'application/x-www-form-urlencoded')
    expect(form.ok ? 0 : form.response.status).toBe(415)
    const broken = await post('{"title":')
    expect(broken.ok ? 0 : broken.response.status).toBe(400)
    const big = await post(JSON.stringify({ title: 'Titel', body: 'x'.repeat(70_000) }))
    expect(big.ok ? 0 : big.response.status).toBe(400)
    expect(big.ok ? null : await big.response.json()).toEqual({
      error: { status: 400, code: 'validation', message: BODY_MESSAGES.tooLong },
    })
    const good = await post(JSON.stringify({ title: 'Titel', body: blocks('Tekst') }))
    expect(good).toEqual({ ok: true, input: { title: 'Titel', text: 'Tekst' } })
  })
})

describe('configuration', () => {
  it('is off without a base URL or a key, on with both; defaults for model, quota and timeout', () => {
    expect(aiRewriteConfig(parseEnv({}))).toBeNull()
    expect(isAiRewriteEnabled(parseEnv({}))).toBe(false)
    expect(isAiRewriteEnabled(parseEnv({ OPENAI_BASE_URL: 'https://llm.gemeente.example/v1' }))).toBe(false)
    expect(isAiRewriteEnabled(parseEnv({ OPENAI_API_KEY: 'sk-1' }))).toBe(false)
    expect(isAiRewriteEnabled(parseEnv({ OPENAI_BASE_URL: '', OPENAI_API_KEY: '' }))).toBe(false)
    expect(aiRewriteConfig(parseEnv({ OPENAI_BASE_URL: 'https://llm.gemeente.example/v1', OPENAI_API_KEY: 'sk-1' }))).toEqual({
      baseURL: 'https://llm.gemeente.example/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini',
      perHour: 5,
      perAddressPerHour: 10,
      platformPerDay: 1000,
      timeoutMs: 20_000,
    })
    const custom = parseEnv({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_API_KEY: 'x',
      OPENAI_MODEL: 'mistral-small',
      AI_REWRITE_PER_HOUR: '3',
      AI_REWRITE_PER_ADDRESS_PER_HOUR: '20',
      AI_REWRITE_PLATFORM_PER_DAY: '200',
      AI_REWRITE_TIMEOUT_MS: '5000',
    })
    expect(aiRewriteConfig(custom)).toMatchObject({
      model: 'mistral-small',
      perHour: 3,
      perAddressPerHour: 20,
      platformPerDay: 200,
      timeoutMs: 5000,
    })
    expect(() => parseEnv({ AI_REWRITE_PER_ADDRESS_PER_HOUR: '0' })).toThrowError(/AI_REWRITE_PER_ADDRESS_PER_HOUR/)
    expect(() => parseEnv({ AI_REWRITE_PLATFORM_PER_DAY: 'veel' })).toThrowError(/AI_REWRITE_PLATFORM_PER_DAY/)
    expect(() => parseEnv({ OPENAI_BASE_URL: 'ftp://x' })).toThrowError(/OPENAI_BASE_URL/)
    expect(() => parseEnv({ AI_REWRITE_PER_HOUR: '0' })).toThrowError(/AI_REWRITE_PER_HOUR/)
  })

  it('never shows the endpoint or the key to the browser', () => {
    const env = parseEnv({ OPENAI_BASE_URL: 'https://llm.gemeente.example/v1', OPENAI_API_KEY: 'sk-secret-key' })
    expect(JSON.stringify(getPublicEnv(env))).not.toMatch(/llm\.gemeente|sk-secret-key|OPENAI/)
  })
})

describe('streamRewrite with the real SDK against the fake', () => {
  it('streams the answer in chunks that add up to the model’s text, then the ok trailer', async () => {
    const result = await streamRewrite(INPUT, config)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { parts, text } = await readAll(result.stream)
    expect(parts.length).toBeGreaterThan(3)
    expect(text).toBe(FAKE_OPENAI_DEFAULT_REPLY + AI_REWRITE_TRAILER.ok)
    expect(readRewriteBody(text)).toEqual({ text: FAKE_OPENAI_DEFAULT_REPLY, status: 'ok' })

    expect(fake.requests).toHaveLength(1)
    const [sent] = fake.requests
    expect(sent!.authorization).toBe(`Bearer ${fake.apiKey}`)
    expect(sent!.body).toMatchObject({ model: 'fake-model', stream: true })
    expect(sent!.body.messages).toEqual([
      { role: 'system', content: REWRITE_INSTRUCTIONS },
      { role: 'user', content: `Titel: ${INPUT.title}\n\nTekst:\n${INPUT.text}` },
    ])
    expect(REWRITE_INSTRUCTIONS).toMatch(/B1/)
    expect(REWRITE_INSTRUCTIONS).toMatch(/Verzin niets/)
    expect(REWRITE_INSTRUCTIONS).toMatch(/geen e-mailadressen, telefoonnummers/)
  })

  it('sends no e-mail address or phone number of the title or the body', async () => {
    const body = blocks(
      'Ik ben Jan de Vries, bereikbaar op jan.devries@gmail.com of 06-12345678.',
      'Op kantoor: +31 (0)20 123 4567. Of mail j.devries[at]hva.nl.',
    )
    const parsed = parseRewriteInput({ title: 'Mentor gezocht, bel 0612345678', body })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const result = await streamRewrite(parsed.input, config)
    if (result.ok) await readAll(result.stream)
    expect(fake.requests).toHaveLength(1)
    // Everything sent (the instructions mention the markers themselves, so count in the member's part).
    expect(fake.requests[0]!.text).not.toMatch(/jan\.devries|gmail|12345678|123 4567|hva\.nl/)
    const sent = fake.requests[0]!.body.messages![1]!.content
    expect(sent).toContain('Mentor gezocht')
    expect(sent).toContain('Ik ben Jan de Vries')
    for (const secret of ['jan.devries', 'gmail', '12345678', '0612345678', '123 4567', 'hva.nl', '@']) expect(sent).not.toContain(secret)
    expect(sent.split(REDACTED.phone)).toHaveLength(4)
    expect(sent.split(REDACTED.email)).toHaveLength(3)
  })

  it('keeps the separator of the trailer out of the text', async () => {
    fake.setReply(`Goede tekst${AI_REWRITE_TRAILER.error} met\u0000 rommel`)
    const result = await streamRewrite(INPUT, config)
    if (!result.ok) throw new Error('expected a stream')
    expect(readRewriteBody((await readAll(result.stream)).text)).toEqual({ text: 'Goede teksterror met rommel', status: 'ok' })
  })

  it('is unavailable when the model answers 500, or refuses the key', async () => {
    const warn = quietWarnings()
    fake.setMode('fail')
    expect(await streamRewrite(INPUT, config)).toEqual({ ok: false, sent: true })
    fake.setMode('ok')
    expect(await streamRewrite(INPUT, { ...config, apiKey: 'sk-wrong' })).toEqual({ ok: false, sent: true })
    expect(fake.requests).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('is unavailable when the model does not answer in time', async () => {
    const warn = quietWarnings()
    fake.setMode('hang')
    const started = Date.now()
    expect(await streamRewrite(INPUT, config)).toEqual({ ok: false, sent: true })
    const took = Date.now() - started
    expect(took).toBeGreaterThanOrEqual(config.timeoutMs - 50)
    expect(took).toBeLessThan(config.timeoutMs * 3)
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/timed out/))
  })

  it('ends a started stream with the error trailer when the model stalls or drops the connection', async () => {
    const warn = quietWarnings()
    for (const mode of ['stall', 'break'] as const) {
      fake.setMode(mode)
      const result = await streamRewrite(INPUT, config)
      if (!result.ok) throw new Error(`expected a stream (${mode})`)
      const { text } = await readAll(result.stream)
      expect(text.endsWith(AI_REWRITE_TRAILER.error)).toBe(true)
      expect(readRewriteBody(text)).toEqual({ text: FAKE_OPENAI_DEFAULT_REPLY.slice(0, 8), status: 'error' })
    }
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('stops asking the model when the visitor goes away', async () => {
    fake.setMode('stall')
    const visitor = new AbortController()
    const result = await streamRewrite(INPUT, config, visitor.signal)
    if (!result.ok) throw new Error('expected a stream')
    const reader = result.stream.getReader()
    await reader.read()
    visitor.abort()
    const rest = await reader.read()
    expect(rest.done ? '' : new TextDecoder().decode(rest.value)).toBe(AI_REWRITE_TRAILER.error)
  })
})

describe('rewriteResponse: budgets and status codes', () => {
  const member = (id: string, address = '198.51.100.1') => ({ member: id, address })

  it('answers a streamed text/plain that no cache or compression holds back', async () => {
    const response = await rewriteResponse({ requester: member('member-a'), input: INPUT, config, budgets: new RewriteBudgets() })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toMatch(/no-store/)
    expect(response.headers.get('cache-control')).toMatch(/no-transform/)
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    expect(response.headers.get('content-length')).toBeNull()
    expect(await response.text()).toBe(FAKE_OPENAI_DEFAULT_REPLY + AI_REWRITE_TRAILER.ok)
  })

  it('allows AI_REWRITE_PER_HOUR rewrites per member, then 429 with the Dutch message and Retry-After', async () => {
    const budgets = new RewriteBudgets()
    const limited = { ...config, perHour: 2 }
    for (let index = 0; index < 2; index += 1) {
      const response = await rewriteResponse({ requester: member('member-a'), input: INPUT, config: limited, budgets })
      expect(response.status).toBe(200)
      await response.text()
    }
    const refused = await rewriteResponse({ requester: member('member-a'), input: INPUT, config: limited, budgets })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(await refused.json()).toEqual({ error: { status: 429, code: 'quota', message: CONTENT_MESSAGES.rewriteQuota } })
    expect(fake.requests).toHaveLength(2)

    const other = await rewriteResponse({ requester: member('member-b'), input: INPUT, config: limited, budgets })
    expect(other.status).toBe(200)
    await other.text()
  })

  it('limits one address however many accounts it uses (AI_REWRITE_PER_ADDRESS_PER_HOUR)', async () => {
    // Issue 26, item 10: three accounts from one address got 15 rewrites.
    const budgets = new RewriteBudgets()
    const limited = { ...config, perHour: 5, perAddressPerHour: 6 }
    const statuses: number[] = []
    for (const account of ['member-1', 'member-2', 'member-3']) {
      for (let index = 0; index < 5; index += 1) {
        const response = await rewriteResponse({ requester: member(account, '203.0.113.7'), input: INPUT, config: limited, budgets })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(await response.json()).toEqual({ error: { status: 429, code: 'quota', message: CONTENT_MESSAGES.rewriteQuotaAddress } })
        } else await response.text()
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(6)
    expect(statuses.filter((status) => status === 429)).toHaveLength(9)
    expect(fake.requests).toHaveLength(6)
    // A refusal by the address cost the member nothing: from another address member-3 still has all five.
    for (let index = 0; index < 5; index += 1) {
      const response = await rewriteResponse({ requester: member('member-3', '192.0.2.50'), input: INPUT, config: limited, budgets })
      expect(response.status).toBe(200)
      await response.text()
    }
  })

  it('stops at the platform-wide budget for everyone (AI_REWRITE_PLATFORM_PER_DAY)', async () => {
    const budgets = new RewriteBudgets()
    const limited = { ...config, platformPerDay: 3 }
    for (let index = 0; index < 3; index += 1) {
      const response = await rewriteResponse({
        requester: member(`m-${index}`, `192.0.2.${index}`),
        input: INPUT,
        config: limited,
        budgets,
      })
      expect(response.status).toBe(200)
      await response.text()
    }
    const refused = await rewriteResponse({ requester: member('m-new', '192.0.2.99'), input: INPUT, config: limited, budgets })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(23 * 3600)
    expect(await refused.json()).toEqual({ error: { status: 429, code: 'quota', message: CONTENT_MESSAGES.rewriteQuotaPlatform } })
    expect(fake.requests).toHaveLength(3)
  })

  it('counts an attempt once the prompt reached the model, also when the member hangs up before the first words', async () => {
    // Issue 26, item 10: 10 prompts reached the model while the quota dropped by 5.
    const warn = quietWarnings()
    const budgets = new RewriteBudgets()
    const limited = { ...config, perHour: 2, timeoutMs: 5000 }
    fake.setMode('hang')
    for (let index = 0; index < 2; index += 1) {
      const visitor = new AbortController()
      const answer = rewriteResponse({ requester: member('member-h'), input: INPUT, config: limited, signal: visitor.signal, budgets })
      // The prompt has reached the model (the fake recorded it); then the member closes the tab.
      await vi.waitFor(() => expect(fake.requests).toHaveLength(index + 1))
      visitor.abort()
      expect((await answer).status).toBe(503)
    }
    fake.setMode('ok')
    const third = await rewriteResponse({ requester: member('member-h'), input: INPUT, config: limited, budgets })
    expect(third.status).toBe(429)
    expect(fake.requests).toHaveLength(2)
    warn.mockRestore()
  })

  it('counts an attempt the model failed or timed out on (503 with the Dutch message)', async () => {
    const warn = quietWarnings()
    const budgets = new RewriteBudgets()
    const limited = { ...config, perHour: 2 }
    for (const mode of ['fail', 'hang'] as const) {
      fake.setMode(mode)
      const response = await rewriteResponse({ requester: member('member-a'), input: INPUT, config: limited, budgets })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ error: { status: 503, code: 'unavailable', message: CONTENT_MESSAGES.rewriteUnavailable } })
    }
    fake.setMode('ok')
    expect((await rewriteResponse({ requester: member('member-a'), input: INPUT, config: limited, budgets })).status).toBe(429)
    expect(fake.requests).toHaveLength(2)
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('gives the attempt back when nothing reached the model (the endpoint refused the connection)', async () => {
    const warn = quietWarnings()
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer()
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    const budgets = new RewriteBudgets()
    const unreachable = { ...config, perHour: 1, baseURL: `http://127.0.0.1:${closedPort}/v1` }
    for (let index = 0; index < 3; index += 1) {
      expect((await rewriteResponse({ requester: member('member-u'), input: INPUT, config: unreachable, budgets })).status).toBe(503)
    }
    const response = await rewriteResponse({ requester: member('member-u'), input: INPUT, config: { ...config, perHour: 1 }, budgets })
    expect(response.status).toBe(200)
    await response.text()
    expect(warn).toHaveBeenCalledTimes(3)
  })

  it('tells a connection that was never made from one that broke after the prompt', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), { code: 'ECONNREFUSED' })
    const wrapped = (cause: unknown) => new Error('Connection error.', { cause: new TypeError('fetch failed', { cause }) })
    expect(neverConnected(wrapped(refused))).toBe(true)
    expect(neverConnected(wrapped(Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' })))).toBe(true)
    expect(neverConnected(wrapped(Object.assign(new AggregateError([refused, refused]), { code: 'ECONNREFUSED' })))).toBe(true)
    expect(neverConnected(wrapped(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' })))).toBe(false)
    expect(neverConnected(new Error('Request timed out.'))).toBe(false)
    expect(neverConnected(undefined)).toBe(false)
  })
})

describe('behind the site’s Express stack (compression, request guard)', () => {
  let server: Server
  let base: string
  const SITE = 'https://talentstad.example'

  beforeAll(async () => {
    const app = express()
    app.use(compression())
    app.use(requestGuard({ siteUrl: () => SITE }))
    app.post('/api/ai-rewrite', async (req, res) => {
      const slow = { ...config, timeoutMs: 2000 }
      const response = await rewriteResponse({
        requester: { member: String(req.headers['x-member']), address: '127.0.0.1' },
        input: INPUT,
        config: slow,
        budgets: new RewriteBudgets(),
      })
      res.status(response.status)
      response.headers.forEach((value, key) => res.setHeader(key, value))
      // As @react-router/express does.
      await writeReadableStreamToWritable(response.body!, res)
    })
    server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  function post(headers: Record<string, string>, body = '{}') {
    return new Promise<{ status: number; headers: Record<string, unknown>; chunks: Array<{ at: number; text: string }> }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${base}/api/ai-rewrite`,
          {
            method: 'POST',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
          },
          (response) => {
            const chunks: Array<{ at: number; text: string }> = []
            response.setEncoding('utf8')
            response.on('data', (text: string) => chunks.push({ at: Date.now(), text }))
            response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, chunks }))
          },
        )
        request.on('error', reject)
        request.end(body)
      },
    )
  }

  it('refuses a POST from another site before anything is sent to the model', async () => {
    const answer = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })
    expect(answer.status).toBe(403)
    expect(answer.chunks.map((chunk) => chunk.text).join('')).toContain(CROSS_SITE_MESSAGE)
    expect(fake.requests).toHaveLength(0)
    expect((await post({ origin: SITE }, 'x'.repeat(65 * 1024))).status).toBe(413)
    expect(fake.requests).toHaveLength(0)
  })

  it('reaches the browser chunk by chunk, uncompressed, even when the browser accepts gzip', async () => {
    const slowFake = await startFakeOpenAi({
      apiKey: fake.apiKey,
      chunkSize: 10,
      chunkDelayMs: 40,
      reply: 'een twee drie vier vijf zes zeven acht negen tien elf twaalf',
    })
    const original = config.baseURL
    config.baseURL = slowFake.baseURL
    try {
      const answer = await post({ origin: SITE, 'accept-encoding': 'gzip, br', 'x-member': 'member-stream' })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBeUndefined()
      expect(answer.headers['transfer-encoding']).toBe('chunked')
      expect(answer.chunks.length).toBeGreaterThanOrEqual(4)
      // The first words arrived well before the last ones.
      expect(answer.chunks.at(-1)!.at - answer.chunks[0]!.at).toBeGreaterThan(150)
      expect(answer.chunks.map((chunk) => chunk.text).join('')).toBe(
        `een twee drie vier vijf zes zeven acht negen tien elf twaalf${AI_REWRITE_TRAILER.ok}`,
      )
    } finally {
      config.baseURL = original
      await slowFake.close()
    }
  })
})

describe('the route /api/ai-rewrite', () => {
  const SITE = 'http://localhost:3000'
  const request = (method: string, body?: string, headers: Record<string, string> = {}) =>
    new Request(`${SITE}/api/ai-rewrite`, { method, headers: { origin: SITE, 'content-type': 'application/json', ...headers }, body })
  const context = createRequestContext({ cspNonce: '', response: {} })

  async function loadRoute(env: Record<string, string>) {
    vi.resetModules()
    for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value)
    return import('~/routes/api/ai-rewrite')
  }
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('is a 404 (GET and POST) when no endpoint is configured, without asking anyone', async () => {
    const route = await loadRoute({ OPENAI_BASE_URL: '', OPENAI_API_KEY: '' })
    const post = await route.action({ request: request('POST', JSON.stringify({ title: 'a', body: 'b' })), context, params: {} } as never)
    expect(post.status).toBe(404)
    expect(await post.json()).toMatchObject({ error: { code: 'not-found', message: MESSAGES.notFound } })
    expect(route.loader().status).toBe(404)
    expect(fake.requests).toHaveLength(0)
  })

  it('answers an anonymous visitor 401 in JSON (no sign-in redirect) and sends nothing to the model', async () => {
    const route = await loadRoute({ OPENAI_BASE_URL: fake.baseURL, OPENAI_API_KEY: fake.apiKey })
    const response = await route.action({
      request: request('POST', JSON.stringify({ title: 'Titel', body: 'Tekst' })),
      context,
      params: {},
    } as never)
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ error: { status: 401, code: 'unauthorized', message: AI_REWRITE_MESSAGES.signedOut } })
    expect(fake.requests).toHaveLength(0)
    const get = route.loader()
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
  })
})

describe('the client side of the protocol', () => {
  it('reads the text so far and the trailer', () => {
    expect(readRewriteBody('Hallo')).toEqual({ text: 'Hallo', status: 'streaming' })
    expect(readRewriteBody('Hallo\u001e')).toEqual({ text: 'Hallo', status: 'streaming' })
    expect(readRewriteBody('Hallo\u001eo')).toEqual({ text: 'Hallo', status: 'streaming' })
    expect(readRewriteBody(`Hallo${AI_REWRITE_TRAILER.ok}`)).toEqual({ text: 'Hallo', status: 'ok' })
    expect(readRewriteBody(`Hal${AI_REWRITE_TRAILER.error}`)).toEqual({ text: 'Hal', status: 'error' })
  })

  it('turns a suggestion into editor blocks: paragraphs and simple lists, no Markdown', () => {
    const result = suggestionToBlocks(
      '## Wie zoeken we?\nWij zoeken **jou**.\nJe helpt ons team.\n\nWat je doet:\n- testen\n* tips geven\n\n1. aanmelden\n2) meedoen\n\n\nTot snel!',
    )
    expect(result).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Wie zoeken we? Wij zoeken jou. Je helpt ons team.' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Wat je doet:' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'testen' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'tips geven' }] },
        ],
      },
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'aanmelden' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'meedoen' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Tot snel!' }] },
    ])
    for (const block of result) expect(EditorBlockSchema.safeParse(block).success).toBe(true)
    expect(suggestionToBlocks(' \n\n ')).toEqual([])
    expect(suggestionToBlocks(FAKE_OPENAI_DEFAULT_REPLY).every((block) => EditorBlockSchema.safeParse(block).success)).toBe(true)
  })

  it('renders only the button and its explanation until the member asks', () => {
    const html = renderToString(createElement(AiRewrite, { title: 'Titel', body: blocks('Tekst'), onAccept: () => {} }))
    expect(html).toContain('Herschrijf met AI')
    expect(html).toContain('type="button"')
    expect(html).toContain('role="status"')
    expect(html).not.toContain('Gebruik deze tekst')
  })
})
