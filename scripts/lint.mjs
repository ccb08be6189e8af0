// `npm run lint`: ESLint, Prettier's check, the type check of every workspace and the check of the
// decision records (scripts/check-decisions.mjs), side by side (each is one process on one core:
// run one after the other they left the second core idle). Each one's output is printed when it
// fails; the exit code is non-zero when any failed.
import { spawn } from 'node:child_process'
import { bin, root } from './lib.mjs'

const checks = [
  { name: 'ESLint', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { name: 'Prettier', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
  { name: 'type check', command: bin('turbo'), args: ['run', 'typecheck', '--output-logs=errors-only'] },
  { name: 'decision records', command: process.execPath, args: ['scripts/check-decisions.mjs'] },
]

function check({ name, command, args }) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => resolve({ name, code: 127, output: String(error) }))
    // 'close': the output has been read to its end (at 'exit' a pipe may still hold some).
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 128 : 1), output }))
  })
}

const results = await Promise.all(checks.map(check))
for (const { name, code, output } of results) {
  if (code !== 0) process.stdout.write(`── ${name}${code === 0 ? '' : ` failed (exit ${code})`}\n${output}`)
}
process.exit(results.some((result) => result.code !== 0) ? 1 : 0)
