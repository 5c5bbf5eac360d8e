import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import type { WriteTransactions } from './ownTransaction'

const WRITES = new Set(['create', 'update', 'delete'])

/**
 * Marks the arguments of the operation that opened the transaction, to commit it at its end: a
 * symbol, since Payload passes on copies of the arguments (`{ ...args }`), which keep it.
 */
const OPENED_TRANSACTION = Symbol('openedTransaction')
type MarkedArgs = { [OPENED_TRANSACTION]?: number | string }

/**
 * One transaction per write on SQLite, hooks included (see storage/db.ts: the adapter opens none by itself).
 * Opened before the write's first statement, committed after its last hook; when anything throws,
 * Payload's operation rolls the request's transaction back. A write nested in another (same request)
 * joins the open transaction. PostgreSQL and MongoDB have Payload's own transactions: nothing to do.
 */
export const openWriteTransaction: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const db = req.payload.db as typeof req.payload.db & WriteTransactions
  if (!WRITES.has(operation) || req.transactionID || !db.beginWriteTransaction) return args
  const id = await db.beginWriteTransaction()
  if (id !== null) {
    req.transactionID = id
    ;(args as MarkedArgs)[OPENED_TRANSACTION] = id
  }
  return args
}

export const commitWriteTransaction: CollectionAfterOperationHook = async ({ args, req, result }) => {
  const opened = (args as MarkedArgs)[OPENED_TRANSACTION]
  if (opened !== undefined && opened === req.transactionID) {
    await req.payload.db.commitTransaction(req.transactionID)
    delete req.transactionID
  }
  return result
}
