import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { BRAND, CONTENT_TYPES } from '@talentstad/types'
import { THEMES } from './content'
import { slugify } from '../lib/slug'

const UID = 'api::content-item.content-item'
const DAY = 24 * 60 * 60 * 1000
/** Every benchmark item's slug starts with this, which is how a second run finds the first run's items. */
export const BENCH_SLUG_PREFIX = 'bench-'
const BATCH = 500

const SUBJECTS = [
  'Junior developer',
  'Data-analist',
  'UX-designer',
  'Security-specialist',
  'Cloud engineer',
  'Product owner',
  'Stagiair software',
  'Mentor',
  'Teamgenoot',
  'Gastspreker',
  'Tester',
  'Mede-oprichter',
]
const TOPICS = [
  'voor de energietransitie',
  'bij een zorgstartup',
  'voor open data van de gemeente',
  'in het havengebied',
  'voor een hackathon',
  'voor toegankelijke websites',
  'voor slimme mobiliteit',
  'in het onderwijs',
]

/** A document id in Strapi's format (24 lower-case letters and digits, starting with a letter). */
export function documentId() {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'
  const bytes = randomBytes(24)
  let id = alphabet[bytes[0] % 26]
  for (let index = 1; index < 24; index++) id += alphabet[bytes[index] % alphabet.length]
  return id
}

/**
 * Adds approved, published content items until `count` benchmark items exist, for `npm run bench`.
 * Writes in batches straight through the database layer (the Document Service would take minutes
 * for 10,000): for each document a draft row and a published row, as Strapi 5 keeps them, and
 * their theme, audience, organisation and card-image links. Idempotent: a second run with the
 * same count adds nothing. Needs the themes and audiences of the demo seed.
 */
export async function seedBench(strapi: Core.Strapi, count: number) {
  const started = Date.now()
  const knex = strapi.db.connection
  const meta = strapi.db.metadata.get(UID)
  const table = meta.tableName
  const existing = Number(
    (await knex(table).where('slug', 'like', `${BENCH_SLUG_PREFIX}%`).whereNotNull('published_at').count({ n: '*' }).first())?.n ?? 0,
  )
  if (existing >= count) return { created: 0, total: existing }

  const themes: number[] = (await knex(strapi.db.metadata.get('api::theme.theme').tableName).select('id').orderBy('id')).map(
    (row) => row.id,
  )
  const audiences: number[] = (await knex(strapi.db.metadata.get('api::audience.audience').tableName).select('id').orderBy('id')).map(
    (row) => row.id,
  )
  if (themes.length === 0 || audiences.length === 0)
    throw new Error('The benchmark seed needs the themes and audiences of the demo seed (SEED_DEMO=true)')
  const organizations: number[] = (
    await knex(strapi.db.metadata.get('api::organization.organization').tableName)
      .where('application_state', 'approved')
      .select('id')
      .orderBy('id')
  ).map((row) => row.id)
  const pictures: number[] = (await knex('files').where('name', 'like', 'talentstad-beeld-%').select('id').orderBy('id')).map(
    (row) => row.id,
  )

  const link = (name: string) => (meta.attributes[name] as any).joinTable
  const themeLink = link('themes')
  const audienceLink = link('audiences')
  const organizationLink = link('organization')

  const now = Date.now()
  for (let from = existing; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from)
    const documents: Array<{ documentId: string; n: number; data: Record<string, unknown> }> = []
    for (let offset = 0; offset < size; offset++) {
      const n = from + offset + 1
      const type = CONTENT_TYPES[n % CONTENT_TYPES.length]
      const title = `${SUBJECTS[n % SUBJECTS.length]} ${TOPICS[(n >> 2) % TOPICS.length]} #${n}`
      const theme = THEMES[n % THEMES.length]
      const start = type === 'CONTENT_TYPE_EVENT' ? new Date(now + ((n % 240) - 60) * DAY) : null
      documents.push({
        documentId: documentId(),
        n,
        data: {
          type,
          title,
          slug: `${BENCH_SLUG_PREFIX}${n}-${slugify(title)}`.slice(0, 120),
          summary: `Testinhoud voor de benchmark over ${theme.toLowerCase()}: ${title.toLowerCase()}.`,
          body: [
            { type: 'paragraph', children: [{ type: 'text', text: `Dit item (${n}) is aangemaakt voor de benchmark van Talentstad.` }] },
          ],
          reviewState: 'approved',
          startDate: start,
          endDate: start ? new Date(start.getTime() + 2 * 60 * 60 * 1000) : null,
          location: start ? `Stadhuis, ${BRAND.city}` : null,
          createdAt: new Date(now - n * 60_000),
          updatedAt: new Date(now - n * 60_000),
        },
      })
    }
    // The draft row and the published row of every document.
    await strapi.db.query(UID).createMany({
      data: documents.flatMap(({ documentId, data }) => [
        { ...data, documentId, publishedAt: null },
        { ...data, documentId, publishedAt: data.createdAt },
      ]),
    })
    const rows: Array<{ id: number; document_id: string }> = await knex(table)
      .whereIn(
        'document_id',
        documents.map((document) => document.documentId),
      )
      .select('id', 'document_id')
    const byDocument = new Map(documents.map((document) => [document.documentId, document.n]))

    const themeRows: Record<string, number>[] = []
    const audienceRows: Record<string, number>[] = []
    const organizationRows: Record<string, number>[] = []
    const imageRows: Record<string, unknown>[] = []
    for (const row of rows) {
      const n = byDocument.get(row.document_id)!
      const itemThemes = [...new Set([themes[n % themes.length], themes[(n * 7 + 3) % themes.length]])]
      itemThemes.forEach((theme, index) =>
        themeRows.push({
          [themeLink.joinColumn.name]: row.id,
          [themeLink.inverseJoinColumn.name]: theme,
          [themeLink.orderColumnName]: index + 1,
          [themeLink.inverseOrderColumnName]: row.id,
        }),
      )
      const itemAudiences = [...new Set([audiences[n % audiences.length], audiences[(n >> 1) % audiences.length]])]
      itemAudiences.forEach((audience, index) =>
        audienceRows.push({
          [audienceLink.joinColumn.name]: row.id,
          [audienceLink.inverseJoinColumn.name]: audience,
          [audienceLink.orderColumnName]: index + 1,
          [audienceLink.inverseOrderColumnName]: row.id,
        }),
      )
      if (organizations.length > 0 && n % 2 === 0) {
        organizationRows.push({
          [organizationLink.joinColumn.name]: row.id,
          [organizationLink.inverseJoinColumn.name]: organizations[(n >> 1) % organizations.length],
          [organizationLink.inverseOrderColumnName]: row.id,
        })
      }
      if (pictures.length > 0) {
        imageRows.push({ file_id: pictures[n % pictures.length], related_id: row.id, related_type: UID, field: 'cardImage', order: 1 })
      }
    }
    await knex.transaction(async (trx) => {
      for (const [name, values] of [
        [themeLink.name, themeRows],
        [audienceLink.name, audienceRows],
        [organizationLink.name, organizationRows],
        ['files_related_mph', imageRows],
      ] as const) {
        if (values.length > 0) await trx.batchInsert(name, values as any[], 100)
      }
    })
  }
  // PostgreSQL plans from table statistics; refresh them after a bulk insert so the list queries
  // use the indexes straight away instead of after the next autovacuum.
  if (/postgres|pg/.test(String(knex.client.config.client))) {
    for (const name of [table, themeLink.name, audienceLink.name, organizationLink.name, 'files_related_mph']) {
      await knex.raw('ANALYZE ??', [name])
    }
  }
  strapi.log.info(`Benchmark seed: ${count - existing} content items added in ${Date.now() - started} ms`)
  return { created: count - existing, total: count }
}
