import { createHash, timingSafeEqual } from 'node:crypto'
import { CMS_EVENT_LIMITS } from '@talentstad/types'
import { z } from 'zod'

/**
 * The CMS's content-change signal: `POST /api/cms-events` with `{ "models": ["content-item"] }`
 * and `Authorization: Bearer <CMS_WEBHOOK_SECRET>`. The instance that gets it drops what it cached of
 * those models (`invalidate`), and passes the change on to the other instances when Redis is set.
 */

export const CmsEventSchema = z.object({
  models: z.array(z.string().min(1).max(CMS_EVENT_LIMITS.nameLength)).min(1).max(CMS_EVENT_LIMITS.names),
})

/** Compares in constant time (hashing first makes the lengths equal too). */
export function secretMatches(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(expected).digest()
  return timingSafeEqual(a, b)
}

export function bearerToken(header: string | null): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i)
  return match?.[1]
}

export type CmsEventResult = { status: number; body: Record<string, unknown> }

export async function handleCmsEvent(
  request: Request,
  { secret, invalidate }: { secret: string; invalidate: (models: string[]) => number },
): Promise<CmsEventResult> {
  if (request.method !== 'POST') return { status: 405, body: { error: 'Method Not Allowed' } }
  const token = bearerToken(request.headers.get('authorization'))
  if (!token || !secretMatches(token, secret)) return { status: 401, body: { error: 'Unauthorized' } }

  let json: unknown
  try {
    json = await request.json()
  } catch {
    return { status: 400, body: { error: 'Invalid JSON' } }
  }
  const parsed = CmsEventSchema.safeParse(json)
  if (!parsed.success) return { status: 400, body: { error: 'Expected {"models": string[]}' } }
  const invalidated = invalidate(parsed.data.models)
  return { status: 200, body: { ok: true, invalidated } }
}
