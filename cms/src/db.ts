import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'

import { dataDir } from './lib/paths'

/** Where the SQL adapters keep their committed migrations (read by the `payload migrate:*` commands). */
const migrationDir = (adapter: 'sqlite' | 'postgres') => path.resolve(process.cwd(), 'src/migrations', adapter)

/**
 * DATABASE_URI picks the adapter by its scheme and loads only that one:
 * unset or `file:` → embedded SQLite under cms/data; `postgres://` → PostgreSQL; `mongodb://` → MongoDB.
 * SQL schemas come from committed migrations applied on start, never from dev-mode push.
 */
export async function databaseAdapter(uri = process.env.DATABASE_URI ?? ''): Promise<DatabaseAdapterObj> {
  if (uri.startsWith('postgres://') || uri.startsWith('postgresql://')) {
    const [{ postgresAdapter }, { migrations }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('./migrations/postgres'),
    ])
    return postgresAdapter({
      pool: { connectionString: uri },
      push: false,
      migrationDir: migrationDir('postgres'),
      prodMigrations: migrations,
    })
  }
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    return mongooseAdapter({ url: uri })
  }
  if (uri && !uri.startsWith('file:')) {
    throw new Error(`DATABASE_URI non pris en charge : utilisez file:, postgres:// ou mongodb:// (reçu « ${uri.split(':')[0]}: »)`)
  }
  const [{ sqliteAdapter }, { migrations }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('./migrations/sqlite'),
  ])
  return sqliteAdapter({
    client: { url: uri || `file:${path.join(dataDir(), 'commune.db')}` },
    // Ids appear in public URLs (/actualites/12): never hand a deleted document's id to a new one.
    autoIncrement: true,
    // A reader elsewhere (`pnpm backup` copying the file) briefly holds a shared lock: a write waits
    // for it up to 5 s instead of failing at once with SQLITE_BUSY.
    busyTimeout: 5000,
    push: false,
    migrationDir: migrationDir('sqlite'),
    prodMigrations: migrations,
  })
}
