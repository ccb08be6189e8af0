import type { TestCms } from './strapi'

export type Statement = { sql: string; bindings: unknown[] }

/** Every SQL statement the CMS runs while `run` is awaited (knex 'query' events). */
export async function statementsOf(cms: TestCms, run: () => Promise<unknown>): Promise<Statement[]> {
  const knex = cms.strapi.db.connection
  const statements: Statement[] = []
  const listener = (query: { sql: string; bindings?: unknown[] }) => statements.push({ sql: query.sql, bindings: query.bindings ?? [] })
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.removeListener('query', listener)
  }
  return statements
}

/** A table the database reads whole: a scan without an index. */
export type FullScan = { table: string; detail: string }

/**
 * What a plan reads whole: `fullScans`, tables read without an index; `indexWalks`, indexes walked
 * from end to end without a condition that does not stop early: with no LIMIT to stop at, or under
 * a sort (the walk does not give the order, so every row is read before the first is returned).
 */
export type Plan = { plan: string; fullScans: FullScan[]; indexWalks: FullScan[] }

/**
 * The plan of one statement and the tables it reads whole.
 *
 * SQLite: EXPLAIN QUERY PLAN; a full scan is a `SCAN <table or alias>` line without `USING ...
 * INDEX` (a `SCAN ... USING INDEX` walks an index in order and stops at the LIMIT; a `USING
 * COVERING INDEX` count reads only the index).
 *
 * PostgreSQL: EXPLAIN (FORMAT JSON) with `enable_seqscan = off` in the session. With the few rows of
 * a test database the planner rightly prefers a sequential scan; turned off, it still chooses one
 * when no index can serve the query at all, which is exactly what these tests look for.
 */
export async function planOf(cms: TestCms, statement: Statement): Promise<Plan> {
  const knex = cms.strapi.db.connection
  if (cms.database === 'postgres') {
    const connection = await knex.client.acquireConnection()
    try {
      await connection.query('SET enable_seqscan = off')
      const result = await connection.query(`EXPLAIN (FORMAT JSON) ${statement.sql}`, statement.bindings)
      await connection.query('RESET enable_seqscan')
      const root = result.rows[0]['QUERY PLAN'][0].Plan
      const fullScans: FullScan[] = []
      const indexWalks: FullScan[] = []
      const lines: string[] = []
      const walk = (node: Record<string, any>, depth: number, stops: boolean) => {
        lines.push(
          `${'  '.repeat(depth)}${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}${node['Index Name'] ? ` using ${node['Index Name']}` : ''}`,
        )
        if (node['Node Type'] === 'Seq Scan')
          fullScans.push({ table: node['Relation Name'], detail: `Seq Scan on ${node['Relation Name']}` })
        if (/^Index (Only )?Scan$/.test(node['Node Type']) && !node['Index Cond'] && !stops)
          indexWalks.push({ table: node['Relation Name'], detail: `${node['Node Type']} using ${node['Index Name']}` })
        // A Limit stops the walk below it; a Sort or an aggregate between them reads it all first.
        // The sides of a hash or merge join are not counted: with scans off and a test database's few
        // rows the planner joins a key lookup to a walk of the other table's primary key, where it
        // probes that key in a nested loop at real sizes (SQLite, without statistics, shows the
        // lookup). A walk that drives the query or a nested loop counts.
        const type = node['Node Type']
        const below = /^(Limit|Hash Join|Merge Join)$/.test(type) ? true : /^(Sort|Incremental Sort|Aggregate)$/.test(type) ? false : stops
        for (const child of node.Plans ?? []) walk(child, depth + 1, below)
      }
      walk(root, 0, false)
      return { plan: lines.join('\n'), fullScans, indexWalks }
    } finally {
      await knex.client.releaseConnection(connection)
    }
  }
  const rows: Array<{ detail: string }> = await knex.raw(`EXPLAIN QUERY PLAN ${statement.sql}`, statement.bindings as any)
  const aliases = new Map<string, string>()
  for (const match of statement.sql.matchAll(/(?:from|join)\s+`?(\w+)`?\s+(?:as\s+)?`?(t\d+)`?/gi)) aliases.set(match[2], match[1])
  const fullScans: FullScan[] = []
  const indexWalks: FullScan[] = []
  const stops = /\blimit\b/i.test(statement.sql) && !rows.some(({ detail }) => /TEMP B-TREE FOR ORDER BY/.test(detail))
  for (const { detail } of rows) {
    const scan = /^SCAN (\w+)(?: AS (\w+))?$/.exec(detail)
    if (scan) fullScans.push({ table: aliases.get(scan[2] ?? scan[1]) ?? scan[1], detail })
    const walk = /^SCAN (\w+)(?: AS (\w+))? USING (?:COVERING )?INDEX \w+$/.exec(detail)
    if (walk && !stops) indexWalks.push({ table: aliases.get(walk[2] ?? walk[1]) ?? walk[1], detail })
  }
  return { plan: rows.map((row) => row.detail).join('\n'), fullScans, indexWalks }
}
