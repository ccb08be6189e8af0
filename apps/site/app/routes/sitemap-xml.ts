import { getEnv } from '~/lib/env.server'
import { getSitemapEntries } from '~/lib/seo/seo.server'
import { buildSitemap } from '~/lib/seo/xml'
import { textResponse, withCms } from '~/lib/seo/respond.server'

// GET /sitemap.xml: home, lists, directories, static pages, every approved item and organisation.
export const loader = () =>
  withCms(async () => textResponse(buildSitemap(getEnv().SITE_URL, await getSitemapEntries()), 'application/xml; charset=utf-8'))
