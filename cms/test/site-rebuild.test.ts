import { createServer, type Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, startCms, type RunningCms } from './server'

/**
 * Publish → rebuild, on the CMS's side: a real server calls a real build hook (a recorder standing
 * in for Netlify's) after changes to what the site shows, once per burst, never for private data.
 */
const QUIET_MS = 600

type HookCall = { changes: string[]; triggerTitle: string | null }

let cms: RunningCms
let hook: Server
let token: string
const calls: HookCall[] = []

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      calls.push({ changes: (JSON.parse(body) as { changes: string[] }).changes, triggerTitle: url.searchParams.get('trigger_title') })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const { port } = hook.address() as { port: number }
  cms = await startCms({ env: { SITE_BUILD_HOOK_URL: `http://127.0.0.1:${port}/build_hooks/commune`, SITE_REBUILD_DEBOUNCE_MS: String(QUIET_MS) } })
  const login = await call('POST', '/auth/login', ADMIN)
  token = login.body.token
}, 240_000)

afterAll(async () => {
  await cms?.stop()
  hook?.close()
})

async function call(method: string, path: string, json?: unknown) {
  const response = await fetch(`${cms.url}/api${path}`, {
    method,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  })
  return { status: response.status, body: (await response.json()) as any }
}

/** The hook calls made once the CMS has been quiet for longer than its debounce. */
async function callsAfterQuiet(): Promise<HookCall[]> {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS * 3))
  return calls.splice(0)
}

describe('rebuild of the site after publishing', () => {
  it('the first-run content written at start asks for no build: the site is built once the CMS is up', async () => {
    expect(await callsAfterQuiet()).toEqual([])
  })

  it('a news item created, edited, then deleted: one build request each, naming what changed', async () => {
    const created = await call('POST', '/news', { title: 'Ouverture du marché hebdomadaire', content: 'Chaque jeudi.', category: 'evenements', author: 'Mairie' })
    expect(created.status).toBe(201)
    expect(await callsAfterQuiet()).toEqual([{ changes: ['news'], triggerTitle: 'Publication dans le CMS : news' }])
    const id = created.body.doc.id
    expect((await call('PUT', `/news/${id}`, { title: 'Ouverture du marché du jeudi' })).status).toBe(200)
    expect(await callsAfterQuiet()).toHaveLength(1)
    expect((await call('DELETE', `/news/${id}`)).status).toBe(200)
    expect(await callsAfterQuiet()).toEqual([{ changes: ['news'], triggerTitle: 'Publication dans le CMS : news' }])
  })

  it('a burst of 10 edits over two collections gives one build request', async () => {
    const news = (await call('GET', '/news?limit=1')).body.docs[0]
    const procedure = (await call('GET', '/procedures?limit=1')).body.docs[0]
    for (let edit = 1; edit <= 10; edit += 1) {
      const response = edit % 2 ? await call('PUT', `/news/${news.id}`, { author: `Mairie (${edit})` }) : await call('PUT', `/procedures/${procedure.id}`, { processingTime: `${edit} jours` })
      expect(response.status).toBe(200)
    }
    const burst = await callsAfterQuiet()
    expect(burst).toHaveLength(1)
    expect(burst[0]!.changes.sort()).toEqual(['news', 'procedures'])
  })

  it('what visitors send and refused writes ask for no build', async () => {
    expect((await call('POST', '/contact-messages', { name: 'Awa Ndiaye', email: 'awa@example.sn', subject: 'Question', message: 'Bonjour' })).status).toBe(201)
    expect((await call('POST', '/newsletter-subscribers', { email: 'lecteur@example.sn' })).status).toBe(201)
    expect((await call('POST', '/news', { title: '' })).status).toBe(400)
    expect(await callsAfterQuiet()).toEqual([])
  })
})
