import type { Core, UID } from '@strapi/strapi'
import { APPLICATION_TYPES, CAREER_STAGES } from '@talentstad/types'
import { pairKey } from '../lib/pair-key'
import { documentId } from './bench'

const USER = 'plugin::users-permissions.user'
const ORGANIZATION_FOLLOW = 'api::follow.organization-follow'
const THEME_FOLLOW = 'api::follow.theme-follow'
const DAY = 24 * 60 * 60 * 1000
const BATCH = 500
/** Every benchmark member's e-mail address starts with this, which is how a second run finds the first run's members. */
export const BENCH_MEMBER_PREFIX = 'bench-member-'

type JoinTable = {
  name: string
  joinColumn: { name: string }
  inverseJoinColumn: { name: string }
  orderColumnName?: string
  inverseOrderColumnName?: string
}

/**
 * Adds confirmed members until `count` benchmark members exist, for the digest row of `npm run bench`:
 * each with interests (themes, content types, a career stage), a daily digest, an account a month
 * old, a followed organisation and, for every second one, a followed theme, so that every digest has
 * something to say. Written in batches through the database layer, like the benchmark items
 * (seedBench); idempotent. Needs the demo seed's themes, organisations and roles.
 */
export async function seedBenchMembers(strapi: Core.Strapi, count: number) {
  const started = Date.now()
  const knex = strapi.db.connection
  const users = strapi.db.metadata.get(USER)
  const existing = Number((await knex(users.tableName).where('email', 'like', `${BENCH_MEMBER_PREFIX}%`).count({ n: '*' }).first())?.n ?? 0)
  if (existing >= count) return { created: 0, total: existing }

  const ids = async (uid: UID.Schema, where: Record<string, unknown> = {}) =>
    (await knex(strapi.db.metadata.get(uid).tableName).where(where).select('id', 'document_id').orderBy('id')) as Array<{
      id: number
      document_id: string
    }>
  const themes = await ids('api::theme.theme')
  const organizations = await ids('api::organization.organization', { application_state: 'approved' })
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' }, select: ['id'] })
  if (themes.length === 0 || organizations.length === 0 || !role)
    throw new Error('The benchmark members need the themes, organisations and roles of the demo seed (SEED_DEMO=true)')

  const link = (uid: UID.Schema, name: string) =>
    (strapi.db.metadata.get(uid).attributes[name] as unknown as { joinTable: JoinTable }).joinTable
  const linkRow = (table: JoinTable, from: number, to: number, order: number) => ({
    [table.joinColumn.name]: from,
    [table.inverseJoinColumn.name]: to,
    ...(table.orderColumnName ? { [table.orderColumnName]: order } : {}),
    ...(table.inverseOrderColumnName ? { [table.inverseOrderColumnName]: from } : {}),
  })
  const roleLink = link(USER, 'role')
  const themeLink = link(USER, 'themes')
  const follows = {
    organization: { uid: ORGANIZATION_FOLLOW, user: link(ORGANIZATION_FOLLOW, 'user'), target: link(ORGANIZATION_FOLLOW, 'organization') },
    theme: { uid: THEME_FOLLOW, user: link(THEME_FOLLOW, 'user'), target: link(THEME_FOLLOW, 'theme') },
  } as const

  const joined = new Date(Date.now() - 30 * DAY)
  for (let from = existing; from < count; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - from) }, (_, offset) => from + offset + 1)
    const email = (n: number) => `${BENCH_MEMBER_PREFIX}${n}@talentstad.test`
    await strapi.db.query(USER).createMany({
      data: numbers.map((n) => ({
        documentId: documentId(),
        username: `${BENCH_MEMBER_PREFIX}${n}`,
        email: email(n),
        provider: 'local',
        confirmed: true,
        blocked: false,
        firstName: `Lid ${n}`,
        typeOfUser: n % 2 === 0 ? 'TYPE_STUDENT' : 'TYPE_PROFESSIONAL',
        careerStage: CAREER_STAGES[n % CAREER_STAGES.length],
        interests: [APPLICATION_TYPES[n % APPLICATION_TYPES.length], APPLICATION_TYPES[(n >> 2) % APPLICATION_TYPES.length]],
        onboardingStep: 4,
        onboardedAt: joined,
        digestFrequency: 'daily',
        digestDay: 1,
        createdAt: joined,
        updatedAt: joined,
        publishedAt: joined,
      })),
    })
    const rows: Array<{ id: number; email: string }> = await knex(users.tableName)
      .whereIn('email', numbers.map(email))
      .select('id', 'email')
    const idOf = new Map(rows.map((row) => [row.email, row.id]))
    const members = numbers.map((n) => ({ n, id: idOf.get(email(n))! }))

    // Each member's follows: one organisation, and a theme for every second member.
    const followed = members.flatMap(({ n, id }) => [
      { kind: 'organization' as const, user: id, target: organizations[n % organizations.length]! },
      ...(n % 2 === 0 ? [{ kind: 'theme' as const, user: id, target: themes[(n * 5 + 1) % themes.length]! }] : []),
    ])
    const followRows = new Map<string, number>()
    for (const kind of ['organization', 'theme'] as const) {
      const these = followed.filter((follow) => follow.kind === kind)
      if (these.length === 0) continue
      const keys = these.map((follow) => pairKey(follow.user, follow.target.document_id))
      await strapi.db.query(follows[kind].uid).createMany({
        data: keys.map((key) => ({ documentId: documentId(), pairKey: key, createdAt: joined, updatedAt: joined, publishedAt: joined })),
      })
      const created: Array<{ id: number; pair_key: string }> = await knex(strapi.db.metadata.get(follows[kind].uid).tableName)
        .whereIn('pair_key', keys)
        .select('id', 'pair_key')
      for (const row of created) followRows.set(`${kind}:${row.pair_key}`, row.id)
    }

    await knex.transaction(async (trx) => {
      const insert = async (table: JoinTable, values: Record<string, number>[]) => {
        if (values.length > 0) await trx.batchInsert(table.name, values as any[], 100)
      }
      await insert(
        roleLink,
        members.map(({ id }) => linkRow(roleLink, id, role.id, 1)),
      )
      await insert(
        themeLink,
        members.flatMap(({ n, id }) =>
          [...new Set([themes[n % themes.length]!.id, themes[(n * 3 + 2) % themes.length]!.id])].map((theme, index) =>
            linkRow(themeLink, id, theme, index + 1),
          ),
        ),
      )
      for (const kind of ['organization', 'theme'] as const) {
        const these = followed.filter((follow) => follow.kind === kind)
        const rowOf = (follow: (typeof these)[number]) => followRows.get(`${kind}:${pairKey(follow.user, follow.target.document_id)}`)!
        await insert(
          follows[kind].user,
          these.map((follow) => linkRow(follows[kind].user, rowOf(follow), follow.user, 1)),
        )
        await insert(
          follows[kind].target,
          these.map((follow) => linkRow(follows[kind].target, rowOf(follow), follow.target.id, 1)),
        )
      }
    })
  }
  if (/postgres|pg/.test(String(knex.client.config.client))) {
    for (const name of [users.tableName, roleLink.name, themeLink.name, 'organization_follows', 'theme_follows']) {
      await knex.raw('ANALYZE ??', [name])
    }
  }
  strapi.log.info(`Benchmark seed: ${count - existing} members added in ${Date.now() - started} ms`)
  return { created: count - existing, total: count }
}
