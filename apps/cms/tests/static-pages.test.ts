import { STATIC_PAGE_KEYS, STATIC_PAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPages } from '../src/seed'
import { startSharedCms, type TestCms } from './strapi'

let cms: TestCms

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
})

const api = (path: string, init?: RequestInit) => fetch(`${cms.url}${path}`, init)

/** All text of a blocks document. */
function textOf(blocks: unknown): string {
  if (Array.isArray(blocks)) return blocks.map(textOf).join(' ')
  if (blocks && typeof blocks === 'object') {
    const node = blocks as { text?: string; children?: unknown }
    return [node.text ?? '', textOf(node.children)].join('')
  }
  return ''
}

describe('static pages (CMS single types)', () => {
  it.each(STATIC_PAGE_KEYS)('%s is readable anonymously with title, intro, blocks body and a last-updated date', async (key) => {
    const response = await api(STATIC_PAGES[key].apiPath)
    expect(response.status).toBe(200)
    const { data } = await response.json()
    expect(data.title).toMatch(/\S/)
    expect(data.intro.length).toBeGreaterThan(20)
    expect(data.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Array.isArray(data.body)).toBe(true)
    expect(data.body.length).toBeGreaterThan(0)
    expect(data.publishedAt).toBeTruthy()
  })

  it('carry the texts a municipal platform needs', async () => {
    const body = async (key: string) => textOf((await (await api(`/api/${key}`)).json()).data.body)
    expect(await body('accessibility-page')).toMatch(/WCAG 2\.1/)
    expect(await body('accessibility-page')).toMatch(/niveau AA/)
    expect(await body('privacy-page')).toMatch(/AVG/)
    expect(await body('privacy-page')).toMatch(/[Cc]ookies/)
    // What error reporting sends, also before a cookie choice, and what it never sends (issue 26, item 12).
    expect(await body('privacy-page')).toMatch(/foutrapportage \(Sentry\)/)
    expect(await body('privacy-page')).toMatch(/voordat je een cookiekeuze hebt gemaakt/)
    expect(await body('privacy-page')).toMatch(/geen IP-adres/)
    expect(await body('privacy-page')).toMatch(/zonder zoektermen/)
    // What the AI rewrite sends.
    expect(await body('privacy-page')).toMatch(/Herschrijf met AI/)
    expect(await body('disclaimer-page')).toMatch(/aansprakelijk/)
  })

  it('never show the community team address of the contact page', async () => {
    const text = await (await api('/api/contact-page?populate=*')).text()
    expect(text).not.toMatch(/teamEmail/)
    expect(text).not.toMatch(/community@/)
    const stored = await cms.strapi.documents('api::contact-page.contact-page' as any).findFirst({})
    expect((stored as any).teamEmail).toBe('community@talentstad.local')
  })

  it('cannot be changed anonymously', async () => {
    for (const key of STATIC_PAGE_KEYS) {
      const put = await api(`/api/${key}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { title: 'Gehackt' } }),
      })
      const remove = await api(`/api/${key}`, { method: 'DELETE' })
      // No route for a write (only `find`): 405 on the page's own path (404 would do as well).
      for (const status of [put.status, remove.status]) expect([404, 405], key).toContain(status)
    }
    const titles = await Promise.all(STATIC_PAGE_KEYS.map(async (key) => (await (await api(`/api/${key}`)).json()).data.title))
    expect(titles).not.toContain('Gehackt')
  })

  it('are seeded once: an editor’s change survives the seed running again', async () => {
    const documents = cms.strapi.documents('api::about-page.about-page' as any)
    const page = await documents.findFirst({})
    await documents.update({ documentId: page!.documentId, data: { title: 'Over ons' } as any })
    await seedPages(cms.strapi)
    expect((await (await api('/api/about-page')).json()).data.title).toBe('Over ons')
    expect(await cms.strapi.db.query('api::about-page.about-page' as any).count()).toBe(1)
  })
})
