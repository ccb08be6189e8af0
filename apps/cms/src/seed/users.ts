import { BRAND, type MemberRole, type UserType } from '@talentstad/types'
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
/** '{city}' in the JSON is the brand's city (organisation names follow it, see organizations.ts). */
const withCity = (text: string) => text.replaceAll('{city}', BRAND.city)
export const DEMO_USERS = (demo.users as SeedUser[]).map((user) => ({
  ...user,
  description: withCity(user.description),
  membership: user.membership ? { ...user.membership, organization: withCity(user.membership.organization) } : undefined,
}))
