import type { UserType } from '@talentstad/types'
import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { pushEventOnce, type AnalyticsEvent } from './data-layer'

type PageEvent = Exclude<AnalyticsEvent, { event: 'bookmark' }>['event']

/** The member's typeOfUser from the root data (null for a visitor or when they have not said). */
export function useTypeOfUser() {
  // The root's `user` is a SessionUser (lib/auth/session-user.ts); only its type of user is read here.
  const root = useRouteLoaderData('root') as { user?: { typeOfUser: UserType | null } | null } | undefined
  return root?.user?.typeOfUser ?? null
}

/**
 * Pushes a page's event (a confirmation page: `?verstuurd=…`) when `when` is true, once per history
 * entry (a reload or Back does not count it twice). See lib/analytics/data-layer.ts.
 */
export function useAnalyticsEvent(event: PageEvent, when: boolean) {
  const typeOfUser = useTypeOfUser()
  useEffect(() => {
    if (when) pushEventOnce({ event, typeOfUser })
  }, [event, when, typeOfUser])
}
