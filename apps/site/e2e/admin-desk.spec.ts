import { mkdirSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from '@playwright/test'
import { containing, createAccount, expect, mailCount, nextMail, test } from './accounts'
import { axeViolations } from './axe'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_CMS_URL, E2E_MAIL_URL, E2E_SITE_URL } from './config'
import { takingShots } from './shots'

// The editors' desk (issue 32), in the real admin panel that the e2e CMS serves (built by
// apps/cms/scripts/start-test.mjs): Dutch for a browser in English, the lists, reviewing a call
// from its edit view as a community manager, the preview on the site, an editor without the review
// right, and the home page's widgets. Screenshots at 1280 and 1440 px (the widths editors work at) to /tmp/shots/admin-*.png.

const MODEL = 'api::content-item.content-item'
const ADMIN_PASSWORD = E2E_ADMIN_PASSWORD
const EDITOR = 'redacteur@talentstad.local'
const MANAGER = 'communitymanager@talentstad.local'
const ORGANIZATION = 'api::organization.organization'
const editPath = (documentId: string, model = MODEL) => `${E2E_CMS_URL}/admin/content-manager/collection-types/${model}/${documentId}`

test.describe.configure({ mode: 'serial' })

/**
 * The edit view renders its side panels when the browser is idle (Strapi's
 * DescriptionComponentRenderer uses requestIdleCallback): on a busy machine that takes a while.
 */
const PANELS_TIMEOUT = 45_000

/** A dialog at 1280 px only: the panel re-renders for a narrow screen, which closes an open dialog. */
async function shoot(page: Page, name: string, widths = [1280, 1440]) {
  if (!takingShots) return
  mkdirSync('/tmp/shots', { recursive: true })
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.screenshot({ path: `/tmp/shots/admin-${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

async function adminToken(email = E2E_ADMIN_EMAIL) {
  const response = await fetch(`${E2E_CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: ADMIN_PASSWORD }),
  })
  expect(response.status, 'admin login').toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

async function adminApi<T>(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${E2E_CMS_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300)
  return (await response.json()) as T
}

/** The documentId of a member, by e-mail address. */
async function memberId(token: string, email: string) {
  const users = await adminApi<{ results: Array<{ documentId: string }> }>(
    token,
    `/content-manager/collection-types/plugin::users-permissions.user?filters[$and][0][email][$eq]=${encodeURIComponent(email)}`,
  )
  return users.results[0]!.documentId
}

/** An organisation on the site: its documentId and name. */
async function anOrganization(token: string) {
  const organizations = await adminApi<{ results: Array<{ documentId: string; name: string }> }>(
    token,
    `/content-manager/collection-types/${ORGANIZATION}?page=1&pageSize=1&sort=name:ASC&filters[$and][0][applicationState][$eq]=approved`,
  )
  return organizations.results[0]!
}

/** A call waiting for review, by a new member (whose address gets the decision's mail), for an organisation when given. */
async function pendingCall(token: string, author: { email: string }, organization?: { documentId: string }) {
  const authorId = await memberId(token, author.email)
  const title = `Oproep voor de redactie ${randomBytes(3).toString('hex')}`
  const created = await adminApi<{ data: { documentId: string; createdAt: string } }>(token, `/content-manager/collection-types/${MODEL}`, {
    method: 'POST',
    body: {
      type: 'CONTENT_TYPE_CALL_UP',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      reviewState: 'pending',
      body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Wie helpt ons met een app voor de buurt?' }] }],
      author: { connect: [{ documentId: authorId }] },
      ...(organization ? { organization: { connect: [{ documentId: organization.documentId }] } } : {}),
    },
  })
  return { documentId: created.data.documentId, createdAt: created.data.createdAt, title, slug: title.toLowerCase().replace(/\s+/g, '-') }
}

/**
 * The admin panel in a browser that asks for English, logged in as `email`. Its clock is in New
 * York: the desk still says the city's time (issue 46).
 */
async function adminPage(browser: Browser, email: string) {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(`${E2E_CMS_URL}/admin/auth/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(ADMIN_PASSWORD)
  await page.locator('button[type="submit"]').click()
  // The home page greets by name ('Hallo Robin'); the login page's own heading says 'Welkom'.
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/auth/'), { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: /^Hallo / })).toBeVisible({ timeout: 30_000 })
  return page
}

async function expectPanelAccessible(page: Page, selector: string, what: string) {
  // A dialog fades in: checked mid-animation its colours are blends, not what an editor reads.
  // (A spinner runs for ever: only animations that end are waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  const violations = await axeViolations(page, selector)
  expect(
    violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html.slice(0, 200)} ${node.failureSummary ?? ''}`),
    })),
    what,
  ).toEqual([])
}

/** A time as the desk writes it, in the city's time zone: "4 december 2026 om 14:05". */
const cityTime = (iso: string) =>
  new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Amsterdam' }).format(new Date(iso))

let author: { email: string }
let token: string

test.beforeAll(async () => {
  test.setTimeout(120_000)
  author = await createAccount('redactie-auteur')
  token = await adminToken()
})

test('an editor with an English browser gets the panel in Dutch: Dutch lists with the review column, and no review actions', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const organization = await anOrganization(token)
  const call = await pendingCall(token, author, organization)
  const page = await adminPage(browser, EDITOR)
  await expect(page.getByRole('heading', { name: 'Oproepen die wachten' })).toBeVisible()
  // Deciding on organisations' applications is not an editor's work.
  await expect(page.getByRole('heading', { name: 'Aanmeldingen van organisaties' })).toHaveCount(0)
  // No English and no stock words left (issue 46), and no project statistics on an editor's home page.
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toHaveCount(1)
  await expect(page.getByText('Skip naar inhoud')).toHaveCount(0)
  await expect(page.getByText('Projectstatistieken')).toHaveCount(0)
  await shoot(page, 'home-redacteur')
  await page.goto(`${E2E_CMS_URL}/admin/content-manager/collection-types/${MODEL}`)
  const table = page.getByRole('grid')
  // Strapi's own Dutch, with its English words replaced.
  await expect(page.getByText(/^\d+ items gevonden$/)).toBeVisible()
  await expect(page.getByText('Lijsten', { exact: true })).toBeVisible()
  await expect(page.getByPlaceholder('Zoeken').first()).toBeVisible()
  // The header row: Dutch column names, the review state among them.
  const header = table.getByRole('row').first()
  await expect(header.getByRole('gridcell', { name: 'Beoordeling', exact: true })).toBeVisible()
  await expect(header.getByRole('gridcell', { name: 'Soort', exact: true })).toBeVisible()
  await expect(table.getByRole('row').filter({ hasText: call.title })).toContainText('Wacht op beoordeling')
  await expect(table.getByRole('gridcell', { name: 'Oproep', exact: true }).first()).toBeVisible()
  await expect(table.getByText('CONTENT_TYPE_', { exact: false })).toHaveCount(0)
  // Every column in sight at 1280 px, Strapi's status last (axe: no region to scroll).
  await shoot(page, 'lijst')
  await expect(header.getByRole('gridcell', { name: 'Status', exact: true })).toBeInViewport({ ratio: 1 })
  await expectPanelAccessible(page, 'main', 'the content list')
  // Organisations by name only: the list has no other column for the editor.
  await page.goto(`${E2E_CMS_URL}/admin/content-manager/collection-types/${ORGANIZATION}?_q=${encodeURIComponent(organization.name)}`)
  const organizations = page.getByRole('grid')
  await expect(organizations.getByText(organization.name, { exact: true })).toBeVisible()
  await expect(organizations.getByRole('row').first().getByRole('gridcell', { name: 'KvK-nummer' })).toHaveCount(0)
  await shoot(page, 'organisaties-redacteur')
  // The call's edit view: its fields in Dutch, no 'Beoordeling' panel and no review buttons.
  await page.goto(editPath(call.documentId))
  await expect(page.getByRole('textbox', { name: /Titel/ })).toHaveValue(call.title)
  await expect(page.getByRole('button', { name: 'Voorbeeld openen' }).or(page.getByRole('link', { name: 'Voorbeeld openen' }))).toBeVisible(
    { timeout: PANELS_TIMEOUT },
  )
  await expect(page.getByTestId('review-panel')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Goedkeuren' })).toHaveCount(0)
  await expect(page.getByText(/To reorder blocks|Meer documentacties|succesvol geladen|^Expand$/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Meer acties' }).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'More actions' })).toHaveCount(0)
  // Names, not ids (issue 46): the organisation by its name, who placed the call by theirs (never
  // their address), and no empty boxes for what the role may not read.
  await expect(page.getByRole('main').getByText(organization.name, { exact: true })).toBeVisible()
  await expect(page.getByText(organization.documentId)).toHaveCount(0)
  const placedBy = page.getByTestId('placed-by')
  await expect(placedBy).toContainText('Test redactie-auteur (lid)', { timeout: PANELS_TIMEOUT })
  await expect(placedBy).not.toContainText(author.email)
  await expect(page.getByText('Geen rechten om dit veld te bekijken')).toHaveCount(0)
  // Each kind's own fields (issue 46): a call has no event fields, until it is made an event.
  await expect(page.getByText('Begin', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Aanmelden via Talentstad', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Reden van afwijzing', { exact: true })).toHaveCount(0)
  await expectPanelAccessible(page, 'main', "a call's edit view")
  await shoot(page, 'oproep-bewerken', [1280, 1440])
  await page.getByRole('combobox', { name: 'Soort' }).click()
  await page.getByRole('option', { name: 'Evenement' }).click()
  await expect(page.getByText('Begin', { exact: true })).toBeVisible()
  await expect(page.getByText('Aanmelden via Talentstad', { exact: true })).toBeVisible()
  await expect(page.getByText('Aantal plekken', { exact: true })).toHaveCount(0)
  await page.getByRole('checkbox', { name: 'Aanmelden via Talentstad' }).click()
  await expect(page.getByText('Aantal plekken', { exact: true })).toBeVisible()
  // The date pickers named in Dutch (Strapi calls them 'Choose date' and 'Choose time').
  await expect(page.getByRole('group', { name: 'Begin' }).getByRole('combobox', { name: 'Datum' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: /^Choose (date|time)$/ })).toHaveCount(0)
  await expectPanelAccessible(page, 'main', "an event's edit view with its sign-up fields")
  await shoot(page, 'evenement-bewerken', [1280, 1440])
  // The desk's routes refuse the editor themselves.
  const refused = await fetch(`${E2E_CMS_URL}/talentstad/review/content-items/${call.documentId}`, {
    headers: { authorization: `Bearer ${await adminToken(EDITOR)}` },
  })
  expect(refused.status).toBe(403)
  await page.context().close()
})

test('a community manager approves one call and rejects another from the edit view; the authors get one mail each, the site follows', async ({
  browser,
}) => {
  test.setTimeout(420_000)
  const approved = await pendingCall(token, author)
  const rejected = await pendingCall(token, author)
  const page = await adminPage(browser, MANAGER)

  // The home page's widget counts what waits, as the content manager counts it, and links the
  // oldest first (other tests leave calls waiting too, so the oldest need not be this test's).
  const waiting = await adminApi<{ pagination: { total: number }; results: Array<{ title: string; createdAt: string }> }>(
    token,
    `/content-manager/collection-types/${MODEL}?page=1&pageSize=1&sort=createdAt:ASC&filters[$and][0][reviewState][$eq]=pending&filters[$and][1][type][$eq]=CONTENT_TYPE_CALL_UP&filters[$and][2][deletedAt][$null]=true`,
  )
  const total = waiting.pagination.total
  await expect(page.getByTestId('widget-count').first()).toContainText(total === 1 ? '1 oproep wacht' : `${total} oproepen wachten`)
  await expect(page.getByRole('link', { name: waiting.results[0]!.title, exact: true }).first()).toBeVisible()
  // In the city's time, though the browser's clock is in New York.
  await expect(page.getByTestId('widget-count').first().locator('xpath=..')).toContainText(
    `Ingediend ${cityTime(waiting.results[0]!.createdAt)}`,
  )
  await expectPanelAccessible(page, 'main', "the desk's home page, Strapi's widgets too")
  await shoot(page, 'home')

  // Approve: the panel says who and when, the dialog confirms, the state follows.
  let before = await mailCount(author.email)
  await page.goto(editPath(approved.documentId))
  const panel = page.getByTestId('review-panel')
  await expect(panel).toContainText('Wacht op beoordeling', { timeout: PANELS_TIMEOUT })
  await expect(panel).toContainText(`Ingediend door Test redactie-auteur (${author.email}), ${cityTime(approved.createdAt)}`)
  await expect(page.getByTestId('placed-by')).toHaveText(`Test redactie-auteur (lid), ${cityTime(approved.createdAt)}`)
  await expectPanelAccessible(page, '[data-testid="review-panel"]', 'the review panel')
  await shoot(page, 'beoordeling')
  await panel.getByRole('button', { name: 'Goedkeuren' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Deze versie gaat online en de auteur krijgt een mail.')
  await expectPanelAccessible(page, '[role="alertdialog"]', 'the approve dialog')
  await confirm.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(panel).toContainText('Goedgekeurd op', { timeout: PANELS_TIMEOUT })
  await expect(panel.getByRole('button', { name: 'Goedkeuren' })).toHaveCount(0)
  const approvedMail = await nextMail(author.email, before, 60_000, containing(`Je oproep is goedgekeurd: ${approved.title}`))
  expect(approvedMail.subject).toBe(`Je oproep is goedgekeurd: ${approved.title}`)
  const site = await fetch(`${E2E_SITE_URL}/oproepen/${approved.slug}`)
  expect(site.status).toBe(200)
  expect(await site.text()).toContain(approved.title)

  // Reject: the reason is required (the site's Dutch message), then mailed.
  before = await mailCount(author.email)
  await page.goto(editPath(rejected.documentId))
  await expect(panel).toContainText('Wacht op beoordeling', { timeout: PANELS_TIMEOUT })
  await panel.getByRole('button', { name: 'Afwijzen' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(dialog).toContainText('Geef een reden op voor het afwijzen')
  await expectPanelAccessible(page, '[role="dialog"]', 'the reject dialog with its error')
  await shoot(page, 'afwijzen', [1280])
  await dialog.getByRole('textbox', { name: /Reden/ }).fill('Er staat een telefoonnummer in de tekst.')
  await dialog.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(panel).toContainText('Afgewezen op', { timeout: PANELS_TIMEOUT })
  await expect(panel).toContainText('Reden: Er staat een telefoonnummer in de tekst.')
  const rejectedMail = await nextMail(author.email, before, 60_000, containing(`Je oproep is afgewezen: ${rejected.title}`))
  expect(rejectedMail.text).toContain('Er staat een telefoonnummer in de tekst.')
  expect((await fetch(`${E2E_SITE_URL}/oproepen/${rejected.slug}`)).status).toBe(404)
  // One mail per decision, whatever the panel did on the way.
  const all = (await (await fetch(`${E2E_MAIL_URL}/email`)).json()) as Array<{ subject: string; to: Array<{ address: string }> }>
  const decisions = all.filter((mail) => mail.to.some((to) => to.address === author.email) && mail.subject.includes('Je oproep is'))
  expect(decisions.filter((mail) => mail.subject.endsWith(approved.title))).toHaveLength(1)
  expect(decisions.filter((mail) => mail.subject.endsWith(rejected.title))).toHaveLength(1)

  // Preview: the rejected version shows on the site through the panel's link, marked and never kept.
  await page
    .getByRole('button', { name: 'Voorbeeld openen' })
    .or(page.getByRole('link', { name: 'Voorbeeld openen' }))
    .click()
  const frame = page.frameLocator('iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(rejected.title, { timeout: 60_000 })
  await expect(frame.getByText('Voorbeeld — niet gepubliceerd.')).toBeVisible()
  // A draft cannot be bookmarked, and a preview is not a visit: no bookmark button, no cookie notice.
  await expect(frame.getByText(`Bewaar: ${rejected.title}`)).toHaveCount(0)
  await expect(frame.getByRole('region', { name: 'Cookies op Talentstad' })).toHaveCount(0)
  await shoot(page, 'voorbeeld')
  const src = await page.locator('iframe').getAttribute('src')
  expect(src).toMatch(new RegExp(`^${E2E_SITE_URL}/voorbeeld/`))
  const preview = await fetch(src!)
  expect(preview.status).toBe(200)
  expect(preview.headers.get('cache-control')).toBe('private, no-store')
  expect(preview.headers.get('x-robots-tag')).toContain('noindex')
  expect(preview.headers.get('content-security-policy')).toContain(`frame-ancestors ${E2E_CMS_URL}`)
  expect(await preview.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/)
  // Not a visit, even for an editor who accepted analytics on the site (a public page loads the tag for them).
  const consented = { headers: { cookie: 'consent=analytics' } }
  expect(await (await fetch(`${E2E_SITE_URL}/oproepen/${approved.slug}`, consented)).text()).toContain('data-tag-manager')
  expect(await (await fetch(src!, consented)).text()).not.toContain('data-tag-manager')
  // Without the token, or with a forged one, nothing of it.
  for (const address of [`${E2E_SITE_URL}/voorbeeld/`, src!.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))]) {
    const refused = await fetch(address)
    expect(refused.status, address).toBe(404)
    expect(await refused.text(), address).not.toContain(rejected.title)
  }
  await page.context().close()
})

test("a community manager approves an organisation's application from its edit view: the applicant gets one mail, the organisation is on the site", async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const applicant = await createAccount('redactie-aanvrager')
  const name = `Redactiedata ${randomBytes(3).toString('hex')}`
  const slug = name.toLowerCase().replace(/\s+/g, '-')
  const created = await adminApi<{ data: { documentId: string } }>(token, `/content-manager/collection-types/${ORGANIZATION}`, {
    method: 'POST',
    body: {
      name,
      slug,
      type: 'ORGANIZATION_TYPE_REGULAR',
      applicationState: 'pending',
      submittedBy: { connect: [{ documentId: await memberId(token, applicant.email) }] },
    },
  })
  expect((await fetch(`${E2E_SITE_URL}/bedrijven/${slug}`)).status).toBe(404)
  const before = await mailCount(applicant.email)
  const page = await adminPage(browser, MANAGER)
  await page.goto(editPath(created.data.documentId, ORGANIZATION))
  const panel = page.getByTestId('review-panel')
  await expect(panel).toContainText('Wacht op beoordeling', { timeout: PANELS_TIMEOUT })
  await expect(panel).toContainText(`Aangemeld door Test redactie-aanvrager (${applicant.email})`)
  await expectPanelAccessible(page, '[data-testid="review-panel"]', "the review panel of an organisation's application")
  await panel.getByRole('button', { name: 'Goedkeuren' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('De organisatie komt online')
  await confirm.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(panel).toContainText('Goedgekeurd op', { timeout: PANELS_TIMEOUT })
  const mail = await nextMail(applicant.email, before, 60_000, containing(`${name} is goedgekeurd`))
  expect(mail.subject).toBe(`${name} is goedgekeurd`)
  await expect(async () => expect((await fetch(`${E2E_SITE_URL}/bedrijven/${slug}`)).status).toBe(200)).toPass({ timeout: 10_000 })
  await page.context().close()
})
