import type { Core, UID } from '@strapi/strapi'
import { REVIEW_ACTION } from '../api/review/desk-routes'
import { adminMayReach, EDITORIAL_CONTENT, EDITORIAL_TYPES } from '../lib/admin-reach'
import { REVIEWED_TYPES } from '../lib/review-guard'

/**
 * The admin panel's roles for the people who run Talentstad (issue 32), with the least rights
 * each needs, made and kept at every start-up (like the permissions of the API):
 * - 'Redacteur': content items, the static pages and the themes, tags and audiences that content
 *   is filed under, and the media library; of organisations only their names (issue 46: an item's
 *   organisation shows, and is picked, by name). No members, no settings, and none of the records
 *   that hold members' data (enters, sign-ups, bookmarks, follows, alerts, mail).
 * - 'Communitymanager': the editor's rights and the organisations (their applications are decided
 *   here, as on the site's review pages), reading members (to answer a question about one), and
 *   reviewing calls and applications in the edit view (REVIEW_ACTION).
 * Strapi's own Super Admin role stays as it is; its Editor and Author roles keep the editorial types only.
 *
 * Each permission names its fields (issue 43): no relation that leads to members' data
 * (`adminMayReach`, src/lib/admin-reach.ts, which also holds for deeper paths), and no review field
 * to create or update: a decision is the review panel's action (src/lib/review-guard.ts).
 */

type RoleDefinition = {
  code: string
  name: string
  description: string
  subjects: string[]
  readOnly?: string[]
  /** Types the role knows by name (and kind) only, to show and pick them in a relation. */
  namesOf?: Array<{ subject: string; fields: string[] }>
  /** Actions without a subject, such as reviewing in the edit view (REVIEW_ACTION). */
  actions?: string[]
}

const CONTENT: string[] = [...EDITORIAL_CONTENT]

export const ADMIN_ROLES: RoleDefinition[] = [
  {
    code: 'talentstad-editor',
    name: 'Redacteur',
    description: 'Plaatst en bewerkt content en de vaste pagina’s. Van organisaties alleen de naam; geen leden of instellingen.',
    subjects: CONTENT,
    namesOf: [{ subject: 'api::organization.organization', fields: ['name', 'type'] }],
  },
  {
    code: 'talentstad-community-manager',
    name: 'Communitymanager',
    description: 'Wat een redacteur mag, en organisaties beoordelen en bewerken; leden bekijken.',
    subjects: [...CONTENT, 'api::organization.organization'],
    readOnly: ['plugin::users-permissions.user'],
    actions: [REVIEW_ACTION],
  },
]

/** The media library, as Strapi gives its own Editor role. */
const MEDIA = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
]

type Action = { actionId: string; section: string; subjects?: string[] }
type Permission = {
  action: string
  subject?: string | null
  properties?: { fields?: string[] } & Record<string, unknown>
  conditions?: string[]
}
type Schema = { attributes: Record<string, { type?: string; target?: string; component?: string }> }

const WRITES = new Set(['plugin::content-manager.explorer.create', 'plugin::content-manager.explorer.update'])

/** Whether a field path (`author`, `contactPerson.email`) passes only through attributes an admin role may reach. */
function reachable(strapi: Core.Strapi, uid: string, path: string): boolean {
  let schema = strapi.getModel(uid as UID.Schema) as unknown as Schema | undefined
  for (const segment of path.split('.')) {
    const attribute = schema?.attributes[segment]
    if (!adminMayReach(attribute)) return false
    schema = attribute?.component ? (strapi.getModel(attribute.component as UID.Schema) as unknown as Schema) : undefined
  }
  return true
}

/** A permission with only the fields a role may have: reachable ones, and no review field to write. */
function withPermittedFields(strapi: Core.Strapi, permission: Permission): Permission {
  const subject = permission.subject ?? ''
  const fields = permission.properties?.fields
  if (!fields) return permission
  const review: readonly string[] = WRITES.has(permission.action)
    ? (REVIEWED_TYPES[subject as keyof typeof REVIEWED_TYPES]?.fields ?? [])
    : []
  const permitted = fields.filter((field) => reachable(strapi, subject, field) && !review.includes(field.split('.')[0]!))
  return { ...permission, properties: { ...permission.properties, fields: permitted } }
}

const READ = 'plugin::content-manager.explorer.read'

/**
 * The permissions of a role: every content action on its subjects, reading only on the read-only
 * ones, reading the names of the types it knows by name, and the media library.
 */
export function permissionsOf(strapi: Core.Strapi, role: RoleDefinition): Permission[] {
  const actions = (strapi.service('admin::permission') as unknown as { actionProvider: { values(): Action[] } }).actionProvider
    .values()
    .filter((action) => action.section === 'contentTypes')
  const withFields = strapi.service('admin::content-type') as unknown as {
    getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects: string[] }): Permission[]
  }
  const everything = withFields.getPermissionsWithNestedFields(actions, { restrictedSubjects: [] })
  return [
    ...everything
      .filter(
        (permission) =>
          role.subjects.includes(permission.subject ?? '') ||
          (permission.action === READ && (role.readOnly ?? []).includes(permission.subject ?? '')),
      )
      .map((permission) => withPermittedFields(strapi, permission)),
    ...(role.namesOf ?? []).map(({ subject, fields }) => ({ action: READ, subject, properties: { fields }, conditions: [] })),
    ...[...MEDIA, ...(role.actions ?? [])].map((action) => ({ action })),
  ]
}

/**
 * Strapi's own Editor and Author roles keep their rights on the editorial types only: Strapi gave
 * them every content type, members' records included (issue 43). Whoever is given one reads content,
 * never a member's enters, sign-ups or follows.
 */
const STRAPI_CONTENT_ROLES = ['strapi-editor', 'strapi-author']

async function keepStrapiRolesToContent(strapi: Core.Strapi) {
  const permissions = (await strapi.db.query('admin::permission').findMany({
    where: { role: { code: { $in: STRAPI_CONTENT_ROLES } }, subject: { $notNull: true, $notIn: [...EDITORIAL_TYPES] } },
    select: ['id'],
  })) as Array<{ id: number }>
  if (permissions.length > 0)
    await strapi.db.query('admin::permission').deleteMany({ where: { id: { $in: permissions.map(({ id }) => id) } } })
}

/** Makes the roles when missing and gives each exactly its permissions; returns their ids by code. */
export async function syncAdminRoles(strapi: Core.Strapi): Promise<Map<string, number>> {
  const roles = strapi.service('admin::role') as unknown as {
    create(data: { name: string; code: string; description: string }): Promise<{ id: number }>
    assignPermissions(roleId: number, permissions: Permission[]): Promise<unknown>
  }
  const ids = new Map<string, number>()
  for (const role of ADMIN_ROLES) {
    const existing = (await strapi.db.query('admin::role').findOne({ where: { code: role.code }, select: ['id'] })) as { id: number } | null
    const id = existing?.id ?? (await roles.create({ name: role.name, code: role.code, description: role.description })).id
    await roles.assignPermissions(id, permissionsOf(strapi, role))
    ids.set(role.code, id)
  }
  await keepStrapiRolesToContent(strapi)
  return ids
}
