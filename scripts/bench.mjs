// `npm run bench`: the performance benchmark of design.md. It starts the CMS on a fresh SQLite
// database with a large seed (BENCH_ITEMS, default 10,000 content items) and the production build of
// the site, warms the site's cache, then measures with autocannon, side by side in one run, each
// site page against the Strapi REST request that serves the same data: requests/s, p50/p99 latency
// and errors at 50 connections. It prints the site/Strapi ratio and the home page's JavaScript size
// (gzip) and writes bench-report.json. It is a benchmark, not a test: CI does not run it.
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { bin, root, run, service, waitFor } from './lib.mjs'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
// The mixed-load drill (issue 14): every page at once while an editor publishes; 0 for none.
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const ADMIN_EMAIL = 'bench-editor@talentstad.test'
const ADMIN_PASSWORD = `Bench!${randomBytes(9).toString('hex')}`
const CMS_PORT = 1437
const SITE_PORT = 3300
const cms = `http://127.0.0.1:${CMS_PORT}`
const site = `http://127.0.0.1:${SITE_PORT}`
const children = []
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-bench-'))
mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true })
const cleanup = () => {
  for (const child of children) child.kill('SIGTERM')
  rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanup()
  process.exit(130)
})

const secret = () => randomBytes(24).toString('hex')
const webhookSecret = secret()
const proxySecret = secret()

console.log('Building…')
if ((await run(bin('turbo'), ['run', 'build', '--filter=@talentstad/site', '--output-logs=errors-only'])) !== 0) process.exit(1)
if ((await run(process.execPath, ['scripts/compile.mjs'], { cwd: path.join(root, 'apps/cms') })) !== 0) process.exit(1)

console.log(`Starting the CMS with ${ITEMS.toLocaleString('en')} content items (the first seed takes a few minutes)…`)
const cmsProcess = service('cms', process.execPath, [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
  cwd: path.join(root, 'apps/cms'),
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(CMS_PORT),
    DATABASE_URL: '',
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    PUBLIC_DIR: path.join(dataDir, 'public'),
    SERVE_ADMIN_PANEL: 'false',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'true',
    SEED_BENCH_ITEMS: String(ITEMS),
    // An admin-panel account for the editor of the mixed-load drill.
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    STRAPI_LOG_LEVEL: 'warn',
    STRAPI_STARTUP_BANNER: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
    SITE_URL: site,
    CMS_WEBHOOK_SECRET: webhookSecret,
    CMS_PROXY_SECRET: proxySecret,
    APP_KEYS: `${secret()},${secret()}`,
    ADMIN_JWT_SECRET: secret(),
    API_TOKEN_SALT: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    ENCRYPTION_KEY: secret(),
    JWT_SECRET: secret(),
  },
})
children.push(cmsProcess)
await waitFor(`${cms}/_health`, { child: cmsProcess, timeoutMs: 900_000 })

const siteProcess = service('site', process.execPath, ['server.js'], {
  cwd: path.join(root, 'apps/site'),
  env: {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(SITE_PORT),
    CMS_URL: cms,
    SITE_URL: site,
    SESSION_SECRET: secret(),
    CMS_WEBHOOK_SECRET: webhookSecret,
    CMS_PROXY_SECRET: proxySecret,
  },
})
children.push(siteProcess)
await waitFor(`${site}/healthz`, { child: siteProcess })

// The same data, once through the site and once straight from Strapi's REST API.
const cmsJson = async (query) => (await fetch(`${cms}/api/${query}`)).json()
const total = (await cmsJson('content-items?pagination[pageSize]=1')).meta.pagination.total
const [call] = (await cmsJson('content-items?filters[type][$eq]=CONTENT_TYPE_CALL_UP&fields[0]=slug&pagination[pageSize]=1')).data
const [theme] = (await cmsJson('themes?pagination[pageSize]=1&fields[0]=slug')).data
// What the editor of the mixed-load drill edits (an article: no review workflow in the way).
const [article] = (await cmsJson('content-items?filters[type][$eq]=CONTENT_TYPE_ARTICLE&fields[0]=slug&pagination[pageSize]=1')).data
const card =
  'fields[0]=title&fields[1]=slug&fields[2]=summary&fields[3]=type&fields[4]=startDate&populate[cardImage][fields][0]=url&populate[cardImage][fields][1]=width&populate[cardImage][fields][2]=height&populate[cardImage][fields][3]=alternativeText'
const calls = `filters[type][$eq]=CONTENT_TYPE_CALL_UP&${card}&sort[0]=publishedAt:desc&pagination[pageSize]=12`
const pairs = [
  { name: 'home', site: '/', strapi: `content-items?${card}&sort[0]=publishedAt:desc&pagination[pageSize]=12` },
  { name: 'calls, page 2', site: '/oproepen?page=2', strapi: `content-items?${calls}&pagination[page]=2` },
  {
    name: 'calls, filtered',
    site: `/oproepen?thema=${theme.slug}&doelgroep=AUDIENCE_STUDENT`,
    strapi: `content-items?${calls}&filters[themes][slug][$eq]=${theme.slug}&filters[audiences][key][$eq]=AUDIENCE_STUDENT`,
  },
  {
    name: 'call detail',
    site: `/oproepen/${call.slug}`,
    strapi: `content-items?filters[slug][$eq]=${call.slug}&populate[themes][fields][0]=name&populate[audiences][fields][0]=name&populate[organization][fields][0]=name&populate[heroImage][fields][0]=url`,
  },
]

async function measure(url) {
  await fetch(url).then((response) => response.arrayBuffer()) // warm the cache
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { accept: 'text/html,application/json' } })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

async function homeJavaScriptKb() {
  const html = await (await fetch(`${site}/`)).text()
  const sources = new Set([...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]))
  let bytes = 0
  for (const source of sources) bytes += gzipSync(Buffer.from(await (await fetch(`${site}${source}`)).arrayBuffer())).length
  return Math.round((bytes / 1024) * 10) / 10
}

const rows = []
for (const pair of pairs) {
  const siteResult = await measure(`${site}${pair.site}`)
  const strapiResult = await measure(`${cms}/api/${pair.strapi}`)
  rows.push({
    name: pair.name,
    site: siteResult,
    strapi: strapiResult,
    ratio: Math.round((siteResult.requestsPerSecond / strapiResult.requestsPerSecond) * 100) / 100,
  })
}
const homeJs = await homeJavaScriptKb()

/**
 * Mixed load: the same connections over every page above
 * for MIXED_SECONDS while an editor edits and publishes an item in the admin API every few seconds,
 * as in the admin panel; each publish makes the CMS tell the site to drop its cached pages.
 */
async function mixedLoad() {
  const login = await fetch(`${cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  })
  const token = (await login.json()).data.token
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const base = `${cms}/content-manager/collection-types/api::content-item.content-item/${article.documentId}`
  let editing = true
  let publishes = 0
  let editorErrors = 0
  const editor = (async () => {
    while (editing) {
      const data = { summary: `Bijgewerkt door de redactie om ${new Date().toISOString()}` }
      const update = await fetch(base, { method: 'PUT', headers, body: JSON.stringify(data) })
      const publish = await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) })
      if (update.ok && publish.ok) publishes += 1
      else editorErrors += 1
      await new Promise((resolve) => setTimeout(resolve, 3000))
    }
  })()
  const result = await autocannon({
    url: site,
    connections: CONNECTIONS,
    duration: MIXED_SECONDS,
    headers: { accept: 'text/html' },
    requests: pairs.map((pair) => ({ method: 'GET', path: pair.site })),
  })
  editing = false
  await editor
  return {
    seconds: MIXED_SECONDS,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    publishes,
    editorErrors,
  }
}
const mixed = MIXED_SECONDS > 0 ? await mixedLoad() : null
cleanup()

console.log(`\nBenchmark: ${total.toLocaleString('en')} content items, ${CONNECTIONS} connections, ${DURATION} s per URL\n`)
console.log(
  `${'page'.padEnd(18)}${'site req/s'.padStart(11)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'err'.padStart(5)}   ${'strapi req/s'.padStart(13)}${'p50'.padStart(6)}${'p99'.padStart(6)}${'err'.padStart(5)}   site/strapi`,
)
for (const { name, site: s, strapi: c, ratio } of rows) {
  console.log(
    `${name.padEnd(18)}${String(s.requestsPerSecond).padStart(11)}${String(s.p50).padStart(6)}${String(s.p99).padStart(6)}${String(s.errors).padStart(5)}   ${String(c.requestsPerSecond).padStart(13)}${String(c.p50).padStart(6)}${String(c.p99).padStart(6)}${String(c.errors).padStart(5)}   ${ratio}×`,
  )
}
console.log(`\nHome page JavaScript: ${homeJs} KB gzip (budget 140 KB)`)
if (mixed) {
  console.log(
    `Mixed load (${mixed.seconds} s, every page, an editor publishing): ${mixed.requestsPerSecond} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.errors} errors; ${mixed.publishes} publishes, ${mixed.editorErrors} failed`,
  )
}
const mixedOk = !mixed || (mixed.errors === 0 && mixed.editorErrors === 0 && mixed.publishes > 0)
const targetMet = rows.every((row) => row.ratio >= 1 && row.site.errors === 0) && homeJs <= 140 && mixedOk
console.log(targetMet ? 'Targets met.' : 'Targets NOT met (see design.md, "Performance targets").')
const report = {
  date: new Date().toISOString(),
  items: total,
  connections: CONNECTIONS,
  seconds: DURATION,
  rows,
  homeJavaScriptKbGzip: homeJs,
  mixed,
  targetMet,
}
writeFileSync(path.join(root, 'bench-report.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('Report written to bench-report.json')
