// Where `npm test` spends its time (issue 44): each stage's wall time, and per test file the time
// its tests took, read from the JSON reports that vitest and Playwright write. The reports stay in
// `test-reports/` after the run (gitignored), with `timings.json` beside them.
import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The files of a vitest JSON report with the time each took (its first test's start to its last test's end). */
export function vitestFileTimes(report, root) {
  return (report?.testResults ?? []).map((file) => ({
    file: path.relative(root, file.name),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
  }))
}

/** The spec files of a Playwright JSON report with the time their tests took together (every try counted). */
export function playwrightFileTimes(report) {
  const byFile = new Map()
  const walk = (suite, file) => {
    const own = suite.file ?? file
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0)
      byFile.set(own, (byFile.get(own) ?? 0) + ms)
    }
    for (const child of suite.suites ?? []) walk(child, own)
  }
  for (const suite of report?.suites ?? []) walk(suite, suite.file)
  return [...byFile].map(([file, ms]) => ({ file: `apps/site/e2e/${file}`, ms }))
}

export const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

/** The closing report: per stage its wall time and its slowest files (at most `top`), longest first. */
export function timingReport(stages, top = 10) {
  const lines = ['', 'Timings (wall time of each stage; its slowest test files)']
  for (const { name, wallMs, files } of stages) {
    lines.push(`  ${name.padEnd(32)} ${seconds(wallMs)}`)
    for (const { file, ms } of [...(files ?? [])].sort((a, b) => b.ms - a.ms).slice(0, top)) {
      lines.push(`      ${seconds(ms).padStart(9)}  ${file}`)
    }
  }
  lines.push(`  ${'all stages'.padEnd(32)} ${seconds(stages.reduce((sum, stage) => sum + stage.wallMs, 0))}`)
  return lines.join('\n')
}
