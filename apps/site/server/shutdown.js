// @ts-check
// Graceful shutdown: on SIGTERM (or Ctrl+C) stop accepting connections, let the requests that are
// running finish, close idle keep-alive connections, and exit 0. Past the deadline the remaining
// connections are cut and the process exits 1. A second signal exits at once.

/**
 * Returns the function a signal calls.
 * @param {import('node:http').Server} server
 * @param {{ logger: import('pino').Logger, timeoutMs?: number, signals?: NodeJS.Signals[], exit?: (code: number) => void }} options
 * @returns {(signal: NodeJS.Signals) => void}
 */
export function gracefulShutdown(
  server,
  { logger, timeoutMs = 10_000, signals = ['SIGTERM', 'SIGINT'], exit = (code) => process.exit(code) },
) {
  let stopping = false
  /** @param {NodeJS.Signals} signal */
  const stop = (signal) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now')
      exit(1)
      return
    }
    stopping = true
    logger.info({ signal, timeoutMs }, 'shutting down: finishing running requests')
    // A request that still arrives on a kept-alive connection is answered, then that connection closes.
    server.on('request', (_req, res) => res.setHeader('Connection', 'close'))
    server.close((error) => {
      if (error) logger.error({ err: error }, 'shutdown: server close failed')
      else logger.info('shut down')
      exit(error ? 1 : 0)
    })
    const idle = setInterval(() => server.closeIdleConnections(), 250)
    idle.unref()
    server.closeIdleConnections()
    setTimeout(() => {
      logger.warn({ timeoutMs }, 'shutdown deadline passed: closing the remaining connections')
      server.closeAllConnections()
      exit(1)
    }, timeoutMs).unref()
  }
  for (const signal of signals) process.on(signal, () => stop(signal))
  return stop
}
