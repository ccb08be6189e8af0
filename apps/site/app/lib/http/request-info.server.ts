import { createContext, RouterContextProvider } from 'react-router'

/** What the Express server knows of a request and every loader, action and middleware may read. */
export type RequestInfo = {
  /** The CSP nonce the Express server put in this response's Content-Security-Policy. */
  cspNonce: string
  /**
   * The visitor's IP address (Express `req.ip`; set TRUST_PROXY to the number of proxies in front
   * of the site). The site forwards it to the CMS so throttling there is per visitor.
   */
  clientIp: string
}

/** React Router's typed context entry for it (route middleware is on: `future.v8_middleware`). */
export const requestInfo = createContext<RequestInfo>({ cspNonce: '', clientIp: '' })

/** The context every request starts with (server/app.ts getLoadContext). */
export function createRequestContext(info: RequestInfo) {
  const context = new RouterContextProvider()
  context.set(requestInfo, info)
  return context
}

/** The visitor's IP of this request, for the CMS calls made on their behalf. */
export function clientIpOf(context: Readonly<RouterContextProvider>): string {
  return context.get(requestInfo).clientIp
}
