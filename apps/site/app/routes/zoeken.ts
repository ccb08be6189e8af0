import { finderTarget } from '~/lib/content/finder'
import type { Route } from './+types/zoeken'
import { safeRedirect } from '~/lib/http/redirect.server'

// GET /zoeken?ik=student&zoek=vacatures: the home page's filter form, answered with a redirect
// to the matching filtered list (works without JavaScript).
export function loader({ request }: Route.LoaderArgs) {
  return safeRedirect(finderTarget(new URL(request.url).searchParams), { status: 303 })
}
