import { href } from 'react-router'
import { blocksText, type EditorBlock, CONTENT_MESSAGES } from '@talentstad/types'
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { AI_REWRITE_SEPARATOR, AI_REWRITE_TRAILER } from '~/lib/member-content/ai-rewrite/protocol'

/**
 * 'Herschrijf met AI' for the call form's body (issue 10). Lazy-load it where the form is:
 *
 *   const AiRewrite = lazy(() => import('~/components/member-content/ai-rewrite'))
 *   {aiRewrite ? <Suspense fallback={null}><AiRewrite title={title} body={blocks} onAccept={setBlocks} /></Suspense> : null}
 *
 * Render it only when the loader says the feature is on (`isAiRewriteEnabled()` from
 * lib/member-content/ai-rewrite/): without an endpoint there is no button at all.
 *
 * Props:
 * - `title`: the call's title as typed (sent for context; the model rewrites the body only).
 * - `body`: the body as the editor holds it: Strapi blocks (EditorBlock[]) or plain text.
 * - `onAccept(blocks, text)`: called only when the member chooses 'Gebruik deze tekst', with the
 *   suggestion as editor blocks (paragraphs and simple lists, see `suggestionToBlocks`; valid for
 *   EditorBlockSchema) and as plain text. The form puts the blocks into its editor; nothing is saved
 *   until the member submits the form.
 * - `headingLevel` (default 3): the level of the 'Jouw tekst' and 'Suggestie' headings.
 * - `endpoint` (default /api/ai-rewrite).
 *
 * While the model writes, the suggestion grows beside the original in a polite live region with
 * aria-busy (read once it is complete); a status region announces start and end. 'Aanpassen' turns
 * the suggestion into a textarea, 'Negeren' drops it (and stops a rewrite in progress). Errors are
 * Dutch (CONTENT_MESSAGES) in an alert. No UI library: NL Design System classes and the site's own.
 */

export const AI_REWRITE_ENDPOINT = href('/api/ai-rewrite')

export const AI_REWRITE_TEXT = {
  button: 'Herschrijf met AI',
  help: 'Een AI-taalmodel maakt je tekst duidelijker, in eenvoudige taal. Je titel en tekst gaan er zonder e-mailadressen en telefoonnummers naartoe. Jij kiest daarna of je de suggestie gebruikt.',
  original: 'Jouw tekst',
  suggestion: 'Suggestie',
  editLabel: 'Pas de suggestie aan',
  accept: 'Gebruik deze tekst',
  edit: 'Aanpassen',
  discard: 'Negeren',
  stop: 'Stoppen',
  busy: 'De suggestie wordt geschreven…',
  ready: "De suggestie is klaar. Kies 'Gebruik deze tekst', 'Aanpassen' of 'Negeren'.",
  accepted: 'De suggestie staat nu in je tekst. Vergeet niet je oproep op te slaan.',
  discarded: 'De suggestie is weggegooid.',
} as const

/** The text so far of a streamed answer, and whether it has ended well, badly or not yet. */
export function readRewriteBody(raw: string): { text: string; status: 'streaming' | 'ok' | 'error' } {
  const at = raw.indexOf(AI_REWRITE_SEPARATOR)
  if (at < 0) return { text: raw, status: 'streaming' }
  const trailer = raw.slice(at)
  const status = trailer === AI_REWRITE_TRAILER.ok ? 'ok' : trailer === AI_REWRITE_TRAILER.error ? 'error' : 'streaming'
  return { text: raw.slice(0, at), status }
}

const BULLET = /^\s*(?:[-*•–]|\d{1,3}[.)])\s+/u
const ORDERED = /^\s*\d{1,3}[.)]\s+/u

/** Drops Markdown a model may add despite the instructions: `# `, `**`, `__`, backticks. */
function plain(line: string) {
  return line
    .replace(/^\s*#{1,6}\s+/u, '')
    .replace(/(\*\*|__|`)/gu, '')
    .replace(/\s+/gu, ' ')
    .trim()
}

/**
 * A suggestion (or its edited text) as editor blocks: paragraphs separated by blank lines, lines
 * that start with '- ', '* ', '• ' or '1. ' as lists; nothing else (no headings, no links, no
 * formatting). Empty text gives no blocks.
 */
export function suggestionToBlocks(text: string): EditorBlock[] {
  const blocks: EditorBlock[] = []
  let paragraph: string[] = []
  let list: { format: 'ordered' | 'unordered'; items: string[] } | null = null
  const flush = () => {
    const joined = plain(paragraph.join(' '))
    if (joined) blocks.push({ type: 'paragraph', children: [{ type: 'text', text: joined }] })
    paragraph = []
    if (list?.items.length) {
      blocks.push({
        type: 'list',
        format: list.format,
        children: list.items.slice(0, 100).map((item) => ({ type: 'list-item', children: [{ type: 'text', text: item }] })),
      })
    }
    list = null
  }
  for (const line of text.replace(/\r\n?/gu, '\n').split('\n')) {
    if (!line.trim()) {
      flush()
      continue
    }
    if (BULLET.test(line)) {
      const format = ORDERED.test(line) ? 'ordered' : 'unordered'
      const item = plain(line.replace(BULLET, ''))
      if (paragraph.length || (list && list.format !== format)) flush()
      list ??= { format, items: [] }
      if (item) list.items.push(item)
      continue
    }
    if (list) flush()
    paragraph.push(line)
  }
  flush()
  return blocks.slice(0, 500)
}

type Status = 'idle' | 'streaming' | 'done' | 'editing'

const columns: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: 'var(--ts-space-m, 1rem)',
  maxInlineSize: 'none',
}
const prose: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }

export type AiRewriteProps = {
  title: string
  body: ReadonlyArray<EditorBlock> | string
  onAccept: (blocks: EditorBlock[], text: string) => void
  headingLevel?: 2 | 3 | 4
  endpoint?: string
}

async function errorMessage(response: Response) {
  const fallback = response.status === 429 ? CONTENT_MESSAGES.rewriteQuota : CONTENT_MESSAGES.rewriteUnavailable
  if (response.status >= 500 || response.status === 404) return fallback
  try {
    const json = (await response.json()) as { error?: { message?: unknown } }
    return typeof json.error?.message === 'string' && json.error.message ? json.error.message : fallback
  } catch {
    return fallback
  }
}

export function AiRewrite({ title, body, onAccept, headingLevel = 3, endpoint = AI_REWRITE_ENDPOINT }: AiRewriteProps) {
  const id = useId()
  const [status, setStatus] = useState<Status>('idle')
  const [suggestion, setSuggestion] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const abortRef = useRef<AbortController | null>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const Heading = `h${headingLevel}` as const

  const original = typeof body === 'string' ? body : blocksText(body)
  const streaming = status === 'streaming'

  useEffect(() => () => abortRef.current?.abort(), [])
  useEffect(() => {
    if (status === 'editing') textareaRef.current?.focus()
  }, [status])

  const reset = (message: string) => {
    abortRef.current?.abort()
    abortRef.current = null
    setStatus('idle')
    setSuggestion('')
    setAnnouncement(message)
    buttonRef.current?.focus()
  }

  async function start() {
    if (streaming) return
    setError(null)
    if (!title.trim() || !original.trim()) {
      setSuggestion('')
      setStatus('idle')
      setError(CONTENT_MESSAGES.rewriteEmpty)
      return
    }
    const controller = new AbortController()
    abortRef.current?.abort()
    abortRef.current = controller
    setSuggestion('')
    setStatus('streaming')
    setAnnouncement(AI_REWRITE_TEXT.busy)

    const failed = (message: string) => {
      if (controller.signal.aborted) return
      abortRef.current = null
      setSuggestion('')
      setStatus('idle')
      setAnnouncement('')
      setError(message)
    }

    let response: Response
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/plain' },
        body: JSON.stringify({ title, body }),
        signal: controller.signal,
      })
    } catch {
      return failed(CONTENT_MESSAGES.rewriteUnavailable)
    }
    if (!response.ok || !response.body) return failed(await errorMessage(response))

    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    let raw = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        raw += decoder.decode(value, { stream: true })
        setSuggestion(readRewriteBody(raw).text)
      }
      raw += decoder.decode()
    } catch {
      return failed(CONTENT_MESSAGES.rewriteUnavailable)
    }
    const result = readRewriteBody(raw)
    // No trailer: the answer was cut off.
    if (result.status !== 'ok' || !result.text.trim()) return failed(CONTENT_MESSAGES.rewriteUnavailable)
    if (controller.signal.aborted) return
    abortRef.current = null
    setSuggestion(result.text.trim())
    setStatus('done')
    setAnnouncement(AI_REWRITE_TEXT.ready)
  }

  const accept = () => {
    if (streaming) return
    const blocks = suggestionToBlocks(suggestion)
    if (!blocks.length) return
    onAccept(blocks, suggestion.trim())
    reset(AI_REWRITE_TEXT.accepted)
  }

  const showPanel = status !== 'idle'

  return (
    <div className="ts-ai-rewrite ts-stack">
      <div className="ts-actions">
        <Button
          ref={buttonRef}
          variant="secondary"
          aria-describedby={`${id}-help`}
          aria-disabled={streaming || undefined}
          onClick={() => void start()}
        >
          {AI_REWRITE_TEXT.button}
        </Button>
      </div>
      <p id={`${id}-help`} className="ts-field__help">
        {AI_REWRITE_TEXT.help}
      </p>
      <div role="status" className="ts-visually-hidden">
        {announcement}
      </div>
      {error ? (
        <Notice kind="error" role="alert">
          {error}
        </Notice>
      ) : null}
      {showPanel ? (
        <div style={columns}>
          <section aria-labelledby={`${id}-original`}>
            <Heading id={`${id}-original`}>{AI_REWRITE_TEXT.original}</Heading>
            <p style={prose}>{original}</p>
          </section>
          <section aria-labelledby={`${id}-suggestion`}>
            <Heading id={`${id}-suggestion`}>{AI_REWRITE_TEXT.suggestion}</Heading>
            {status === 'editing' ? (
              <div className="ts-field">
                <label className="ts-field__label" htmlFor={`${id}-edit`}>
                  {AI_REWRITE_TEXT.editLabel}
                </label>
                <textarea
                  ref={textareaRef}
                  id={`${id}-edit`}
                  className="utrecht-textbox ts-field__control"
                  rows={14}
                  value={suggestion}
                  onChange={(event) => setSuggestion(event.target.value)}
                />
              </div>
            ) : (
              <p id={`${id}-text`} style={prose} aria-live="polite" aria-busy={streaming} data-testid="ai-rewrite-suggestion">
                {suggestion}
              </p>
            )}
          </section>
        </div>
      ) : null}
      {showPanel ? (
        <div className="ts-actions">
          {streaming ? null : <Button onClick={accept}>{AI_REWRITE_TEXT.accept}</Button>}
          {status === 'done' ? (
            <Button variant="secondary" onClick={() => setStatus('editing')}>
              {AI_REWRITE_TEXT.edit}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => reset(AI_REWRITE_TEXT.discarded)}>
            {streaming ? AI_REWRITE_TEXT.stop : AI_REWRITE_TEXT.discard}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

export default AiRewrite
