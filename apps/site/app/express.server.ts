import 'react-router'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import { getEnv, init } from './lib/env.server'
import { createRequestContext } from './lib/http/request-info.server'
import { memberPages } from './lib/cms/member-pages.server'
import { sessionTokenOf } from './lib/auth/session.server'
import { requestGuard } from './lib/http/request-guard.server'
import { MONITORING_TUNNEL_PATH } from './lib/monitoring-config'
import { monitoredRequest, startServerMonitoring, tracedRequest } from './lib/monitoring/sentry.server'
import { FixedWindowLimiter } from './lib/rate-limit.server'
import { sharedRedis } from './lib/redis.server'
import { monitoringTunnel } from './lib/monitoring/tunnel.server'
import { clientIpInContext } from '../server/request-context.js'

// Fail fast: a bad environment stops the server at start-up, before it serves a request.
init()
// Error and performance reporting, when SENTRY_DSN is set (docs/decisions/0016).
startServerMonitoring(getEnv())

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
// The visitor's address in the request context (server/request-context.js), read here where TRUST_PROXY
// applies: the CMS client sends it on (the CMS throttles per visitor), the site's own limits count by it.
app.use(clientIpInContext)

// The browser's error reports, forwarded to SENTRY_DSN's project only. Before the form guard (the
// SDK posts text/plain envelopes of up to 200 KB), so the tunnel makes the guard's cross-site check
// itself (a POST from another site is a 403) and logs every refusal; at most SENTRY_TUNNEL_PER_MINUTE
// per visitor address, counted with the other instances (Redis). No route at all when reporting is off.
const { SENTRY_DSN, SENTRY_TUNNEL_PER_MINUTE } = getEnv()
if (SENTRY_DSN) {
  const limiter = new FixedWindowLimiter({ name: 'monitoring-tunnel', windowMs: 60_000, redis: sharedRedis })
  const tunnel = monitoringTunnel({ dsn: SENTRY_DSN, siteUrl: () => getEnv().SITE_URL, limiter, perMinute: SENTRY_TUNNEL_PER_MINUTE })
  app.post(MONITORING_TUNNEL_PATH, tunnel)
}

// Each request from here on in its own error-reporting scope, with the browser's trace (ADR 0039).
app.use(monitoredRequest)

// Before any action runs: other methods (405), body caps (413/411), the one cross-site check (403)
// and form content types (415). See app/lib/http/request-guard.server.ts.
app.use(requestGuard({ siteUrl: () => getEnv().SITE_URL }))

// A member's page opened again within their session check's moment is sent as rendered a moment
// ago, with this response's nonce (app/lib/cms/member-pages.server.ts, docs/decisions/0042).
app.use(memberPages({ sessionToken: sessionTokenOf }))

// What reaches React Router is traced or not from here on, as the trace budget decides (ADR 0039).
app.use(tracedRequest)

// In production the build as an object: React Router then prepares its routes once, where a
// function makes it flatten and rank every route again on each request. In development the
// function, so every request sees the newest routes (and a broken route fails its request, not the start).
const build = import.meta.env.DEV ? () => import('virtual:react-router/server-build') : await import('virtual:react-router/server-build')

app.use(
  createRequestHandler({
    build,
    getLoadContext: (_req, res) => createRequestContext({ cspNonce: String(res.locals.cspNonce ?? ''), response: res.locals }),
    mode: process.env.NODE_ENV,
  }),
)
