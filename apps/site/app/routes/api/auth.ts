import { handleGet, handlePost } from '~/lib/auth/next-auth.server'
import type { Route } from './+types/auth'

// /api/auth/*: NextAuth.js v4-compatible endpoints (lib/auth/next-auth.server.ts).
export function loader({ request, params }: Route.LoaderArgs) {
  return handleGet(request, params['*'] ?? '')
}

export function action({ request, params }: Route.ActionArgs) {
  return handlePost(request, params['*'] ?? '')
}
