import { expect, test } from '@playwright/test'
import { axeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { checkTemplate, consoleErrors, open } from './layout'
import { expectShownWhole, hydrated, main } from './page'
import { pngFixture } from './profile-fixtures'

// /ontwerp (docs/decisions/0022): every shared component in its states, on the real theme. The e2e
// configuration turns it on (DESIGN_SYSTEM_PAGE=true); production answers 404 (app/routes/ontwerp.test.ts).

const SECTIONS = [
  'Kleuren',
  'Typografie',
  'Ruimte, afronding en diepte',
  'Knoppen',
  'Badges',
  'Meldingen',
  'Tabs',
  'Stappen',
  'Linklijst',
  'Gegevenslijst',
  'Invoervelden',
  'Bestand kiezen',
  'Keuzerondjes en vinkjes',
]

test.describe('/ontwerp, the components page', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  })

  test('shows every component in its states, is never indexed and is not in the sitemap', async ({ page, request }) => {
    const response = await page.goto('/ontwerp')
    expect(response?.status()).toBe(200)
    expect(response?.headers()['x-robots-tag']).toBe('noindex')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await hydrated(page)

    const content = main(page)
    for (const name of SECTIONS) await expect(content.getByRole('region', { name, exact: true }), name).toBeVisible()

    const badges = content.getByRole('region', { name: 'Badges' })
    for (const label of ['Concept', 'In beoordeling', 'Wijziging in beoordeling', 'Online', 'Goedgekeurd', 'Afgewezen'])
      await expect(badges.getByText(label, { exact: true })).toBeVisible()

    const notices = content.getByRole('region', { name: 'Meldingen' })
    for (const kind of ['info', 'ok', 'warning', 'error']) await expect(notices.locator(`.utrecht-alert--${kind}`).first()).toBeVisible()

    const buttons = content.getByRole('region', { name: 'Knoppen' })
    await expect(buttons.getByRole('button', { name: 'Niet beschikbaar' })).toBeDisabled()
    await expect(buttons.getByRole('button', { name: 'Subtiel' })).toBeEnabled()
    // ui/button.tsx: a Button never submits by accident, and the danger variants carry the error colour.
    for (const button of await buttons.getByRole('button').all()) await expect(button).toHaveAttribute('type', 'button')
    const errorColour = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'))
      probe.style.color = 'var(--ts-color-error)'
      const colour = getComputedStyle(probe).color
      probe.remove()
      return colour
    })
    const style = (name: string) =>
      buttons.getByRole('button', { name, exact: true }).evaluate((element) => {
        const { backgroundColor, borderTopColor, color } = getComputedStyle(element)
        return { backgroundColor, borderTopColor, color }
      })
    expect((await style('Primair')).backgroundColor).not.toBe(errorColour)
    expect((await style('Gevaar')).backgroundColor).toBe(errorColour)
    expect(await style('Gevaar, omlijnd')).toMatchObject({ borderTopColor: errorColour, color: errorColour })
    await expect(buttons.getByRole('link', { name: 'Primaire link' })).toHaveAttribute('href', '#knoppen')

    // Tabs: the current one is marked; many tabs in a narrow column wrap onto more rows, none cut off
    // and nothing to scroll sideways (ADR 0037).
    const tabs = content.getByRole('region', { name: 'Tabs' })
    await expect(tabs.getByRole('link', { name: 'Komende evenementen' })).toHaveAttribute('aria-current', 'page')
    const row = tabs.locator('.ts-specimen-narrow .ts-tabs')
    const { scrollWidth, clientWidth, top, bottom } = await row.evaluate((element) => {
      const links = [...element.querySelectorAll('a')].map((link) => link.getBoundingClientRect())
      return {
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        top: Math.min(...links.map((rect) => rect.top)),
        bottom: Math.max(...links.map((rect) => rect.top)),
      }
    })
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth)
    expect(bottom - top, 'the tabs wrap onto more rows').toBeGreaterThan(2)
    for (const link of await row.getByRole('link').all()) await expectShownWhole(link)

    // The step indicator at each step: 'Stap n van 4' and that step marked as the current one.
    const steps = content.getByRole('region', { name: 'Stappen' }).getByRole('navigation', { name: 'Stappen' })
    for (const [index, name] of ['Profielfoto', 'Loopbaanfase', 'Gegevens delen', 'Interesses'].entries()) {
      const indicator = steps.nth(index)
      await expect(indicator).toContainText(`Stap ${index + 1} van 4: ${name}`)
      await expect(indicator.locator('[aria-current="step"]')).toContainText(name)
    }

    // Errors are wired to their controls.
    await expect(content.getByLabel('E-mailadres')).toHaveAttribute('aria-invalid', 'true')
    await expect(content.getByLabel('Organisatie')).toBeDisabled()
    await expect(content.getByRole('group', { name: 'Loopbaanfase (met fout)' })).toHaveAttribute('aria-invalid', 'true')
    await expect(content.getByRole('group', { name: 'Interesses (met fout)' })).toContainText('Kies minstens één interesse.')

    // The file input previews the chosen picture before anything is sent.
    const files = content.getByRole('region', { name: 'Bestand kiezen' })
    await expect(files.getByText('Huidige afbeelding', { exact: true })).toBeVisible()
    await expect(files.getByText('Gekozen afbeelding')).toHaveCount(0)
    await files.getByLabel('Profielfoto').setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: await pngFixture() })
    await expect(files.getByText('Gekozen afbeelding')).toBeVisible()
    await expect(files.locator('.ts-file-input__preview img[src^="data:image/png"]')).toBeVisible()

    expect(await axeViolations(page)).toEqual([])

    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(await sitemap.text()).not.toContain('/ontwerp')
  })

  test('layout at 320, 375, 768 and 1280 px', async ({ page }, testInfo) => {
    const errors = consoleErrors(page)
    await open(page, '/ontwerp')
    await checkTemplate(page, '/ontwerp', testInfo)
    expect(errors).toEqual([])
  })
})
