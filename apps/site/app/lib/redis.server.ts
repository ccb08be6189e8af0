import Redis from 'ioredis'
import { getEnv } from './env.server'

/** The site's Redis for shared counters (REDIS_URL), and the prefix of every key it writes. */
export type SharedRedis = { client: Redis; keyPrefix: string }

let shared: SharedRedis | undefined

/**
 * The one connection for counters several site instances share (the AI-rewrite quota), made on
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
    shared = { client, keyPrefix: REDIS_KEY_PREFIX }
  }
  return shared
}

const firstConnections = new WeakMap<Redis, Promise<void>>()

/**
 * Settles once the client's first connection attempt has ended (ready, failed or 2 s passed), then
 * at once ever after. A client is made on first use and commands do not queue while it connects:
 * without this wait every instance's first counter would land in its own memory, not in Redis.
 */
export function firstConnection(client: Redis): Promise<void> {
  let settled = firstConnections.get(client)
  if (!settled) {
    settled =
      client.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer)
              for (const event of ['ready', 'error', 'end']) client.off(event, done)
              resolve()
            }
            const timer = setTimeout(done, 2000)
            for (const event of ['ready', 'error', 'end']) client.once(event, done)
          })
    firstConnections.set(client, settled)
  }
  return settled
}
