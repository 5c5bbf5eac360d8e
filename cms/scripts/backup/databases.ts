// The database of each adapter, as the backup commands see it: which one DATABASE_URI names (the same
// rule as src/storage/db.ts), and the operations of each, loaded only for the adapter in use.
import path from 'node:path'

import type { DatabaseState, Manifest } from '../backup-common.ts'

export type Database =
  | { adapter: 'sqlite'; file: string; label: string }
  | { adapter: 'postgres' | 'mongodb'; uri: string; label: string }

/** A server's address for messages, without its password. */
export function withoutPassword(uri: string): string {
  try {
    const url = new URL(uri)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return uri.split(':')[0] ?? ''
  }
}

/** The database DATABASE_URI names: empty or `file:` SQLite (DATA_DIR/commune.db by default), or a server. */
export function databaseOf(uri: string, dataDir: string): Database {
  if (uri.startsWith('postgres://') || uri.startsWith('postgresql://'))
    return { adapter: 'postgres', uri, label: `PostgreSQL ${withoutPassword(uri)}` }
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://'))
    return { adapter: 'mongodb', uri, label: `MongoDB ${withoutPassword(uri)}` }
  if (!uri) {
    const file = path.join(dataDir, 'commune.db')
    return { adapter: 'sqlite', file, label: file }
  }
  if (!uri.startsWith('file:')) {
    throw new Error(
      `DATABASE_URI non pris en charge : utilisez file:, postgres:// ou mongodb:// (reçu « ${uri.split(':')[0]}: »)`,
    )
  }
  // As libsql reads a file: URL: an optional //authority, percent-decoded, relative to the working directory (cms/).
  let location = uri.slice('file:'.length).replace(/[?#].*$/, '')
  if (location.startsWith('//')) location = location.slice(location.indexOf('/', 2))
  const file = path.resolve(import.meta.dirname, '../..', decodeURIComponent(location))
  return { adapter: 'sqlite', file, label: file }
}

/** What backup and restore do with one adapter's database. */
export type DatabaseOperations = {
  /** The dump's name inside an archive. */
  archiveFile: string
  /** The database's name on its server (MongoDB: a restore maps the backup's onto it). */
  name?: string
  /** Refuses (in French) when the tools the adapter needs are missing. */
  ready: () => Promise<void>
  /** Writes one consistent dump to `target`, with the row counts and last migration of that same state. */
  dump: (target: string, workDir: string) => Promise<DatabaseState>
  /** Checks an archive's dump before anything in place is touched; refuses when it is unusable. */
  check: (file: string, manifest: Manifest, workDir: string) => Promise<void>
  /**
   * Replaces the database's content with the dump; what was there is kept in `aside` (moved there, or
   * dumped there first). Returns the names kept there.
   */
  replace: (file: string, aside: string, workDir: string, manifest: Manifest) => Promise<string[]>
  /** Row counts and last migration of the database as it is now. */
  state: () => Promise<DatabaseState>
  /** Processes that hold the database open (SQLite, where restore needs them stopped). */
  holders?: () => string[]
}

export async function operationsOf(database: Database): Promise<DatabaseOperations> {
  if (database.adapter === 'sqlite') return (await import('./sqlite.ts')).sqliteOperations(database.file)
  if (database.adapter === 'postgres') return (await import('./postgres.ts')).postgresOperations(database.uri)
  return (await import('./mongodb.ts')).mongodbOperations(database.uri)
}
