import type { Server } from 'node:http'

/** Starts a fake service's server on 127.0.0.1 (`port`, or a free one) and gives its origin. */
export async function listenLocal(server: Server, port = 0): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`
}
