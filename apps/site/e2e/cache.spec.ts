import { expect, test } from '@playwright/test'
import { E2E_CMS_WEBHOOK_SECRET } from './config'

test.describe('the cached fast path', () => {
  test('anonymous pages are CDN-cacheable; unknown pages are not', async ({ request }) => {
    const home = await request.get('/')
    expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
    // A shared cache must never give this anonymous copy to a member.
    expect(home.headers()['vary']).toMatch(/\bCookie\b/i)
    const missing = await request.get('/bestaat-niet')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['cache-control']).toBe('no-store')
  })

  test('POST /api/cms-events needs the shared secret', async ({ request }) => {
    const body = { models: ['content-item'] }
    expect((await request.post('/api/cms-events', { data: body })).status()).toBe(401)
    expect((await request.post('/api/cms-events', { data: body, headers: { authorization: 'Bearer wrong-secret' } })).status()).toBe(401)
    const ok = await request.post('/api/cms-events', { data: body, headers: { authorization: `Bearer ${E2E_CMS_WEBHOOK_SECRET}` } })
    expect(ok.status()).toBe(200)
    expect(await ok.json()).toMatchObject({ ok: true })
    expect(ok.headers()['cache-control']).toBe('no-store')
  })
})
