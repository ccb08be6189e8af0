import { z } from 'zod'
import { MEMBER_ROLES, type MemberRole } from './domain.js'
import type { OrganizationRefDto } from './dto.js'
import { isBlank } from './form-fields.js'
import { MESSAGES } from './messages.js'
import { OrganizationEmailSchema } from './organizations.js'

/**
 * Memberships (spec 6): who belongs to an organisation and in which role (employee, contentManager,
 * admin). An admin invites by e-mail address, changes roles, removes members and answers join
 * requests from onboarding; any member may leave; an organisation always keeps one admin.
 */

export const MEMBERSHIP_MESSAGES = {
  roleChangeFailed: MESSAGES.roleChangeFailed,
  memberDeleteFailed: MESSAGES.memberDeleteFailed,
  invitationSent: 'De uitnodiging is verstuurd.',
  invitationWithdrawn: 'De uitnodiging is ingetrokken.',
  /** 410: the invitation was used already. */
  invitationUsed: 'Deze uitnodiging is al gebruikt.',
  /** 410: more than 7 days old. */
  invitationExpired: 'Deze uitnodiging is verlopen. Vraag de beheerder van de organisatie om een nieuwe uitnodiging.',
  /** 410: an admin withdrew it (or a newer invitation to the same address replaced it). */
  invitationRevoked: 'Deze uitnodiging is ingetrokken. Vraag de beheerder van de organisatie om een nieuwe uitnodiging.',
  /** 400: no invitation with this token. */
  invitationUnknown: 'Deze uitnodiging bestaat niet. Controleer of je de hele link uit de e-mail hebt gebruikt.',
  /** 403: the logged-in account has another e-mail address than the invited one. */
  invitationOtherEmail:
    'Deze uitnodiging is verstuurd naar een ander e-mailadres. Log in met het account van dat e-mailadres, of maak er een aan.',
  invitationAccepted: 'Welkom! Je bent nu lid van de organisatie.',
  /** 409 on accepting: the member belongs to the organisation already. */
  alreadyMember: 'Je bent al lid van deze organisatie.',
  /** 409 on inviting: this address belongs to a member already. */
  inviteeAlreadyMember: 'Deze persoon is al lid van de organisatie.',
  roleRequired: 'Kies een rol',
  roleChanged: 'De rol is gewijzigd.',
  ownRole: 'Je kunt je eigen rol niet wijzigen. Vraag een andere beheerder om dat te doen.',
  /** 409: the organisation would be left without an admin. */
  lastAdmin: 'Een organisatie heeft minstens één beheerder nodig. Maak eerst iemand anders beheerder.',
  memberNotFound: 'Dit lid hoort niet (meer) bij de organisatie.',
  memberRemoved: 'Het lid is verwijderd.',
  removeConfirm: 'Weet je zeker dat je dit lid wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
  ownRemoval: 'Je kunt jezelf niet verwijderen. Gebruik ‘Organisatie verlaten’.',
  left: 'Je hebt de organisatie verlaten.',
  leaveConfirm: 'Weet je zeker dat je deze organisatie wilt verlaten? Je kunt alleen terugkomen als een beheerder je opnieuw uitnodigt.',
  joinRequestNotFound: 'Dit verzoek bestaat niet (meer).',
  joinAccepted: 'Het verzoek is geaccepteerd. De persoon is nu medewerker.',
  joinDeclined: 'Het verzoek is afgewezen.',
} as const

/** Dutch enumeration: 'A', 'A en B', 'A, B en C'. */
export function dutchList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`
}

/**
 * 409 on deleting one's account: the member is the only admin of these organisations, which would be
 * left without anyone to manage them. Names them and says what to do first.
 */
export function soleAdminMessage(organizationNames: readonly string[]): string {
  const several = organizationNames.length > 1
  return (
    `Je bent de enige beheerder van ${dutchList(organizationNames)}. ` +
    `Maak eerst ${several ? 'in elke organisatie iemand anders beheerder' : 'iemand anders beheerder van de organisatie'}, of vraag de communitymanager om hulp. ` +
    'Daarna kun je je account verwijderen.'
  )
}

/** The same refusal for an editor deleting the account in the admin panel. */
export function soleAdminAccountMessage(organizationNames: readonly string[]): string {
  return (
    `Dit account is de enige beheerder van ${dutchList(organizationNames)}. ` +
    'Maak eerst iemand anders beheerder van de organisatie (bij Membership); daarna kun je het account verwijderen.'
  )
}

const ROLE = z.enum(MEMBER_ROLES, { error: MEMBERSHIP_MESSAGES.roleRequired })

/** An admin invites someone by e-mail address; the role defaults to employee. */
export const InvitationSchema = z.object({
  email: OrganizationEmailSchema,
  role: z.preprocess((value) => (isBlank(value) ? undefined : value), ROLE.default('employee')),
})
export type InvitationInput = z.infer<typeof InvitationSchema>

/** The token from the invitation link (`/uitnodiging/{token}`): 32 random bytes, base64url. */
export const InvitationTokenSchema = z.object({
  token: z
    .string({ error: MEMBERSHIP_MESSAGES.invitationUnknown })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: MEMBERSHIP_MESSAGES.invitationUnknown }),
})
export type InvitationTokenInput = z.infer<typeof InvitationTokenSchema>

/** An admin changes another member's role. */
export const RoleChangeSchema = z.object({ role: ROLE })
export type RoleChangeInput = z.infer<typeof RoleChangeSchema>

/** An admin accepts (membership as employee) or declines a join request. */
export const JoinRequestDecisionSchema = z.object({ decision: z.enum(['accept', 'decline'], { error: MESSAGES.required }) })
export type JoinRequestDecision = z.infer<typeof JoinRequestDecisionSchema>

const id = (value: string) => encodeURIComponent(value)

/** Endpoints (prefix /api). */
export const MEMBERSHIP_API = {
  /** GET (any role in it) → OrganizationMembersResponse (dto.ts). */
  members: (organizationId: string) => `/organizations/${id(organizationId)}/members`,
  /** PUT RoleChangeInput (admin) → `{ data: OrganizationMemberDto }`; DELETE (admin) → 204. 403 `own-role` for oneself, 409 `last-admin`, 404 `member-not-found`. `userId`: the user's documentId. */
  member: (organizationId: string, userId: string) => `/organizations/${id(organizationId)}/members/${id(userId)}`,
  /** DELETE (any role in it) → 204: leave the organisation oneself; 409 `last-admin`. */
  leave: (organizationId: string) => `/organizations/${id(organizationId)}/membership`,
  /** GET (admin) → `{ data: InvitationDto[] }` pending, newest first; POST InvitationInput (admin) → 201 `{ data: InvitationDto }`, 409 `already-member`. */
  invitations: (organizationId: string) => `/organizations/${id(organizationId)}/invitations`,
  /** DELETE (admin) → 204: withdraw a pending invitation; 404 when it is not pending. */
  invitation: (organizationId: string, invitationId: string) => `/organizations/${id(organizationId)}/invitations/${id(invitationId)}`,
  /** POST InvitationTokenInput (no login needed) → `{ data: InvitationPreviewDto }`, 400 `invitation-unknown`; for the `/uitnodiging/{token}` page. */
  lookupInvitation: '/invitations/lookup',
  /** POST InvitationTokenInput (any member) → `{ data: { organization, role } }`; 400 unknown, 410 used/expired/withdrawn, 403 `invitation-other-email`, 409 `already-member`. */
  acceptInvitation: '/invitations/accept',
  /** GET (admin) → `{ data: JoinRequestDto[] }`. */
  joinRequests: (organizationId: string) => `/organizations/${id(organizationId)}/join-requests`,
  /** POST JoinRequestDecision (admin) → 200 `{ data: { decision } }`; 404 when no open request. `userId`: the user's documentId. */
  joinRequest: (organizationId: string, userId: string) => `/organizations/${id(organizationId)}/join-requests/${id(userId)}`,
} as const

/** A pending invitation as the admins see it. */
export type InvitationDto = {
  documentId: string
  email: string
  role: MemberRole
  createdAt: string
  expiresAt: string
  invitedBy: { firstName: string; lastName: string } | null
}

/** What the invitation page may show before accepting. `state` 'pending' can be accepted. */
export type InvitationPreviewDto = {
  organization: OrganizationRefDto
  role: MemberRole
  state: 'pending' | 'used' | 'expired' | 'revoked'
  expiresAt: string
}

/** A member who named the organisation in onboarding and is not (yet) a member. */
export type JoinRequestDto = { documentId: string; firstName: string; lastName: string; since: string }
