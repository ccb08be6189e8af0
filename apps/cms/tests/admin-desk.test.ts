import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LAYOUTS } from '../src/bootstrap/admin-layouts'
import { DEMO_ADMINS, seedAdmins } from '../src/seed/admins'
import { ADMIN_TEST_PASSWORD, adminToken } from './admin-helpers'
import { startCms, type TestCms } from './strapi'

/**
 * The editors' desk (issue 32), what the CMS writes at start-up on a fresh database: the content
 * manager's lists and Dutch field labels, and Dutch as the admin accounts' language.
 */
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let cms: TestCms

beforeAll(async () => {
  cms = await startCms({ ADMIN_EMAIL: 'redactie@talentstad.example', ADMIN_PASSWORD: ADMIN_TEST_PASSWORD })
})
afterAll(async () => {
  await cms?.stop()
})

type Configuration = {
  settings: Record<string, unknown>
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>
  layouts: { list: string[]; edit: Array<Array<{ name: string }>> }
}
const configurationOf = (uid: string) =>
  (
    cms.strapi.plugin('content-manager').service('content-types') as unknown as {
      findConfiguration(contentType: { uid: string }): Promise<Configuration>
    }
  ).findConfiguration({ uid })

describe(`the editors' desk at start-up (${db})`, () => {
  it("lists content items by type, title, organisation and review state (and Strapi's status), newest first, with Dutch labels", async () => {
    const configuration = await configurationOf('api::content-item.content-item')
    expect(configuration.layouts.list).toEqual(['type', 'title', 'organization', 'reviewState'])
    expect(configuration.settings).toMatchObject({ defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC', mainField: 'title' })
    expect(configuration.metadatas.type!.edit.label).toBe('Soort')
    expect(configuration.metadatas.reviewState!.list.label).toBe('Beoordeling')
    expect(configuration.metadatas.slug!.edit.description).toMatch(/webadres/)
    expect(configuration.metadatas.externalUrl!.edit.placeholder).toBe('https://')
    // Strapi's own parts of the configuration stay (the edit view's layout).
    expect(configuration.metadatas.title!.edit.visible).toBe(true)
    // But the edit view has no box for the relations to members' data no editor may read (issue 46).
    const edited = configuration.layouts.edit.flat().map((field) => field.name)
    expect(edited).toEqual(expect.arrayContaining(['title', 'type', 'organization', 'startDate']))
    for (const field of ['author', 'enters', 'registrations', 'favorites']) expect(edited, field).not.toContain(field)
  })

  it('gives organisations and members their lists too, and labels every field it names that the type has', async () => {
    const organizations = await configurationOf('api::organization.organization')
    expect(organizations.layouts.list).toEqual(['name', 'type', 'applicationState', 'chamberOfCommerceKey', 'updatedAt'])
    expect(organizations.metadatas.applicationState!.list.label).toBe('Aanmelding beoordeeld')
    const members = await configurationOf('plugin::users-permissions.user')
    expect(members.layouts.list).toEqual(['firstName', 'lastName', 'email', 'typeOfUser', 'blocked', 'createdAt'])
    expect(members.metadatas.email!.edit.label).toBe('E-mailadres')
    for (const [uid, layout] of Object.entries(ADMIN_LAYOUTS)) {
      const attributes = Object.keys(cms.strapi.contentType(uid as never).attributes)
      const own = ['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt']
      for (const field of [...Object.keys(layout!.fields), ...layout!.list]) {
        expect([...attributes, ...own], `${uid}.${field}`).toContain(field)
      }
    }
  })

  it('gives editors and community managers Strapi roles with the least rights of their work, checked by the admin API itself', async () => {
    const login = async (code: string) => {
      const token = await adminToken(cms, `${code}@talentstad.example`, code)
      const status = (path: string) =>
        fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.status)
      return Object.assign(status, { token })
    }
    const list = (uid: string) => `/content-manager/collection-types/${uid}?page=1&pageSize=1`
    const editor = await login('talentstad-editor')
    const editorToken = editor.token
    const editorRead = async (path: string) => {
      const response = await fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${editorToken}` } })
      return { status: response.status, body: (await response.json()) as { results: Array<Record<string, unknown>> } }
    }
    const editorPut = (path: string) =>
      fetch(`${cms.url}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${editorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Anders' }),
      }).then((response) => response.status)
    const manager = await login('talentstad-community-manager')
    expect(await editor(list('api::content-item.content-item'))).toBe(200)
    expect(await editor('/content-manager/single-types/api::privacy-page.privacy-page')).not.toBe(403)
    for (const uid of ['plugin::users-permissions.user', 'api::registration.registration', 'api::enter.enter']) {
      expect(await editor(list(uid)), uid).toBe(403)
    }
    expect(await editor('/admin/users?page=1&pageSize=1')).toBe(403)
    // Organisations by name and kind only (issue 46): an item's organisation shows, and is picked, by name.
    const organizations = await editorRead(list('api::organization.organization'))
    expect(organizations.status).toBe(200)
    const fields = new Set(organizations.body.results.flatMap((row: Record<string, unknown>) => Object.keys(row)))
    expect(fields).toContain('name')
    expect(fields).toContain('type')
    // None of what an organisation told the platform about itself or its people.
    for (const field of ['description', 'websiteUrl', 'contactPerson', 'address', 'signUp', 'submittedBy', 'memberships'])
      expect(fields, field).not.toContain(field)
    for (const field of ['applicationState', 'rejectReason', 'reviewedAt']) expect(fields, field).not.toContain(field)
    expect(await editorPut(`/content-manager/collection-types/api::organization.organization/x`)).toBe(403)
    expect(await manager(list('api::organization.organization'))).toBe(200)
    expect(await manager(list('plugin::users-permissions.user'))).toBe(200)
    expect(await manager(list('api::registration.registration'))).toBe(403)
    expect(await manager('/admin/users?page=1&pageSize=1')).toBe(403)
    // A member can be read, not changed or deleted.
    const permissions = await cms.strapi.db.query('admin::permission').findMany({
      where: { role: { code: 'talentstad-community-manager' }, subject: 'plugin::users-permissions.user' },
      select: ['action'],
    })
    expect(permissions.map((permission: { action: string }) => permission.action)).toEqual(['plugin::content-manager.explorer.read'])
  })

  it('seeds a demo editor and community manager with those roles, once', async () => {
    const before = process.env.ADMIN_PASSWORD
    process.env.ADMIN_PASSWORD = ADMIN_TEST_PASSWORD
    try {
      await seedAdmins(cms.strapi)
      await seedAdmins(cms.strapi)
    } finally {
      process.env.ADMIN_PASSWORD = before
    }
    for (const admin of DEMO_ADMINS) {
      const rows = await cms.strapi.db
        .query('admin::user')
        .findMany({ where: { email: admin.email }, populate: { roles: { select: ['code'] } } })
      expect(rows, admin.email).toHaveLength(1)
      expect(rows[0].roles.map((role: { code: string }) => role.code)).toEqual([admin.role])
      expect(rows[0].preferedLanguage).toBe('nl')
    }
  })

  it('gives the admin account Dutch as its language, and every account without one', async () => {
    const admin = await cms.strapi.db.query('admin::user').findOne({ where: { email: 'redactie@talentstad.example' } })
    expect(admin?.preferedLanguage).toBe('nl')
  })
})
