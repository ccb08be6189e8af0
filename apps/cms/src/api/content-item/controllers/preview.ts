import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { CONTENT_DETAIL_SELECT, MESSAGES } from '@talentstad/types'
import { verifyPreview } from '../../../lib/preview-token'
import { selectRow } from '../../../lib/rows'
import { linkedRows } from '../../../lib/linked-ids'
import type { ApiContext } from '../../../lib/api-context'

const ITEM_UID = 'api::content-item.content-item'
const CALL = 'CONTENT_TYPE_CALL_UP'

type Ctx = ApiContext & { params: { token: string } }
type Draft = { id: number; type?: string; organization?: unknown; placedBy?: { firstName: string } | null }

const notFound = () => new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * GET /api/preview/:token: the item's current draft as its public page would show it, and nothing
   * more (issue 43): the public page's own selection (CONTENT_DETAIL_SELECT), whatever the query
   * asks, sanitised as for a visitor, and the author only as the public page names them (a member's
   * call: their first name). The access check reads what it needs with a selection of its own: an
   * item that is deleted (by its author with a reason, or in the admin panel) is 404 at once, for
   * the rest of the link's half hour too. Never cached anywhere.
   */
  async show(ctx: Ctx) {
    ctx.set('Cache-Control', 'private, no-store')
    const documentId = verifyPreview(strapi.config.get('admin.auth.secret') as string, ctx.params.token)
    if (!documentId) throw notFound()
    const current = await selectRow(strapi, ITEM_UID, ['id', 'deletedAt'], { where: { documentId, publishedAt: null } })
    if (!current || current.deletedAt) throw notFound()
    const draft = (await strapi.documents(ITEM_UID).findOne({
      documentId,
      status: 'draft',
      fields: CONTENT_DETAIL_SELECT.fields as never,
      populate: CONTENT_DETAIL_SELECT.populate as never,
    })) as Draft | null
    if (!draft) throw notFound()
    const schema = strapi.contentType(ITEM_UID)
    const shown = (await strapi.contentAPI.sanitize.output(draft, schema, {})) as Record<string, unknown>
    if (draft.type === CALL && !draft.organization) {
      const author = (await linkedRows(strapi, ITEM_UID, 'author', [draft.id], 'plugin::users-permissions.user', ['firstName'])).get(
        draft.id,
      )
      const firstName = author?.firstName?.trim()
      shown.placedBy = firstName ? { firstName } : null
    }
    ctx.body = { data: shown }
  },
})
