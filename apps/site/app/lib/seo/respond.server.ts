import { isCmsError } from '~/lib/cms/cms.server'

/** Machine documents may be cached by CDNs for a few minutes; content changes reach them soon after. */
export const MACHINE_CACHE_CONTROL = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600'

export function textResponse(body: string, contentType: string, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', contentType)
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', MACHINE_CACHE_CONTROL)
  return new Response(body, { ...init, headers })
}

export function notFoundResponse() {
  return textResponse('Niet gevonden\n', 'text/plain; charset=utf-8', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

/** Runs the CMS reads of a machine document; the CMS down or slow is a plain 503, never a 500. */
export async function withCms(load: () => Promise<Response>): Promise<Response> {
  try {
    return await load()
  } catch (error) {
    if (!isCmsError(error)) throw error
    if (error.kind === 'not-found') return notFoundResponse()
    return textResponse('De inhoud is tijdelijk niet beschikbaar.\n', 'text/plain; charset=utf-8', {
      status: 503,
      headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' },
    })
  }
}
