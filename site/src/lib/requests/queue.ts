/**
 * Requests made without a network (docs/product/requests.md#offline-and-without-javascript): the
 * whole sending, fields and files, kept in IndexedDB on the citizen's phone and nowhere else (never
 * in the offline worker's cache), until a page of the site is open with a network again.
 *
 * A localStorage flag says that something waits, so that the script every page already loads
 * (scripts/offline.ts) knows in one read whether to start the sender (scripts/requestResend.worker.ts).
 */

/**
 * The flag scripts/offline.ts reads: set while a request waits on this phone. Written out, not
 * imported from offline/pages.ts (WAITING_REQUESTS_FLAG, the same word, held by queue.test.ts): a module
 * both this and every page's script import would become a file of its own, one more download per page.
 */
export const WAITING_FLAG = 'demandes-en-attente'

const DATABASE = 'demandes-hors-ligne'
const STORE = 'envois'

/** One form entry: a text, or a file with its name (a Blob keeps no name of its own). */
export type QueuedEntry = [name: string, value: string] | [name: string, value: Blob, fileName: string]

export interface QueuedRequest {
  id?: number
  /** The procedure's id, for the link back to its form. */
  procedure: string
  savedAt: string
  entries: QueuedEntry[]
}

/** A form's entries as they can be kept, without the proof of work (a new one is made at resend time). */
export function entriesOf(data: FormData, skip: readonly string[]): QueuedEntry[] {
  const entries: QueuedEntry[] = []
  for (const [name, value] of data) {
    if (skip.includes(name)) continue
    if (typeof value === 'string') entries.push([name, value])
    // An empty file input sends an empty nameless file: nothing to keep.
    else if (value.size > 0 || value.name) entries.push([name, value, value.name])
  }
  return entries
}

/** The kept entries as a form again, to send. */
export function formDataOf(entries: readonly QueuedEntry[]): FormData {
  const data = new FormData()
  for (const entry of entries) {
    if (entry.length === 3) data.append(entry[0], entry[1], entry[2])
    else data.append(entry[0], entry[1])
  }
  return data
}

function open(factory: IDBFactory = indexedDB): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true })
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
  factory?: IDBFactory,
): Promise<T> {
  const database = await open(factory)
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode)
      const request = action(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? request.error)
    })
  } finally {
    database.close()
  }
}

/** Keeps a request on the phone and raises the flag. */
export async function keepRequest(
  request: Omit<QueuedRequest, 'id'>,
  storage: Storage = localStorage,
  factory?: IDBFactory,
): Promise<void> {
  await run('readwrite', (store) => store.add(request), factory)
  storage.setItem(WAITING_FLAG, '1')
}

/** The requests waiting, oldest first. */
export const waitingRequests = (factory?: IDBFactory): Promise<QueuedRequest[]> =>
  run<QueuedRequest[]>('readonly', (store) => store.getAll(), factory)

/** Forgets a request once the CMS answered it. */
export async function forgetRequest(id: number, factory?: IDBFactory): Promise<void> {
  await run('readwrite', (store) => store.delete(id), factory)
}

/** What to do with a kept request after trying to send it. */
export type ResendOutcome = 'sent' | 'refused' | 'retry'

/**
 * How the CMS's answer decides: 201 sent; a refusal of the request itself (400) is final, the citizen
 * is told to fill the form again; no network, too many requests for now (429), the CMS out of reach
 * (5xx) or a proof of work refused (a new one is made next time) keep it for the next page opened.
 */
export function outcomeOf(status: number, body?: unknown): ResendOutcome {
  if (status === 201 || status === 200) return 'sent'
  const errors = (body as { errors?: { field?: unknown }[] } | null)?.errors
  if (Array.isArray(errors) && errors.some((error) => error?.field === 'altcha')) return 'retry'
  if (status >= 400 && status < 500 && status !== 429 && status !== 408) return 'refused'
  return 'retry'
}

/** What sending one kept request gave: the CMS's status and JSON body; status 0 without a network. */
export interface SendResult {
  status: number
  body: unknown
}

export interface ResendHooks {
  send: (data: FormData) => Promise<SendResult>
  /** Said once per request sent or refused (scripts/requestResend.ts shows it on the page). */
  tell: (outcome: 'sent' | 'refused', request: QueuedRequest, body: unknown) => void
  factory?: IDBFactory
}

/**
 * Sends every kept request, oldest first: a sent or refused one is forgotten and told, the others
 * stay. Stops at the first without an answer (the network went again). Returns how many are left:
 * the page lowers the flag at none (it runs in a worker, which has no localStorage).
 */
export async function resendWaiting({ send, tell, factory }: ResendHooks): Promise<number> {
  const waiting = await waitingRequests(factory)
  let left = waiting.length
  for (const request of waiting) {
    const result = await send(formDataOf(request.entries))
    if (result.status === 0) break
    const outcome = outcomeOf(result.status, result.body)
    if (outcome === 'retry') continue
    await forgetRequest(request.id!, factory)
    left -= 1
    tell(outcome, request, result.body)
  }
  return left
}
