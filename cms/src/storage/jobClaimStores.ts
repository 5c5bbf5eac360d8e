import type { BaseDatabaseAdapter, PayloadRequest } from 'payload'

import type { WriteTransactions } from './ownTransaction'
import { type ClaimStore, INSTANCE_ID, JOBS } from './jobClaims'

type JobId = number | string

/** The drizzle operators both SQL adapters re-export (`@payloadcms/db-*\/drizzle`, the same drizzle-orm). */
export type DrizzleOperators = Pick<
  typeof import('@payloadcms/db-sqlite/drizzle'),
  'and' | 'or' | 'eq' | 'lt' | 'inArray' | 'isNull'
>
type Condition = ReturnType<DrizzleOperators['eq']> | undefined
type Column = Parameters<DrizzleOperators['isNull']>[0]
type Table = Record<string, Column>

type UpdateQuery = {
  set: (values: Record<string, unknown>) => {
    where: (condition: Condition) => { returning: (columns: Record<string, Column>) => Promise<{ id: JobId }[]> }
  }
}
type DrizzleAdapter = BaseDatabaseAdapter &
  WriteTransactions & {
    drizzle: { update: (table: Table) => UpdateQuery }
    sessions: Record<string, { db: { update: (table: Table) => UpdateQuery } } | undefined>
    tables: Record<string, Table>
    tableNameMap: Map<string, string>
  }

const iso = (date: Date) => date.toISOString()

/**
 * SQLite and PostgreSQL: `UPDATE … WHERE id = ? AND processing = false RETURNING id`. On PostgreSQL
 * a second instance's update waits for the first one's transaction, then finds the job running. On
 * SQLite every write waits for its turn (storage/db.ts, writeTransactionsOneAtATime).
 */
export const sqlClaimStore =
  (ops: DrizzleOperators) =>
  (base: BaseDatabaseAdapter): ClaimStore => {
    const adapter = base as DrizzleAdapter
    const table = () => adapter.tables[adapter.tableNameMap.get('payload_jobs') ?? 'payload_jobs']!
    /** The connection of transaction `id`, or the adapter's own outside one. */
    const dbOf = (id?: number | string) => (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
    const dbFor = async (req?: Partial<PayloadRequest>) =>
      dbOf(req?.transactionID ? await req.transactionID : undefined)
    const ids = async (query: Promise<{ id: JobId }[]>) => (await query).map((row) => row.id)
    /** A write outside any request's transaction: in its turn on SQLite, at once on PostgreSQL. */
    const write = <T>(query: (db: DrizzleAdapter['drizzle']) => Promise<T>): Promise<T> =>
      adapter.writeInTurn ? adapter.writeInTurn((transaction) => query(dbOf(transaction))) : query(adapter.drizzle)
    return {
      async claim(id, leaseUntil, req) {
        const jobs = table()
        const db = await dbFor(req)
        const taken = db
          .update(jobs)
          .set({ processing: true, claimedBy: INSTANCE_ID, leaseUntil: iso(leaseUntil) })
          .where(ops.and(ops.eq(jobs.id, id), ops.eq(jobs.processing, false)))
          .returning({ id: jobs.id })
        return (await ids(taken)).length > 0
      },
      async renew(held, leaseUntil) {
        const jobs = table()
        return write((db) =>
          ids(
            db
              .update(jobs)
              .set({ leaseUntil: iso(leaseUntil) })
              .where(
                ops.and(ops.inArray(jobs.id, held), ops.eq(jobs.processing, true), ops.eq(jobs.claimedBy, INSTANCE_ID)),
              )
              .returning({ id: jobs.id }),
          ),
        )
      },
      async release(id, now, staleBefore) {
        const jobs = table()
        const ended = ops.or(
          ops.lt(jobs.leaseUntil, iso(now)),
          ops.and(ops.isNull(jobs.leaseUntil), ops.lt(jobs.updatedAt, iso(staleBefore))),
        )
        const released = await write((db) =>
          ids(
            db
              .update(jobs)
              .set({ processing: false, claimedBy: null, leaseUntil: null, updatedAt: iso(now) })
              .where(ops.and(ops.eq(jobs.id, id), ops.eq(jobs.processing, true), ended))
              .returning({ id: jobs.id }),
          ),
        )
        return released.length > 0
      },
    }
  }

type MongoModel = {
  findOneAndUpdate: (filter: object, update: object, options: object) => Promise<unknown>
  updateMany: (filter: object, update: object) => Promise<{ modifiedCount: number }>
  updateOne: (filter: object, update: object) => Promise<{ modifiedCount: number }>
  find: (filter: object, projection: object) => { lean: () => Promise<{ _id: JobId }[]> }
}
type MongoAdapter = BaseDatabaseAdapter & {
  collections: Record<string, MongoModel>
  sessions: Record<string, unknown>
}

/** MongoDB: `findOneAndUpdate` on `{ _id, processing: false }`, atomic on one document. */
export const mongoClaimStore = (base: BaseDatabaseAdapter): ClaimStore => {
  const adapter = base as MongoAdapter
  const jobs = () => adapter.collections[JOBS]!
  return {
    async claim(id, leaseUntil, req) {
      const transaction = req?.transactionID ? await req.transactionID : undefined
      const session = transaction !== undefined ? adapter.sessions[String(transaction)] : undefined
      const taken = await jobs().findOneAndUpdate(
        { _id: id, processing: false },
        { $set: { processing: true, claimedBy: INSTANCE_ID, leaseUntil } },
        { session, projection: { _id: 1 } },
      )
      return taken !== null
    },
    async renew(held, leaseUntil) {
      const mine = { _id: { $in: held }, processing: true, claimedBy: INSTANCE_ID }
      await jobs().updateMany(mine, { $set: { leaseUntil } })
      return (await jobs().find(mine, { _id: 1 }).lean()).map((job) => String(job._id))
    },
    async release(id, now, staleBefore) {
      const ended = { $or: [{ leaseUntil: { $lt: now } }, { leaseUntil: null, updatedAt: { $lt: staleBefore } }] }
      const { modifiedCount } = await jobs().updateOne(
        { _id: id, processing: true, ...ended },
        { $set: { processing: false, claimedBy: null, leaseUntil: null, updatedAt: now } },
      )
      return modifiedCount > 0
    },
  }
}
