// PostgreSQL: pg_dump in the custom format, from a snapshot exported by a REPEATABLE READ transaction in
// which the rows are counted too, so the manifest's counts are those of the dump even while the CMS
// writes; pg_restore in a single transaction, so a failed restore changes nothing.
import path from 'node:path'

import { drizzle } from '@payloadcms/db-postgres/drizzle/node-postgres'

import { type DatabaseState, refuse } from '../backup-common.ts'
import type { DatabaseOperations } from './databases.ts'
import { findTool, runTool } from './tools.ts'

type Queryable = { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> }

/** The server's address for the tools, its password apart (in PGPASSWORD: not in the process list). */
export function connectionFor(uri: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(uri)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

export const pgDumpArguments = (dbname: string, target: string, snapshot?: string): string[] => [
  '--format=custom',
  ...(snapshot ? [`--snapshot=${snapshot}`] : []),
  '--no-password',
  `--file=${target}`,
  `--dbname=${dbname}`,
]

export const pgRestoreArguments = (dbname: string, file: string): string[] => [
  '--clean',
  '--if-exists',
  '--no-owner',
  '--single-transaction',
  '--no-password',
  `--dbname=${dbname}`,
  file,
]

const MISSING_TOOLS =
  'pg_dump et pg_restore sont introuvables (ni dans le PATH).\n' +
  'Installez le client PostgreSQL de Debian : sudo apt-get install postgresql-client ' +
  '(de la même version majeure que le serveur, ou plus récente) ; ' +
  'ou lancez la commande dans le service « backup » de docker compose, dont l’image les contient.'

function tools(): { pgDump: string; pgRestore: string } {
  const pgDump = findTool('pg_dump')
  const pgRestore = findTool('pg_restore')
  if (!pgDump || !pgRestore) refuse(MISSING_TOOLS)
  return { pgDump, pgRestore }
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Rows per table (schema-qualified outside `public`), the last migration, the upload files named. */
async function describe(client: Queryable): Promise<DatabaseState> {
  const { rows } = await client.query(
    "SELECT table_schema AS s, table_name AS t FROM information_schema.tables WHERE table_type = 'BASE TABLE' " +
      "AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY table_schema, table_name",
  )
  const tables: Record<string, number> = {}
  for (const { s, t } of rows as { s: string; t: string }[]) {
    const counted = await client.query(`SELECT count(*) AS n FROM ${quote(s)}.${quote(t)}`)
    tables[s === 'public' ? t : `${s}.${t}`] = Number(counted.rows[0]!.n)
  }
  let lastMigration: string | null = null
  if ('payload_migrations' in tables) {
    const last = await client.query("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id DESC LIMIT 1")
    lastMigration = last.rows[0] ? String(last.rows[0].name) : null
  }
  // Upload collections: `filename` and `sizes_*_filename` columns; their folder is the slug (src/lib/paths.ts).
  const columns = await client.query(
    "SELECT table_name AS t, column_name AS c FROM information_schema.columns WHERE table_schema = 'public' " +
      "AND (column_name = 'filename' OR column_name LIKE 'sizes\\_%\\_filename') " +
      "AND table_name NOT LIKE 'payload\\_%' AND table_name NOT LIKE '%\\_v'",
  )
  const referenced: string[] = []
  for (const { t, c } of columns.rows as { t: string; c: string }[]) {
    const files = await client.query(`SELECT ${quote(c)} AS f FROM ${quote(t)} WHERE ${quote(c)} IS NOT NULL`)
    for (const row of files.rows) referenced.push(`${t.replaceAll('_', '-')}/${String(row.f)}`)
  }
  return { lastMigration, tables, referenced }
}

export function postgresOperations(uri: string): DatabaseOperations {
  const connection = connectionFor(uri)
  const withClient = async <T>(work: (client: Queryable) => Promise<T>): Promise<T> => {
    const pool = drizzle({ connection: { connectionString: uri, max: 1 } }).$client
    const client = await pool.connect()
    try {
      return await work(client)
    } finally {
      client.release()
      await pool.end()
    }
  }
  const dump = (target: string) =>
    withClient(async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
      const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot')
      // The transaction stays open until pg_dump ends: its snapshot lives as long as the transaction.
      const dumping = runTool(
        tools().pgDump,
        pgDumpArguments(connection.dbname, target, String(rows[0]!.snapshot)),
        connection.env,
      )
      try {
        const state = await describe(client)
        await dumping
        return state
      } finally {
        await dumping.catch(() => undefined)
        await client.query('COMMIT')
      }
    })
  return {
    archiveFile: 'database.pgdump',
    ready: async () => void tools(),
    dump,
    check: async (file, manifest) => {
      let listing: string
      try {
        listing = (await runTool(tools().pgRestore, ['--list', file])).stdout
      } catch (error) {
        refuse(
          `le fichier ${path.basename(file)} de l’archive est illisible par pg_restore (${(error as Error).message}).`,
        )
      }
      // Every table of the manifest has its data in the dump ("TABLE DATA public news owner").
      const withData = new Set(
        [...listing.matchAll(/ TABLE DATA (\S+) (\S+) /g)].map(([, s, t]) => (s === 'public' ? t : `${s}.${t}`)),
      )
      const absent = Object.keys(manifest.database.tables).filter((table) => !withData.has(table))
      if (absent.length > 0)
        refuse(`le dump de l’archive ne contient pas les tables ${absent.slice(0, 5).join(', ')} de son manifeste.`)
    },
    replace: async (file, aside) => {
      // What the database holds now is dumped beside the uploads set aside, then replaced in one transaction.
      await dump(path.join(aside, 'database.pgdump'))
      await runTool(tools().pgRestore, pgRestoreArguments(connection.dbname, file), connection.env)
      return ['database.pgdump']
    },
    state: () => withClient(describe),
  }
}
