import { redirect } from 'react-router'
import { finderTarget } from '~/lib/finder'
import type { Route } from './+types/zoeken'

// GET /zoeken?ik=student&zoek=vacatures: the home page's filter form, answered with a redirect
// to the matching filtered list (works without JavaScript).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(finderTarget(new URL(request.url).searchParams), { status: 303 })
}
