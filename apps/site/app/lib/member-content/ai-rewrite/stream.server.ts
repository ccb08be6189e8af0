import OpenAI from 'openai'
import type { AiRewriteConfig } from './config.server'
import { REWRITE_MAX_OUTPUT_CHARS } from './config.server'
import { rewriteMessages } from './prompt.server'
import { AI_REWRITE_TRAILER } from './protocol'
import type { RewriteInput } from './request.server'

/** The model's answer, streamed: the text as it arrives, then the trailer (protocol.ts). */

function openAiClient(config: AiRewriteConfig) {
  return new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, timeout: config.timeoutMs, maxRetries: 0, logLevel: 'off' })
}

/** The separator of the trailer never occurs in the text; other control characters but tab and newline neither. */
function cleanOutput(text: string) {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/\r\n?/g, '\n')
}

/**
 * `sent: false` only when the prompt certainly never left: the visitor had gone before the call, or
 * the endpoint could not be reached at all (no connection was made).
 */
export type RewriteStreamResult = { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; sent: boolean }

/** Errors a connection fails with before a byte of the request is written: nothing reached the model. */
const NOT_CONNECTED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
])

/**
 * Whether an error of the SDK says that no connection was made (the SDK's APIConnectionError wraps
 * fetch's TypeError, which wraps the socket's error; several at once for a host with several
 * addresses). Anything else, a timeout or an abort included, may have come after the prompt was sent.
 */
export function neverConnected(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown }
  if (typeof code === 'string' && NOT_CONNECTED.has(code)) return true
  if (Array.isArray(errors) && errors.length > 0) return errors.every((inner) => neverConnected(inner, depth + 1))
  return neverConnected(cause, depth + 1)
}

/**
 * Asks the model for a rewrite and waits for its first words. Then the stream yields the text as
 * it arrives and ends with the trailer (AI_REWRITE_TRAILER). `{ ok: false }` when the model failed
 * or did not start in time (nothing has been sent to the visitor; `sent` says whether the prompt
 * reached the model). `signal` (the visitor's request) cancels it.
 */
export async function streamRewrite(input: RewriteInput, config: AiRewriteConfig, signal?: AbortSignal): Promise<RewriteStreamResult> {
  const controller = new AbortController()
  const abort = () => controller.abort()
  if (signal?.aborted) return { ok: false, sent: false }
  signal?.addEventListener('abort', abort, { once: true })

  // The SDK's timeout covers the wait for the answer's headers; this one every wait for words.
  let timedOut = false
  const timeout = () => {
    timedOut = true
    controller.abort()
  }
  let idle: ReturnType<typeof setTimeout> | undefined
  const touch = () => {
    clearTimeout(idle)
    idle = setTimeout(timeout, config.timeoutMs)
  }
  const total = setTimeout(timeout, config.timeoutMs * 4)
  const done = () => {
    clearTimeout(idle)
    clearTimeout(total)
    signal?.removeEventListener('abort', abort)
  }

  const fail = (stage: string, error: unknown) => {
    if (!signal?.aborted) {
      const reason = timedOut ? 'timed out' : error instanceof Error ? error.message : String(error)
      console.warn(`AI rewrite ${stage}: ${reason}`)
    }
  }

  let iterator: AsyncIterator<OpenAI.Chat.Completions.ChatCompletionChunk>
  let first: string
  try {
    touch()
    const completion = await openAiClient(config).chat.completions.create(
      { model: config.model, messages: rewriteMessages(input), stream: true },
      { signal: controller.signal },
    )
    iterator = completion[Symbol.asyncIterator]()
    // Wait for the first words: a model that fails at once is a 503, not a broken stream.
    first = ''
    while (!first) {
      touch()
      const next = await iterator.next()
      if (next.done) throw new Error('the model answered nothing')
      first = cleanOutput(next.value.choices[0]?.delta?.content ?? '')
    }
  } catch (error) {
    done()
    controller.abort()
    fail('failed before it started', error)
    return { ok: false, sent: !neverConnected(error) }
  }

  const encoder = new TextEncoder()
  let length = 0
  const stream = new ReadableStream<Uint8Array>({
    start(stream) {
      length = first.length
      stream.enqueue(encoder.encode(first))
    },
    // Each pull enqueues something or ends the stream (a pull that enqueues nothing is not repeated).
    async pull(stream) {
      try {
        for (;;) {
          touch()
          const next = await iterator.next()
          if (next.done) {
            // The SDK ends its stream quietly when it is aborted (a timeout, the visitor gone).
            if (controller.signal.aborted) throw new Error('aborted')
            done()
            stream.enqueue(encoder.encode(AI_REWRITE_TRAILER.ok))
            stream.close()
            return
          }
          const text = cleanOutput(next.value.choices[0]?.delta?.content ?? '')
          length += text.length
          if (length > REWRITE_MAX_OUTPUT_CHARS) throw new Error('the answer is too long')
          if (text) {
            stream.enqueue(encoder.encode(text))
            return
          }
        }
      } catch (error) {
        done()
        controller.abort()
        fail('failed while streaming', error)
        stream.enqueue(encoder.encode(AI_REWRITE_TRAILER.error))
        stream.close()
      }
    },
    cancel() {
      done()
      controller.abort()
    },
  })
  return { ok: true, stream }
}

export const REWRITE_STREAM_HEADERS = {
  'Content-Type': 'text/plain; charset=utf-8',
  // no-transform: the compression middleware would otherwise buffer the stream.
  'Cache-Control': 'private, no-store, no-transform',
  'X-Accel-Buffering': 'no',
  'X-Content-Type-Options': 'nosniff',
} as const
