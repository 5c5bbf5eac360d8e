import { afterEach, describe, expect, it, vi } from 'vitest'

import { databaseAdapter } from './db'

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
