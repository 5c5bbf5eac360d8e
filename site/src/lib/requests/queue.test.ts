import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'

import { WAITING_REQUESTS_FLAG } from '../../offline/pages'
import {
  WAITING_FLAG,
  entriesOf,
  formDataOf,
  keepRequest,
  outcomeOf,
  resendWaiting,
  waitingRequests,
  type QueuedRequest,
  type SendResult,
} from './queue'

// docs/product/requests.md#offline-and-without-javascript: a request made offline waits on the
// phone, fields and files, and leaves with the next page opened with a network.

/** localStorage's interface over a Map. */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  return {
    get length() {
      return values.size
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  }
}

function form(): FormData {
  const data = new FormData()
  data.append('procedure', '3')
  data.append('nom', 'Awa Ndiaye')
  data.append('altcha', 'ancienne preuve')
  data.append('champ-abc', new File(['photo'], 'piece.jpg', { type: 'image/jpeg' }))
  data.append('champ-vide', new File([], '', { type: 'application/octet-stream' }))
  return data
}

describe('the kept form', () => {
  it('keeps texts and files with their names, without the proof of work or empty file inputs', async () => {
    const entries = entriesOf(form(), ['altcha'])
    expect(entries.map((entry) => entry[0])).toEqual(['procedure', 'nom', 'champ-abc'])
    const again = formDataOf(entries)
    expect(again.get('nom')).toBe('Awa Ndiaye')
    const file = again.get('champ-abc') as File
    expect(file.name).toBe('piece.jpg')
    expect(await file.text()).toBe('photo')
    expect(again.has('altcha')).toBe(false)
  })
})

describe('outcomeOf', () => {
  it('sent, refused for good, or kept for later', () => {
    expect(outcomeOf(201)).toBe('sent')
    expect(outcomeOf(400, { errors: [{ message: 'Nom', field: 'nom' }] })).toBe('refused')
    expect(outcomeOf(400, { errors: [{ message: 'expirée', field: 'altcha' }] })).toBe('retry')
    expect(outcomeOf(429)).toBe('retry')
    expect(outcomeOf(502)).toBe('retry')
    expect(outcomeOf(0)).toBe('retry')
  })
})

describe('resendWaiting', () => {
  const keep = async (factory: IDBFactory, storage: Storage, name: string) =>
    keepRequest({ procedure: '3', savedAt: new Date().toISOString(), entries: [['nom', name]] }, storage, factory)

  it('raises the flag scripts/offline.ts reads', async () => {
    const storage = memoryStorage()
    await keepRequest({ procedure: '3', savedAt: new Date().toISOString(), entries: [] }, storage, new IDBFactory())
    expect(WAITING_FLAG).toBe(WAITING_REQUESTS_FLAG)
    expect(storage.getItem(WAITING_REQUESTS_FLAG)).toBe('1')
  })

  it('sends the kept requests in order, tells each answer, and none is left', async () => {
    const factory = new IDBFactory()
    const storage = memoryStorage()
    await keep(factory, storage, 'Premier')
    await keep(factory, storage, 'Second')
    expect(storage.getItem(WAITING_FLAG)).toBe('1')

    const sent: string[] = []
    const told: [string, QueuedRequest][] = []
    const answers: SendResult[] = [
      { status: 201, body: { receipt: { reference: 'DS-2026-00001' } } },
      { status: 400, body: { message: 'Refusée', errors: [{ message: 'Nom', field: 'nom' }] } },
    ]
    const left = await resendWaiting({
      send: async (data) => {
        sent.push(String(data.get('nom')))
        return answers.shift()!
      },
      tell: (outcome, request) => told.push([outcome, request]),
      factory,
    })
    expect(sent).toEqual(['Premier', 'Second'])
    expect(told.map(([outcome]) => outcome)).toEqual(['sent', 'refused'])
    expect(told[1]![1].procedure).toBe('3')
    expect(left).toBe(0)
    expect(await waitingRequests(factory)).toEqual([])
  })

  it('keeps everything when the network is still missing, and a request the CMS could not take now', async () => {
    const factory = new IDBFactory()
    const storage = memoryStorage()
    await keep(factory, storage, 'Premier')
    await keep(factory, storage, 'Second')

    let calls = 0
    const offline = await resendWaiting({
      send: async () => {
        calls += 1
        return { status: 0, body: null }
      },
      tell: () => undefined,
      factory,
    })
    // No network: the first try is enough to know.
    expect(calls).toBe(1)
    expect(offline).toBe(2)

    const busy = await resendWaiting({
      send: async () => ({ status: 429, body: { message: 'Trop' } }),
      tell: () => undefined,
      factory,
    })
    expect(busy).toBe(2)
    expect((await waitingRequests(factory)).map((request) => request.entries[0]![1])).toEqual(['Premier', 'Second'])
  })
})
