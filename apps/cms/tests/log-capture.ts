import { Writable } from 'node:stream'
import { winston } from '@strapi/logger'
import type { Core } from '@strapi/strapi'

export type LogEntry = Record<string, unknown> & { level: string; message: string }

/**
 * Everything Strapi logs from debug up, as a production log collector would receive it: each line
 * as written (`raw`, to search for secrets) and parsed (`entries`). Clear both with `length = 0`.
 */
export function captureLogs(strapi: Core.Strapi): { raw: string[]; entries: LogEntry[] } {
  const raw: string[] = []
  const entries: LogEntry[] = []
  strapi.log.add(
    new winston.transports.Stream({
      level: 'debug',
      format: winston.format.json(),
      stream: new Writable({
        write(chunk, _encoding, done) {
          raw.push(String(chunk))
          entries.push(JSON.parse(String(chunk)) as LogEntry)
          done()
        },
      }),
    }),
  )
  return { raw, entries }
}
