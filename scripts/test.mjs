// `npm test`: every test of the project, in order of speed, then one summary line
// `N passed, N failed`. Lint (ESLint, Prettier, type check; one line), unit tests, CMS integration tests on SQLite (and on PostgreSQL when
// DATABASE_URL is set), then the Playwright end-to-end tests in Chromium against the real CMS and site,
// then (with DATABASE_URL and Redis) two CMS and two site instances together on PostgreSQL, Redis and S3.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { bin, root, run } from './lib.mjs'
import { playwrightFileTimes, readJson, timingReport, vitestFileTimes } from './test-timings.mjs'

// Each stage's JSON report stays here after the run, with timings.json (README: "Reading the timings").
const reports = path.join(root, 'test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })
const results = []
/** Each stage's wall time and its files' times, in the order they ran. */
const stages = []

/** Runs one stage and notes its wall time (and its files' times, when `files` reads them from its report). */
async function timed(name, work, files = () => []) {
  const started = performance.now()
  const outcome = await work()
  stages.push({ name, wallMs: Math.round(performance.now() - started), files: files() })
  return outcome
}

async function vitest(name, workspace, env = {}, args = []) {
  const outputFile = path.join(reports, `${name.replace(/\W+/g, '-')}.json`)
  const code = await timed(
    name,
    () =>
      run(bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`], {
        cwd: path.join(root, workspace),
        env,
      }),
    () => vitestFileTimes(readJson(outputFile), root),
  )
  const report = readJson(outputFile)
  const passed = report?.numPassedTests ?? 0
  const failed = report?.numFailedTests ?? 0
  // A run that failed without a failing test (a file that did not load, a crash) counts as one failure.
  results.push({ name, passed, failed: code !== 0 && failed === 0 ? 1 : failed })
}

async function playwright() {
  // The site's production build and the CMS's admin panel, side by side: Playwright starts its
  // servers one after the other, and each build keeps one core busy.
  const [site, adminPanel] = await timed('build for the end-to-end run (site, admin panel)', () =>
    Promise.all([
      run('npm', ['run', 'build', '-w', '@talentstad/site']),
      run(process.execPath, ['scripts/start-test.mjs', '--build-only'], {
        cwd: path.join(root, 'apps/cms'),
        env: { CMS_SKIP_COMPILE: 'true' },
      }),
    ]),
  )
  if (site !== 0 || adminPanel !== 0) results.push({ name: 'build for the end-to-end run', passed: 0, failed: 1 })
  const outputFile = path.join(reports, 'e2e.json')
  const code = await timed(
    'end-to-end (Chromium)',
    () =>
      run(bin('playwright'), ['test', '--reporter=list,json'], {
        cwd: path.join(root, 'apps/site'),
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile, CMS_SKIP_COMPILE: 'true', ...(site === 0 ? { E2E_SITE_BUILT: 'true' } : {}) },
      }),
    () => playwrightFileTimes(readJson(outputFile)),
  )
  const stats = readJson(outputFile)?.stats
  const passed = (stats?.expected ?? 0) + (stats?.flaky ?? 0)
  const failed = stats ? stats.unexpected : 1
  results.push({ name: 'end-to-end (Chromium)', passed, failed: code !== 0 && failed === 0 ? 1 : failed })
}

/**
 * .ci/run builds better-sqlite3 from source beside the first stages (NATIVE_BUILD_STATUS: a file
 * its exit code is written to when it ends): the CMS stages wait for it. Without it, nothing to wait for.
 */
async function nativeBuild() {
  const status = process.env.NATIVE_BUILD_STATUS
  if (!status) return true
  const code = await timed('wait for the better-sqlite3 build', async () => {
    while (!existsSync(status) || readFileSync(status, 'utf8').trim() === '') await new Promise((resolve) => setTimeout(resolve, 500))
    return Number(readFileSync(status, 'utf8').trim())
  })
  if (code === 0) return true
  console.error(readFileSync(process.env.NATIVE_BUILD_LOG ?? status, 'utf8'))
  results.push({ name: 'build better-sqlite3', passed: 0, failed: 1 })
  return false
}

/** Whether a TCP server answers at host:port within a second. */
function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => {
      socket.destroy()
      resolve(false)
    })
  })
}

async function step(name, command, args, options) {
  const code = await timed(name, () => run(command, args, options))
  if (code !== 0) results.push({ name, passed: 0, failed: 1 })
  return code === 0
}

const built = await step('build shared types', bin('turbo'), ['run', 'build', '--filter=@talentstad/types', '--output-logs=errors-only'])
if (built) {
  // ESLint, Prettier and the type check of every workspace: one result line, like CI's.
  const linted = await timed('lint (ESLint, Prettier, tsc)', () => run('npm', ['run', 'lint', '--silent'], { cwd: root }))
  results.push({ name: 'lint (ESLint, Prettier, tsc)', passed: linted === 0 ? 1 : 0, failed: linted === 0 ? 0 : 1 })
  await vitest('types unit', 'packages/types')
  await vitest('site unit', 'apps/site')
  const native = await nativeBuild()
  if (native && (await step('compile CMS', process.execPath, ['scripts/compile.mjs'], { cwd: path.join(root, 'apps/cms') }))) {
    const { DATABASE_URL } = process.env
    await vitest('CMS integration (SQLite)', 'apps/cms', { DATABASE_URL: '' })
    if (DATABASE_URL) await vitest('CMS integration (PostgreSQL)', 'apps/cms', { DATABASE_URL })
  }
  if (existsSync('/usr/bin/chromium') || process.env.CHROMIUM_PATH) {
    // The unmodified next-auth v4 browser client, for the test of the /api/auth wire contract. It
    // lives outside the workspaces (its Next.js peer is not needed in a browser).
    const nextAuthClient = path.join(root, 'apps/site/e2e/next-auth-client')
    if (!existsSync(path.join(nextAuthClient, 'node_modules/next-auth'))) {
      await step('install next-auth client', 'npm', ['ci', '--no-workspaces', '--prefix', nextAuthClient], { cwd: nextAuthClient })
    }
    await playwright()
  } else {
    console.error('Chromium is not installed (apt-get install chromium): the end-to-end tests cannot run.')
    results.push({ name: 'end-to-end (Chromium)', passed: 0, failed: 1 })
  }
  // Two CMS and two site instances on PostgreSQL, Redis and S3 (s3rver): with DATABASE_URL and a
  // Redis at REDIS_URL (default 127.0.0.1:6379). The end-to-end run has built the site.
  const { DATABASE_URL } = process.env
  const redis = new URL(process.env.REDIS_URL || 'redis://127.0.0.1:6379')
  if (DATABASE_URL && (await reachable(redis.hostname, Number(redis.port || 6379)))) {
    const built =
      existsSync(path.join(root, 'apps/site/build/server/index.js')) ||
      (await step('build the site', 'npm', ['run', 'build', '-w', '@talentstad/site']))
    if (built) await vitest('several instances (PG, Redis, S3)', 'apps/cms', { DATABASE_URL }, ['--config', 'vitest.instances.config.ts'])
  } else {
    console.log('Several-instances test skipped: it needs DATABASE_URL (PostgreSQL) and a reachable Redis (REDIS_URL).')
  }
}
writeFileSync(path.join(reports, 'timings.json'), `${JSON.stringify(stages, null, 2)}\n`)
console.log(timingReport(stages))

console.log('\nSummary')
for (const { name, passed, failed } of results) console.log(`  ${name.padEnd(32)} ${passed} passed, ${failed} failed`)
const passed = results.reduce((sum, result) => sum + result.passed, 0)
const failed = results.reduce((sum, result) => sum + result.failed, 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
