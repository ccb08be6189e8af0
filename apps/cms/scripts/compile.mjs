// Compiles the CMS's TypeScript into dist/ without building the admin panel: what tests, CI and
// an API-only deployment need. `strapi build` does this plus the admin panel.
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const tsUtils = require('@strapi/typescript-utils')
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// From scratch: an incremental build keeps the output of a source file that was deleted (a route
// file removed would still be served).
for (const output of ['src', 'config', 'tsconfig.tsbuildinfo']) rmSync(path.join(appDir, 'dist', output), { recursive: true, force: true })
await tsUtils.compile(appDir, { configOptions: { ignoreDiagnostics: false } })
console.log('CMS compiled to dist/')
