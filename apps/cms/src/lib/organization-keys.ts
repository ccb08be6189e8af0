import type { Core } from '@strapi/strapi'
import { chamberOfCommerceKey, ORGANIZATION_MESSAGES, organizationNameKey, APPLICATION_MESSAGES } from '@talentstad/types'
import { ConflictError } from './http-errors'
import { firstRelationId } from './pair-key'
import { isUniqueViolation } from './unique-violation'
import { selectRow, type Selected } from './rows'

/**
 * One organisation per name and per KvK number (docs/decisions/0032).
 *
 * Every organisation row carries two keys beside what they are made of: `nameKey`
 * (organizationNameKey of the name: case, accents and white space do not count) and
 * `chamberOfCommerceKey` (the digits of the KvK number in the `signUp` component, which lives in a
 * table of its own). A database lifecycle sets both on every write, whoever writes: the site's API,
 * the admin panel, the seed.
 *
 * The rule: no two organisations that are pending or approved share a key. What enforces it:
 * - the database, for approved organisations: a partial unique index per key over the rows whose
 *   applicationState is 'approved' (created at start-up, `ensureOrganizationKeys`). It decides
 *   between concurrent writes, and no write path can get past it;
 * - the same lifecycle, before a write, for a clear 409 with a Dutch message: a name or KvK number
 *   a write changes is checked against the other pending and approved organisations, and an
 *   organisation that becomes approved against the other approved ones (of two pending
 *   applications with one name, the first approved wins);
 * - a Document Service middleware that turns the index's refusal (a concurrent write that passed the
 *   check at the same moment) into the same 409.
 */

const ORGANIZATION = 'api::organization.organization'
const SIGN_UP = 'organization.sign-up'
const KEYS = ['nameKey', 'chamberOfCommerceKey'] as const
type KeyName = (typeof KEYS)[number]
export type OrganizationKeys = { nameKey: string | null; chamberOfCommerceKey: string | null }
type State = 'pending' | 'approved' | 'rejected'

/** The partial unique indexes (name, column). */
const INDEXES: Record<KeyName, { index: string; column: string }> = {
  nameKey: { index: 'organizations_approved_name_key_uq', column: 'name_key' },
  chamberOfCommerceKey: { index: 'organizations_approved_kvk_key_uq', column: 'chamber_of_commerce_key' },
}

const TAKEN: Record<KeyName, string> = {
  nameKey: ORGANIZATION_MESSAGES.nameTaken,
  chamberOfCommerceKey: ORGANIZATION_MESSAGES.chamberOfCommerceTaken,
}

const isPostgres = (strapi: Core.Strapi) => /^(postgres|pg)/.test(String(strapi.db.dialect.client))

/** The keys of a sign-up's or an edit's values. */
export function organizationKeys(values: { name?: string | null; chamberOfCommerceNumber?: string | null }): Partial<OrganizationKeys> {
  const keys: Partial<OrganizationKeys> = {}
  if (typeof values.name === 'string') keys.nameKey = organizationNameKey(values.name)
  if (values.chamberOfCommerceNumber !== undefined) keys.chamberOfCommerceKey = chamberOfCommerceKey(values.chamberOfCommerceNumber)
  return keys
}

/**
 * Another organisation (not `exceptId`) in one of `states` that shares one of the given keys: which
 * key, and its state (approved first). Null when there is none.
 */
export async function findDuplicate(
  strapi: Core.Strapi,
  keys: Partial<OrganizationKeys>,
  states: readonly State[],
  exceptId?: number,
): Promise<{ key: KeyName; applicationState: State } | null> {
  const conditions = KEYS.filter((key) => keys[key]).map((key) => ({ [key]: keys[key] }))
  if (conditions.length === 0) return null
  const row = await selectRow(strapi, ORGANIZATION, ['applicationState', ...KEYS], {
    where: {
      applicationState: { $in: [...states] },
      $or: conditions,
      ...(exceptId !== undefined ? { id: { $ne: exceptId } } : {}),
    },
    orderBy: { applicationState: 'asc' },
  })
  if (!row) return null
  const key = KEYS.find((name) => keys[name] && row[name] === keys[name])!
  return { key, applicationState: row.applicationState }
}

/** The form field each key is made of. */
const FIELDS: Record<KeyName, string> = { nameKey: 'name', chamberOfCommerceKey: 'chamberOfCommerceNumber' }

/**
 * The 409 for a duplicate key: the name's or the KvK number's message, also as the field's error
 * (`details.fieldErrors`), or another `message` for the whole request (the approval's).
 */
export function duplicateError(key: KeyName, message?: string) {
  const details = message ? {} : { fieldErrors: { [FIELDS[key]]: [TAKEN[key]] } }
  return new ConflictError(message ?? TAKEN[key], { code: 'duplicate-organization', field: FIELDS[key], ...details })
}

/**
 * The 409 for a refusal of one of the partial unique indexes (a concurrent write won), or null when
 * `error` is something else. `message` replaces the key's own message (the approval says more).
 */
export function duplicateErrorOf(error: unknown, message?: string): ConflictError | null {
  if (!isUniqueViolation(error)) return null
  const text = messagesOf(error).join(' ')
  const key = KEYS.find((name) => text.includes(INDEXES[name].index) || text.includes(`.${INDEXES[name].column}`))
  return key ? duplicateError(key, message) : null
}

function messagesOf(error: unknown): string[] {
  const messages: string[] = []
  for (let cause = error as { message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth++) {
    if (typeof cause.message === 'string') messages.push(cause.message)
    cause = cause.cause as typeof cause
  }
  return messages
}

/** The KvK number of the `signUp` component a write links (its row is written before the organisation's), or undefined when the write does not touch it. */
async function chamberOfCommerceOf(strapi: Core.Strapi, data: Record<string, unknown>): Promise<string | null | undefined> {
  if (!('signUp' in data)) return undefined
  const value = data.signUp
  if (value == null) return null
  if (typeof value === 'object' && 'chamberOfCommerceNumber' in value) {
    return chamberOfCommerceKey((value as { chamberOfCommerceNumber?: string | null }).chamberOfCommerceNumber)
  }
  const id = firstRelationId(value)
  if (id === undefined) return null
  const row = await selectRow(strapi, SIGN_UP, ['chamberOfCommerceNumber'], { where: { id } })
  return chamberOfCommerceKey(row?.chamberOfCommerceNumber)
}

/** Sets the keys on a write's data from the fields it writes (and drops keys it carries of its own); which keys it sets. */
async function setKeys(strapi: Core.Strapi, data: Record<string, unknown>): Promise<Partial<OrganizationKeys>> {
  for (const key of KEYS) delete data[key]
  const keys: Partial<OrganizationKeys> = {}
  if (typeof data.name === 'string') keys.nameKey = organizationNameKey(data.name)
  const kvk = await chamberOfCommerceOf(strapi, data)
  if (kvk !== undefined) keys.chamberOfCommerceKey = kvk
  Object.assign(data, keys)
  return keys
}

/**
 * Refuses a write that breaks the rule (see above): `changed` are the keys the write sets that differ
 * from the row's; `becomesApproved` whether it makes the row approved; `keys` the row's keys after it.
 */
async function refuseDuplicate(
  strapi: Core.Strapi,
  write: { state: State; changed: Partial<OrganizationKeys>; becomesApproved: boolean; keys: Partial<OrganizationKeys>; id?: number },
) {
  if (write.state === 'rejected') return
  const changed = await findDuplicate(strapi, write.changed, ['pending', 'approved'], write.id)
  if (changed) throw duplicateError(changed.key)
  if (!write.becomesApproved) return
  const approved = await findDuplicate(strapi, write.keys, ['approved'], write.id)
  if (approved) throw duplicateError(approved.key, APPLICATION_MESSAGES.duplicateOfApproved)
}

type Event = { params: { data?: Record<string, unknown> | Array<Record<string, unknown>>; where?: { id?: unknown } } }

export function registerOrganizationKeys(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [ORGANIZATION],
    async beforeCreate(event: Event) {
      const data = event.params.data as Record<string, unknown>
      const keys = await setKeys(strapi, data)
      const state = (data.applicationState as State | undefined) ?? 'pending'
      await refuseDuplicate(strapi, { state, changed: keys, becomesApproved: state === 'approved', keys })
    },
    async beforeCreateMany(event: Event) {
      for (const data of [event.params.data ?? []].flat()) await setKeys(strapi, data)
    },
    async beforeUpdate(event: Event) {
      const data = event.params.data as Record<string, unknown> | undefined
      if (!data) return
      const keys = await setKeys(strapi, data)
      const id = event.params.where?.id
      if (typeof id !== 'number' && typeof id !== 'string') return
      if (Object.keys(keys).length === 0 && !('applicationState' in data)) return
      const current = await selectRow(strapi, ORGANIZATION, ['id', 'applicationState', ...KEYS], { where: { id } })
      if (!current) return
      const changed = Object.fromEntries(KEYS.filter((key) => key in keys && keys[key] !== current[key]).map((key) => [key, keys[key]]))
      const state = (data.applicationState as State | undefined) ?? current.applicationState
      await refuseDuplicate(strapi, {
        state,
        changed,
        becomesApproved: state === 'approved' && current.applicationState !== 'approved',
        keys: { nameKey: current.nameKey, chamberOfCommerceKey: current.chamberOfCommerceKey, ...keys },
        id: current.id,
      })
    },
    async beforeUpdateMany(event: Event) {
      // A bulk write (the review's decision) is checked by its caller; the indexes decide.
      const data = event.params.data as Record<string, unknown> | undefined
      if (data) await setKeys(strapi, data)
    },
  })

  // A concurrent write that passed the check: the index refused it; the writer gets the same 409.
  strapi.documents.use(async (context, next) => {
    if (context.uid !== ORGANIZATION) return next()
    try {
      return await next()
    } catch (error) {
      throw duplicateErrorOf(error) ?? error
    }
  })
}

/**
 * At start-up, after Strapi's schema sync: gives rows written before the keys existed their keys,
 * then creates the partial unique indexes when missing (same statement on SQLite and PostgreSQL).
 * When approved organisations already share a key, that index cannot be made: the start-up goes
 * on (the checks above still refuse new duplicates) and logs which organisations an editor must
 * rename or reject; the next start creates the index.
 */
export async function ensureOrganizationKeys(strapi: Core.Strapi) {
  const knex = strapi.db.connection
  const meta = strapi.db.metadata.get(ORGANIZATION)
  const table = meta.tableName
  const qualified = isPostgres(strapi) ? `"${strapi.db.getSchemaName() ?? 'public'}"."${table}"` : `"${table}"`

  const unkeyed: Array<
    Selected<typeof ORGANIZATION, 'id' | 'name'> & { signUp?: Selected<typeof SIGN_UP, 'chamberOfCommerceNumber'> | null }
  > = await strapi.db.query(ORGANIZATION).findMany({
    where: { nameKey: { $null: true } },
    select: ['id', 'name'],
    populate: { signUp: { select: ['chamberOfCommerceNumber'] } },
  })
  for (const row of unkeyed) {
    await knex(table)
      .where('id', row.id)
      .update({
        [INDEXES.nameKey.column]: organizationNameKey(row.name ?? ''),
        [INDEXES.chamberOfCommerceKey.column]: chamberOfCommerceKey(row.signUp?.chamberOfCommerceNumber),
      })
  }

  for (const key of KEYS) {
    const { index, column } = INDEXES[key]
    try {
      await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS "${index}" ON ${qualified} ("${column}") WHERE "application_state" = 'approved'`)
    } catch (error) {
      if (!isUniqueViolation(error) && !/could not create unique index/i.test(messagesOf(error).join(' '))) throw error
      const duplicates: Array<{ name: string }> = await knex(table)
        .select('name')
        .where('application_state', 'approved')
        .whereIn(column, knex(table).select(column).where('application_state', 'approved').groupBy(column).havingRaw('count(*) > 1'))
        .orderBy('name')
      strapi.log.error(
        `Approved organisations share a ${key === 'nameKey' ? 'name' : 'KvK number'}, so the unique index ${index} is missing: ` +
          `${duplicates.map((row) => row.name).join(', ')}. Rename or reject all but one of each (admin panel); the next start creates the index.`,
      )
    }
  }
}
