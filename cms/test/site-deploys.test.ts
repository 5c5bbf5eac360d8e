import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SignJWT } from 'jose'
import { SITE_BUILD_MESSAGES, siteStateLine, siteStatus, type SiteState } from 'shared-types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, ADMIN_DISPLAY_NAME, ownDatabase, startCms, type RunningCms } from './server'
import { until } from './until'

/**
 * The truth about each build (docs/product/workflow.md#deploy-notifications): the host's signed deploy notifications
 * (Netlify's outgoing webhooks, POST /api/site-deploys/notify) say whether a build went online, and
 * staff read it. A real server with a build hook that accepts everything, as Netlify's does, and
 * DEPLOY_NOTIFICATION_SECRET set; the notifications are sent by the test, as Netlify would send them.
 */
const SECRET = 'secret-des-notifications-de-deploiement-2026'
const titles: string[] = []
let hook: Server
let cms: RunningCms
let dataDir: string
let database: ReturnType<typeof ownDatabase>
let token: string

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex')
const sign = (claims: Record<string, unknown>, secret = SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret))

/** Posts a notification; by default signed as Netlify signs it, else with the given signature (or none). */
async function notify(deploy: Record<string, unknown>, signature?: string | null, sent?: string) {
  const body = JSON.stringify(deploy)
  const header = signature === undefined ? await sign({ iss: 'netlify', sha256: sha256(body) }) : signature
  const response = await fetch(`${cms.url}/api/site-deploys/notify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(header ? { 'X-Webhook-Signature': header } : {}) },
    body: sent ?? body,
  })
  return { status: response.status, body: (await response.json()) as { changed?: boolean; message?: string } }
}

async function get(route: string) {
  const response = await fetch(`${cms.url}/api${route}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.status).toBe(200)
  return (await response.json()) as any
}

const state = async () => (await get('/site-state')) as SiteState
const lineOf = (each: SiteState) => siteStateLine(each, Date.parse(each.checkedAt))
const history = async () => (await get('/site-builds?limit=100&depth=0&sort=-startedAt')).docs as any[]

/** Publishes a news item and waits for the hook's call: the title it was given. */
async function publish(title: string): Promise<string> {
  const before = titles.length
  const response = await fetch(`${cms.url}/api/news`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ title, content: 'Réunion publique à la mairie.', category: 'evenements', author: 'Mairie' }),
  })
  expect(response.status).toBe(201)
  return until('appel du service de construction', async () => titles[before])
}

beforeAll(async () => {
  hook = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      titles.push(new URL(request.url ?? '/', 'http://localhost').searchParams.get('trigger_title') ?? '')
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  const hookUrl = `http://127.0.0.1:${(hook.address() as { port: number }).port}/build_hooks/commune`
  dataDir = mkdtempSync(path.join(tmpdir(), 'commune-site-deploys-'))
  database = ownDatabase(dataDir)
  cms = await startCms({
    dataDir,
    databaseUri: database.uri,
    env: {
      SITE_BUILD_HOOK_URL: hookUrl,
      DEPLOY_NOTIFICATION_SECRET: SECRET,
      SITE_REBUILD_DEBOUNCE_MS: '200',
      JOBS_AUTORUN_SECONDS: '1',
    },
  })
  const login = await fetch(`${cms.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  token = ((await login.json()) as { token: string }).token
}, 240_000)

afterAll(async () => {
  await cms?.stop({ keepData: true })
  hook?.close()
  database?.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('deploy notifications', () => {
  let title: string
  let deploy: Record<string, unknown>

  it('accepted by the hook: « Publication en cours », not « Site publié », with its build in the history', async () => {
    title = await publish(`Conseil municipal ${Date.now()}`)
    expect(title).toMatch(/^Publication dans le CMS #\w+ : Actualités$/)
    const current = await until('publication en cours', async () => {
      const each = await state()
      return siteStatus(each) === 'building' ? each : undefined
    })
    expect(lineOf(current)).toBe('Publication en cours')
    const [newest] = await history()
    expect(newest).toMatchObject({ trigger: 'Actualités', by: ADMIN_DISPLAY_NAME, result: 'building' })
    deploy = { id: `deploy-${Date.now()}`, state: 'building', title, created_at: new Date().toISOString() }
  })

  it('refuses an unsigned, a forged or a body-altered notification with 401, changing nothing', async () => {
    const before = { state: await state(), history: await history() }
    const ready = { ...deploy, state: 'ready', deploy_time: 42 }
    const unsigned = await notify(ready, null)
    expect(unsigned).toEqual({
      status: 401,
      body: expect.objectContaining({ message: SITE_BUILD_MESSAGES.notifyUnsigned }),
    })
    const body = JSON.stringify(ready)
    for (const signature of [
      await sign({ iss: 'netlify', sha256: sha256(body) }, 'un-autre-secret'),
      await sign({ iss: 'quelqu-un', sha256: sha256(body) }),
      await sign({ iss: 'netlify', sha256: sha256(JSON.stringify(deploy)) }),
      'pas-une-signature',
    ]) {
      expect(await notify(ready, signature)).toEqual({
        status: 401,
        body: expect.objectContaining({ message: SITE_BUILD_MESSAGES.notifyForged }),
      })
    }
    // Signed for one body, sent with another.
    const altered = await notify(ready, undefined, JSON.stringify({ ...ready, state: 'error' }))
    expect(altered.status).toBe(401)
    // Signed but not a deploy: refused in French, never a 5xx.
    expect((await notify({ state: 'ready' })).status).toBe(400)
    expect((await notify({ id: 'x', state: 'ready' }, undefined, '{"id":')).status).toBe(400)

    const after = { state: await state(), history: await history() }
    expect(after.history).toEqual(before.history)
    expect(siteStatus(after.state)).toBe('building')
    expect(after.state.publishedAt).toBe(before.state.publishedAt)
  })

  it('building, then ready: « Site publié »; a repeat changes nothing', async () => {
    expect(await notify(deploy)).toEqual({ status: 200, body: { changed: true } })
    const building = await history()
    expect(await notify(deploy)).toEqual({ status: 200, body: { changed: false } })
    expect(await history()).toEqual(building)
    expect(building[0]).toMatchObject({ deployId: deploy.id, result: 'building' })

    const ready = { ...deploy, state: 'ready', deploy_time: 42 }
    expect(await notify(ready)).toEqual({ status: 200, body: { changed: true } })
    const published = await state()
    expect(lineOf(published)).toMatch(/^Site publié (à l’instant|il y a \d+\s?s)$/)
    expect(published.publishedChanges).toEqual(['news'])
    const [newest] = await history()
    expect(newest).toMatchObject({ result: 'ready', durationSeconds: 42 })
    expect(newest.finishedAt).toEqual(expect.any(String))

    // Netlify may send a notification again; a late « building » does not undo the end either.
    const settled = await history()
    expect(await notify(ready)).toEqual({ status: 200, body: { changed: false } })
    expect(await notify(deploy)).toEqual({ status: 200, body: { changed: false } })
    expect(await history()).toEqual(settled)
  })

  it('error: « Échec de la publication » with the host’s reason', async () => {
    const failedTitle = await publish(`Coupure d’eau ${Date.now()}`)
    const reason = 'Build script returned non-zero exit code: 2'
    const failed = { id: `deploy-${Date.now()}`, state: 'error', title: failedTitle, error_message: reason }
    expect(await notify(failed)).toEqual({ status: 200, body: { changed: true } })
    const current = await until('échec signalé', async () => {
      const each = await state()
      return siteStatus(each) === 'deployFailed' ? each : undefined
    })
    expect(lineOf(current)).toBe(`Échec de la publication : ${reason}`)
    expect((await history())[0]).toMatchObject({ trigger: 'Actualités', result: 'error', reason })
  })

  it('the panel’s dashboard lists the builds under the site’s state, with a chart of their durations', async () => {
    const response = await fetch(`${cms.url}/admin`, {
      // A browser's own request to the panel: Payload accepts the session cookie from its own origin.
      headers: { Cookie: `payload-token=${token}`, 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Échec de la publication : Build script returned non-zero exit code: 2')
    expect(html).toContain('Dernières publications')
    expect(html).toContain('Échec : Build script returned non-zero exit code: 2')
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Durée des dernières publications : \d+ publications? ;/)
  })

  it('a build the host never reports the end of: « Échec » with the reason after 30 min, until a late report', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString()
    // Its « ready » or « error » was lost on the way; the other one is still within the limit.
    const lost = { id: `deploy-perdu-${Date.now()}`, state: 'building', title: 'Code perdu', created_at: hoursAgo(2) }
    const running = {
      id: `deploy-en-cours-${Date.now()}`,
      state: 'building',
      title: 'Code',
      created_at: hoursAgo(0.25),
    }
    for (const deploy of [lost, running]) expect(await notify(deploy)).toEqual({ status: 200, body: { changed: true } })
    const recordOf = async (deploy: { id: string }) => (await history()).find((build) => build.deployId === deploy.id)
    const closed = await until('publication sans nouvelles close', async () => {
      const record = await recordOf(lost)
      return record?.result === 'error' ? record : undefined
    })
    expect(closed).toMatchObject({
      reason: 'Aucune nouvelle de l’hébergeur 30 min après la demande',
      durationSeconds: null,
    })
    expect(await recordOf(running)).toMatchObject({ result: 'building', reason: null })

    expect(await notify({ ...lost, state: 'ready', deploy_time: 95 })).toEqual({ status: 200, body: { changed: true } })
    expect(await recordOf(lost)).toMatchObject({ result: 'ready', reason: null, durationSeconds: 95 })
  })

  it('keeps the last 50 builds', async () => {
    for (let index = 0; index < 52; index += 1) {
      const at = new Date(Date.now() + (index + 1) * 1000).toISOString()
      const sent = { id: `hors-cms-${index}`, state: 'ready', title: `Mise à jour du code ${index}`, created_at: at }
      expect((await notify(sent)).status).toBe(200)
    }
    const kept = await history()
    expect(kept).toHaveLength(50)
    expect(kept[0]).toMatchObject({ deployId: 'hors-cms-51', trigger: 'Mise à jour du code 51', result: 'ready' })
    expect(kept.at(-1)).toMatchObject({ deployId: 'hors-cms-2' })
  }, 60_000)
})
