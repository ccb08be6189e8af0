import { expect, test } from '@playwright/test'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_CMS_URL } from './config'

// An editor changes a published item in the CMS; the running site shows the change within
// seconds, without a restart: the CMS signals POST /api/cms-events and the site drops its cache.

const SLUG = 'wat-doet-een-security-analist-eigenlijk'
const PATH = `/artikelen/${SLUG}`
const MODEL = 'api::content-item.content-item'

async function adminToken() {
  const response = await fetch(`${E2E_CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
  })
  expect(response.status, 'admin login').toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

/** Edits the draft in the admin API and publishes it, as an editor in the admin panel does. */
async function editAndPublish(token: string, documentId: string, data: Record<string, unknown>) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const base = `${E2E_CMS_URL}/content-manager/collection-types/${MODEL}/${documentId}`
  const update = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) })
  expect(update.status, await update.clone().text()).toBe(200)
  const publish = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) })
  expect(publish.status, await publish.clone().text()).toBe(200)
}

async function published() {
  const response = await fetch(`${E2E_CMS_URL}/api/content-items?filters[slug][$eq]=${SLUG}&fields[0]=title`)
  return ((await response.json()) as { data: Array<{ documentId: string; title: string }> }).data[0]!
}

test('an edit in the CMS shows on the site within seconds, without a restart', async ({ page }) => {
  const token = await adminToken()
  const original = await published()
  const heading = page.getByRole('heading', { level: 1 })

  // The site has the page cached (a second visit is served from its cache).
  await page.goto(PATH)
  await expect(heading).toHaveText(original.title)
  await page.reload()
  await expect(heading).toHaveText(original.title)

  const edited = `${original.title} (bijgewerkt ${Date.now()})`
  try {
    await editAndPublish(token, original.documentId, { title: edited })
    await expect(async () => {
      await page.reload()
      await expect(heading).toHaveText(edited, { timeout: 500 })
    }).toPass({ timeout: 8_000, intervals: [250, 500, 1000] })
    await expect(page).toHaveTitle(`${edited} | Talentstad`)
  } finally {
    await editAndPublish(token, original.documentId, { title: original.title })
  }
  await expect(async () => {
    await page.reload()
    await expect(heading).toHaveText(original.title, { timeout: 500 })
  }).toPass({ timeout: 8_000 })
})
