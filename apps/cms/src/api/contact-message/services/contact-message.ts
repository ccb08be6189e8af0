import type { Core } from '@strapi/strapi'
import { BRAND, type ContactMessage } from '@talentstad/types'
import { escapeHtml } from '../../../lib/html'

/** Where contact messages go: the contact page's team address, else CONTACT_TEAM_EMAIL, else the mail reply-to. */
async function teamAddress(strapi: Core.Strapi): Promise<string | undefined> {
  const page = await strapi.documents('api::contact-page.contact-page').findFirst({ fields: ['teamEmail'] })
  const fromPage = (page as { teamEmail?: string } | null)?.teamEmail
  if (fromPage) return fromPage
  if (process.env.CONTACT_TEAM_EMAIL) return process.env.CONTACT_TEAM_EMAIL
  return strapi.config.get<string | undefined>('plugin::email.settings.defaultReplyTo')
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** E-mails a validated contact message to the community team, reply-to the sender. Stores nothing. */
  async send(message: ContactMessage) {
    const to = await teamAddress(strapi)
    if (!to) throw new Error('No address for contact messages: fill in the contact page team e-mail or CONTACT_TEAM_EMAIL')
    const subject = message.subject.replace(/\s+/g, ' ')
    const intro = `Er is een bericht binnengekomen via het contactformulier van ${BRAND.name}.`
    const text = [
      intro,
      '',
      `Naam: ${message.name}`,
      `E-mailadres: ${message.email}`,
      `Onderwerp: ${subject}`,
      '',
      message.message,
      '',
      'Beantwoord deze e-mail om de afzender te antwoorden.',
    ].join('\n')
    const paragraphs = message.message
      .split(/\r?\n\s*\r?\n/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
      .join('\n')
    const html = `<!doctype html>
<html lang="nl">
<body>
<p>${escapeHtml(intro)}</p>
<table role="presentation">
<tr><th align="left">Naam</th><td>${escapeHtml(message.name)}</td></tr>
<tr><th align="left">E-mailadres</th><td>${escapeHtml(message.email)}</td></tr>
<tr><th align="left">Onderwerp</th><td>${escapeHtml(subject)}</td></tr>
</table>
${paragraphs}
<p>Beantwoord deze e-mail om de afzender te antwoorden.</p>
</body>
</html>`
    await strapi
      .plugin('email')
      .service('email')
      .send({
        to,
        replyTo: { name: message.name, address: message.email },
        subject: `Contactformulier ${BRAND.name}: ${subject}`,
        text,
        html,
      })
  },
})
