import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload } from 'payload'

import { PublicReadCache, publicReadTtlMs } from './cache'

/**
 * Every method of Payload's database adapter that changes stored data. Writes are seen here rather
 * than in collection hooks because not all of them run hooks: a scheduled publication's job, a
 * global restored (publishing/workflow/hooks.ts), a rename of the account that signs news items, the
 * seed. SQLite's writes take their turn by the same list (storage/db.ts).
 */
export const ADAPTER_WRITES = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
  'migrate',
  'migrateDown',
  'migrateFresh',
  'migrateRefresh',
  'migrateReset',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

/** The adapter's other methods: reads, transactions (handled below), set-up. */
const NOT_WRITES = [
  'beginTransaction',
  'commitTransaction',
  'rollbackTransaction',
  'connect',
  'count',
  'countGlobalVersions',
  'countVersions',
  'createMigration',
  'destroy',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'generateSchema',
  'init',
  'migrateStatus',
  'queryDrafts',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

type MethodOf<T> = { [K in keyof T]-?: NonNullable<T[K]> extends (...args: never[]) => unknown ? K : never }[keyof T]
type Unsorted = Exclude<MethodOf<BaseDatabaseAdapter>, (typeof ADAPTER_WRITES)[number] | (typeof NOT_WRITES)[number]>
/** Fails the typecheck when a Payload upgrade adds a method to the adapter, until it is sorted above. */
const _everyAdapterMethodIsSorted: [Unsorted] extends [never] ? true : Unsorted = true

/**
 * The jobs queue is Payload's bookkeeping, shown by no public answer: the runner claims jobs every
 * few seconds, which would empty the cache each time. What a job does to content is a write of its own.
 */
const JOBS = 'payload-jobs'
const touchesOnlyTheQueue = (method: string, args: unknown): boolean =>
  method === 'updateJobs' || (args as { collection?: unknown } | undefined)?.collection === JOBS

type Method = (this: unknown, ...args: unknown[]) => Promise<unknown>
type TransactionId = number | string | null

const CACHE_KEY = 'publicReadCache'

/** The cache of the database `payload` uses (see `emptiedByEveryWrite`). */
export const publicReadCacheOf = (payload: Payload): PublicReadCache | undefined =>
  (payload.db as unknown as { [CACHE_KEY]?: PublicReadCache })[CACHE_KEY]

/**
 * Gives the database adapter a cache of public reads (apiGuard/publicReadCache.ts) that every write
 * empties, as it starts and once it has ended, and again when the transaction it was part of is
 * committed or rolled back: until then other connections still read the data as it was. The cache
 * lives on the adapter, so that it is the one every route and the panel share in this process.
 */
export function emptiedByEveryWrite(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  const ttlMs = publicReadTtlMs()
  if (ttlMs === 0) return adapterObj
  return {
    ...adapterObj,
    init: (args) => {
      const adapter = adapterObj.init(args)
      const methods = adapter as unknown as Record<string, Method | undefined>
      const cache = new PublicReadCache(ttlMs)
      const writtenIn = new Set<TransactionId>()

      for (const name of ADAPTER_WRITES) {
        const write = methods[name]
        if (!write) continue
        methods[name] = async function (...callArgs) {
          if (touchesOnlyTheQueue(name, callArgs[0])) return write.apply(this, callArgs)
          cache.forgetAll()
          const transaction = await (
            callArgs[0] as { req?: { transactionID?: TransactionId | Promise<TransactionId> } } | undefined
          )?.req?.transactionID
          if (transaction !== undefined && transaction !== null) writtenIn.add(transaction)
          try {
            return await write.apply(this, callArgs)
          } finally {
            cache.forgetAll()
          }
        }
      }
      for (const name of ['commitTransaction', 'rollbackTransaction'] as const) {
        const finish = methods[name]!
        methods[name] = async function (id) {
          const transaction = await (id as TransactionId | Promise<TransactionId>)
          try {
            return await finish.call(this, id)
          } finally {
            if (writtenIn.delete(transaction)) cache.forgetAll()
          }
        }
      }
      return Object.assign(adapter, { [CACHE_KEY]: cache })
    },
  }
}
