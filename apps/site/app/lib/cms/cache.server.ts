import { cmsEventName } from '@talentstad/types'
import { isContentEventName } from '@talentstad/types'
import { onContentChange } from '~/../server/content-changes.js'
import { baseModel, changeMatcher, normalizeModel, noteModels } from '~/../server/page-cache.js'
import { getEnv } from '~/lib/env.server'
import type { CmsFetchOptions } from './cms-fetch'
import { cmsFetch } from './cms.server'
import { toStrapiQuery, type StrapiQuery } from './strapi-query'

/**
 * An in-memory stale-while-revalidate cache for the CMS reads of anonymous pages.
 *
 * - fresh (younger than `freshMs`): served from memory, no CMS call;
 * - stale: served from memory at once while one background call refreshes it;
 * - a failed refresh keeps the stale entry, so pages keep working while the CMS is down;
 * - a miss waits for the CMS (concurrent misses of one key share one call); errors are not cached;
 * - `invalidate(models)` drops every entry tagged with one of those models (the CMS signals
 *   content changes to POST /api/cms-events). A call that was already under way when its model
 *   was invalidated still answers its caller but is not stored, so old data cannot come back.
 *
 * Only data every visitor may see belongs here: never a user's token or a user's own data.
 */

export type CmsCacheOptions = {
  /** How long an entry is fresh. Default 60 s. */
  freshMs?: number
  /** How long a stale entry may still be served when the CMS cannot refresh it. Default 24 h. */
  maxStaleMs?: number
  /** Least recently used entries beyond this are dropped. Default 2000. */
  maxEntries?: number
  now?: () => number
  /** Told when a background refresh fails (the stale entry is kept). */
  onRefreshError?: (key: string, error: unknown) => void
}

type Entry = {
  value: unknown
  storedAt: number
  tags: readonly string[]
  refreshing: boolean
}

/** Every model name (for 'invalidate everything'). */
export const ALL_MODELS = '*'

export function createCmsCache(options: CmsCacheOptions = {}) {
  const freshMs = options.freshMs ?? 60_000
  const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000
  const maxEntries = options.maxEntries ?? 2000
  const now = options.now ?? Date.now
  const onRefreshError = options.onRefreshError ?? (() => {})

  // A Map keeps insertion order: re-inserting on use makes it a simple LRU.
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<unknown>>()
  /** Per model: bumped on every invalidation, so calls that started before it are not stored. */
  const generations = new Map<string, number>()
  let allGeneration = 0

  /** Per model (not per type: a change of any type makes an in-flight read of that model unsafe to keep). */
  const generationOf = (tags: readonly string[]) => tags.reduce((sum, tag) => sum + (generations.get(baseModel(tag)) ?? 0), allGeneration)

  function store(key: string, value: unknown, tags: readonly string[]) {
    entries.delete(key)
    entries.set(key, { value, storedAt: now(), tags, refreshing: false })
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value
      if (oldest === undefined) break
      entries.delete(oldest)
    }
  }

  /** Calls `load` once per key at a time, stores the result unless invalidated meanwhile. */
  function loadAndStore<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key)
    if (running) return running as Promise<T>
    const generation = generationOf(tags)
    const promise = (async () => {
      try {
        const value = await load()
        if (generationOf(tags) === generation) store(key, value, tags)
        return value
      } finally {
        inFlight.delete(key)
      }
    })()
    inFlight.set(key, promise)
    return promise
  }

  async function get<T>(key: string, tags: readonly string[], load: () => Promise<T>): Promise<T> {
    const normalized = tags.map(normalizeModel)
    const entry = entries.get(key)
    if (entry) {
      const age = now() - entry.storedAt
      if (age < freshMs) {
        entries.delete(key)
        entries.set(key, entry)
        return entry.value as T
      }
      if (age < freshMs + maxStaleMs) {
        if (!entry.refreshing) {
          entry.refreshing = true
          loadAndStore(key, normalized, load).catch((error: unknown) => {
            entry.refreshing = false
            onRefreshError(key, error)
          })
        }
        return entry.value as T
      }
      entries.delete(key)
    }
    return loadAndStore(key, normalized, load)
  }

  /** Drops every entry tagged with one of the models ('*' drops all). Returns how many. */
  function invalidate(models: readonly string[]): number {
    // A member's change (`member:id=…`) is no content: nothing here is made of it.
    const names = new Set(models.filter(isContentEventName).map(normalizeModel))
    if (names.size === 0) return 0
    if (names.has(ALL_MODELS)) {
      const count = entries.size
      entries.clear()
      allGeneration += 1
      return count
    }
    for (const base of new Set([...names].map(baseModel))) generations.set(base, (generations.get(base) ?? 0) + 1)
    const matches = changeMatcher([...names])
    let count = 0
    for (const [key, entry] of entries) {
      if (entry.tags.some(matches)) {
        entries.delete(key)
        count += 1
      }
    }
    return count
  }

  return {
    get,
    invalidate,
    clear: () => invalidate([ALL_MODELS]),
    get size() {
      return entries.size
    },
    has: (key: string) => entries.has(key),
  }
}

export type CmsCache = ReturnType<typeof createCmsCache>

/** The cache key of a CMS read: its path and query string. */
export function cmsCacheKey(path: string, query?: StrapiQuery) {
  const search = toStrapiQuery(query)
  return search ? `${path}?${search}` : path
}

/** A page waits at most this long for one uncached CMS read (two in a row stay under 5 s). */
export const CACHED_READ_TIMEOUT_MS = 2400

let processCache: CmsCache | undefined

/** The cache of this server process. */
export function getCmsCache(): CmsCache {
  if (!processCache) {
    processCache = createCmsCache({
      onRefreshError: (key, error) => {
        // Not an error of the page: it was served from the stale copy.
        console.warn(`CMS cache: refresh of ${key} failed, serving the stale copy`, error instanceof Error ? error.message : error)
      },
    })
    onContentChange((models: string[]) => processCache?.invalidate(models))
  }
  return processCache
}

export type CachedCmsReadOptions = Pick<CmsFetchOptions, 'query' | 'timeoutMs'> & {
  /** The models this answer is made of; a change to any of them drops it. */
  models: readonly string[]
}

/**
 * A cached anonymous GET of the CMS content API. No request signal: a read that one visitor
 * started may serve the next, so it must not stop when that visitor leaves.
 */
export function cachedCmsFetch<T>(path: string, { query, models: given, timeoutMs = CACHED_READ_TIMEOUT_MS }: CachedCmsReadOptions) {
  const models = narrowedModels(path, query, given)
  // The page being rendered is made of these models: its cached copy goes when one changes.
  noteModels(models)
  // The benchmark's cold path (SITE_CACHE=off): every read goes to the CMS.
  if (getEnv().SITE_CACHE === 'off') return cmsFetch<T>(path, { query, timeoutMs })
  return getCmsCache().get<T>(cmsCacheKey(path, query), models, () => cmsFetch<T>(path, { query, timeoutMs }))
}

/**
 * The values a query limits one field to: `type: { $eq }`, `organization: { slug: { $eq } }`,
 * `themes: { slug: { $in: [...] } }`, also inside `$and`; undefined when it does not limit it.
 */
function queriedValues(query: StrapiQuery | undefined, field: readonly string[]): string[] | undefined {
  const filters = query?.filters as Record<string, unknown> | undefined
  if (!filters) return undefined
  const values = (clause: unknown) => {
    const value = field.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], clause) as
      { $eq?: unknown; $in?: unknown } | undefined
    if (typeof value?.$eq === 'string') return [value.$eq]
    if (Array.isArray(value?.$in) && value.$in.length > 0 && value.$in.every((one) => typeof one === 'string')) return value.$in as string[]
    return undefined
  }
  const and = Array.isArray(filters.$and) ? filters.$and : []
  return [filters, ...and].map(values).find((found) => found !== undefined)
}

/** The one value a query holds a field equal to. */
const queriedEqual = (query: StrapiQuery | undefined, field: readonly string[]) => {
  const values = queriedValues(query, field)
  return values?.length === 1 ? values[0] : undefined
}

/**
 * A read limited to some values is tagged with them, as the CMS names a changed row (`cmsEventName`),
 * so a change elsewhere leaves it (and the pages made of it) alone: the jobs list is
 * 'content-item:type=CONTENT_TYPE_JOB', a job's page 'content-item:slug=…;type=…', its related items
 * 'content-item:themes=ai,data;type=…' (other jobs that share a theme), an organisation's items
 * 'content-item:organization=acme' (and 'organization:slug=acme', the one organisation they are
 * filtered by), an organisation's page 'organization:slug=acme;type=…', a list of one organisation
 * type 'organization:type=…'.
 */
export function narrowedModels(path: string, query: StrapiQuery | undefined, models: readonly string[]): string[] {
  const narrowed: Record<string, string | undefined> = {}
  if (path === '/content-items') {
    const organization = queriedEqual(query, ['organization', 'slug'])
    narrowed['content-item'] = cmsEventName('content-item', {
      type: queriedEqual(query, ['type']),
      slug: queriedEqual(query, ['slug']),
      organization,
      themes: queriedValues(query, ['themes', 'slug']),
      audiences: queriedValues(query, ['audiences', 'key']),
    })
    if (organization) narrowed.organization = cmsEventName('organization', { slug: organization })
  } else if (path === '/organizations') {
    narrowed.organization = cmsEventName('organization', { type: queriedEqual(query, ['type']), slug: queriedEqual(query, ['slug']) })
  }
  return models.map((model) => narrowed[normalizeModel(model)] ?? model)
}
