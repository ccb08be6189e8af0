import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  ApplicationDecisionSchema,
  ContentReviewDecisionSchema,
  MESSAGES,
  type ApplicationDto,
  type ReviewContentDto,
  type ReviewDeskDto,
} from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'
import { placedBy } from '../../../lib/placed-by'

type Ctx = ApiContext & { params: { kind: string; documentId: string } }

const ITEM_UID = 'api::content-item.content-item'

function decisionOf(state: string, at: string | Date | null | undefined, reason: string | null): ReviewDeskDto['decision'] {
  if (state !== 'approved' && state !== 'rejected') return null
  return { state, at: at ? new Date(at).toISOString() : null, reason: state === 'rejected' ? reason : null }
}

/**
 * The editors' desk in the admin panel (routes: ../desk-routes.ts): the review side panel's facts
 * and the decisions, for content items (`content-items`) and organisations' applications
 * (`organizations`). A content item that is not under review (an approved job, say) answers
 * `{ data: null }`: the panel shows nothing for it.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const review = () => strapi.service('api::review.review')
  const applications = () => strapi.service('api::organization.applications')

  /** Who submitted an item: its member author with their address, or the admin account that made it in the desk. */
  async function submitterOf(item: ReviewContentDto, email: string | null): Promise<ReviewDeskDto['submittedBy']> {
    if (item.author) return { name: `${item.author.firstName} ${item.author.lastName}`.trim(), email, by: 'member' }
    const placed = await placedBy(strapi, item.documentId)
    return placed ? { ...placed, email: null } : null
  }

  /** The reviewer's view of an item, with its last decision's time and its author's e-mail address. */
  async function itemView(item: ReviewContentDto): Promise<ReviewDeskDto> {
    const draft = (await strapi.db.query(ITEM_UID).findOne({
      where: { documentId: item.documentId, publishedAt: null },
      select: ['reviewedAt'],
      populate: { author: { select: ['email'] } },
    })) as { reviewedAt: string | null; author?: { email: string } | null } | null
    return {
      kind: 'item',
      state: item.reviewState,
      submittedBy: await submitterOf(item, draft?.author?.email ?? null),
      submittedAt: item.createdAt,
      decision: decisionOf(item.reviewState, draft?.reviewedAt, item.rejectReason),
      version: item.version,
    }
  }

  /** An item under review (any call; another item while it is not approved), or null. */
  async function reviewable(documentId: string): Promise<ReviewContentDto | null> {
    try {
      return await review().call(documentId)
    } catch (error) {
      if (error instanceof errors.NotFoundError) return null
      throw error
    }
  }

  function applicationView(application: ApplicationDto): ReviewDeskDto {
    const applicant = application.applicant
    return {
      kind: 'application',
      state: application.applicationState,
      submittedBy: applicant ? { name: `${applicant.firstName} ${applicant.lastName}`.trim(), email: applicant.email, by: 'member' } : null,
      submittedAt: application.createdAt,
      decision: decisionOf(application.applicationState, application.reviewedAt, application.rejectReason),
      version: null,
    }
  }

  function unknownKind(): never {
    throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
  }

  return {
    /** GET /talentstad/review/:kind/:documentId → `{ data: ReviewDeskDto | null }`. */
    async show(ctx: Ctx) {
      const { kind, documentId } = ctx.params
      if (kind === 'content-items') {
        const item = await reviewable(documentId)
        ctx.body = { data: item ? await itemView(item) : null }
      } else if (kind === 'organizations') ctx.body = { data: applicationView(await applications().get(documentId)) }
      else unknownKind()
    },

    /**
     * POST /talentstad/review/:kind/:documentId: approve, or reject with a reason. A content item
     * needs the `version` the panel showed (409 `changed` when edited since); only a pending one
     * is decided (409 `not-pending`). → `{ data: ReviewDeskDto }`.
     */
    async decide(ctx: Ctx) {
      const { kind, documentId } = ctx.params
      if (kind === 'content-items') {
        const decided = await review().decide(documentId, validInput(ContentReviewDecisionSchema, ctx.request.body))
        ctx.body = { data: await itemView(decided) }
      } else if (kind === 'organizations') {
        ctx.body = {
          data: applicationView(await applications().decide(documentId, validInput(ApplicationDecisionSchema, ctx.request.body))),
        }
      } else unknownKind()
    },
  }
}
