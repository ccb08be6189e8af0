import type { IncomingMessage, ServerResponse } from 'node:http'
import * as Sentry from '@sentry/react-router'
import { reportableEvent, scrubEvent } from '@talentstad/types'
import type { ServerInstrumentation } from 'react-router'
import type { Env } from '../env.server'
import { parseDsn } from '../monitoring-config'
import { TraceBudget } from './trace-budget'

let started = false

/** Whether the server reports errors and traces (SENTRY_DSN is set and the SDK started). */
export function monitoringEnabled() {
  return started
}

/**
 * Starts the server SDK once, when SENTRY_DSN is set (docs/decisions/0016, 0039): errors of
 * loaders, actions and rendering (entry.server.tsx) and a trace per request that reaches React
 * Router, continued in the browser through the page's sentry-trace meta tag. Nothing personal
 * leaves: scrubEvent, and no default PII. Only faults are reported: an expected 4xx answer (a thrown
 * Response, React Router's error response or data() with a 4xx) is not (reportableEvent, the same
 * rule as the CMS's); an Error that merely carries a status (CmsError) is answered 500 and reported.
 *
 * Not the SDK's HTTP server instrumentation: it wraps every request the process receives (a page
 * kept in memory, a static file) in a scope, a session and a span, and cost two thirds of the warm
 * pages' throughput even at sample rate 0. `monitoredRequest` gives the requests React Router
 * handles their own scope and incoming trace instead; the rest cost Sentry nothing.
 */
export function startServerMonitoring(env: Env) {
  if (started || !env.SENTRY_DSN) return
  started = true
  const envelopeUrl = parseDsn(env.SENTRY_DSN)?.envelopeUrl
  const budget = new TraceBudget({ perMinute: env.SENTRY_TRACES_PER_MINUTE, sampleRate: env.SENTRY_TRACES_SAMPLE_RATE })
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    tracesSampler: ({ parentSampled }) => budget.decide(parentSampled),
    sendDefaultPii: false,
    integrations: (defaults) => [
      ...defaults.filter((integration) => integration.name !== 'Http' && integration.name !== 'NodeFetch'),
      // The CMS calls of a traced request as its spans; not the tunnel's forward to Sentry (without
      // a request around it, it was a transaction itself).
      Sentry.nativeNodeFetchIntegration({ ignoreOutgoingRequests: (url) => envelopeUrl !== undefined && url.startsWith(envelopeUrl) }),
    ],
    // Expected 4xx answers are no errors; the rest loses personal data (no IP, no query value, no token).
    beforeSend: (event, hint) => reportableEvent(event, hint),
    // A CMS call belongs in its request's trace; one outside a traced request (the request was not
    // sampled, or was answered without React Router) would come as a transaction of its own, past the
    // budget: the bench's ingest saw one per bookmark toggle.
    beforeSendTransaction: (event) => (isOrphanClientCall(event) ? null : scrubEvent(event)),
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  })
}

/** A transaction that is only an outgoing call (`http.client`), not a request this site served. */
export function isOrphanClientCall(event: { contexts?: { trace?: { op?: string } } }) {
  return event.contexts?.trace?.op === 'http.client'
}

/**
 * Express middleware in front of React Router (app/express.server.ts): the request gets a scope of its own
 * (what one request notes never shows up in another's report), its method, URL and headers for an
 * error report (scrubEvent takes out what is personal), and the browser's incoming trace, if any.
 * React Router's instrumentation then starts the request's transaction, as TraceBudget decides.
 */
export function monitoredRequest(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if (!started) return next()
  Sentry.withIsolationScope((scope) => {
    scope.setSDKProcessingMetadata({
      normalizedRequest: {
        method: req.method,
        url: req.url,
        headers: Object.fromEntries(
          Object.entries(req.headers).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        ),
      },
    })
    const header = (name: string) => {
      const value = req.headers[name]
      return Array.isArray(value) ? value[0] : value
    }
    Sentry.continueTrace({ sentryTrace: header('sentry-trace'), baggage: header('baggage') }, next)
  })
}

/** A server error to report (entry.server.tsx handleError); no-op when monitoring is off. */
export function reportServerError(error: unknown) {
  if (!started) return
  Sentry.captureException(error, { mechanism: { type: 'react-router', handled: false } })
}

/**
 * React Router's instrumentation API: a span per request, loader and action, and their errors.
 * React Router applies it when it creates the request handler (the first request), which is after
 * startServerMonitoring; the module itself may be evaluated before, so the check is made then.
 */
export function serverInstrumentations(): ServerInstrumentation[] {
  const sentry = Sentry.createSentryServerInstrumentation()
  return [
    {
      handler: (handler) => (started ? sentry.handler?.(handler) : undefined),
      route: (route) => (started ? sentry.route?.(route) : undefined),
    },
  ]
}

/** Adds the trace meta tags to the document's head, so the browser continues the request's trace. */
/**
 * The trace meta tags of the request being handled (sentry-trace, baggage), for a page sent from a
 * copy (lib/auth/member-pages.server.ts); empty when reporting is off.
 */
export function traceMetaTags(): string {
  return started ? Sentry.getTraceMetaTags() : ''
}

export function withTraceMetaTags<T extends NodeJS.WritableStream>(body: T): NodeJS.WritableStream {
  if (!started) return body
  return Sentry.getMetaTagTransformer(body as never)
}
