import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { MEMBER_ROLES, type JoinRequestDto, type MemberRole, type OrganizationMemberDto, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { AccessDeniedError, ConflictError } from '../../../lib/http-errors'
import { idsLinkedTo } from '../../../lib/linked-ids'
import { pairKey, pairUserId } from '../../../lib/pair-key'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { selectRow, selectRows, type Row, type Selected } from '../../../lib/rows'

const MEMBERSHIP_UID = 'api::membership.membership'
const ORGANIZATION_UID = 'api::organization.organization'
const JOIN_DECLINE_UID = 'api::membership.join-decline'
const USER_UID = 'plugin::users-permissions.user'

type JoinClosure = 'declined' | 'left' | 'removed'

const memberNotFound = () => new errors.NotFoundError(MEMBERSHIP_MESSAGES.memberNotFound, { code: 'member-not-found' })
const lastAdmin = () => new ConflictError(MEMBERSHIP_MESSAGES.lastAdmin, { code: 'last-admin' })

/** The onboarding fields (career stage) by which a member names an organisation. */
const NAMED_BY = ['company', 'educationInstitute', 'studentAssociation'] as const

/** A membership as the members list reads it, with its member's name. */
type MembershipRow = Selected<'api::membership.membership', 'role' | 'createdAt'> & {
  user: Selected<'plugin::users-permissions.user', 'documentId' | 'firstName' | 'lastName'> | null
}

/** Admins first, then content managers, then employees; within a role by name. */
const ROLE_ORDER: Record<MemberRole, number> = { admin: 0, contentManager: 1, employee: 2 }

/**
 * Who belongs to an organisation and in which role (api::membership.membership: user ×
 * organisation × role, one per pair). Used by the `has-organization-role` policy and by the
 * members endpoint. Organisations are named by documentId, as the site's addresses name them.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The user's role in the organisation, or null (also for an unknown organisation). */
  async roleOf(userId: number, organizationDocumentId: string): Promise<MemberRole | null> {
    if (typeof organizationDocumentId !== 'string' || organizationDocumentId === '') return null
    // The user's memberships from their side of the link table (lib/linked-ids.ts): a `user: { id }`
    // filter joins every membership to the link and SQLite scanned them all on every role check.
    const ids = await idsLinkedTo(strapi, MEMBERSHIP_UID, 'user', userId)
    if (ids.length === 0) return null
    const membership = await selectRow(strapi, MEMBERSHIP_UID, ['role'], {
      where: { id: { $in: ids }, organization: { documentId: organizationDocumentId } },
    })
    const role = membership?.role
    return role && (MEMBER_ROLES as readonly string[]).includes(role) ? role : null
  },

  /** The user's role in each organisation they belong to, by the organisation's documentId. */
  async rolesOf(userId: number): Promise<Map<string, MemberRole>> {
    const ids = await idsLinkedTo(strapi, MEMBERSHIP_UID, 'user', userId)
    if (ids.length === 0) return new Map()
    const memberships: Array<
      Selected<typeof MEMBERSHIP_UID, 'role'> & { organization?: Selected<typeof ORGANIZATION_UID, 'documentId'> | null }
    > = await strapi.db
      .query(MEMBERSHIP_UID)
      // From the user's side of the link (lib/linked-ids.ts): `user: { id }` walks every membership on SQLite.
      .findMany({ where: { id: { $in: ids } }, select: ['role'], populate: { organization: { select: ['documentId'] } } })
    const roles = new Map<string, MemberRole>()
    for (const { role, organization } of memberships) {
      if (organization && (MEMBER_ROLES as readonly string[]).includes(role)) roles.set(organization.documentId, role)
    }
    return roles
  },

  /** The organisation's members with name, role and since when: never e-mail, phone or other private fields. */
  async list(organizationDocumentId: string): Promise<OrganizationMemberDto[]> {
    const organization = await selectRow(strapi, ORGANIZATION_UID, ['id'], { where: { documentId: organizationDocumentId } })
    if (!organization) return []
    const rows: MembershipRow[] = await strapi.db.query(MEMBERSHIP_UID).findMany({
      where: { organization: { id: organization.id } },
      select: ['role', 'createdAt'],
      populate: { user: { select: ['documentId', 'firstName', 'lastName'] } },
    })
    return rows
      .filter((row): row is MembershipRow & { user: NonNullable<MembershipRow['user']> } => row.user !== null)
      .map((row) => ({
        documentId: row.user.documentId,
        firstName: row.user.firstName ?? '',
        lastName: row.user.lastName ?? '',
        role: row.role,
        since: new Date(row.createdAt).toISOString(),
      }))
      .sort(
        (a, b) =>
          ROLE_ORDER[a.role] - ROLE_ORDER[b.role] ||
          a.lastName.localeCompare(b.lastName, 'nl') ||
          a.firstName.localeCompare(b.firstName, 'nl') ||
          a.documentId.localeCompare(b.documentId),
      )
  },
  /**
   * Runs `work` in a transaction that holds a lock on the organisation's row (PostgreSQL:
   * SELECT … FOR UPDATE; SQLite runs one write transaction at a time), so two role changes or
   * removals in one organisation never interleave: the last-admin check cannot be raced. Rechecks
   * the acting admin's own role under the lock (a demoted admin acts no more).
   */
  async underLock<T>(
    organizationDocumentId: string,
    actor: { id: number; mustBeAdmin: boolean } | null,
    work: (organizationId: number) => Promise<T>,
  ): Promise<T> {
    return strapi.db.transaction(async ({ trx }) => {
      const locked = await trx('organizations').where('document_id', organizationDocumentId).forUpdate().first('id')
      if (!locked) throw memberNotFound()
      if (actor?.mustBeAdmin && (await this.roleOf(actor.id, organizationDocumentId)) !== 'admin') {
        throw new AccessDeniedError(MEMBERSHIP_MESSAGES.roleChangeFailed, { code: 'forbidden' })
      }
      return work(locked.id as number)
    })
  },

  /** The membership of a user (by documentId) in the organisation (by id), or null. */
  async membershipOf(organizationId: number, userDocumentId: string): Promise<{ id: number; role: MemberRole; userId: number } | null> {
    const row: (Selected<typeof MEMBERSHIP_UID, 'id' | 'role'> & { user?: Selected<typeof USER_UID, 'id'> | null }) | null = await strapi.db
      .query(MEMBERSHIP_UID)
      .findOne({
        where: { organization: { id: organizationId }, user: { documentId: userDocumentId } },
        select: ['id', 'role'],
        populate: { user: { select: ['id'] } },
      })
    return row?.user ? { id: row.id, role: row.role, userId: row.user.id } : null
  },

  /** Admins who can act: a membership whose account was deleted (in the admin panel) counts for nothing. */
  /**
   * How many admins can act for the organisation: admin memberships of an account that exists and
   * is not blocked (the same rule as an invitation's sender, api::invitation.invitations).
   */
  async adminCount(organizationId: number): Promise<number> {
    return strapi.db.query(MEMBERSHIP_UID).count({
      where: {
        organization: { id: organizationId },
        role: 'admin',
        user: { id: { $notNull: true } },
        $or: [{ user: { blocked: false } }, { user: { blocked: { $null: true } } }],
      },
    })
  },

  /**
   * The organisations of which the user is the only admin (whose account's deletion would leave
   * them without anyone to manage them), each checked under the organisation's lock (underLock), in
   * id order. Call it inside the transaction that deletes the account: the locks hold until it ends,
   * so an admin demoted, removed or leaving at the same moment waits, and then sees the outcome.
   */
  async soleAdminOf(userId: number): Promise<Array<{ documentId: string; name: string }>> {
    const memberships: Array<
      Row<typeof MEMBERSHIP_UID> & { organization: Selected<typeof ORGANIZATION_UID, 'id' | 'documentId' | 'name'> | null }
    > = await strapi.db
      .query(MEMBERSHIP_UID)
      .findMany({ where: { user: { id: userId }, role: 'admin' }, populate: { organization: { select: ['id', 'documentId', 'name'] } } })
    const organizations = memberships
      .flatMap((membership) => (membership.organization ? [membership.organization] : []))
      .sort((a, b) => a.id - b.id)
    const sole: Array<{ documentId: string; name: string }> = []
    for (const organization of organizations) {
      await this.underLock(organization.documentId, null, async (organizationId) => {
        const stillAdmin = await strapi.db
          .query(MEMBERSHIP_UID)
          .count({ where: { organization: { id: organizationId }, user: { id: userId }, role: 'admin' } })
        if (stillAdmin > 0 && (await this.adminCount(organizationId)) <= 1) {
          sole.push({ documentId: organization.documentId, name: organization.name })
        }
      })
    }
    return sole
  },

  /**
   * An admin changes another member's role (never their own: 403). Demoting the last admin is
   * refused (409), also when two admins demote each other at the same moment.
   */
  async changeRole(
    organizationDocumentId: string,
    actor: { id: number; documentId: string },
    userDocumentId: string,
    role: MemberRole,
  ): Promise<OrganizationMemberDto> {
    if (actor.documentId === userDocumentId) throw new AccessDeniedError(MEMBERSHIP_MESSAGES.ownRole, { code: 'own-role' })
    await this.underLock(organizationDocumentId, { id: actor.id, mustBeAdmin: true }, async (organizationId) => {
      const membership = await this.membershipOf(organizationId, userDocumentId)
      if (!membership) throw memberNotFound()
      if (membership.role === role) return
      if (membership.role === 'admin' && (await this.adminCount(organizationId)) <= 1) throw lastAdmin()
      await strapi.db.query(MEMBERSHIP_UID).update({ where: { id: membership.id }, data: { role } })
    })
    const member = (await this.list(organizationDocumentId)).find((entry) => entry.documentId === userDocumentId)
    if (!member) throw memberNotFound()
    return member
  },

  /** An admin removes another member (irreversible); never the last admin. The member does not come back as a join request. */
  async remove(organizationDocumentId: string, actor: { id: number; documentId: string }, userDocumentId: string): Promise<void> {
    if (actor.documentId === userDocumentId) throw new AccessDeniedError(MEMBERSHIP_MESSAGES.ownRemoval, { code: 'own-removal' })
    await this.underLock(organizationDocumentId, { id: actor.id, mustBeAdmin: true }, async (organizationId) => {
      const membership = await this.membershipOf(organizationId, userDocumentId)
      if (!membership) throw memberNotFound()
      if (membership.role === 'admin' && (await this.adminCount(organizationId)) <= 1) throw lastAdmin()
      await strapi.db.query(MEMBERSHIP_UID).delete({ where: { id: membership.id } })
      await this.closeJoinRequest(membership.userId, organizationId, organizationDocumentId, 'removed')
    })
  },

  /** A member leaves the organisation themselves; the last admin cannot (409). */
  async leave(organizationDocumentId: string, actor: { id: number; documentId: string }): Promise<void> {
    await this.underLock(organizationDocumentId, null, async (organizationId) => {
      const membership = await this.membershipOf(organizationId, actor.documentId)
      if (!membership) throw memberNotFound()
      if (membership.role === 'admin' && (await this.adminCount(organizationId)) <= 1) throw lastAdmin()
      await strapi.db.query(MEMBERSHIP_UID).delete({ where: { id: membership.id } })
      await this.closeJoinRequest(membership.userId, organizationId, organizationDocumentId, 'left')
    })
  },

  /**
   * The last-admin rule for every write, not only this service's: a membership written another way
   * (an editor in the admin panel deletes it, or changes its role) is refused (409 lastAdmin) when it
   * is the organisation's last admin, checked under the organisation's lock. This service's own
   * writes and account deletion checked first (with their own messages) and pass here.
   */
  registerLifecycles() {
    const members = () => strapi.service('api::organization.members')
    const refuseLastAdmin = async (membershipId: unknown) => {
      if (typeof membershipId !== 'number' && typeof membershipId !== 'string') return
      const row:
        | (Selected<typeof MEMBERSHIP_UID, 'role'> & {
            organization?: Selected<typeof ORGANIZATION_UID, 'documentId'> | null
            user?: Selected<typeof USER_UID, 'id'> | null
          })
        | null = await strapi.db.query(MEMBERSHIP_UID).findOne({
        where: { id: membershipId },
        select: ['role'],
        populate: { organization: { select: ['documentId'] }, user: { select: ['id'] } },
      })
      if (row?.role !== 'admin' || !row.user || !row.organization) return
      await this.underLock(row.organization.documentId, null, async (organizationId) => {
        if ((await this.adminCount(organizationId)) <= 1) throw lastAdmin()
      })
    }
    const idOf = (event: { params: { where?: unknown } }) => (event.params.where as { id?: unknown } | undefined)?.id
    type Event = { params: { where?: Record<string, unknown>; data?: unknown }; state: { organizations?: string[] } }
    strapi.db.lifecycles.subscribe({
      models: [MEMBERSHIP_UID],
      async beforeDelete(event: Event) {
        await refuseLastAdmin(idOf(event))
        event.state.organizations = await members().adminOrganizationsOf({ id: idOf(event) })
      },
      async beforeDeleteMany(event: Event) {
        const rows = await selectRows(strapi, MEMBERSHIP_UID, ['id'], { where: event.params.where })
        for (const row of rows) await refuseLastAdmin(row.id)
        event.state.organizations = await members().adminOrganizationsOf(event.params.where)
      },
      async beforeUpdate(event: Event) {
        const role = (event.params.data as { role?: unknown } | undefined)?.role
        if (role === undefined || role === 'admin') return
        await refuseLastAdmin(idOf(event))
        event.state.organizations = await members().adminOrganizationsOf({ id: idOf(event) })
      },
      afterDelete: (event: Event) => members().requireAdminsAfter(event.state.organizations),
      afterDeleteMany: (event: Event) => members().requireAdminsAfter(event.state.organizations),
      afterUpdate: (event: Event) => members().requireAdminsAfter(event.state.organizations),
    })
  },

  /** The organisations (documentIds) in which the memberships `where` names are admin ones. */
  async adminOrganizationsOf(where: unknown): Promise<string[]> {
    if (!where) return []
    const rows: Array<Selected<typeof MEMBERSHIP_UID, 'id'> & { organization?: Selected<typeof ORGANIZATION_UID, 'documentId'> | null }> =
      await strapi.db.query(MEMBERSHIP_UID).findMany({
        where: { $and: [where, { role: 'admin' }] },
        select: ['id'],
        populate: { organization: { select: ['documentId'] } },
      })
    return [...new Set(rows.flatMap((row) => (row.organization ? [row.organization.documentId] : [])))]
  },

  /**
   * After a write inside a transaction (the admin panel deletes in bulk, side by side, where the
   * checks before each write cannot see the others): 409 lastAdmin when one of these organisations
   * has no acting admin left, which undoes the whole transaction. Outside a transaction a single
   * write was checked before it, under the organisation's lock.
   */
  async requireAdminsAfter(organizations: string[] | undefined): Promise<void> {
    if (!organizations?.length || !strapi.db.inTransaction()) return
    for (const documentId of organizations) {
      const organization = await selectRow(strapi, ORGANIZATION_UID, ['id'], { where: { documentId } })
      if (organization && (await this.adminCount(organization.id)) === 0) throw lastAdmin()
    }
  },

  /** Creates a membership; false when the user is a member already (the unique pairKey decides). */
  async addMember(userDocumentId: string, organizationDocumentId: string, role: MemberRole): Promise<boolean> {
    try {
      await strapi.documents(MEMBERSHIP_UID).create({ data: { user: userDocumentId, organization: organizationDocumentId, role } })
      return true
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  },

  /** Marks a join request as closed (declined, or the member left or was removed), so it does not show again. */
  async closeJoinRequest(userId: number, organizationId: number, organizationDocumentId: string, reason: JoinClosure): Promise<void> {
    const key = pairKey(userId, organizationDocumentId)
    const existing = await selectRow(strapi, JOIN_DECLINE_UID, ['id'], { where: { pairKey: key } })
    if (existing) {
      await strapi.db.query(JOIN_DECLINE_UID).update({ where: { id: existing.id }, data: { reason } })
      return
    }
    await strapi.db.query(JOIN_DECLINE_UID).create({ data: { pairKey: key, reason, user: userId, organization: organizationId } })
  },

  /**
   * Join requests: members who named the organisation in onboarding (career stage: company,
   * education institute or student association), are not its members and whose request was not
   * closed. Name and since when only, never e-mail or phone.
   */
  async joinRequests(organizationDocumentId: string): Promise<JoinRequestDto[]> {
    const organization = await selectRow(strapi, ORGANIZATION_UID, ['id'], { where: { documentId: organizationDocumentId } })
    if (!organization) return []
    const users = await selectRows(strapi, USER_UID, ['id', 'documentId', 'firstName', 'lastName', 'onboardedAt', 'createdAt'], {
      where: { $or: NAMED_BY.map((field) => ({ [field]: { id: organization.id } })), blocked: { $ne: true } },
      orderBy: { id: 'asc' },
      limit: 500,
    })
    if (users.length === 0) return []
    const ids = users.map((user) => user.id)
    const [members, closed]: [
      Array<Selected<typeof MEMBERSHIP_UID, 'id'> & { user?: Selected<typeof USER_UID, 'id'> | null }>,
      Array<Selected<typeof JOIN_DECLINE_UID, 'pairKey'>>,
    ] = await Promise.all([
      strapi.db.query(MEMBERSHIP_UID).findMany({
        where: { organization: { id: organization.id }, user: { id: { $in: ids } } },
        select: ['id'],
        populate: { user: { select: ['id'] } },
      }),
      selectRows(strapi, JOIN_DECLINE_UID, ['pairKey'], {
        where: { pairKey: { $in: ids.map((id) => pairKey(id, organizationDocumentId)) } },
      }),
    ])
    const excluded = new Set<number>([
      ...members.map((row) => row.user?.id).filter((id): id is number => typeof id === 'number'),
      ...closed.map((row) => pairUserId(row.pairKey)),
    ])
    return users
      .filter((user) => !excluded.has(user.id))
      .map((user) => ({
        documentId: user.documentId,
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        since: new Date(user.onboardedAt ?? user.createdAt).toISOString(),
      }))
  },

  /** An admin accepts (membership as employee) or declines an open join request (404 when there is none). */
  async decideJoinRequest(organizationDocumentId: string, userDocumentId: string, decision: 'accept' | 'decline'): Promise<void> {
    const open = (await this.joinRequests(organizationDocumentId)).some((request) => request.documentId === userDocumentId)
    if (!open) throw new errors.NotFoundError(MEMBERSHIP_MESSAGES.joinRequestNotFound, { code: 'not-found' })
    if (decision === 'accept') {
      await this.addMember(userDocumentId, organizationDocumentId, 'employee')
      return
    }
    const [user, organization] = await Promise.all([
      selectRow(strapi, USER_UID, ['id'], { where: { documentId: userDocumentId } }),
      selectRow(strapi, ORGANIZATION_UID, ['id'], { where: { documentId: organizationDocumentId } }),
    ])
    try {
      await this.closeJoinRequest(user.id, organization.id, organizationDocumentId, 'declined')
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  },
})
