import { expect, test, type Locator, type Page } from '@playwright/test'
import { createAccount, logInByRequest } from './accounts'
import { headerProblems } from './layout'
import { scrollWindowBy, settled, TEXT_SPACING, wheelAndSettle } from './page'

const MOBILE = { width: 375, height: 667 }
const DESKTOP = { width: 1280, height: 800 }

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' })
const footer = (page: Page) => page.getByRole('contentinfo')
const menuToggle = (page: Page) => page.getByRole('button', { name: 'Menu' })
const account = (page: Page) => page.getByRole('banner').getByRole('list', { name: 'Account' })

/** Waits until React has hydrated (the frame's behaviour needs JavaScript). */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
}

test.describe('skip link', () => {
  test('is the first tab stop and moves focus to main', async ({ page }) => {
    await gotoHydrated(page, '/bedrijven')
    await page.keyboard.press('Tab')
    const skipLink = page.getByRole('link', { name: 'Naar de inhoud' })
    await expect(skipLink).toBeFocused()
    await expect(skipLink).toBeInViewport()
    // Visible on top of everything, not hidden behind the sticky header.
    const onTop = await skipLink.evaluate((link) => {
      const box = link.getBoundingClientRect()
      return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link
    })
    expect(onTop).toBe(true)
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main-content')).toBeFocused()
    // The next tab stop is inside main, not in the header.
    await page.keyboard.press('Tab')
    const inMain = await page.evaluate(() => document.activeElement?.closest('main') !== null)
    expect(inMain).toBe(true)
  })

  test('works without JavaScript too (plain fragment link)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toHaveAttribute('href', '#main-content')
    await context.close()
  })
})

test.describe('header navigation', () => {
  test('has the four items and marks the active one with aria-current', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/bedrijven')
    const links = nav(page).getByRole('list').first().getByRole('link')
    await expect(links).toHaveText(['Community', 'Onderwijs', 'Bedrijven', 'Studentenorganisaties'])
    await expect(nav(page).getByRole('link', { name: 'Bedrijven' })).toHaveAttribute('aria-current', 'page')
    for (const name of ['Community', 'Onderwijs', 'Studentenorganisaties']) {
      await expect(nav(page).getByRole('link', { name, exact: true })).not.toHaveAttribute('aria-current', /.*/)
    }
  })

  test('marks the section on its detail pages, and Community on the content overview', async ({ page }) => {
    await page.goto('/studentenorganisaties/1')
    await expect(nav(page).getByRole('link', { name: 'Studentenorganisaties' })).toHaveAttribute('aria-current', 'page')
    await page.goto('/community')
    await expect(nav(page).getByRole('link', { name: 'Community' })).toHaveAttribute('aria-current', 'page')
    await expect(nav(page).getByRole('link', { name: 'Community' })).toHaveAttribute('href', '/community')
  })

  test('the user icon links to login without a session', async ({ page }) => {
    await page.goto('/')
    const userLink = page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).last()
    await expect(userLink).toHaveAttribute('href', '/inloggen')
  })

  test('the logo links home', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('banner').getByRole('link', { name: /Talentstad, naar de homepage/ })).toHaveAttribute('href', '/')
  })
})

test.describe('small-screen menu (375 px)', () => {
  test.use({ viewport: MOBILE })

  test('the toggle opens the menu, locks page scrolling and closes on route change', async ({ page }) => {
    await gotoHydrated(page, '/privacy-cookies')
    await expect(nav(page)).toBeHidden()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(menuToggle(page)).toHaveAttribute('aria-controls', 'site-menu')

    await menuToggle(page).click()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(nav(page)).toBeVisible()
    await expect(nav(page).getByRole('link', { name: 'Onderwijs' })).toBeVisible()

    // Scroll lock: the page itself cannot scroll while the menu is open.
    const overflow = await page.evaluate(() => [
      getComputedStyle(document.documentElement).overflow,
      getComputedStyle(document.body).overflow,
    ])
    expect(overflow).toEqual(['hidden', 'hidden'])
    await page.mouse.move(187, 600)
    await wheelAndSettle(page, 800)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await nav(page).getByRole('link', { name: 'Onderwijs' }).click()
    await expect(page).toHaveURL(/\/onderwijs$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onderwijs')
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav(page)).toBeHidden()
    const unlocked = await page.evaluate(() => getComputedStyle(document.body).overflow)
    expect(unlocked).not.toBe('hidden')
  })

  test('closes when a link in the user area is used, even to the current page', async ({ page }) => {
    await gotoHydrated(page, '/inloggen')
    await menuToggle(page).click()
    await expect(nav(page)).toBeVisible()
    await account(page).getByRole('link', { name: 'Inloggen' }).click()
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(nav(page)).toBeHidden()
  })

  test('is reachable by keyboard right after the toggle, and the page behind it is inert', async ({ page }) => {
    await gotoHydrated(page, '/')
    await menuToggle(page).focus()
    await page.keyboard.press('Enter')
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav(page).getByRole('link', { name: 'Community' })).toBeFocused()
    await expect(page.locator('main')).toHaveAttribute('inert', '')
    await expect(footer(page)).toHaveAttribute('inert', '')
    await page.keyboard.press('Escape')
    await expect(page.locator('main')).not.toHaveAttribute('inert', /.*/)
  })

  test('closes with Escape and returns focus to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/')
    await menuToggle(page).click()
    await expect(nav(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav(page)).toBeHidden()
    await expect(menuToggle(page)).toBeFocused()
  })

  test('the header hides when scrolling down and returns when scrolling up', async ({ page }) => {
    await gotoHydrated(page, '/privacy-cookies')
    // Make sure the page is long enough to scroll, whatever the copy.
    await page.evaluate(() => {
      const spacer = document.createElement('div')
      spacer.style.height = '3000px'
      document.querySelector('main')?.append(spacer)
    })
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-hidden', 'false')

    await page.mouse.move(187, 400)
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await expect(header).not.toBeInViewport()

    // 3 px up is within the tolerance of 5 px: stays hidden.
    await scrollWindowBy(page, -3)
    await expect(header).toHaveAttribute('data-hidden', 'true')

    await page.mouse.wheel(0, -100)
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await expect(header).toBeInViewport()

    // Focus inside the header keeps it shown while scrolling down.
    await page.mouse.wheel(0, 300)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await page
      .getByRole('banner')
      .getByRole('link', { name: /naar de homepage/ })
      .focus()
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await scrollWindowBy(page, 300)
    await expect(header).toHaveAttribute('data-hidden', 'false')
  })

  test('footer columns are accordions: at most one open, clicking the open one closes it', async ({ page }) => {
    await gotoHydrated(page, '/')
    const discover = footer(page).getByRole('button', { name: 'Ontdek' })
    const city = footer(page).getByRole('button', { name: /^Meer over / })
    await expect(discover).toHaveAttribute('aria-expanded', 'false')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(discover).toHaveAttribute('aria-controls', 'footer-panel-platform')
    await expect(footer(page).getByRole('link', { name: 'Partner worden' })).toBeHidden()

    await discover.click()
    await expect(discover).toHaveAttribute('aria-expanded', 'true')
    await expect(footer(page).getByRole('link', { name: 'Partner worden' })).toBeVisible()

    await city.click()
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await expect(discover).toHaveAttribute('aria-expanded', 'false')
    await expect(footer(page).getByRole('link', { name: 'Partner worden' })).toBeHidden()
    await expect(footer(page).getByRole('link', { name: /Gemeente/ })).toBeVisible()

    await city.click()
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(discover).toHaveAttribute('aria-expanded', 'false')
    await expect(footer(page).getByRole('link', { name: /Gemeente/ })).toBeHidden()
  })

  test('the collapse animates over 300 ms', async ({ page }) => {
    await gotoHydrated(page, '/')
    await footer(page).getByRole('button', { name: 'Ontdek' }).click()
    const duration = await page.locator('#footer-panel-platform').evaluate((element) => getComputedStyle(element).transitionDuration)
    expect(duration.split(',').map((value) => value.trim())).toContain('0.3s')
  })
})

test.describe('footer at 1280 px', () => {
  test.use({ viewport: DESKTOP })

  test('shows both columns without accordion buttons', async ({ page }) => {
    await gotoHydrated(page, '/')
    await expect(footer(page).getByRole('button')).toHaveCount(0)
    await expect(footer(page).getByRole('heading', { name: 'Ontdek' })).toBeVisible()
    await expect(footer(page).getByRole('heading', { name: /^Meer over / })).toBeVisible()
    for (const name of ['Bedrijven', 'Onderwijs', 'Studentenorganisaties', 'Wat is Talentstad?', 'Partner worden']) {
      await expect(footer(page).getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(footer(page).getByRole('link', { name: 'Partner worden' })).toHaveAttribute('href', '/organisatie-aanmelden')
    await expect(footer(page).getByRole('link', { name: 'Wat is Talentstad?' })).toHaveAttribute('href', '/wat-is-talentstad')
  })

  test('has the social links, privacy link, slogan, logo and coat of arms', async ({ page }) => {
    await page.goto('/')
    await expect(footer(page).getByRole('link', { name: /LinkedIn/ })).toBeVisible()
    await expect(footer(page).getByRole('link', { name: /Instagram/ })).toBeVisible()
    await expect(footer(page).getByRole('link', { name: 'Privacy en cookies' })).toHaveAttribute('href', '/privacy-cookies')
    await expect(footer(page).getByText('Waar tech-talent en de stad elkaar vinden')).toBeVisible()
    await expect(footer(page).getByRole('link', { name: /naar de homepage/ })).toHaveAttribute('href', '/')
    const coatOfArms = footer(page).getByRole('img', { name: /^Wapen van de gemeente/ })
    await expect(coatOfArms).toBeVisible()
    expect(await coatOfArms.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  })

  test('external links open in a new tab and say so', async ({ page }) => {
    await page.goto('/')
    const external = footer(page).locator('a[target="_blank"]')
    await expect(external).toHaveCount(4)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      await expect(link).toContainText('(opent in een nieuw tabblad)')
    }
  })
})

test.describe('loading bar', () => {
  test('runs while another path loads and finishes afterwards', async ({ page }) => {
    await gotoHydrated(page, '/')
    const bar = page.locator('.ts-loading-bar')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
    // The page's data is held back until the test has seen the bar run.
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/bedrijven.data*', async (route) => {
      await released
      await route.continue()
    })
    await nav(page).getByRole('link', { name: 'Bedrijven' }).click()
    await expect(bar).toHaveAttribute('data-phase', 'loading')
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedrijven')
    await expect(bar).toHaveAttribute('data-phase', 'idle')
  })
})

test('hydrates without console errors or CSP violations', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  await gotoHydrated(page, '/')
  await nav(page).getByRole('link', { name: 'Community' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Community')
  expect(problems).toEqual([])
})

test.describe('route announcer', () => {
  test("says the new page's title after a client-side page change, not on the first load, and moves no focus", async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await gotoHydrated(page, '/')
    const announcer = page.getByTestId('route-announcer')
    await expect(announcer).toHaveAttribute('aria-live', 'polite')
    // The announcer would have spoken in the frame after hydration.
    await settled(page)
    await expect(announcer).toBeEmpty()

    const link = nav(page).getByRole('link', { name: 'Bedrijven' })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedrijven')
    await expect(announcer).toHaveText(await page.title())
    expect(await page.title()).toMatch(/^Bedrijven/)
    // The cursor stays where it was (docs/decisions/0023): the announcement only tells.
    await expect(link).toBeFocused()

    // A form page: the cursor goes into the form (ADR 0023), and the page is announced as well.
    await account(page).getByRole('link', { name: 'Registreren' }).click()
    await expect(page.getByLabel('Voornaam')).toBeFocused()
    await expect(announcer).toHaveText(await page.title())
    expect(await page.title()).toMatch(/^Registreren/)

    // Back in history is a page change too.
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedrijven')
    await expect(announcer).toHaveText(await page.title())
    expect(await page.title()).toMatch(/^Bedrijven/)
  })
})

test.describe('header with the text spacing of WCAG 1.4.12', () => {
  const WIDTHS = [320, 375, 768, 1056, 1100, 1200, 1280, 1366, 1440]

  /** At every width: the account links in the bar, and no menu link over them or out of the window. */
  async function expectHeaderFits(page: Page, names: string[]) {
    await page.addStyleTag({ content: TEXT_SPACING })
    for (const width of WIDTHS) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await expectAccountLinks(page, names)
        if (await menuToggle(page).isVisible()) return
        const accountBoxes = await Promise.all(
          names.map(async (name) => (await account(page).getByRole('link', { name, exact: true }).boundingBox())!),
        )
        for (const link of await nav(page).getByRole('list').first().getByRole('link').all()) {
          const box = (await link.boundingBox())!
          expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(width)
          for (const accountBox of accountBoxes) expect(overlaps(box, accountBox), await link.innerText()).toBe(false)
        }
      })
    }
  }

  test('Inloggen and Registreren stay in the header at every width', async ({ page }) => {
    await gotoHydrated(page, '/privacy-cookies')
    await expectHeaderFits(page, ['Inloggen', 'Registreren'])
  })

  test("a member's Mijn profiel and Uitloggen stay in the header at every width", async ({ page }) => {
    const { email, password } = await createAccount('header-spacing')
    await logInByRequest(page, email, password)
    await gotoHydrated(page, '/privacy-cookies')
    await expectHeaderFits(page, ['Mijn profiel', 'Uitloggen'])
  })
})

test("a member's header keeps one row with 'Voor jou' at every wide width, and the menu holds it below", async ({ page }) => {
  const { email, password } = await createAccount('header-feed')
  await logInByRequest(page, email, password)
  await gotoHydrated(page, '/privacy-cookies')
  // The header's content is capped in width: the widest screens are no roomier than 1280 px.
  for (const width of [1024, 1100, 1119, 1120, 1152, 1200, 1280, 1440, 1920]) {
    await test.step(`${width} px`, async () => {
      await page.setViewportSize({ width, height: 800 })
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      expect(await page.evaluate(headerProblems)).toEqual([])
      if (await menuToggle(page).isVisible()) {
        await menuToggle(page).click()
        await expect(nav(page).getByRole('link', { name: 'Voor jou' })).toBeVisible()
        await menuToggle(page).click()
      } else {
        await expect(account(page).getByRole('link', { name: 'Voor jou' })).toBeVisible()
      }
    })
  }
})

/** Two boxes on the page that share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/** The account links are visible in the header bar, on one row beside the logo, overlapping nothing. */
async function expectAccountLinks(page: Page, names: string[]) {
  const bar = page.locator('.ts-header__bar')
  const barBox = (await bar.boundingBox())!
  const logoBox = (await page
    .getByRole('banner')
    .getByRole('link', { name: /naar de homepage/ })
    .boundingBox())!
  const boxes = []
  for (const name of names) {
    const link: Locator = account(page).getByRole('link', { name, exact: true })
    await expect(link).toBeVisible()
    await expect(link).toBeInViewport()
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    expect(box.y).toBeGreaterThanOrEqual(barBox.y)
    expect(box.y + box.height).toBeLessThanOrEqual(barBox.y + barBox.height + 1)
    expect(overlaps(box, logoBox)).toBe(false)
    boxes.push(box)
  }
  expect(overlaps(boxes[0]!, boxes[1]!)).toBe(false)
  // One row: the text link does not wrap onto a second line.
  expect(boxes[1]!.height).toBeLessThan(60)
  const toggle = menuToggle(page)
  if (await toggle.isVisible()) for (const box of boxes) expect(overlaps(box, (await toggle.boundingBox())!)).toBe(false)
}

test.describe('account links in the header on every width', () => {
  for (const [label, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    test(`a visitor sees Inloggen and Registreren at ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/')
      await expectAccountLinks(page, ['Inloggen', 'Registreren'])
      await expect(account(page).getByRole('link', { name: 'Registreren' })).toHaveAttribute('href', '/registreren')
      await expect(account(page).getByRole('link', { name: 'Inloggen' })).toHaveAttribute('href', '/inloggen')
    })

    test(`Inloggen brings a visitor back to the page they were on at ${label}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, '/nieuws?q=stage')
      const login = account(page).getByRole('link', { name: 'Inloggen' })
      await expect(login).toHaveAttribute('href', `/inloggen?callbackUrl=${encodeURIComponent('/nieuws?q=stage')}`)
      // On a client-side navigation (at 1280 px: the header's own link) the link follows the page.
      if (viewport === DESKTOP) await nav(page).getByRole('link', { name: 'Bedrijven' }).click()
      else await gotoHydrated(page, '/bedrijven')
      await expect(page).toHaveURL(/\/bedrijven$/)
      await expect(account(page).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
        'href',
        `/inloggen?callbackUrl=${encodeURIComponent('/bedrijven')}`,
      )
      await account(page).getByRole('link', { name: 'Inloggen' }).click()
      await expect(page.locator('input[name="callbackUrl"]')).toHaveValue(/\/bedrijven$/)
    })

    test(`a member sees Mijn profiel and Uitloggen at ${label}, beside the onboarding prompt`, async ({ page }) => {
      const { email, password } = await createAccount(`header-${viewport.width}`)
      await page.setViewportSize(viewport)
      await logInByRequest(page, email, password)
      await gotoHydrated(page, '/privacy-cookies')
      await expectAccountLinks(page, ['Mijn profiel', 'Uitloggen'])
      await expect(account(page).getByRole('link', { name: 'Uitloggen' })).toHaveAttribute('href', '/uitloggen')
      if (viewport === DESKTOP) {
        const prompt = page.getByRole('banner').getByRole('link', { name: 'Rond je onboarding af' })
        await expect(prompt).toBeVisible()
        const promptBox = (await prompt.boundingBox())!
        for (const name of ['Mijn profiel', 'Uitloggen']) {
          expect(overlaps(promptBox, (await account(page).getByRole('link', { name }).boundingBox())!)).toBe(false)
        }
      }
    })
  }
})
