import { contentChanged } from '~/../server/content-changes.js'
import { handleCmsEvent } from '~/lib/cms/events.server'
import { getEnv } from '~/lib/env.server'
import type { Route } from './+types/cms-events'

// POST /api/cms-events: the CMS says which models changed; this instance drops its cached reads and
// pages of them and tells the other instances (server/content-changes.js).
export async function action({ request }: Route.ActionArgs) {
  const result = await handleCmsEvent(request, {
    secret: getEnv().CMS_WEBHOOK_SECRET,
    invalidate: (models) => contentChanged(models),
  })
  return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
}

export function loader() {
  return Response.json({ error: 'Method Not Allowed' }, { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } })
}
