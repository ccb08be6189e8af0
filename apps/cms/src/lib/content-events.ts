import type { Core } from '@strapi/strapi'
import { CMS_EVENT_MODELS, CMS_EVENTS_PATH, type CmsEventModel, type CmsEventPayload } from '@talentstad/types'
import { secret } from './secrets'

/** Tells the site once changes have been quiet for this long... */
export const DEBOUNCE_MS = 250
/** ...or at the latest this long after the first change of a burst (a long import still invalidates). */
export const MAX_WAIT_MS = 2000
/** A site instance that does not answer within this time is skipped (with a warning). */
export const TIMEOUT_MS = 2000

const uidOf = (model: CmsEventModel) => `api::${model}.${model}`
const MODEL_BY_UID = new Map<string, CmsEventModel>(CMS_EVENT_MODELS.map((model) => [uidOf(model), model]))

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
  const pending = new Set<CmsEventModel>()
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

  const changed = (event: { model: { uid: string } }) => {
    const model = MODEL_BY_UID.get(event.model.uid)
    if (!model) return
    pending.add(model)
    const now = Date.now()
    if (!firstChangeAt) firstChangeAt = now
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void flush(), Math.max(0, Math.min(DEBOUNCE_MS, firstChangeAt + MAX_WAIT_MS - now)))
    timer.unref()
  }

  strapi.db.lifecycles.subscribe({
    models: [...MODEL_BY_UID.keys()],
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  })
}
