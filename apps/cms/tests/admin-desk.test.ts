import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LAYOUTS } from '../src/bootstrap/admin-layouts'
import { startCms, type TestCms } from './strapi'

/**
 * The editors' desk (issue 32), what the CMS writes at start-up on a fresh database: the content
 * manager's lists and Dutch field labels, and Dutch as the admin accounts' language.
 */
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let cms: TestCms

beforeAll(async () => {
  cms = await startCms({ ADMIN_EMAIL: 'redactie@talentstad.example', ADMIN_PASSWORD: 'Redactie!2026-test' })
})
afterAll(async () => {
  await cms?.stop()
})

type Configuration = {
  settings: Record<string, unknown>
  metadatas: Record<string, { edit: Record<string, unknown>; list: Record<string, unknown> }>
  layouts: { list: string[] }
}
const configurationOf = (uid: string) =>
  (
    cms.strapi.plugin('content-manager').service('content-types') as unknown as {
      findConfiguration(contentType: { uid: string }): Promise<Configuration>
    }
  ).findConfiguration({ uid })

describe(`the editors' desk at start-up (${db})`, () => {
  it("lists content items by type, title, organisation, review state and updated (and Strapi's status), newest first, with Dutch labels", async () => {
    const configuration = await configurationOf('api::content-item.content-item')
    expect(configuration.layouts.list).toEqual(['type', 'title', 'organization', 'reviewState', 'updatedAt'])
    expect(configuration.settings).toMatchObject({ defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC', mainField: 'title' })
    expect(configuration.metadatas.type!.edit.label).toBe('Soort')
    expect(configuration.metadatas.reviewState!.list.label).toBe('Beoordeling')
    expect(configuration.metadatas.slug!.edit.description).toMatch(/webadres/)
    expect(configuration.metadatas.externalUrl!.edit.placeholder).toBe('https://')
    // Strapi's own parts of the configuration stay (the edit view's layout).
    expect(configuration.metadatas.title!.edit.visible).toBe(true)
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

  it('gives the admin account Dutch as its language, and every account without one', async () => {
    const admin = await cms.strapi.db.query('admin::user').findOne({ where: { email: 'redactie@talentstad.example' } })
    expect(admin?.preferedLanguage).toBe('nl')
  })
})
