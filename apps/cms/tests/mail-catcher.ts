import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { freePort } from './free-port'

const root = path.resolve(__dirname, '../../..')

export interface CaughtMail {
  subject: string
  text?: string
  html?: string
  to: Array<{ address: string }>
  from: Array<{ address: string; name?: string }>
}

/** The real SMTP mail catcher (MailDev) on free ports; tests read what it received over its HTTP API. */
export async function startMailCatcher() {
  const [smtpPort, webPort] = [await freePort(), await freePort()]
  const child: ChildProcess = spawn(
    path.join(root, 'node_modules/.bin/maildev'),
    ['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1', '--silent'],
    { stdio: 'ignore' },
  )
  const web = `http://127.0.0.1:${webPort}`
  const deadline = Date.now() + 20_000
  for (;;) {
    const up = await fetch(`${web}/email`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error('the mail catcher did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    smtpPort,
    async messages(): Promise<CaughtMail[]> {
      return (await fetch(`${web}/email`)).json()
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
    stop() {
      child.kill('SIGTERM')
    },
  }
}
