import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SITE_STATE_MESSAGES, paragraph, richText, siteStateLine, siteStatus, type SiteState } from 'shared-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, ownDatabase, startCms, type RunningCms } from './server'
import { until } from './until'

/**
 * Publications that are never lost (docs/product/workflow.md), on the adapter under test: with the build hook down,
 * five publications; the CMS killed (SIGKILL) while it is calling the hook, then restarted; the hook
 * back: exactly one build follows, naming all five changes, and the content it reads holds all five.
 * Staff follow it at GET /api/site-state: pending, then failed with the reason, then published.
 * A real server on a database of its own; backoff, quiet time and the queue's look shortened.
 */
type HookMode = 'down' | 'hang' | 'up'
type HookCall = { at: number; mode: HookMode; changes: string[]; triggerTitle: string | null; seen?: Seen }
/** What a build made at that instant would read of the five publications, anonymously, as the site's build does. */
type Seen = { news: boolean; event: boolean; page: boolean; processingTime: number | null; mayor: string | null }

const STAMP = Date.now().toString(36)
const TITLES = {
  news: `Marché hebdomadaire ${STAMP}`,
  event: `Journée de salubrité ${STAMP}`,
  page: `Horaires d’hivernage ${STAMP}`,
}
/** Days, as the API stores a procedure's processing time. */
const PROCESSING_TIME = 9
const MAYOR = `Awa Ndiaye ${STAMP}`
const CHANGES = ['commune', 'events', 'news', 'pages', 'procedures']

const RETRY_MAX_MS = 2_000
const CMS_ENV = (hookUrl: string) => ({
  SITE_BUILD_HOOK_URL: hookUrl,
  SITE_REBUILD_DEBOUNCE_MS: '1500',
  SITE_REBUILD_RETRY_BASE_MS: '500',
  SITE_REBUILD_RETRY_MAX_MS: String(RETRY_MAX_MS),
  JOB_LEASE_MS: '3000',
  JOBS_AUTORUN_SECONDS: '1',
})

let mode: HookMode = 'down'
const calls: HookCall[] = []
/** Calls held open in 'hang' mode, and who waits for the next one. */
let onHang: (() => void) | undefined
let hook: Server
let hookUrl: string
let cms: RunningCms | undefined
let dataDir: string
let database: ReturnType<typeof ownDatabase>
let procedureId: number | string

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function call(method: string, route: string, json?: unknown, token?: string) {
  const response = await fetch(`${cms!.url}/api${route}`, {
    method,
    headers: {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function signIn(): Promise<string> {
  const { status, body } = await call('POST', '/auth/login', ADMIN)
  expect(status).toBe(200)
  return body.token
}

async function siteState(token: string): Promise<SiteState> {
  const { status, body } = await call('GET', '/site-state', undefined, token)
  expect(status).toBe(200)
  return body as SiteState
}

async function readAsTheBuildWould(): Promise<Seen> {
  const found = async (collection: string, title: string) =>
    (await call('GET', `/${collection}?depth=0&where[title][equals]=${encodeURIComponent(title)}`)).body.docs
      ?.length === 1
  return {
    news: await found('news', TITLES.news),
    event: await found('events', TITLES.event),
    page: await found('pages', TITLES.page),
    processingTime: (await call('GET', `/procedures/${procedureId}?depth=0`)).body.processingTime ?? null,
    mayor: (await call('GET', '/globals/commune?depth=0')).body.mayor?.name ?? null,
  }
}

function record(request: IncomingMessage, response: ServerResponse) {
  let body = ''
  request.on('data', (chunk: Buffer) => (body += chunk.toString()))
  request.on('end', () => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const entry: HookCall = {
      at: Date.now(),
      mode,
      changes: (JSON.parse(body) as { changes: string[] }).changes,
      triggerTitle: url.searchParams.get('trigger_title'),
    }
    calls.push(entry)
    if (mode === 'down') return void response.writeHead(503).end()
    if (mode === 'hang') {
      // Never answered: the CMS is killed meanwhile (the socket then closes).
      onHang?.()
      return
    }
    // Accepted: the build starts now and reads the CMS, as Netlify's would.
    void readAsTheBuildWould().then(
      (seen) => {
        entry.seen = seen
        response.writeHead(200).end()
      },
      () => response.writeHead(200).end(),
    )
  })
}

beforeAll(async () => {
  hook = createServer(record)
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/build_hooks/commune`
  dataDir = mkdtempSync(path.join(tmpdir(), 'commune-site-state-'))
  database = ownDatabase(dataDir)
  cms = await startCms({ dataDir, databaseUri: database.uri, env: CMS_ENV(hookUrl) })
}, 240_000)

afterAll(async () => {
  await cms?.stop({ keepData: true })
  hook?.closeAllConnections()
  hook?.close()
  database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('GET /api/site-state', () => {
  it('is for signed-in staff only: anonymous callers get 401 in French', async () => {
    const { status, body } = await call('GET', '/site-state')
    expect(status).toBe(401)
    expect(body.message).toBe(SITE_STATE_MESSAGES.signInRequired)
  })

  it('before any publication: no build asked yet', async () => {
    const state = await siteState(await signIn())
    expect(state).toMatchObject({ automatic: true, publishedAt: null, failedAt: null, pending: null })
    expect(siteStatus(state)).toBe('never')
  })
})

describe('the build hook down, five publications, the CMS killed and restarted, then the hook back', () => {
  it('five publications while the hook is down: pending, then failed with the reason, retried', async () => {
    const token = await signIn()
    procedureId = (await call('GET', '/procedures?limit=1&depth=0')).body.docs[0].id
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const writes = [
      await call(
        'POST',
        '/news',
        {
          title: TITLES.news,
          content: 'Chaque jeudi sur la place du marché.',
          category: 'evenements',
          author: 'Mairie',
        },
        token,
      ),
      await call('POST', '/events', { title: TITLES.event, start, place: 'Place publique' }, token),
      await call(
        'POST',
        '/pages',
        { title: TITLES.page, content: richText(paragraph('La mairie ouvre de 8 h à 13 h.')) },
        token,
      ),
      await call('PUT', `/procedures/${procedureId}`, { processingTime: PROCESSING_TIME }, token),
      await call('POST', '/globals/commune', { mayor: { name: MAYOR } }, token),
    ]
    expect(writes.map((write) => write.status)).toEqual([201, 201, 201, 200, 200])

    // Within the quiet time: waiting for its build, naming every change.
    const pending = await siteState(token)
    expect(siteStatus(pending)).toBe('pending')
    expect(siteStateLine(pending, Date.parse(pending.checkedAt))).toBe('Publication en attente')
    expect(pending.pending?.changes.sort()).toEqual(CHANGES)

    // The hook refuses: the state says so, with the reason, and the CMS keeps trying.
    const failed = await until('échec affiché', async () => {
      const state = await siteState(token)
      return siteStatus(state) === 'failed' && calls.length >= 2 ? state : undefined
    })
    expect(siteStateLine(failed, Date.parse(failed.checkedAt))).toBe(
      'Dernière publication échouée : le service de construction a répondu 503',
    )
    expect(failed.pending?.changes.sort()).toEqual(CHANGES)
    expect(failed.pending?.failedAttempts).toBeGreaterThanOrEqual(1)
    expect(calls.every((each) => each.mode === 'down' && [...each.changes].sort().join() === CHANGES.join())).toBe(true)
  }, 60_000)

  it('killed (SIGKILL) in the middle of a call to the hook, restarted: the request is taken back and retried', async () => {
    // The next try hangs: the CMS has marked the job as running when it dies.
    const hanging = new Promise<void>((resolve) => (onHang = resolve))
    mode = 'hang'
    await hanging
    await cms!.crash()
    mode = 'down'
    const beforeRestart = calls.length
    cms = await startCms({ dataDir, databaseUri: database.uri, env: CMS_ENV(hookUrl) })
    const token = await signIn()

    // Still refused after the restart, still all five waiting.
    await until('nouvel essai après redémarrage', async () => (calls.length > beforeRestart ? true : undefined))
    const state = await siteState(token)
    expect(siteStatus(state)).toBe('failed')
    expect(state.pending?.changes.sort()).toEqual(CHANGES)
    expect(calls.slice(beforeRestart).every((each) => [...each.changes].sort().join() === CHANGES.join())).toBe(true)
  }, 240_000)

  it('the hook back: exactly one build follows, naming all five changes, and it reads all five', async () => {
    const token = await signIn()
    mode = 'up'
    const backAt = Date.now()
    const accepted = () => calls.filter((each) => each.mode === 'up')
    await until('construction acceptée', async () => (accepted().length > 0 && accepted()[0]!.seen ? true : undefined))
    // Long enough for any second call (twice the longest retry delay, plus the queue's look).
    await sleep(2 * RETRY_MAX_MS + 2_000)
    const builds = accepted()
    expect(builds).toHaveLength(1)
    expect(builds[0]!.at).toBeGreaterThanOrEqual(backAt)
    expect([...builds[0]!.changes].sort()).toEqual(CHANGES)
    // Named by its build record and what changed, in French (« Publication dans le CMS #3 : Actualités, … »).
    expect(builds[0]!.triggerTitle).toMatch(/^Publication dans le CMS #\w+ : /)
    for (const label of ['La commune', 'Événements', 'Actualités', 'Démarches'])
      expect(builds[0]!.triggerTitle).toContain(label)
    expect(builds[0]!.seen).toEqual({
      news: true,
      event: true,
      page: true,
      processingTime: PROCESSING_TIME,
      mayor: MAYOR,
    })

    // The call the kill cut short was made again under its build record: the history holds the
    // accepted build alone, the one the hook's title names, and no build left « Demandée » behind it.
    const history = await call('GET', '/site-builds?limit=100&depth=0', undefined, token)
    expect(history.status).toBe(200)
    expect(history.body.docs.map((build: { id: number; result: string }) => [build.id, build.result])).toEqual([
      [Number(builds[0]!.triggerTitle!.match(/#(\d+)/)![1]), 'requested'],
    ])

    const state = await siteState(token)
    expect(siteStatus(state)).toBe('published')
    expect(state.pending).toBeNull()
    expect(state.publishedChanges.sort()).toEqual(CHANGES)
    expect(siteStateLine(state, Date.parse(state.checkedAt))).toMatch(/^Site publié (à l’instant|il y a \d+\s?s)$/)
  }, 60_000)
})
