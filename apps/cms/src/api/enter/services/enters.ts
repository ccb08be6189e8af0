import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { CONTENT_ROLES, MESSAGES, type EnterDto, type EnterInput, type MyEnterDto, ENTER_MESSAGES } from '@talentstad/types'
import { contentMails, mailMember, sendAfterCommit, type SharedEnter } from '../../../lib/content-mails'
import { withinLimits } from '../../../lib/member-limits'
import type { NotificationsService } from '../../notification/services/notifications'
import { ConflictError } from '../../../lib/http-errors'
import { allSent } from '../../../lib/mail'
import { idsLinkedTo, idsLinkedToDocuments, linkedRows, pairTargetsQuery } from '../../../lib/linked-ids'
import { isUniqueViolation } from '../../../lib/unique-violation'
// An enter's pairKey: one per member and call, unique in the database.
import { pairKey, pairTarget } from '../../../lib/pair-key'
import { selectRow, selectRows, type Row, type Selected } from '../../../lib/rows'

const ENTER = 'api::enter.enter'
const ITEM = 'api::content-item.content-item'
const MEMBERSHIP = 'api::membership.membership'

type Member = { id: number; documentId: string }
/** An enter as FIELDS selects it, with its member's name where populated. */
type EnterRow = Selected<typeof ENTER, 'documentId' | 'pairKey' | 'sharedPhone' | 'sharedLinkedIn' | 'message' | 'createdAt'> & {
  user?: Selected<'plugin::users-permissions.user', 'firstName' | 'lastName'> | null
}

const FIELDS = ['documentId', 'pairKey', 'sharedPhone', 'sharedLinkedIn', 'message', 'createdAt'] as const

/** Thrown for a second enter on the same call: 409 `already-entered`. */
export class AlreadyEnteredError extends ConflictError {
  constructor() {
    super(MESSAGES.alreadyEntered, { code: 'already-entered' })
  }
}

const shared = (row: EnterRow) => ({
  sharedPhone: row.sharedPhone ?? null,
  sharedLinkedIn: row.sharedLinkedIn ?? null,
  message: row.message ?? null,
})

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const memberContent = () => strapi.service('api::content-item.member-content')
  const notifications = () => strapi.service('api::notification.notifications') as NotificationsService

  /** The call part of MyEnterDto for these calls: the online title and slug where there is one, else the latest. */
  async function callsFor(documentIds: string[]) {
    const rows = await selectRows(strapi, ITEM, ['documentId', 'title', 'slug', 'reviewState', 'publishedAt', 'deletedAt'], {
      where: { documentId: { $in: documentIds } },
    })
    const byId = new Map<string, MyEnterDto['call']>()
    for (const row of rows) {
      const online = Boolean(row.publishedAt) && row.reviewState === 'approved' && !row.deletedAt
      if (byId.get(row.documentId)?.online) continue
      if (online || !byId.has(row.documentId))
        byId.set(row.documentId, { documentId: row.documentId, title: row.title, slug: row.slug, online })
    }
    return byId
  }

  async function toMine(rows: EnterRow[]): Promise<MyEnterDto[]> {
    const byId = await callsFor([...new Set(rows.map((row) => pairTarget(row.pairKey)))])
    return rows.flatMap((row) => {
      const call = byId.get(pairTarget(row.pairKey))
      return call ? [{ documentId: row.documentId, createdAt: new Date(row.createdAt).toISOString(), ...shared(row), call }] : []
    })
  }

  /**
   * Who hears of enters on a call, as they may read them now: the author of a member's own call;
   * for an organisation's call its contentManagers and admins (its author only while one of them).
   */
  async function recipients(call: { author?: { id: number } | null; organization?: { documentId: string } | null }, responderId: number) {
    const ids = new Set<number>()
    if (!call.organization?.documentId && call.author?.id) ids.add(call.author.id)
    if (call.organization?.documentId) {
      const memberships: Array<Row<typeof MEMBERSHIP> & { user?: Selected<'plugin::users-permissions.user', 'id'> | null }> =
        await strapi.db.query(MEMBERSHIP).findMany({
          where: { organization: { documentId: call.organization.documentId }, role: { $in: CONTENT_ROLES } },
          populate: { user: { select: ['id'] } },
        })
      for (const membership of memberships) if (membership.user) ids.add(membership.user.id)
    }
    ids.delete(responderId)
    return [...ids]
  }

  /** Enters with their members' names, read from the enters' side of the link (lib/linked-ids.ts), not a populate that may walk every member. */
  async function withNames<T extends { id: number }>(rows: T[]): Promise<Array<T & Pick<EnterRow, 'user'>>> {
    const users = await linkedRows(
      strapi,
      ENTER,
      'user',
      rows.map((row) => row.id),
      'plugin::users-permissions.user',
      ['firstName', 'lastName'],
    )
    return rows.map((row) => ({ ...row, user: users.get(row.id) ?? null }))
  }

  return {
    /**
     * A member's enter on an approved, online call (not their own): one per member and call, which
     * the unique pairKey enforces also for concurrent attempts. The author (and an organisation's
     * content roles) get a mail with the responder's name and only what they chose to share.
     */
    async create(user: Member, documentId: string, input: EnterInput): Promise<MyEnterDto> {
      const call = await memberContent().openCall(documentId)
      if (!call) throw new errors.NotFoundError(ENTER_MESSAGES.notOpen, { code: 'not-open' })
      if (call.author?.id === user.id) throw new errors.PolicyError(ENTER_MESSAGES.ownCall, { code: 'own-call' })
      const key = pairKey(user.id, documentId)
      if ((await strapi.db.query(ENTER).count({ where: { pairKey: key } })) > 0) throw new AlreadyEnteredError()
      const created = await withinLimits([['enters', user.id]], async () => {
        try {
          return await strapi.documents(ENTER).create({
            data: {
              call: documentId,
              user: user.documentId,
              sharedPhone: input.sharedPhone,
              sharedLinkedIn: input.sharedLinkedIn,
              message: input.message,
            },
          })
        } catch (error) {
          if (isUniqueViolation(error)) throw new AlreadyEnteredError()
          throw error
        }
      })
      const responder =
        (await selectRow(strapi, 'plugin::users-permissions.user', ['firstName', 'lastName'], { where: { id: user.id } })) ?? {}
      const enter: SharedEnter = {
        firstName: responder.firstName ?? '',
        lastName: responder.lastName ?? '',
        sharedPhone: input.sharedPhone ?? null,
        sharedLinkedIn: input.sharedLinkedIn ?? null,
        message: input.message ?? null,
      }
      const to = await recipients(call, user.id)
      const [mine] = await toMine([await selectRow(strapi, ENTER, FIELDS, { where: { documentId: created.documentId } })])
      const enteredAt = new Date(mine.createdAt)
      sendAfterCommit(strapi, `Enter mail for ${documentId}`, async () => {
        // One mail per recipient and call an hour; the enters after it come in one summary
        // (api::notification.notifications). Side by side: one recipient's failing mail does not hold up the others.
        await allSent(
          to.map(async (id) => {
            if (await notifications().mailNow('enters', id, documentId, enteredAt)) {
              await mailMember(strapi, id, (firstName) => contentMails.entered(firstName, call, enter))
            }
          }),
        )
      })
      return mine
    },

    /** The enters on a call (for its author or the organisation's content roles): the responder's name and only what they shared. */
    async forCall(documentId: string): Promise<EnterDto[]> {
      if (!(await memberContent().draftOf(documentId))) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      // From the call's side of the enters' link table (lib/linked-ids.ts), not a scan of every enter.
      const rows = await withNames(
        await selectRows(strapi, ENTER, ['id', ...FIELDS], {
          where: { id: { $in: await idsLinkedToDocuments(strapi, ENTER, 'call', ITEM, [documentId]) } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        }),
      )
      return rows.map((row) => ({
        documentId: row.documentId,
        createdAt: new Date(row.createdAt).toISOString(),
        responder: { firstName: row.user?.firstName ?? '', lastName: row.user?.lastName ?? '' },
        ...shared(row),
      }))
    },

    /**
     * The enters on a call since `since` (those still there: a withdrawn one is not mailed) in one
     * mail to a recipient who may still read them: the author of a member's own call, or who holds
     * a content role in the call's organisation now (rights end with the role).
     */
    async mailSummary(recipientId: number, documentId: string, since: Date): Promise<void> {
      const call = await memberContent().draftOf(documentId)
      if (!call) return
      if (!(await recipients(call, -1)).includes(recipientId)) return
      const rows = await withNames(
        await selectRows(strapi, ENTER, ['id', ...FIELDS], {
          where: { id: { $in: await idsLinkedToDocuments(strapi, ENTER, 'call', ITEM, [documentId]) }, createdAt: { $gte: since } },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        }),
      )
      const enters = rows.map((row) => ({ firstName: row.user?.firstName ?? '', lastName: row.user?.lastName ?? '', ...shared(row) }))
      if (enters.length > 0) await mailMember(strapi, recipientId, (firstName) => contentMails.enteredSummary(firstName, call, enters))
    },

    /** The member's own enter on a call, or null. */
    async mineOn(userId: number, documentId: string): Promise<MyEnterDto | null> {
      const row = await selectRow(strapi, ENTER, FIELDS, { where: { pairKey: pairKey(userId, documentId) } })
      return row ? ((await toMine([row]))[0] ?? null) : null
    },

    /** The member's enters, newest first. */
    async mine(userId: number): Promise<MyEnterDto[]> {
      // The member's enters first, from the user's side of the link (lib/linked-ids.ts).
      const ids = await idsLinkedTo(strapi, ENTER, 'user', userId)
      if (ids.length === 0) return []
      const rows = await selectRows(strapi, ENTER, FIELDS, {
        where: { id: { $in: ids } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      })
      return toMine(rows)
    },

    /**
     * How many enters `mine` lists (for the /profiel dashboard): one per call (the pairKey is
     * unique), left out when the call no longer exists. One COUNT of the calls named by the
     * member's enters, through the index on documentId.
     */
    async countMine(userId: number): Promise<number> {
      const items = strapi.db.metadata.get(ITEM)
      const documentId = (items.attributes.documentId as unknown as { columnName?: string }).columnName ?? 'document_id'
      const [row] = await strapi.db
        .getConnection(items.tableName)
        .countDistinct({ count: documentId })
        .whereIn(documentId, pairTargetsQuery(strapi, ENTER, userId))
      return Number(row?.count ?? 0)
    },

    /** Withdraws the member's own enter; someone else's is not found (nothing is deleted). */
    async withdraw(userId: number, enterDocumentId: string) {
      const row = await selectRow(strapi, ENTER, ['documentId'], { where: { documentId: enterDocumentId, user: { id: userId } } })
      if (!row) throw new errors.NotFoundError(ENTER_MESSAGES.notFound, { code: 'not-found' })
      await strapi.documents(ENTER).delete({ documentId: enterDocumentId })
    },
  }
}
