import type { Core, UID } from '@strapi/strapi'
import {
  CMS_EVENT_MODELS,
  CMS_EVENTS_PATH,
  CMS_EVENT_LIMITS,
  cmsEventModel,
  cmsEventParts,
  cmsEventName,
  isCmsEventName,
  MEMBER_EVENT,
  memberEventName,
  type CmsEventModel,
  type CmsEventName,
  type CmsEventPayload,
} from '@talentstad/types'
import { afterCommit } from './after-commit'
import { secret } from './secrets'

/** Tells the site once changes have been quiet for this long... */
export const DEBOUNCE_MS = 250
/** ...or at the latest this long after the first change of a burst (a long import still invalidates). */
export const MAX_WAIT_MS = 2000
/** A site instance that does not answer within this time is skipped (with a warning). */
export const TIMEOUT_MS = 2000

const uidOf = (model: CmsEventModel) => `api::${model}.${model}` as UID.ContentType
const MODEL_BY_UID = new Map<string, CmsEventModel>(CMS_EVENT_MODELS.map((model) => [uidOf(model), model]))

type LifecycleEvent = {
  action?: string
  model: { uid: string }
  params?: { where?: unknown; data?: Record<string, unknown> }
  result?: unknown
  state?: { before?: CmsEventName[] }
}

/** What the signal names of a changed row, per model that narrows its names (see CMS_EVENT_QUALIFIERS). */
const DESCRIBED = {
  'content-item': {
    select: ['type', 'slug'],
    populate: { organization: { select: ['slug'] }, themes: { select: ['slug'] }, audiences: { select: ['key'] } },
    name: (row: {
      type?: unknown
      slug?: unknown
      organization?: { slug?: unknown } | null
      themes?: Array<{ slug?: unknown }>
      audiences?: Array<{ key?: unknown }>
    }) =>
      typeof row.type === 'string' && typeof row.slug === 'string'
        ? cmsEventName('content-item', {
            type: row.type,
            slug: row.slug,
            organization: typeof row.organization?.slug === 'string' ? row.organization.slug : '',
            themes: (row.themes ?? []).map((theme) => String(theme.slug)),
            audiences: (row.audiences ?? []).map((audience) => String(audience.key)),
          })
        : undefined,
  },
  organization: {
    select: ['type', 'slug'],
    populate: {},
    name: (row: { type?: unknown; slug?: unknown }) =>
      typeof row.type === 'string' && typeof row.slug === 'string'
        ? cmsEventName('organization', { type: row.type, slug: row.slug })
        : undefined,
  },
} as const

/** A row as DESCRIBED selects and populates it (the fields either model's `name` reads). */
type DescribedRow = Parameters<(typeof DESCRIBED)['content-item']['name']>[0]

/** The names of the rows `where` selects now (at most 10: a write of more is named by its model). */
async function describeRows(strapi: Core.Strapi, model: keyof typeof DESCRIBED, where: unknown): Promise<CmsEventName[] | undefined> {
  const { select, populate, name } = DESCRIBED[model]
  const rows = await strapi.db.query(uidOf(model)).findMany({ where, select: [...select], populate, limit: 11 })
  if (rows.length > 10) return undefined
  const names = rows.map((row: DescribedRow) => {
    const one = name(row)
    return one === undefined ? undefined : shortened(one)
  })
  return names.every((one: CmsEventName | undefined) => one !== undefined && isCmsEventName(one)) ? names : undefined
}

const describedModel = (model: CmsEventModel | undefined) => (model && model in DESCRIBED ? (model as keyof typeof DESCRIBED) : undefined)

/** Before a single update or delete: what the rows were (kept for the after-event; a row may change its type or organisation). */
async function rememberRows(strapi: Core.Strapi, event: LifecycleEvent) {
  const model = describedModel(MODEL_BY_UID.get(event.model.uid))
  if (!model || !event.params?.where || !event.state) return
  // Never in the way of the write: a row that cannot be described is named by its model.
  event.state.before = await describeRows(strapi, model, event.params.where).catch(() => undefined)
}

/**
 * What one change touches: for a content item or an organisation, one name per state of each
 * changed row (before and after), `content-item:organization=acme;slug=…;themes=…;type=…`, so the site
 * drops only the pages that can show it; for anything else, a bulk write, or a row that cannot be
 * described, the model itself.
 */
export async function changedNames(strapi: Core.Strapi, model: CmsEventModel, event: LifecycleEvent): Promise<CmsEventName[]> {
  const names = await rowNames(strapi, model, event)
  // Items linked to or unlinked from an organisation on its own side: only the link table changes,
  // no item's lifecycle runs, and which organisation's pages show them is not known here.
  const relinked = model === 'organization' && event.params?.data !== undefined && 'contentItems' in event.params.data
  return relinked ? [...names, 'content-item'] : names
}

async function rowNames(strapi: Core.Strapi, model: CmsEventModel, event: LifecycleEvent): Promise<CmsEventName[]> {
  const described = describedModel(model)
  if (!described || event.action?.endsWith('Many')) return [model]
  const rows = (Array.isArray(event.result) ? event.result : [event.result]) as Array<{ id?: unknown } | undefined>
  const ids = rows.map((row) => row?.id).filter((id) => id !== undefined)
  const after =
    event.action === 'afterDelete' ? [] : ids.length > 0 ? await describeRows(strapi, described, { id: { $in: ids } }) : undefined
  const before = event.action === 'afterCreate' ? [] : event.state?.before
  if (!after || !before) return [model]
  const names = [...new Set([...before, ...after])]
  return names.length > 0 ? names : [model]
}

/**
 * Which parts of a name too long go first: those that spare the fewest pages (the lists filtered by
 * audience, then by theme), then the longest. A name that says less about its row matches more of
 * the site's copies, never fewer.
 */
const DROPPED_FIRST = ['audiences', 'themes']

/** A name within the length limit, at worst its bare model. */
export function shortened(name: CmsEventName): CmsEventName {
  if (name.length <= CMS_EVENT_LIMITS.nameLength) return name
  const { model, qualifiers = [] } = cmsEventParts(name)
  const rank = (key: string) => {
    const first = DROPPED_FIRST.indexOf(key)
    return first === -1 ? DROPPED_FIRST.length : first
  }
  // The name keeps its parts' order; they go in `byDropOrder`.
  const parts = qualifiers.map(([key, value]) => `${key}=${value}`)
  const byDropOrder = qualifiers
    .map(([key], index) => ({ rank: rank(key), part: parts[index]! }))
    .sort((a, b) => a.rank - b.rank || b.part.length - a.part.length)
  for (const { part } of byDropOrder) {
    parts.splice(parts.indexOf(part), 1)
    const candidate = `${model}:${parts.join(';')}`
    if (parts.length > 0 && candidate.length <= CMS_EVENT_LIMITS.nameLength) return candidate as CmsEventName
  }
  return model as CmsEventModel
}

/**
 * A signal the site takes (CMS_EVENT_LIMITS): a name that is too long loses parts (`shortened`), and
 * the names of a burst too long to list become their bare models (so the site drops everything of
 * those models).
 */
export function withinLimits(names: CmsEventName[]): CmsEventName[] {
  const unique = [...new Set(names.map(shortened))]
  return unique.length > CMS_EVENT_LIMITS.names ? [...new Set(unique.map((name) => cmsEventModel(name) as CmsEventModel))] : unique
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
 * Per Strapi instance: each subscriber's wait until its pending signals have been sent. Kept on the
 * instance under a registered symbol, so that a copy of this module (a test's import of the
 * source beside the compiled CMS) finds it too.
 */
const SIGNALS = Symbol.for('talentstad.content-signals')
type WithSignals = Core.Strapi & { [SIGNALS]?: Array<() => Promise<void>> }
const signalsOf = (strapi: Core.Strapi) => ((strapi as WithSignals)[SIGNALS] ??= [])

/**
 * Resolves once every content-change signal pending now has been sent (answered, refused or timed
 * out) by every subscriber: the write's lifecycle has run when its promise resolves, so after a
 * write this waits for exactly its signal. Tests wait on it instead of waiting for time.
 */
export async function contentSignalsSent(strapi: Core.Strapi): Promise<void> {
  await Promise.all(signalsOf(strapi).map((wait) => wait()))
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
  let sending = 0
  const whenSent: Array<() => void> = []
  const sent = () => !timer && sending === 0
  signalsOf(strapi).push(() => (sent() ? Promise.resolve() : new Promise<void>((resolve) => whenSent.push(resolve))))

  const flush = async () => {
    timer = undefined
    firstChangeAt = 0
    const payload: CmsEventPayload = { models: withinLimits([...pending]) }
    pending.clear()
    sending += 1
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
    sending -= 1
    if (sent()) for (const resolve of whenSent.splice(0)) resolve()
  }

  /** Adds names to the next signal: content debounced, a member's rights at once (they must end within half a second). */
  const signal = (names: CmsEventName[], { now: immediately = false } = {}) => {
    for (const name of names) pending.add(name)
    const now = Date.now()
    if (!firstChangeAt) firstChangeAt = now
    if (timer) clearTimeout(timer)
    const wait = immediately ? 0 : Math.max(0, Math.min(DEBOUNCE_MS, firstChangeAt + MAX_WAIT_MS - now))
    timer = setTimeout(() => void flush(), wait)
    timer.unref()
  }

  const changed = async (event: LifecycleEvent) => {
    const model = MODEL_BY_UID.get(event.model.uid)
    if (!model) return
    signal(await changedNames(strapi, model, event).catch(() => [model]))
  }

  // A member's change goes out once its write commits: a request in between would keep the old rights.
  registerMemberEvents(strapi, (names) => afterCommit(strapi, () => signal(names, { now: true })))

  strapi.db.lifecycles.subscribe({
    models: [...MODEL_BY_UID.keys()],
    // A content item may change its type or organisation: the pages of what it was must go too.
    beforeUpdate: (event: LifecycleEvent) => rememberRows(strapi, event),
    beforeDelete: (event: LifecycleEvent) => rememberRows(strapi, event),
    afterCreate: changed,
    afterCreateMany: changed,
    afterUpdate: changed,
    afterUpdateMany: changed,
    afterDelete: changed,
    afterDeleteMany: changed,
  })
}

const MEMBERSHIP = 'api::membership.membership'
const USER = 'plugin::users-permissions.user'
/** The fields of an account whose change changes what the member may do (or whether they are a member at all). */
const RIGHTS_FIELDS = ['blocked', 'role', 'confirmed', 'password', 'memberships']

type MemberEvent = LifecycleEvent & { state?: { before?: CmsEventName[]; members?: number[] } }

/** The members whose memberships `where` selects (at most 50: a write of more names every member). */
async function membersOfMemberships(strapi: Core.Strapi, where: unknown): Promise<number[] | undefined> {
  const rows = (await strapi.db
    .query(MEMBERSHIP)
    .findMany({ where, select: ['id'], populate: { user: { select: ['id'] } }, limit: 51 })) as Array<{
    user?: { id?: number } | null
  }>
  if (rows.length > 50) return undefined
  return rows.flatMap((row) => (typeof row.user?.id === 'number' ? [row.user.id] : []))
}

/**
 * A member's rights end wherever they are taken away (issue 43, item 6): a membership made,
 * changed or ended, and an account blocked, given another role, its password written or deleted —
 * by the site, the admin panel or another CMS instance's request — names that member in the next
 * signal, sent at once, and every site instance forgets what it keeps of them (their session checks,
 * reads and pages). A bulk write names every member. Never in the way of the write.
 */
function registerMemberEvents(strapi: Core.Strapi, signal: (names: CmsEventName[]) => void) {
  const names = (ids: readonly number[] | undefined): CmsEventName[] =>
    ids === undefined ? [MEMBER_EVENT] : [...new Set(ids)].map((id) => memberEventName(id))
  const rowIds = (event: MemberEvent) =>
    (Array.isArray(event.result) ? event.result : [event.result]).flatMap((row) =>
      typeof (row as { id?: unknown } | undefined)?.id === 'number' ? [(row as { id: number }).id] : [],
    )
  const touchesRights = (event: MemberEvent) => RIGHTS_FIELDS.some((field) => field in (event.params?.data ?? {}))

  strapi.db.lifecycles.subscribe({
    models: [MEMBERSHIP],
    beforeUpdate: async (event: MemberEvent) => {
      if (event.state) event.state.members = await membersOfMemberships(strapi, event.params?.where).catch(() => undefined)
    },
    beforeDelete: async (event: MemberEvent) => {
      if (event.state) event.state.members = await membersOfMemberships(strapi, event.params?.where).catch(() => undefined)
    },
    afterCreate: async (event: MemberEvent) =>
      signal(names(await membersOfMemberships(strapi, { id: { $in: rowIds(event) } }).catch(() => undefined))),
    afterUpdate: async (event: MemberEvent) => {
      const after = await membersOfMemberships(strapi, { id: { $in: rowIds(event) } }).catch(() => undefined)
      const before = event.state?.members
      signal(names(before && after ? [...before, ...after] : undefined))
    },
    afterDelete: (event: MemberEvent) => signal(names(event.state?.members)),
    afterCreateMany: () => signal([MEMBER_EVENT]),
    afterUpdateMany: () => signal([MEMBER_EVENT]),
    afterDeleteMany: () => signal([MEMBER_EVENT]),
  })
  // Memberships linked or unlinked on an organisation's own side (the admin panel's 'Leden'): only
  // the link table changes, and whose they were is not known here.
  strapi.db.lifecycles.subscribe({
    models: ['api::organization.organization'],
    afterUpdate: (event: MemberEvent) => {
      if ('memberships' in (event.params?.data ?? {})) signal([MEMBER_EVENT])
    },
    afterUpdateMany: (event: MemberEvent) => {
      if ('memberships' in (event.params?.data ?? {})) signal([MEMBER_EVENT])
    },
  })
  strapi.db.lifecycles.subscribe({
    models: [USER],
    afterUpdate: (event: MemberEvent) => {
      if (touchesRights(event)) signal(names(rowIds(event)))
    },
    afterUpdateMany: (event: MemberEvent) => {
      if (touchesRights(event)) signal([MEMBER_EVENT])
    },
    afterDelete: (event: MemberEvent) => signal(names(rowIds(event))),
    afterDeleteMany: () => signal([MEMBER_EVENT]),
  })
}
