import { createServer, type Server } from 'node:http'
import { E2E_CMS_PORT } from './config'
import { listenLocal } from './fake-server'

/**
 * A local stand-in for Google Tag Manager's script server, so the site's tag manager loading can be
 * tested without Google (`GTM_SCRIPT_URL = fake.scriptUrl`):
 *
 * - `GET /gtm.js?id=<container>` answers a small script, like GTM's container script for a known
 *   container (404 for another id, as GTM does). In the page the script records that it loaded
 *   (`window.__fakeGtmLoaded`, a count, and `window.__fakeGtmId`) and, like GTM, takes over the
 *   data layer: what was pushed before it loaded and everything pushed after lands in
 *   `window.__fakeGtmEvents` (what the tag manager would see and send on).
 * - Every request is recorded server-side (`fake.requests`: path, container id, time), so a test
 *   can assert that no request left the browser before consent.
 *
 * Plain node:http; the e2e site runs in another process, so a spec starts it on the fixed port
 * E2E_GTM_PORT, which playwright.config.ts gives the site as GTM_SCRIPT_URL.
 */

export const E2E_GTM_PORT = Number(process.env.E2E_GTM_PORT ?? E2E_CMS_PORT + 8)
export const E2E_GTM_ID = 'GTM-E2ETEST'
export const E2E_GTM_SCRIPT_URL = `http://127.0.0.1:${E2E_GTM_PORT}/gtm.js`

export type FakeGtmRequest = { method: string; path: string; id: string | null; at: number }

/** What the fake container runs in the page. */
export function fakeContainerScript(id: string) {
  return `(function (w) {
  w.__fakeGtmLoaded = (w.__fakeGtmLoaded || 0) + 1;
  w.__fakeGtmId = ${JSON.stringify(id)};
  var layer = (w.dataLayer = w.dataLayer || []);
  var seen = (w.__fakeGtmEvents = w.__fakeGtmEvents || []);
  for (var i = 0; i < layer.length; i++) seen.push(layer[i]);
  var push = layer.push;
  layer.push = function () {
    for (var j = 0; j < arguments.length; j++) seen.push(arguments[j]);
    return push.apply(layer, arguments);
  };
})(window);
`
}

export type FakeGtm = Awaited<ReturnType<typeof startFakeGtm>>

export async function startFakeGtm(options: { port?: number; containerId?: string } = {}) {
  const containerId = options.containerId ?? E2E_GTM_ID
  const requests: FakeGtmRequest[] = []

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const id = url.searchParams.get('id')
    requests.push({ method: request.method ?? 'GET', path: url.pathname, id, at: Date.now() })
    if (request.method === 'GET' && url.pathname === '/gtm.js' && id === containerId) {
      response.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' })
      response.end(fakeContainerScript(id))
      return
    }
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
    response.end('Not found\n')
  })

  const origin = await listenLocal(server, options.port)

  return {
    origin,
    containerId,
    /** Give this to the site as GTM_SCRIPT_URL. */
    scriptUrl: `${origin}/gtm.js`,
    /** Every request received, oldest first. */
    requests,
    /** The container script requests (what a loaded tag manager costs). */
    scriptLoads: () => requests.filter((request) => request.path === '/gtm.js').length,
    reset() {
      requests.length = 0
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
