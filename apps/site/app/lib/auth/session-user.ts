import type { AccountUser, UserType } from '@talentstad/types'

/** What the frame knows about the signed-in user (from the root loader). */
export type SessionUser = {
  id: string
  firstName: string
  /** What the member calls themselves (student, professional): a label, never a right. */
  typeOfUser: UserType | null
  /**
   * The member's users-permissions role is ROLE_COMMUNITY_MANAGER: the one source of that right
   * (the CMS's is-community-manager policy checks the same role). For showing links only; pages
   * check with requireCommunityManager (lib/auth/permissions.server.ts).
   */
  isCommunityManager: boolean
  onboarded: boolean
}

export function toSessionUser(user: AccountUser): SessionUser {
  return {
    id: user.documentId,
    firstName: user.firstName,
    typeOfUser: user.typeOfUser,
    isCommunityManager: user.role === 'ROLE_COMMUNITY_MANAGER',
    onboarded: user.onboarded,
  }
}
