import { isolateObjectProperty, type PayloadRequest } from 'payload'

/** The SQLite adapter's transaction for one write (storage/db.ts), opened by the writeTransaction hooks. */
export type WriteTransactions = {
  beginWriteTransaction?: () => Promise<number | string | null>
  /** Runs `write` in a write transaction of its own, in its turn: the job queue's bookkeeping. */
  writeInTurn?: <T>(write: (transactionID: number | string) => Promise<T>) => Promise<T>
}

/**
 * Runs `write` in the request's transaction when it has one, else in a transaction of its own, so
 * that a few related writes land together or not at all.
 * - Inside a request's transaction (a content write), the writes live and die with it: a refused
 *   write leaves none of them behind.
 * - Without one (a global on SQLite, a job's runner), a transaction of their own: on SQLite it waits
 *   for its turn behind the requests' write transactions (storage/db.ts) instead of meeting their lock in
 *   SQLite's busy handler; on PostgreSQL it is Payload's; MongoDB without a replica set has none,
 *   and the writes run one after the other.
 * The request itself is left untouched: the transaction goes on a copy of it.
 */
export async function inTransaction<T>(req: PayloadRequest, write: (req: PayloadRequest) => Promise<T>): Promise<T> {
  if (req.transactionID) return write(req)
  const db = req.payload.db as typeof req.payload.db & WriteTransactions
  const id = db.beginWriteTransaction ? await db.beginWriteTransaction() : await db.beginTransaction()
  if (id === null || id === undefined) return write(req)
  const own = isolateObjectProperty(req, 'transactionID')
  own.transactionID = id
  return committedOrRolledBack(db, id, () => write(own))
}

type Transactions = Pick<PayloadRequest['payload']['db'], 'commitTransaction' | 'rollbackTransaction'>

/** Runs `work` in the open transaction `id`: committed if it succeeds, rolled back if it throws. */
export async function committedOrRolledBack<T>(db: Transactions, id: number | string, work: () => Promise<T>) {
  try {
    const result = await work()
    await db.commitTransaction(id)
    return result
  } catch (error) {
    await db.rollbackTransaction(id)
    throw error
  }
}
