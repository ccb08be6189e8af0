import type { Core, UID } from '@strapi/strapi'
import { contentTypes, errors, traverse, traverseEntity } from '@strapi/utils'

/** The content editors write: items, what they are filed under, and the fixed pages (every editor role's own subjects). */
export const EDITORIAL_CONTENT = [
  'api::content-item.content-item',
  'api::theme.theme',
  'api::tag.tag',
  'api::audience.audience',
  'api::about-page.about-page',
  'api::accessibility-page.accessibility-page',
  'api::contact-page.contact-page',
  'api::disclaimer-page.disclaimer-page',
  'api::privacy-page.privacy-page',
] as const

/**
 * What the admin panel's roles may reach through a relation (issue 43, docs/decisions/0057).
 *
 * Strapi's admin permissions name the fields of the type a role reads, and its sanitisers check a
 * nested path only against that first type's list: a role that may read `author` of a content item
 * reads every field of the author's users-permissions record (`populate[author][fields][0]=email`),
 * and one that may read a theme reaches its items' authors (`populate[contentItems][populate][author]`).
 * So the rule is by target, at every depth: a relation leads only to a type on this list. Members'
 * data (accounts, enters, sign-ups, bookmarks, follows, alerts, deliveries, memberships, sessions,
 * invitations, anything added later) is off the list by default; only Super Admins reach it.
 *
 * A new content type that editors should reach through relations goes on this list; a new type
 * that holds members' data needs nothing (a test fails for a relation to a type on neither list).
 */
export const EDITORIAL_TYPES: ReadonlySet<string> = new Set([
  ...EDITORIAL_CONTENT,
  'api::organization.organization',
  'plugin::upload.file',
  'plugin::upload.folder',
  // Strapi reduces a related admin account (createdBy, updatedBy) to its name itself.
  'admin::user',
])

type Attribute = { type?: string; target?: string; relation?: string }

/** Whether an admin role may follow this attribute: anything but a relation, or a relation to an editorial type. */
export function adminMayReach(attribute: Attribute | undefined | null): boolean {
  if (!attribute || attribute.type !== 'relation') return true
  // A polymorphic relation (the media library's `related`) can lead anywhere: never followed.
  return typeof attribute.target === 'string' && EDITORIAL_TYPES.has(attribute.target)
}

/** Whether the admin request being answered is a Super Admin's. */
function bySuperAdmin(strapi: Core.Strapi): boolean {
  const user = strapi.requestContext.get()?.state?.user as { roles?: Array<{ code?: string }> } | undefined
  return Boolean(user?.roles?.some((role) => role.code === 'strapi-super-admin'))
}

type Visitor = Parameters<typeof traverseEntity>[0]
type Ability = { can(action: string, subject: string, field?: string): boolean }
const READ = 'plugin::content-manager.explorer.read'
/** The types whose fields a role's own read rights name (media and admin accounts are Strapi's to reduce). */
const RIGHTS_NAMED = (uid: string) => uid.startsWith('api::') || uid === 'plugin::users-permissions.user'

/**
 * What an admin role may not see of a relation's target, at every depth below the first (Strapi
 * checks the first level itself): a relation to a type that is not editorial, and a field of the
 * target the role may not read there (a content item's organisation is editorial, its sign-up data
 * and reason of rejection are not the Redacteur's). Fields Strapi keeps for every reader (ids,
 * timestamps, what no permission names) stay.
 */
function unreachableTo(ability: Ability): Visitor {
  return ({ key, attribute, schema, path }, { remove }) => {
    if (!adminMayReach(attribute as Attribute)) return remove(key)
    const nested = typeof path?.attribute === 'string' && path.attribute.includes('.')
    if (!attribute || !nested || !RIGHTS_NAMED(schema.uid)) return
    const named = contentTypes.isVisibleAttribute(schema, key) && contentTypes.isWritableAttribute(schema, key)
    if (named && !ability.can(READ, schema.uid, key)) remove(key)
  }
}

type Query = { filters?: unknown; sort?: unknown; populate?: unknown; fields?: unknown }
type Manager = {
  sanitizeQuery(query: Query, options?: unknown): Promise<Query>
  sanitizeOutput(data: unknown, options?: unknown): Promise<unknown>
}
type ManagerOptions = { model: string; ability: Ability }

/**
 * Every admin permissions manager (the content manager's lists, edit view, relations endpoint and
 * home widgets, the media library) removes, after Strapi's own sanitising, every relation to a type
 * that is not editorial, and every field of a related type the role may not read, from the query
 * (populate, filters, sort) and from what it answers, at every depth, for every admin but a Super Admin; the relations endpoint refuses such a relation (403).
 * Installed in `bootstrap`, before the server listens.
 */
export function keepAdminRolesFromMemberData(strapi: Core.Strapi): void {
  const permission = strapi.service('admin::permission') as unknown as { createPermissionsManager(options: ManagerOptions): Manager }
  const create = permission.createPermissionsManager
  permission.createPermissionsManager = (options: ManagerOptions) => {
    const manager = create(options)
    if (bySuperAdmin(strapi)) return manager
    const context = { schema: strapi.getModel(options.model as UID.Schema), getModel: (uid: string) => strapi.getModel(uid as UID.Schema) }
    const { sanitizeQuery, sanitizeOutput } = manager
    const removeUnreachable = unreachableTo(options.ability)
    manager.sanitizeQuery = async (query, sanitizeOptions) => {
      const sanitized = { ...(await sanitizeQuery.call(manager, query, sanitizeOptions)) }
      if (sanitized.populate !== undefined)
        sanitized.populate = await traverse.traverseQueryPopulate(removeUnreachable, context)(sanitized.populate)
      if (sanitized.filters !== undefined)
        sanitized.filters = await traverse.traverseQueryFilters(removeUnreachable, context)(sanitized.filters)
      if (sanitized.sort !== undefined) sanitized.sort = await traverse.traverseQuerySort(removeUnreachable, context)(sanitized.sort)
      return sanitized
    }
    manager.sanitizeOutput = async (data, sanitizeOptions) => {
      const sanitized = await sanitizeOutput.call(manager, data, sanitizeOptions)
      const strip = (entity: unknown) =>
        entity && typeof entity === 'object'
          ? traverseEntity(removeUnreachable, context, entity as Parameters<typeof traverseEntity>[2])
          : entity
      return Array.isArray(sanitized) ? Promise.all(sanitized.map(strip)) : strip(sanitized)
    }
    return manager
  }
  // The relations endpoint (the edit view's relation pickers) checks only the source field, and
  // when a role may not read it, Strapi answers `ctx.forbidden()` and then fails on its own empty
  // result (a 500). Here it is a 403, and a relation to members' data is one for every admin role.
  type RelationsController = { extractAndValidateRequestInfo(ctx: RelationsContext, id?: string): Promise<unknown> }
  type RelationsContext = { params: { model?: string; targetField?: string } }
  const relations = strapi.plugin('content-manager').controller('relations') as unknown as RelationsController
  const extract = relations.extractAndValidateRequestInfo
  relations.extractAndValidateRequestInfo = async function (ctx, id) {
    const { model, targetField } = ctx.params
    const attribute =
      model && targetField
        ? (strapi.getModel(model as UID.Schema)?.attributes as Record<string, Attribute> | undefined)?.[targetField]
        : undefined
    if (attribute && !adminMayReach(attribute) && !bySuperAdmin(strapi)) throw new errors.ForbiddenError()
    const info = await extract.call(this, ctx, id)
    if (info === undefined) throw new errors.ForbiddenError()
    return info
  }
}
