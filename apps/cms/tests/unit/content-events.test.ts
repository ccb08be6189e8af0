import { CMS_EVENT_LIMITS, type CmsEventName } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { changedNames, revalidateUrls, shortened, withinLimits } from '../../src/lib/content-events'

// The content-change signal to the site: its names, their limits (CMS_EVENT_LIMITS: 50 names of
// at most 200 characters) and where it goes.

const news = (index: number) => `content-item:slug=bericht-${index};type=CONTENT_TYPE_NEWS` as const
const themes = Array.from({ length: 40 }, (_, index) => `thema-${index}`).join(',')

describe('a signal within what the site takes', () => {
  it('keeps the names of a burst of up to 50, the bare models beyond', () => {
    const fifty = Array.from({ length: 50 }, (_, index) => news(index))
    expect(withinLimits(fifty)).toEqual(fifty)
    expect(withinLimits([...fifty, 'theme']).sort()).toEqual(['content-item', 'theme'])
  })

  it('shortens a name that is too long: audiences, then themes, then the longest part (it then matches more copies, never fewer), down to its model', () => {
    const long = `content-item:audiences=AUDIENCE_STUDENT;slug=x;themes=${themes};type=CONTENT_TYPE_JOB` as const
    expect(withinLimits([long, news(1)])).toEqual(['content-item:slug=x;type=CONTENT_TYPE_JOB', news(1)])
    const longSlug =
      `content-item:audiences=AUDIENCE_STUDENT;organization=acme;slug=${'a'.repeat(150)};themes=ai;type=CONTENT_TYPE_JOB` as const
    expect(withinLimits([longSlug])).toEqual(['content-item:organization=acme;type=CONTENT_TYPE_JOB'])
    expect(withinLimits([`content-item:themes=${themes}`])).toEqual(['content-item'])
    const atLimit = `content-item:slug=${'a'.repeat(CMS_EVENT_LIMITS.nameLength - 'content-item:slug='.length)}` as const
    expect(withinLimits([atLimit])).toEqual([atLimit])
  })

  it('counts names once, also names that are the same once shortened; a burst of 50 after that keeps its names', () => {
    expect(withinLimits([news(1), news(1), 'theme', 'theme'])).toEqual([news(1), 'theme'])
    const student = `content-item:audiences=AUDIENCE_STUDENT;slug=x;themes=${themes};type=CONTENT_TYPE_JOB` as const
    const professional = `content-item:audiences=AUDIENCE_PROFESSIONAL;slug=x;themes=${themes};type=CONTENT_TYPE_JOB` as const
    expect(withinLimits([student, professional])).toEqual(['content-item:slug=x;type=CONTENT_TYPE_JOB'])
    const fifty = Array.from({ length: 50 }, (_, index) => news(index))
    expect(withinLimits([...fifty, news(0)])).toEqual(fifty)
  })

  it('names a long burst by its models in the order they came; a member among them becomes every member', () => {
    const burst: CmsEventName[] = [
      ...Array.from({ length: 49 }, (_, index) => news(index)),
      'member:id=5',
      'theme',
      'organization:slug=acme;type=ORGANIZATION_TYPE_REGULAR',
    ]
    expect(withinLimits(burst)).toEqual(['content-item', 'member', 'theme', 'organization'])
    expect(withinLimits([])).toEqual([])
  })
})

describe('shortened', () => {
  it('drops themes before a longer slug, and keeps the order of what is left', () => {
    const name = `content-item:slug=${'s'.repeat(150)};themes=ai,data,design,security;type=CONTENT_TYPE_JOB` as const
    expect(name.length).toBeGreaterThan(CMS_EVENT_LIMITS.nameLength)
    expect(shortened(name)).toBe(`content-item:slug=${'s'.repeat(150)};type=CONTENT_TYPE_JOB`)
  })

  it('of the other parts drops the longest first', () => {
    const name = `content-item:organization=${'o'.repeat(100)};slug=${'s'.repeat(95)};type=CONTENT_TYPE_JOB` as const
    expect(shortened(name)).toBe(`content-item:slug=${'s'.repeat(95)};type=CONTENT_TYPE_JOB`)
  })

  it('is the bare model when no part fits, and leaves a name within the limit as it is', () => {
    expect(shortened(`content-item:slug=${'a'.repeat(200)}`)).toBe('content-item')
    expect(shortened(`organization:slug=${'a'.repeat(190)};type=ORGANIZATION_TYPE_REGULAR`)).toBe(
      'organization:type=ORGANIZATION_TYPE_REGULAR',
    )
    expect(shortened(news(3))).toBe(news(3))
    expect(shortened('theme')).toBe('theme')
  })
})

describe('revalidateUrls', () => {
  it('takes SITE_REVALIDATE_URLS, else the site URL, else nothing', () => {
    expect(
      revalidateUrls({ SITE_REVALIDATE_URLS: ' http://a:3000/api/cms-events , http://b:3000/api/cms-events ', SITE_URL: 'http://x' }),
    ).toEqual(['http://a:3000/api/cms-events', 'http://b:3000/api/cms-events'])
    expect(revalidateUrls({ SITE_URL: 'https://talentstad.example/' })).toEqual(['https://talentstad.example/api/cms-events'])
    expect(revalidateUrls({})).toEqual([])
  })

  it('takes a list without entries as none, and the site route from the root of SITE_URL', () => {
    expect(revalidateUrls({ SITE_REVALIDATE_URLS: ' , ,', SITE_URL: 'http://site:3000' })).toEqual(['http://site:3000/api/cms-events'])
    expect(revalidateUrls({ SITE_URL: 'https://talentstad.example/nl/' })).toEqual(['https://talentstad.example/api/cms-events'])
    expect(revalidateUrls({ SITE_URL: '   ' })).toEqual([])
  })
})

describe('changedNames without reading rows', () => {
  // None of these cases reads the database: a Strapi that has none will do.
  const strapi = {} as never
  const event = (uid: string, fields: Record<string, unknown> = {}) => ({ model: { uid }, ...fields })
  const before = 'content-item:organization=acme;slug=data;themes=;type=CONTENT_TYPE_JOB' as const

  it('names a model whose pages are not told apart, and a bulk write, by the model', async () => {
    expect(await changedNames(strapi, 'theme', event('api::theme.theme', { action: 'afterUpdate', result: { id: 1 } }))).toEqual(['theme'])
    expect(await changedNames(strapi, 'about-page', event('api::about-page.about-page', { action: 'afterCreate' }))).toEqual(['about-page'])
    expect(
      await changedNames(
        strapi,
        'content-item',
        event('api::content-item.content-item', { action: 'afterUpdateMany', result: { count: 3 } }),
      ),
    ).toEqual(['content-item'])
  })

  it('names a deleted item by what it was, or by its model when that could not be read', async () => {
    const deleted = (state?: { before?: CmsEventName[] }) =>
      changedNames(strapi, 'content-item', event('api::content-item.content-item', { action: 'afterDelete', result: { id: 4 }, state }))
    expect(await deleted({ before: [before, before] })).toEqual([before])
    expect(await deleted({})).toEqual(['content-item'])
    expect(await deleted({ before: [] })).toEqual(['content-item'])
  })

  it("names every content item when an organisation's items are linked on its own side", async () => {
    const data = { contentItems: { connect: [{ id: 3 }] } }
    expect(
      await changedNames(strapi, 'organization', event('api::organization.organization', { action: 'afterUpdateMany', params: { data } })),
    ).toEqual(['organization', 'content-item'])
    const acme = 'organization:slug=acme;type=ORGANIZATION_TYPE_REGULAR' as const
    expect(
      await changedNames(
        strapi,
        'organization',
        event('api::organization.organization', { action: 'afterDelete', result: { id: 2 }, state: { before: [acme] } }),
      ),
    ).toEqual([acme])
  })
})
