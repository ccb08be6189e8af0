import { factories } from '@strapi/strapi'
import { takeSearchTerm, withFullTextSearch } from '../../../lib/full-text-search'
import { restrictToPublic } from '../../../lib/public-query'

const UID = 'api::organization.organization'

const APPROVED = { applicationState: 'approved' }

export default factories.createCoreController(UID, () => ({
  async find(ctx) {
    // `_q` is a full-text search (src/lib/full-text-search.ts), applied to the list and its count.
    const term = takeSearchTerm(ctx.query)
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return withFullTextSearch(UID, term, () => super.find(ctx))
  },
  async findOne(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    return super.findOne(ctx)
  },
}))
