import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetRolePermissions,
  rememberAbilities,
  rememberRolePermissions,
  ROLE_PERMISSIONS_MAX_AGE_MS,
  withRememberedPermissions,
} from '../src/lib/role-permissions'

// The memory in front of users-permissions' per-request permission reads; tests/permissions-matrix.test.ts
// shows a role's permissions written in the database applying to the very next request.
describe('role permissions in memory', () => {
  afterEach(() => forgetRolePermissions())

  const counting = (actions: string[]) => {
    const reads: string[] = []
    const service = {
      findRolePermissions: async (roleId: number | string) => {
        reads.push(`role:${roleId}`)
        return actions.map((action) => ({ action }))
      },
      findPublicPermissions: async () => {
        reads.push('public')
        return [{ action: 'api::theme.theme.find' }]
      },
      toContentAPIPermission: (permission: { action: string }) => ({ action: permission.action }),
    }
    return { reads, service: withRememberedPermissions(service) }
  }

  it('reads each role once, also for requests at the same moment, and keeps the other methods', async () => {
    const { reads, service } = counting(['api::me.me.getProfile'])
    const answers = await Promise.all([service.findRolePermissions(1), service.findRolePermissions(1), service.findRolePermissions(2)])
    await service.findRolePermissions(1)
    await service.findPublicPermissions()
    await service.findPublicPermissions()
    expect(answers[0]).toEqual([{ action: 'api::me.me.getProfile' }])
    expect(reads).toEqual(['role:1', 'role:2', 'public'])
    expect(service.toContentAPIPermission({ action: 'x' })).toEqual({ action: 'x' })
  })

  it('reads again after a write and once the entry is older than the maximum age', async () => {
    const { reads, service } = counting(['api::me.me.getProfile'])
    await service.findRolePermissions(1)
    forgetRolePermissions()
    await service.findRolePermissions(1)
    expect(reads).toEqual(['role:1', 'role:1'])

    const read = async () => [{ action: 'a' }]
    const now = performance.now()
    let count = 0
    const counted = () => {
      count += 1
      return read()
    }
    await rememberRolePermissions('aged', counted, now)
    await rememberRolePermissions('aged', counted, now + ROLE_PERMISSIONS_MAX_AGE_MS - 1)
    expect(count).toBe(1)
    await rememberRolePermissions('aged', counted, now + ROLE_PERMISSIONS_MAX_AGE_MS)
    expect(count).toBe(2)
  })

  it('does not keep a read that a write overtook, nor a failed read', async () => {
    let release!: (value: { action: string }[]) => void
    const slow = rememberRolePermissions('role:1', () => new Promise((resolve) => (release = resolve)))
    forgetRolePermissions()
    const after = rememberRolePermissions('role:1', async () => [{ action: 'after the write' }])
    release([{ action: 'before the write' }])
    await slow
    expect(await after).toEqual([{ action: 'after the write' }])
    expect(await rememberRolePermissions('role:1', async () => [{ action: 'later' }])).toEqual([{ action: 'after the write' }])

    await expect(rememberRolePermissions('role:2', async () => Promise.reject(new Error('database down')))).rejects.toThrow('database down')
    expect(await rememberRolePermissions('role:2', async () => [{ action: 'recovered' }])).toEqual([{ action: 'recovered' }])
  })

  describe('content-API abilities', () => {
    const engine = () => {
      const made: unknown[][] = []
      const target = {
        generateAbility: async (permissions: unknown[], _options?: Record<string, unknown>) => {
          made.push(permissions)
          if (permissions.some((permission) => (permission as { action: string }).action === 'fails')) throw new Error('no ability')
          return { can: (action: string) => permissions.some((permission) => (permission as { action: string }).action === action) }
        },
      }
      rememberAbilities(target)
      return { made, engine: target }
    }

    it('makes one ability per list of permissions, also for requests at the same moment', async () => {
      const { made, engine: target } = engine()
      const member = [{ action: 'api::me.me.setFavorite' }]
      const [first, second] = await Promise.all([
        target.generateAbility(member),
        target.generateAbility([{ action: 'api::me.me.setFavorite' }]),
      ])
      const other = await target.generateAbility([{ action: 'api::theme.theme.find' }])
      expect(first).toBe(second)
      expect(other).not.toBe(first)
      expect((first as { can(action: string): boolean }).can('api::me.me.setFavorite')).toBe(true)
      expect((other as { can(action: string): boolean }).can('api::me.me.setFavorite')).toBe(false)
      expect(made).toHaveLength(2)
    })

    it('makes it again after a write to a role, and every time for conditions, options or a failure', async () => {
      const { made, engine: target } = engine()
      const member = [{ action: 'api::me.me.setFavorite' }]
      const before = await target.generateAbility(member)
      forgetRolePermissions()
      expect(await target.generateAbility(member)).not.toBe(before)
      const conditional = [{ action: 'api::me.me.setFavorite', conditions: ['is-owner'] }]
      await target.generateAbility(conditional)
      await target.generateAbility(conditional)
      await target.generateAbility(member, { user: 1 })
      await target.generateAbility(member, { user: 1 })
      await expect(target.generateAbility([{ action: 'fails' }])).rejects.toThrow('no ability')
      await expect(target.generateAbility([{ action: 'fails' }])).rejects.toThrow('no ability')
      expect(made).toHaveLength(8)
    })
  })
})
