import type { AccountUser } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { toSessionUser } from './session-user'

const base: AccountUser = {
  id: 7,
  documentId: 'abc123',
  email: 'lid@example.test',
  firstName: 'Sam',
  lastName: 'Lid',
  typeOfUser: 'TYPE_STUDENT',
  role: 'ROLE_USER',
  onboarded: true,
}

describe('toSessionUser', () => {
  it('is a community manager by the users-permissions role', () => {
    expect(toSessionUser({ ...base, role: 'ROLE_COMMUNITY_MANAGER' }).isCommunityManager).toBe(true)
  })

  it('is not one by calling themselves one (typeOfUser is a label, not a right)', () => {
    expect(toSessionUser({ ...base, typeOfUser: 'TYPE_COMMUNITY_MANAGER', role: 'ROLE_USER' }).isCommunityManager).toBe(false)
  })

  it('carries nothing private to the frame', () => {
    expect(Object.keys(toSessionUser(base)).sort()).toEqual(['firstName', 'id', 'isCommunityManager', 'onboarded', 'typeOfUser'])
  })
})
