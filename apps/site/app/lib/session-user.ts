import type { AccountUser, UserType } from '@talentstad/types'

/** What the frame knows about the signed-in user (from the root loader). */
export type SessionUser = {
  id: string
  firstName: string
  typeOfUser: UserType | null
  onboarded: boolean
}

export function toSessionUser(user: AccountUser): SessionUser {
  return { id: user.documentId, firstName: user.firstName, typeOfUser: user.typeOfUser, onboarded: user.onboarded }
}
