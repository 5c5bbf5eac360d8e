// `npm run bench:lists [-- --news=5000] [-- --without-list-indexes]`: the API's list figures once the
// commune has thousands of news items. Starts the built CMS on a fresh SQLite file (first-run content),
// adds the news items straight into the database (thousands through the HTTP API would take minutes),
// then measures GET /api/news?limit=10 (apiFigures) and the size of GET /api/services.
// `--without-list-indexes` drops the news list's indexes first, to compare with a database without them.
// Timings vary with the machine: printed, never asserted.
import { readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'

import { startCms } from '../test/server.ts'
import { apiFigures, throughput } from './bench.ts'

const NEWS_LIST_INDEXES = ['_status_date_createdAt_idx', 'category_date_createdAt_idx', 'date_createdAt_idx']

/** `count` published news items, one a day back from today, as plain rows (no versions: only the public list reads them). */
function addNews(databaseFile: string, count: number): void {
  const database = new DatabaseSync(databaseFile)
  try {
    database.exec('PRAGMA busy_timeout = 5000')
    database
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO news (title, content, category, author, date, _status)
         SELECT 'Actualité n° ' || i, 'Texte de l''actualité n° ' || i || '. ' || printf('%.*c', 600, 'x'),
                'culture', 'Mairie', strftime('%Y-%m-%dT12:00:00.000Z', 'now', '-' || i || ' days'), 'published'
         FROM n`,
      )
      .run(count)
  } finally {
    database.close()
  }
}

function dropListIndexes(databaseFile: string): void {
  const database = new DatabaseSync(databaseFile)
  try {
    for (const index of NEWS_LIST_INDEXES) database.exec(`DROP INDEX IF EXISTS "${index}"`)
  } finally {
    database.close()
  }
}

/**
 * Milliseconds the database spends on the news page's own statement (the one Payload ran, read from
 * DATABASE_QUERY_LOG), run `runs` times in this process: the cost the indexes remove, without the
 * HTTP and rendering work around it that a busy machine makes noisy.
 */
function listStatementMs(databaseFile: string, queryLog: string, runs = 200): number {
  const statements = readFileSync(queryLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { sql: string; params: (string | number | null)[] })
  const list = statements.findLast(
    (s) => /^select\b/i.test(s.sql) && /\bfrom "news"/.test(s.sql) && /\border by\b/i.test(s.sql),
  )
  if (!list) throw new Error('la lecture de la liste des actualités est introuvable dans le journal SQL')
  const database = new DatabaseSync(databaseFile, { readOnly: true })
  try {
    const statement = database.prepare(list.sql)
    statement.all(...list.params)
    const started = performance.now()
    for (let i = 0; i < runs; i++) statement.all(...list.params)
    return (performance.now() - started) / runs
  } finally {
    database.close()
  }
}

async function main() {
  // pnpm passes a lone `--` through to the script.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { news: { type: 'string', default: '5000' }, 'without-list-indexes': { type: 'boolean', default: false } },
  })
  const count = Number(values.news)
  const queryLog = path.join(tmpdir(), `commune-bench-queries-${process.pid}.jsonl`)
  const cms = await startCms({ env: { DATABASE_QUERY_LOG: queryLog } })
  try {
    // Sizes first, on the first-run content alone (its news items have pictures, the added ones none).
    const services = await (await fetch(`${cms.url}/api/services`)).arrayBuffer()
    const newsPage = await (await fetch(`${cms.url}/api/news?limit=10`)).arrayBuffer()
    const databaseFile = path.join(cms.dataDir, 'contract.db')
    addNews(databaseFile, count)
    if (values['without-list-indexes']) dropListIndexes(databaseFile)
    await fetch(`${cms.url}/api/news?limit=10`)
    const statementMs = listStatementMs(databaseFile, queryLog)
    const figures = await apiFigures(cms.url)
    console.log(`+${count} news${values['without-list-indexes'] ? ', the news list indexes dropped' : ''}:`)
    console.log(
      `GET /api/news?limit=10 (10 clients, 10 s): ${Math.round(figures.requestsPerSecond)} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, ${figures.failed} failed`,
    )
    console.log(`  its SQL statement alone: ${statementMs.toFixed(2)} ms per run`)
    // The same page sorted on `createdAt`, indexed since the first migration: what the machine gives
    // for this call when its sort is served by an index, to read the figure above against.
    const reference = await throughput(`${cms.url}/api/news?limit=10&sort=-createdAt`)
    console.log(
      `  same page sorted on createdAt (reference): ${Math.round(reference.requestsPerSecond)} req/s, p50 ${reference.p50Ms} ms, p99 ${reference.p99Ms} ms`,
    )
    console.log(`GET /api/services (first-run content, depth 2): ${services.byteLength} bytes`)
    console.log(`GET /api/news?limit=10 (first-run content, depth 2): ${newsPage.byteLength} bytes`)
  } finally {
    await cms.stop()
    rmSync(queryLog, { force: true })
  }
}

if (import.meta.main) await main()
