import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { proxiedFrom } from './api'
import { type Mailbox, startMailbox } from './mailbox'
import { ADMIN, ownDatabase, startCms, type RunningCms } from './server'

/**
 * Two CMS instances on one PostgreSQL database behind one address, as a region may run them (README
 * « Deployment », « Several instances »): a small round-robin proxy sends each request to the other
 * instance, as a load balancer would. Rate limits count once for both, and what one instance writes
 * the other reads within PUBLIC_READ_CACHE_SECONDS. PostgreSQL only: SQLite's file belongs to one
 * process (its limits stay in that process's memory).
 */
const onPostgres = process.env.CONTRACT_DATABASE_URI?.startsWith('postgres') ?? false

const SIGN_IN_LIMIT = 30
const CONTACT_LIMIT = 12
const READ_CACHE_S = 2
const ENV = {
  SEED: 'false',
  RATE_LIMIT_SIGN_IN_ADDRESS: `${SIGN_IN_LIMIT}/600`,
  RATE_LIMIT_CONTACT: `${CONTACT_LIMIT}/600`,
  // Failures answer as soon as the password is checked: 40 of them fit in the test's time.
  SIGN_IN_FAILURE_FLOOR_MS: '0',
  PUBLIC_READ_CACHE_SECONDS: String(READ_CACHE_S),
}
const TOO_MANY = /^Trop de tentatives : veuillez réessayer dans \d+ (secondes?|minutes?)$/

type RoundRobin = { url: string; answeredBy: number[]; stop: () => Promise<void> }

/** Connection headers belong to one hop: each side of the proxy keeps its own. */
const withoutHopHeaders = (headers: IncomingHttpHeaders): IncomingHttpHeaders => {
  const { connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers
  return rest
}

/** A proxy that sends request n to instance n mod 2, counting what each answered. */
function startRoundRobin(targets: string[]): Promise<RoundRobin> {
  const answeredBy = targets.map(() => 0)
  let next = 0
  const server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length
    answeredBy[index]! += 1
    const target = new URL(targets[index]!)
    const forwarded = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // One connection per request, closed after its answer: nothing keeps an instance's stop waiting.
        headers: { ...withoutHopHeaders(incoming.headers), host: target.host, connection: 'close' },
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopHeaders(answer.headers))
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', () => outgoing.headersSent || outgoing.writeHead(502).end())
    incoming.pipe(forwarded)
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      resolve({
        url: `http://127.0.0.1:${port}`,
        answeredBy,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

type Call = { status: number; body: any; headers: Headers }
type CallOptions = { json?: unknown; token?: string; from?: string }
async function call(base: string, method: string, route: string, options: CallOptions = {}): Promise<Call> {
  const headers: Record<string, string> = options.from ? proxiedFrom(options.from) : {}
  if (options.json !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  })
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.skipIf(!onPostgres)('two CMS instances on one PostgreSQL behind one address', () => {
  let workDir: string
  let database: ReturnType<typeof ownDatabase> | undefined
  let mailbox: Mailbox | undefined
  const instances: RunningCms[] = []
  let proxy: RoundRobin

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'commune-instances-'))
    database = ownDatabase(workDir)
    // Contact messages notify the commune by e-mail: a relay takes them, as in production.
    mailbox = await startMailbox(path.join(workDir, 'mail'))
    const env = { ...ENV, SMTP_URL: mailbox.url }
    // One after the other: the first applies the migrations and creates the administrator.
    instances.push(await startCms({ databaseUri: database.uri, env }))
    instances.push(await startCms({ databaseUri: database.uri, env }))
    proxy = await startRoundRobin(instances.map((instance) => instance.url))
  }, 180_000)

  afterAll(async () => {
    await proxy?.stop()
    await Promise.all(instances.map((instance) => instance.stop()))
    await mailbox?.stop()
    database?.drop()
    rmSync(workDir, { recursive: true, force: true })
  })

  const answeredSince = (before: number[]) => proxy.answeredBy.map((count, index) => count - before[index]!)

  it('failed sign-ins from one address, spread over both, meet the per-address limit as on one instance', async () => {
    const before = [...proxy.answeredBy]
    const statuses: number[] = []
    for (let attempt = 0; attempt < 40; attempt++) {
      // Another account each time: only the address's limit applies, not the account's.
      const wrong = { email: `inconnu${attempt}@commune.local`, password: 'Pas-Le-Bon-Mot-De-Passe' }
      const response = await call(proxy.url, 'POST', '/auth/login', { json: wrong, from: '203.0.113.10' })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
        expect(response.body.message).toMatch(TOO_MANY)
      }
    }
    expect(statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), ...Array(40 - SIGN_IN_LIMIT).fill(429)])
    expect(answeredSince(before)).toEqual([20, 20])
  }, 90_000)

  it('contact messages sent at once from one address pass the limit through neither instance', async () => {
    const message = (n: number) => ({
      name: 'Awa Ndiaye',
      email: 'awa@exemple.sn',
      subject: `Message ${n}`,
      message: 'Bonjour',
    })
    const answers = await Promise.all(
      Array.from({ length: 2 * CONTACT_LIMIT }, (_, n) =>
        call(proxy.url, 'POST', '/contact-messages', { json: message(n), from: '203.0.113.20' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(CONTACT_LIMIT)
  })

  it('what one instance writes, the other reads within PUBLIC_READ_CACHE_SECONDS', async () => {
    const [writer, reader] = instances as [RunningCms, RunningCms]
    const signedIn = await call(proxy.url, 'POST', '/auth/login', { json: ADMIN, from: '203.0.113.30' })
    expect(signedIn.status).toBe(200)
    const token = signedIn.body.token as string
    const created = await call(writer.url, 'POST', '/news', {
      token,
      json: { title: 'Marché hebdomadaire', content: 'Le marché a lieu samedi.', category: 'culture' },
    })
    expect(created.status).toBe(201)
    const route = `/news/${created.body.doc.id}`
    // Kept by the reader: its next answers come from its memory.
    expect((await call(reader.url, 'GET', route)).body.title).toBe('Marché hebdomadaire')

    expect((await call(writer.url, 'PATCH', route, { token, json: { title: 'Marché déplacé' } })).status).toBe(200)
    const written = Date.now()
    let title: string | undefined
    while (Date.now() - written < (READ_CACHE_S + 2) * 1000) {
      title = (await call(reader.url, 'GET', route)).body.title
      if (title === 'Marché déplacé') break
      await sleep(100)
    }
    expect(title).toBe('Marché déplacé')
    // The bound, with a second for the reads' own time on a busy machine.
    expect(Date.now() - written).toBeLessThanOrEqual((READ_CACHE_S + 1) * 1000)
  })
})
