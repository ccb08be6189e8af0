import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailCatcher } from './mail-catcher'
import { startCms, type TestCms } from './strapi'

let cms: TestCms
let mail: Awaited<ReturnType<typeof startMailCatcher>>

beforeAll(async () => {
  mail = await startMailCatcher()
  cms = await startCms({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(mail.smtpPort), SEED_DEMO: 'false' })
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

describe('an install without the demo seed (this file starts the CMS with SEED_DEMO=false)', () => {
  it('still has every static page with its Dutch starting text, readable by visitors', async () => {
    for (const name of ['about-page', 'contact-page', 'privacy-page', 'disclaimer-page', 'accessibility-page']) {
      const response = await fetch(`${cms.url}/api/${name}`)
      expect(response.status, name).toBe(200)
      const body = (await response.json()) as { data: { title?: string } }
      expect(body.data.title, name).toBeTruthy()
    }
  })
})

describe('e-mail', () => {
  it('goes out over real SMTP from the configured sender, as HTML and plain text', async () => {
    await cms.strapi.plugin('email').service('email').send({
      to: 'nieuw-lid@example.nl',
      subject: 'Welkom bij Talentstad',
      text: 'Welkom! Activeer je account via de link.',
      html: '<p>Welkom! Activeer je account via de link.</p>',
    })
    const message = await mail.waitForMessage('nieuw-lid@example.nl')
    expect(message.subject).toBe('Welkom bij Talentstad')
    expect(message.text?.trim()).toBe('Welkom! Activeer je account via de link.')
    expect(message.html).toContain('<p>Welkom!')
    expect(message.from[0]).toMatchObject({ address: 'noreply@talentstad.local', name: 'Talentstad' })
  })
})
