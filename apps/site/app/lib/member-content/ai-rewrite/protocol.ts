/**
 * The stream protocol shared by the rewrite's stream (stream.server.ts) and its component
 * (components/member-content/ai-rewrite.tsx): the response body is the text, then exactly one trailer.
 * U+001E never occurs in the text.
 */
export const AI_REWRITE_TRAILER = { ok: '\u001eok', error: '\u001eerror' } as const
export const AI_REWRITE_SEPARATOR = '\u001e'
