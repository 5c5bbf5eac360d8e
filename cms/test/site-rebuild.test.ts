import { createServer, type Server } from 'node:http'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Procedure, birthRequestForm } from './citizenRequests'
import { ADMIN, startCms, type RunningCms } from './server'
import { recordingBytes } from './spokenAudio'
import { until } from './until'

/**
 * Publish → rebuild, on the CMS's side: a real server calls a real build hook (a recorder standing
 * in for Netlify's) after changes to what the site shows, once per burst, never for private data.
 */
const QUIET_MS = 600

type HookCall = { changes: string[]; triggerTitle: string | null }
/** Netlify's deploy list names the build record (its id) and what changed, in French. */
const NEWS_BUILD_TITLE = expect.stringMatching(/^Publication dans le CMS #\w+ : Actualités$/)

let cms: RunningCms
let hook: Server
let token: string
const calls: HookCall[] = []
/** Every call with the time it arrived, for the scheduled rebuilds. */
const timedCalls: { at: number; changes: string[] }[] = []
let hookUrl: string
/** The queue is looked at every second here (30 s by default). */
const CMS_ENV = () => ({
  SITE_BUILD_HOOK_URL: hookUrl,
  SITE_REBUILD_DEBOUNCE_MS: String(QUIET_MS),
  JOBS_AUTORUN_SECONDS: '1',
})

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost')
      const { changes } = JSON.parse(body) as { changes: string[] }
      calls.push({ changes, triggerTitle: url.searchParams.get('trigger_title') })
      timedCalls.push({ at: Date.now(), changes })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const { port } = hook.address() as { port: number }
  hookUrl = `http://127.0.0.1:${port}/build_hooks/commune`
  cms = await startCms({ env: CMS_ENV() })
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
    headers: {
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
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
    const created = await call('POST', '/news', {
      title: 'Ouverture du marché hebdomadaire',
      content: 'Chaque jeudi.',
      category: 'evenements',
      author: 'Mairie',
    })
    expect(created.status).toBe(201)
    expect(await callsAfterQuiet()).toEqual([{ changes: ['news'], triggerTitle: NEWS_BUILD_TITLE }])
    const id = created.body.doc.id
    expect((await call('PUT', `/news/${id}`, { title: 'Ouverture du marché du jeudi' })).status).toBe(200)
    expect(await callsAfterQuiet()).toHaveLength(1)
    expect((await call('DELETE', `/news/${id}`)).status).toBe(200)
    expect(await callsAfterQuiet()).toEqual([{ changes: ['news'], triggerTitle: NEWS_BUILD_TITLE }])
  })

  it('a burst of 10 edits over two collections gives one build request', async () => {
    const news = (await call('GET', '/news?limit=1')).body.docs[0]
    const procedure = (await call('GET', '/procedures?limit=1')).body.docs[0]
    for (let edit = 1; edit <= 10; edit += 1) {
      const response =
        edit % 2
          ? await call('PUT', `/news/${news.id}`, { author: `Mairie (${edit})` })
          : await call('PUT', `/procedures/${procedure.id}`, { processingTime: `${edit} jours` })
      expect(response.status).toBe(200)
    }
    const burst = await callsAfterQuiet()
    expect(burst).toHaveLength(1)
    expect(burst[0]!.changes.sort()).toEqual(['news', 'procedures'])
  })

  it('a draft saved or autosaved asks for no build; publishing it asks for one', async () => {
    await callsAfterQuiet()
    const created = await call('POST', '/news?draft=true', {
      title: 'Brouillon du marché',
      content: 'À relire.',
      category: 'evenements',
    })
    expect(created.status).toBe(201)
    expect(
      (
        await call('PATCH', `/news/${created.body.doc.id}?draft=true&autosave=true`, {
          title: 'Brouillon du marché (suite)',
        })
      ).status,
    ).toBe(200)
    expect(await callsAfterQuiet()).toEqual([])
    expect((await call('PATCH', `/news/${created.body.doc.id}`, { _status: 'published' })).status).toBe(200)
    expect(await callsAfterQuiet()).toEqual([{ changes: ['news'], triggerTitle: NEWS_BUILD_TITLE }])
  })

  it('what visitors send and refused writes ask for no build', async () => {
    expect(
      (
        await call('POST', '/contact-messages', {
          name: 'Awa Ndiaye',
          email: 'awa@example.sn',
          subject: 'Question',
          message: 'Bonjour',
        })
      ).status,
    ).toBe(201)
    expect((await call('POST', '/newsletter-subscribers', { email: 'lecteur@example.sn' })).status).toBe(202)
    expect((await call('POST', '/news', { title: '' })).status).toBe(400)
    // An online request sent from the form without JavaScript, then processed by staff.
    const procedures = (await call('GET', '/procedures?limit=100&depth=0')).body.docs as Procedure[]
    const birth = procedures.find((procedure) => procedure.title === "Extrait d'acte de naissance")!
    const sent = await fetch(`${cms.url}/api/citizen-requests/submit`, {
      method: 'POST',
      body: birthRequestForm(birth, '+221761234567'),
    })
    expect(sent.status).toBe(201)
    const request = (await call('GET', '/citizen-requests?depth=0')).body.docs[0]
    expect((await call('PATCH', `/citizen-requests/${request.id}`, { state: 'processing' })).status).toBe(200)
    expect(await callsAfterQuiet()).toEqual([])
  })

  it('a recording put on a published procedure: the build waits for its conversion', async () => {
    await callsAfterQuiet()
    timedCalls.splice(0)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ title: 'Extrait — wolof', language: 'wo' }))
    // Two and a half minutes: a conversion longer than the rebuild's quiet time.
    const recording = recordingBytes('m4a', 150, ['-b:a', '24k'])
    form.append('file', new File([new Uint8Array(recording)], 'extrait.m4a', { type: 'audio/mp4' }))
    const uploaded = await fetch(`${cms.url}/api/recordings`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { id: number } }
    const procedure = (await call('GET', '/procedures?limit=1&depth=0')).body.docs[0]
    expect((await call('PATCH', `/procedures/${procedure.id}`, { spokenVersions: [doc.id] })).status).toBe(200)
    const ready = await until(
      'la conversion',
      async () => {
        const { body } = await call('GET', `/recordings/${doc.id}?depth=0`)
        return body.conversion === 'ready' ? Date.parse(body.updatedAt) : undefined
      },
      60_000,
    )
    await callsAfterQuiet()
    expect(timedCalls.length).toBeGreaterThan(0)
    expect(timedCalls[0]!.at).toBeGreaterThanOrEqual(ready)
    expect(timedCalls.flatMap((each) => each.changes)).toEqual(expect.arrayContaining(['procedures', 'recordings']))
  }, 90_000)
})

describe('the alert banner appears and goes at its times with nobody publishing', () => {
  const iso = (ms: number) => new Date(ms).toISOString()
  const sleepUntil = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - Date.now())))
  const bannerCalls = (since: number) =>
    timedCalls.filter((each) => each.at >= since && each.changes.includes('alert-banner'))

  it('saving it asks for a build at once, then at its start and at its end', async () => {
    await callsAfterQuiet()
    const savedAt = Date.now()
    const start = savedAt + 6_000
    const end = start + 6_000
    const saved = await call('POST', '/globals/alert-banner', {
      active: true,
      message: 'Coupure d’eau mardi',
      level: 'info',
      start: iso(start),
      end: iso(end),
    })
    expect(saved.status).toBe(200)
    // The runner looks every few seconds; on a machine busy with other suites, a look may come late.
    const deadline = end + 20_000
    while (bannerCalls(savedAt).length < 3 && Date.now() < deadline) await sleepUntil(Date.now() + 250)
    const seen = bannerCalls(savedAt)
    expect(seen.map((each) => each.at - savedAt)).toHaveLength(3)
    expect(seen[0]!.at).toBeLessThan(start)
    expect(seen[1]!.at).toBeGreaterThanOrEqual(start)
    expect(seen[1]!.at).toBeLessThan(end)
    expect(seen[2]!.at).toBeGreaterThanOrEqual(end)
    calls.splice(0)
  }, 60_000)

  it('a banner saved again drops its old schedule; switched off, it schedules nothing more', async () => {
    const savedAt = Date.now()
    const first = {
      active: true,
      message: 'Journée de vaccination',
      level: 'urgent',
      start: iso(savedAt + 6_000),
      end: iso(savedAt + 10_000),
    }
    expect((await call('POST', '/globals/alert-banner', first)).status).toBe(200)
    expect((await call('POST', '/globals/alert-banner', { active: false })).status).toBe(200)
    // The two saves asked for builds at once (one burst, a second or two after them): none came at
    // the dropped times, however late a busy machine's runner looks.
    const afterSaves = Date.now()
    await sleepUntil(savedAt + 16_000)
    expect(bannerCalls(Math.max(savedAt + 5_000, afterSaves + 3_000))).toEqual([])
    calls.splice(0)
  }, 45_000)

  it('a scheduled build survives a restart of the CMS', async () => {
    const savedAt = Date.now()
    const end = savedAt + 20_000
    const saved = await call('POST', '/globals/alert-banner', {
      active: true,
      message: 'Marché annulé samedi',
      level: 'info',
      start: iso(savedAt - 60_000),
      end: iso(end),
    })
    expect(saved.status).toBe(200)
    // The build the save asks for at once has come: any banner call from `end` on is the scheduled one.
    while (bannerCalls(savedAt).length === 0 && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(bannerCalls(savedAt).length).toBeGreaterThan(0)
    await cms.stop({ keepData: true })
    // The CMS that stored the job is gone before its time: only the restarted one can run it.
    expect(Date.now()).toBeLessThan(end)
    cms = await startCms({ dataDir: cms.dataDir, env: CMS_ENV() })
    // However long the restart took, the job stored before it runs at its time or at the first look after.
    const deadline = Math.max(end, Date.now()) + 10_000
    while (bannerCalls(end).length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    expect(bannerCalls(end).length).toBeGreaterThanOrEqual(1)
    calls.splice(0)
  }, 240_000)
})
