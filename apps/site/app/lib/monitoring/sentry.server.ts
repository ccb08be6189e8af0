import * as Sentry from '@sentry/react-router'
import { reportableEvent, scrubEvent } from '@talentstad/types'
import type { ServerInstrumentation } from 'react-router'
import type { Env } from '../env.server'
import { MONITORING_TUNNEL_PATH, parseDsn } from './config'

let started = false

/** Whether the server reports errors and traces (SENTRY_DSN is set and the SDK started). */
export function monitoringEnabled() {
  return started
}

/**
 * Starts the server SDK once, when SENTRY_DSN is set (docs/decisions/0016): errors of loaders,
 * actions and rendering (entry.server.tsx) and a trace per request, continued in the browser through
 * the page's sentry-trace meta tag. Nothing personal leaves: scrubEvent, and no default PII. Only
 * faults are reported: an expected 4xx answer (a thrown Response, React Router's error response or
 * data() with a 4xx) is not (reportableEvent, the same rule as the CMS's); an Error that merely
 * carries a status (CmsError) is answered 500 and reported.
 */
export function startServerMonitoring(env: Env) {
  if (started || !env.SENTRY_DSN) return
  started = true
  const envelopeUrl = parseDsn(env.SENTRY_DSN)?.envelopeUrl
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    sendDefaultPii: false,
    integrations: [
      Sentry.httpIntegration({
        // Request bodies (form values) are never read into an event.
        maxIncomingRequestBodySize: 'none',
        // A browser's envelope passing through the tunnel is no request of the site's own: no
        // transaction for it (each envelope made one).
        ignoreIncomingRequests: (urlPath) => urlPath === MONITORING_TUNNEL_PATH || urlPath.startsWith(`${MONITORING_TUNNEL_PATH}?`),
      }),
      // Nor is the tunnel's forward to Sentry (without a request around it, it was a transaction itself).
      Sentry.nativeNodeFetchIntegration({ ignoreOutgoingRequests: (url) => envelopeUrl !== undefined && url.startsWith(envelopeUrl) }),
    ],
    // Expected 4xx answers are no errors; the rest loses personal data (no IP, no query value, no token).
    beforeSend: (event, hint) => reportableEvent(event, hint),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
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
export function withTraceMetaTags<T extends NodeJS.WritableStream>(body: T): NodeJS.WritableStream {
  if (!started) return body
  return Sentry.getMetaTagTransformer(body as never)
}
