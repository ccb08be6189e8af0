import { createHash, randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  type InvitationDto,
  type InvitationInput,
  type InvitationPreviewDto,
  type MemberRole,
  MEMBERSHIP_MESSAGES,
} from '@talentstad/types'
import { AccessDeniedError, ConflictError, GoneError } from '../../../lib/http-errors'
import { sendMail } from '../../../lib/mail'
import { withinLimits, type MemberLimit } from '../../../lib/member-limits'
import { organizationMails } from '../../../lib/organization-mails'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { selectRow, selectRows, type Row, type Selected } from '../../../lib/rows'

const INVITATION = 'api::invitation.invitation'
const ORGANIZATION = 'api::organization.organization'
const MEMBERSHIP = 'api::membership.membership'
const USER = 'plugin::users-permissions.user'

/** An invitation link works this long. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** 32 random bytes (base64url, 43 characters); only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url')
const hashToken = (token: string) => createHash('sha256').update(`invitation:${token}`).digest('hex')

/** An invitation as the service reads it, with its organisation and who invited. */
type InvitationRow = Row<'api::invitation.invitation'> & {
  organization?: Selected<'api::organization.organization', 'id' | 'documentId' | 'name' | 'slug' | 'type'> | null
  invitedBy?: Selected<'plugin::users-permissions.user', 'id' | 'firstName' | 'lastName' | 'blocked'> | null
}

const stateOf = (row: InvitationRow): InvitationPreviewDto['state'] =>
  row.acceptedAt ? 'used' : row.withdrawnAt ? 'revoked' : new Date(row.expiresAt).getTime() <= Date.now() ? 'expired' : 'pending'

const SENDER = { select: ['id', 'firstName', 'lastName', 'blocked'] }

const GONE: Record<Exclude<InvitationPreviewDto['state'], 'pending'>, { code: string; message: string }> = {
  used: { code: 'invitation-used', message: MEMBERSHIP_MESSAGES.invitationUsed },
  expired: { code: 'invitation-expired', message: MEMBERSHIP_MESSAGES.invitationExpired },
  revoked: { code: 'invitation-revoked', message: MEMBERSHIP_MESSAGES.invitationRevoked },
}

/** 410 Gone with the reason: used, expired or withdrawn. */
export class InvitationGoneError extends GoneError {
  constructor(state: Exclude<InvitationPreviewDto['state'], 'pending'>) {
    super(GONE[state].message, { code: GONE[state].code })
  }
}

const unknown = () => new errors.ValidationError(MEMBERSHIP_MESSAGES.invitationUnknown, { code: 'invitation-unknown' })

function toDto(
  row: Pick<InvitationRow, 'documentId' | 'email' | 'role' | 'createdAt' | 'expiresAt'> & {
    invitedBy?: Selected<typeof USER, 'firstName' | 'lastName'> | null
  },
): InvitationDto {
  return {
    documentId: row.documentId,
    email: row.email,
    role: row.role,
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: new Date(row.expiresAt).toISOString(),
    invitedBy: row.invitedBy ? { firstName: row.invitedBy.firstName ?? '', lastName: row.invitedBy.lastName ?? '' } : null,
  }
}

/**
 * Invitations (spec 6): an organisation's admin invites someone by e-mail address in a role; the
 * mail carries a single-use link valid for 7 days; the token is stored hashed. Accepting needs an
 * account with the invited address and creates the membership.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Whether the invitation's sender may still send it: an admin of its organisation now, with an
   * account that is neither deleted nor blocked. An invitation is the sender's right lent out, so
   * it ends with that right (issue 26): an admin who is demoted, removed, blocked or deletes their
   * account leaves no invitation that still works, whichever way that happened (the site, the
   * admin panel). Checked whenever an invitation is shown, listed or accepted.
   */
  async senderMayInvite(row: InvitationRow, organizationDocumentId: string): Promise<boolean> {
    const sender = row.invitedBy
    if (!sender || sender.blocked) return false
    return (await strapi.service('api::organization.members').roleOf(sender.id, organizationDocumentId)) === 'admin'
  },

  /** The state as the invited person meets it: pending only while its sender may still invite. */
  async stateNow(row: InvitationRow): Promise<InvitationPreviewDto['state']> {
    const state = stateOf(row)
    if (state !== 'pending') return state
    return (await this.senderMayInvite(row, row.organization!.documentId)) ? 'pending' : 'revoked'
  },

  /** Pending invitations of the organisation (whose senders may still invite), newest first. */
  async pending(organizationDocumentId: string): Promise<InvitationDto[]> {
    const rows: InvitationRow[] = await strapi.db.query(INVITATION).findMany({
      where: {
        organization: { documentId: organizationDocumentId },
        acceptedAt: { $null: true },
        withdrawnAt: { $null: true },
        expiresAt: { $gt: new Date() },
      },
      select: ['id', 'documentId', 'email', 'role', 'createdAt', 'expiresAt', 'acceptedAt', 'withdrawnAt'],
      populate: { invitedBy: SENDER },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    })
    const senders = new Map<number, boolean>()
    const valid: InvitationRow[] = []
    for (const row of rows) {
      const id = row.invitedBy?.id
      if (id !== undefined && !senders.has(id)) senders.set(id, await this.senderMayInvite(row, organizationDocumentId))
      if (id !== undefined && senders.get(id)) valid.push(row)
    }
    return valid.map(toDto)
  },

  /**
   * Stores a new pending invitation (only the token's hash) and returns the token; older pending
   * invitations of the address to this organisation are withdrawn. Sends nothing (invite and the
   * demo seed call it).
   */
  async issue(organization: { id: number; documentId: string }, inviterId: number | null, email: string, role: MemberRole) {
    const token = newToken()
    const created = await strapi.db.transaction(async () => {
      const older = await selectRows(strapi, INVITATION, ['id'], {
        where: { organization: { id: organization.id }, email, acceptedAt: { $null: true }, withdrawnAt: { $null: true } },
      })
      if (older.length > 0) {
        await strapi.db
          .query(INVITATION)
          .updateMany({ where: { id: { $in: older.map((row) => row.id) } }, data: { withdrawnAt: new Date() } })
      }
      return strapi.documents(INVITATION).create({
        data: {
          tokenHash: hashToken(token),
          email,
          role,
          organization: organization.documentId,
          invitedBy: inviterId ?? undefined,
          expiresAt: new Date(Date.now() + INVITATION_TTL_MS).toISOString(),
        },
      })
    })
    return { token, documentId: created.documentId as string }
  },

  /**
   * Invites an address (409 when it belongs to a member already). A newer invitation to the same
   * address replaces the older pending ones. The mail goes out before answering, so a failure is the
   * admin's error to see; the token exists only in the mail.
   */
  async invite(organizationDocumentId: string, inviter: { id: number }, input: InvitationInput): Promise<InvitationDto> {
    const organization = await selectRow(strapi, ORGANIZATION, ['id', 'documentId', 'name', 'type'], {
      where: { documentId: organizationDocumentId },
    })
    if (!organization) throw new errors.NotFoundError(MEMBERSHIP_MESSAGES.memberNotFound, { code: 'not-found' })
    const member = await strapi.db
      .query(MEMBERSHIP)
      .count({ where: { organization: { id: organization.id }, user: { email: { $eqi: input.email } } } })
    if (member > 0) throw new ConflictError(MEMBERSHIP_MESSAGES.inviteeAlreadyMember, { code: 'already-member' })
    // Each invitation mails an address outside the platform: limits per sender and per address (issue 26).
    const limits: Array<[MemberLimit, string | number]> = [
      ['invitationsPerSender', inviter.id],
      ['invitationsPerAddress', input.email.toLowerCase()],
    ]
    const inviterRow = await selectRow(strapi, USER, ['firstName', 'lastName'], { where: { id: inviter.id } })
    const name = `${inviterRow?.firstName ?? ''} ${inviterRow?.lastName ?? ''}`.trim() || `Een beheerder van ${organization.name}`
    const { documentId } = await withinLimits(limits, async () => {
      const issued = await this.issue(organization, inviter.id, input.email, input.role)
      // The admin waits: one attempt, a failure is their error to see (not retried in the background).
      await sendMail(
        strapi,
        input.email,
        organizationMails.invitation(
          { documentId: organization.documentId, name: organization.name, type: organization.type },
          input.role,
          name,
          issued.token,
          INVITATION_TTL_MS,
        ),
        { retry: false },
      )
      return issued
    })
    const row:
      | (Selected<typeof INVITATION, 'id' | 'documentId' | 'email' | 'role' | 'createdAt' | 'expiresAt' | 'acceptedAt' | 'withdrawnAt'> & {
          invitedBy?: Selected<typeof USER, 'firstName' | 'lastName'> | null
        })
      | null = await strapi.db.query(INVITATION).findOne({
      where: { documentId },
      select: ['id', 'documentId', 'email', 'role', 'createdAt', 'expiresAt', 'acceptedAt', 'withdrawnAt'],
      populate: { invitedBy: { select: ['firstName', 'lastName'] } },
    })
    return toDto(row)
  },

  /** Withdraws a pending invitation of this organisation (404 for anything else). */
  async withdraw(organizationDocumentId: string, invitationDocumentId: string): Promise<void> {
    const row = await selectRow(strapi, INVITATION, ['id'], {
      where: { documentId: invitationDocumentId, organization: { documentId: organizationDocumentId } },
    })
    const { count } = row
      ? await strapi.db.query(INVITATION).updateMany({
          where: { id: row.id, acceptedAt: { $null: true }, withdrawnAt: { $null: true } },
          data: { withdrawnAt: new Date() },
        })
      : { count: 0 }
    if (count === 0) throw new errors.NotFoundError(MEMBERSHIP_MESSAGES.invitationUnknown, { code: 'not-found' })
  },

  async byToken(token: string): Promise<InvitationRow> {
    const row: InvitationRow | null = await strapi.db.query(INVITATION).findOne({
      where: { tokenHash: hashToken(token) },
      select: ['id', 'documentId', 'email', 'role', 'createdAt', 'expiresAt', 'acceptedAt', 'withdrawnAt'],
      populate: { organization: { select: ['id', 'documentId', 'name', 'slug', 'type'] }, invitedBy: SENDER },
    })
    if (!row || !row.organization) throw unknown()
    return row
  },

  /** What the invitation page shows before accepting: the organisation, the role and the state. */
  async preview(token: string): Promise<InvitationPreviewDto> {
    const row = await this.byToken(token)
    const { documentId, name, slug, type } = row.organization!
    return {
      organization: { documentId, name, slug, type },
      role: row.role,
      state: await this.stateNow(row),
      expiresAt: new Date(row.expiresAt).toISOString(),
    }
  },

  /**
   * Accepts for the logged-in member: only an account with the invited address (403), only a
   * pending invitation (410 used, expired, withdrawn, or its sender no longer an admin), once: the
   * invitation is claimed with a conditional update in the same transaction that creates the
   * membership, so of two concurrent accepts one wins. That transaction holds the organisation's
   * lock (members.underLock), which role changes and removals take too: the sender's right is
   * checked again there, so a demotion at the same moment cannot slip between check and join. A
   * member of the organisation already gets 409 and the invitation stays open.
   */
  async accept(token: string, user: { id: number; documentId: string }): Promise<InvitationPreviewDto> {
    const row = await this.byToken(token)
    const state = await this.stateNow(row)
    if (state !== 'pending') throw new InvitationGoneError(state)
    const account = await selectRow(strapi, USER, ['email'], { where: { id: user.id } })
    if (!account || account.email.toLowerCase() !== row.email.toLowerCase()) {
      throw new AccessDeniedError(MEMBERSHIP_MESSAGES.invitationOtherEmail, { code: 'invitation-other-email' })
    }
    const organization = row.organization!
    const members = strapi.service('api::organization.members')
    if (await members.roleOf(user.id, organization.documentId)) {
      throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyMember, { code: 'already-member' })
    }
    try {
      await members.underLock(organization.documentId, null, async () => {
        if (!(await this.senderMayInvite(row, organization.documentId))) throw new InvitationGoneError('revoked')
        const { count } = await strapi.db.query(INVITATION).updateMany({
          where: { id: row.id, acceptedAt: { $null: true }, withdrawnAt: { $null: true }, expiresAt: { $gt: new Date() } },
          data: { acceptedAt: new Date() },
        })
        if (count !== 1) throw new InvitationGoneError('used')
        await strapi.db.query(INVITATION).update({ where: { id: row.id }, data: { acceptedBy: user.id } })
        await strapi
          .documents(MEMBERSHIP)
          .create({ data: { user: user.documentId, organization: organization.documentId, role: row.role } })
      })
    } catch (error) {
      // The member joined through another invitation at the same moment: this one stays open.
      if (isUniqueViolation(error)) throw new ConflictError(MEMBERSHIP_MESSAGES.alreadyMember, { code: 'already-member' })
      throw error
    }
    return this.preview(token)
  },
})
