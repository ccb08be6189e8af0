// Checks that package-lock.json names every optional platform package it depends on. Our registry
// lacks some platform builds of some versions (see design.md, "Traps"); `npm install` then writes
// a lockfile without them and `npm ci` on a clean clone refuses it. Run after changing dependencies.
import { readFileSync } from 'node:fs'
import { root } from './lib.mjs'

const { packages } = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'))

function resolves(from, name) {
  let base = from
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut >= 0 ? base.slice(0, cut) : ''
  }
}

const missing = Object.entries(packages).flatMap(([location, meta]) =>
  Object.keys(meta.optionalDependencies ?? {})
    .filter((name) => !resolves(location, name))
    .map((name) => `${location || '(root)'} → ${name}`),
)
if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional package(s); npm ci will refuse it:\n${missing.join('\n')}`)
  console.error('Pin the depending package to a version whose platform builds are all on the registry, or add an override.')
  process.exit(1)
}
console.log('package-lock.json: every optional platform package is present.')
