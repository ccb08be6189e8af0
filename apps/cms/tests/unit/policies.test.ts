import { errors } from '@strapi/utils'
import type { MemberRole } from '@talentstad/types'
import { describe, expect, it, vi } from 'vitest'
import hasOrganizationRole from '../../src/policies/has-organization-role'
import isCommunityManager from '../../src/policies/is-community-manager'
import isEventOrganiser from '../../src/policies/is-event-organiser'

// The route policies' rules, with the one lookup each makes (a member's role in an organisation,
// an event's type and organisation) answered inline. A right is a role, never `typeOfUser`.

/** A Strapi whose member `7` has these roles by organisation, and whose items are these. */
function fakeStrapi(
  roles: Record<string, MemberRole> = {},
  items: Record<string, { id: number; type: string; organization?: { documentId: string } | null }> = {},
) {
  const roleOf = vi.fn(async (userId: number, organization: string) => (userId === 7 ? (roles[organization] ?? null) : null))
  const strapi = {
    service: (uid: string) => {
      if (uid === 'api::organization.members') return { roleOf }
      throw new Error(`no ${uid} in this test`)
    },
    db: { query: () => ({ findOne: async ({ where }: { where: { documentId: string } }) => items[where.documentId] ?? null }) },
  }
  return { strapi: strapi as never, roleOf }
}

const forbidden = (policy: string) => expect.objectContaining({ name: 'PolicyError', details: { policy } })

describe('is-community-manager', () => {
  const check = (user: unknown) => isCommunityManager({ state: { user } } as never, undefined, { strapi: {} as never })

  it('lets only the community-manager role pass', () => {
    expect(check({ id: 1, role: { type: 'community-manager' } })).toBe(true)
  })

  it('refuses a member, a member who calls themselves community manager, and a request without a role', () => {
    for (const user of [
      { id: 1, role: { type: 'authenticated' } },
      { id: 1, typeOfUser: 'TYPE_COMMUNITY_MANAGER' },
      { id: 1, role: null },
      undefined,
    ])
      expect(() => check(user)).toThrow(errors.PolicyError)
  })
})

describe('has-organization-role', () => {
  const run = (strapi: never, config: unknown, params: Record<string, string> = { organizationId: 'org1' }, user: unknown = { id: 7 }) => {
    const context = { params, state: { user } as Record<string, unknown> }
    return { context, result: hasOrganizationRole.handler(context as never, config as never, { strapi }) }
  }

  it('lets a member with one of the roles pass, and leaves their role for the controller', async () => {
    const { strapi } = fakeStrapi({ org1: 'admin' })
    const { context, result } = run(strapi, { roles: ['contentManager', 'admin'] })
    await expect(result).resolves.toBe(true)
    expect(context.state.organizationRole).toBe('admin')
  })

  it('refuses another role, an organisation the member is not in (alike an unknown one), and a visitor, without asking', async () => {
    const { strapi, roleOf } = fakeStrapi({ org1: 'employee' })
    await expect(run(strapi, { roles: ['contentManager', 'admin'] }).result).rejects.toEqual(forbidden('has-organization-role'))
    await expect(run(strapi, { roles: ['employee'] }, { organizationId: 'org2' }).result).rejects.toEqual(
      forbidden('has-organization-role'),
    )
    roleOf.mockClear()
    await expect(run(strapi, { roles: ['employee'] }, { organizationId: 'org1' }, null).result).rejects.toEqual(
      forbidden('has-organization-role'),
    )
    await expect(run(strapi, { roles: ['employee'] }, {}).result).rejects.toEqual(forbidden('has-organization-role'))
    expect(roleOf).not.toHaveBeenCalled()
  })

  it('reads the organisation from the route parameter the route names', async () => {
    const { strapi, roleOf } = fakeStrapi({ org1: 'employee' })
    await expect(run(strapi, { roles: ['employee'], param: 'id' }, { id: 'org1', organizationId: 'org2' }).result).resolves.toBe(true)
    expect(roleOf).toHaveBeenCalledWith(7, 'org1')
  })

  it('refuses a route configured without roles, with an unknown role or an empty parameter name', () => {
    expect(() => hasOrganizationRole.validator({ roles: ['admin'] })).not.toThrow()
    for (const config of [undefined, {}, { roles: [] }, { roles: ['owner'] }, { roles: ['admin'], param: '' }])
      expect(() => hasOrganizationRole.validator(config), JSON.stringify(config)).toThrow(
        'Invalid config passed to "has-organization-role" policy.',
      )
  })
})

describe('is-event-organiser', () => {
  const items = {
    orgEvent: { id: 1, type: 'CONTENT_TYPE_EVENT', organization: { documentId: 'org1' } },
    platformEvent: { id: 2, type: 'CONTENT_TYPE_EVENT', organization: null },
    orgNews: { id: 3, type: 'CONTENT_TYPE_NEWS', organization: { documentId: 'org1' } },
  }
  const member = { id: 7, role: { type: 'authenticated' } }
  const check = (strapi: never, documentId: string | undefined, user: unknown = member) =>
    isEventOrganiser.handler({ params: documentId === undefined ? {} : { documentId }, state: { user } } as never, undefined, { strapi })

  it("lets an organisation's content managers and admins organise its events, by their role now", async () => {
    for (const role of ['contentManager', 'admin'] as const)
      await expect(check(fakeStrapi({ org1: role }, items).strapi, 'orgEvent')).resolves.toBe(true)
    await expect(check(fakeStrapi({ org1: 'employee' }, items).strapi, 'orgEvent')).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(fakeStrapi({}, items).strapi, 'orgEvent')).rejects.toEqual(forbidden('is-event-organiser'))
  })

  it("gives a community manager no right over an organisation's event, but over the platform's own", async () => {
    const manager = { id: 8, role: { type: 'community-manager' } }
    await expect(check(fakeStrapi({}, items).strapi, 'orgEvent', manager)).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(fakeStrapi({}, items).strapi, 'platformEvent', manager)).resolves.toBe(true)
  })

  it('refuses what is not an event, an unknown item and a request without a member or an item', async () => {
    const { strapi } = fakeStrapi({ org1: 'admin' }, items)
    await expect(check(strapi, 'orgNews')).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(strapi, 'nothing')).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(strapi, undefined)).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(strapi, '')).rejects.toEqual(forbidden('is-event-organiser'))
    await expect(check(strapi, 'orgEvent', null)).rejects.toEqual(forbidden('is-event-organiser'))
  })
})
