import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Redis from 'ioredis'
import { Client } from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES } from '@talentstad/types'
import { startFakeOpenAi, type FakeOpenAi } from '../../site/e2e/fake-openai'
import { codeIn, mailReader } from '../tests/account-helpers'
import { startMailCatcher } from '../tests/mail-catcher'
import { freePort } from '../tests/free-port'

// Several instances (issue 13, docs/decisions/0019 and 0020): two CMS instances and two site
// instances on one PostgreSQL schema, one Redis and one S3-compatible store (s3rver), as a
// municipality runs them behind a load balancer. The CMS signals only site A of content changes;
// site B hears of them through Redis. Run by `npm test` when DATABASE_URL is set (after the e2e
// run, which builds the site): `npx vitest run --config vitest.instances.config.ts`.

const DATABASE_URL = process.env.DATABASE_URL
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const ROOT = path.resolve(__dirname, '../../..')
const CMS_DIR = path.join(ROOT, 'apps/cms')
const SITE_DIR = path.join(ROOT, 'apps/site')
const DEMO_EMAIL = 'student@demo.talentstad.nl'
const DEMO_PASSWORD = 'Talentstad!2026'
/** A second demo member (Mohammed Bakker). */
const OTHER_EMAIL = 'professional@demo.talentstad.nl'
const BUCKET = 'talentstad-instances'
/** The AI-rewrite quota both sites share through Redis (AI_REWRITE_PER_HOUR). */
const REWRITES_PER_HOUR = 2

const secret = () => randomBytes(24).toString('hex')
const children: ChildProcess[] = []

function start(label: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] })
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${label}] ${chunk}`))
  children.push(child)
  return child
}

async function up(url: string, child: ChildProcess, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not come up`)
}

/** Polls `read` until `accept` says yes (or fails after `timeoutMs` with the last value). */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let value = await read()
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200))
    value = await read()
  }
  return value
}

describe.skipIf(!DATABASE_URL)('two CMS and two site instances on PostgreSQL, Redis and S3', () => {
  const schema = `instances_${randomBytes(5).toString('hex')}`
  const redisPrefix = `talentstad-instances-${randomBytes(4).toString('hex')}:`
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-instances-'))
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(dataDir, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let openAi: FakeOpenAi
  /** One reader for the whole run, so a second login does not read the first one's code. */
  let mails: ReturnType<typeof mailReader>
  const cms: string[] = []
  const site: string[] = []
  let siteUrl = ''
  const adminEmail = 'instances-admin@talentstad.test'
  const adminPassword = `Instances!${randomBytes(6).toString('hex')}`

  beforeAll(async () => {
    if (!existsSync(path.join(SITE_DIR, 'build/server/index.js')))
      throw new Error('build the site first (npm run build -w @talentstad/site)')
    const admin = new Client({ connectionString: DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE SCHEMA "${schema}"`)
    await admin.end()
    mail = await startMailCatcher()
    mails = mailReader(mail)
    openAi = await startFakeOpenAi()
    const { port: s3Port } = await s3.run()
    const s3Endpoint = `http://127.0.0.1:${s3Port}`
    const [cmsA, cmsB, siteA, siteB] = await Promise.all([freePort(), freePort(), freePort(), freePort()])
    siteUrl = `http://127.0.0.1:${siteA}`
    const shared = {
      webhook: secret(),
      proxy: secret(),
      session: `${secret()}${secret()}`,
      appKeys: `${secret()},${secret()}`,
      adminJwt: secret(),
      apiTokenSalt: secret(),
      transferSalt: secret(),
      encryption: secret(),
      jwt: secret(),
    }
    mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true })
    const cmsEnv = (port: number, seed: boolean): Record<string, string> => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: DATABASE_URL!,
      DATABASE_SCHEMA: schema,
      PUBLIC_DIR: path.join(dataDir, 'public'),
      SERVE_ADMIN_PANEL: 'false',
      SEED_DEMO: seed ? 'true' : 'false',
      DEMO_MODE: seed ? 'true' : 'false',
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      SITE_URL: siteUrl,
      // The CMS tells site A only; site B hears of changes through Redis.
      SITE_REVALIDATE_URLS: `${siteUrl}/api/cms-events`,
      CMS_WEBHOOK_SECRET: shared.webhook,
      CMS_PROXY_SECRET: shared.proxy,
      IS_PROXIED: 'true',
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${s3Endpoint}/${BUCKET}`,
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      APP_KEYS: shared.appKeys,
      ADMIN_JWT_SECRET: shared.adminJwt,
      API_TOKEN_SALT: shared.apiTokenSalt,
      TRANSFER_TOKEN_SALT: shared.transferSalt,
      ENCRYPTION_KEY: shared.encryption,
      JWT_SECRET: shared.jwt,
      STRAPI_LOG_LEVEL: 'error',
      STRAPI_STARTUP_BANNER: 'false',
      STRAPI_TELEMETRY_DISABLED: 'true',
    })
    const strapiBin = path.join(ROOT, 'node_modules/@strapi/strapi/bin/strapi.js')
    // The first instance creates the tables and the demo content; the second joins the same schema.
    const first = start('cms A', [strapiBin, 'start'], CMS_DIR, cmsEnv(cmsA, true))
    await up(`http://127.0.0.1:${cmsA}/_health`, first)
    const second = start('cms B', [strapiBin, 'start'], CMS_DIR, cmsEnv(cmsB, false))
    await up(`http://127.0.0.1:${cmsB}/_health`, second)
    cms.push(`http://127.0.0.1:${cmsA}`, `http://127.0.0.1:${cmsB}`)

    const siteEnv = (port: number, cmsPort: number): Record<string, string> => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      // Behind one load balancer: one public address for both.
      SITE_URL: siteUrl,
      SESSION_SECRET: shared.session,
      CMS_WEBHOOK_SECRET: shared.webhook,
      CMS_PROXY_SECRET: shared.proxy,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      OPENAI_BASE_URL: openAi.baseURL,
      OPENAI_API_KEY: openAi.apiKey,
      AI_REWRITE_PER_HOUR: String(REWRITES_PER_HOUR),
      S3_PUBLIC_URL: `${s3Endpoint}/${BUCKET}`,
      IMAGE_CACHE_DIR: path.join(dataDir, `images-${port}`),
      // Behind the load balancer: its X-Forwarded-* headers are believed.
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
    })
    const a = start('site A', ['server.js'], SITE_DIR, siteEnv(siteA, cmsA))
    const b = start('site B', ['server.js'], SITE_DIR, siteEnv(siteB, cmsB))
    await Promise.all([up(`http://127.0.0.1:${siteA}/healthz`, a), up(`http://127.0.0.1:${siteB}/healthz`, b)])
    site.push(`http://127.0.0.1:${siteA}`, `http://127.0.0.1:${siteB}`)
  }, 300_000)

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM')
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)),
    )
    mail?.stop()
    await openAi?.close()
    await s3.close().catch(() => {})
    const redis = new Redis(REDIS_URL)
    const keys = await redis.keys(`${redisPrefix}*`)
    if (keys.length) await redis.del(...keys)
    await redis.quit()
    const admin = new Client({ connectionString: DATABASE_URL })
    await admin.connect()
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)
    await admin.end()
    rmSync(dataDir, { recursive: true, force: true })
  }, 60_000)

  /** An admin-panel token from one CMS instance (the admin account both share). */
  async function adminToken(base: string): Promise<string> {
    const login = await fetch(`${base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    })
    return (await login.json()).data.token
  }

  /** Five wrong passwords for one new address from one client, spread over both instances, then a sixth on B: the answers. */
  async function wrongLoginsOnBoth(path: string) {
    const email = `throttle-${randomBytes(4).toString('hex')}@example.nl`
    const login = (base: string) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Verkeerd-wachtw00rd!' }),
      }).then((response) => response.status)
    const statuses = []
    for (const base of [cms[0]!, cms[1]!, cms[0]!, cms[1]!, cms[0]!, cms[1]!]) statuses.push(await login(base))
    return statuses
  }

  it('login throttling holds across CMS instances: wrong passwords on A and B add up', async () => {
    // The sixth is refused on the instance that saw only two of the five.
    expect(await wrongLoginsOnBoth('/api/account/login')).toEqual([401, 401, 401, 401, 401, 429])
  })

  it("the admin panel's login limit holds across CMS instances too (Strapi's limit, counted in Redis)", async () => {
    expect(await wrongLoginsOnBoth('/admin/login')).toEqual([400, 400, 400, 400, 400, 429])
  })

  /** A form POST as the load balancer passes it on: the public address's host, whichever instance answers. */
  const form = (body: Record<string, string>, cookie = '') => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: siteUrl,
      'x-forwarded-host': new URL(siteUrl).host,
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(body),
  })
  const cookiesOf = (response: Response, before = '') => {
    const jar = new Map(before ? before.split('; ').map((pair) => [pair.split('=')[0], pair] as const) : [])
    for (const line of response.headers.getSetCookie()) jar.set(line.split('=')[0]!, line.split(';')[0]!)
    return [...jar.values()].join('; ')
  }

  /** The demo student logged in through `base` (password, then the mailed code): the session cookie. */
  const logIn = (base: string) => logInAs(base, DEMO_EMAIL)

  /** A demo member logged in through `base`: the session cookie. */
  async function logInAs(base: string, email: string): Promise<string> {
    const login = await fetch(`${base}/inloggen`, form({ email, password: DEMO_PASSWORD }))
    expect(login.status).toBe(303)
    let cookie = cookiesOf(login)
    let code = ''
    while (!code) {
      const next = await mails.next(email)
      if (/inlogcode/i.test(next.subject)) code = codeIn(next)
    }
    const verify = await fetch(`${base}/2fa`, form({ code }, cookie))
    expect(verify.status).toBe(303)
    cookie = cookiesOf(verify, cookie)
    return cookie
  }

  it('the AI-rewrite quota holds across site instances: rewrites on A and B add up', async () => {
    const cookie = await logIn(site[0]!)
    const rewrite = (base: string) =>
      fetch(`${base}/api/ai-rewrite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: siteUrl, 'x-forwarded-host': new URL(siteUrl).host, cookie },
        body: JSON.stringify({ title: 'Hulp gezocht bij een app', body: 'Wie helpt me met het ontwerp van mijn app voor de buurt?' }),
      }).then(async (response) => ({ status: response.status, body: await response.text() }))
    // The quota is two an hour; one rewrite through each site ...
    const first = await rewrite(site[0]!)
    const second = await rewrite(site[1]!)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(openAi.requests).toHaveLength(2)
    // ... and a third is refused on either, with the spec's message, without asking the model.
    for (const base of site) {
      const refused = await rewrite(base)
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body).error.message).toBe(CONTENT_MESSAGES.rewriteQuota)
    }
    expect(openAi.requests).toHaveLength(2)
  })

  it('a session made on one instance works on the other, and ends on both within 5 s', async () => {
    // Logged in through site A (and so CMS A) ...
    const cookie = await logIn(site[0]!)
    // ... the member's profile opens on site B (and so CMS B), and on A, which keeps the member's
    // session check for a moment (ADR 0040).
    const profile = await fetch(`${site[1]}/profiel`, { headers: { cookie }, redirect: 'manual' })
    expect(profile.status).toBe(200)
    expect(await profile.text()).toContain('Sanne')
    expect((await fetch(`${site[0]}/profiel`, { headers: { cookie }, redirect: 'manual' })).status).toBe(200)
    // Logging out on B ends the session on B at once, and on A within 5 s.
    const logout = await fetch(`${site[1]}/uitloggen`, form({}, cookie))
    expect(logout.status).toBe(303)
    const endedAt = Date.now()
    const onB = await fetch(`${site[1]}/profiel`, { headers: { cookie }, redirect: 'manual' })
    expect(onB.headers.get('location')).toMatch(/^\/api\/auth\/signin\?error=SessionRequired/)
    const after = await until(
      () => fetch(`${site[0]}/profiel`, { headers: { cookie }, redirect: 'manual' }),
      (response) => response.status !== 200,
      10_000,
    )
    expect(Date.now() - endedAt).toBeLessThan(5000)
    expect(after.status).toBeGreaterThanOrEqual(300)
    expect(after.status).toBeLessThan(400)
    expect(after.headers.get('location')).toMatch(/^\/api\/auth\/signin\?error=SessionRequired/)
  })

  it('two members opening the same pages at once on both sites each get their own answers', async () => {
    const other = await logInAs(site[1]!, OTHER_EMAIL)
    const mine = await logIn(site[0]!)
    const pages = ['/profiel', '/profiel/oproepen', '/profiel/enters', '/profiel/opgeslagen']
    const ask = (base: string, cookie: string, path: string) =>
      fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' }).then(async (response) => ({
        status: response.status,
        body: await response.text(),
      }))
    // Twenty rounds of every page and of the frame's data (who is logged in), both members, both
    // sites, all at once: each answer is the asking member's.
    const members = [
      { cookie: mine, name: 'Sanne', otherName: 'Mohammed' },
      { cookie: other, name: 'Mohammed', otherName: 'Sanne' },
    ]
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, round) =>
        members.flatMap((member, index) =>
          pages.flatMap((path) => [
            ask(site[(round + index) % 2]!, member.cookie, path).then((answer) => ({ member, path, frame: false, ...answer })),
            ask(site[(round + index + 1) % 2]!, member.cookie, `${path}.data?_routes=root`).then((answer) => ({
              member,
              path,
              frame: true,
              ...answer,
            })),
          ]),
        ),
      ).flat(),
    )
    for (const { member, path, frame, status, body } of answers) {
      const what = `${member.name} ${path}${frame ? ' (frame)' : ''}`
      expect(status, what).toBe(200)
      expect(body, what).toContain(member.name)
      // The frame's data holds the logged-in member only (a page may name another: a responder).
      if (frame) expect(body, what).not.toContain(member.otherName)
    }
  })

  it('a content edit through one CMS drops the cached page on both sites', async () => {
    const [item] = (
      await (await fetch(`${cms[0]}/api/content-items?filters[type][$eq]=CONTENT_TYPE_ARTICLE&fields[0]=slug&fields[1]=title`)).json()
    ).data
    const page = `/artikelen/${item.slug}`
    // Both sites keep the page.
    for (const base of site) {
      const kept = await until(
        () => fetch(`${base}${page}`).then((response) => response.headers.get('x-page-cache')),
        (state) => state === 'hit',
      )
      expect(kept, base).toBe('hit')
    }
    // An editor changes the title in the admin of CMS B.
    const token = await adminToken(cms[1]!)
    const title = `${item.title} (bijgewerkt ${randomBytes(3).toString('hex')})`
    const base = `${cms[1]}/content-manager/collection-types/api::content-item.content-item/${item.documentId}`
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
    expect((await fetch(base, { method: 'PUT', headers, body: JSON.stringify({ title }) })).status).toBe(200)
    expect((await fetch(`${base}/actions/publish`, { method: 'POST', headers, body: JSON.stringify({ title }) })).status).toBe(200)
    // Both sites show the new title: A told by the CMS, B through Redis.
    for (const siteBase of site) {
      const html = await until(
        () => fetch(`${siteBase}${page}`).then((response) => response.text()),
        (text) => text.includes(title.replace(/&/g, '&amp;')),
      )
      expect(html, siteBase).toContain(title.replace(/&/g, '&amp;'))
    }
  })

  it('an upload through one CMS is served by the other, and by both sites', async () => {
    const token = await adminToken(cms[0]!)
    const bytes = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d6fa5' } })
      .jpeg()
      .toBuffer()
    const body = new FormData()
    body.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'havendam.jpg')
    const uploaded = await fetch(`${cms[0]}/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body })
    expect([200, 201]).toContain(uploaded.status)
    const [file] = await uploaded.json()
    expect(file.url.startsWith(`http://127.0.0.1:`)).toBe(true)
    expect(file.url).toContain(`/${BUCKET}/`)
    // CMS B knows the file ...
    const listed = await fetch(`${cms[1]}/upload/files/${file.id}`, { headers: { authorization: `Bearer ${token}` } })
    expect(listed.status).toBe(200)
    expect((await listed.json()).url).toBe(file.url)
    // ... and both sites serve it through their image route.
    for (const base of site) {
      const image = await fetch(`${base}/_next/image?url=${encodeURIComponent(file.url)}&w=640&q=75`, { headers: { accept: 'image/webp' } })
      expect(image.status, base).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/webp')
      expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(640)
    }
  })
})
