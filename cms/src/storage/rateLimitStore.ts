import type { MongooseAdapter } from '@payloadcms/db-mongodb'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterMongo,
  RateLimiterPostgres,
} from 'rate-limiter-flexible'

/** One limit as its store needs it: its name (the counters' key prefix), points and window in whole seconds. */
export type LimitSettings = { keyPrefix: string; points: number; duration: number }
export type LimiterFactory = (settings: LimitSettings) => RateLimiterAbstract

/** The table (PostgreSQL) or collection (MongoDB) every limit keeps its counters in, under its own prefix. */
export const RATE_LIMIT_TABLE = 'rate_limits'

/**
 * The limiter's own connections on PostgreSQL, apart from the adapter's pool: a public creation
 * counts its point inside its write transaction, which already holds one of the adapter's
 * connections, so a burst of creations sharing that pool could wait on each other for ever.
 */
const LIMITER_CONNECTIONS = 4

export const memoryStore: LimiterFactory = (settings) => new RateLimiterMemory(settings)

/**
 * Counters in the database when several CMS instances can share it (PostgreSQL, MongoDB), created
 * by rate-limiter-flexible itself, atomic under concurrent requests; none on SQLite, whose file one
 * process owns. Should the database fail to answer, a limit counts in this process's memory
 * meanwhile (the library's insurance limiter) rather than refusing every request.
 */
export async function databaseStore(payload: Payload): Promise<LimiterFactory | undefined> {
  if (payload.db.name === 'postgres') return postgresStore(payload.db as unknown as PostgresAdapter)
  if (payload.db.name === 'mongoose') return mongoStore(payload.db as unknown as MongooseAdapter)
  return undefined
}

async function postgresStore({ pg, poolOptions }: PostgresAdapter): Promise<LimiterFactory> {
  const pool = new pg.Pool({ ...poolOptions, max: LIMITER_CONNECTIONS, allowExitOnIdle: true })
  // This first limiter only creates the table (if no instance did yet) and deletes its expired rows
  // every 5 minutes; the limits below use the table once it exists.
  await new Promise<void>((resolve, reject) => {
    new RateLimiterPostgres(
      { storeClient: pool, tableName: RATE_LIMIT_TABLE, keyPrefix: RATE_LIMIT_TABLE, points: 1, duration: 1 },
      (error) => (error ? reject(error) : resolve()),
    )
  })
  return (settings) =>
    new RateLimiterPostgres({
      ...settings,
      storeClient: pool,
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: false,
      insuranceLimiter: new RateLimiterMemory(settings),
    })
}

async function mongoStore({ connection }: MongooseAdapter): Promise<LimiterFactory> {
  const options = { storeClient: connection, tableName: RATE_LIMIT_TABLE, disableIndexesCreation: true }
  // The unique key makes concurrent first counts of one key meet; the expiry index lets MongoDB
  // delete ended windows. Built once, before any limit counts.
  await new RateLimiterMongo({ ...options, keyPrefix: RATE_LIMIT_TABLE, points: 1, duration: 1 }).createIndexes()
  return (settings) =>
    new RateLimiterMongo({ ...settings, ...options, insuranceLimiter: new RateLimiterMemory(settings) })
}
