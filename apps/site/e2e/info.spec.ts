import { expectResult, hydrated } from './page'
import { expect, test, type Page } from '@playwright/test'
import { CONTACT_LIMITS, CONTACT_TEXT, MESSAGES, STATIC_PAGE_KEYS, STATIC_PAGES } from '@talentstad/types'
import { E2E_CMS_URL, E2E_SITE_URL } from './config'

// The static pages show the CMS's single types; the contact form goes through the real CMS.

type CmsPage = { title: string; intro: string; lastUpdated: string; body: Array<{ type: string; children?: Array<{ text?: string }> }> }

async function cmsPage(key: string): Promise<CmsPage> {
  const response = await fetch(`${E2E_CMS_URL}/api/${key}`)
  return ((await response.json()) as { data: CmsPage }).data
}

const dutchDate = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' }).format(
    new Date(`${iso}T12:00:00Z`),
  )

test.describe('static pages', () => {
  for (const key of STATIC_PAGE_KEYS) {
    const path = STATIC_PAGES[key].sitePath
    test(`${path} shows the CMS text of '${key}' with its Dutch last-updated date`, async ({ page }) => {
      const cms = await cmsPage(key)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(cms.title)
      await expect(page).toHaveTitle(`${cms.title} | Talentstad`)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', cms.intro)
      const main = page.locator('main')
      await expect(main.getByText(cms.intro, { exact: true })).toBeVisible()
      await expect(main.getByText(`Laatst bijgewerkt: ${dutchDate(cms.lastUpdated)}`)).toBeVisible()
      await expect(main.locator('time')).toHaveAttribute('datetime', cms.lastUpdated)
      const firstParagraph = cms.body
        .find((block) => block.type === 'paragraph')
        ?.children?.map((child) => child.text ?? '')
        .join('')
      expect(firstParagraph).toBeTruthy()
      await expect(main.getByText(firstParagraph!, { exact: true })).toBeVisible()
    })
  }

  test('the accessibility statement is linked in the footer next to privacy and disclaimer', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: 'Toegankelijkheid' }).click()
    await expect(page).toHaveURL(`${E2E_SITE_URL}/toegankelijkheid`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toegankelijkheidsverklaring')
    await expect(page.locator('main')).toContainText('WCAG 2.1')
  })
})

const form = (page: Page) => page.locator('form#contact-form')
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true })

async function fillContact(page: Page, values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) await field(page, 'Je naam').fill(values.name)
  if (values.email !== undefined) await field(page, 'Je e-mailadres').fill(values.email)
  if (values.subject !== undefined) await field(page, 'Onderwerp').fill(values.subject)
  if (values.message !== undefined) await field(page, 'Je bericht').fill(values.message)
}

const submit = (page: Page) => form(page).getByRole('button', { name: 'Bericht versturen' }).click()
const isContactPost = (response: { url(): string; request(): { method(): string } }) =>
  new URL(response.url()).pathname === '/contact' && response.request().method() === 'POST'

test.describe('contact form', () => {
  // Each visitor of these tests has an address of its own: the CMS limits messages per visitor.
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.10' } })

  test('empty and invalid input gets Dutch messages at the fields, and what was typed stays', async ({ page }) => {
    await page.goto('/contact')
    await hydrated(page)
    await submit(page)
    for (const label of ['Je naam', 'Je e-mailadres', 'Onderwerp', 'Je bericht']) {
      await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true')
      await expect(field(page, label)).toHaveAccessibleDescription(new RegExp(MESSAGES.required))
    }
    await fillContact(page, { name: 'Fatima de Vries', email: 'geen-adres', subject: 'Vraag' })
    await submit(page)
    await expect(field(page, 'Je e-mailadres')).toHaveAccessibleDescription(new RegExp(MESSAGES.invalidEmail))
    await expect(field(page, 'Je naam')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'Je naam')).toHaveValue('Fatima de Vries')
    await expect(field(page, 'Je e-mailadres')).toHaveValue('geen-adres')
    await expect(page).toHaveURL(`${E2E_SITE_URL}/contact`)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the server answers bad input with 400, Dutch field messages and the typed values', async ({ page }) => {
      await page.goto('/contact')
      await fillContact(page, { name: 'Jan', email: 'jan@', subject: '', message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) })
      const [response] = await Promise.all([page.waitForResponse(isContactPost), submit(page)])
      expect(response.status()).toBe(400)
      await expect(field(page, 'Je e-mailadres')).toHaveAccessibleDescription(new RegExp(MESSAGES.invalidEmail))
      await expect(field(page, 'Onderwerp')).toHaveAccessibleDescription(new RegExp(MESSAGES.required))
      await expect(field(page, 'Je bericht')).toHaveAccessibleDescription(new RegExp(CONTACT_TEXT.messageTooLong))
      await expect(field(page, 'Je naam')).toHaveValue('Jan')
      await expect(field(page, 'Je e-mailadres')).toHaveValue('jan@')
    })
  })

  test.describe('a bot', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.20' } })

    test('that fills the hidden honeypot field gets the success answer', async ({ page }) => {
      await page.goto('/contact')
      await hydrated(page)
      await fillContact(page, { name: 'Bot', email: 'bot@example.nl', subject: 'Goedkope pillen', message: 'Koop nu!' })
      await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'))
      await submit(page)
      await expectResult(page, CONTACT_TEXT.sent)
      await expect(page).toHaveURL(`${E2E_SITE_URL}/contact`)
      await expect(field(page, 'Je naam')).toHaveValue('')
    })
  })

  test.describe('a visitor who sent too many', () => {
    test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.30' } })

    test(`gets 429 with the CMS's Dutch message after ${CONTACT_LIMITS.perIp} messages, and keeps the text`, async ({ page, request }) => {
      const honeypotPost = () =>
        request.post('/contact', {
          form: { name: 'Eerder', email: 'eerder@example.nl', subject: 'Eerder', message: 'Eerder', website: 'x' },
          maxRedirects: 0,
        })
      // The first messages fill the limit (with the honeypot, so nothing is mailed).
      for (let index = 0; index < CONTACT_LIMITS.perIp; index++) expect((await honeypotPost()).status()).toBe(303)
      const limited = await honeypotPost()
      expect(limited.status()).toBe(429)
      expect(await limited.text()).toContain(CONTACT_TEXT.tooManyRequests)

      await page.goto('/contact')
      await hydrated(page)
      await fillContact(page, { name: 'Fatima', email: 'fatima@example.nl', subject: 'Nog een vraag', message: 'Mijn lange bericht' })
      await submit(page)
      await expect(page.getByRole('alert').filter({ hasText: CONTACT_TEXT.tooManyRequests })).toBeVisible()
      await expect(field(page, 'Je bericht')).toHaveValue('Mijn lange bericht')
      await expect(field(page, 'Je naam')).toHaveValue('Fatima')
    })
  })

  test('a POST from another site is refused with 403 before anything is sent', async ({ request }) => {
    const form = { name: 'Eve', email: 'eve@example.nl', subject: 'Hoi', message: 'Hoi', website: '' }
    const crossOrigin = await request.post('/contact', { headers: { origin: 'https://evil.example' }, form, maxRedirects: 0 })
    expect(crossOrigin.status()).toBe(403)
    expect(await crossOrigin.text()).toContain('Dit formulier kan alleen via deze website worden verstuurd.')
    const fetchMetadata = await request.post('/contact', { headers: { 'sec-fetch-site': 'cross-site' }, form, maxRedirects: 0 })
    expect(fetchMetadata.status()).toBe(403)
  })
})
