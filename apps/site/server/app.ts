import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { init } from '../app/lib/env.server'

// Fail fast: a bad environment stops the server at start-up, before it serves a request.
init()

declare module 'react-router' {
  interface AppLoadContext {
    /** The CSP nonce the Express server put in this response's Content-Security-Policy. */
    cspNonce: string
  }
}

/**
 * The React Router request handler as an Express app. It is compiled into build/server/index.js
 * together with react-router and React, so the production server loads exactly one copy of each
 * (the CMS workspace hoists React 18 to the repository root; the site needs React 19).
 */
export const app = express()
app.disable('x-powered-by')

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (_req, res) => ({ cspNonce: String(res.locals.cspNonce ?? '') }),
    mode: process.env.NODE_ENV,
  }),
)
