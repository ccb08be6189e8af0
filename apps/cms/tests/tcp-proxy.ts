import { connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP proxy on a local port to `target`, which the test can cut (every connection dropped, the
 * port closed: connection refused) and restore on the same port: a database that becomes
 * unreachable and comes back.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>()
  let server: Server | undefined
  let port = 0

  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host)
        track(client)
        track(upstream)
        client.pipe(upstream)
        upstream.pipe(client)
        client.on('close', () => upstream.destroy())
        upstream.on('close', () => client.destroy())
      })
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address()
        port = typeof address === 'object' && address ? address.port : 0
        resolve()
      })
    })

  await listen()
  return {
    get port() {
      return port
    },
    /** Open connections through the proxy (each counted on both sides: client and upstream). */
    get connections() {
      return sockets.size / 2
    },
    /** Drops every connection and stops listening. */
    async cut() {
      const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      const dropped = [...sockets].map((socket) => new Promise((resolve) => socket.once('close', resolve).destroy()))
      await Promise.all([closed, ...dropped])
      server = undefined
    },
    /** Listens again on the same port. */
    restore: listen,
    async stop() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    },
  }
}
