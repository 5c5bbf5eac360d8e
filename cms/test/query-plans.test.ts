import { spawnSync } from 'node:child_process'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { describe, expect, inject, it } from 'vitest'

import { api, loginAsAdmin } from './api'

/**
 * Every list the site, the /api contract's calls and the staff screens read is answered from an index in the
 * list's order: the database never reads a whole table nor sorts it in memory, which made the news
 * list slow (61 requests/s) once the commune had a few thousand items.
 *
 * The statements are the ones the server really ran for the call (DATABASE_QUERY_LOG, src/storage/db.ts),
 * explained on the same database:
 * - SQLite: `EXPLAIN QUERY PLAN`, with no `SCAN <table>` outside an index and no
 *   `USE TEMP B-TREE FOR (RIGHT PART OF) ORDER BY`. SQLite's planner does not weigh row counts here (no ANALYZE), so
 *   the seeded content is enough.
 * - PostgreSQL: `EXPLAIN` with `enable_seqscan` and `enable_sort` off, since its planner rightly prefers
 *   a sequential scan and a sort on a table of a few rows: a plan that still holds a `Seq Scan` or a
 *   `Sort` on the table means no index can serve the list.
 */

type Statement = { sql: string; params: unknown[] }

const postgresUri = process.env.CONTRACT_DATABASE_URI?.startsWith('postgres')
  ? process.env.CONTRACT_DATABASE_URI
  : undefined
const onSql = !process.env.CONTRACT_DATABASE_URI || postgresUri !== undefined

/** The statements the server ran on `table` while answering `call` (reads of that table only). */
async function statementsOn(table: string, call: () => Promise<{ status: number }>): Promise<Statement[]> {
  const log = inject('queryLog')
  const start = statSync(log, { throwIfNoEntry: false })?.size ?? 0
  const { status } = await call()
  expect(status).toBe(200)
  const lines = readFileSync(log).subarray(start).toString('utf8').split('\n').filter(Boolean)
  const fromTable = new RegExp(`\\bfrom\\s+"${table}"`, 'i')
  return lines
    .map((line) => JSON.parse(line) as Statement)
    .filter((s) => /^\s*select\b/i.test(s.sql) && fromTable.test(s.sql))
}

/**
 * SQLite's plan of one statement, the list's own steps only: each document's arrays and texts are
 * read by correlated subqueries (a few rows found by their parent's id, then put in order), which
 * are left out here.
 */
function sqlitePlan({ sql, params }: Statement): string[] {
  const database = new DatabaseSync(path.join(inject('cmsDataDir'), 'contract.db'), { readOnly: true })
  try {
    const values = params.map((value) => (typeof value === 'boolean' ? Number(value) : value)) as (
      | string
      | number
      | null
    )[]
    const rows = database.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...values) as {
      id: number
      parent: number
      detail: string
    }[]
    const byId = new Map(rows.map((row) => [row.id, row]))
    const inSubquery = (row: { parent: number }): boolean => {
      const parent = byId.get(row.parent)
      return parent !== undefined && (/SUBQUERY/.test(parent.detail) || inSubquery(parent))
    }
    return rows.filter((row) => !/SUBQUERY/.test(row.detail) && !inSubquery(row)).map((row) => row.detail)
  } finally {
    database.close()
  }
}

/** PostgreSQL's plan of one statement, with sequential scans and sorts priced out (see above), the subplans (arrays, texts) left out. */
function postgresPlan({ sql, params }: Statement, uri: string): string[] {
  const literal = (value: unknown) =>
    value === null
      ? 'NULL'
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : `'${String(value).replaceAll("'", "''")}'`
  const script = [
    'SET enable_seqscan = off;',
    'SET enable_sort = off;',
    `PREPARE list AS ${sql};`,
    `EXPLAIN EXECUTE list${params.length ? `(${params.map(literal).join(', ')})` : ''};`,
  ].join('\n')
  const result = spawnSync('psql', [uri, '-X', '-q', '-A', '-t', '-v', 'ON_ERROR_STOP=1'], {
    input: script,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`EXPLAIN impossible : ${result.stderr}`)
  const own: string[] = []
  let subplanIndent: number | undefined
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const indent = line.search(/\S/)
    if (subplanIndent !== undefined && indent > subplanIndent) continue
    subplanIndent = /^\s*SubPlan\b/.test(line) ? indent : undefined
    if (subplanIndent === undefined) own.push(line)
  }
  return own
}

/**
 * The plan steps that read the whole of `table` or sort its rows: none when an index serves the list,
 * tie-break included (Payload adds `-createdAt` to a sort that lacks it: the indexes end with it).
 */
function unindexedSteps(table: string, statement: Statement): string[] {
  if (postgresUri) {
    return postgresPlan(statement, postgresUri).filter(
      (line) => new RegExp(`Seq Scan on "?${table}"?\\b`).test(line) || /^\s*(->\s*)?(Incremental )?Sort\b/.test(line),
    )
  }
  return sqlitePlan(statement).filter(
    (line) =>
      (new RegExp(`^SCAN "?${table}"?\\b`).test(line) && !/USING (COVERING )?INDEX/.test(line)) ||
      /TEMP B-TREE FOR (RIGHT PART OF )?ORDER BY/.test(line),
  )
}

type ListCall = { name: string; table: string; path: string; staff?: boolean }

const LISTS: ListCall[] = [
  { name: 'news, a page of 10 newest (GET /news)', table: 'news', path: '/news?limit=10' },
  { name: 'news, every item for the site build', table: 'news', path: '/news?pagination=false&depth=1' },
  { name: 'news of one category', table: 'news', path: '/news?where[category][equals]=culture&limit=10' },
  { name: 'news as staff read them (drafts included)', table: 'news', path: '/news?limit=10', staff: true },
  { name: 'services (GET /services)', table: 'services', path: '/services?pagination=false&depth=1' },
  { name: 'services of one category', table: 'services', path: '/services/category/SANTE' },
  { name: 'procedures (GET /procedures)', table: 'procedures', path: '/procedures?pagination=false&depth=1' },
  { name: 'procedures of one category', table: 'procedures', path: '/procedures/category/ETAT_CIVIL' },
  { name: 'investments (GET /investments)', table: 'investments', path: '/investments?pagination=false&depth=1' },
  { name: 'projects (GET /projects)', table: 'projects', path: '/projects?pagination=false&depth=1' },
  { name: 'projects as staff read them', table: 'projects', path: '/projects?limit=10', staff: true },
  { name: 'events (the agenda)', table: 'events', path: '/events?pagination=false&depth=1' },
  { name: 'events as staff read them', table: 'events', path: '/events?limit=10', staff: true },
  { name: 'pages', table: 'pages', path: '/pages?pagination=false&depth=1' },
  { name: 'documents of the citizen space', table: 'documents', path: '/documents?pagination=false' },
  { name: 'decisions of the council', table: 'decisions', path: '/decisions?pagination=false' },
  { name: 'gallery (GET /gallery)', table: 'gallery', path: '/gallery?pagination=false' },
]

describe.skipIf(!onSql)('lists are read from an index, in order', () => {
  it.each(LISTS)('$name', async ({ table, path: listPath, staff }) => {
    const token = staff ? await loginAsAdmin() : undefined
    // `no-cache`: answered by the database, not from the cache of public reads (src/apiGuard/publicReadCache.ts, src/storage/publicReadCache).
    const statements = await statementsOn(table, () =>
      api('GET', listPath, { token, headers: { 'Cache-Control': 'no-cache' } }),
    )
    const ordered = statements.filter((s) => /\border by\b/i.test(s.sql))
    expect(ordered.length, `aucune lecture triée de ${table}`).toBeGreaterThan(0)
    for (const statement of statements) expect(unindexedSteps(table, statement), statement.sql).toEqual([])
  })
})
