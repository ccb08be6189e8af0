/**
 * Error and performance reporting (Sentry): what the server, the browser and the tunnel share.
 * Plain functions without the SDK, so the browser's critical bundle does not grow.
 */

/** The same-origin path browser events are posted to; app/lib/monitoring/tunnel.server.ts forwards them. */
export const MONITORING_TUNNEL_PATH = '/api/monitoring'

export type Dsn = {
  /** `https:` or `http:` (a local fake). */
  protocol: string
  /** Host name and port, as in the DSN. */
  host: string
  publicKey: string
  projectId: string
  /** Where the DSN's project takes envelopes: `<protocol>//<host><path>/api/<project>/envelope/`. */
  envelopeUrl: string
}

/** Parses `https://<public key>@<host>[:port][/path]/<project id>`; null when it is not a DSN. */
export function parseDsn(value: string): Dsn | null {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const segments = url.pathname.split('/').filter(Boolean)
  const projectId = segments.pop()
  if (!url.username || url.password || !projectId || !/^\d+$/.test(projectId) || url.search || url.hash) return null
  const path = segments.length ? `/${segments.join('/')}` : ''
  return {
    protocol: url.protocol,
    host: url.host,
    publicKey: decodeURIComponent(url.username),
    projectId,
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
  }
}

export type BrowserMonitoringConfig = {
  dsn: string
  environment: string
  tracesSampleRate: number
  tunnel: string
}

/** What the browser gets (window.ENV.SENTRY) when reporting is on. */
export function browserMonitoringConfig(env: {
  SENTRY_DSN?: string | undefined
  SENTRY_ENVIRONMENT: string
  SENTRY_TRACES_SAMPLE_RATE: number
}): BrowserMonitoringConfig | undefined {
  if (!env.SENTRY_DSN) return undefined
  return {
    dsn: env.SENTRY_DSN,
    environment: env.SENTRY_ENVIRONMENT,
    tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
    tunnel: MONITORING_TUNNEL_PATH,
  }
}
