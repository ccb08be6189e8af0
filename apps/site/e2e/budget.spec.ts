import { gzipSync } from 'node:zlib'
import { expect, test } from '@playwright/test'

// design.md: home page JavaScript ≤ 140 KB gzip in total (React 19 + React Router 7 alone ~112 KB).
const HOME_JS_BUDGET_BYTES = 140 * 1024

test('the home page stays within its JavaScript budget', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="(\/assets\/[^"]+\.js)"/g)) scripts.add(match[1]!)
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) scripts.add(match[1]!)
  expect(scripts.size).toBeGreaterThan(0)

  let total = 0
  for (const src of scripts) {
    const body = await (await request.get(src)).body()
    total += gzipSync(body).length
  }
  console.log(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`)
  expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)
})
