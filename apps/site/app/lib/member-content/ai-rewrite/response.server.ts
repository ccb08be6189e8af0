import { CONTENT_MESSAGES } from '@talentstad/types'
import { REFUSALS, rewriteBudgets, type RewriteBudgets, type RewriteRequester } from './budgets.server'
import type { AiRewriteConfig } from './config.server'
import { rewriteError } from './errors.server'
import type { RewriteInput } from './request.server'
import { REWRITE_STREAM_HEADERS, streamRewrite } from './stream.server'

/**
 * 'Herschrijf met AI' on the call form (issue 10): the title and the plain text of the body go,
 * without personal data or secrets (e-mail addresses, phone numbers, IBANs, BSN-like numbers, links
 * with a token: lib/member-content/personal-data.server.ts), through the `openai` SDK to any OpenAI-compatible
 * chat-completions endpoint (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL), which streams a
 * rewrite in clear, friendly, inclusive B1 Dutch back. Nothing is stored: the member decides in the
 * form what happens with the suggestion (components/member-content/ai-rewrite.tsx).
 *
 * The route (routes/api/ai-rewrite.ts) answers POST /api/ai-rewrite:
 * - 404 when the feature is off (no base URL or key: `isAiRewriteEnabled()` is false, the form
 *   shows no button); 405 for other methods; 403 cross-site; 401 without a member session;
 * - 415 unless JSON; 400 for a bad body `{ title, body }` (title ≤ 160, body blocks or a string,
 *   its text ≤ 10,000 characters, both not empty);
 * - 429 past AI_REWRITE_PER_HOUR rewrites per member per hour, AI_REWRITE_PER_ADDRESS_PER_HOUR
 *   per address or AI_REWRITE_PLATFORM_PER_DAY on the whole platform (`Retry-After` in seconds);
 * - 503 when the model fails or times out before its first words (the attempt counts all the same
 *   once the prompt was sent: only an endpoint that cannot be reached gives it back);
 * - else 200 `text/plain; charset=utf-8`, streamed (chunked, no-store, no-transform so compression
 *   does not buffer it, `X-Accel-Buffering: no` for nginx).
 * Errors before the stream are JSON `{ error: { status, code, message } }` with a Dutch message.
 *
 * The stream protocol: the body is the suggestion's text as it arrives, followed by exactly one
 * trailer: U+001E (record separator) and `ok` when the model finished, or U+001E and `error` when
 * it failed, timed out or grew too long after it started. The separator never occurs in the text
 * (it is removed from the model's output). A body without a trailer was cut off: also an error.
 *
 * Timeouts: AI_REWRITE_TIMEOUT_MS is the longest wait for the answer's headers, for the first
 * words and between words; a whole rewrite gets at most four times that.
 */

/**
 * The answer for one member's rewrite: 429 past one of the budgets (the member's, the address's,
 * the platform's), 503 when the model fails before it starts (the attempt still counts, unless the
 * prompt never reached the model), else the stream.
 */
export async function rewriteResponse({
  requester,
  input,
  config,
  signal,
  budgets = rewriteBudgets,
}: {
  requester: RewriteRequester
  input: RewriteInput
  config: AiRewriteConfig
  signal?: AbortSignal
  budgets?: RewriteBudgets
}): Promise<Response> {
  const taken = await budgets.take(requester, config)
  if (!taken.ok) {
    return rewriteError(429, 'quota', REFUSALS[taken.budget], { 'Retry-After': String(taken.retryAfterSeconds) })
  }
  const result = await streamRewrite(input, config, signal)
  if (!result.ok) {
    if (!result.sent) await budgets.refund(requester, config)
    return rewriteError(503, 'unavailable', CONTENT_MESSAGES.rewriteUnavailable)
  }
  return new Response(result.stream, { status: 200, headers: REWRITE_STREAM_HEADERS })
}
