// Compiles the CMS's TypeScript into dist/ without building the admin panel: what tests, CI and
// an API-only deployment need. `strapi build` does this plus the admin panel.
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const tsUtils = require('@strapi/typescript-utils')
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

await tsUtils.compile(appDir, { configOptions: { ignoreDiagnostics: false } })
console.log('CMS compiled to dist/')
