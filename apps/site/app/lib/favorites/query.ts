import type { StrapiQuery } from '~/lib/cms/strapi-query'
import { CARD_FIELDS } from '@talentstad/types'
import { CARD_POPULATE } from '../content/query'

// The REST reads of the saved items page (page.server.ts), pure so the CMS's query-plan tests
// (apps/cms/tests/indexes.test.ts) send exactly what the page sends.

/** Strapi parses at most 100 array entries per query and pages at most 100 records. */
export const FAVORITES_CHUNK = 100

/** The type of each of these bookmarked items that is still public (at most FAVORITES_CHUNK ids). */
export function favoriteTypesQuery(ids: readonly string[]): StrapiQuery {
  return {
    filters: { documentId: { $in: [...ids] } },
    fields: ['type'],
    pagination: { page: 1, pageSize: FAVORITES_CHUNK, withCount: false },
  }
}

/** The cards of one page of bookmarked items. */
export function favoriteCardsQuery(ids: readonly string[]): StrapiQuery {
  return {
    filters: { documentId: { $in: [...ids] } },
    fields: [...CARD_FIELDS],
    populate: CARD_POPULATE,
    pagination: { page: 1, pageSize: ids.length, withCount: false },
  }
}
