// @ts-check
// The site's logs: one JSON object a line (pino), readable lines in development. Every request gets
// an id (X-Request-Id), one access-log line and the id travels on to the CMS (app/lib/cms/cms.server.ts
// reads it from server/request-context.js). No log line carries a query string, a cookie, a header
// or a token in a path: only the fields written here.
import pino from 'pino'
import { REQUEST_ID_HEADER, requestContext, requestIdFrom } from './request-context.js'

export { REQUEST_ID_HEADER, currentRequestId, requestIdFrom } from './request-context.js'

/** Path segments that are secrets themselves (an invitation link's token). */
const SECRET_SEGMENTS = [/^(\/uitnodiging\/)[^/]+/]

/**
 * The path of a URL for a log line: no query string, no fragment, no secret segment.
 * @param {string | undefined} url
 * @returns {string}
 */
export function logPath(url) {
  let path = String(url ?? '').split(/[?#]/, 1)[0] || '/'
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, '$1[redacted]')
  return path.length > 300 ? `${path.slice(0, 300)}…` : path
}

/** @type {Record<number, string>} */
const LEVEL_NAMES = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

/**
 * Development output: `12:00:01 INFO  message key=value …` (no worker thread, no extra package).
 * @param {{ write(text: string): unknown }} [out]
 * @returns {{ write(line: string): void }}
 */
export function prettyStream(out = process.stdout) {
  return {
    write(line) {
      // A line of pino's JSON: JSON.parse gives `any`, and the fields are read as pino writes them.
      let entry
      try {
        entry = JSON.parse(line)
      } catch {
        out.write(line)
        return
      }
      const { level, time, msg, pid: _pid, hostname: _hostname, service: _service, err, ...fields } = entry
      const clock = new Date(time).toISOString().slice(11, 19)
      const rest = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
      const stack = err?.stack ? `\n${err.stack}` : err?.message ? ` ${err.message}` : ''
      out.write(`${clock} ${(LEVEL_NAMES[level] ?? level).padEnd(5)} ${msg ?? ''}${rest.length ? ` ${rest.join(' ')}` : ''}${stack}\n`)
    },
  }
}

/**
 * A pino logger. LOG_LEVEL sets the level (default `info`: start-up, warnings and errors; the
 * access log is `debug`). LOG_FORMAT=json|pretty overrides the format (pretty only outside production).
 * @param {{ level?: string, pretty?: boolean, destination?: { write(line: string): void } }} [options]
 */
export function createLogger({ level = process.env.LOG_LEVEL || 'info', pretty, destination } = {}) {
  const production = process.env.NODE_ENV === 'production'
  const wantPretty = pretty ?? (process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'pretty' : !production)
  return pino(
    {
      level,
      base: { service: 'site' },
      // Belt and braces: should anyone log a request or headers, these never reach the output.
      redact: {
        paths: ['req.headers', 'headers.cookie', 'headers.authorization', 'cookie', 'authorization', 'token', 'password', 'code'],
        censor: '[redacted]',
      },
      serializers: { err: pino.stdSerializers.err },
    },
    destination ?? (wantPretty && !production ? prettyStream() : pino.destination({ dest: 1, sync: true })),
  )
}

/**
 * Starts the log of one request on a plain Node request and response: a request id (kept from
 * X-Request-Id when safe), set on the response, and one access-log line when the response is done
 * (`debug`; `warn` for a 5xx). Returns the id.
 * @param {import('pino').Logger} logger
 * @param {import('node:http').IncomingMessage & { originalUrl?: string }} req Node's, or Express's (`originalUrl`)
 * @param {import('node:http').ServerResponse} res
 * @returns {string}
 */
export function trackRequest(logger, req, res) {
  const requestId = requestIdFrom(req.headers[REQUEST_ID_HEADER])
  const started = process.hrtime.bigint()
  res.setHeader('X-Request-Id', requestId)
  let logged = false
  const done = () => {
    if (logged) return
    logged = true
    const status = res.writableFinished ? res.statusCode : 499
    const fields = {
      reqId: requestId,
      method: req.method,
      path: logPath(req.originalUrl ?? req.url),
      status,
      durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    }
    if (status >= 500) logger.warn(fields, 'request')
    else logger.debug(fields, 'request')
  }
  res.on('finish', done)
  res.on('close', done)
  return requestId
}

/**
 * Express middleware: `trackRequest`, and the id in the request context for the handlers (the CMS
 * client sends it on).
 * @param {import('pino').Logger} logger
 * @returns {import('express').RequestHandler}
 */
export function requestLogger(logger) {
  return (req, res, next) => {
    const requestId = trackRequest(logger, req, res)
    res.locals.requestId = requestId
    requestContext.run({ requestId }, next)
  }
}

/**
 * Express error handler: the error at `error` level with the request id, a plain 500 for the visitor.
 * @param {import('pino').Logger} logger
 * @returns {import('express').ErrorRequestHandler}
 */
export function errorLogger(logger) {
  // Express knows an error handler by its four parameters.
  return (error, req, res, _next) => {
    logger.error(
      { reqId: res.locals.requestId, method: req.method, path: logPath(req.originalUrl ?? req.url), err: error },
      'request failed',
    )
    if (res.headersSent) {
      res.destroy()
      return
    }
    res.status(500).type('text/plain').set('Cache-Control', 'no-store').send('Er ging iets mis. Probeer het later opnieuw.')
  }
}
