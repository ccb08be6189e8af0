import { useEffect } from 'react'
import { isRouteErrorResponse } from 'react-router'
import type { BrowserMonitoringConfig } from '~/lib/monitoring-config'
import { useNonce } from '~/lib/http/nonce-provider'

/**
 * The browser's error and performance reporting (docs/decisions/0016), only when SENTRY_DSN is set.
 * The SDK is not in the critical bundle: it is imported once the browser is idle after hydration.
 * Until then a tiny inline script buffers uncaught errors and rejections, and the SDK reports them
 * when it starts (lib/monitoring/sentry.client.ts), so nothing thrown early is lost.
 */

type MonitoringBuffer = { events: Array<ErrorEvent | PromiseRejectionEvent | { type: 'caught'; error: unknown }>; stop: () => void }
declare global {
  interface Window {
    __monitoringBuffer?: MonitoringBuffer
    __monitoringReport?: (error: unknown) => void
  }
}

/** Kept tiny and dependency-free: it runs before any module does. */
const BUFFER_SCRIPT = `(function(w){if(w.__monitoringBuffer)return;var b=w.__monitoringBuffer={events:[]};function h(e){b.events.push(e)}w.addEventListener('error',h);w.addEventListener('unhandledrejection',h);b.stop=function(){w.removeEventListener('error',h);w.removeEventListener('unhandledrejection',h)}})(window)`

export function MonitoringScript({ config }: { config: BrowserMonitoringConfig | undefined }) {
  const nonce = useNonce()
  const dsn = config?.dsn
  useEffect(() => {
    if (!config) return
    const start = () =>
      void import('~/lib/monitoring/sentry.client').then(
        (module) => module.startBrowserMonitoring(config),
        () => undefined,
      )
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(start, { timeout: 4000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 1)
    return () => clearTimeout(timer)
    // One start per DSN; the config object is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dsn])
  if (!config) return null
  // Browsers hide nonce values from the DOM, so the client never sees the server's.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BUFFER_SCRIPT }} />
}

/**
 * Reports an error that a route's error boundary caught in the browser (it never reaches
 * window.onerror). A server error is reported by the server already: in production the browser
 * only sees React Router's sanitised 'Unexpected Server Error' for it, which is skipped.
 */
export function useReportBoundaryError(error: unknown) {
  useEffect(() => {
    if (isRouteErrorResponse(error) || !(error instanceof Error) || error.message === 'Unexpected Server Error') return
    if (window.__monitoringReport) window.__monitoringReport(error)
    else window.__monitoringBuffer?.events.push({ type: 'caught', error })
  }, [error])
}
