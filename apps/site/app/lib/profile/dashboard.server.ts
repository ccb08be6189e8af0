import { BADGE_STATUSES } from '~/components/ui/badge'
import type { CurrentUser } from '~/lib/auth/auth.server'
import { isCommunityManager } from '~/lib/auth/permissions.server'
import { getMyCalls, getMyEnters, getReviewQueue } from '~/lib/calls/calls.server'
import { callState } from '~/lib/calls/views'
import { publicFavorites } from '~/lib/favorites/page.server'
import { getApplicationQueue } from '~/lib/organizations/organizations.server'

/**
 * The counts of the /profiel dashboard, read the same way as the pages they link to (my calls,
 * my enters, saved items, the two review queues), all at once. A count the CMS cannot give now is
 * null, so its section says so and the rest of the profile still shows.
 */

export type DashboardCounts = {
  calls: { total: number; pending: number; rejected: number } | null
  enters: number | null
  saved: number | null
  /** Community managers only (else null): what waits in their review queues. */
  review: { calls: number | null; applications: number | null } | null
}

/** The value of a read, or null (logged) when it failed; a request the browser gave up on stays aborted. */
async function orNull<T>(what: string, read: Promise<T>, signal: AbortSignal): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (signal.aborted) throw error
    const status = error && typeof error === 'object' && 'init' in error ? (error.init as ResponseInit | null)?.status : undefined
    console.error(`Profile dashboard: ${what} could not be counted (${status ?? (error instanceof Error ? error.message : 'error')})`)
    return null
  }
}

export async function loadDashboardCounts(request: Request, current: CurrentUser): Promise<DashboardCounts> {
  const caller = { jwt: current.jwt, signal: request.signal }
  const manager = isCommunityManager(current.user)
  const [calls, enters, saved, callQueue, applicationQueue] = await Promise.all([
    orNull('calls', getMyCalls(caller), request.signal),
    orNull('enters', getMyEnters(caller), request.signal),
    orNull('saved items', publicFavorites(request, current), request.signal),
    manager ? orNull('the call review queue', getReviewQueue(caller), request.signal) : null,
    manager ? orNull('the application review queue', getApplicationQueue(caller), request.signal) : null,
  ])
  const states = calls?.map((call) => BADGE_STATUSES[callState(call).status].tone) ?? []
  return {
    calls: calls && {
      total: calls.length,
      pending: states.filter((tone) => tone === 'pending').length,
      rejected: states.filter((tone) => tone === 'rejected').length,
    },
    enters: enters?.length ?? null,
    saved: saved?.visible.length ?? null,
    review: manager ? { calls: callQueue?.meta.count ?? null, applications: applicationQueue?.meta.count ?? null } : null,
  }
}
