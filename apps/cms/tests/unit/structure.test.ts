import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The CMS's structure as a newcomer reads it (ADR 0058): services reach each other by string
// (`strapi.service('api::…')`), which no import graph shows, so this reads them from the source.
// No two services call each other, round about or directly; a content type's lifecycle calls
// only its own API's services; `src/lib` never imports `src/api`; and only the CMS's start-up
// (`src/index.ts`) takes anything from the demo and benchmark seeds (`src/seed`).

const src = path.resolve(__dirname, '../../src')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : /\.ts$/.test(entry.name) ? [path.join(dir, entry.name)] : [],
  )
}

/** The services each file looks up by name. */
const lookups = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/service\(\s*['"](api::[\w-]+\.[\w-]+)['"]/g)].map((match) => match[1]!)

/** Each service (`api::<api>.<file>`) and the other services it looks up. */
function serviceGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const api of readdirSync(path.join(src, 'api'))) {
    const dir = path.join(src, 'api', api, 'services')
    let names: string[] = []
    try {
      names = readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'index.ts')
    } catch {
      continue
    }
    for (const name of names) {
      const uid = `api::${api}.${name.replace(/\.ts$/, '')}`
      graph.set(uid, new Set(lookups(path.join(dir, name)).filter((target) => target !== uid)))
    }
  }
  return graph
}

/** Every circle in the graph, each once (as found from its first service in sorted order). */
function circles(graph: Map<string, Set<string>>): string[][] {
  const found = new Map<string, string[]>()
  const walk = (node: string, trail: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = trail.indexOf(next)
      if (at >= 0) {
        const circle = trail.slice(at)
        const key = [...circle].sort().join(' ')
        if (!found.has(key)) found.set(key, [...circle, next])
      } else walk(next, [...trail, next])
    }
  }
  for (const node of [...graph.keys()].sort()) walk(node, [node])
  return [...found.values()]
}

describe('the CMS structure', () => {
  it('has no two services that call each other, directly or round about', () => {
    const graph = serviceGraph()
    // The reading finds the look-ups (a service that composes others).
    expect(graph.get('api::me.dashboard')).toContain('api::review.review')
    expect(circles(graph).map((circle) => circle.join(' -> '))).toEqual([])
  })

  it('finds a circle when there is one', () => {
    const graph = new Map([
      ['api::a.a', new Set(['api::b.b'])],
      ['api::b.b', new Set(['api::c.c'])],
      ['api::c.c', new Set(['api::a.a'])],
      ['api::d.d', new Set(['api::a.a'])],
    ])
    expect(circles(graph)).toEqual([['api::a.a', 'api::b.b', 'api::c.c', 'api::a.a']])
  })

  it("keeps a content type's lifecycle to its own API's services", () => {
    const foreign = files(path.join(src, 'api'))
      .filter((file) => file.endsWith(`${path.sep}lifecycles.ts`))
      .flatMap((file) => {
        const api = path.relative(path.join(src, 'api'), file).split(path.sep)[0]!
        return lookups(file)
          .filter((uid) => !uid.startsWith(`api::${api}.`))
          .map((uid) => `${path.relative(src, file)} -> ${uid}`)
      })
    expect(foreign).toEqual([])
  })

  it('has src/lib import nothing from src/api', () => {
    const imports = files(path.join(src, 'lib')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
        .map((match) => match[1]!)
        .filter((target) => target.startsWith('.') && path.resolve(path.dirname(file), target).startsWith(path.join(src, 'api') + path.sep))
        .map((target) => `${path.relative(src, file)} -> ${target}`),
    )
    expect(imports).toEqual([])
  })

  it('has only the start-up import the seeds', () => {
    const seed = path.join(src, 'seed')
    const imports = files(src)
      .filter((file) => !file.startsWith(seed + path.sep) && file !== path.join(src, 'index.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)]
          .map((match) => match[1]!)
          .filter((target) => target.startsWith('.') && path.resolve(path.dirname(file), target).startsWith(seed))
          .map((target) => `${path.relative(src, file)} -> ${target}`),
      )
    expect(imports).toEqual([])
  })
})
