import { handleGet, handlePost } from '~/lib/auth/next-auth.server'
import type { Route } from './+types/auth'

// /api/auth/*: NextAuth.js v4-compatible endpoints (lib/auth/next-auth.server.ts).
export function loader({ request, params, context }: Route.LoaderArgs) {
  return handleGet(request, params['*'] ?? '', context.clientIp)
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handlePost(request, params['*'] ?? '', context.clientIp)
}
