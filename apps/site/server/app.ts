import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { init } from '../app/lib/env.server'
import { isSameOriginRequest } from '../app/lib/same-origin.server'

// Fail fast: a bad environment stops the server at start-up, before it serves a request.
init()

declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce the Express server put in this response's Content-Security-Policy. */
    cspNonce: string
    /**
     * The visitor's IP address (Express `req.ip`; set TRUST_PROXY to the number of proxies in front
     * of the site). The site forwards it to the CMS so throttling there is per visitor.
     */
    clientIp: string
  }
}

/**
 * The React Router request handler as an Express app. It is compiled into build/server/index.js
 * together with react-router and React, so the production server loads exactly one copy of each
 * (the CMS workspace hoists React 18 to the repository root; the site needs React 19).
 */
export const app = express()
app.disable('x-powered-by')
// Behind a load balancer, TRUST_PROXY=1 (the number of proxies) makes req.ip the visitor's address.
const trustProxy = Number(process.env.TRUST_PROXY ?? 0)
if (trustProxy > 0) app.set('trust proxy', trustProxy)

// A form or fetch POSTed from another site is a forged request: refuse it before any action runs
// (React Router would also refuse it, but with a logged error and a 400).
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const headers = new Headers()
  for (const name of ['origin', 'sec-fetch-site'] as const) {
    const value = req.get(name)
    if (value) headers.set(name, value)
  }
  const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`
  if (isSameOriginRequest(new Request(url, { headers }))) return next()
  res.status(403).type('text/plain; charset=utf-8').send('Dit verzoek kwam niet van deze website en is geweigerd.')
})

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (req, res) => ({
      cspNonce: String(res.locals.cspNonce ?? ''),
      clientIp: req.ip ?? req.socket.remoteAddress ?? '',
    }),
    mode: process.env.NODE_ENV,
  }),
)
