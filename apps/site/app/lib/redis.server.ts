import Redis from 'ioredis'
import { getEnv } from './env.server'

/**
 * The site's Redis for shared counters (REDIS_URL), the prefix of every key it writes, and a promise
 * that settles once the client's first connection attempt has ended (ready, failed or 2 s passed).
 * Commands do not queue while a client connects: a counter that does not wait for `connected`
 * lands in the instance's own memory, not in Redis.
 */
export type SharedRedis = { client: Redis; keyPrefix: string; connected: Promise<void> }

/** A client as shared counters use it (`connected` settles at once when it is ready already). */
export function sharedRedisOf(client: Redis, keyPrefix: string): SharedRedis {
  return { client, keyPrefix, connected: firstConnection(client) }
}

let shared: SharedRedis | undefined

/**
 * The one connection for counters several site instances share (lib/rate-limit.server.ts), made on
 * first use; undefined without REDIS_URL (one instance, counts in memory). Commands never wait in a
 * queue while Redis is away (`enableOfflineQueue: false`): they fail at once and the caller falls
 * back to memory. ioredis reconnects on its own; an outage is one warning, not a line per retry.
 * (The content-change fan-out has its own connections: server/invalidation-bus.js.)
 */
export function sharedRedis(): SharedRedis | undefined {
  const { REDIS_URL, REDIS_KEY_PREFIX } = getEnv()
  if (!REDIS_URL) return undefined
  if (!shared) {
    const client = new Redis(REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: (times) => Math.min(100 * times, 2000),
    })
    let down = false
    client.on('error', (error: Error) => {
      if (down) return
      down = true
      console.warn(`Redis for shared counters is unreachable (${error.message}); counting in this process until it is back`)
    })
    client.on('ready', () => {
      down = false
    })
    shared = sharedRedisOf(client, REDIS_KEY_PREFIX)
  }
  return shared
}

/** Settles once the client's first connection attempt has ended: ready, failed, or 2 s passed. */
function firstConnection(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      for (const event of ['ready', 'error', 'end']) client.off(event, done)
      resolve()
    }
    const timer = setTimeout(done, 2000)
    for (const event of ['ready', 'error', 'end']) client.once(event, done)
  })
}
