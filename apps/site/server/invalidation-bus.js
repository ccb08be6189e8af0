// @ts-check
// Content-change fan-out between site instances (docs/decisions/0019). The CMS tells one site
// instance which models changed (POST /api/cms-events, or SITE_REVALIDATE_URLS listing all of them);
// with REDIS_URL that instance publishes the models on a Redis channel and every other instance drops
// its cached CMS reads too. Without REDIS_URL there is one instance, or the CMS calls each one, and
// publishing does nothing. Redis being away never breaks a request or the process: a warning when an
// outage starts, a line when it ends, and ioredis reconnects (and resubscribes) on its own.
import { randomUUID } from 'node:crypto'
import { cmsEventModel, isCmsEventName } from '@talentstad/types'
import Redis from 'ioredis'

/** @typedef {{ warn(message: string): void, info?(message: string): void }} BusLogger */

/**
 * Reconnect after 0.2 s, 0.4 s, … at most every 5 s, for ever.
 * @param {number} times
 */
const retryStrategy = (times) => Math.min(200 * times, 5000)

/**
 * The address without its password, for log lines.
 * @param {string} url
 */
function redacted(url) {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return '(invalid REDIS_URL)'
  }
}

/**
 * One warning when a connection is lost, one line when it is back; not a line per retry.
 * @param {import('ioredis').Redis} client
 * @param {string} role
 * @param {string} where
 * @param {BusLogger} logger
 */
function watch(client, role, where, logger) {
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    logger.warn(
      `Invalidation bus: Redis ${role} connection to ${where} failed (${error.message}); other instances may serve cached content until it is back`,
    )
  })
  client.on('ready', () => {
    if (down) logger.info?.(`Invalidation bus: Redis ${role} connection to ${where} is back`)
    down = false
  })
}

/**
 * The models of a message from another instance, or undefined when it is not one of ours.
 * @param {string} message
 * @param {string} instanceId
 * @returns {string[] | undefined}
 */
function modelsOf(message, instanceId) {
  let parsed
  try {
    parsed = JSON.parse(message)
  } catch {
    return undefined
  }
  if (!parsed || typeof parsed !== 'object' || typeof parsed.from !== 'string' || parsed.from === instanceId) return undefined
  if (!Array.isArray(parsed.models)) return undefined
  // A name of a known model in a form this instance does not read (another version of the CMS or the
  // site during a deploy) stands for the whole model: more is dropped, nothing stays stale.
  // JSON.parse gives `any`; Array.isArray above made it an array of anything.
  const models = /** @type {unknown[]} */ (parsed.models)
    .filter((model) => typeof model === 'string')
    .map((model) => (isCmsEventName(model) ? model : isCmsEventName(cmsEventModel(model)) ? cmsEventModel(model) : undefined))
    .filter((model) => model !== undefined)
  return models.length > 0 ? [...new Set(models)] : undefined
}

/**
 * @param {{ redisUrl?: string, channel?: string, onMessage: (models: string[]) => void | Promise<void>, logger?: BusLogger }} options
 * @returns {{ instanceId: string, ready: Promise<void>, publish(models: string[]): Promise<void>, close(): Promise<void> }}
 *   `publish` tells the other instances (never this one) and never rejects; `ready` settles once the
 *   subscription is active (at once without Redis); `close` ends both connections.
 */
export function createInvalidationBus({ redisUrl, channel = 'talentstad:cms-events', onMessage, logger = console }) {
  const instanceId = randomUUID()
  if (!redisUrl) {
    return { instanceId, ready: Promise.resolve(), publish: async () => undefined, close: async () => undefined }
  }

  const where = redacted(redisUrl)
  // Publishing never waits for a reconnect: while Redis is away a publish fails at once (a warning).
  const publisher = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, retryStrategy })
  // A subscriber connection can only subscribe; its SUBSCRIBE waits for the connection and is
  // repeated by ioredis after every reconnect.
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectTimeout: 2000, retryStrategy })
  watch(publisher, 'publish', where, logger)
  watch(subscriber, 'subscribe', where, logger)

  subscriber.on('message', (from, message) => {
    if (from !== channel) return
    const models = modelsOf(message, instanceId)
    if (!models) return
    Promise.resolve()
      .then(() => onMessage(models))
      .catch((error) => logger.warn(`Invalidation bus: handling a message failed (${error?.message ?? error})`))
  })
  let closing = false
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error) => {
      if (!closing) logger.warn(`Invalidation bus: subscribing to ${channel} failed (${error.message})`)
    },
  )

  return {
    instanceId,
    ready,
    async publish(models) {
      if (!Array.isArray(models) || models.length === 0) return
      try {
        await publisher.publish(channel, JSON.stringify({ models, from: instanceId }))
      } catch (error) {
        // ioredis rejects with an Error; `catch` only knows it as unknown.
        logger.warn(
          `Invalidation bus: publishing to ${where} failed (${/** @type {Error} */ (error).message}); other instances may serve cached content`,
        )
      }
    },
    async close() {
      closing = true
      await Promise.all(
        [publisher, subscriber].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : Promise.resolve(client.disconnect()),
        ),
      )
    },
  }
}
