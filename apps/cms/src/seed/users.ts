import type { MemberRole, UserType } from '@talentstad/types'
import demo from './demo-users.json'

export interface SeedUser {
  key: string
  email: string
  firstName: string
  lastName: string
  typeOfUser: UserType
  roleType: 'authenticated' | 'community-manager'
  membership?: { organization: string; role: MemberRole }
  description: string
}

/** Demo accounts (also listed by `npm start` and the README); created only in demo mode. */
export const DEMO_PASSWORD: string = demo.password
export const DEMO_USERS = demo.users as SeedUser[]
