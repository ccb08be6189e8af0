import { expect, test } from '@playwright/test'
import { CmsError, createCmsClient } from '../app/lib/cms/cms.server'
import type { ContentItemDto, StrapiListResponse } from '@talentstad/types'
import { E2E_CMS_URL } from './config'

// The site's CMS client against the real Strapi that the e2e run started (seeded demo data).
test.describe('CMS client against the real CMS', () => {
  test.skip(Boolean(process.env.E2E_WITHOUT_CMS), 'the CMS is left out of this run')
  const cms = createCmsClient({ baseUrl: E2E_CMS_URL })

  test('filters, sorts, populates and paginates the way Strapi reads the query', async () => {
    const events = await cms<StrapiListResponse<ContentItemDto>>('/content-items', {
      query: {
        filters: { type: { $eq: 'CONTENT_TYPE_EVENT' } },
        populate: ['themes'],
        sort: ['startDate:asc'],
        pagination: { page: 1, pageSize: 5 },
        fields: ['title', 'type', 'startDate'],
      },
    })
    expect(events.data.length).toBeGreaterThan(0)
    expect(events.data.length).toBeLessThanOrEqual(5)
    expect(events.meta.pagination).toMatchObject({ page: 1, pageSize: 5 })
    for (const item of events.data) {
      expect(item.type).toBe('CONTENT_TYPE_EVENT')
      expect(Array.isArray(item.themes)).toBe(true)
    }
    const starts = events.data.map((item) => item.startDate ?? '')
    expect([...starts].sort()).toEqual(starts)
  })

  test('maps an unknown document to "not-found" with the Dutch message', async () => {
    const error = await cms('/content-items/bestaat-niet').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(CmsError)
    expect((error as CmsError).kind).toBe('not-found')
    expect((error as CmsError).userMessage).toBe('Deze pagina bestaat niet (meer)')
  })

  test('cannot write anonymously, and says so in Dutch', async () => {
    // A member's write route (Strapi's generic write routes do not exist: ADR 0049).
    const error = await cms('/calls', { method: 'POST', body: { data: { title: 'Mag niet' } }, token: null }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(CmsError)
    expect(['forbidden', 'unauthorized']).toContain((error as CmsError).kind)
  })
})
