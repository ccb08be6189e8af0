import { Writable } from 'node:stream'
import { winston } from '@strapi/logger'

// One JSON object a line in production (as the site writes its logs), readable lines elsewhere.
// STRAPI_LOG_LEVEL (or LOG_LEVEL) sets the level: `info` by default; `debug` adds the access log
// (src/middlewares/request-log.ts). LOG_FORMAT=json|pretty overrides the format.
const level = process.env.STRAPI_LOG_LEVEL || process.env.LOG_LEVEL || 'info'
const json = process.env.LOG_FORMAT ? process.env.LOG_FORMAT === 'json' : process.env.NODE_ENV === 'production'

/** `2026-01-01T12:00:00.000Z info: message reqId=… status=…` (the fields after the message, if any). */
const readable = winston.format.printf(({ level, message, timestamp, stack, ...fields }) => {
  const rest = Object.entries(fields).map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
  return `${timestamp} ${level}: ${message}${rest.length > 0 ? ` ${rest.join(' ')}` : ''}${stack ? `\n${stack}` : ''}`
})

export default {
  // On the logger, not the console transport: it replaces Strapi's default format, which colours the
  // level in place (ANSI codes in every transport's `level`).
  format: json
    ? winston.format.combine(
        winston.format.timestamp(),
        winston.format.errors({ stack: true }),
        winston.format((info) => Object.assign(info, { service: 'cms' }))(),
        winston.format.json(),
      )
    : winston.format.combine(winston.format.timestamp(), winston.format.errors({ stack: true }), readable),
  transports: [
    new winston.transports.Console({ level }),
    // The test suite fails a test on any error Strapi logs while it runs (tests/setup.ts).
    ...(process.env.STRAPI_COLLECT_ERRORS === 'true'
      ? [
          new winston.transports.Stream({
            level: 'error',
            stream: new Writable({
              write(chunk, _encoding, done) {
                const store = globalThis as { __strapiErrors?: string[] }
                ;(store.__strapiErrors ??= []).push(String(chunk))
                done()
              },
            }),
          }),
        ]
      : []),
  ],
}
