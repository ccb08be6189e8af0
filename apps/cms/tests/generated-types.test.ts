import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSharedCms, type TestCms } from './strapi'

const require = createRequire(import.meta.url)
const appDir = path.resolve(__dirname, '..')
const FILES = ['contentTypes.d.ts', 'components.d.ts']

let cms: TestCms
let outDir: string

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  outDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-types-'))
})
afterAll(async () => {
  await cms?.stop()
  if (outDir) rmSync(outDir, { recursive: true, force: true })
})

describe('generated types', () => {
  // The services are typed by types/generated (committed, so compiling never regenerates them).
  // A schema change without `npm run types -w @talentstad/cms` (or `strapi develop`) fails here.
  it('match the schemas (types/generated is up to date)', async () => {
    const tsUtils = require('@strapi/typescript-utils')
    await tsUtils.generators.generate({
      strapi: cms.strapi,
      pwd: outDir,
      rootDir: 'types',
      logger: { silent: true },
      artifacts: { contentTypes: true, components: true },
    })
    for (const file of FILES) {
      const fresh = readFileSync(path.join(outDir, 'types/generated', file), 'utf8')
      const committed = readFileSync(path.join(appDir, 'types/generated', file), 'utf8')
      expect(committed, `types/generated/${file} is stale: run npm run types -w @talentstad/cms`).toBe(fresh)
    }
  })
})
