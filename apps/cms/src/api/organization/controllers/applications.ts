import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  ApplicationDecisionSchema,
  ORGANIZATION_TYPES,
  OrganizationSignUpSchema,
  PROFILE_MESSAGES,
  type OrganizationType,
} from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'
import { formImages, formJson } from '../../../lib/multipart-form'

type Ctx = ApiContext & { params: { documentId: string }; query: Record<string, unknown> }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const applications = () => strapi.service('api::organization.applications')
  return {
    /** POST /api/organization-applications (any member): multipart `data` + optional file `logo` → 201; 409 when already registered or under review. */
    async signUp(ctx: Ctx) {
      const input = validInput(OrganizationSignUpSchema, formJson(ctx))
      const { logo } = await formImages(ctx, ['logo'] as const)
      ctx.body = { data: await applications().signUp(ctx.state.user!.id, input, logo) }
      ctx.status = 201
    },

    /** GET /api/me/organization-applications (any member): the caller's own applications and their states. */
    async mine(ctx: Ctx) {
      ctx.body = { data: await applications().mine(ctx.state.user!.id) }
    },

    /** GET /api/review/organization-applications[?type=] (community managers). */
    async queue(ctx: Ctx) {
      const type = ctx.query.type
      if (type !== undefined && !(ORGANIZATION_TYPES as readonly unknown[]).includes(type)) {
        throw new errors.ValidationError(PROFILE_MESSAGES.invalid, {
          code: 'validation',
          fieldErrors: { type: [PROFILE_MESSAGES.invalid] },
        })
      }
      ctx.body = await applications().queue(type as OrganizationType | undefined)
    },

    /** GET /api/review/organization-applications/:documentId (community managers): everything submitted. */
    async get(ctx: Ctx) {
      ctx.body = { data: await applications().get(ctx.params.documentId) }
    },

    /** POST /api/review/organization-applications/:documentId (community managers): approve or reject with a reason; 409 when not pending. */
    async decide(ctx: Ctx) {
      const input = validInput(ApplicationDecisionSchema, ctx.request.body)
      ctx.body = { data: await applications().decide(ctx.params.documentId, input) }
    },
  }
}
