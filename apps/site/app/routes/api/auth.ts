import { handleGet, handlePost } from '~/lib/auth/next-auth.server'
import type { Route } from './+types/auth'
import { clientIpOf } from '~/lib/http/request-info.server'

// /api/auth/*: NextAuth.js v4-compatible endpoints (lib/auth/next-auth.server.ts).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleGet(request, params['*'] ?? '', clientIpOf(context))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handlePost(request, params['*'] ?? '', clientIpOf(context))
}
