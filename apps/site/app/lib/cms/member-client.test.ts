import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// One member client (docs/decisions/0059): the transport to the CMS's account and /api/me endpoints
// (account.server.ts) is reached only through lib/cms/member-api.server.ts; domain modules wrap each
// endpoint in a function of their own and routes call those, never the client's verbs.
const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name) ? [file] : []
  })
}

const files = sourceFiles(APP).map((file) => ({ file: path.relative(APP, file), text: readFileSync(file, 'utf8') }))
const importsOf = (text: string, module: RegExp) =>
  [...text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)]
    .filter(([, , from]) => module.test(from!))
    .flatMap(([, names]) =>
      names!
        .split(',')
        .map((name) => name.replace(/^\s*type\s+/, '').trim())
        .filter(Boolean),
    )

describe('one member client', () => {
  it('only lib/cms reaches the account transport', () => {
    expect(files.filter(({ file, text }) => !file.startsWith('lib/cms/') && /\bcallAccount\b/.test(text)).map(({ file }) => file)).toEqual(
      [],
    )
  })

  it('routes call domain functions, not the client: at most its documentId check and its Caller type', () => {
    const verbs = files
      .filter(({ file }) => file.startsWith('routes/'))
      .flatMap(({ file, text }) =>
        importsOf(text, /lib\/cms\/member-api\.server$/)
          .filter((name) => name !== 'isDocumentId' && name !== 'Caller')
          .map((name) => `${file}: ${name}`),
      )
    expect(verbs).toEqual([])
  })

  it('the check sees an import of the client when there is one', () => {
    expect(importsOf("import { memberRead, type Caller } from '~/lib/cms/member-api.server'", /lib\/cms\/member-api\.server$/)).toEqual([
      'memberRead',
      'Caller',
    ])
  })
})
