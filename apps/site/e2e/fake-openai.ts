import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { listenLocal } from './fake-server'

/**
 * A local stand-in for an OpenAI-compatible endpoint that speaks the chat-completions protocol, so
 * the real `openai` SDK can be pointed at it (`baseURL` = `fake.baseURL`, `apiKey` = `fake.apiKey`):
 *
 * - `POST /v1/chat/completions` with `Authorization: Bearer <key>` (else 401 with OpenAI's error
 *   body). With `stream: true` it answers Server-Sent Events like OpenAI: a first chunk with the
 *   role, the reply in content chunks (`data: {chat.completion.chunk}\n\n`), a last chunk with
 *   `finish_reason: "stop"`, then `data: [DONE]\n\n`. Without `stream` it answers one
 *   `chat.completion`.
 * - `GET /v1/models` lists the model.
 *
 * Every chat request is recorded (`fake.requests`: headers and parsed JSON body), so a test can
 * assert what the site sent (no e-mail address, no phone number). `setMode` makes it misbehave:
 * - `fail`: 500 with an OpenAI error body;
 * - `hang`: never answers (the site's timeout must fire);
 * - `stall`: sends the first content chunk, then nothing more (a timeout while streaming);
 * - `break`: sends the first content chunk, then drops the connection.
 *
 * Usable from vitest and Playwright alike (it is plain node:http). For the e2e site, which runs in
 * another process, start it on a fixed port (`port`) in the spec and give the site
 * `OPENAI_BASE_URL=http://127.0.0.1:<port>/v1`.
 */

export type FakeOpenAiMode = 'ok' | 'fail' | 'hang' | 'stall' | 'break'

export type FakeOpenAiRequest = {
  method: string
  path: string
  authorization: string | undefined
  /** The parsed JSON body (`model`, `messages`, `stream`, …). */
  body: {
    model?: string
    stream?: boolean
    messages?: Array<{ role: string; content: string }>
    [key: string]: unknown
  }
  /** All message contents joined: what the model would read. */
  text: string
}

export type FakeOpenAiOptions = {
  /** The bearer key the fake accepts (a random one when not given; read it from `fake.apiKey`). */
  apiKey?: string
  /** 0 (default) for any free port; a fixed port for a site in another process. */
  port?: number
  /** What the model answers; a function sees the request. */
  reply?: string | ((request: FakeOpenAiRequest) => string)
  /** Characters per streamed chunk (default 12). */
  chunkSize?: number
  /** Milliseconds between streamed chunks (default 5), so a test can see the text grow. */
  chunkDelayMs?: number
}

export const FAKE_OPENAI_DEFAULT_REPLY =
  'Wij zoeken iemand die ons team wil helpen.\n\nWat je doet:\n- Je test onze nieuwe app.\n- Je geeft ons eerlijke tips.\n\nHeb je zin? Reageer met een Enter.'

export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}) {
  const apiKey = options.apiKey ?? `sk-fake-${randomBytes(12).toString('hex')}`
  const requests: FakeOpenAiRequest[] = []
  let mode: FakeOpenAiMode = 'ok'
  let reply = options.reply ?? FAKE_OPENAI_DEFAULT_REPLY
  const chunkSize = Math.max(1, options.chunkSize ?? 12)
  const chunkDelayMs = options.chunkDelayMs ?? 5
  const hanging = new Set<ServerResponse>()

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(JSON.stringify(body))
  }
  const apiError = (response: ServerResponse, status: number, message: string, type: string, code: string | null) =>
    json(response, status, { error: { message, type, param: null, code } })

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = ''
      request.setEncoding('utf8')
      request.on('data', (chunk: string) => (body += chunk))
      request.on('end', () => resolve(body))
      request.on('error', reject)
    })

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  async function chatCompletions(request: IncomingMessage, response: ServerResponse) {
    const authorization = request.headers.authorization
    let body: FakeOpenAiRequest['body']
    try {
      body = JSON.parse(await readBody(request)) as FakeOpenAiRequest['body']
    } catch {
      return apiError(response, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null)
    }
    const recorded: FakeOpenAiRequest = {
      method: request.method ?? 'POST',
      path: request.url ?? '',
      authorization,
      body,
      text: (body.messages ?? []).map((message) => message.content).join('\n'),
    }
    requests.push(recorded)

    if (authorization !== `Bearer ${apiKey}`) {
      return apiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key')
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages) || body.messages.length === 0) {
      return apiError(response, 400, "Missing required parameter: 'model' or 'messages'.", 'invalid_request_error', null)
    }
    if (mode === 'fail') return apiError(response, 500, 'The server had an error while processing your request.', 'server_error', null)
    if (mode === 'hang') {
      hanging.add(response)
      response.on('close', () => hanging.delete(response))
      return
    }

    const text = typeof reply === 'function' ? reply(recorded) : reply
    const id = `chatcmpl-${randomBytes(8).toString('hex')}`
    const created = Math.floor(Date.now() / 1000)
    const model = body.model

    if (!body.stream) {
      return json(response, 200, {
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, finish_reason: 'stop', logprobs: null }],
        usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
      })
    }

    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' })
    let closed = false
    response.on('close', () => (closed = true))
    const send = (delta: Record<string, unknown>, finishReason: string | null = null) =>
      response.write(
        `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }] })}\n\n`,
      )

    send({ role: 'assistant', content: '' })
    const chunks: string[] = []
    for (let index = 0; index < text.length; index += chunkSize) chunks.push(text.slice(index, index + chunkSize))
    for (const [index, chunk] of chunks.entries()) {
      if (closed) return
      send({ content: chunk })
      if (index === 0 && mode === 'stall') {
        hanging.add(response)
        response.on('close', () => hanging.delete(response))
        return
      }
      if (index === 0 && mode === 'break') {
        await sleep(chunkDelayMs)
        response.socket?.destroy()
        return
      }
      await sleep(chunkDelayMs)
    }
    if (closed) return
    send({}, 'stop')
    response.write('data: [DONE]\n\n')
    response.end()
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    if (request.method === 'POST' && url.pathname === '/v1/chat/completions') {
      chatCompletions(request, response).catch(() => {
        if (!response.headersSent) apiError(response, 500, 'fake failure', 'server_error', null)
        else response.destroy()
      })
      return
    }
    if (request.method === 'GET' && url.pathname === '/v1/models') {
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return apiError(response, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key')
      }
      return json(response, 200, { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 0, owned_by: 'talentstad' }] })
    }
    apiError(response, 404, `Unknown request URL: ${request.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url')
  })

  const origin = await listenLocal(server, options.port)

  return {
    origin,
    /** Give this to the SDK (`baseURL`) or the site (`OPENAI_BASE_URL`). */
    baseURL: `${origin}/v1`,
    apiKey,
    /** Every chat-completions request received, oldest first. */
    requests,
    setMode(value: FakeOpenAiMode) {
      mode = value
    },
    setReply(value: string | ((request: FakeOpenAiRequest) => string)) {
      reply = value
    },
    /** Back to `ok`, the default reply and no recorded requests; hanging answers are dropped. */
    reset() {
      mode = 'ok'
      reply = options.reply ?? FAKE_OPENAI_DEFAULT_REPLY
      requests.length = 0
      for (const response of hanging) response.destroy()
      hanging.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy()
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
