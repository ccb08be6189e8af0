import { Outlet } from 'react-router'
import { requireUser } from '~/lib/auth/auth.server'
import type { Route } from './+types/member-area'

/**
 * The layout of everything under /profiel: members only. Without a session, to the login page and
 * back (spec 2.5). The check is route middleware: it runs once per request, before any loader or
 * action of the subtree (also for a client's `.data` request of one child route). Children that read
 * data still ask `requireUser` for the current user (cached per request), and the CMS's policies are
 * the last line for every read and write.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireUser(request)
  },
]

export default function MemberArea() {
  return <Outlet />
}
