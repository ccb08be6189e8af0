import * as Sentry from '@sentry/react-router'
import { reportableEvent, scrubEvent } from '@talentstad/types'
import type { BrowserMonitoringConfig } from '../monitoring-config'

/**
 * The browser SDK, loaded lazily by components/monitoring.tsx (never in the critical bundle).
 * Events go to the site's own tunnel path (same origin: the CSP's connect-src 'self' and ad
 * blockers let them through); the page-load trace continues the server's (sentry-trace meta tag).
 */
export function startBrowserMonitoring(config: BrowserMonitoringConfig) {
  if (Sentry.getClient()) return
  const buffer = window.__monitoringBuffer
  // Hand over from the inline buffer to the SDK's own handlers in one step: nothing is lost or doubled.
  buffer?.stop()
  Sentry.init({
    dsn: config.dsn,
    tunnel: config.tunnel,
    environment: config.environment,
    tracesSampleRate: config.tracesSampleRate,
    sendDefaultPii: false,
    integrations: [Sentry.reactRouterTracingIntegration()],
    // The same rules as the server: no expected 4xx, no IP, no query value, no token.
    beforeSend: (event, hint) => reportableEvent(event, hint),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeSendSpan: (span) => scrubEvent(span),
    beforeBreadcrumb: (breadcrumb) => scrubEvent(breadcrumb),
  })
  window.__monitoringReport = (error) =>
    Sentry.captureException(error, { mechanism: { type: 'auto.function.react_router.error_boundary', handled: false } })
  for (const event of buffer?.events.splice(0) ?? []) {
    if (event.type === 'unhandledrejection') {
      Sentry.captureException((event as PromiseRejectionEvent).reason, {
        mechanism: { type: 'auto.browser.global_handlers.onunhandledrejection', handled: false },
      })
    } else if (event.type === 'caught') {
      window.__monitoringReport((event as { error: unknown }).error)
    } else {
      const errorEvent = event as ErrorEvent
      Sentry.captureException(errorEvent.error ?? errorEvent.message, {
        mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false },
      })
    }
  }
}
