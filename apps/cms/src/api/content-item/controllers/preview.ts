import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { MESSAGES } from '@talentstad/types'
import { verifyPreview } from '../../../lib/preview-token'
import type { ApiContext } from '../../../lib/api-context'

const ITEM_UID = 'api::content-item.content-item'

type Ctx = ApiContext & { params: { token: string }; query: Record<string, unknown> }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/preview/:token: the item's current draft, with the fields and relations the query asks
   * for, sanitised as for a visitor (no private fields). Never cached anywhere.
   */
  async show(ctx: Ctx) {
    ctx.set('Cache-Control', 'private, no-store')
    const documentId = verifyPreview(strapi.config.get('admin.auth.secret') as string, ctx.params.token)
    if (!documentId) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    const schema = strapi.contentType(ITEM_UID)
    const query = (await strapi.contentAPI.sanitize.query(ctx.query, schema, {})) as { fields?: string[]; populate?: unknown }
    const draft = await strapi.documents(ITEM_UID).findOne({
      documentId,
      status: 'draft',
      fields: query.fields as never,
      populate: query.populate as never,
    })
    if (!draft || (draft as { deletedAt?: string | null }).deletedAt)
      throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    ctx.body = { data: await strapi.contentAPI.sanitize.output(draft, schema, {}) }
  },
})
