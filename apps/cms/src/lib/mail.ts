import type { Core } from '@strapi/strapi'
import { BRAND } from '@talentstad/types'
import { escapeHtml } from './html'

/** An item of a digest: its title (the link), what it is, and why the member gets it. */
export type MailItem = { title: string; url: string; meta: string; reason?: string }

/** A mail as blocks; each block renders to plain text and to (escaped) HTML the same way. */
export type Block =
  { text: string } | { link: { label: string; url: string } } | { code: string } | { heading: string } | { items: MailItem[] }
/**
 * Every mail the CMS sends (account, calls, organisations, the digest): a subject and blocks. Every
 * value is escaped by the renderer. `headers` and `messageId` for a list mail (List-Unsubscribe,
 * a stable id per digest).
 */
export type Mail = {
  subject: string
  blocks: Block[]
  headers?: Record<string, string>
  messageId?: string
  /** An event for the member's calendar (buildEventIcs): sent as the mail's text/calendar part and as `evenement.ics`. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string }
}

/** Every mail's first and last block. */
export const greeting = (firstName: string | null | undefined): Block => ({ text: firstName ? `Hoi ${firstName},` : 'Hoi,' })
export const signOff: Block = { text: `Groet,\nHet team van ${BRAND.name}` }

export function renderText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if ('text' in block) return block.text
      if ('code' in block) return block.code
      if ('heading' in block) return block.heading.toUpperCase()
      if ('items' in block)
        return block.items
          .map((item) => [`- ${item.title}`, `  ${item.meta}`, ...(item.reason ? [`  ${item.reason}`] : []), `  ${item.url}`].join('\n'))
          .join('\n\n')
      return `${block.link.label}: ${block.link.url}`
    })
    .join('\n\n')
}

// The platform's colours and type, inline (mail clients drop style sheets); no images, no tracking.
const STYLE = {
  body: 'margin:0;padding:24px 16px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5',
  link: 'color:#0b5f6b;text-decoration:underline',
  heading: 'margin:24px 0 8px;font-size:20px;line-height:1.3',
  item: 'margin:0 0 16px;padding:0 0 16px;border-bottom:1px solid #d0d5d9',
  meta: 'margin:4px 0 0;color:#4a5358;font-size:14px',
  reason: 'margin:4px 0 0;color:#0b5f6b;font-size:14px;font-weight:bold',
}

export function renderHtml(subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ('text' in block) return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`
      if ('code' in block) return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.code)}</p>`
      if ('heading' in block) return `<h2 style="${STYLE.heading}">${escapeHtml(block.heading)}</h2>`
      if ('items' in block)
        return `<ul style="list-style:none;margin:0;padding:0">${block.items
          .map(
            (item) =>
              `<li style="${STYLE.item}"><a style="${STYLE.link};font-weight:bold" href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>` +
              `<p style="${STYLE.meta}">${escapeHtml(item.meta)}</p>` +
              (item.reason ? `<p style="${STYLE.reason}">${escapeHtml(item.reason)}</p>` : '') +
              '</li>',
          )
          .join('')}</ul>`
      return `<p><a style="${STYLE.link}" href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="${STYLE.body}">
<div style="max-width:600px;margin:0 auto">
${body}
</div>
</body>
</html>`
}

/** Delays before the second, third, … attempt: MAIL_RETRY_DELAYS_MS (comma-separated ms, tests shorten them), by default 3 attempts over 30 s. */
export function mailRetryDelays(): number[] {
  const raw = process.env.MAIL_RETRY_DELAYS_MS ?? '10000,20000'
  const delays = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number)
  return delays.every((delay) => Number.isFinite(delay) && delay >= 0) ? delays : [10_000, 20_000]
}

/**
 * What a mail failure may say in a log line: the reason without the recipient or any other address
 * (an SMTP answer may quote one) and without link tokens.
 */
export function mailFailureReason(cause: unknown, to: string): string {
  const message = cause instanceof Error ? cause.message : String(cause)
  return message
    .split(to)
    .join('[recipient]')
    .replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, '[address]')
    .replace(/(token|code)=[^\s&"']+/gi, '$1=[redacted]')
}

/** The mail server answered with an SMTP 5xx (nodemailer's responseCode): trying again would not help. */
function isPermanentRefusal(cause: unknown): boolean {
  const code = (cause as { responseCode?: unknown } | null)?.responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * One mail to each recipient, sent side by side, so one bad address or a retry does not hold up or
 * drop the others; rejects (after all were tried) with the first failure, for the caller to log.
 */
export async function sendMailToEach(
  strapi: Core.Strapi,
  recipients: Array<{ email: string; firstName: string | null }>,
  mail: (firstName: string | null) => Mail,
): Promise<void> {
  await allSent(recipients.map((recipient) => sendMail(strapi, recipient.email, mail(recipient.firstName))))
}

/** Waits for every send; rejects (after all settled) with the first failure. */
export async function allSent(sends: Array<Promise<void>>): Promise<void> {
  const failed = (await Promise.allSettled(sends)).find((result): result is PromiseRejectedResult => result.status === 'rejected')
  if (failed) throw failed.reason
}

/** Waits without keeping the process alive (a process that is shutting down does not wait for a retry). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref())

/** Mails waiting for their next attempt (logged at shutdown, src/lib/graceful-shutdown.ts). */
let retrying = 0
export const mailsAwaitingRetry = () => retrying

/**
 * Sends a mail (Dutch, HTML and plain text) through Strapi's e-mail plugin. When the mail server
 * fails, the mail is tried again after each of mailRetryDelays() (a warning a failed attempt), so a
 * short outage loses nothing; after the last attempt it rejects with an error whose message holds
 * no address or token (callers log it). `retry: false` for a caller that makes a person wait and
 * shows the failure instead (the login code, an invitation).
 */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail, { retry = true }: { retry?: boolean } = {}): Promise<void> {
  const delays = retry ? mailRetryDelays() : []
  const attempts = delays.length + 1
  for (let attempt = 1; ; attempt++) {
    try {
      await strapi
        .plugin('email')
        .service('email')
        .send({
          to,
          subject: mail.subject,
          text: renderText(mail.blocks),
          html: renderHtml(mail.subject, mail.blocks),
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.messageId ? { messageId: mail.messageId } : {}),
          ...(mail.calendar
            ? { icalEvent: { method: mail.calendar.method, filename: 'evenement.ics', content: mail.calendar.content } }
            : {}),
        })
      if (attempt > 1) strapi.log.info(`Mail sent on attempt ${attempt} of ${attempts}`)
      return
    } catch (cause) {
      const reason = mailFailureReason(cause, to)
      // A permanent refusal (an SMTP 5xx: no such mailbox, refused content) stays one.
      const delay = isPermanentRefusal(cause) ? undefined : delays[attempt - 1]
      if (delay === undefined) throw new Error(`mail not sent after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${reason}`)
      strapi.log.warn(`Mail not sent (attempt ${attempt} of ${attempts}), next attempt in ${delay} ms: ${reason}`)
      retrying++
      await pause(delay).finally(() => retrying--)
    }
  }
}
