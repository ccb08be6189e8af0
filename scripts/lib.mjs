// Small process helpers shared by the root scripts (start, test, bench).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command to completion; resolves with its exit code (never rejects). */
export function run(command, args, { cwd = root, env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? 'ignore' : 'inherit',
    })
    child.on('error', () => resolve(127))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)))
  })
}

/** Starts a long-running service, prefixing its output with a label. */
export function service(label, command, args, { cwd = root, env = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (stream, out) => {
    let rest = ''
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n')
      rest = lines.pop() ?? ''
      for (const line of lines) out.write(`[${label}] ${line}\n`)
    })
  }
  prefix(child.stdout, process.stdout)
  prefix(child.stderr, process.stderr)
  return child
}

/** Waits until a URL answers with a 2xx status, or fails after `timeoutMs`. */
export async function waitFor(url, { timeoutMs = 300_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not come up within ${Math.round(timeoutMs / 1000)} s`)
}
