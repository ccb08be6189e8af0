import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Spec 9's constants are defined once, in packages/types (constants.ts), and imported everywhere
// else: a copy written out again drifts the day one of them changes.
const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SOURCE_DIRS = ['app', 'server'].map((dir) => path.join(SITE, dir))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|js)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [file] : []
  })
}

const COPIES: Array<[string, RegExp]> = [
  ['the image widths', /\[\s*640\s*,\s*750\s*,\s*828/],
  ['the image sizes', /\[\s*16\s*,\s*32\s*,\s*48\s*,\s*64/],
  ['the image quality', /QUALITY\s*=\s*75\b/],
  ['the auth base path', /['"`]\/api\/auth['"`]/],
  ['the code length', /\\d\{6\}/],
  ['the password minimum in a message', /[Mm]inimaal 10 tekens/],
]

describe('one definition per constant', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles).map((file) => ({ file: path.relative(SITE, file), text: readFileSync(file, 'utf8') }))

  it.each(COPIES)('%s is imported from packages/types, not written again', (_name, pattern) => {
    expect(files.filter(({ text }) => pattern.test(text)).map(({ file }) => file)).toEqual([])
  })
})
