import type { Core } from '@strapi/strapi'
import { escapeHtml } from './html'

/** A mail as blocks; each block renders to plain text and to (escaped) HTML the same way. */
export type Block = { text: string } | { link: { label: string; url: string } } | { code: string }
/** Every mail the CMS sends (account, calls, organisations): a subject and blocks. Every value is escaped by the renderer. */
export type Mail = { subject: string; blocks: Block[] }

function renderText(blocks: Block[]): string {
  return blocks
    .map((block) => ('text' in block ? block.text : 'code' in block ? block.code : `${block.link.label}: ${block.link.url}`))
    .join('\n\n')
}

function renderHtml(subject: string, blocks: Block[]): string {
  const body = blocks
    .map((block) => {
      if ('text' in block) return `<p>${escapeHtml(block.text).replace(/\n/g, '<br>')}</p>`
      if ('code' in block) return `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(block.code)}</p>`
      return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(block.link.label)}</a></p>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="nl">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body>
${body}
</body>
</html>`
}

/** Sends a mail (Dutch, HTML and plain text) through Strapi's e-mail plugin. */
export async function sendMail(strapi: Core.Strapi, to: string, mail: Mail): Promise<void> {
  await strapi
    .plugin('email')
    .service('email')
    .send({
      to,
      subject: mail.subject,
      text: renderText(mail.blocks),
      html: renderHtml(mail.subject, mail.blocks),
    })
}
