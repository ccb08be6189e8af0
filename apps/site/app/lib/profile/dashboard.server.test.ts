import type { MyCallDto } from '@talentstad/types'
import { data } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { CurrentUser } from '~/lib/auth/auth.server'
import { consoleError } from '../../../tests/setup'

// The reads the pages behind the dashboard use, replaced: this tests how the counts are made and
// how a failing one is left out, not the CMS.
const reads = vi.hoisted(() => ({
  getMyCalls: vi.fn(),
  getMyEnters: vi.fn(),
  getReviewQueue: vi.fn(),
  publicFavorites: vi.fn(),
  getApplicationQueue: vi.fn(),
}))
vi.mock('~/lib/calls/calls.server', () => ({
  getMyCalls: reads.getMyCalls,
  getMyEnters: reads.getMyEnters,
  getReviewQueue: reads.getReviewQueue,
}))
vi.mock('~/lib/favorites/page.server', () => ({ publicFavorites: reads.publicFavorites }))
vi.mock('~/lib/organizations/organizations.server', () => ({ getApplicationQueue: reads.getApplicationQueue }))

const { loadDashboardCounts } = await import('./dashboard.server')

const member = (role: string) => ({ jwt: 'jwt', sid: 's', expiresAt: '', user: { role } }) as unknown as CurrentUser
const call = (reviewState: MyCallDto['reviewState'], online = false) => ({ reviewState, online, editPending: false, rejectReason: null })

beforeEach(() => {
  reads.getMyCalls.mockResolvedValue([call('pending'), call('approved', true), call('rejected'), call('pending')])
  reads.getMyEnters.mockResolvedValue([{}, {}])
  reads.publicFavorites.mockResolvedValue({ visible: ['a', 'b', 'c'], types: new Map() })
  reads.getReviewQueue.mockResolvedValue({ data: [], recent: [], meta: { count: 7 } })
  reads.getApplicationQueue.mockResolvedValue({ data: [], recent: [], meta: { count: 1 } })
})

describe('loadDashboardCounts', () => {
  it('counts the calls by state, the enters and the saved items; a member gets no review counts and their queues are not asked', async () => {
    const counts = await loadDashboardCounts(new Request('http://site/profiel'), member('ROLE_USER'))
    expect(counts).toEqual({ calls: { total: 4, pending: 2, rejected: 1 }, enters: 2, saved: 3, review: null })
    expect(reads.getReviewQueue).not.toHaveBeenCalled()
    expect(reads.getApplicationQueue).not.toHaveBeenCalled()
  })

  it('a community manager also gets what waits in both review queues', async () => {
    const counts = await loadDashboardCounts(new Request('http://site/profiel'), member('ROLE_COMMUNITY_MANAGER'))
    expect(counts.review).toEqual({ calls: 7, applications: 1 })
  })

  it('a count the CMS cannot give is null (and logged), the others still come', async () => {
    consoleError.mockImplementation(() => {})
    reads.getMyEnters.mockRejectedValue(data(null, { status: 503 }))
    reads.getApplicationQueue.mockRejectedValue(new Error('socket hang up'))
    const counts = await loadDashboardCounts(new Request('http://site/profiel'), member('ROLE_COMMUNITY_MANAGER'))
    expect(counts).toEqual({
      calls: { total: 4, pending: 2, rejected: 1 },
      enters: null,
      saved: 3,
      review: { calls: 7, applications: null },
    })
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('enters could not be counted (503)'))
  })

  it('a request the browser gave up on stays aborted instead of showing empty sections', async () => {
    const controller = new AbortController()
    controller.abort()
    reads.getMyCalls.mockRejectedValue(new DOMException('aborted', 'AbortError'))
    await expect(
      loadDashboardCounts(new Request('http://site/profiel', { signal: controller.signal }), member('ROLE_USER')),
    ).rejects.toThrow('aborted')
  })
})
