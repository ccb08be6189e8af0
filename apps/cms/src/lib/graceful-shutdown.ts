import type { ServerResponse } from 'node:http'
import type { Core } from '@strapi/strapi'
import { mailsAwaitingRetry } from './mail'

/** How long in-flight requests may take to finish after SIGTERM (SHUTDOWN_TIMEOUT_MS), below Docker's 10 s before SIGKILL. */
export function shutdownTimeoutMs(): number {
  const value = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 8000)
  return Number.isFinite(value) && value >= 0 ? value : 8000
}

/**
 * Graceful shutdown. Strapi destroys itself on SIGTERM and SIGINT (@strapi/core utils/signals.js:
 * `strapi.destroy()`, then `process.exit()`), but its destroy() drops every open connection at once,
 * in-flight requests included. This puts a drain in front of it: the server stops accepting
 * connections (idle keep-alive ones are closed), requests in flight get up to SHUTDOWN_TIMEOUT_MS to
 * finish (their connection closes after the answer), then Strapi's own destroy closes what is left
 * and the database connections, and the process exits 0.
 */
export function drainBeforeDestroy(strapi: Core.Strapi): void {
  const server = strapi.server.httpServer
  const inFlight = new Set<ServerResponse>()
  let allDone: (() => void) | undefined
  let closing = false
  server.on('request', (_request, response: ServerResponse) => {
    inFlight.add(response)
    if (closing && !response.headersSent) response.setHeader('Connection', 'close')
    response.once('close', () => {
      inFlight.delete(response)
      if (inFlight.size === 0) allDone?.()
    })
  })

  async function drain() {
    closing = true
    if (!server.listening) return
    const timeoutMs = shutdownTimeoutMs()
    strapi.log.info(`Shutting down: no new connections; waiting up to ${timeoutMs} ms for ${inFlight.size} request(s) in flight`)
    // Answers still to come close their connection afterwards, so no client sends another request on it.
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close')
    server.close()
    if (inFlight.size > 0) {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([
        new Promise<void>((resolve) => (allDone = resolve)),
        new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
      ])
      clearTimeout(timer)
    }
    if (inFlight.size > 0) strapi.log.warn(`Shutting down: ${inFlight.size} request(s) still in flight after ${timeoutMs} ms are cut off`)
    const mails = mailsAwaitingRetry()
    if (mails > 0) strapi.log.warn(`Shutting down: ${mails} mail(s) waiting for another attempt are not sent`)
  }

  const destroy = strapi.destroy.bind(strapi)
  let shutdown: Promise<void> | undefined
  strapi.destroy = () => {
    shutdown ??= (async () => {
      await drain()
      await destroy()
      strapi.log.info('Shut down: requests drained, connections and database closed')
    })()
    return shutdown
  }
}
