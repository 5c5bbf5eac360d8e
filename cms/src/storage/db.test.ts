import { afterEach, describe, expect, it, vi } from 'vitest'

import type { DatabaseAdapterObj } from 'payload'

import { databaseAdapter, writeTransactionsOneAtATime } from './db'
import type { WriteTransactions } from './ownTransaction'

/** The MongoDB adapter runs Payload's transactions only on a replica set named in the address. */
describe('databaseAdapter on MongoDB', () => {
  afterEach(() => vi.restoreAllMocks())

  it('warns, in the log, when the address names no replica set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await databaseAdapter('mongodb://commune:secret@mongo:27017/commune?authSource=admin')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Payload écrit sans transactions'))
  })

  it('says nothing when it names one, as the compose stack does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await databaseAdapter('mongodb://commune:secret@mongo:27017/commune?authSource=admin&replicaSet=rs0')
    expect(warn).not.toHaveBeenCalled()
  })
})

/**
 * A stand-in for the SQLite adapter's transactions: which writes ran while another transaction was
 * open. libsql runs SQLite synchronously, so a write outside the queue that met an open transaction
 * would hold the whole process in SQLite's busy handler (its timeout, 15 s), then fail, and leave
 * its statement holding a read lock that refused every later commit.
 */
function recordingAdapter() {
  let nextId = 1
  // Payload's SQL adapters keep their open transactions here, by id.
  const sessions: Record<string, unknown> = {}
  const openIds = () => Object.keys(sessions).map(Number)
  const writes: { method: string; transactionID: unknown; othersOpen: number }[] = []
  type WriteArgs = { req?: { transactionID?: unknown }; [argument: string]: unknown }
  const write = (method: string) => async (args: WriteArgs) => {
    const own = await args.req?.transactionID
    writes.push({ method, transactionID: own, othersOpen: openIds().filter((id) => id !== own).length })
    return method === 'updateJobs' ? [] : undefined
  }
  const adapter = {
    client: { execute: async () => undefined },
    sessions,
    beginTransaction: async () => {
      const id = nextId++
      sessions[id] = {}
      return id
    },
    commitTransaction: async (id: number) => void delete sessions[id],
    rollbackTransaction: async (id: number) => void delete sessions[id],
    updateJobs: write('updateJobs'),
    deleteMany: write('deleteMany'),
    create: write('create'),
    updateOne: write('updateOne'),
  }
  const wrapped = writeTransactionsOneAtATime({
    defaultIDType: 'number',
    init: () => adapter as never,
    name: 'sqlite',
  } as DatabaseAdapterObj).init({ payload: {} as never }) as unknown as typeof adapter & WriteTransactions
  return { adapter: wrapped, writes, openIds }
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('SQLite writes one at a time', () => {
  it('runs the job queue’s writes made without a transaction in their turn, after the open one', async () => {
    const { adapter, writes, openIds } = recordingAdapter()
    const contentWrite = await adapter.beginWriteTransaction!()
    // Payload's runner claims a job, then deletes the finished ones, with no transaction of ours.
    const claim = adapter.updateJobs({ data: { processing: true }, where: {}, req: { transactionID: undefined } })
    const cleanUp = adapter.deleteMany({ collection: 'payload-jobs', where: {} })
    await aMoment()
    expect(writes).toEqual([])

    await adapter.commitTransaction(contentWrite as number)
    await Promise.all([claim, cleanUp])
    expect(writes.map(({ method, othersOpen }) => [method, othersOpen])).toEqual([
      ['updateJobs', 0],
      ['deleteMany', 0],
    ])
    expect(writes.every(({ transactionID }) => typeof transactionID === 'number')).toBe(true)
    expect(openIds()).toEqual([])
  })

  it('runs every other write made outside a live transaction in its turn too, never beside an open one', async () => {
    const { adapter, writes, openIds } = recordingAdapter()
    const retention = (await adapter.beginWriteTransaction!()) as number
    // A REST write (Payload leaves a promise of no transaction on its request), a sign-in's session
    // (no request), a write naming a transaction already committed.
    const created = adapter.create({ collection: 'news', req: { transactionID: Promise.resolve(null) } })
    const session = adapter.updateOne({ collection: 'users' })
    const stale = adapter.deleteMany({ collection: 'news', where: {}, req: { transactionID: 99 } })
    await aMoment()
    expect(writes).toEqual([])

    await adapter.commitTransaction(retention)
    await Promise.all([created, session, stale])
    expect(writes.map(({ method, othersOpen }) => [method, othersOpen])).toEqual([
      ['create', 0],
      ['updateOne', 0],
      ['deleteMany', 0],
    ])
    expect(openIds()).toEqual([])
  })

  it('writes at once inside the caller’s transaction', async () => {
    const { adapter, writes } = recordingAdapter()
    const own = (await adapter.beginWriteTransaction!()) as number
    await adapter.updateJobs({ data: { input: {} }, where: {}, req: { transactionID: own } })
    await adapter.create({ collection: 'news', req: { transactionID: own } })
    expect(writes).toEqual([
      { method: 'updateJobs', transactionID: own, othersOpen: 0 },
      { method: 'create', transactionID: own, othersOpen: 0 },
    ])
  })
})
