// `npm run bench`: the performance benchmark of design.md. It starts the CMS on a fresh SQLite
// database with a large seed (BENCH_ITEMS, default 10,000 content items), the production build of
// the site, and a second site with its caches off (SITE_CACHE=off). Then it measures with autocannon,
// side by side in one run, for each anonymous page (as a browser asks: brotli or gzip):
// - site: the warm page (requests/s, p50/p99, errors at 50 connections);
// - limit: a bare Node server sending the identical bytes from memory (scripts/bench-limit-server.mjs);
// - strapi: the Strapi REST request that serves the same data;
// - cold: the page rendered from fresh CMS answers (the site without caches, BENCH_COLD_CONNECTIONS).
// It prints site/limit and site/strapi, the cold p50 against the cold p50 of an earlier run at
// 1,000 items (kept in bench-report.json per item count), the home page's JavaScript size (gzip)
// and the mixed-load drill, then the digest of BENCH_MEMBERS members (scripts/bench-digest.mjs), and
// writes bench-report.json. A benchmark, not a test: CI does not run it.
// The sites run as production does, with error reporting on: SENTRY_DSN points at a local ingest
// that counts what arrives (BENCH_SENTRY=off measures without it).
import { randomBytes } from 'node:crypto'
import { fork } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { digestBench, digestLine, digestOk, DIGEST_MEMBERS } from './bench-digest.mjs'
import { root, waitFor } from './lib.mjs'
import { buildPlatform, createPlatform } from './platform.mjs'

const ITEMS = Number(process.env.BENCH_ITEMS ?? 10_000)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
// Member pages share two cores with the CMS they call, so one measurement swings with whatever else
// the machine does: each is measured this many times, site and CMS alternately, and the median shown.
const MEMBER_ROUNDS = Math.max(1, Math.floor(Number(process.env.BENCH_MEMBER_ROUNDS ?? 3)) || 3)
// Seconds of load before a member row starts counting (see autocannonRun).
const MEMBER_WARMUP = (() => {
  const seconds = Number(process.env.BENCH_MEMBER_WARMUP ?? 3)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 3
})()
// The cold path is measured at a few connections: it is about each page's cost, not throughput.
const COLD_CONNECTIONS = Number(process.env.BENCH_COLD_CONNECTIONS ?? 4)
// The mixed-load drill (issue 14): every page at once while an editor publishes; 0 for none.
// BENCH_ONLY=members: the member rows alone (no anonymous pages, no mixed load, no digest), to try a change quickly.
const ONLY_MEMBERS = process.env.BENCH_ONLY === 'members'
// BENCH_ONLY=digest: the digest row alone (BENCH_MEMBERS members, default 10,000).
const ONLY_DIGEST = process.env.BENCH_ONLY === 'digest'
const MIXED_SECONDS = ONLY_MEMBERS ? 0 : Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const ADMIN_EMAIL = 'bench-editor@talentstad.test'
const ADMIN_PASSWORD = `Bench!${randomBytes(9).toString('hex')}`
const CMS_PORT = 1437
const SITE_PORT = 3300
const COLD_SITE_PORT = 3301
const LIMIT_PORT = 3302
// Member pages: a site whose CMS calls go through a recording proxy (to learn which CMS requests a
// page makes), and a mail catcher for the login code.
const PROBE_SITE_PORT = 3303
const RECORDER_PORT = 3304
// The local stand-in for Sentry's ingest: it takes envelopes and counts their items.
const INGEST_PORT = 3305
const SENTRY = process.env.BENCH_SENTRY !== 'off'
const MAIL_SMTP_PORT = 1027
const MAIL_WEB_PORT = 1082
// The demo admin of an organisation: every member page has something to show, the organisation's too.
const MEMBER_EMAIL = 'beheerder@demo.talentstad.nl'
// Another member, who bookmarks while the first opens /profiel (the '/profiel + toggles' row).
const OTHER_MEMBER_EMAIL = 'student@demo.talentstad.nl'
// Their connections: a few members bookmarking at once on one instance.
const OTHER_MEMBER_CONNECTIONS = 5
const MEMBER_ORGANIZATION = 'Kanaal Digital'
// Longer than the site keeps a member's answers (MEMBER_CACHE_MS, at most 5 s): the next probe is cold.
const MEMBER_CACHE_WAIT_MS = 5500
// Cold requests per member page for its cold p50 (each waits MEMBER_CACHE_WAIT_MS first).
const MEMBER_COLD_SAMPLES = 3
const MEMBER_PASSWORD = 'Talentstad!2026'
const cms = `http://127.0.0.1:${CMS_PORT}`
const site = `http://127.0.0.1:${SITE_PORT}`
const coldSite = `http://127.0.0.1:${COLD_SITE_PORT}`
const limit = `http://127.0.0.1:${LIMIT_PORT}`
const BROWSER_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'br, gzip' }
const { dataDir, children, stop: cleanup, startMail, startCms, startSite: startPlatformSite } = createPlatform('bench')

console.log('Building…')
if (!(await buildPlatform())) process.exit(1)

if (ONLY_DIGEST) {
  console.log(
    `Seeding ${ITEMS.toLocaleString('en')} content items and ${DIGEST_MEMBERS.toLocaleString('en')} members, then running the digest…`,
  )
  const digest = await digestBench({ startCms, dataDir, items: ITEMS, siteUrl: site })
  cleanup()
  console.log(`\n${digestLine(digest)}`)
  console.log(`Digest target ${digestOk(digest) ? 'met' : 'NOT met'} (BENCH_ONLY=digest: nothing else was measured).`)
  process.exit(0)
}

startMail({ smtpPort: MAIL_SMTP_PORT, webPort: MAIL_WEB_PORT })

console.log(`Starting the CMS with ${ITEMS.toLocaleString('en')} content items (the first seed takes a few minutes)…`)
const cmsProcess = startCms({
  port: CMS_PORT,
  siteUrl: site,
  smtpPort: MAIL_SMTP_PORT,
  env: {
    // The demo members (one logs in for the member pages).
    DEMO_MODE: 'true',
    SEED_BENCH_ITEMS: String(ITEMS),
    // An admin-panel account for the editor of the mixed-load drill.
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  },
})
await waitFor(`${cms}/_health`, { child: cmsProcess, timeoutMs: 900_000 })

const ingest = SENTRY ? startIngest() : null
const sentryEnv = SENTRY ? { SENTRY_DSN: `http://benchkey@127.0.0.1:${INGEST_PORT}/1` } : {}
const startSite = (label, port, env = {}) => startPlatformSite({ label, port, cmsUrl: cms, siteUrl: site, env: { ...sentryEnv, ...env } })
const siteProcess = startSite('site', SITE_PORT)
const coldProcess = startSite('site, no cache', COLD_SITE_PORT, { SITE_CACHE: 'off' })
const recorder = startRecorder()
const probeProcess = startSite('site, recorded', PROBE_SITE_PORT, { CMS_URL: `http://127.0.0.1:${RECORDER_PORT}` })
await waitFor(`${site}/healthz`, { child: siteProcess })
await waitFor(`${coldSite}/healthz`, { child: coldProcess })
await waitFor(`http://127.0.0.1:${PROBE_SITE_PORT}/healthz`, { child: probeProcess })

// The same data, once through the site and once straight from Strapi's REST API.
const cmsJson = async (query) => (await fetch(`${cms}/api/${query}`)).json()
// Read from the database: the public API counts a list only up to COUNT_CAP + 1 (ADR 0026).
const total = (() => {
  const database = new Database(path.join(dataDir, 'data.db'), { readonly: true })
  try {
    return database.prepare('SELECT count(*) AS n FROM content_items WHERE published_at IS NOT NULL').get().n
  } finally {
    database.close()
  }
})()
const [call] = (await cmsJson('content-items?filters[type][$eq]=CONTENT_TYPE_CALL_UP&fields[0]=slug&pagination[pageSize]=1')).data
const [theme] = (await cmsJson('themes?pagination[pageSize]=1&fields[0]=slug')).data
const [organization] = (await cmsJson('organizations?filters[type][$eq]=ORGANIZATION_TYPE_REGULAR&fields[0]=slug&pagination[pageSize]=1'))
  .data
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
  {
    name: 'organisation',
    site: `/bedrijven/${organization.slug}`,
    strapi: `organizations?filters[slug][$eq]=${organization.slug}&populate[tags][fields][0]=name&populate[image][fields][0]=url`,
  },
  {
    name: 'calls (.data)',
    site: '/oproepen.data?page=2',
    strapi: `content-items?${calls}&pagination[page]=2`,
  },
]

async function measure(url, { connections = CONNECTIONS, headers = BROWSER_HEADERS } = {}) {
  await fetch(url, { headers }).then((response) => response.arrayBuffer()) // warm the cache
  const result = await autocannon({ url, connections, duration: DURATION, headers })
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

/** A page's bytes exactly as the site sends them to a browser (still compressed), and its headers. */
function rawAnswer(pathAndQuery) {
  return new Promise((resolve, reject) => {
    http
      .get(`${site}${pathAndQuery}`, { headers: BROWSER_HEADERS }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

/** The limit server, serving every page's bytes as the site last sent them. */
async function startLimitServer() {
  const manifest = {}
  for (const [index, pair] of pairs.entries()) {
    await rawAnswer(pair.site) // the first answer renders; the second is the kept copy
    const { headers, body } = await rawAnswer(pair.site)
    if (headers['x-page-cache'] !== 'hit') console.warn(`${pair.site}: not answered from the page cache (${headers['cache-control']})`)
    const file = path.join(dataDir, `limit-${index}`)
    writeFileSync(file, body)
    const kept = {}
    for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag', 'content-security-policy']) {
      if (headers[name]) kept[name] = headers[name]
    }
    manifest[pair.site] = { headers: kept, file }
  }
  const manifestFile = path.join(dataDir, 'limit.json')
  writeFileSync(manifestFile, JSON.stringify(manifest))
  const child = fork(path.join(root, 'scripts/bench-limit-server.mjs'), [String(LIMIT_PORT), manifestFile], { stdio: 'inherit' })
  children.push(child)
  await new Promise((resolve) => child.once('message', resolve))
}
await startLimitServer()

const ratio = (a, b) => Math.round((a / b) * 100) / 100

/**
 * A proxy in front of the CMS that keeps the requests of one site request (by the request id the
 * site passes on), so the benchmark can send the CMS exactly the requests a member page makes.
 */
function startRecorder() {
  const recorded = new Map()
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const id = String(req.headers['x-request-id'] ?? '')
      const headers = { ...req.headers }
      delete headers.host
      delete headers['content-length']
      delete headers.connection
      if (id.startsWith('bench-probe-')) {
        recorded.set(id, [
          ...(recorded.get(id) ?? []),
          { method: req.method, path: req.url, headers, body: body.length ? body.toString() : undefined },
        ])
      }
      const forward = http.request(
        `${cms}${req.url}`,
        { method: req.method, headers: { ...headers, 'content-length': body.length } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      forward.on('error', () => res.writeHead(502).end())
      forward.end(body)
    })
  })
  server.listen(RECORDER_PORT, '127.0.0.1')
  children.push({ kill: () => server.close() })
  return recorded
}

/**
 * Sentry's ingest as far as the SDK needs it: `POST /api/<project>/envelope/` answered 200; it
 * counts the items by type (event, transaction, session …) and keeps nothing else.
 */
function startIngest() {
  const counts = {}
  const server = http.createServer((req, res) => {
    const chunks = []
    req.on('data', (chunk) => chunks.push(chunk))
    req.on('end', () => {
      try {
        // The SDK compresses larger envelopes.
        const raw = Buffer.concat(chunks)
        const encoding = String(req.headers['content-encoding'] ?? '')
        const body =
          encoding === 'gzip'
            ? gunzipSync(raw)
            : encoding === 'deflate'
              ? inflateSync(raw)
              : encoding === 'br'
                ? brotliDecompressSync(raw)
                : raw
        const lines = body.toString('utf8').split('\n')
        // Header, then per item a header line and a payload line.
        for (let index = 1; index < lines.length; index += 2) {
          const type = lines[index] ? (JSON.parse(lines[index]).type ?? 'unknown') : undefined
          if (type) counts[type] = (counts[type] ?? 0) + 1
        }
      } catch {
        counts.unreadable = (counts.unreadable ?? 0) + 1
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  server.listen(INGEST_PORT, '127.0.0.1')
  children.push({ kill: () => server.close() })
  return counts
}

/**
 * The cookies a response sets, as one Cookie header together with the ones we had; a cookie it
 * expires (Max-Age=0, or an Expires in the past) is dropped, as a browser drops it.
 */
function withCookies(cookie, response) {
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => [pair.split('=')[0], pair]) : [])
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const name = pair.split('=')[0]
    const expired = attributes.some(
      (attribute) => /^max-age=0$/i.test(attribute) || (/^expires=/i.test(attribute) && Date.parse(attribute.slice(8)) <= Date.now()),
    )
    if (expired) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

/** Logs a demo member in through the site's own forms and the e-mailed code; the session cookie. */
async function memberCookie(email = MEMBER_EMAIL) {
  const form = (fields) => ({ 'content-type': 'application/x-www-form-urlencoded', origin: site, ...fields })
  const sentBefore = Date.now()
  const login = await fetch(`${site}/inloggen`, {
    method: 'POST',
    redirect: 'manual',
    headers: form({}),
    body: new URLSearchParams({ email, password: MEMBER_PASSWORD }),
  })
  if (login.status !== 303)
    throw new Error(`login answered ${login.status}: ${(await login.text()).match(/role="alert"[^>]*>([^<]*)/)?.[1] ?? ''}`)
  let cookie = withCookies('', login)
  let code
  for (let attempt = 0; attempt < 40 && !code; attempt += 1) {
    const mails = await (await fetch(`http://127.0.0.1:${MAIL_WEB_PORT}/email`)).json()
    const mailed = mails.find(
      (m) => m.to.some((to) => to.address === email) && /inlogcode/i.test(m.subject) && Date.parse(m.date) >= sentBefore - 1000,
    )
    code = mailed?.text.match(/\b(\d{6})\b/)?.[1]
    if (!code) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  if (!code) throw new Error('no login code mailed')
  const verify = await fetch(`${site}/2fa`, {
    method: 'POST',
    redirect: 'manual',
    headers: form({ cookie }),
    body: new URLSearchParams({ code }),
  })
  if (verify.status !== 303) throw new Error(`2fa answered ${verify.status}`)
  cookie = withCookies(cookie, verify)
  // The page the login leads to, as a browser opens it: it shows the one-time toast (and clears its
  // cookie) and sets the bookmarks mirror. A member's later pages carry neither a toast nor a missing mirror.
  const landing = await fetch(new URL(verify.headers.get('location') ?? '/', site), { headers: { cookie }, redirect: 'manual' })
  await landing.arrayBuffer()
  return withCookies(cookie, landing)
}

/**
 * Member pages (private, never cached by the page cache), each against the CMS's cheapest
 * authenticated request for the same member (GET /api/account/session), in the same round: the
 * ratio is the page's requests/s over the session check's (issue 28: at least 1). Before the load,
 * each page is asked once cold (the member's answers not kept by the site) and once warm (right
 * after), through a site whose CMS calls are recorded: the CMS requests each made.
 */
async function memberRows() {
  const [item, ...others] = (await cmsJson('content-items?fields[0]=title&pagination[pageSize]=101')).data
  const toggle = JSON.stringify({ contentItem: item.documentId, isFavorited: true })
  // The on/off row: each connection bookmarks an item and removes the bookmark again, then takes
  // the next item (a member going down a list), so every request is a write and no two connections
  // fight over one bookmark.
  const onOff = () => {
    let nextItem = 0
    const setting = (isFavorited) => (request, context) => {
      if (isFavorited) context.item = others[nextItem++ % others.length].documentId
      return { ...request, body: JSON.stringify({ contentItem: context.item, isFavorited }) }
    }
    return [{ setupRequest: setting(true) }, { setupRequest: setting(false) }]
  }
  const toggleHeaders = (cookie) => ({ cookie, origin: site, 'content-type': 'application/json', accept: 'application/json' })
  /** Removes every bookmark the on/off load may have left of this member (the load ends halfway through some pairs). */
  const unbookmark = async (cookie) => {
    for (const other of others) {
      const removed = await fetch(`${site}/api/favorites`, {
        method: 'POST',
        headers: toggleHeaders(cookie),
        body: JSON.stringify({ contentItem: other.documentId, isFavorited: false }),
      })
      if (!removed.ok) throw new Error(`removing a bookmark answered ${removed.status}`)
      await removed.arrayBuffer()
    }
  }
  // The member bookmarks the item the 'set again' row sets, as in a browser: its answer's cookie (the
  // bookmarks mirror) goes with every later request. That row sets the same state again and again,
  // so the pages measured after it show the bookmarks the member's cookie says.
  const loggedIn = await memberCookie()
  const bookmarked = await fetch(`${site}/api/favorites`, {
    method: 'POST',
    headers: { cookie: loggedIn, origin: site, 'content-type': 'application/json', accept: 'application/json' },
    body: toggle,
  })
  if (!bookmarked.ok) throw new Error(`the bookmark toggle answered ${bookmarked.status}`)
  await bookmarked.arrayBuffer()
  const cookie = withCookies(loggedIn, bookmarked)
  // The other member's cookie as their first page left it (the toast shown, the bookmarks mirror set).
  const otherCookie = await memberCookie(OTHER_MEMBER_EMAIL)
  const [organization] = (await cmsJson(`organizations?filters[name][$eq]=${encodeURIComponent(MEMBER_ORGANIZATION)}&fields[0]=name`)).data
  const page = (path) => ({ name: path, method: 'GET', path, headers: { cookie, accept: 'text/html', 'accept-encoding': 'br, gzip' } })
  const allProbes = [
    page('/profiel'),
    page('/profiel/oproepen'),
    page('/profiel/enters'),
    page('/profiel/opgeslagen'),
    page('/profiel/volgend'),
    page('/voor-jou'),
    { ...page(`/profiel/organisatie/${organization.documentId}/content`), name: '…/content (org.)' },
    {
      // The member's dashboard while another member bookmarks on the same instance, every request a
      // write: a crowd's bookmarks must not empty everyone's kept pages (ADR 0040, addendum).
      ...page('/profiel'),
      name: '/profiel + toggles',
      background: { headers: toggleHeaders(otherCookie), requests: onOff(), after: () => unbookmark(otherCookie) },
    },
    {
      // The same state again (a second click, another tab): the CMS checks and writes nothing.
      name: 'bookmark set again',
      method: 'POST',
      path: '/api/favorites',
      headers: toggleHeaders(cookie),
      body: toggle,
    },
    {
      name: 'bookmark on/off',
      method: 'POST',
      path: '/api/favorites',
      headers: toggleHeaders(cookie),
      // Probed with a removal of a bookmark that is not there: the member's bookmarks stay as their
      // cookie mirrors them (a page whose mirror is out of date sends a new one and is not kept).
      body: JSON.stringify({ contentItem: others[others.length - 1].documentId, isFavorited: false }),
      requests: onOff(),
      after: () => unbookmark(cookie),
    },
  ]
  // BENCH_MEMBER_PAGES=/voor-jou,/profiel/volgend: only these rows (by name), to try a change quickly.
  const chosen = (process.env.BENCH_MEMBER_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const probes = chosen.length ? allProbes.filter((probe) => chosen.includes(probe.name)) : allProbes
  /** One request through the recorded site: its CMS requests. */
  const probe = async (one, label) => {
    const id = `bench-probe-${label}-${randomBytes(4).toString('hex')}`
    const answer = await fetch(`http://127.0.0.1:${PROBE_SITE_PORT}${one.path}`, {
      method: one.method,
      headers: { ...one.headers, 'x-request-id': id },
      body: one.body,
      redirect: 'manual',
    })
    if (!answer.ok) throw new Error(`${one.name} answered ${answer.status}`)
    await answer.arrayBuffer()
    return recorder.get(id) ?? []
  }
  const counts = []
  const coldTimes = []
  let sessionCheck
  for (const one of probes) {
    // Cold: nothing of the member kept (a new login's first page is like it); warm: right after.
    await new Promise((resolve) => setTimeout(resolve, MEMBER_CACHE_WAIT_MS))
    const cold = await probe(one, 'cold')
    const warm = await probe(one, 'warm')
    sessionCheck ??= cold.find((call) => call.method === 'GET' && call.path.startsWith('/api/account/session'))
    counts.push({ cold: cold.map((call) => `${call.method} ${call.path.split('?')[0]}`), warm: warm.length })
    coldTimes.push(one.method === 'GET' ? await memberColdP50(one) : null)
  }
  if (!sessionCheck) throw new Error('no session check recorded: cannot measure the CMS side')

  const rounds = probes.map(() => [])
  const sessionRates = []
  for (let round = 0; round < MEMBER_ROUNDS; round += 1) {
    const session = await autocannonRun({ url: `${cms}${sessionCheck.path}`, method: 'GET', headers: sessionCheck.headers })
    sessionRates.push(session.requestsPerSecond)
    for (const [index, one] of probes.entries()) {
      // A row's background load (another member's bookmarks) runs alongside it, through the same site.
      const background = one.background
        ? autocannonRun({
            url: `${site}/api/favorites`,
            method: 'POST',
            headers: one.background.headers,
            body: '{}',
            connections: OTHER_MEMBER_CONNECTIONS,
            requests: one.background.requests,
          })
        : undefined
      const result = await autocannonRun({
        url: `${site}${one.path}`,
        method: one.method,
        headers: one.headers,
        body: one.body,
        ...(one.requests ? { requests: one.requests } : {}),
      })
      const alongside = await background
      await one.after?.()
      await one.background?.after()
      rounds[index].push({
        site: result,
        alongside,
        session: session.requestsPerSecond,
        ratio: ratio(result.requestsPerSecond, session.requestsPerSecond),
      })
    }
  }
  return probes.map((one, index) => {
    // The round with the median ratio stands for the page (of an even count, the lower middle one);
    // every round's ratio is reported beside it.
    const sorted = [...rounds[index]].sort((a, b) => a.ratio - b.ratio)
    const median = sorted[Math.floor((sorted.length - 1) / 2)]
    return {
      name: one.name,
      ...median,
      coldP50: coldTimes[index],
      cmsRequests: counts[index],
      rounds: rounds[index].map((round) => round.ratio),
      errors: rounds[index].reduce((sum, round) => sum + round.site.errors + (round.alongside?.errors ?? 0), 0),
    }
  })
}

/**
 * A member page's cold p50 (ms) on the measured site: MEMBER_COLD_SAMPLES requests, each once
 * nothing of the member is kept any more (MEMBER_CACHE_WAIT_MS after the last), so each fetches the
 * member's answers from the CMS. Kept per item count with the anonymous pages' cold p50s.
 */
async function memberColdP50(one) {
  const times = []
  for (let sample = 0; sample < MEMBER_COLD_SAMPLES; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, MEMBER_CACHE_WAIT_MS))
    const started = performance.now()
    const answer = await fetch(`${site}${one.path}`, { method: one.method, headers: one.headers, redirect: 'manual' })
    await answer.arrayBuffer()
    if (!answer.ok) throw new Error(`${one.name} answered ${answer.status} cold`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return Math.round(times[Math.floor((times.length - 1) / 2)])
}

/**
 * A member row's measurement at steady load: the connections run for MEMBER_WARMUP seconds first
 * and only what is answered after that counts. A member page takes seconds at 50 connections (its
 * requests queue at the CMS), so the first seconds of a run answer almost nothing while the queue
 * fills; counted in, they made a 5-second run of /profiel report a third less than it serves.
 * The CMS requests it is compared with are measured the same way.
 */
function autocannonRun(options) {
  return new Promise((resolve, reject) => {
    const countFrom = Date.now() + MEMBER_WARMUP * 1000
    const counted = []
    const run = autocannon({ connections: CONNECTIONS, ...options, duration: MEMBER_WARMUP + DURATION }, (error, result) => {
      if (error) return reject(error)
      counted.sort((a, b) => a - b)
      // Nearest rank: the smallest latency at or above the share of answers.
      const at = (share) => counted[Math.max(0, Math.ceil(share * counted.length) - 1)] ?? 0
      resolve({
        requestsPerSecond: Math.round(counted.length / DURATION),
        p50: at(0.5),
        p99: at(0.99),
        // Errors of the whole run, warm-up included.
        errors: result.errors + result.timeouts + result.non2xx,
      })
    })
    // Only good answers count (a quick refusal is not a page served); the errors are reported apart.
    run.on('response', (_client, status, _bytes, responseTime) => {
      if (Date.now() >= countFrom && status >= 200 && status < 300) counted.push(Math.round(responseTime))
    })
  })
}

const rows = []
for (const pair of ONLY_MEMBERS ? [] : pairs) {
  const siteResult = await measure(`${site}${pair.site}`)
  const limitResult = await measure(`${limit}${pair.site}`)
  const strapiResult = await measure(`${cms}/api/${pair.strapi}`, {
    headers: { accept: 'application/json', 'accept-encoding': 'br, gzip' },
  })
  const coldResult = await measure(`${coldSite}${pair.site}`, { connections: COLD_CONNECTIONS })
  rows.push({
    name: pair.name,
    site: siteResult,
    limit: limitResult,
    strapi: strapiResult,
    cold: coldResult,
    ofLimit: ratio(siteResult.requestsPerSecond, limitResult.requestsPerSecond),
    ratio: ratio(siteResult.requestsPerSecond, strapiResult.requestsPerSecond),
  })
}
const members = await memberRows()
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
    headers: BROWSER_HEADERS,
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
// The digest runs on the same database once the CMS and the sites are stopped (it has the machine to itself).
const running = children.splice(0)
for (const child of running) child.kill('SIGTERM')
await Promise.all(
  running
    .filter((child) => typeof child.once === 'function' && child.exitCode === null && child.signalCode === null)
    .map((child) => new Promise((resolve) => child.once('exit', resolve))),
)
if (!ONLY_MEMBERS) console.log(`\nRunning the digest of ${DIGEST_MEMBERS.toLocaleString('en')} members…`)
const digest = ONLY_MEMBERS ? null : await digestBench({ startCms, dataDir, items: ITEMS, siteUrl: site })
cleanup()

// The cold p50 of every page per item count, kept across runs (BENCH_ITEMS=1000, then 100000).
const reportFile = path.join(root, 'bench-report.json')
const previous = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : {}
// Member pages under their own names ("member /profiel"); a members-only run keeps the anonymous ones.
const memberCold = Object.fromEntries(members.filter((row) => row.coldP50 !== null).map((row) => [`member ${row.name}`, row.coldP50]))
const coldByItems = {
  ...previous.coldByItems,
  [ITEMS]: {
    ...(ONLY_MEMBERS ? previous.coldByItems?.[ITEMS] : Object.fromEntries(rows.map((row) => [row.name, row.cold.p50]))),
    ...memberCold,
  },
}
const coldBase = ITEMS !== 1000 ? coldByItems[1000] : undefined

const cell = (value, width) => String(value).padStart(width)
console.log(
  `\nBenchmark: ${total.toLocaleString('en')} content items, ${CONNECTIONS} connections (cold: ${COLD_CONNECTIONS}), ${DURATION} s per URL\n`,
)
console.log(
  `${'page'.padEnd(17)}${'site req/s'.padStart(11)}${'p50'.padStart(5)}${'p99'.padStart(5)}${'err'.padStart(4)} ${'limit req/s'.padStart(12)}${'of limit'.padStart(9)} ${'strapi req/s'.padStart(13)}${'site/strapi'.padStart(12)} ${'cold p50'.padStart(9)}${'err'.padStart(4)}${coldBase ? '  cold/1,000' : ''}`,
)
for (const row of rows) {
  const base = coldBase?.[row.name]
  console.log(
    `${row.name.padEnd(17)}${cell(row.site.requestsPerSecond, 11)}${cell(row.site.p50, 5)}${cell(row.site.p99, 5)}${cell(row.site.errors, 4)} ${cell(row.limit.requestsPerSecond, 12)}${cell(`${Math.round(row.ofLimit * 100)}%`, 9)} ${cell(row.strapi.requestsPerSecond, 13)}${cell(`${row.ratio}×`, 12)} ${cell(row.cold.p50, 9)}${cell(row.cold.errors, 4)}${base ? cell(`${ratio(row.cold.p50, base)}×`, 12) : ''}`,
  )
}
console.log(
  `\nMember pages against the CMS's GET /api/account/session for the same member (median of ${MEMBER_ROUNDS} rounds, each counted after ${MEMBER_WARMUP} s of load); CMS requests per page cold / warm:`,
)
/** A member page's cold p50, and against the same page's at 1,000 items when that is known. */
function memberColdCell(row) {
  if (row.coldP50 === null) return ''.padStart(10)
  const base = coldBase?.[`member ${row.name}`]
  return `   cold p50 ${row.coldP50} ms${base ? ` (${ratio(row.coldP50, base)}× of 1,000)` : ''}`
}
for (const row of members) {
  console.log(
    `${row.name.padEnd(17)}${cell(row.site.requestsPerSecond, 11)}${cell(row.site.p50, 5)}${cell(row.site.p99, 5)}${cell(row.errors, 4)}${memberColdCell(row)}   session ${row.session}/s   ${row.ratio}×${row.rounds.length > 1 ? ` (rounds ${row.rounds.map((value) => `${value}×`).join(', ')})` : ''}   CMS requests ${row.cmsRequests.cold.length} / ${row.cmsRequests.warm} (cold: ${row.cmsRequests.cold.join(', ') || 'none'})${row.alongside ? `   alongside: another member's bookmark on/off at ${row.alongside.requestsPerSecond}/s (no target)` : ''}`,
  )
}
console.log(`\nHome page JavaScript: ${homeJs} KB gzip (budget 140 KB)`)
console.log(
  ingest
    ? `Error reporting on (SENTRY_DSN → a local ingest): it received ${
        Object.entries(ingest)
          .map(([type, count]) => `${count} ${type}`)
          .join(', ') || 'nothing'
      }`
    : 'Error reporting off (BENCH_SENTRY=off): not the configuration production runs.',
)
if (digest) console.log(digestLine(digest))
if (mixed) {
  console.log(
    `Mixed load (${mixed.seconds} s, every page, an editor publishing): ${mixed.requestsPerSecond} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, ${mixed.errors} errors; ${mixed.publishes} publishes, ${mixed.editorErrors} failed`,
  )
}
const mixedOk = !mixed || (mixed.errors === 0 && mixed.editorErrors === 0 && mixed.publishes > 0)
// design.md, "Performance targets".
const warmOk = rows.every((row) => row.ofLimit >= 0.25 && row.ratio >= 20 && row.site.p99 <= 50 && row.site.errors === 0)
const coldOk =
  rows.every((row) => row.cold.errors === 0 && (!coldBase?.[row.name] || row.cold.p50 <= 1.5 * Math.max(coldBase[row.name], 1))) &&
  Object.entries(memberCold).every(([name, p50]) => !coldBase?.[name] || p50 <= 1.5 * Math.max(coldBase[name], 1))
// Issue 28: as fast as the CMS's cheapest member request, p99 within 250 ms, at most one CMS request warm.
// '/profiel + toggles' has no target: it shows what others' writes do to a member's page (ADR 0040).
const membersOk = members.every(
  (row) => row.alongside || (row.errors === 0 && row.ratio >= 1 && row.site.p99 <= 250 && row.cmsRequests.warm <= 1),
)
const targetMet = !ONLY_MEMBERS && warmOk && coldOk && membersOk && homeJs <= 140 && mixedOk && digest !== null && digestOk(digest)
console.log(
  ONLY_MEMBERS
    ? `Member pages only (BENCH_ONLY=members): member targets ${membersOk && coldOk ? 'met' : 'NOT met'}; the others were not measured.`
    : targetMet
      ? 'Targets met.'
      : `Targets NOT met (see design.md, "Performance targets"): ${[!warmOk && 'warm pages', !coldOk && 'cold path', !membersOk && 'member pages', homeJs > 140 && 'JavaScript', !mixedOk && 'mixed load', digest && !digestOk(digest) && 'digest'].filter(Boolean).join(', ')}.`,
)
const report = {
  date: new Date().toISOString(),
  items: total,
  connections: CONNECTIONS,
  coldConnections: COLD_CONNECTIONS,
  seconds: DURATION,
  memberRounds: MEMBER_ROUNDS,
  memberWarmupSeconds: MEMBER_WARMUP,
  rows,
  coldByItems,
  members,
  homeJavaScriptKbGzip: homeJs,
  mixed,
  digest,
  errorReporting: ingest ? { on: true, received: ingest } : { on: false },
  targetMet,
}
if (ONLY_MEMBERS) {
  writeFileSync(reportFile, `${JSON.stringify({ ...previous, coldByItems }, null, 2)}\n`)
  console.log('bench-report.json: only the member pages’ cold p50s were written (BENCH_ONLY=members).')
} else {
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)
  console.log('Report written to bench-report.json')
}
