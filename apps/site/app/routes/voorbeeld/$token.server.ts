import { data } from 'react-router'
import { getContentPreview } from '~/lib/content/content.server'
import { CONTENT_TYPE_PLURALS, contentListPath } from '~/lib/content/paths'
import { notFound } from '~/lib/http/page-errors.server'
import { withPageErrors } from '~/lib/cms/page-errors.server'

/** Never stored, never indexed: a preview shows what is not public. */
export const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' }

/**
 * /voorbeeld/:token (issue 32): the admin panel's preview of a content item's current draft (a
 * pending or rejected version, or an edit not yet approved), for whoever holds the signed link. The
 * CMS checks the token; a bad, forged or expired one is the 404 page, and nothing of the item.
 */
export async function loadPreview(token: string | undefined) {
  if (!token || token.length > 200) notFound()
  const item = await withPageErrors(() => getContentPreview(token))
  if (!item) throw data(null, { status: 404, headers: PREVIEW_HEADERS })
  return data({ item, listLabel: CONTENT_TYPE_PLURALS[item.type], listHref: contentListPath(item.type) }, { headers: PREVIEW_HEADERS })
}
