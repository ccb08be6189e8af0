import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { isClientError, parseCacheControl } from '@talentstad/types'
import { ServerRouter, type ActionFunctionArgs, type EntryContext, type LoaderFunctionArgs, type RouterContextProvider } from 'react-router'
import { documentCacheControl, PRIVATE_CACHE_CONTROL, SHARED_FRESHNESS_HEADER } from '~/lib/http/cache-control.server'
import { coalescingStream } from '~/lib/http/coalescing-stream.server'
import { holdModulePreloads } from '~/lib/http/module-preloads.server'
import { NonceProvider } from '~/lib/http/nonce-provider'
import { requestInfo, type ResponseMarks } from '~/lib/http/request-info.server'
import { reportServerError, serverInstrumentations, withTraceMetaTags } from '~/lib/monitoring/sentry.server'

export const streamTimeout = 5_000

/** Spans for requests, loaders and actions, and their errors, when SENTRY_DSN is set. */
export const instrumentations = serverInstrumentations()

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { cspNonce: nonce, response } = loadContext.get(requestInfo)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Crawlers and SPA mode get the whole document at once; browsers get it streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = coalescingStream(() => {
            clearTimeout(timeoutId)
            timeoutId = undefined
          }, holdModulePreloads)
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          applyCacheControl(request, responseStatusCode, responseHeaders, response)
          // With error reporting on, the head gets sentry-trace and baggage meta tags; not in a page that
          // shared caches keep, or every visitor of that copy would continue one request's trace.
          const shared = parseCacheControl(responseHeaders.get('Cache-Control')).has('public')
          pipe(shared ? body : withTraceMetaTags(body))
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell is ready are handled by onShellError.
          if (shellRendered) console.error(error)
        },
      },
    )
  })
}

/**
 * Cache-Control for documents and for the `.data` answers of client-side navigation alike: a
 * member's data is private, an anonymous page may be shared. Shared answers vary by Cookie, so a
 * cache that keys on it never hands the anonymous copy to a member.
 */
function applyCacheControl(request: Request, status: number, headers: Headers, marks: ResponseMarks) {
  const cacheControl = documentCacheControl({ request, status, headers })
  headers.delete(SHARED_FRESHNESS_HEADER)
  if (!cacheControl) return
  // The member default, which the route did not override: the one kind the member page cache keeps.
  if (cacheControl === PRIVATE_CACHE_CONTROL) marks.privateByDefault = true
  headers.set('Cache-Control', cacheControl)
  if (parseCacheControl(cacheControl).has('public')) headers.append('Vary', 'Cookie')
}

export function handleDataRequest(response: Response, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  applyCacheControl(request, response.status, response.headers, context.get(requestInfo).response)
  return response
}

export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  // A request the browser abandoned is not an error of ours, nor is a 4xx answer (a thrown Response,
  // React Router's error response or data() with a 4xx; isClientError, the rule Sentry applies too).
  if (request.signal.aborted) return
  if (isClientError(error)) return
  console.error(error)
  reportServerError(error)
}
