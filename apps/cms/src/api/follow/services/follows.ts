import type { Core } from '@strapi/strapi'
import type { FollowsDto, FollowTarget } from '@talentstad/types'
import { idsLinkedTo } from '../../../lib/linked-ids'
import { withinLimits } from '../../../lib/member-limits'
import { pairKey, pairTarget, pairUserId } from '../../../lib/pair-key'
import { selectRow, selectRows } from '../../../lib/rows'
import { isUniqueViolation } from '../../../lib/unique-violation'

const ORGANIZATION = 'api::organization.organization'
const THEME = 'api::theme.theme'
const ORGANIZATION_FOLLOW = 'api::follow.organization-follow'
const THEME_FOLLOW = 'api::follow.theme-follow'

/** Each kind of follow: its collection, the relation to what is followed, and what is followed. */
const FOLLOWS = {
  organization: { uid: ORGANIZATION_FOLLOW, relation: 'organization', targetUid: ORGANIZATION },
  theme: { uid: THEME_FOLLOW, relation: 'theme', targetUid: THEME },
} as const

/**
 * Only what the public sees can be followed: an approved organisation, any theme. Checked on the
 * rows read by documentId (its index): with the state in the WHERE, PostgreSQL may walk the
 * partial index of approved organisations instead (tests/indexes.test.ts).
 */
const isPublic = (organization: { applicationState?: string | null }) => organization.applicationState === 'approved'

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** The documentIds each of these members follows of one kind, newest first (read from the pairKey). */
  async function followedBy(target: FollowTarget, userIds: readonly number[]): Promise<Map<number, string[]>> {
    const { uid } = FOLLOWS[target]
    // From the members' side of the link table (its index on user_id), as favorites are read.
    const ids = await idsLinkedTo(strapi, uid, 'user', userIds)
    const byUser = new Map<number, string[]>()
    if (ids.length === 0) return byUser
    const rows = await selectRows(strapi, uid, ['pairKey'], { where: { id: { $in: ids } }, orderBy: { id: 'desc' } })
    for (const row of rows) {
      const userId = pairUserId(row.pairKey)
      byUser.set(userId, [...(byUser.get(userId) ?? []), pairTarget(row.pairKey)])
    }
    return byUser
  }

  /** The documentIds the member follows of one kind, newest first. */
  const followed = async (target: FollowTarget, userId: number) => (await followedBy(target, [userId])).get(userId) ?? []

  /** The row id of a public organisation or theme, or null when there is none by that documentId. */
  async function publicTarget(target: FollowTarget, documentId: string): Promise<number | null> {
    if (target === 'theme') return (await selectRow(strapi, THEME, ['id'], { where: { documentId } }))?.id ?? null
    const organization = await selectRow(strapi, ORGANIZATION, ['id', 'applicationState'], { where: { documentId } })
    return organization && isPublic(organization) ? organization.id : null
  }

  /** The write of `set`, within its limit. */
  async function write(userId: number, target: FollowTarget, documentId: string, following: boolean): Promise<boolean> {
    const { uid, relation } = FOLLOWS[target]
    const key = pairKey(userId, documentId)
    const existing = await selectRows(strapi, uid, ['id'], { where: { pairKey: key } })
    if (!following) {
      if (existing.length === 0) return (await publicTarget(target, documentId)) !== null
      await strapi.db.transaction(async () => {
        for (const row of existing) await strapi.db.query(uid).delete({ where: { id: row.id }, select: ['id'] })
      })
      return true
    }
    const targetId = await publicTarget(target, documentId)
    if (targetId === null) return false
    if (existing.length > 0) return true
    try {
      await strapi.db.query(uid).create({ data: { user: userId, [relation]: targetId }, select: ['id'] })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
    return true
  }

  return {
    /**
     * The documentIds each of these members follows, newest first (for the feed and the digests:
     * no names, no state check); every member asked for is in the map.
     */
    async followedIds(userIds: readonly number[]): Promise<Map<number, { organizations: string[]; themes: string[] }>> {
      const [organizations, themes] = await Promise.all([followedBy('organization', userIds), followedBy('theme', userIds)])
      return new Map(
        userIds.map((userId) => [userId, { organizations: organizations.get(userId) ?? [], themes: themes.get(userId) ?? [] }]),
      )
    },

    /** What the member follows, newest first: organisations while they are public, and themes. */
    async list(userId: number): Promise<FollowsDto> {
      const [organizationIds, themeIds] = await Promise.all([followed('organization', userId), followed('theme', userId)])
      const [organizations, themes] = await Promise.all([
        organizationIds.length
          ? selectRows(strapi, ORGANIZATION, ['documentId', 'name', 'slug', 'type', 'applicationState'], {
              where: { documentId: { $in: organizationIds } },
            }).then((rows) => rows.filter(isPublic))
          : [],
        themeIds.length ? selectRows(strapi, THEME, ['documentId', 'name', 'slug'], { where: { documentId: { $in: themeIds } } }) : [],
      ])
      const inOrder = <T extends { documentId: string }>(documentIds: string[], rows: T[]) => {
        const byId = new Map(rows.map((row) => [row.documentId, row]))
        return documentIds.flatMap((documentId) => byId.get(documentId) ?? [])
      }
      return {
        organizations: inOrder(organizationIds, organizations).map(({ documentId, name, slug, type }) => ({
          documentId,
          name: name ?? '',
          slug: slug ?? '',
          type: type ?? 'ORGANIZATION_TYPE_REGULAR',
        })),
        themes: inOrder(themeIds, themes).map(({ documentId, name, slug }) => ({ documentId, name: name ?? '', slug: slug ?? '' })),
      }
    },

    /**
     * Follows or stops following, idempotently. A new follow needs a public organisation or a theme;
     * a follow that exists can always be ended; ending one that does not exist is fine for a public
     * target and 'unknown' for anything else (a pending organisation answers like none). Two calls
     * at once meet at the unique pairKey: the insert that loses counts as success. Returns false
     * for an unknown target. Each call counts towards the member's follow limit (429 past it,
     * shared by every CMS instance: src/lib/member-limits.ts).
     */
    async set(userId: number, target: FollowTarget, documentId: string, following: boolean): Promise<boolean> {
      return withinLimits([['follows', userId]], () => write(userId, target, documentId, following))
    },

    /**
     * How many members follow the organisation: a number, never who (for its admins). Members who
     * are blocked, or whose account is gone without its follows (deleted in the admin panel), do
     * not count.
     */
    async followerCount(organizationDocumentId: string): Promise<number> {
      const organization = await selectRow(strapi, ORGANIZATION, ['id'], { where: { documentId: organizationDocumentId } })
      if (!organization) return 0
      const ids = await idsLinkedTo(strapi, ORGANIZATION_FOLLOW, 'organization', organization.id)
      if (ids.length === 0) return 0
      return strapi.db.query(ORGANIZATION_FOLLOW).count({
        where: { id: { $in: ids }, $or: [{ user: { blocked: false } }, { user: { id: { $notNull: true }, blocked: { $null: true } } }] },
      })
    },
  }
}
