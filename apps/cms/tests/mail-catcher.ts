import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'

export interface CaughtMail {
  id: string
  subject: string
  text?: string
  html?: string
  to: Array<{ address: string }>
  from: Array<{ address: string; name?: string }>
  headers?: Record<string, string>
  attachments?: Array<{ fileName?: string; generatedFileName: string; contentType: string }>
}

export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>

/**
 * Starts MailDev on two ports that were free a moment ago. Another process may take one of them in
 * between (the suite opens a connection per request, each on a port of the same range): MailDev then
 * exits at once (EADDRINUSE), and it is started again on new ports.
 */
async function startMailDev() {
  for (let attempt = 1; ; attempt++) {
    // MailDev writes each mail it accepts to a file here at once, and lists it once parsed (a folder
    // per start: the fixture removes its folder when it exits).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-maildev-'))
    const [smtpPort, webPort] = [await freePort(), await freePort()]
    // Through tests/fixtures/maildev.cjs: a catcher the worker shares (tests/strapi.ts, startSharedCms)
    // is never stopped, and ends with the worker.
    const child: ChildProcess = spawn(
      process.execPath,
      [
        path.join(__dirname, 'fixtures/maildev.cjs'),
        ...['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--mail-directory', dir, '--silent'],
      ],
      { stdio: ['pipe', 'ignore', 'pipe'] },
    )
    let errors = ''
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    // Closed: exited, and all it wrote read.
    const closed = new Promise<'exited'>((resolve) => child.once('close', () => resolve('exited')))
    const web = `http://127.0.0.1:${webPort}`
    const deadline = Date.now() + 20_000
    const up = async (): Promise<'up' | 'late'> => {
      for (;;) {
        if (child.exitCode !== null) return 'late'
        const answered = await fetch(`${web}/email`).then(
          (response) => response.ok,
          () => false,
        )
        if (answered) return 'up'
        if (Date.now() > deadline) return 'late'
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    const outcome = await Promise.race([up(), closed])
    if (outcome === 'up') return { child, smtpPort, web, dir }
    if (child.exitCode === null) {
      child.kill('SIGTERM')
      throw new Error('the mail catcher did not start')
    }
    await closed
    if (attempt === 3 || !/EADDRINUSE/.test(errors)) throw new Error(`the mail catcher did not start: ${errors.trim() || 'it exited'}`)
  }
}

/** The real SMTP mail catcher (MailDev) on free ports; tests read what it received over its HTTP API. */
export async function startMailCatcher() {
  const { child, smtpPort, web, dir } = await startMailDev()
  const accepted = () => readdirSync(dir).filter((name) => name.endsWith('.eml')).length
  const list = async () => (await (await fetch(`${web}/email`)).json()) as CaughtMail[]
  return {
    smtpPort,
    /**
     * Every mail received: also those the server has accepted (answered 250) but not yet parsed, so
     * that once the CMS has sent a mail, it is in this list.
     */
    async messages(): Promise<CaughtMail[]> {
      // A mail MailDev accepted but cannot parse would never be listed: after 10 s, what is listed.
      const until = Date.now() + 10_000
      for (;;) {
        const expected = accepted()
        const listed = await list()
        if (listed.length >= expected || Date.now() > until) return listed
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    },
    async waitForMessage(to: string, timeoutMs = 10_000): Promise<CaughtMail> {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        const found = (await this.messages()).find((mail) => mail.to.some((recipient) => recipient.address === to))
        if (found) return found
        await new Promise((resolve) => setTimeout(resolve, 200))
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`)
    },
    /** An attachment of a mail, decoded (a calendar file, as the member's mail program saves it). */
    async attachment(mail: CaughtMail, fileName: string): Promise<string> {
      const found = mail.attachments?.find((attachment) => attachment.fileName === fileName || attachment.generatedFileName === fileName)
      if (!found) throw new Error(`no attachment ${fileName} in "${mail.subject}"`)
      const response = await fetch(`${web}/email/${mail.id}/attachment/${encodeURIComponent(found.generatedFileName)}`)
      if (!response.ok) throw new Error(`attachment ${fileName}: ${response.status}`)
      return response.text()
    },
    /** Forgets every mail received so far (MailDev removes their files too). */
    async clear() {
      const response = await fetch(`${web}/email/all`, { method: 'DELETE' })
      if (!response.ok) throw new Error(`the mail catcher was not emptied: ${response.status}`)
    },
    stop() {
      child.kill('SIGTERM')
    },
  }
}
