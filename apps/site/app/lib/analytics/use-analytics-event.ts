import type { UserType } from '@talentstad/types'
import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { pushEventOnce, type ResultEvent } from './data-layer'

/** The member's typeOfUser from the root data (null for a visitor or when they have not said). */
export function useTypeOfUser() {
  // The root's `user` is a SessionUser (lib/auth/session-user.ts); only its type of user is read here.
  const root = useRouteLoaderData('root') as { user?: { typeOfUser: UserType | null } | null } | undefined
  return root?.user?.typeOfUser ?? null
}

/**
 * Pushes the event a success carries on its toast (docs/decisions/0049) when the page shows it,
 * once per history entry (a reload or Back does not count it twice). See lib/analytics/data-layer.ts.
 */
export function useResultEvent(event: ResultEvent | undefined) {
  const typeOfUser = useTypeOfUser()
  useEffect(() => {
    if (event) pushEventOnce({ event, typeOfUser })
  }, [event, typeOfUser])
}
