import { ROLE_TYPE, STATIC_PAGE_KEYS } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { ROLE_PERMISSIONS } from '../../src/bootstrap/permissions'
import { EDITORIAL_CONTENT, EDITORIAL_TYPES, adminMayReach } from '../../src/lib/admin-reach'

// The permission tables in code: the content API's roles (synced at every start) and what the
// admin panel's roles may reach through a relation (docs/decisions/0057).

const actionsOf = (role: string) => ROLE_PERMISSIONS[role]!.actions
const PUBLIC = actionsOf('public')
const MEMBER = actionsOf(ROLE_TYPE.ROLE_USER)
const MANAGER = actionsOf(ROLE_TYPE.ROLE_COMMUNITY_MANAGER)

describe('content-API roles', () => {
  it('are the public role, every member and community managers', () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual(['authenticated', 'community-manager', 'public'])
  })

  it('let a visitor read public content and send the contact form, and nothing else', () => {
    const reads = ['content-item', 'theme', 'tag', 'audience', 'organization'].flatMap((name) => [
      `api::${name}.${name}.find`,
      `api::${name}.${name}.findOne`,
    ])
    const pages = STATIC_PAGE_KEYS.map((name) => `api::${name}.${name}.find`)
    expect([...PUBLIC].sort()).toEqual([...reads, ...pages, 'api::contact-message.contact-message.send'].sort())
    expect(pages).toContain('api::privacy-page.privacy-page.find')
  })

  it('give each role what the role below it has', () => {
    for (const action of PUBLIC) expect(MEMBER, action).toContain(action)
    for (const action of MEMBER) expect(MANAGER, action).toContain(action)
  })

  it("keep reviews, applications, taking offline and the digest's runs to community managers", () => {
    const managerOnly = MANAGER.filter((action) => !MEMBER.includes(action))
    expect(managerOnly.sort()).toEqual(
      [
        'api::review.review.listCalls',
        'api::review.review.getCall',
        'api::review.review.decide',
        'api::organization.applications.queue',
        'api::organization.applications.get',
        'api::organization.applications.decide',
        'api::moderation.moderation.takeOffline',
        'api::mailing.mailing.preview',
        'api::mailing.mailing.run',
      ].sort(),
    )
  })

  it("give no role users-permissions' own endpoints beyond a member's own account, and list each action once", () => {
    for (const [role, { actions }] of Object.entries(ROLE_PERMISSIONS)) {
      expect(new Set(actions).size, role).toBe(actions.length)
      const plugin = actions.filter((action) => action.startsWith('plugin::'))
      expect(plugin, role).toEqual(role === 'public' ? [] : ['plugin::users-permissions.user.me'])
    }
  })

  it('let a member act on their own data and sign up for events, never as the public role', () => {
    for (const action of ['api::me.me.deleteAccount', 'api::account.account.logout', 'api::registration.registrations.signUp']) {
      expect(MEMBER).toContain(action)
      expect(PUBLIC).not.toContain(action)
    }
  })
})

describe("the admin panel's reach through relations", () => {
  const relation = (target?: string) => ({ type: 'relation', relation: 'manyToOne', target })

  it('follows any field that is not a relation', () => {
    expect(adminMayReach(undefined)).toBe(true)
    expect(adminMayReach(null)).toBe(true)
    expect(adminMayReach({ type: 'string' })).toBe(true)
    expect(adminMayReach({ type: 'media' })).toBe(true)
    expect(adminMayReach({ type: 'component' })).toBe(true)
  })

  it('follows a relation only to an editorial type', () => {
    for (const uid of EDITORIAL_TYPES) expect(adminMayReach(relation(uid)), uid).toBe(true)
    for (const uid of [
      'plugin::users-permissions.user',
      'plugin::users-permissions.role',
      'api::enter.enter',
      'api::registration.registration',
      'api::favorite.favorite',
      'api::membership.membership',
      'api::account.account-session',
      'api::invitation.invitation',
      'api::mailing.alert',
      'api::follow.theme-follow',
    ])
      expect(adminMayReach(relation(uid)), uid).toBe(false)
  })

  it('never follows a polymorphic relation (it can lead anywhere)', () => {
    expect(adminMayReach(relation(undefined))).toBe(false)
    expect(adminMayReach({ type: 'relation', relation: 'morphToMany' })).toBe(false)
  })

  it("lists the editors' content, organisations, the media library and admin accounts as editorial, and nothing of members", () => {
    for (const uid of EDITORIAL_CONTENT) expect(EDITORIAL_TYPES.has(uid), uid).toBe(true)
    expect([...EDITORIAL_TYPES].filter((uid) => !(EDITORIAL_CONTENT as readonly string[]).includes(uid)).sort()).toEqual([
      'admin::user',
      'api::organization.organization',
      'plugin::upload.file',
      'plugin::upload.folder',
    ])
    expect(EDITORIAL_CONTENT).toContain('api::content-item.content-item')
    expect(EDITORIAL_TYPES.has('plugin::users-permissions.user')).toBe(false)
  })
})
