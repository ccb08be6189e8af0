import type { Page } from '@playwright/test'
import { createAccount, expect, logInByRequest, test } from './accounts'
import { expectNoAxeViolations } from './axe'
import { organizationOf } from './cms-admin'
import { E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

/** A company of the test's own, with its admin: a follow never lands on the demo's organisations. */
async function ownCompany(tag: string) {
  const admin = await createAccount(`${tag}-beheer`)
  const company = await organizationOf(admin.email, tag)
  return { ...company, path: `/bedrijven/${company.slug}`, admin }
}

/** Screenshots at 375 and 1280 px: /tmp/shots/follows-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `follows-${name}`)

test('a member follows an organisation from its page and a theme from /profiel/volgend, with and without JavaScript; its admin sees the count', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const company = await ownCompany('Volgbaar')
  const COMPANY = company.path
  const cards = `/bedrijven?q=${encodeURIComponent(company.name)}`

  // A visitor is asked to log in, and comes back to the organisation.
  await page.goto(COMPANY)
  await expect(main(page).getByRole('link', { name: `Log in om ${company.name} te volgen` })).toHaveAttribute(
    'href',
    `/inloggen?callbackUrl=${encodeURIComponent(COMPANY)}`,
  )
  await expect(main(page).getByTestId('follow-button')).toHaveCount(0)
  await page.goto('/community?thema=ai-en-data')
  await expect(main(page).getByRole('link', { name: 'Log in om AI en data te volgen' })).toBeVisible()
  // A visitor's organisation cards carry no follow buttons (their pages ask to log in).
  await page.goto(cards)
  await expect(main(page).getByRole('link', { name: company.name })).toBeVisible()
  await expect(main(page).getByTestId('follow-button')).toHaveCount(0)

  const { email, password } = await createAccount('volgen')
  await logInByRequest(page, email, password)
  await page.goto(COMPANY)
  await hydrated(page)
  const button = main(page).getByTestId('follow-button')
  await expect(button).toHaveAccessibleName(`Volgen: ${company.name}`)
  const organizationId = await main(page).locator('form.ts-follow input[name="documentId"]').getAttribute('value')
  await button.click()
  // Said once, at the top of the page, with the cursor on it.
  await expect(await expectResult(page, 'Je volgt deze organisatie nu.')).toBeFocused()
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`${COMPANY}$`))
  await expect(button).toHaveText(/^Volgend/)
  await expectNoAxeViolations(page, 'an organisation a member follows')
  await shoot(page, 'organization')

  // The organisation cards say so too, and offer the others.
  await page.goto(cards)
  await expect(main(page).getByRole('button', { name: `Volgend: ${company.name}` })).toBeVisible()
  await page.goto('/bedrijven')
  await hydrated(page)
  await expect(
    main(page)
      .getByRole('button', { name: /^Volgen: / })
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'organisation cards with follow buttons')
  await shoot(page, 'cards')

  // /profiel/volgend lists it; a theme is followed from there.
  await page.goto('/profiel/volgend')
  await hydrated(page)
  await expect(main(page).getByTestId('followed-organizations')).toContainText(company.name)
  const firstTheme = main(page).getByTestId('themes').getByRole('listitem').first()
  const themeName = (await firstTheme.getByRole('link').textContent())!.trim()
  await firstTheme.getByRole('button', { name: `Volgen: ${themeName}` }).click()
  await expectResult(page, 'Je volgt dit thema nu.')
  await expect(firstTheme.getByTestId('follow-button')).toHaveText(/^Volgend/)
  await expectNoAxeViolations(page, '/profiel/volgend')
  await shoot(page, 'page')
  // At 375 px each row puts its button under the name, the organisations' and the themes' alike.
  const wide = page.viewportSize()!
  await page.setViewportSize({ width: 375, height: 800 })
  for (const row of await main(page).locator('.ts-follow-list__item').all()) {
    const name = (await row.getByRole('link').first().boundingBox())!
    const button = (await row.getByTestId('follow-button').boundingBox())!
    expect(button.y, (await row.textContent()) ?? '').toBeGreaterThanOrEqual(name.y + name.height)
  }
  await page.setViewportSize(wide)

  // A theme filter on a list follows its theme too ('Volg dit thema'), and comes back to the list.
  const secondTheme = main(page).getByTestId('themes').getByRole('listitem').nth(1)
  const secondName = (await secondTheme.getByRole('link').textContent())!.trim()
  const filtered = (await secondTheme.getByRole('link').getAttribute('href'))!
  await page.goto(filtered)
  await hydrated(page)
  await main(page)
    .getByRole('button', { name: `Volg dit thema: ${secondName}` })
    .click()
  await expectResult(page, 'Je volgt dit thema nu.')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(filtered)
  await expect(main(page).getByTestId('follow-button')).toHaveText(/^Volgend/)

  // The organisation's admin sees how many follow it: a number, never who.
  const admin = await browser.newContext()
  const adminPage = await admin.newPage()
  await logInByRequest(adminPage, company.admin.email, company.admin.password)
  await adminPage.goto(`/profiel/organisatie/${organizationId}/leden`)
  await expect(main(adminPage).getByTestId('follower-count')).toHaveText('1 lid volgt je organisatie. Wie dat zijn, zie je niet.')
  await expect(main(adminPage).getByTestId('follower-count')).not.toContainText('Test')
  await admin.close()

  // Without JavaScript the same buttons are plain forms: stop following the organisation there.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  await plain.addCookies(await page.context().cookies())
  const plainPage = await plain.newPage()
  await plainPage.goto('/profiel/volgend')
  await main(plainPage)
    .getByTestId('followed-organizations')
    .getByRole('button', { name: /^Volgend/ })
    .click()
  await expect(plainPage).toHaveURL(/\/profiel\/volgend$/)
  await expect(main(plainPage)).toContainText('Je volgt nog geen organisaties.')
  await plainPage.goto(COMPANY)
  await expect(main(plainPage).getByTestId('follow-button')).toHaveText(/^Volgen/)
  await plain.close()
})

test('the follow form refuses what it should: a target that is not public, a foreign redirect, a visitor', async ({ page, request }) => {
  const { email, password } = await createAccount('volgen-aanval')
  const company = await ownCompany('Volgdoel')
  await logInByRequest(page, email, password)
  await page.goto(company.path)
  const organizationId = await main(page).locator('form.ts-follow input[name="documentId"]').getAttribute('value')
  const post = (form: Record<string, string>) =>
    page.request.post('/profiel/volgend', { form, headers: { origin: E2E_SITE_URL }, maxRedirects: 0 })

  // A redirect target that leaves the site goes home instead.
  const away = await post({
    target: 'organization',
    documentId: organizationId!,
    following: 'true',
    redirectTo: 'https://example.org/volgen',
  })
  expect(away.status()).toBe(303)
  expect(away.headers().location).toBe('/')
  // Nothing by that documentId, or no documentId at all: 400 with the Dutch message, nothing written.
  const unknown = await post({ target: 'organization', documentId: 'abcdefghijklmnopqrstuvwx', following: 'true' })
  expect(unknown.status()).toBe(400)
  expect(await unknown.text()).toContain('Deze organisatie of dit thema bestaat niet (meer).')
  const badKind = await post({ target: 'member', documentId: organizationId!, following: 'true' })
  expect(badKind.status()).toBe(400)
  expect(await badKind.text()).toContain('Deze organisatie of dit thema bestaat niet (meer).')
  // A visitor is sent to log in; another site's form is refused before any action runs.
  const visitor = await request.post('/profiel/volgend', {
    form: { target: 'organization', documentId: organizationId!, following: 'true' },
    headers: { origin: E2E_SITE_URL },
    maxRedirects: 0,
  })
  expect(visitor.status()).toBe(303)
  expect(visitor.headers().location).toMatch(/signin\?error=SessionRequired/)
  const foreign = await page.request.post('/profiel/volgend', {
    form: { target: 'organization', documentId: organizationId!, following: 'false' },
    headers: { origin: 'https://example.org' },
    maxRedirects: 0,
  })
  expect(foreign.status()).toBe(403)
  // The follow set above stands: the foreign form changed nothing.
  await page.goto('/profiel/volgend')
  await expect(main(page).getByTestId('followed-organizations')).toContainText(company.name)
})
