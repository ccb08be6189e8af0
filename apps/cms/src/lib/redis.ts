import Redis from 'ioredis'

type Env = Record<string, string | undefined>
type Log = { info(message: string): void; warn(message: string): void }

/** What the CMS shares through Redis: the connection and the prefix of every key it writes. */
export type RedisSettings = { url: string; keyPrefix: string }

/**
 * REDIS_URL (redis:// or rediss://) turns shared state on; unset or empty, everything stays in this
 * process (one instance). A malformed value stops the start-up with a message naming the variable,
 * never a silent fallback to memory. REDIS_KEY_PREFIX (default `talentstad:`) separates several
 * installations, or test runs, on one Redis.
 */
export function redisSettings(env: Env = process.env): RedisSettings | undefined {
  const url = env.REDIS_URL?.trim()
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('REDIS_URL must be a URL like redis://host:6379 or rediss://user:password@host:6380/0')
  }
  if (!['redis:', 'rediss:'].includes(parsed.protocol) || !parsed.hostname) {
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL with a host (for example redis://127.0.0.1:6379)')
  }
  if (parsed.pathname && parsed.pathname !== '/' && !/^\/\d{1,2}$/.test(parsed.pathname)) {
    throw new Error('REDIS_URL: the path, when given, is a database number (redis://host:6379/0)')
  }
  const keyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'talentstad:'
  if (!/^[A-Za-z0-9:_.-]{1,64}$/.test(keyPrefix)) {
    throw new Error('REDIS_KEY_PREFIX may hold letters, digits and : _ . - (at most 64)')
  }
  return { url, keyPrefix }
}

/** The address without its password, for log lines. */
export const redactedRedisUrl = (url: string) => {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

/**
 * A client for shared counters. Commands never wait in a queue while Redis is away
 * (`enableOfflineQueue: false`): they fail at once, and the caller falls back (the rate limiters to
 * their in-memory insurance limiter). ioredis reconnects on its own, at most every 2 s; an outage is
 * one warning when it starts and one line when it ends, not a line per retry. The process never
 * crashes on a Redis error, and it starts while Redis is down.
 */
export function connectRedis(settings: RedisSettings, log: Log): Redis {
  const client = new Redis(settings.url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(100 * times, 2000),
  })
  const where = redactedRedisUrl(settings.url)
  let down = false
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn(`Redis at ${where} is unreachable (${error.message}); rate limits count in this instance only until it is back`)
  })
  client.on('ready', () => {
    if (down) log.info(`Redis at ${where} is reachable again; rate limits are shared again`)
    down = false
  })
  return client
}
