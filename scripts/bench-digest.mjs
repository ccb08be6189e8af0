// The digest row of `npm run bench` (design.md: 10,000 members' digests built and handed to SMTP
// within 2 minutes, bounded memory). The CMS (apps/cms/scripts/bench-digest-run.mjs) runs the digest
// schedule once in its own process, on the benchmark's database with BENCH_MEMBERS members, and
// hands the mails to a local SMTP sink here that takes and counts them.
import { existsSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'

export const DIGEST_MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000)
/** design.md, "Performance targets". */
const DIGEST_SECONDS = 120
/**
 * What "bounded memory" means here: the run keeps at most this much more of the CMS's heap once it
 * is over (after a full garbage collection), whatever the number of members; what it reads is held
 * a batch of members at a time. The peak (RSS, heap) is printed beside it: it is the garbage of
 * thousands of mails the collector has not got round to yet, and varies with the machine.
 */
const DIGEST_RETAINED_MB = 32

/** A mail server that accepts every mail and forgets it (RFC 5321's commands, no TLS, no auth); counts them. */
function startSmtpSink() {
  const received = { mails: 0, bytes: 0 }
  const server = createServer((socket) => {
    let buffer = ''
    let inData = false
    socket.on('error', () => undefined)
    socket.write('220 sink ESMTP\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          received.mails += 1
          received.bytes += end
          buffer = buffer.slice(end + 5)
          inData = false
          socket.write('250 OK\r\n')
          continue
        }
        const line = buffer.indexOf('\r\n')
        if (line === -1) return
        const command = buffer.slice(0, line).slice(0, 4).toUpperCase()
        buffer = buffer.slice(line + 2)
        if (command === 'DATA') {
          inData = true
          // A message may be only the terminating line after DATA's answer; keep the CRLF it starts with.
          buffer = `\r\n${buffer}`
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n')
        } else if (command === 'QUIT') socket.end('221 Bye\r\n')
        else if (command === 'EHLO' || command === 'HELO') socket.write('250 sink\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: server.address().port, received, close: () => server.close() })),
  )
}

/**
 * Runs the digest of DIGEST_MEMBERS members on the platform's database (`startCms` of
 * createPlatform, the CMS not running) and returns what was measured.
 */
export async function digestBench({ startCms, dataDir, items, siteUrl }) {
  const sink = await startSmtpSink()
  const report = path.join(dataDir, 'digest-bench.json')
  const child = startCms({
    port: 0,
    siteUrl,
    smtpPort: sink.port,
    script: 'apps/cms/scripts/bench-digest-run.mjs',
    env: {
      DEMO_MODE: 'true',
      SEED_BENCH_ITEMS: String(items),
      SEED_BENCH_MEMBERS: String(DIGEST_MEMBERS),
      DIGEST_SCHEDULE: 'off',
      BENCH_DIGEST_REPORT: report,
    },
  })
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)))
  sink.close()
  if (code !== 0 || !existsSync(report)) throw new Error(`The digest run ended with ${code} and no report`)
  return {
    ...JSON.parse(readFileSync(report, 'utf8')),
    received: sink.received.mails,
    receivedMb: Math.round(sink.received.bytes / 1024 / 102.4) / 10,
  }
}

/** Whether the digest row meets its target: every member handled, the mails all taken, in time, memory bounded. */
export const digestOk = (digest) =>
  digest.failed === 0 &&
  digest.sent === digest.received &&
  digest.sent + digest.empty + digest.skipped >= DIGEST_MEMBERS &&
  digest.seconds <= DIGEST_SECONDS &&
  digest.heapAfterMb - digest.heapBeforeMb <= DIGEST_RETAINED_MB

export const digestLine = (digest) =>
  `Digest (${digest.members.toLocaleString('en')} members, ${digest.items.toLocaleString('en')} items): ${digest.sent.toLocaleString('en')} sent, ${digest.empty} empty, ${digest.failed} failed, ${digest.skipped} skipped in ${digest.seconds} s (target ${DIGEST_SECONDS} s); the SMTP sink took ${digest.received.toLocaleString('en')} mails (${digest.receivedMb} MB); CMS heap ${digest.heapBeforeMb} MB before, ${digest.heapAfterMb} MB after (at most +${DIGEST_RETAINED_MB}), peak ${digest.heapPeakMb} MB; RSS ${digest.rssBeforeMb} → peak ${digest.rssPeakMb} MB`
