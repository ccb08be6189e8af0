import type { Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, expect, logInByRequest, logInOnce, test } from './accounts'
import { createCommunityManager } from './cms-admin'
import { E2E_CMS_URL } from './config'
import { COMMUNITY_MANAGER_ROUTES, ORGANIZATION_ROUTES, organizationPath, ROLE_ROUTES, SITE_NAME, type RouteCase } from './routes'
import { expectNoAxeViolations } from './axe'
import { hydrated } from './page'
import { shoot } from './shots'

// Who may open the community managers' and the organisations' pages (issue 9): the right role or
// the 403 page, 'Je hebt geen toegang tot deze pagina.', inside the frame and not indexed. The CMS
// checks the same rights again (apps/cms/tests/permissions-matrix.test.ts).

const FORBIDDEN = 'Je hebt geen toegang tot deze pagina.'

async function expectForbidden(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(403)
  expect(response?.headers()['cache-control'], path).toBe('private, no-store')
  await expect(page).toHaveTitle(`Geen toegang | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geen toegang')
  await expect(page.getByRole('main')).toContainText(FORBIDDEN)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  // Inside the frame.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
}

async function expectPage(page: Page, path: string, route: RouteCase) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1 ?? route.title)
}

/** An approved organisation's documentId, from the CMS's public API. */
async function organizationId(slug: string): Promise<string> {
  const response = await fetch(`${E2E_CMS_URL}/api/organizations?filters[slug][$eq]=${slug}&fields[0]=name`)
  const body = (await response.json()) as { data: Array<{ documentId: string }> }
  expect(body.data).toHaveLength(1)
  return body.data[0]!.documentId
}

/** The organisation the demo member's profile links to (their organisation pages). */
async function ownOrganizationId(page: Page, name: string): Promise<string> {
  await page.goto('/profiel')
  const href = await page.getByRole('region', { name: 'Mijn organisaties' }).getByRole('link', { name }).getAttribute('href')
  const match = /^\/profiel\/organisatie\/([a-z0-9]+)\/content$/.exec(href ?? '')
  expect(match, href ?? '').not.toBeNull()
  return match![1]!
}

test('a fresh student gets the 403 page on every page of community managers and organisations', async ({ page }) => {
  test.setTimeout(120_000)
  const { email, password } = await createAccount('permissions')
  await logInByRequest(page, email, password)
  const kanaalDigital = await organizationId('kanaal-digital')
  for (const route of ROLE_ROUTES) await expectForbidden(page, route.path)
  for (const route of ORGANIZATION_ROUTES) await expectForbidden(page, organizationPath(route, kanaalDigital))

  await expectNoAxeViolations(page, '403 page')
  await page.setViewportSize({ width: 375, height: 667 })
  await expectNoAxeViolations(page, '403 page at 375 px')

  // Asking for the page's data alone (client navigation) does not pass the layout by: the page checks itself.
  const queue = await page.request.get('/profiel/oproepen/beoordelen.data?_routes=routes%2Fprofiel%2Foproepen-beoordelen')
  expect(queue.status()).toBe(403)
  expect(await queue.text()).not.toContain('ingediend op')
  const members = await page.request.get(`/profiel/organisatie/${kanaalDigital}/leden.data?_routes=routes%2Fprofiel%2Forganisatie-leden`)
  expect(members.status()).toBe(403)
  expect(await members.text()).not.toContain('Mulder')

  // Pages every member may open stay open.
  expect((await page.goto('/profiel'))?.status()).toBe(200)
})

test('a community manager opens the review pages and sees the queue, but no organisation pages', async ({ page }) => {
  test.setTimeout(120_000)
  const manager = await createCommunityManager('permissions-manager')
  await logInByRequest(page, manager.email, manager.password)
  // The review page of one call or application needs a real one (calls.spec.ts, organizations.spec.ts); `1` is none.
  for (const route of COMMUNITY_MANAGER_ROUTES.filter((candidate) => !candidate.path.endsWith('/1')))
    await expectPage(page, route.path, route)

  await expectPage(page, '/profiel/oproepen/beoordelen', COMMUNITY_MANAGER_ROUTES[0]!)
  const queue = page.getByRole('region', { name: 'Wachtrij' })
  await expect(queue.getByTestId('review-count')).toHaveText(/^Er (wacht 1 oproep|wachten \d+ oproepen) op beoordeling\./)
  const count = Number(/\d+/.exec((await queue.getByTestId('review-count').textContent()) ?? '')?.[0])
  // The demo seed has pending calls; each shows its title and date, oldest first.
  expect(count).toBeGreaterThanOrEqual(2)
  await expect(queue.getByRole('listitem')).toHaveCount(Math.min(count, 100))
  await expect(queue.getByRole('listitem').first()).toContainText(/\(ingediend op \d{1,2} \w+ \d{4}( door \S+)?\)/)
  await expect(queue.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/profiel\/oproepen\/beoordelen\/[a-z0-9]+$/,
  )
  await expectNoAxeViolations(page, 'review queue')

  // The queue narrows to words of a title and to one kind, its count saying so; the address keeps the filter.
  const firstTitle = ((await queue.getByRole('listitem').first().getByRole('link').textContent()) ?? '').trim()
  const filter = page.getByRole('form', { name: 'Zoek in de wachtrij' })
  await hydrated(page)
  await filter.getByLabel('Zoek op titel').fill(firstTitle)
  await filter.getByRole('button', { name: 'Filteren' }).click()
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(queue.getByTestId('review-count')).toHaveText(
    /^Er (wacht 1 bericht|wachten \d+ berichten) op beoordeling d(at past|ie passen) bij je filter\./,
  )
  await expect(queue.getByRole('listitem').first()).toContainText(firstTitle)
  await expect(filter.getByLabel('Zoek op titel')).toHaveValue(firstTitle)
  await shoot(page, 'review-queue-filtered', { answerConsent: true })
  await filter.getByLabel('Zoek op titel').fill('')
  await filter.getByLabel('Soort').selectOption({ label: 'Artikel' })
  await filter.getByRole('button', { name: 'Filteren' }).click()
  await expect(page).toHaveURL(/type=CONTENT_TYPE_ARTICLE/)
  await expect(queue.getByTestId('review-count')).toContainText('bij je filter')
  for (const entry of await queue.getByRole('listitem').all()) await expect(entry).toContainText(/^Artikel: /)
  await expectNoAxeViolations(page, 'review queue, filtered')

  // A community manager has no organisation rights through their role.
  await expectForbidden(page, organizationPath(ORGANIZATION_ROUTES[1]!, await organizationId('kanaal-digital')))
})

test("the demo admin of Kanaal Digital opens its pages and sees its members, but not another organisation's", async ({ page }) => {
  test.setTimeout(120_000)
  await logInOnce(page, 'beheerder@demo.talentstad.nl', DEMO_PASSWORD)
  const own = await ownOrganizationId(page, 'Kanaal Digital')
  // One member's page needs a real member (organizations.spec.ts); `1` is none.
  for (const route of ORGANIZATION_ROUTES.filter((candidate) => !candidate.path.endsWith('/1')))
    await expectPage(page, organizationPath(route, own), route)

  await expectPage(page, organizationPath(ORGANIZATION_ROUTES[1]!, own), ORGANIZATION_ROUTES[1]!)
  const members = page.getByRole('region', { name: '3 leden' })
  await expect(members.getByRole('listitem')).toHaveText([
    /^Thomas Mulder, beheerder, lid sinds \d{1,2} \w+ \d{4}$/,
    /^Aisha Koç, contentbeheerder, lid sinds/,
    /^Lucas Peters, medewerker, lid sinds/,
  ])
  // Never another member's e-mail address.
  await expect(page.getByRole('main')).not.toContainText('@demo.talentstad.nl')
  await expectNoAxeViolations(page, 'organisation members')

  const other = await organizationId('hogeschool-havendam')
  for (const route of ORGANIZATION_ROUTES) await expectForbidden(page, organizationPath(route, other))
  for (const route of COMMUNITY_MANAGER_ROUTES) await expectForbidden(page, route.path)
})

test('the demo employee of Kanaal Digital sees its members but may not edit the organisation', async ({ page }) => {
  test.setTimeout(120_000)
  await logInByRequest(page, 'medewerker@demo.talentstad.nl', DEMO_PASSWORD)
  const own = await ownOrganizationId(page, 'Kanaal Digital')
  const [content, leden, , bewerken] = ORGANIZATION_ROUTES
  await expectPage(page, organizationPath(content!, own), content!)
  await expectPage(page, organizationPath(leden!, own), leden!)
  await expectForbidden(page, organizationPath(bewerken!, own))
})
