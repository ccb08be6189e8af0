import type { ContentType } from '@talentstad/types'
import { FILTER_PARAMS, searchForPage } from '~/lib/content/filters'
import { CONTENT_TYPE_SEGMENTS } from '~/lib/paths'

/** The address of the saved items page with this type filter and page: `?type=nieuws&page=2`. */
export function favoritesPageSearch(type: ContentType | null, page = 1): string {
  const params = new URLSearchParams()
  if (type) params.set(FILTER_PARAMS.type, CONTENT_TYPE_SEGMENTS[type])
  return searchForPage(params.toString(), page)
}
