import { randomBytes } from 'node:crypto'
import { connect, createServer, type Server, type Socket } from 'node:net'
import Redis from 'ioredis'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createInvalidationBus } from './invalidation-bus.js'

// A real Redis at 127.0.0.1:6379; each test uses a channel of its own.
const REDIS_URL = 'redis://127.0.0.1:6379'
const reachable = await new Promise<boolean>((resolve) => {
  const socket = connect(6379, '127.0.0.1', () => {
    socket.end()
    resolve(true)
  })
  socket.on('error', () => resolve(false))
})
if (!reachable) console.warn('Redis is not reachable at 127.0.0.1:6379: the invalidation-bus tests that need it are skipped.')

const freshChannel = () => `test:cms-events:${randomBytes(6).toString('hex')}`
const buses: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(buses.splice(0).map((bus) => bus.close()))
})

/** A bus whose received messages and log lines the test can read. */
function bus(options: { redisUrl?: string; channel?: string }) {
  const received: string[][] = []
  const warnings: string[] = []
  const waiters: (() => void)[] = []
  const created = createInvalidationBus({
    ...options,
    onMessage: (models: string[]) => {
      received.push(models)
      waiters.splice(0).forEach((wake) => wake())
    },
    logger: { warn: (message: string) => warnings.push(message), info: () => undefined },
  })
  buses.push(created)
  /** Resolves once `count` messages have arrived (fails the test after 5 s). */
  const receivedAtLeast = async (count: number) => {
    const until = Date.now() + 5000
    while (received.length < count) {
      if (Date.now() > until) throw new Error(`waited for ${count} message(s), got ${received.length}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 100)
      })
    }
  }
  return { ...created, received, warnings, receivedAtLeast }
}

describe.skipIf(!reachable)('the invalidation bus with Redis', () => {
  it('a message reaches the other instance on the channel, never the publisher itself', async () => {
    const channel = freshChannel()
    const a = bus({ redisUrl: REDIS_URL, channel })
    const b = bus({ redisUrl: REDIS_URL, channel })
    const elsewhere = bus({ redisUrl: REDIS_URL, channel: freshChannel() })
    await Promise.all([a.ready, b.ready, elsewhere.ready])
    expect(a.instanceId).not.toBe(b.instanceId)

    await a.publish(['content-item:organization=;type=CONTENT_TYPE_JOB', 'theme'])
    await b.receivedAtLeast(1)
    expect(b.received).toEqual([['content-item:organization=;type=CONTENT_TYPE_JOB', 'theme']])
    // Redis delivers in publish order: had A received its own message, it would come before B's.
    await b.publish(['organization'])
    await a.receivedAtLeast(1)
    expect(a.received).toEqual([['organization']])
    expect(b.received).toEqual([['content-item:organization=;type=CONTENT_TYPE_JOB', 'theme']])
    expect(elsewhere.received).toEqual([])
  })

  it('ignores what is not a message of another instance (malformed JSON, unknown models, no sender); reads a known model in another form as the whole model', async () => {
    const channel = freshChannel()
    const b = bus({ redisUrl: REDIS_URL, channel })
    await b.ready
    const raw = new Redis(REDIS_URL)
    try {
      await raw.publish(channel, 'geen json')
      await raw.publish(channel, JSON.stringify({ models: ['plugin::users-permissions.user'], from: 'x' }))
      await raw.publish(channel, JSON.stringify({ models: ['content-item'] }))
      await raw.publish(channel, JSON.stringify({ models: 'content-item', from: 'x' }))
      await raw.publish(channel, JSON.stringify({ models: ['users:x', 'plugin::users-permissions.user:type=x'], from: 'x' }))
      await raw.publish(channel, JSON.stringify({ models: ['tag', 'users'], from: 'x' }))
      // A name of a known model in another form (a CMS or site of another version): the whole model.
      await raw.publish(
        channel,
        JSON.stringify({ models: ['content-item:CONTENT_TYPE_JOB', 'theme:x', 'content-item:type=CONTENT_TYPE_UNKNOWN'], from: 'x' }),
      )
      await b.receivedAtLeast(2)
      expect(b.received).toEqual([['tag'], ['content-item', 'theme']])
    } finally {
      raw.disconnect()
    }
  })

  it('while Redis is away publishing warns and resolves; once it is back the instances reconnect and resubscribe quietly', async () => {
    const proxy = await startProxy(6379)
    const channel = freshChannel()
    const url = `redis://127.0.0.1:${proxy.port}`
    const a = bus({ redisUrl: url, channel })
    const b = bus({ redisUrl: url, channel })
    await Promise.all([a.ready, b.ready])

    await proxy.cut()
    await new Promise((resolve) => setTimeout(resolve, 200))
    await expect(a.publish(['content-item'])).resolves.toBeUndefined()
    expect(a.warnings.some((line) => /publish/.test(line))).toBe(true)
    expect(a.warnings.join('\n')).not.toMatch(/\n.*\n.*\n.*\n/) // a few lines, not one per retry

    await proxy.restore()
    // Both sides reconnect on their own (retries at most every 5 s) and B subscribes again.
    const until = Date.now() + 15_000
    while (b.received.length === 0 && Date.now() < until) {
      await a.publish(['theme'])
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(b.received[0]).toEqual(['theme'])
    await Promise.all([a.close(), b.close()])
    await proxy.stop()
  }, 30_000)
})

describe('the invalidation bus without Redis', () => {
  it('without a redisUrl publishing does nothing and nothing arrives', async () => {
    const a = bus({})
    const b = bus({})
    await Promise.all([a.ready, b.ready])
    await expect(a.publish(['content-item'])).resolves.toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect([a.received, b.received, a.warnings]).toEqual([[], [], []])
    await expect(a.close()).resolves.toBeUndefined()
  })

  it('with Redis unreachable from the start, publishing warns and never throws, and close ends the retries', async () => {
    const closed = createServer()
    const port = await new Promise<number>((resolve) =>
      closed.listen(0, '127.0.0.1', () => resolve((closed.address() as { port: number }).port)),
    )
    await new Promise((resolve) => closed.close(resolve))
    const a = bus({ redisUrl: `redis://:geheim@127.0.0.1:${port}` })
    await expect(a.publish(['content-item'])).resolves.toBeUndefined()
    expect(a.warnings.length).toBeGreaterThan(0)
    expect(a.warnings.join('\n')).not.toContain('geheim')
    await expect(a.close()).resolves.toBeUndefined()
  })
})

let proxies: Server[] = []
afterAll(() => proxies.forEach((server) => server.close()))

/** A TCP proxy to a local port that the test can cut (connections dropped, port closed) and restore. */
async function startProxy(targetPort: number) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(targetPort, '127.0.0.1')
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      proxies.push(server)
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as { port: number }).port
        resolve()
      })
    })
  await listen()
  const cut = async () => {
    const closing = new Promise((resolve) => server!.close(resolve))
    for (const socket of sockets) socket.destroy()
    await closing
    proxies = proxies.filter((item) => item !== server)
  }
  return { port, cut, restore: listen, stop: cut }
}
