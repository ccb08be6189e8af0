import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  MESSAGES,
  type ApplicationDecision,
  type ApplicationDto,
  type ApplicationQueueItemDto,
  type ApplicationQueueResponse,
  type MyApplicationDto,
  type OrganizationSignUpInput,
  type OrganizationType,
  APPLICATION_MESSAGES,
} from '@talentstad/types'
import { mailMember, sendAfterCommit } from '../../../lib/content-mails'
import { ConflictError } from '../../../lib/http-errors'
import { imageView, removeFiles, storeImage, type CheckedImage } from '../../../lib/image-upload'
import { duplicateError, duplicateErrorOf, findDuplicate, organizationKeys } from '../../../lib/organization-keys'
import { organizationMails } from '../../../lib/organization-mails'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { slugify } from '../../../lib/slug'
import { selectRow, selectRows, type Selected } from '../../../lib/rows'

const ORGANIZATION = 'api::organization.organization'
const MEMBERSHIP = 'api::membership.membership'
const USER = 'plugin::users-permissions.user'

/** At most this many pending applications per answer; `count` says how many wait in all. */
export const APPLICATION_QUEUE_LIMIT = 100
/** How many recent decisions the queue shows. */
export const RECENT_APPLICATION_DECISIONS = 10

const REF_FIELDS = ['documentId', 'name', 'slug', 'type', 'applicationState', 'rejectReason', 'createdAt', 'reviewedAt'] as const
const IMAGE = { select: ['url', 'width', 'height', 'alternativeText'] }

type Row = Selected<typeof ORGANIZATION, (typeof REF_FIELDS)[number]>

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

function queueItem(row: Row): ApplicationQueueItemDto {
  return {
    documentId: row.documentId,
    name: row.name,
    slug: row.slug,
    type: row.type,
    applicationState: row.applicationState,
    createdAt: iso(row.createdAt)!,
    reviewedAt: iso(row.reviewedAt),
    rejectReason: row.applicationState === 'rejected' ? (row.rejectReason ?? null) : null,
  }
}

/**
 * Organisation applications (spec 4 and 6): a member applies, a community manager approves or
 * rejects with a reason. The decision's effects (the applicant becomes admin, the applicant's mail)
 * live in `decided`, which both the API (`decide`) and the organisation lifecycle (an editor changing
 * applicationState in the admin panel) call, once per decision.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * A pending or approved organisation with the same name or KvK number (the keys of
   * lib/organization-keys.ts: case, accents and white space do not count), approved first.
   */
  async existing(input: Pick<OrganizationSignUpInput, 'name' | 'chamberOfCommerceNumber'>): Promise<{ applicationState: string } | null> {
    return findDuplicate(strapi, organizationKeys(input), ['pending', 'approved'])
  },

  /** A slug no other organisation has: the name's, with -2, -3, … when taken. */
  async freeSlug(name: string): Promise<string> {
    const base = slugify(name) || 'organisatie'
    for (let n = 1; ; n++) {
      const slug = n === 1 ? base : `${base}-${n}`
      if ((await strapi.db.query(ORGANIZATION).count({ where: { slug } })) === 0) return slug
    }
  },

  /**
   * A member applies: a pending, non-public organisation with what they submitted and an optional
   * logo (checked again by content). A duplicate of a pending or approved organisation is refused
   * with 409. Community managers are mailed once the write is committed.
   */
  async signUp(userId: number, input: OrganizationSignUpInput, logo: CheckedImage | undefined): Promise<MyApplicationDto> {
    const duplicate = await this.existing(input)
    if (duplicate) {
      const code = duplicate.applicationState === 'approved' ? 'already-approved' : 'already-pending'
      throw new ConflictError(code === 'already-approved' ? APPLICATION_MESSAGES.alreadyApproved : APPLICATION_MESSAGES.alreadyPending, {
        code,
      })
    }
    let logoId: number | undefined
    if (logo) logoId = (await storeImage(strapi, logo, `Logo van ${input.name}`)).id
    const user = await selectRow(strapi, USER, ['documentId'], { where: { id: userId } })
    const slug = await this.freeSlug(input.name)
    const create = () =>
      strapi.documents(ORGANIZATION).create({
        data: {
          type: input.type,
          name: input.name,
          slug,
          description: input.description,
          websiteUrl: input.website,
          image: logoId,
          signUp: {
            email: input.email,
            phoneNumber: input.phoneNumber,
            website: input.website,
            message: input.message,
            chamberOfCommerceNumber: input.chamberOfCommerceNumber,
          },
          applicationState: 'pending',
          submittedBy: user?.documentId,
        },
      })
    // Refused after all (the same organisation applied a moment earlier, lib/organization-keys.ts): no logo kept.
    const created = await create().catch(async (error: unknown) => {
      if (logoId !== undefined) await removeFiles(strapi, [logoId])
      throw error
    })
    const organization = { documentId: created.documentId, name: input.name, type: input.type }
    sendAfterCommit(strapi, `Application mail for ${created.documentId}`, () =>
      strapi
        .service('api::notification.notifications')
        .mailCommunityManagers('application-queue', (firstName) => organizationMails.applicationReceived(firstName, organization)),
    )
    return (await this.mine(userId)).find((application) => application.documentId === created.documentId)!
  },

  /** The member's own applications, newest first. */
  async mine(userId: number): Promise<MyApplicationDto[]> {
    const rows = await selectRows(strapi, ORGANIZATION, REF_FIELDS, {
      where: { submittedBy: { id: userId } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })
    return rows.map((row) => {
      const { documentId, name, slug, type, applicationState, createdAt, reviewedAt, rejectReason } = queueItem(row)
      return { documentId, name, slug, type, applicationState, createdAt, reviewedAt, rejectReason }
    })
  },

  /** How many applications wait for review, optionally of one organisation type (the queue's `count`; the /profiel dashboard's). */
  async pendingCount(type?: OrganizationType): Promise<number> {
    return strapi.db.query(ORGANIZATION).count({ where: { ...(type ? { type } : {}), applicationState: 'pending' } })
  },

  /** Pending applications oldest first, and the latest decisions; optionally of one organisation type. */
  async queue(type?: OrganizationType): Promise<ApplicationQueueResponse> {
    const ofType = type ? { type } : {}
    const [pending, count, recent] = await Promise.all([
      selectRows(strapi, ORGANIZATION, REF_FIELDS, {
        where: { ...ofType, applicationState: 'pending' },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        limit: APPLICATION_QUEUE_LIMIT,
      }),
      this.pendingCount(type),
      selectRows(strapi, ORGANIZATION, REF_FIELDS, {
        where: { ...ofType, applicationState: { $in: ['approved', 'rejected'] }, reviewedAt: { $notNull: true } },
        orderBy: [{ reviewedAt: 'desc' }, { id: 'desc' }],
        limit: RECENT_APPLICATION_DECISIONS,
      }),
    ])
    return { data: pending.map(queueItem), recent: recent.map(queueItem), meta: { count } }
  },

  /** The application queue's summary for a community manager (api::notification.notifications): how many wait now; nothing when none. */
  async mailQueueSummary(recipientId: number): Promise<void> {
    if (!(await strapi.service('api::notification.notifications').isCommunityManager(recipientId))) return
    const waiting = await this.pendingCount()
    if (waiting > 0) await mailMember(strapi, recipientId, (firstName) => organizationMails.applicationQueue(firstName, waiting))
  },

  /** Everything that was submitted (any state), for the review page. */
  async get(documentId: string): Promise<ApplicationDto> {
    const row:
      | (Selected<typeof ORGANIZATION, (typeof REF_FIELDS)[number] | 'description' | 'signUp'> & {
          image?: Selected<'plugin::upload.file', 'url' | 'width' | 'height' | 'alternativeText'> | null
          submittedBy?: Selected<typeof USER, 'firstName' | 'lastName' | 'email'> | null
        })
      | null = await strapi.db.query(ORGANIZATION).findOne({
      where: { documentId },
      select: [...REF_FIELDS, 'description'],
      populate: { image: IMAGE, signUp: true, submittedBy: { select: ['firstName', 'lastName', 'email'] } },
    })
    if (!row) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    const signUp: Partial<typeof row.signUp> = row.signUp ?? {}
    return {
      ...queueItem(row),
      description: row.description ?? null,
      logo: imageView(row.image),
      signUp: {
        email: signUp.email ?? null,
        phoneNumber: signUp.phoneNumber ?? null,
        website: signUp.website ?? null,
        message: signUp.message ?? null,
        chamberOfCommerceNumber: signUp.chamberOfCommerceNumber ?? null,
      },
      applicant: row.submittedBy
        ? { firstName: row.submittedBy.firstName ?? '', lastName: row.submittedBy.lastName ?? '', email: row.submittedBy.email }
        : null,
    }
  },

  /**
   * Approve or reject with a reason; only a pending application (409 otherwise, also when another
   * community manager decided a moment earlier: the state changes only where it is still pending).
   * Approval makes the organisation public (the content-change signal follows the write).
   */
  async decide(documentId: string, decision: ApplicationDecision): Promise<ApplicationDto> {
    const row = await selectRow(strapi, ORGANIZATION, ['id', 'nameKey', 'chamberOfCommerceKey'], { where: { documentId } })
    if (!row) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    const state = decision.decision === 'approve' ? 'approved' : 'rejected'
    // Approval: no other approved organisation may have the name or KvK number (409); the unique
    // indexes decide between two approvals at the same moment.
    if (state === 'approved') {
      const duplicate = await findDuplicate(
        strapi,
        { nameKey: row.nameKey, chamberOfCommerceKey: row.chamberOfCommerceKey },
        ['approved'],
        row.id,
      )
      if (duplicate) throw duplicateError(duplicate.key, APPLICATION_MESSAGES.duplicateOfApproved)
    }
    await strapi.db.transaction(async () => {
      const { count } = await strapi.db
        .query(ORGANIZATION)
        .updateMany({
          where: { documentId, applicationState: 'pending' },
          data: { applicationState: state, rejectReason: decision.decision === 'reject' ? decision.reason : null, reviewedAt: new Date() },
        })
        .catch((error: unknown) => {
          throw duplicateErrorOf(error, APPLICATION_MESSAGES.duplicateOfApproved) ?? error
        })
      if (count !== 1) throw new ConflictError(APPLICATION_MESSAGES.notPending, { code: 'not-pending' })
      await this.decided(documentId)
    })
    return this.get(documentId)
  },

  /**
   * What a decision brings about, whichever way it was made: on approval the applicant becomes the
   * organisation's admin; the applicant is mailed the decision (with the reason on rejection) once
   * the write is committed.
   */
  async decided(documentId: string): Promise<void> {
    const row:
      | (Selected<typeof ORGANIZATION, 'documentId' | 'name' | 'type' | 'applicationState' | 'rejectReason'> & {
          submittedBy?: Selected<typeof USER, 'id' | 'documentId'> | null
        })
      | null = await strapi.db.query(ORGANIZATION).findOne({
      where: { documentId },
      select: ['documentId', 'name', 'type', 'applicationState', 'rejectReason'],
      populate: { submittedBy: { select: ['id', 'documentId'] } },
    })
    if (!row || row.applicationState === 'pending') return
    const applicant = row.submittedBy
    if (row.applicationState === 'approved' && applicant) {
      const member = await strapi.db.query(MEMBERSHIP).count({ where: { user: { id: applicant.id }, organization: { documentId } } })
      if (member === 0) {
        try {
          await strapi.documents(MEMBERSHIP).create({ data: { user: applicant.documentId, organization: documentId, role: 'admin' } })
        } catch (error) {
          if (!isUniqueViolation(error)) throw error
        }
      }
    }
    if (!applicant) return
    const organization = { documentId: row.documentId, name: row.name, type: row.type }
    sendAfterCommit(strapi, `Application decision mail for ${documentId}`, () =>
      mailMember(strapi, applicant.id, (firstName) =>
        row.applicationState === 'approved'
          ? organizationMails.applicationApproved(firstName, organization)
          : organizationMails.applicationRejected(firstName, organization, row.rejectReason ?? null),
      ),
    )
  },
})
