import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as contract from '@talentstad/types'
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

/** Each member write with its path argument: the text from the verb to its closing parenthesis. */
function writeCalls(text: string): string[] {
  const calls: string[] = []
  for (const match of text.matchAll(/\b(?:memberWrite|visitorWrite)\s*(?:<[^(]*>)?\(/g)) {
    let depth = 0
    let end = match.index
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1
      else if (text[end] === ')' && --depth === 0) break
    }
    calls.push(text.slice(match.index, end + 1))
  }
  return calls
}

// What a write changes for the kept reads is declared beside its endpoint (packages/types
// `X_WRITE_REACH` beside `X_API`, WriteReach) and passed with it: the member cache matches no address.
describe("a write's declared reach", () => {
  const declared = Object.entries(contract).filter(([name]) => name.endsWith('_WRITE_REACH')) as Array<[string, Record<string, string>]>
  const calls = files.filter(({ file }) => file.startsWith('lib/')).flatMap(({ text }) => writeCalls(text))

  it('every declared write passes its reach, and every declaration has its write', () => {
    expect(declared.map(([name]) => name).sort()).toEqual([
      'ACCOUNT_SESSIONS_WRITE_REACH',
      'ACCOUNT_WRITE_REACH',
      'ALERT_WRITE_REACH',
      'MAILING_WRITE_REACH',
      'ME_WRITE_REACH',
    ])
    const missing: string[] = []
    for (const [name, reaches] of declared) {
      const api = name.replace(/_WRITE_REACH$/, '_API')
      expect(contract, api).toHaveProperty(api)
      for (const key of Object.keys(reaches)) {
        const writes = calls.filter((call) => new RegExp(`\\b${api}\\.${key}\\b`).test(call))
        if (writes.length === 0) missing.push(`${api}.${key}: no write`)
        for (const call of writes) if (!call.includes(`reach: ${name}.${key}`)) missing.push(`${api}.${key}: ${call}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('the check reads a write to its closing parenthesis', () => {
    expect(writeCalls("memberWrite<{ data: X }>(caller, ME_API.favorites, 'PUT', f(input), { reach: ME_WRITE_REACH.favorites })")).toEqual([
      "memberWrite<{ data: X }>(caller, ME_API.favorites, 'PUT', f(input), { reach: ME_WRITE_REACH.favorites })",
    ])
  })
})
