// Checks the architecture decision records in docs/decisions (`npm run lint` runs it): each file's
// title and its one header line, the index in docs/decisions/README.md against the files, and every
// reference to an ADR: from the files git tracks outside docs/decisions (`ADR 0052`, `ADRs 0033 and
// 0052`, `docs/decisions/NNNN-slug.md`) and between the records (`amends 0055`, `see 0048`, links).
// Lists every problem with its file and line, and exits 1 when there is one.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { root } from './lib.mjs'

const DIR = 'docs/decisions'
const INDEX = `${DIR}/README.md`
const TITLE = /^# (\d{4}) — (\S.*)$/
const HEADER = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (\S.*)$/
// A number, then more after commas or 'and': 'ADR 0040, 0041', 'ADRs 0033 and 0052', 'amends 0033, 0052 and 0054'.
const more = String.raw`(?:(?:\s*,\s*|\s+and\s+)\d{4}(?![\d-]))*(?![\d-])`
const BY_ADR = new RegExp(String.raw`\bADRs?\s+(\d{1,4}${more})`, 'g')
const BY_PATH = /\bdocs\/decisions\/(\d{4})([\w.-]*)/g
const BY_WORD = new RegExp(String.raw`\b(?:amends|amended by|supersedes|superseded by|see|extends|narrows)\s+(\d{4}${more})`, 'gi')
const BY_LINK = /\]\((\d{4})-([\w-]+)\.md\)/g

const problems = []
const problem = (file, line, message) => problems.push(`${file}:${line}: ${message}`)
const lineAt = (text, index) => text.slice(0, index).split('\n').length

// The records, by number.
const records = new Map()
for (const name of readdirSync(`${root}/${DIR}`).sort()) {
  if (name === 'README.md') continue
  const file = `${DIR}/${name}`
  const [, number, slug] = /^(\d{4})-([a-z0-9-]+)\.md$/.exec(name) ?? []
  if (!number) {
    problem(file, 1, 'not named NNNN-slug.md')
    continue
  }
  if (records.has(number)) problem(file, 1, `number ${number} is taken by ${records.get(number).name} too`)
  const text = readFileSync(`${root}/${file}`, 'utf8')
  const lines = text.split('\n')
  const title = TITLE.exec(lines[0])
  if (title?.[1] !== number) problem(file, 1, `first line is not "# ${number} — Title"`)
  if (lines[1] !== '') problem(file, 2, 'not empty (the header line is the third line)')
  const header = HEADER.exec(lines[2] ?? '')
  if (!header) {
    const form = 'the header line "Date: YYYY-MM-DD · Status: …"'
    problem(file, 3, /^(Date|Status):/.test(lines[2] ?? '') ? `not in the form of ${form}` : `${form} is missing`)
  }
  const end = lines.findIndex((line) => line.startsWith('## '))
  for (let i = 3; i < (end < 0 ? lines.length : end); i++) {
    if (/^(Date|Status):/.test(lines[i])) problem(file, i + 1, 'a second Date:/Status: line (merge it into the header on line 3)')
  }
  records.set(number, { name, slug, file, text, title: title?.[2], date: header?.[1], status: header?.[2] })
}

// The index: one row per record, in number order, exactly as in its file; a number without a file
// may have a row that says why (no link).
const indexLines = readFileSync(`${root}/${INDEX}`, 'utf8').split('\n')
const listed = new Set()
let previous = ''
indexLines.forEach((text, i) => {
  if (!/^\|\s*\d/.test(text)) return
  const cells = text
    .replace(/^\||\|\s*$/g, '')
    .split('|')
    .map((cell) => cell.trim())
  const [number, title, date, status] = cells
  if (cells.length !== 4) return problem(INDEX, i + 1, `${cells.length} columns, not 4 (Number | Title | Date | Status)`)
  if (!/^\d{4}$/.test(number)) return problem(INDEX, i + 1, `"${number}" is not a four-digit number`)
  if (number <= previous) problem(INDEX, i + 1, `row ${number} after row ${previous}: one row per number, in number order`)
  previous = number
  listed.add(number)
  const record = records.get(number)
  if (!record) {
    if (title.includes('](')) problem(INDEX, i + 1, `${number} has no file, yet its row links to one`)
    return
  }
  const expected = { title: record.title && `[${record.title}](${record.name})`, date: record.date, status: record.status }
  for (const [column, value] of Object.entries({ title, date, status })) {
    // A column the file itself gets wrong has been reported above.
    if (expected[column] !== undefined && value !== expected[column]) {
      problem(INDEX, i + 1, `${number}'s ${column} is "${value}", the file says "${expected[column]}"`)
    }
  }
})
for (const record of records.values()) {
  if (!listed.has(record.name.slice(0, 4))) problem(INDEX, 1, `no row for ${record.name}`)
}

// References. Each names one or more numbers; a full path's slug must be that of the file.
let references = 0
function checkReferences(file, text, patterns) {
  for (const pattern of patterns) {
    for (const match of text.matchAll(pattern)) {
      const line = lineAt(text, match.index)
      const numbers = pattern === BY_PATH || pattern === BY_LINK ? [match[1]] : match[1].match(/\d+/g)
      for (const number of numbers.map((n) => n.padStart(4, '0'))) {
        references++
        const record = records.get(number)
        if (!record) {
          problem(file, line, `"${match[0].trim()}": there is no ADR ${number}`)
          continue
        }
        const rest = pattern === BY_LINK ? `-${match[2]}.md` : pattern === BY_PATH ? match[2].replace(/\.+$/, '') : ''
        if (rest && rest !== `-${record.slug}.md` && rest !== `-${record.slug}`) {
          const meant = [...records.values()].find((other) => rest.startsWith(`-${other.slug}`))
          const hint = meant ? `; ${meant.slug} is ${meant.name}` : ''
          problem(file, line, `"${match[0]}": ${number} is ${record.name}${hint}`)
        }
      }
    }
  }
}

for (const record of records.values()) checkReferences(record.file, record.text, [BY_ADR, BY_PATH, BY_WORD, BY_LINK])
checkReferences(INDEX, indexLines.join('\n'), [BY_ADR, BY_PATH, BY_WORD])

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  .split('\0')
  .filter((file) => file && !file.startsWith(`${DIR}/`) && !file.endsWith('package-lock.json'))
for (const file of tracked) {
  let content
  try {
    content = readFileSync(`${root}/${file}`)
  } catch {
    continue // deleted in the working tree, or a submodule
  }
  if (content.includes(0)) continue // binary
  checkReferences(file, content.toString('utf8'), [BY_ADR, BY_PATH])
}

if (problems.length > 0) {
  console.error(`decision records: ${problems.length} problem(s)\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`decision records: ${records.size} files, index and ${references} references checked`)
