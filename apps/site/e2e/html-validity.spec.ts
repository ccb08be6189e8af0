import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ROUTES } from './routes'

// Every public page template, as the production build renders it for a visitor, through the Nu
// HTML Checker (vnu-jar, on Java; .ci/run installs a headless JRE where there is none). One JVM
// checks all pages at once: starting it is most of the time.

/** Pages beside ROUTES (home, accounts, lists, a call and each organisation type, info pages). */
const MORE_PAGES: Array<{ path: string; status?: number }> = [
  { path: '/nieuws/gemeente-opent-nieuw-innovatiecentrum-aan-de-haven' },
  { path: '/evenementen/stadshackathon-slimme-mobiliteit' },
  // An event members sign up for here: its sign-up section as a visitor sees it.
  { path: '/evenementen/meetup-security-in-de-praktijk' },
  { path: '/vacatures/junior-front-end-developer-32-40-uur' },
  { path: '/artikelen/machine-learning-zonder-hype' },
  // A list with filters and a page number, a search without results.
  { path: '/community?doelgroep=student' },
  { path: '/oproepen?zoek=geen-enkele-oproep-heet-zo' },
  { path: '/uitnodiging/geen-geldige-uitnodiging' },
  // The components page (served in the e2e run, docs/decisions/0022) and the 404 page.
  { path: '/ontwerp' },
  { path: '/deze-pagina-bestaat-niet', status: 404 },
]

type VnuMessage = { type: string; url?: string; message: string; lastLine?: number; extract?: string }

test('every public page is valid HTML (Nu HTML Checker)', async ({ request }) => {
  test.setTimeout(120_000)
  const pages = [...ROUTES.map(({ path }) => ({ path, status: 200 })), ...MORE_PAGES.map((page) => ({ status: 200, ...page }))]
  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-html-'))
  try {
    // Each page's file by its name (the checker names a file `file:/tmp/…/3.html`).
    const files = new Map<string, string>()
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page.path)
      expect(response.status(), page.path).toBe(page.status)
      expect(response.headers()['content-type'], page.path).toContain('text/html')
      writeFileSync(path.join(dir, `${index}.html`), await response.body())
      files.set(`${index}.html`, page.path)
    }

    const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar')
    const vnu = spawnSync(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...[...files.keys()].map((name) => path.join(dir, name))],
      {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      },
    )
    expect(vnu.error, 'java must be installed (apt-get install default-jre-headless)').toBeUndefined()
    // The checker writes its JSON report to stderr and exits 1 when it found errors.
    const { messages } = JSON.parse(vnu.stderr) as { messages: VnuMessage[] }
    const errors = messages
      .filter((message) => message.type !== 'info')
      .map((message) => {
        const where = files.get(path.basename(message.url ?? '')) ?? message.url ?? '?'
        return `${where}:${message.lastLine ?? '?'}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ''}`
      })
    expect(errors, `${errors.length} errors on ${pages.length} pages`).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
