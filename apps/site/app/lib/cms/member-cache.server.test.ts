import {
  ACCOUNT_API,
  ACCOUNT_WRITE_REACH,
  ALERT_API,
  ALERT_WRITE_REACH,
  MAILING_API,
  MAILING_WRITE_REACH,
  ME_API,
  ME_WRITE_REACH,
  type AccountSession,
} from '@talentstad/types'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { requestContext } from '~/../server/request-context.js'
import type { CmsFetch } from './cms-fetch'
import { CmsError } from './cms.server'
import { forgetChanged, MemberCache, memberCache, throughMemberCache } from './member-cache.server'
import { accountSession as session } from '~/../tests/account-session'

describe('MemberCache', () => {
  it('keeps a valid session check for its token only, for the time allowed', async () => {
    let time = Date.parse('2026-11-27T10:00:00Z')
    const cache = new MemberCache({ ttlMs: 2000, now: () => time })
    const check = vi.fn(async () => session(1))
    expect((await cache.session('jwt-a', check))?.user.id).toBe(1)
    time += 1999
    expect((await cache.session('jwt-a', check))?.user.id).toBe(1)
    expect(check).toHaveBeenCalledTimes(1)
    // Another token, even of the same member, is checked itself.
    await cache.session('jwt-a2', check)
    expect(check).toHaveBeenCalledTimes(2)
    time += 1
    await cache.session('jwt-a', check)
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('keeps no ended session, and none past its own expiry or past 5 s', async () => {
    let time = Date.parse('2026-11-27T10:00:00Z')
    const cache = new MemberCache({ ttlMs: 60_000, now: () => time })
    const ended = vi.fn(async () => undefined)
    expect(await cache.session('jwt-x', ended)).toBeUndefined()
    expect(await cache.session('jwt-x', ended)).toBeUndefined()
    expect(ended).toHaveBeenCalledTimes(2)
    const expiring = vi.fn(async () => session(1, '2026-11-27T10:00:01.000Z'))
    await cache.session('jwt-a', expiring)
    time += 1000
    await cache.session('jwt-a', expiring)
    expect(expiring).toHaveBeenCalledTimes(2)
    const long = vi.fn(async () => session(2))
    await cache.session('jwt-b', long)
    time += 5000
    await cache.session('jwt-b', long)
    expect(long).toHaveBeenCalledTimes(2)
  })

  it('fifty requests at once share one check, and a failed check is not kept', async () => {
    const cache = new MemberCache({ ttlMs: 2000 })
    let calls = 0
    const check = async () => {
      calls += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return session(1)
    }
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.session('jwt-a', check)))
    expect(calls).toBe(1)
    expect(answers.every((answer) => answer?.user.id === 1)).toBe(true)
    const failing = vi.fn(async () => {
      throw new Error('CMS down')
    })
    await expect(cache.session('jwt-b', failing)).rejects.toThrow('CMS down')
    await expect(cache.session('jwt-b', failing)).rejects.toThrow('CMS down')
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it('keeps a member’s reads only with their session check, per token and key', async () => {
    let time = Date.parse('2026-11-27T10:00:00Z')
    const cache = new MemberCache({ ttlMs: 2000, now: () => time })
    const load = vi.fn(async () => '{"data":[1]}')
    // No session check kept for the token: nothing is kept, the caller loads itself.
    expect(cache.read('jwt-a', '/me/profile', load)).toBeUndefined()
    await cache.session('jwt-a', async () => session(1))
    expect(await cache.read('jwt-a', '/me/profile', load)).toBe('{"data":[1]}')
    expect(await cache.read('jwt-a', '/me/profile', load)).toBe('{"data":[1]}')
    expect(load).toHaveBeenCalledTimes(1)
    // Another member's token never gets it.
    await cache.session('jwt-b', async () => session(2))
    const other = vi.fn(async () => '{"data":[2]}')
    expect(await cache.read('jwt-b', '/me/profile', other)).toBe('{"data":[2]}')
    expect(other).toHaveBeenCalledTimes(1)
    // The reads go with the session check.
    time += 2000
    expect(cache.read('jwt-a', '/me/profile', load)).toBeUndefined()
  })

  it('a failed read is not kept', async () => {
    const cache = new MemberCache({ ttlMs: 2000 })
    await cache.session('jwt-a', async () => session(1))
    await expect(cache.read('jwt-a', '/me/calls', async () => Promise.reject(new Error('timeout')))).rejects.toThrow('timeout')
    expect(await cache.read('jwt-a', '/me/calls', async () => '[]')).toBe('[]')
  })

  it('forgets one member on every token, every member’s reads, or everything', async () => {
    const cache = new MemberCache({ ttlMs: 2000 })
    const check = (userId: number) => vi.fn(async () => session(userId))
    const a1 = check(1)
    const a2 = check(1)
    const b = check(2)
    await cache.session('jwt-a1', a1)
    await cache.session('jwt-a2', a2)
    await cache.session('jwt-b', b)
    await cache.read('jwt-b', '/me/profile', async () => 'b')
    cache.forgetMember(1)
    await cache.session('jwt-a1', a1)
    await cache.session('jwt-a2', a2)
    await cache.session('jwt-b', b)
    expect([a1.mock.calls.length, a2.mock.calls.length, b.mock.calls.length]).toEqual([2, 2, 1])
    expect(await cache.read('jwt-b', '/me/profile', async () => 'new')).toBe('b')
    cache.forgetReads()
    expect(await cache.read('jwt-b', '/me/profile', async () => 'new')).toBe('new')
    await cache.session('jwt-b', b)
    expect(b).toHaveBeenCalledTimes(1)
    cache.forgetAll()
    await cache.session('jwt-b', b)
    expect(b).toHaveBeenCalledTimes(2)
  })

  it('a write only its member sees forgets that member’s reads and pages on every token, no one else’s', async () => {
    const cache = new MemberCache({ ttlMs: 2000 })
    const page = (body: string) => ({ body, nonce: '', headers: {}, bytes: body.length })
    await cache.session('jwt-a1', async () => session(1))
    await cache.session('jwt-a2', async () => session(1))
    await cache.session('jwt-b', async () => session(2))
    for (const jwt of ['jwt-a1', 'jwt-a2', 'jwt-b']) await cache.read(jwt, '/me/favorites', async () => `old ${jwt}`)
    const beforeWrite = cache.changes
    expect(cache.keepPage('jwt-b', '/profiel', page('b'), beforeWrite)).toBe(true)
    cache.forgetOwnReads('jwt-a1')
    // The member's reads are gone on both devices; the other member's read and page stay.
    expect(await cache.read('jwt-a1', '/me/favorites', async () => 'new')).toBe('new')
    expect(await cache.read('jwt-a2', '/me/favorites', async () => 'new')).toBe('new')
    expect(await cache.read('jwt-b', '/me/favorites', async () => 'new')).toBe('old jwt-b')
    expect(cache.page('jwt-b', '/profiel')?.body).toBe('b')
    // A page of the writer's rendered from before the write is not kept; another member's is.
    expect(cache.keepPage('jwt-a2', '/profiel', page('a, stale'), beforeWrite)).toBe(false)
    expect(cache.keepPage('jwt-b', '/profiel/opgeslagen', page('b'), beforeWrite)).toBe(true)
    expect(cache.keepPage('jwt-a2', '/profiel', page('a'), cache.changes)).toBe(true)
    // The session checks stay.
    const check = vi.fn(async () => session(1))
    await cache.session('jwt-a1', check)
    expect(check).not.toHaveBeenCalled()
    // A token with no kept check names no member: every member's reads go.
    cache.forgetOwnReads('jwt-unknown')
    expect(await cache.read('jwt-b', '/me/favorites', async () => 'new')).toBe('new')
    expect(cache.keepPage('jwt-b', '/profiel', page('b'), beforeWrite)).toBe(false)
  })

  it("a change signal naming a member (their membership, role or block changed anywhere) forgets that member at once, and nobody else's pages (issue 43)", async () => {
    const cache = new MemberCache({ ttlMs: 5000 })
    const page = (body: string) => ({ body, nonce: '', headers: {}, bytes: body.length })
    const organiser = vi.fn(async () => session(7))
    const other = vi.fn(async () => session(8))
    await cache.session('jwt-organiser', organiser)
    await cache.session('jwt-other', other)
    await cache.read('jwt-organiser', '/events/1/registrations', async () => 'attendees')
    expect(cache.keepPage('jwt-other', '/profiel', page('other'), cache.changes)).toBe(true)
    forgetChanged(cache, ['member:id=7'])
    // The organiser's check and reads go: the next page asks the CMS, which decides on the new role.
    await cache.session('jwt-organiser', organiser)
    expect(organiser).toHaveBeenCalledTimes(2)
    expect(await cache.read('jwt-organiser', '/events/1/registrations', async () => 'refused')).toBe('refused')
    // Another member keeps their check and their page: a member change is no content change.
    await cache.session('jwt-other', other)
    expect(other).toHaveBeenCalledTimes(1)
    expect(cache.page('jwt-other', '/profiel')?.body).toBe('other')
    // Content changes take every member's pages; a bulk write of memberships every member.
    forgetChanged(cache, ['content-item:slug=x;type=CONTENT_TYPE_NEWS'])
    expect(cache.page('jwt-other', '/profiel')).toBeUndefined()
    await cache.session('jwt-other', other)
    expect(other).toHaveBeenCalledTimes(1)
    forgetChanged(cache, ['member'])
    await cache.session('jwt-other', other)
    expect(other).toHaveBeenCalledTimes(2)
  })

  it('a check that was running when the member was forgotten is not kept', async () => {
    const cache = new MemberCache({ ttlMs: 2000 })
    let finish: (value: AccountSession) => void = () => {}
    const slow = () => new Promise<AccountSession>((resolve) => (finish = resolve))
    const running = cache.session('jwt-a', slow)
    cache.forgetMember(1)
    finish(session(1))
    await running
    const check = vi.fn(async () => session(1))
    await cache.session('jwt-a', check)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('keeps nothing with a time of 0, and holds at most maxTokens', async () => {
    const off = new MemberCache({ ttlMs: 0 })
    const check = vi.fn(async () => session(1))
    await off.session('jwt-a', check)
    await off.session('jwt-a', check)
    expect(check).toHaveBeenCalledTimes(2)
    const small = new MemberCache({ ttlMs: 2000, maxTokens: 2 })
    for (const id of [1, 2, 3]) await small.session(`jwt-${id}`, async () => session(id))
    expect(small.stats.tokens).toBe(2)
  })
})

describe('the CMS client through the member cache', () => {
  /** A CMS client that counts what it is asked and answers with the path and a counter. */
  function fakeClient() {
    const calls: string[] = []
    const client = (async (path: string, options: { method?: string; signal?: AbortSignal } = {}) => {
      calls.push(`${options.method ?? 'GET'} ${path}`)
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { data: { path, answer: calls.length } }
    }) as unknown as CmsFetch
    return { client, calls }
  }
  const serving = <T>(method: string, run: () => Promise<T>) => requestContext.run({ requestId: `r-${Math.random()}`, method }, run)

  beforeEach(async () => {
    memberCache().forgetAll()
    await memberCache().session('jwt-a', async () => session(1))
    await memberCache().session('jwt-b', async () => session(2))
  })

  it('keeps a member’s read for the next page, never for another member, and not in an action', async () => {
    const { client, calls } = fakeClient()
    const first = await serving('GET', () => throughMemberCache<{ data: unknown }>(client, '/me/calls', { token: 'jwt-a' }))
    const again = await serving('GET', () => throughMemberCache<{ data: unknown }>(client, '/me/calls', { token: 'jwt-a' }))
    expect(again).toEqual(first)
    // Each caller gets its own copy: changing it changes nothing for the next.
    ;(again as { data: unknown }).data = 'changed'
    expect(await serving('GET', () => throughMemberCache(client, '/me/calls', { token: 'jwt-a' }))).toEqual(first)
    await serving('GET', () => throughMemberCache(client, '/me/calls', { token: 'jwt-b' }))
    await serving('POST', () => throughMemberCache(client, '/me/calls', { token: 'jwt-a' }))
    // The site's own token (undefined) and anonymous reads (null) are not the member cache's.
    await serving('GET', () => throughMemberCache(client, '/me/calls', {}))
    await serving('GET', () => throughMemberCache(client, '/me/calls', { token: null }))
    expect(calls).toEqual(['GET /me/calls', 'GET /me/calls', 'GET /me/calls', 'GET /me/calls', 'GET /me/calls'])
  })

  it('a bookmark, an alert or mail settings drop the writer’s reads only; other writes every member’s', async () => {
    const { client, calls } = fakeClient()
    const read = (token: string) => serving('GET', () => throughMemberCache(client, '/me/dashboard', { token }))
    const reads = () => calls.filter((call) => call === 'GET /me/dashboard').length
    await read('jwt-a')
    await read('jwt-b')
    for (const [method, path, reach] of [
      ['PUT', ME_API.favorites, ME_WRITE_REACH.favorites],
      ['POST', ALERT_API.mine, ALERT_WRITE_REACH.mine],
      ['PUT', ALERT_API.one('alert-1'), ALERT_WRITE_REACH.one],
      ['DELETE', ALERT_API.one('alert-1'), ALERT_WRITE_REACH.one],
      ['PUT', MAILING_API.mine, MAILING_WRITE_REACH.mine],
    ] as const) {
      const before = reads()
      await serving(method, () => throughMemberCache(client, path, { token: 'jwt-a', method, body: {}, reach }))
      await read('jwt-a')
      await read('jwt-b')
      expect([path, reads() - before]).toEqual([path, 1])
    }
    // A follow shows in an organisation's follower count: every member's reads go.
    const before = reads()
    await serving('PUT', () => throughMemberCache(client, '/me/follows', { token: 'jwt-a', method: 'PUT', body: {} }))
    await read('jwt-a')
    await read('jwt-b')
    expect(reads() - before).toBe(2)
  })

  it('a member’s write drops every member’s reads; an account write drops the member’s session check', async () => {
    const { client, calls } = fakeClient()
    const read = (token: string) => serving('GET', () => throughMemberCache(client, '/me/enters', { token }))
    await read('jwt-a')
    await read('jwt-b')
    await serving('POST', () => throughMemberCache(client, '/enters', { token: 'jwt-b', method: 'POST', body: {} }))
    await read('jwt-a')
    expect(calls.filter((call) => call === 'GET /me/enters')).toHaveLength(3)
    // A bookmark keeps the session check; a profile save forgets it.
    const check = vi.fn(async () => session(1))
    await serving('PUT', () =>
      throughMemberCache(client, ME_API.favorites, { token: 'jwt-a', method: 'PUT', body: {}, reach: ME_WRITE_REACH.favorites }),
    )
    await memberCache().session('jwt-a', check)
    expect(check).not.toHaveBeenCalled()
    await serving('PUT', () =>
      throughMemberCache(client, ME_API.profile, { token: 'jwt-a', method: 'PUT', body: {}, reach: ME_WRITE_REACH.profile }),
    )
    await memberCache().session('jwt-a', check)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('a 401 on a member’s read forgets that member’s kept session check (the session ended elsewhere), not another’s', async () => {
    const ended: CmsFetch = async () => {
      throw new CmsError('unauthorized', { path: '/me/follows', cmsStatus: 401 })
    }
    const checkA = vi.fn(async () => session(1))
    const checkB = vi.fn(async () => session(2))
    await expect(serving('GET', () => throughMemberCache(ended, '/me/follows', { token: 'jwt-a' }))).rejects.toThrow()
    await memberCache().session('jwt-a', checkA)
    await memberCache().session('jwt-b', checkB)
    expect(checkA).toHaveBeenCalledTimes(1)
    expect(checkB).not.toHaveBeenCalled()
    // Any other failure keeps it (the CMS being down says nothing about the session).
    const down: CmsFetch = async () => {
      throw new CmsError('unavailable', { path: '/me/calls', cmsStatus: 503 })
    }
    await expect(serving('GET', () => throughMemberCache(down, '/me/calls', { token: 'jwt-b' }))).rejects.toThrow()
    await memberCache().session('jwt-b', checkB)
    expect(checkB).not.toHaveBeenCalled()
  })

  it('a password reset (no token) forgets every member', async () => {
    const { client } = fakeClient()
    const check = vi.fn(async () => session(2))
    await serving('POST', () =>
      throughMemberCache(client, ACCOUNT_API.resetPassword, {
        method: 'POST',
        token: null,
        body: {},
        reach: ACCOUNT_WRITE_REACH.resetPassword,
      }),
    )
    await memberCache().session('jwt-b', check)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('one caller giving up does not fail the others waiting for the same read', async () => {
    const { client, calls } = fakeClient()
    const leaving = new AbortController()
    const [left, stayed] = await Promise.allSettled([
      serving('GET', () => throughMemberCache(client, '/me/profile', { token: 'jwt-a', signal: leaving.signal })),
      serving('GET', async () => {
        leaving.abort(new DOMException('gone', 'AbortError'))
        return throughMemberCache(client, '/me/profile', { token: 'jwt-a' })
      }),
    ])
    expect(left.status).toBe('rejected')
    expect(stayed).toMatchObject({ status: 'fulfilled', value: { data: { path: '/me/profile' } } })
    expect(calls).toEqual(['GET /me/profile'])
  })
})
