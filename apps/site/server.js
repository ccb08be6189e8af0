// The site's HTTP server: Express with compression and security headers in front of the
// React Router request handler. `node server.js` serves the production build (run
// `npm run build` first); `node server.js --dev` runs Vite as middleware with hot reload.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import compression from 'compression'
import express from 'express'
import { imageOptimizer } from './server/image-optimizer.js'
import { createInvalidationBus } from './server/invalidation-bus.js'
import { contentChanged, onContentChange, setContentChangePublisher } from './server/content-changes.js'
import { createLogger, errorLogger, requestLogger, trackRequest } from './server/logger.js'
import { createPageCache } from './server/page-cache.js'
import { readiness } from './server/readiness.js'
import { securityHeaders } from './server/security-headers.js'
import { gracefulShutdown } from './server/shutdown.js'

const DEV = process.argv.includes('--dev')
if (DEV) process.env.NODE_ENV ??= 'development'
const MODE = process.env.NODE_ENV ?? 'production'
const IS_PRODUCTION = MODE === 'production'
const PORT = Number.parseInt(process.env.PORT || '3000', 10)
const HOST = process.env.HOST || '0.0.0.0'
const HERE = path.dirname(fileURLToPath(import.meta.url))
const CMS_URL = process.env.CMS_URL || 'http://127.0.0.1:1337'
/** Idle kept-alive connections close after this (see below, where the server is made). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000
// JSON lines in production, readable lines in development; LOG_LEVEL=debug shows the access log.
const logger = createLogger()

/** An invalid environment: say what is wrong, without a stack trace, and stop. */
function exitOnEnvError(error) {
  if (error?.name !== 'EnvError' && !String(error?.message).startsWith('Invalid environment variables')) throw error
  logger.fatal(error.message)
  process.exit(1)
}

// Rendered anonymous pages, kept precompressed (docs/decisions/0018); not in development, and not
// with SITE_CACHE=off (the benchmark's cold path).
const pageCache = !DEV && process.env.SITE_CACHE !== 'off' ? createPageCache({ logger }) : undefined
if (pageCache) onContentChange((models) => pageCache.invalidate(models))
// Several instances (REDIS_URL): a change one instance hears of reaches the others (docs/decisions/0019).
const invalidationBus = createInvalidationBus({
  redisUrl: process.env.REDIS_URL || undefined,
  onMessage: (models) => contentChanged(models, { fromOtherInstance: true }),
  logger,
})
setContentChangePublisher(invalidationBus.publish)

const app = express()
app.disable('x-powered-by')
// First: every response, static files included, gets a request id and one access-log line.
app.use(requestLogger(logger))
// A page kept in memory is answered before Express (below); here it waits for another request's
// render of it, or starts one.
if (pageCache) app.use(pageCache.serve)
app.use(compression())
// reCAPTCHA v3 (only when its keys are set): the script's origin, and Google's static origin.
const botCheckOrigins =
  process.env.RECAPTCHA_SITE_KEY && process.env.RECAPTCHA_SECRET_KEY
    ? [
        ...new Set([
          new URL(process.env.RECAPTCHA_SCRIPT_URL || 'https://www.google.com/recaptcha/api.js').origin,
          'https://www.gstatic.com',
        ]),
      ]
    : []
// Google Tag Manager (only when GTM_ID is set; it loads only after the visitor's consent): its origin.
const tagManagerOrigins = process.env.GTM_ID
  ? [new URL(process.env.GTM_SCRIPT_URL || 'https://www.googletagmanager.com/gtm.js').origin]
  : []
// The admin panel shows /voorbeeld pages in a frame (its preview, issue 32): only its origin may.
const previewFramedBy = [new URL(process.env.ADMIN_PANEL_URL || CMS_URL).origin]
app.use(securityHeaders({ production: IS_PRODUCTION, dev: DEV, botCheckOrigins, tagManagerOrigins, previewFramedBy }))
// Keeps what an anonymous page renders (uncompressed, with its final headers) for the next visitor.
if (pageCache) app.use(pageCache.capture)

// Alive: the process answers. Ready: it can reach the CMS (and so the CMS its database).
app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' })
})
app.get('/readyz', readiness({ cmsUrl: CMS_URL, logger }))

app.get(
  '/_next/image',
  imageOptimizer({
    cmsUrl: CMS_URL,
    cacheDir: process.env.IMAGE_CACHE_DIR || path.join(HERE, '.cache/images'),
  }),
)

if (DEV) {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ root: HERE, server: { middlewareMode: true } })
  app.use(viteDevServer.middlewares)
  // Load once at start-up so a bad environment fails fast in development too.
  await viteDevServer.ssrLoadModule('./app/express.server.ts').catch(exitOnEnvError)
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule('./app/express.server.ts')
      await source.app(req, res, next)
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error)
      next(error)
    }
  })
} else {
  // Fingerprinted files never change under their name.
  app.use('/assets', express.static(path.join(HERE, 'build/client/assets'), { immutable: true, maxAge: '1y', index: false }))
  app.use('/assets', (_req, res) => res.status(404).type('text/plain').send('Not found'))
  // The rest of public/ (favicon, coat of arms …) may change between releases.
  app.use(express.static(path.join(HERE, 'build/client'), { maxAge: '1h', index: false }))
  const build = await import(path.join(HERE, 'build/server/index.js')).catch(exitOnEnvError)
  app.use(build.app)
}
app.use(errorLogger(logger))

// A page kept in memory is answered before Express runs (already compressed, with its own headers
// and its own access-log line): its routing and request wrappers cost more than the answer itself.
const server = http.createServer((req, res) => {
  if (pageCache?.answer(req, res, () => trackRequest(logger, req, res))) return
  app(req, res)
})
// An idle kept-alive connection stays open longer than a load balancer's or proxy's own idle limit
// (commonly 60 s). With Node's default of 5 s the site closed connections a client was just about to
// reuse, and that request failed (a 502 behind a proxy; ECONNRESET in the e2e run). Headers must still
// arrive within a limit above it.
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000
server.listen(PORT, HOST, () => {
  logger.info(`Talentstad site (${DEV ? 'development' : MODE}) listening on http://${HOST}:${PORT}`)
})

// SIGTERM (a deploy) or Ctrl+C: stop accepting, let running requests finish (SHUTDOWN_TIMEOUT_MS,
// default 8 s: inside Docker's 10 s before it kills), then exit.
gracefulShutdown(server, { logger, timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS || 8000) })
server.on('close', () => invalidationBus.close())
