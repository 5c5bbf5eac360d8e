// The embedded default: one SQLite file, copied with VACUUM INTO (one read transaction: a consistent state
// even while the CMS writes; its writes wait for it, see src/storage/db.ts) and put back by moving files.
import { existsSync, readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

import { type DatabaseState, refuse } from '../backup-common.ts'
import type { DatabaseOperations } from './databases.ts'
import { move } from './files.ts'

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

export function isSqliteFile(file: string): boolean {
  try {
    return readFileSync(file).subarray(0, 16).equals(SQLITE_HEADER)
  } catch {
    return false
  }
}

type SqliteClient = ReturnType<typeof drizzle>['$client']

/** A libsql connection (the client the CMS's adapter uses) that waits for locks instead of failing at once. */
export async function openSqlite(file: string): Promise<SqliteClient> {
  const client = drizzle({ connection: { url: pathToFileURL(file).href } }).$client
  await client.execute('PRAGMA busy_timeout = 10000')
  return client
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** Rows per table, the last migration applied, and the upload files the database names. */
async function describe(client: SqliteClient): Promise<DatabaseState> {
  const names = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const tables: Record<string, number> = {}
  for (const { name } of names.rows) {
    const count = await client.execute(`SELECT count(*) AS n FROM ${quote(String(name))}`)
    tables[String(name)] = Number(count.rows[0]!.n)
  }
  let lastMigration: string | null = null
  if ('payload_migrations' in tables) {
    const last = await client.execute(
      "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id DESC LIMIT 1",
    )
    lastMigration = last.rows[0] ? String(last.rows[0].name) : null
  }
  // The files: `filename` and `sizes_*_filename` columns of the upload collections, whose folder is the
  // collection's slug (src/lib/paths.ts): the table name, hyphens for underscores.
  const referenced: string[] = []
  for (const table of Object.keys(tables).filter((name) => !name.startsWith('payload_') && !name.endsWith('_v'))) {
    const columns = (await client.execute(`PRAGMA table_info(${quote(table)})`)).rows
      .map((row) => String(row.name))
      .filter((name) => name === 'filename' || /^sizes_.+_filename$/.test(name))
    if (!columns.includes('filename')) continue
    for (const column of columns) {
      const rows = await client.execute(
        `SELECT ${quote(column)} AS f FROM ${quote(table)} WHERE ${quote(column)} IS NOT NULL`,
      )
      for (const row of rows.rows) referenced.push(`${table.replaceAll('_', '-')}/${String(row.f)}`)
    }
  }
  return { lastMigration, tables, referenced }
}

async function stateOf(file: string): Promise<DatabaseState> {
  const client = await openSqlite(file)
  try {
    return await describe(client)
  } finally {
    client.close()
  }
}

/** Processes that hold one of `files` open (Linux, where /proc tells; elsewhere none are found). */
function processesUsing(files: string[]): string[] {
  const wanted = new Set(files.filter((file) => existsSync(file)).map((file) => realpathSync(file)))
  if (wanted.size === 0 || !existsSync('/proc/self/fd')) return []
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => wanted.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
        found.push(`${pid} (${command.slice(0, 80)})`)
      }
    } catch {
      // gone meanwhile, or not ours to look at
    }
  }
  return found
}

export function sqliteOperations(databaseFile: string): DatabaseOperations {
  const databaseFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => `${databaseFile}${suffix}`)
  return {
    archiveFile: 'commune.db',
    ready: async () => undefined,
    dump: async (target) => {
      if (!isSqliteFile(databaseFile)) {
        refuse(
          `aucune base SQLite à ${databaseFile}.\n` +
            'Vérifiez DATABASE_URI et DATA_DIR (les mêmes que pour le CMS) ; la base est créée au premier démarrage du CMS.',
        )
      }
      const source = await openSqlite(databaseFile)
      try {
        await source.execute({ sql: 'VACUUM INTO ?', args: [target] })
      } finally {
        source.close()
      }
      return stateOf(target)
    },
    check: async (file, manifest) => {
      if (!isSqliteFile(file)) refuse(`${path.basename(file)} manque dans l’archive ou n’est pas une base SQLite.`)
      const client = await openSqlite(file)
      try {
        const check = await client.execute('PRAGMA quick_check')
        if (String(check.rows[0]?.quick_check) !== 'ok')
          refuse(`la base de l’archive est endommagée (${String(check.rows[0]?.quick_check)}).`)
        const { tables } = await describe(client)
        const differs = Object.keys({ ...tables, ...manifest.database.tables }).filter(
          (table) => tables[table] !== manifest.database.tables[table],
        )
        if (differs.length > 0)
          refuse(`la base de l’archive ne correspond pas à son manifeste (tables ${differs.slice(0, 5).join(', ')}).`)
      } finally {
        client.close()
      }
    },
    replace: async (file, aside) => {
      // The current database (with its -wal, -shm, -journal files) is moved aside, never deleted.
      const current = databaseFiles.filter((name) => existsSync(name))
      for (const name of current) await move(name, path.join(aside, path.basename(name)))
      await move(file, databaseFile)
      return current.map((name) => path.basename(name))
    },
    state: () => stateOf(databaseFile),
    holders: () => processesUsing(databaseFiles),
  }
}
