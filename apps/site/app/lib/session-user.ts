import type { UserType } from '@talentstad/types'

/**
 * What the frame knows about the signed-in user. The root loader passes `null` until the
 * authentication issue reads the real session; the frame already links to /profiel when set.
 */
export type SessionUser = {
  id: string
  firstName: string
  typeOfUser: UserType
}
