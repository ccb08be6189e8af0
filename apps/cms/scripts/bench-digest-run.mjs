// The digest row of `npm run bench` (scripts/bench-digest.mjs starts this with the CMS's production
// environment): boots the compiled CMS in this process without serving it (its bootstrap adds the
// benchmark items and SEED_BENCH_MEMBERS members), then runs the digest schedule once, as the cron
// job does, for a moment when a daily digest is due (the first one from 07:00 city time: now, or
// this morning's 07:30 when it is earlier), sampling this process's memory meanwhile. Writes what it
// measured to BENCH_DIGEST_REPORT as JSON; with BENCH_DIGEST_PROFILE (a file name), the run's CPU
// profile too (open it in Chromium's DevTools).
import { writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import v8 from 'node:v8'
import vm from 'node:vm'

const require = createRequire(import.meta.url)
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MB = 1024 * 1024
// A full garbage collection before and after the run: what the run leaves behind, not what the
// collector has not got round to yet.
v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc')

/** The city's hour of a moment. */
const cityHour = (moment) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hour: '2-digit', hourCycle: 'h23' }).format(moment))

/** Now, or the first moment from now on (in steps of 10 minutes) at which a daily digest begins. */
function dueMoment() {
  let moment = new Date()
  while (cityHour(moment) < 7) moment = new Date(moment.getTime() + 10 * 60 * 1000)
  return moment
}

const { createStrapi } = require('@strapi/strapi')
const strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
await strapi.load()

const knex = strapi.db.connection
const members = Number((await knex('up_users').where({ confirmed: true }).count({ n: '*' }).first()).n)
const items = Number((await knex('content_items').whereNotNull('published_at').count({ n: '*' }).first()).n)
const memory = () => process.memoryUsage()
gc()
const before = memory()
const peak = { rss: before.rss, heapUsed: before.heapUsed }
const sampler = setInterval(() => {
  const now = memory()
  peak.rss = Math.max(peak.rss, now.rss)
  peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed)
}, 100)
const profile = process.env.BENCH_DIGEST_PROFILE ? new Session() : null
if (profile) {
  profile.connect()
  await profile.post('Profiler.enable')
  await profile.post('Profiler.start')
}
const started = performance.now()
const result = await strapi.service('api::mailing.digests').run(dueMoment())
const seconds = (performance.now() - started) / 1000
clearInterval(sampler)
gc()
const after = memory()
if (profile) writeFileSync(process.env.BENCH_DIGEST_PROFILE, JSON.stringify((await profile.post('Profiler.stop')).profile))

writeFileSync(
  process.env.BENCH_DIGEST_REPORT,
  JSON.stringify({
    members,
    items,
    ...result,
    seconds: Math.round(seconds * 10) / 10,
    rssBeforeMb: Math.round(before.rss / MB),
    rssPeakMb: Math.round(peak.rss / MB),
    heapBeforeMb: Math.round(before.heapUsed / MB),
    heapPeakMb: Math.round(peak.heapUsed / MB),
    heapAfterMb: Math.round(after.heapUsed / MB),
  }),
)
await strapi.destroy()
process.exit(0)
