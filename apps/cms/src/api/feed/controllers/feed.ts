import type { Core } from '@strapi/strapi'
import { MESSAGES } from '@talentstad/types'
import { errors } from '@strapi/utils'
import type { ApiContext } from '../../../lib/api-context'
import { pageQuery } from '../../../lib/page-query'
import type { FeedService } from '../services/feed'

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/me/feed?pagination[page]=N: one page of the member's feed (Voor jou), read like every
   * member's paged list (lib/page-query.ts); its page size is the feed's own.
   */
  async mine(ctx: ApiContext & { query: Record<string, unknown> }) {
    const { page } = pageQuery(ctx.query)
    const feed = await (strapi.service('api::feed.feed') as FeedService).page(ctx.state.user!.id, page)
    if (!feed) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    ctx.body = { data: feed }
  },
})
