// MongoDB: mongodump / mongorestore (MongoDB Database Tools, not in Debian: MONGODB_TOOLS_DIR or the PATH),
// the connection string in a config file of their own (not in the process list). Documents per collection
// are those mongodump reports having written; after a restore they are counted with the driver the CMS's
// adapter uses (mongoose's).
import { writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

import { type DatabaseState, type Manifest, refuse } from '../backup-common.ts'
import type { DatabaseOperations } from './databases.ts'
import { findTool, runTool } from './tools.ts'

export const MONGODB_TOOLS_MISSING =
  'mongodump et mongorestore sont introuvables (ni dans MONGODB_TOOLS_DIR, ni dans le PATH). ' +
  'Installez les MongoDB Database Tools (https://www.mongodb.com/try/download/database-tools) et indiquez leur ' +
  'dossier dans MONGODB_TOOLS_DIR, ou lancez la commande dans le service « backup » de docker compose, dont ' +
  'l’image les contient : docker compose run --rm backup node scripts/backup.ts'

function tools(): { mongodump: string; mongorestore: string } {
  const dirs = [process.env.MONGODB_TOOLS_DIR ?? '', ...(process.env.PATH ?? '').split(path.delimiter)]
  const mongodump = findTool('mongodump', dirs)
  const mongorestore = findTool('mongorestore', dirs)
  if (!mongodump || !mongorestore) refuse(MONGODB_TOOLS_MISSING)
  return { mongodump, mongorestore }
}

/** The database a connection string names (MongoDB's default, `test`, when it names none). */
export const databaseName = (uri: string): string => decodeURIComponent(new URL(uri).pathname.slice(1)) || 'test'

/**
 * The connection string for mongorestore, without its database (which would conflict with --nsInclude):
 * the credentials are still checked against that database when no authSource is given, as before.
 */
export function serverUri(uri: string): string {
  const url = new URL(uri)
  if (!url.searchParams.has('authSource') && url.username) url.searchParams.set('authSource', databaseName(uri))
  url.pathname = '/'
  return url.toString()
}

export const mongodumpArguments = (config: string, target: string): string[] => [
  `--config=${config}`,
  `--archive=${target}`,
  '--gzip',
]

/** Restores the collections of database `from` (the backup's) into `to`, each dropped first. */
export const mongorestoreArguments = (config: string, file: string, from: string, to: string): string[] => [
  `--config=${config}`,
  '--drop',
  `--archive=${file}`,
  '--gzip',
  `--nsInclude=${from}.*`,
  ...(from === to ? [] : [`--nsFrom=${from}.*`, `--nsTo=${to}.*`]),
]

/** Documents per collection of `database`, as mongodump reports them: "done dumping commune.news (12 documents)". */
export function dumpedCounts(output: string, database: string): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const [, db, collection, n] of output.matchAll(/done dumping ([^.\s]+)\.(\S+) \((\d+) documents?\)/g))
    if (db === database) counts[collection!] = Number(n)
  return counts
}

type Db = {
  listCollections: () => { toArray: () => Promise<{ name: string; type?: string }[]> }
  collection: (name: string) => {
    countDocuments: () => Promise<number>
    find: (filter: object) => {
      sort: (s: object) => { limit: (n: number) => { toArray: () => Promise<{ name?: string }[]> } }
    }
  }
}
type Mongoose = {
  createConnection: (uri: string) => { asPromise: () => Promise<{ db?: Db; close: () => Promise<void> }> }
}

/** The driver of the CMS's adapter: mongoose as @payloadcms/db-mongodb resolves it. */
async function withDatabase<T>(uri: string, work: (db: Db) => Promise<T>): Promise<T> {
  const mongoose = createRequire(import.meta.resolve('@payloadcms/db-mongodb'))('mongoose') as Mongoose
  const connection = await mongoose.createConnection(uri).asPromise()
  try {
    return await work(connection.db!)
  } finally {
    await connection.close()
  }
}

const lastMigration = async (db: Db): Promise<string | null> => {
  const [last] = await db
    .collection('payload-migrations')
    .find({ name: { $ne: 'dev' } })
    .sort({ _id: -1 })
    .limit(1)
    .toArray()
  return last?.name ?? null
}

export function mongodbOperations(uri: string): DatabaseOperations {
  const name = databaseName(uri)
  const configFile = async (workDir: string, connection: string) => {
    const file = path.join(workDir, 'mongodb-tools.yaml')
    await writeFile(file, `uri: ${JSON.stringify(connection)}\n`, { mode: 0o600 })
    return file
  }
  const dump = async (target: string, workDir: string): Promise<DatabaseState> => {
    const config = await configFile(workDir, uri)
    const { stderr } = await runTool(tools().mongodump, mongodumpArguments(config, target))
    return { lastMigration: await withDatabase(uri, lastMigration), tables: dumpedCounts(stderr, name) }
  }
  return {
    archiveFile: 'database.archive.gz',
    name,
    ready: async () => void tools(),
    dump,
    check: async () => undefined, // the archive's SHA-256 in the manifest vouches for the dump
    replace: async (file, aside, workDir, manifest: Manifest) => {
      await dump(path.join(aside, 'database.archive.gz'), workDir)
      const config = await configFile(workDir, serverUri(uri))
      const from = manifest.database.name ?? name
      await runTool(tools().mongorestore, mongorestoreArguments(config, file, from, name))
      return ['database.archive.gz']
    },
    state: () =>
      withDatabase(uri, async (db) => {
        const tables: Record<string, number> = {}
        for (const { name: collection, type } of await db.listCollections().toArray())
          if (type !== 'view' && !collection.startsWith('system.'))
            tables[collection] = await db.collection(collection).countDocuments()
        return { lastMigration: await lastMigration(db), tables }
      }),
  }
}
