import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as Sentry from '@sentry/react-router'
import { reportableEvent, scrubEvent } from '@talentstad/types'
import type { ServerInstrumentation } from 'react-router'
import type { Env } from '../env.server'
import { parseDsn } from '../monitoring-config'
import { currentRequestTraced, requestContext } from '~/../server/request-context.js'
import { TraceBudget } from './trace-budget'

/** How many requests are traced; set once error reporting has started (SENTRY_DSN set). */
let budget: TraceBudget | undefined

/** Whether the server reports errors and traces (SENTRY_DSN is set and the SDK started). */
export function monitoringEnabled() {
  return budget !== undefined
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
  if (budget || !env.SENTRY_DSN) return
  const envelopeUrl = parseDsn(env.SENTRY_DSN)?.envelopeUrl
  const traces = new TraceBudget({ perMinute: env.SENTRY_TRACES_PER_MINUTE, sampleRate: env.SENTRY_TRACES_SAMPLE_RATE })
  budget = traces
  Sentry.init({
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    // A request's own decision was made before React Router (tracedRequest); anything else asks the budget.
    tracesSampler: ({ parentSampled }) => currentRequestTraced() ?? traces.decide(parentSampled),
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

/** One header's value (the first, when it came more than once). */
function header(req: IncomingMessage, name: string) {
  const value = req.headers[name]
  return Array.isArray(value) ? value[0] : value
}

/**
 * Express middleware in front of the request guard (app/express.server.ts): the request gets a scope of its own
 * (what one request notes never shows up in another's report), its method, URL and headers for an
 * error report (scrubEvent takes out what is personal), and the browser's incoming trace, if any.
 * Whether it is traced is decided later, by tracedRequest, for what reaches React Router.
 */
export function monitoredRequest(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if (!budget) return next()
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
    Sentry.continueTrace({ sentryTrace: header(req, 'sentry-trace'), baggage: header(req, 'baggage') }, next)
  })
}

/**
 * Express middleware right in front of React Router (app/express.server.ts), after the request
 * guard and the kept member pages, so a refused request or a page sent from memory spends none of
 * the budget: whether this request is traced, decided once (TraceBudget, with the browser's choice)
 * and noted in the request context. A traced request gets its transaction from React Router's
 * instrumentation; one that is not gets no spans at all (whenTraced), and its trace goes on marked
 * as not sampled (`-0`), so the browser does not trace a page the server did not. Errors are
 * reported from both.
 */
export function tracedRequest(req: IncomingMessage, _res: ServerResponse, next: () => void) {
  if (!budget) return next()
  const incoming = parseSentryTrace(header(req, 'sentry-trace'))
  const traced = budget.decide(incoming?.sampled)
  const store = requestContext.getStore()
  if (store) store.traced = traced
  if (traced) return next()
  const traceId = incoming?.traceId ?? randomBytes(16).toString('hex')
  const spanId = incoming?.spanId ?? randomBytes(8).toString('hex')
  Sentry.continueTrace({ sentryTrace: `${traceId}-${spanId}-0`, baggage: undefined }, next)
}

/** A `sentry-trace` header's parts (`traceId-spanId[-sampled]`), or undefined when it is none. */
export function parseSentryTrace(header: string | undefined) {
  const match = header?.trim().match(/^([0-9a-f]{32})-([0-9a-f]{16})(?:-([01]))?$/)
  if (!match) return undefined
  return { traceId: match[1]!, spanId: match[2]!, sampled: match[3] === undefined ? undefined : match[3] === '1' }
}

/** A server error to report (entry.server.tsx handleError); no-op when monitoring is off. */
export function reportServerError(error: unknown) {
  if (!budget) return
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
      handler: (handler) => {
        if (budget) sentry.handler?.({ instrument: (hooks) => handler.instrument(whenTraced(hooks)) })
      },
      route: (route) => {
        if (!budget) return
        sentry.route?.({ id: route.id, index: route.index, path: route.path, instrument: (hooks) => route.instrument(whenTraced(hooks)) })
      },
    },
  ]
}

/** What the instrumentation API gives a hook: the step to call (once) and what it is about. */
type Step = () => Promise<{ status: 'success'; error: undefined } | { status: 'error'; error: unknown }>
type StepInfo = { request: { method: string }; pattern?: string }
type Hooks = Record<string, ((call: Step, info: StepInfo) => Promise<void>) | undefined>

/**
 * Sentry's hooks (the request's transaction; a span per loader, action and middleware), only in a
 * request that is traced: in one that is not (tracedRequest decided), each would be an unrecorded
 * span with a context of its own, for nothing, and cost a third of a small request's time. Errors
 * are not sampled. handleError (entry.server.tsx) reports what a loader, action, middleware or
 * render throws; here a failed step names the request's route for that report (as Sentry's hooks
 * do), and an error that escaped React Router's handler is reported (Sentry reports an error only once).
 */
function whenTraced<T extends object>(hooks: T): T {
  const wrapped: Hooks = {}
  for (const [name, hook] of Object.entries(hooks as Hooks)) {
    if (!hook) continue
    wrapped[name] = async (call, info) => {
      if (currentRequestTraced() !== false) return hook(call, info)
      const result = await call()
      if (result.status !== 'error' || !(result.error instanceof Error)) return
      if (name === 'request') reportServerError(result.error)
      else if (info.pattern) Sentry.getIsolationScope().setTransactionName(`${info.request.method} ${info.pattern}`)
    }
  }
  return wrapped as T
}

/**
 * The trace meta tags of the request being handled (sentry-trace, baggage), for a page sent from a
 * copy (lib/cms/member-pages.server.ts); empty when reporting is off.
 */
export function traceMetaTags(): string {
  return budget ? Sentry.getTraceMetaTags() : ''
}

/** Adds the trace meta tags to the document's head, so the browser continues the request's trace. */
export function withTraceMetaTags<T extends NodeJS.WritableStream>(body: T): NodeJS.WritableStream {
  if (!budget) return body
  return Sentry.getMetaTagTransformer(body as never)
}
