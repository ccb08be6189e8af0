import type { AccountSession } from '@talentstad/types'

/** The CMS's answer to a session check for member `userId` (a student), valid until `expiresAt`. */
export const accountSession = (userId: number, expiresAt = '2100-01-01T00:00:00.000Z'): AccountSession => ({
  user: {
    id: userId,
    documentId: `user-${userId}`,
    email: `member${userId}@example.com`,
    firstName: 'Sanne',
    lastName: 'de Vries',
    typeOfUser: 'TYPE_STUDENT',
    role: 'ROLE_USER',
    onboarded: true,
  },
  sid: `sid-${userId}`,
  expiresAt,
})
