import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { getEnv, init } from '../app/lib/env.server'
import { CROSS_SITE_MESSAGE, isSameOriginPost } from '../app/lib/same-origin.server'

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

// Site forms (the actions of pages) only take POSTs from the site itself: another site's form or
// script gets 403 before any action runs. /api/* are not forms: server-to-server calls and the
// auth endpoints, which check their own CSRF token.
app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || req.path.startsWith('/api/')) return next()
  const post = { origin: req.get('origin'), secFetchSite: req.get('sec-fetch-site'), requestOrigin: `${req.protocol}://${req.get('host')}` }
  if (isSameOriginPost(post, getEnv().SITE_URL)) return next()
  res.status(403).set('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(`${CROSS_SITE_MESSAGE}\n`)
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
