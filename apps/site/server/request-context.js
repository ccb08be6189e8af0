// @ts-check
// The request being handled, for code deep in a loader or action: its id and the visitor's address
// (the CMS client sends both on). No dependencies: the React Router build imports this file too.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The header that carries the request id, in and out (the CMS logs it too). */
export const REQUEST_ID_HEADER = 'x-request-id'

// One store per process, even when the React Router build (or Vite in --dev) loads its own copy of
// this module: the Express middleware in server.js sets it, app/lib/cms/cms.server.ts reads it.
const CONTEXT = Symbol.for('talentstad.request-context')
/**
 * One object per request, set by server/logger.js (`requestId`) and app/express.server.ts (`clientIp`);
 * server/page-cache.js adds `models` to a page it may keep, error reporting (app/lib/monitoring/
 * sentry.server.ts) whether the request is `traced`.
 * @typedef {{ requestId: string, clientIp?: string, method?: string, models?: Set<string>, traced?: boolean }} RequestStore
 */
// The cast types `globalThis` only (Prettier would move it out onto the whole assignment).
// prettier-ignore
/** @type {import('node:async_hooks').AsyncLocalStorage<RequestStore>} */
export const requestContext = (/** @type {typeof globalThis & { [CONTEXT]?: AsyncLocalStorage<RequestStore> }} */ (globalThis)[CONTEXT] ??= new AsyncLocalStorage())

/**
 * The id of the request being handled, or undefined outside a request.
 * @returns {string | undefined}
 */
export function currentRequestId() {
  return requestContext.getStore()?.requestId
}

/**
 * The visitor's IP address of the request being handled (Express `req.ip`, so TRUST_PROXY decides
 * whether a proxy's X-Forwarded-For counts), or undefined outside a request (start-up jobs, tests).
 * @returns {string | undefined}
 */
export function currentClientIp() {
  return requestContext.getStore()?.clientIp || undefined
}

/**
 * The HTTP method of the request being handled (a GET only reads), or undefined outside a request.
 * @returns {string | undefined}
 */
export function currentRequestMethod() {
  return requestContext.getStore()?.method
}

/**
 * Whether error reporting traces the request being handled: undefined outside a request, or before
 * (or without) error reporting deciding.
 * @returns {boolean | undefined}
 */
export function currentRequestTraced() {
  return requestContext.getStore()?.traced
}

/**
 * Express middleware: puts the visitor's address (and the request's method) into the request context. It belongs in the app
 * whose `trust proxy` setting says who the visitor is (app/express.server.ts, the React Router handler),
 * since `req.ip` is read with the settings of the app that runs the middleware. Fills the store
 * server/logger.js made for this request; without one (a test, an app without the logger) it starts one.
 * @param {{ ip?: string, method?: string, socket: { remoteAddress?: string }, headers: Record<string, unknown> }} req
 * @param {unknown} _res
 * @param {() => void} next
 */
export function clientIpInContext(req, _res, next) {
  const clientIp = req.ip ?? req.socket.remoteAddress ?? ''
  const method = req.method
  const store = requestContext.getStore()
  if (store) {
    store.clientIp = clientIp
    store.method = method
    next()
  } else {
    requestContext.run({ requestId: requestIdFrom(req.headers[REQUEST_ID_HEADER]), clientIp, method }, next)
  }
}

/** An incoming id is kept only when it is a short, plain token (a proxy's id); otherwise a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/
/** @param {unknown} header @returns {string} */
export function requestIdFrom(header) {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID()
}
