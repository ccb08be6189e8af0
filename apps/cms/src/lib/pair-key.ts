import type { Core, UID } from '@strapi/strapi'
import { selectRow, type Row } from './rows'

/**
 * One enter per call and user, one favorite per item and user, one membership per user and
 * organisation, one follow per member and organisation or theme, one sign-up per member and event: Strapi keeps relations in link tables, so each of these collections carries a
 * `pairKey` column ("<userId>:<target documentId>") with a unique index (see their schema.json).
 * The database, not a check in code, is what refuses a second row.
 */
const PAIRS = {
  'api::enter.enter': { target: 'call', targetUid: 'api::content-item.content-item' },
  'api::favorite.favorite': { target: 'contentItem', targetUid: 'api::content-item.content-item' },
  'api::membership.membership': { target: 'organization', targetUid: 'api::organization.organization' },
  'api::follow.organization-follow': { target: 'organization', targetUid: 'api::organization.organization' },
  'api::follow.theme-follow': { target: 'theme', targetUid: 'api::theme.theme' },
  'api::registration.registration': { target: 'event', targetUid: 'api::content-item.content-item' },
} as const

type PairUid = keyof typeof PAIRS
type Pair = (typeof PAIRS)[PairUid]

/** The pair key of a member and a target document: "<userId>:<target documentId>". */
export const pairKey = (userId: number, targetDocumentId: string) => `${userId}:${targetDocumentId}`

/** The target documentId a pair key names. */
export const pairTarget = (key: string) => key.slice(key.indexOf(':') + 1)

/** The member a pair key names. */
export const pairUserId = (key: string) => Number(key.slice(0, key.indexOf(':')))

/** The first entity id in any shape the database layer receives for a relation. */
export function firstRelationId(value: unknown): number | undefined {
  if (value == null) return undefined
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (Array.isArray(value)) {
    for (const item of value) {
      const id = firstRelationId(item)
      if (id !== undefined) return id
    }
    return undefined
  }
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.id === 'number' || typeof record.id === 'string') return firstRelationId(record.id)
    for (const key of ['set', 'connect']) {
      const id = firstRelationId(record[key])
      if (id !== undefined) return id
    }
  }
  return undefined
}

async function documentIdOf(strapi: Core.Strapi, uid: UID.ContentType, id: number) {
  const row = await selectRow(strapi, uid, ['documentId'], { where: { id } })
  return row?.documentId
}

async function pairKeyFor(strapi: Core.Strapi, uid: PairUid, data: Record<string, unknown>, existingId?: number) {
  const { target, targetUid } = PAIRS[uid]
  let userId = firstRelationId(data.user)
  let targetId = firstRelationId(data[target])
  if (existingId !== undefined && (userId === undefined || targetId === undefined)) {
    const current:
      | (Row<PairUid> & { user?: Row<'plugin::users-permissions.user'> | null } & {
          [relation in Pair['target']]?: Row<Pair['targetUid']> | null
        })
      | null = await strapi.db.query(uid).findOne({ where: { id: existingId }, populate: { user: true, [target]: true } })
    userId ??= current?.user?.id
    targetId ??= current?.[target]?.id
  }
  if (userId === undefined || targetId === undefined) return undefined
  const targetDocumentId = await documentIdOf(strapi, targetUid, targetId)
  return targetDocumentId ? pairKey(userId, targetDocumentId) : undefined
}

export function registerPairKeys(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: Object.keys(PAIRS),
    async beforeCreate(event) {
      const uid = event.model.uid as PairUid
      const data = event.params.data as Record<string, unknown>
      const key = await pairKeyFor(strapi, uid, data)
      if (!key) {
        throw new Error(`${uid} needs both a user and a ${PAIRS[uid].target}`)
      }
      data.pairKey = key
    },
    async beforeUpdate(event) {
      const uid = event.model.uid as PairUid
      const data = event.params.data as Record<string, unknown>
      delete data.pairKey
      if (!('user' in data) && !(PAIRS[uid].target in data)) return
      const where = event.params.where as { id?: number } | undefined
      const key = await pairKeyFor(strapi, uid, data, where?.id)
      if (key) data.pairKey = key
    },
  })
}
