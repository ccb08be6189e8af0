import { createContext, RouterContextProvider } from 'react-router'

/** What the Express server knows of a request and every loader, action and middleware may read. */
export type RequestInfo = {
  /** The CSP nonce the Express server put in this response's Content-Security-Policy. */
  cspNonce: string
  /**
   * What the render says of its response to the Express server (its `res.locals`):
   * `privateByDefault` when the site itself gave the page a member's default Cache-Control (the
   * route set none), the one kind of page the member page cache may keep (member-pages.server.ts).
   */
  response: ResponseMarks
}

export type ResponseMarks = { privateByDefault?: boolean }

/** React Router's typed context entry for it (route middleware is on: `future.v8_middleware`). */
export const requestInfo = createContext<RequestInfo>({ cspNonce: '', response: {} })

/** The context every request starts with (app/express.server.ts getLoadContext). */
export function createRequestContext(info: RequestInfo) {
  const context = new RouterContextProvider()
  context.set(requestInfo, info)
  return context
}
