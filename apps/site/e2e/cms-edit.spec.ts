import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { cmsAdmin } from './cms-admin'

// An editor changes a published item in the CMS; the running site shows the change within
// seconds, without a restart: the CMS signals POST /api/cms-events and the site drops its cache.
// The article is the spec's own (an editor's item, approved when published: ADR 0057).

const MODEL = 'api::content-item.content-item'

test('an edit in the CMS shows on the site within seconds, without a restart', async ({ page }) => {
  const admin = await cmsAdmin()
  const run = randomBytes(3).toString('hex')
  const title = `Een artikel dat verandert ${run}`
  const article = { type: 'CONTENT_TYPE_ARTICLE', title, slug: `een-artikel-dat-verandert-${run}`, summary: 'Over een wijziging.' }
  const documentId = await admin.create(MODEL, article)
  await admin.publish(MODEL, documentId, article)
  const heading = page.getByRole('heading', { level: 1 })
  try {
    // The site has the page cached (a second visit is served from its cache).
    await page.goto(`/artikelen/${article.slug}`)
    await expect(heading).toHaveText(title)
    await page.reload()
    await expect(heading).toHaveText(title)

    const edited = `${title} (bijgewerkt)`
    await admin.update(MODEL, documentId, { title: edited })
    await admin.publish(MODEL, documentId, { ...article, title: edited })
    // The signal reaches the site within its debounce (at most 2 s, lib/content-events.ts).
    await expect(async () => {
      await page.reload()
      await expect(heading).toHaveText(edited, { timeout: 500 })
    }).toPass({ timeout: 5_000 })
    await expect(page).toHaveTitle(`${edited} | Talentstad`)
  } finally {
    await admin.remove(MODEL, documentId)
  }
})
