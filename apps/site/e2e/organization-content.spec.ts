import { randomBytes } from 'node:crypto'
import { PAGE_SIZE } from '@talentstad/types'
import { createAccount, expect, memberContext, test } from './accounts'
import { expectNoAxeViolations } from './calls-fixtures'
import { cmsAdmin, organizationOf } from './cms-admin'
import { E2E_SITE_URL } from './config'
import { shoot } from './shots'

// An organisation's content page in pages (PAGE_SIZE items each, `?page=`, the lists' pagination).
// A new member and a new organisation of their own, made by an editor in the CMS's admin API, so
// no other spec sees its items: drafts, never on the public site nor in the review queue.
// Screenshots at 375 and 1280 px to /tmp/shots/org-content-*.png.

const run = randomBytes(3).toString('hex')
const ITEMS = PAGE_SIZE + 2

test('a member pages through their organisation’s items', async ({ browser }) => {
  test.setTimeout(90_000)
  const account = await createAccount('org-content')
  const cms = await cmsAdmin()
  const { documentId: organization } = await organizationOf(account.email, 'Pagina Test')
  // Oldest first: item 1 is the last one on the last page.
  for (let n = 1; n <= ITEMS; n++) {
    await cms.create('api::content-item.content-item', {
      type: 'CONTENT_TYPE_NEWS',
      title: `Bericht ${n} van ${run}`,
      slug: `bericht-${n}-${run}`,
      reviewState: 'draft',
      organization: { connect: [{ documentId: organization }] },
    })
  }

  const { page, context } = await memberContext(browser, account)
  // The cookie notice answered, so it does not cover the list in the screenshots.
  await context.addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const path = `/profiel/organisatie/${organization}/content`
  await page.goto(path)
  const rows = page.getByTestId('organization-item')
  await expect(page.getByTestId('organization-items-count')).toHaveText(`${ITEMS} items · pagina 1 van 2`)
  await expect(rows).toHaveCount(PAGE_SIZE)
  await expect(rows.first()).toContainText(`Bericht ${ITEMS} van ${run}`)

  const pagination = page.getByRole('navigation', { name: 'Paginering' })
  await expect(pagination.getByRole('link', { name: 'Pagina 1' })).toHaveAttribute('aria-current', 'page')
  await pagination.getByRole('link', { name: 'Pagina 2' }).click()
  await expect(page).toHaveURL(`${path}?page=2`)
  await expect(page.getByTestId('organization-items-count')).toHaveText(`${ITEMS} items · pagina 2 van 2`)
  await expect(rows.getByRole('heading')).toHaveText([`Bericht 2 van ${run}`, `Bericht 1 van ${run}`])
  // The actions on an item stay on its page.
  await expect(rows.first().getByRole('link', { name: /^Verwijderen/ })).toHaveAttribute(
    'href',
    new RegExp(`^${path}\\?page=2&verwijderen=[a-z0-9]+#verwijderen$`),
  )
  await expectNoAxeViolations(page, 'organisation content, page 2')
  await shoot(page, 'org-content-page-2')

  // A page past the last goes to the last one, as on the saved items page.
  await page.goto(`${path}?page=9`)
  await expect(page).toHaveURL(`${path}?page=2`)
  await context.close()
})
