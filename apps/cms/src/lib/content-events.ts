import type { Core } from '@strapi/strapi'
import {
  CMS_EVENT_MODELS,
  CMS_EVENTS_PATH,
  CONTENT_TYPES,
  type CmsEventModel,
  type CmsEventName,
  type CmsEventPayload,
} from '@talentstad/types'
import { secret } from './secrets'

/** Tells the site once changes have been quiet for this long... */
export const DEBOUNCE_MS = 250
/** ...or at the latest this long after the first change of a burst (a long import still invalidates). */
export const MAX_WAIT_MS = 2000
/** A site instance that does not answer within this time is skipped (with a warning). */
export const TIMEOUT_MS = 2000

const uidOf = (model: CmsEventModel) => `api::${model}.${model}`
const MODEL_BY_UID = new Map<string, CmsEventModel>(CMS_EVENT_MODELS.map((model) => [uidOf(model), model]))

type LifecycleEvent = {
  action?: string
  model: { uid: string }
  params?: { where?: unknown }
  result?: unknown
  state?: { types?: string[] }
}

const CONTENT_ITEM_UID = uidOf('content-item')

/** The types of the content items a single update or delete is about to change (kept for its after-event). */
async function rememberTypes(strapi: Core.Strapi, event: LifecycleEvent) {
  if (event.model.uid !== CONTENT_ITEM_UID || !event.params?.where || !event.state) return
  const rows = await strapi.db.query(CONTENT_ITEM_UID as any).findMany({ where: event.params.where, select: ['type'], limit: 10 })
  event.state.types = rows.map((row: { type?: unknown }) => row.type).filter((type: unknown): type is string => typeof type === 'string')
}

/**
 * What one change touches: for a content item, `content-item:<type>` for each type it had or has,
 * so the site drops only the pages that can show that type (and the pages of every type); for
 * anything else, or when the type is not known (a bulk write), the model itself.
 */
export function changedNames(model: CmsEventModel, event: LifecycleEvent): CmsEventName[] {
  if (model !== 'content-item' || event.action?.endsWith('Many')) return [model]
  const rows = Array.isArray(event.result) ? event.result : [event.result]
  const types = new Set<string>(event.state?.types ?? [])
  for (const row of rows) {
    const type = (row as { type?: unknown } | undefined)?.type
    if (typeof type === 'string') types.add(type)
  }
  if (types.size === 0 || [...types].some((type) => !(CONTENT_TYPES as readonly string[]).includes(type))) return [model]
  return [...types].map((type) => `content-item:${type}` as CmsEventName)
}

/**
 * Where to send the signal: every URL in SITE_REVALIDATE_URLS (comma-separated, one per site
 * instance), else `${SITE_URL}/api/cms-events`, else nowhere.
 */
export function revalidateUrls(env: Record<string, string | undefined> = process.env): string[] {
  const listed = (env.SITE_REVALIDATE_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
  if (listed.length > 0) return listed
  const site = env.SITE_URL?.trim()
  return site ? [new URL(CMS_EVENTS_PATH, site).toString()] : []
}

/**
 * Tells every site instance which models changed, so it can drop its cached CMS reads. Listens to
 * the database layer, so admin-panel edits, REST writes, seeds, publish (a published row is
 * created) and unpublish (it is deleted) all count. Debounced; a failed POST is a warning and never
 * breaks the write that caused it.
 */
export function registerContentEvents(strapi: Core.Strapi) {
  const urls = revalidateUrls()
  if (urls.length === 0) return
  const token = secret((name, fallback) => process.env[name] ?? fallback, 'CMS_WEBHOOK_SECRET')
  const pending = new Set<CmsEventName>()
  let timer: NodeJS.Timeout | undefined
  let firstChangeAt = 0

  const flush = async () => {
    timer = undefined
    firstChangeAt = 0
    const payload: CmsEventPayload = { models: [...pending] }
    pending.clear()
    await Promise.all(
      urls.map(async (url) => {
        try {
          const response = await fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(TIMEOUT_MS),
          })
          await response.arrayBuffer().catch(() => undefined)
          if (!response.ok) strapi.log.warn(`Content-change signal to ${url} answered ${response.status}`)
        } catch (cause) {
          strapi.log.warn(`Content-change signal to ${url} failed: ${(cause as Error).message}`)
        }
      }),
    )
  }

  const changed = (event: LifecycleEvent) => {
    const model = MODEL_BY_UID.get(event.model.uid)
    if (!model) return
    for (const name of changedNames(model, event)) pending.add(name)
    const now = Date.now()
    if (!firstChangeAt) firstChangeAt = now
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(DEBOUNCE_MS, firstChangeAt + MAX_WAIT_MS - now)))
    timer.unref()
  }

  strapi.db.lifecycles.subscribe({
    models: [...MODEL_BY_UID.keys()],
    // A content item may change its type: the pages of the type it had must go too.
    beforeUpdate: (event: LifecycleEvent) => rememberTypes(strapi, event),
    beforeDelete: (event: LifecycleEvent) => rememberTypes(strapi, event),
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  })
}
