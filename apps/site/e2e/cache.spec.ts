import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, logInOnce } from './accounts'
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

  test("a member's page is kept for them a moment (browsers are told to store nothing); a route's own no-store never is", async ({
    page,
  }) => {
    await logInOnce(page, 'professional@demo.talentstad.nl', DEMO_PASSWORD)
    const request = page.context().request
    // The next request with the same cookies, within the member cache's time, gets the kept render.
    await expect(async () => {
      const again = await request.get('/profiel')
      expect(again.status()).toBe(200)
      expect(again.headers()['x-member-page']).toBe('kept')
    }).toPass({ timeout: 15_000 })
    const kept = await request.get('/profiel')
    expect(kept.headers()['cache-control']).toBe('private, no-store')
    // The design-system page sets its own `private, no-store`: rendered every time.
    for (let time = 0; time < 3; time++) {
      const own = await request.get('/ontwerp')
      expect(own.status()).toBe(200)
      expect(own.headers()['x-member-page']).toBeUndefined()
    }
  })
})
