import { STATIC_PAGES, type StaticPageKey, type StaticPageResponse } from '@talentstad/types'
import { cachedCmsFetch } from '~/lib/cms/cache.server'
import { prepareBody } from './content.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'

/** What a static page shows: the CMS single type's text, its body ready for `<Blocks>`. */
export type StaticPageView = {
  title: string
  intro?: string
  body: ReturnType<typeof prepareBody>
  /** `YYYY-MM-DD`: the editor's last-updated date, else the day it was last saved. */
  lastUpdated?: string
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/

/**
 * Reads a static page (about, contact, privacy, disclaimer, accessibility) through the cache,
 * tagged with its own model so an edit in the CMS drops it (the CMS signals e.g. 'privacy-page').
 */
export async function getStaticPage(key: StaticPageKey): Promise<StaticPageView> {
  const path = STATIC_PAGES[key].apiPath.replace(/^\/api/, '')
  const response = await cachedCmsFetch<StaticPageResponse>(path, {
    query: { fields: ['title', 'intro', 'body', 'lastUpdated', 'updatedAt'] },
    models: [key],
  })
  const page = response.data
  const date = [page.lastUpdated, page.updatedAt].find((value) => typeof value === 'string' && ISO_DATE.test(value))
  return {
    title: page.title,
    intro: page.intro ?? undefined,
    body: prepareBody(page.body),
    lastUpdated: date?.slice(0, 10),
  }
}

/** The loader of a static page: the CMS down is the Dutch 503 page, never a half page. */
export async function loadStaticPage(key: StaticPageKey) {
  return { page: await withPageErrors(() => getStaticPage(key)) }
}
