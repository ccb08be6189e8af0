import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DATABASE_SPECIFIC,
  DATABASE_SPECIFIC_SOURCES,
  ON_BOTH_DATABASES,
  SQLITE_ONLY_SOURCES,
  EVERY_TEST_FILE,
  POSTGRES_TEST_FILES,
  SHARED_CMS_FILES,
  WITHOUT_CMS_FILES,
} from './databases'

// No CMS here: this file reads the source. It keeps the two-database list of tests/databases.ts true.
const appDir = path.resolve(__dirname, '..')
const read = (file: string) => readFileSync(path.join(appDir, file), 'utf8')

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(appDir, dir)).flatMap((name) => {
    const file = `${dir}/${name}`
    if (statSync(path.join(appDir, file)).isDirectory()) return filesUnder(file)
    return /\.(ts|js)$/.test(name) ? [file] : []
  })
}

const testFiles = readdirSync(path.join(appDir, 'tests')).filter((name) => name.endsWith('.test.ts'))
// Not the harness (strapi.ts): it copies and reconnects the database of every test file, on both databases.
const helpers = readdirSync(path.join(appDir, 'tests')).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'databases.ts' && name !== 'strapi.ts',
)
const specificSources = [...filesUnder('src'), ...filesUnder('config')].filter((file) => DATABASE_SPECIFIC.test(read(file)))

describe('which database each CMS test file runs on', () => {
  it('runs every test file that uses raw SQL, knex, locks, transactions or unique violations on both databases', () => {
    const specific = testFiles.filter((name) => name !== 'databases.test.ts' && DATABASE_SPECIFIC.test(read(`tests/${name}`)))
    expect(specific.length).toBeGreaterThan(0)
    expect(specific.filter((name) => !(name in ON_BOTH_DATABASES))).toEqual([])
  })

  it('runs every test file that imports a database-specific helper on both databases', () => {
    const specificHelpers = helpers.filter((name) => DATABASE_SPECIFIC.test(read(`tests/${name}`))).map((name) => name.replace(/\.ts$/, ''))
    expect(specificHelpers).toContain('query-plan')
    const importing = testFiles.filter((name) =>
      specificHelpers.some((helper) => new RegExp(`from '\\./${helper}'`).test(read(`tests/${name}`))),
    )
    expect(importing.filter((name) => !(name in ON_BOTH_DATABASES))).toEqual([])
  })

  it('names, for every database-specific source file, a test file on both databases that covers it', () => {
    expect(specificSources.length).toBeGreaterThan(0)
    const unlisted = specificSources.filter((file) => !(file in DATABASE_SPECIFIC_SOURCES) && !(file in SQLITE_ONLY_SOURCES))
    expect(unlisted, 'add these to DATABASE_SPECIFIC_SOURCES in tests/databases.ts').toEqual([])
    for (const [source, tests] of Object.entries(DATABASE_SPECIFIC_SOURCES)) {
      expect(tests.length, source).toBeGreaterThan(0)
      for (const test of tests) expect(ON_BOTH_DATABASES, `${source} is covered by ${test}`).toHaveProperty([test])
    }
  })

  it('lists only files that exist and still do what put them there', () => {
    for (const name of Object.keys(ON_BOTH_DATABASES)) expect(testFiles, name).toContain(name)
    for (const source of [...Object.keys(DATABASE_SPECIFIC_SOURCES), ...Object.keys(SQLITE_ONLY_SOURCES)]) {
      expect(specificSources, `${source} no longer takes a database-specific path: take it off the list`).toContain(source)
    }
  })

  it('gives the PostgreSQL run exactly the files on both databases, and SQLite all of them', () => {
    expect(POSTGRES_TEST_FILES).toEqual(Object.keys(ON_BOTH_DATABASES).map((name) => `tests/${name}`))
    expect(POSTGRES_TEST_FILES).not.toContain('tests/databases.test.ts')
    expect(EVERY_TEST_FILE).toEqual(['tests/**/*.test.ts'])
  })
})

describe("which CMS test files share their worker's CMS", () => {
  it('lists files that use the shared CMS and never boot one of their own (Strapi boots once per process)', () => {
    expect(SHARED_CMS_FILES.length).toBeGreaterThan(0)
    for (const name of SHARED_CMS_FILES) {
      expect(testFiles, name).toContain(name)
      const source = read(`tests/${name}`)
      expect(source, name).toMatch(/startSharedCms\(|useAccountCms\(/)
      expect(source, `${name} boots a CMS of its own: take it off SHARED_CMS_FILES`).not.toMatch(/\bstartCms\(/)
    }
  })

  it('lists every file that asks for the shared CMS', () => {
    const asking = testFiles.filter((name) => /startSharedCms\(/.test(read(`tests/${name}`)))
    expect(asking.filter((name) => !SHARED_CMS_FILES.includes(name))).toEqual([])
  })
})

describe('which CMS test files boot no CMS', () => {
  it('keeps a CMS out of the files that share a process without one', () => {
    const listed = (name: string) =>
      WITHOUT_CMS_FILES.some((entry) =>
        entry.endsWith('/*.test.ts') ? name.startsWith(entry.slice(0, -'*.test.ts'.length)) : name === entry,
      )
    const files = [...testFiles, ...readdirSync(path.join(appDir, 'tests/unit')).map((name) => `unit/${name}`)].filter(
      (name) => name.endsWith('.test.ts') && listed(name),
    )
    expect(files.length).toBeGreaterThan(WITHOUT_CMS_FILES.length)
    for (const name of files) {
      expect(read(`tests/${name}`), `${name} starts a CMS: take it off WITHOUT_CMS_FILES`).not.toMatch(
        /startCms\(|startSharedCms\(|useAccountCms\(|from '(\.\.?\/)+strapi'|from '\.\/account-helpers'/,
      )
    }
  })
})
