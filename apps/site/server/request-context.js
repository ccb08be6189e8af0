// The request being handled, for code deep in a loader or action (the CMS client sends its id on).
// No dependencies: the React Router build imports this file too.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The header that carries the request id, in and out (the CMS logs it too). */
export const REQUEST_ID_HEADER = 'x-request-id'

// One store per process, even when the React Router build (or Vite in --dev) loads its own copy of
// this module: the Express middleware in server.js sets it, app/lib/cms/cms.server.ts reads it.
const CONTEXT = Symbol.for('talentstad.request-context')
/** @type {import('node:async_hooks').AsyncLocalStorage<{ requestId: string }>} */
export const requestContext = (globalThis[CONTEXT] ??= new AsyncLocalStorage())

/** The id of the request being handled, or undefined outside a request. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId
}

/** An incoming id is kept only when it is a short, plain token (a proxy's id); otherwise a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/
/** @param {unknown} header @returns {string} */
export function requestIdFrom(header) {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID()
}
