import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { getEnv, init } from '../app/lib/env.server'
import { createRequestContext } from '../app/lib/http/request-info.server'
import { requestGuard } from '../app/lib/http/request-guard.server'

// Fail fast: a bad environment stops the server at start-up, before it serves a request.
init()

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

// Before any action runs: other methods (405), body caps (413/411), the one cross-site check (403)
// and form content types (415). See app/lib/http/request-guard.server.ts.
app.use(requestGuard({ siteUrl: () => getEnv().SITE_URL }))

app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    getLoadContext: (req, res) =>
      createRequestContext({
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
      }),
    mode: process.env.NODE_ENV,
  }),
)
