import { createServer, type Server, type Socket } from 'node:net'

/** How the mail server treats one connection: accept the mail, hang up at once, refuse the recipient for now (450) or for good (550). */
export type SmtpBehaviour = 'accept' | 'hang-up' | 'busy-recipient' | 'unknown-recipient'

export interface ReceivedMail {
  from: string
  to: string[]
  /** The message as sent, quoted-printable decoded (enough to read links and codes). */
  data: string
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8')

/**
 * A small SMTP server (RFC 5321: greeting, EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS,
 * no auth) whose next connections can be told to fail, and that can stop listening altogether and
 * come back on the same port: an outage of the mail server, as nodemailer sees one.
 */
export async function startFakeSmtp() {
  const received: ReceivedMail[] = []
  const plan: SmtpBehaviour[] = []
  const sockets = new Set<Socket>()
  let connections = 0
  let server: Server | undefined
  let port = 0

  const handle = (socket: Socket) => {
    connections++
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    const behaviour = plan.shift() ?? 'accept'
    if (behaviour === 'hang-up') {
      socket.destroy()
      return
    }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let buffer = ''
    let inData = false
    let mail: ReceivedMail = { from: '', to: [], data: '' }
    reply('220 fake-smtp ESMTP ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          const raw = buffer.slice(0, end).replace(/^\.\./gm, '.')
          buffer = buffer.slice(end + 5)
          inData = false
          received.push({ ...mail, data: decodeQuotedPrintable(raw) })
          mail = { from: '', to: [], data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME')
        else if (verb === 'HELO' || verb === 'NOOP' || verb === 'RSET') reply('250 OK')
        else if (verb === 'MAIL') {
          mail.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 2.1.0 OK')
        } else if (verb === 'RCPT') {
          const to = /<([^>]*)>/.exec(line)?.[1] ?? ''
          // A temporary refusal that quotes the address, as real servers do.
          if (behaviour === 'busy-recipient') reply(`450 4.2.1 <${to}>: mailbox busy, try again later`)
          else if (behaviour === 'unknown-recipient') reply(`550 5.1.1 <${to}>: no such mailbox`)
          else {
            mail.to.push(to)
            reply('250 2.1.5 OK')
          }
        } else if (verb === 'DATA') {
          if (mail.to.length === 0) reply('554 5.5.1 no valid recipients')
          else {
            inData = true
            reply('354 end data with <CR><LF>.<CR><LF>')
          }
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye')
          socket.end()
        } else reply('502 5.5.2 command not implemented')
      }
    })
  }

  /** Listens (again) on the same port. */
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = createServer(handle)
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
    received,
    /** Connections accepted so far (failed attempts included). */
    get connections() {
      return connections
    },
    /** The next connections fail this way, in order; later ones are accepted. */
    failNext(...behaviours: SmtpBehaviour[]) {
      plan.push(...behaviours)
    },
    /** Mails received for an address. */
    mailsTo(address: string) {
      return received.filter((mail) => mail.to.includes(address))
    },
    /** Stops listening and drops every connection: the port is closed (connection refused). */
    async down() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    },
    /** Listens again on the same port. */
    up: listen,
    stop() {
      for (const socket of sockets) socket.destroy()
      server?.close()
    },
  }
}
