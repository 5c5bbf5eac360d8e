import { appendFileSync } from 'node:fs'
import path from 'node:path'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'

import { dataDir } from '../lib/paths'
import { JOBS, withJobClaims } from './jobClaims'
import { mongoClaimStore, sqlClaimStore } from './jobClaimStores'
import { committedOrRolledBack, type WriteTransactions } from './ownTransaction'
import { ADAPTER_WRITES, emptiedByEveryWrite } from './publicReadCache/database'

/** Where the SQL adapters keep their committed migrations (read by the `payload migrate:*` commands). */
const migrationDir = (adapter: 'sqlite' | 'postgres') => path.resolve(process.cwd(), 'src/migrations', adapter)

/**
 * DATABASE_URI picks the adapter by its scheme and loads only that one:
 * unset or `file:` → embedded SQLite under cms/data; `postgres://` → PostgreSQL; `mongodb://` → MongoDB.
 * SQL schemas come from committed migrations applied on start, never from dev-mode push. Every
 * adapter carries the cache of public reads that its writes empty (storage/publicReadCache/database.ts)
 * and claims jobs for one instance at a time (storage/jobClaims.ts).
 */
export async function databaseAdapter(uri = process.env.DATABASE_URI ?? ''): Promise<DatabaseAdapterObj> {
  return emptiedByEveryWrite(await adapterFor(uri))
}

async function adapterFor(uri: string): Promise<DatabaseAdapterObj> {
  if (uri.startsWith('postgres://') || uri.startsWith('postgresql://')) {
    const [{ postgresAdapter }, drizzle, { migrations }] = await Promise.all([
      import('@payloadcms/db-postgres'),
      import('@payloadcms/db-postgres/drizzle'),
      import('../migrations/postgres'),
    ])
    const adapter = postgresAdapter({
      pool: { connectionString: uri },
      logger: queryLog(),
      push: false,
      migrationDir: migrationDir('postgres'),
      prodMigrations: migrations,
    })
    return withJobClaims(adapter, sqlClaimStore(drizzle))
  }
  if (uri.startsWith('mongodb://') || uri.startsWith('mongodb+srv://')) {
    const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
    // The adapter builds every `index: true` field and collection `indexes` entry itself: mongoose's
    // `autoIndex` stays on (its default; no connectOptions here turn it off), so a list's sort and
    // filters are indexed on MongoDB as the SQL migrations index them.
    warnWithoutReplicaSet(uri)
    return withJobClaims(mongooseAdapter({ url: uri }), mongoClaimStore)
  }
  if (uri && !uri.startsWith('file:')) {
    throw new Error(
      `DATABASE_URI non pris en charge : utilisez file:, postgres:// ou mongodb:// (reçu « ${uri.split(':')[0]}: »)`,
    )
  }
  const [{ sqliteAdapter }, drizzle, { migrations }] = await Promise.all([
    import('@payloadcms/db-sqlite'),
    import('@payloadcms/db-sqlite/drizzle'),
    import('../migrations/sqlite'),
  ])
  const adapter = sqliteAdapter({
    client: { url: uri || `file:${path.join(dataDir(), 'commune.db')}` },
    logger: queryLog(),
    // Ids appear in public URLs (/actualites/12): never hand a deleted document's id to a new one.
    autoIncrement: true,
    // Write-ahead log: readers (every public read, `npm run backup`'s VACUUM INTO) never block a
    // write, and a commit never waits for them, where the rollback journal made a commit wait for
    // every reader, then fail. WAL keeps the data in one file plus `-wal` and `-shm` beside it, on a
    // local disk (not a network share); backup and restore handle both.
    wal: true,
    // A write outside the queue below meeting a transaction's lock waits for it instead of failing
    // at once with SQLITE_BUSY.
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    // Enables the adapter's transactions, used for writes only (see writeTransactionsOneAtATime).
    transactionOptions: {},
    push: false,
    migrationDir: migrationDir('sqlite'),
    prodMigrations: migrations,
  })
  // One process owns the file: its claims never meet another's, but they are the same code everywhere.
  return writeTransactionsOneAtATime(withJobClaims(adapter, sqlClaimStore(drizzle)))
}

/**
 * Payload's transactions on MongoDB need a replica set named in the address (`replicaSet=`), as the
 * compose stack runs it (README, « MongoDB »); on a lone server the adapter silently writes without them.
 */
function warnWithoutReplicaSet(uri: string): void {
  if (uri.startsWith('mongodb+srv://') || /[?&]replicaSet=/.test(uri)) return
  console.warn(
    'MongoDB sans jeu de réplicas (replicaSet absent de DATABASE_URI) : Payload écrit sans transactions, ' +
      'une écriture interrompue peut laisser des données partielles (README, « MongoDB »).',
  )
}

/**
 * How long a write outside the queue below (Payload's own, such as a sign-in's session) waits for the
 * lock before failing: long enough for any transaction of ours on a busy machine, so that it waits
 * instead of answering 500.
 */
const SQLITE_BUSY_TIMEOUT_MS = 15_000

/** How long a write outside a transaction waits for its turn (writeTransactionsOneAtATime) before giving up. */
const OUTSIDE_WRITE_TURN_LIMIT_MS = 60_000

/**
 * DATABASE_QUERY_LOG=<file>: every SQL statement the adapter runs, with its parameters, appended to
 * the file as one JSON line (`{"sql": …, "params": […]}`), to see which index a slow list uses
 * (`EXPLAIN` it). The contract suite reads it to check the lists' query plans. Off when unset.
 */
function queryLog(file = process.env.DATABASE_QUERY_LOG) {
  if (!file) return undefined
  return { logQuery: (sql: string, params: unknown[]) => appendFileSync(file, `${JSON.stringify({ sql, params })}\n`) }
}

type TransactionId = Parameters<BaseDatabaseAdapter['commitTransaction']>[0]
type SqliteAdapter = BaseDatabaseAdapter & { client: { execute: (sql: string) => Promise<unknown> } }

/**
 * SQLite transactions for writes only, one at a time.
 * - Payload's own automatic transactions stay off on SQLite, as Payload ships them: its reads and
 *   its auth operations (a password-reset reservation, session updates) write on purpose outside
 *   the request's transaction, which SQLite's single writer turns into a deadlock.
 * - Instead, create, update and delete open one (storage/writeTransaction.ts): a write refused
 *   halfway, hooks included, leaves nothing behind.
 * - Write transactions wait for their turn here, in order, rather than in SQLite's busy handler,
 *   which gives up after its timeout (an image resized inside a transaction can hold the lock
 *   longer) and which libsql leaves unset on the connection it opens after each transaction: the
 *   timeout is set again on that fresh connection, where reads go meanwhile.
 * - The job queue's own writes (the runner marking, claiming and deleting jobs, the claims' leases)
 *   come without a transaction: they take their turn too. libsql runs SQLite synchronously, so a
 *   write meeting an open transaction's lock would hold the whole process in SQLite's busy handler
 *   for its full timeout (the transaction cannot end meanwhile), then fail.
 * - So does every other write of the adapter made outside a live transaction (a REST write, a
 *   sign-in's session, a log of who read a request): it runs on the shared connection once no
 *   transaction holds the lock. Worse than the wait, a write failing there with SQLITE_BUSY leaves
 *   its statement open in libsql, and that statement's read lock on the shared connection then
 *   refused every later commit until a restart.
 * A small promise queue, since one CMS process owns the file: no library is needed for it.
 */
export function writeTransactionsOneAtATime(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args) as SqliteAdapter & WriteTransactions
      const { beginTransaction, commitTransaction, rollbackTransaction } = adapter
      const releases = new Map<string | number, () => void>()
      let lastInLine: Promise<void> = Promise.resolve()
      /** Resolves with the turn's release; with `limitMs`, gives the turn up and throws if it comes later. */
      const waitForTurn = async (limitMs?: number): Promise<() => void> => {
        let release!: () => void
        const done = new Promise<void>((resolve) => (release = resolve))
        const previous = lastInLine
        lastInLine = previous.then(() => done)
        if (limitMs === undefined) {
          await previous
          return release
        }
        let timer: ReturnType<typeof setTimeout> | undefined
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), limitMs)))
        const outcome = await Promise.race([previous.then(() => 'turn' as const), late])
        clearTimeout(timer)
        if (outcome === 'turn') return release
        release()
        throw new Error(`SQLite : écriture en attente de son tour depuis ${limitMs / 1000} s, abandonnée`)
      }

      adapter.beginTransaction = async () => null
      adapter.beginWriteTransaction = async () => {
        const release = await waitForTurn()
        try {
          const id = await beginTransaction.call(adapter, {})
          await adapter.client.execute(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS};`)
          if (id === null) release()
          else releases.set(id, release)
          return id
        } catch (error) {
          release()
          throw error
        }
      }
      const finishing = (finish: typeof commitTransaction) =>
        async function (this: BaseDatabaseAdapter, id: TransactionId) {
          const key = await id
          try {
            return await finish.call(this, key)
          } finally {
            releases.get(key)?.()
            releases.delete(key)
          }
        }
      adapter.commitTransaction = finishing(commitTransaction)
      adapter.rollbackTransaction = finishing(rollbackTransaction)

      adapter.writeInTurn = async (write) => {
        const id = await adapter.beginWriteTransaction!()
        if (id === null) throw new Error('SQLite : transaction d’écriture impossible')
        return committedOrRolledBack(adapter, id, () => write(id))
      }
      // Any write outside a live transaction, in its turn. Bounded: a write that a transaction's own
      // work waits for (one made without its request) would otherwise wait for it forever.
      const sessions = (adapter as unknown as { sessions: Record<string, unknown> }).sessions
      const inLiveTransaction = async (req: unknown): Promise<boolean> => {
        const id: unknown = await (req as { transactionID?: unknown } | undefined)?.transactionID
        return (typeof id === 'string' || typeof id === 'number') && sessions[String(id)] !== undefined
      }
      const writes = adapter as unknown as Record<string, (this: unknown, args: { req?: unknown }) => Promise<unknown>>
      for (const name of ADAPTER_WRITES) {
        const write = writes[name]
        if (typeof write !== 'function' || name.startsWith('migrate')) continue
        writes[name] = async function (this: unknown, args) {
          if (await inLiveTransaction(args?.req)) return write.call(this, args)
          const release = await waitForTurn(OUTSIDE_WRITE_TURN_LIMIT_MS)
          try {
            return await write.call(this, args)
          } finally {
            release()
          }
        }
      }
      // Payload's runner writes jobs with a request of its own, never inside a transaction of ours.
      const { updateJobs, deleteMany } = adapter
      adapter.updateJobs = async function (this: BaseDatabaseAdapter, args) {
        if (await inLiveTransaction(args.req)) return updateJobs.call(this, args)
        return adapter.writeInTurn!((transactionID) =>
          updateJobs.call(this, { ...args, req: { ...args.req, transactionID } }),
        )
      }
      adapter.deleteMany = async function (this: BaseDatabaseAdapter, args) {
        if (args.collection !== JOBS || (await inLiveTransaction(args.req))) return deleteMany.call(this, args)
        return adapter.writeInTurn!((transactionID) =>
          deleteMany.call(this, { ...args, req: { ...args.req, transactionID } }),
        )
      }
      return adapter
    },
  }
}
