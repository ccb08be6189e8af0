import type { MemberRole, UserType } from '@talentstad/types'

export interface SeedUser {
  key: string
  email: string
  firstName: string
  lastName: string
  typeOfUser: UserType
  roleType: 'authenticated' | 'community-manager'
  membership?: { organization: string; role: MemberRole }
}

/** Demo accounts; created only in demo mode, all with DEMO_PASSWORD (see the README). */
export const DEMO_PASSWORD = 'Talentstad!2026'

export const DEMO_USERS: SeedUser[] = [
  { key: 'student', email: 'student@demo.talentstad.nl', firstName: 'Sanne', lastName: 'de Vries', typeOfUser: 'TYPE_STUDENT', roleType: 'authenticated' },
  { key: 'professional', email: 'professional@demo.talentstad.nl', firstName: 'Mohammed', lastName: 'Bakker', typeOfUser: 'TYPE_PROFESSIONAL', roleType: 'authenticated' },
  { key: 'communityManager', email: 'communitymanager@demo.talentstad.nl', firstName: 'Eva', lastName: 'Janssen', typeOfUser: 'TYPE_COMMUNITY_MANAGER', roleType: 'community-manager' },
  { key: 'employee', email: 'medewerker@demo.talentstad.nl', firstName: 'Lucas', lastName: 'Peters', typeOfUser: 'TYPE_PROFESSIONAL', roleType: 'authenticated', membership: { organization: 'Kanaal Digital', role: 'employee' } },
  { key: 'contentManager', email: 'contentbeheerder@demo.talentstad.nl', firstName: 'Aisha', lastName: 'Koç', typeOfUser: 'TYPE_PROFESSIONAL', roleType: 'authenticated', membership: { organization: 'Kanaal Digital', role: 'contentManager' } },
  { key: 'admin', email: 'beheerder@demo.talentstad.nl', firstName: 'Thomas', lastName: 'Mulder', typeOfUser: 'TYPE_PROFESSIONAL', roleType: 'authenticated', membership: { organization: 'Kanaal Digital', role: 'admin' } },
]
