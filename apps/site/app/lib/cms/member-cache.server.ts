import { ACCOUNT_API, changedMembers, isContentEventName, type AccountSession } from '@talentstad/types'
import { onContentChange } from '~/../server/content-changes.js'
import { currentRequestMethod } from '~/../server/request-context.js'
import { getEnv } from '~/lib/env.server'
import type { CmsFetch, CmsFetchOptions } from './cms-fetch'
import { toStrapiQuery } from './strapi-query'

/**
 * What the CMS said about a member, kept for a moment per site instance (docs/decisions/0040): the
 * answer to "is this session still valid?" and the member's own reads (their profile, calls,
 * enters, bookmarks …), keyed by the exact token. A member who opens pages in a burst (a page, its
 * data requests, the next page) costs the CMS one session check per `ttlMs`, and a page they open
 * again within it costs nothing. Fifty requests of one member at the same moment share one CMS
 * request (`pending`).
 *
 * A cache may remember an answer, never widen one: only a valid session is kept, for at most
 * `ttlMs` (at most 5 s) and never past the session's own expiry; a member's reads are kept only
 * while their session check is, and go with it. What changes them through this instance drops them
 * at once (`throughMemberCache`, by the write's reach declared beside its endpoint, WriteReach in
 * packages/types: every member's reads, or only theirs for a write of their own; an account write
 * that member's session checks too); what changes them
 * elsewhere (another instance, the admin panel) is seen within `ttlMs`.
 */
export class MemberCache {
  private readonly tokens = new Map<string, TokenEntry>()
  private readonly pendingChecks = new Map<string, Promise<AccountSession | undefined>>()
  private bytes = 0

  constructor(private readonly options: MemberCacheOptions) {}

  /**
   * The session this token names, as the CMS said within `ttlMs`, or as `check` says now (one
   * check at a time per token). `check` returns undefined for a session that is not valid (kept
   * as nothing) and throws when the CMS cannot say.
   */
  async session(jwt: string, check: () => Promise<AccountSession | undefined>): Promise<AccountSession | undefined> {
    const kept = this.fresh(jwt)
    if (kept) return kept.session
    const pending = this.pendingChecks.get(jwt)
    if (pending) return pending
    const generation = this.sessionGeneration
    const running = check().then((answer) => {
      // Sessions were dropped while it ran (a logout, an account write): this answer may be older.
      if (answer && generation === this.sessionGeneration) this.keepSession(jwt, answer)
      return answer
    })
    this.pendingChecks.set(jwt, running)
    try {
      return await running
    } finally {
      this.pendingChecks.delete(jwt)
    }
  }

  /**
   * The member's read `key` (a path with its query), as `load` gave it within the session check's
   * time, or from `load` now; concurrent reads of one key share one load. Undefined when nothing
   * may be kept for this token (no valid session check kept): the caller loads it itself.
   */
  read(jwt: string, key: string, load: () => Promise<string>): Promise<string> | undefined {
    const entry = this.fresh(jwt)
    if (!entry) return undefined
    const kept = entry.reads.get(key)
    if (kept) return kept.text
    const { maxReadsPerMember = 64, maxBytes = 32 * 1024 * 1024 } = this.options
    if (entry.reads.size >= maxReadsPerMember || this.full(maxBytes)) return undefined
    const read: KeptRead = { text: load(), bytes: 0 }
    entry.reads.set(key, read)
    read.text.then(
      (text) => {
        // Still the same entry (not dropped since): count it, or let go of a large answer.
        if (entry.reads.get(key) !== read) return
        if (text.length > MAX_READ_CHARS) {
          entry.reads.delete(key)
          return
        }
        read.bytes = text.length
        this.bytes += read.bytes
      },
      () => {
        if (entry.reads.get(key) === read) entry.reads.delete(key)
      },
    )
    return read.text
  }

  /**
   * A page rendered for this token (`key`: its address and the request's cookies), kept since the
   * session check: undefined when none, or when nothing may be kept for this token.
   */
  page(jwt: string, key: string): KeptPage | undefined {
    return this.fresh(jwt)?.pages.get(key)
  }

  /**
   * Where the cache stands: a render that started at `changes` may keep its page only if nothing
   * it shows was forgotten since (a write of anyone's or of this member's, a session's end, a
   * content change).
   */
  get changes() {
    return this.sequence
  }

  /**
   * Keeps a page rendered for this token, when its session check is still kept and nothing was
   * forgotten since the render began (`since`, read from `changes` before it). True when kept.
   */
  keepPage(jwt: string, key: string, page: KeptPage, since: number): boolean {
    if (this.everyoneChangedAt > since) return false
    const entry = this.fresh(jwt)
    if (!entry || (this.memberChangedAt.get(entry.session.user.id) ?? 0) > since) return false
    const { maxPagesPerMember = 16, maxBytes = 32 * 1024 * 1024 } = this.options
    if (page.bytes > MAX_PAGE_BYTES || this.full(maxBytes, page.bytes)) return false
    const old = entry.pages.get(key)
    if (old) this.bytes -= old.bytes
    else if (entry.pages.size >= maxPagesPerMember) return false
    entry.pages.set(key, page)
    this.bytes += page.bytes
    return true
  }

  /** Forgets every member's pages, keeping sessions and reads (public content changed: pages show it). */
  forgetPages() {
    this.changedForEveryone()
    for (const entry of this.tokens.values()) this.clearPages(entry)
  }

  /** Forgets one member's kept session checks and reads, on every token (logout, passwords, account). */
  forgetMember(userId: number) {
    this.sessionGeneration += 1
    this.changedForEveryone()
    for (const [jwt, entry] of this.tokens) if (entry.session.user.id === userId) this.remove(jwt)
  }

  /** Forgets the member this token belongs to (as far as a kept check says), or at least the token. */
  forgetMemberOf(jwt: string) {
    const userId = this.memberOf(jwt)
    if (userId === undefined) {
      this.sessionGeneration += 1
      this.changedForEveryone()
      this.remove(jwt)
    } else this.forgetMember(userId)
  }

  /** Forgets every member's reads, keeping the session checks (a member wrote: others may see it). */
  forgetReads() {
    this.changedForEveryone()
    for (const entry of this.tokens.values()) this.clearReads(entry)
  }

  /**
   * Forgets the reads and pages of the member this token belongs to, on every token of theirs,
   * keeping their session checks and everyone else's reads: a write of their own (reach `own`: a
   * bookmark, a search alert, their mail settings). A token with no check kept names no member:
   * then every member's reads go.
   */
  forgetOwnReads(jwt: string) {
    const userId = this.memberOf(jwt)
    if (userId === undefined) return this.forgetReads()
    this.changedForMember(userId)
    for (const entry of this.tokens.values()) if (entry.session.user.id === userId) this.clearReads(entry)
  }

  /** Forgets everything (a password reset: the member is not known to the request). */
  forgetAll() {
    this.sessionGeneration += 1
    this.changedForEveryone()
    for (const jwt of [...this.tokens.keys()]) this.remove(jwt)
  }

  /** How many tokens and bytes of reads are kept (tests, the bench). */
  get stats() {
    return { tokens: this.tokens.size, bytes: this.bytes }
  }

  /** The member a token belongs to, as far as a kept check (expired or not) says. */
  private memberOf(jwt: string): number | undefined {
    return this.tokens.get(jwt)?.session.user.id
  }

  private sessionGeneration = 0
  private lastSweep = 0
  /** Counts every forgetting; `changes` reads it when a render begins. */
  private sequence = 0
  /** When (in `sequence`) something every member's pages may show was last forgotten. */
  private everyoneChangedAt = 0
  /** When one member's own reads were last forgotten, since the last change for everyone. */
  private readonly memberChangedAt = new Map<number, number>()

  private changedForEveryone() {
    this.sequence += 1
    this.everyoneChangedAt = this.sequence
    // Each of these is older than the change for everyone, which refuses what they would.
    this.memberChangedAt.clear()
  }

  private changedForMember(userId: number) {
    if (this.memberChangedAt.size >= (this.options.maxTokens ?? 10_000)) return this.changedForEveryone()
    this.sequence += 1
    this.memberChangedAt.set(userId, this.sequence)
  }

  /**
   * Whether `extra` more bytes would pass `maxBytes`. Tokens that expired without being asked for
   * again still hold bytes: over the limit, they are swept first (at most once a second).
   */
  private full(maxBytes: number, extra = 0) {
    if (this.bytes + extra < maxBytes) return false
    const now = this.now()
    if (now - this.lastSweep >= 1000) {
      this.lastSweep = now
      for (const [jwt, entry] of this.tokens) if (entry.until <= now) this.remove(jwt)
    }
    return this.bytes + extra >= maxBytes
  }

  private now() {
    return (this.options.now ?? Date.now)()
  }

  private fresh(jwt: string): TokenEntry | undefined {
    const entry = this.tokens.get(jwt)
    if (!entry) return undefined
    if (entry.until > this.now()) return entry
    this.remove(jwt)
    return undefined
  }

  private keepSession(jwt: string, session: AccountSession) {
    const { ttlMs, maxTokens = 10_000 } = this.options
    if (ttlMs <= 0) return
    const now = this.now()
    const until = Math.min(now + Math.min(ttlMs, MAX_TTL_MS), Date.parse(session.expiresAt) || now)
    if (until <= now) return
    this.remove(jwt)
    if (this.tokens.size >= maxTokens) this.sweep(now, maxTokens)
    this.tokens.set(jwt, { session, until, reads: new Map(), pages: new Map() })
  }

  private remove(jwt: string) {
    const entry = this.tokens.get(jwt)
    if (!entry) return
    this.clearReads(entry)
    this.tokens.delete(jwt)
  }

  /** A member's reads and the pages made of them. */
  private clearReads(entry: TokenEntry) {
    for (const read of entry.reads.values()) this.bytes -= read.bytes
    entry.reads.clear()
    this.clearPages(entry)
  }

  private clearPages(entry: TokenEntry) {
    for (const page of entry.pages.values()) this.bytes -= page.bytes
    entry.pages.clear()
  }

  /** Drops what has expired and, if still full, the oldest tokens (insertion order). */
  private sweep(now: number, maxTokens: number) {
    for (const [jwt, entry] of this.tokens) if (entry.until <= now) this.remove(jwt)
    for (const jwt of [...this.tokens.keys()]) {
      if (this.tokens.size < maxTokens) break
      this.remove(jwt)
    }
  }
}

/** The longest a member's answers may be kept: a session that ends elsewhere ends here within it. */
export const MAX_TTL_MS = 5000
/** A read larger than this (characters of JSON) is not kept. */
const MAX_READ_CHARS = 512 * 1024
/** A page larger than this (bytes of its body) is not kept. */
const MAX_PAGE_BYTES = 1024 * 1024

type MemberCacheOptions = {
  /** How long a session check (and the member's reads with it) is kept; 0 keeps nothing. */
  ttlMs: number
  maxTokens?: number
  maxReadsPerMember?: number
  maxPagesPerMember?: number
  maxBytes?: number
  now?: () => number
}
type KeptRead = { text: Promise<string>; bytes: number }
type TokenEntry = { session: AccountSession; until: number; reads: Map<string, KeptRead>; pages: Map<string, KeptPage> }
/**
 * A page as rendered for a member (lib/cms/member-pages.server.ts): its body with the nonce of the
 * response it was rendered for (`nonce`, replaced by each later response's own), the headers its
 * route set, and its size.
 */
export type KeptPage = { body: string; nonce: string; headers: Record<string, string>; bytes: number }

let instance: MemberCache | undefined

/**
 * What a change signal (the CMS's, or another instance's) takes from the member cache: a member
 * whose rights changed anywhere (`member:id=…`: a membership, a role, a block, in the admin panel
 * too) loses every kept check, read and page at once; `member` (a bulk write) every member's; a
 * content change every member's pages, which show public content too.
 */
export function forgetChanged(cache: MemberCache, names: readonly string[]) {
  const members = changedMembers(names)
  if (members === 'all') cache.forgetAll()
  else for (const userId of members) cache.forgetMember(userId)
  if (names.some(isContentEventName)) cache.forgetPages()
}

/**
 * The site's member cache, as MEMBER_CACHE_MS configures it. A content change (the CMS's signal, or
 * another instance's) drops the members' pages: they show public content too.
 */
export function memberCache(): MemberCache {
  if (!instance) {
    const cache = new MemberCache({ ttlMs: getEnv().MEMBER_CACHE_MS })
    onContentChange((names) => forgetChanged(cache, names))
    instance = cache
  }
  return instance
}

/**
 * The CMS client's calls, through the member cache (cms.server.ts `cmsFetch`). Only GETs made
 * with a member's token while serving a GET (a page, its data) are kept: an action reads fresh.
 * The session check itself is kept by auth.server.ts.
 */
export async function throughMemberCache<T>(client: CmsFetch, path: string, options: CmsFetchOptions = {}): Promise<T> {
  const cache = memberCache()
  const token = options.token
  const method = options.method ?? 'GET'
  if (method !== 'GET') {
    // What the write changes is declared beside its endpoint (packages/types `*_WRITE_REACH`, passed
    // by the domain function): a write of a member's that declares nothing may show on any member's page.
    const reach = options.reach ?? 'members'
    if (reach === 'everyone') {
      // A password reset ends sessions of a member this request cannot name.
      try {
        return await client<T>(path, options)
      } finally {
        cache.forgetAll()
      }
    }
    if (typeof token !== 'string') return client<T>(path, options)
    const forget = () => {
      if (reach === 'session') cache.forgetMemberOf(token)
      if (reach === 'own') cache.forgetOwnReads(token)
      else cache.forgetReads()
    }
    forget()
    try {
      return await client<T>(path, options)
    } finally {
      forget()
    }
  }
  if (typeof token === 'string') return forgettingEndedSessions(token, () => readThrough<T>(cache, client, token, path, options))
  return client<T>(path, options)
}

/**
 * A 401 on a member's read: the session ended after this instance kept its check (a logout or a
 * password change elsewhere). The member is forgotten at once, so their next page, the login page
 * too, asks the CMS again instead of trusting the kept check for its last seconds.
 */
async function forgettingEndedSessions<T>(token: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    // CmsError (cms.server.ts, which imports this module): its kind for a 401.
    if (error instanceof Error && (error as { kind?: unknown }).kind === 'unauthorized') memberCache().forgetMemberOf(token)
    throw error
  }
}

async function readThrough<T>(cache: MemberCache, client: CmsFetch, token: string, path: string, options: CmsFetchOptions): Promise<T> {
  const serving = currentRequestMethod()
  if (path === ACCOUNT_API.session || (serving !== 'GET' && serving !== 'HEAD')) {
    return client<T>(path, options)
  }
  // One load for everyone waiting: no single caller's signal may abort it.
  const { signal, ...shared } = options
  const text = cache.read(token, `${path}?${toStrapiQuery(options.query)}`, () =>
    client<unknown>(path, shared).then((value) => (value === undefined ? '' : JSON.stringify(value))),
  )
  if (!text) return client<T>(path, options)
  const kept = await abortable(text, signal)
  // Parsed for each caller: no page can change what another is given.
  return (kept === '' ? undefined : JSON.parse(kept)) as T
}

/** The promise, or the signal's reason as soon as the caller gives up. */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
