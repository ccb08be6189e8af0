import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  CONTENT_IMAGE_FIELDS,
  ContentInputSchema,
  DeleteContentSchema,
  MESSAGES,
  type OrganizationContentResponse,
} from '@talentstad/types'
import { type ApiContext, readJsonBody, validInput } from '../../../lib/api-context'
import { formImages, formJson } from '../../../lib/multipart-form'
import { pageQuery, paginationOf } from '../../../lib/page-query'

type Ctx = ApiContext & { params: { documentId: string } }

const parseInput = (ctx: Ctx) => validInput(ContentInputSchema, formJson(ctx))

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const memberContent = () => strapi.service('api::content-item.member-content')

  async function readable(documentId: string) {
    const call = await memberContent().editable(documentId)
    if (!call) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    const { author: _author, ...editable } = call
    return editable
  }

  return {
    /** POST /api/calls (any member; an organisation's content: its contentManager or admin). */
    async create(ctx: Ctx) {
      const input = parseInput(ctx)
      const images = await formImages(ctx, CONTENT_IMAGE_FIELDS)
      ctx.status = 201
      ctx.body = { data: await memberContent().create(ctx.state.user!, input, images) }
    },

    /** GET /api/me/calls. */
    async mine(ctx: Ctx) {
      ctx.body = { data: await memberContent().mine(ctx.state.user!.id) }
    },

    /** GET /api/organizations/:organizationId/content (any role in it): one page of the organisation's items in every state. */
    async ofOrganization(ctx: Ctx & { params: { organizationId: string }; query?: Record<string, unknown> }) {
      const paging = pageQuery(ctx.query)
      const { items, total } = await memberContent().ofOrganization(ctx.params.organizationId, paging)
      ctx.body = { data: items, meta: { pagination: paginationOf(paging, total) } } satisfies OrganizationContentResponse
    },

    /** GET /api/calls/:documentId/mine (is-author) and /edit (is-author or the organisation's content roles). */
    async own(ctx: Ctx) {
      ctx.body = { data: await readable(ctx.params.documentId) }
    },

    /** PUT /api/calls/:documentId (is-author or the organisation's content roles). */
    async update(ctx: Ctx) {
      const input = parseInput(ctx)
      const images = await formImages(ctx, CONTENT_IMAGE_FIELDS)
      ctx.body = { data: await memberContent().update(ctx.state.user!, ctx.params.documentId, input, images) }
    },

    /** DELETE /api/calls/:documentId with a JSON reason (Strapi's body parser skips DELETE bodies). */
    async remove(ctx: Ctx) {
      const input = validInput(DeleteContentSchema, await readJsonBody(ctx))
      await memberContent().remove(ctx.params.documentId, input)
      ctx.status = 204
      ctx.body = null
    },
  }
}
