import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

/**
 * Test servers on a free local port, closed (with their kept-alive connections) after each test of
 * the file or describe block that calls this. Returns `listen`, which starts one and gives its origin.
 */
export function serversClosedAfterEach(): (server: Server) => Promise<string> {
  const servers: Server[] = []
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      server.close()
    }
  })
  return async (server) => {
    servers.push(server)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
}
