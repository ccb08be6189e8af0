import { Writable } from 'node:stream'
import { winston } from '@strapi/logger'

export default {
  transports: [
    new winston.transports.Console({
      level: process.env.STRAPI_LOG_LEVEL ?? 'http',
      format: winston.format.combine(winston.format.timestamp(), winston.format.printf(({ level, message, timestamp }) => `${timestamp} ${level}: ${message}`)),
    }),
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
