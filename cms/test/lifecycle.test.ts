import { afterEach, describe, expect, it } from 'vitest'

import { ADMIN, startCms, type RunningCms } from './server'

/** Each test starts its servers itself: as long as the hooks that start one elsewhere (startCms waits up to 180 s). */
const STARTS_SERVERS_MS = 240_000

const running: RunningCms[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((cms) => cms.stop()))
})

const call = async (cms: RunningCms, method: string, path: string, json?: unknown, token?: string) => {
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

describe('first start', () => {
  it(
    'opens registration for the first administrator only',
    async () => {
      const cms = await startCms({ env: { CREATE_FIRST_ADMIN: 'false', SEED: 'false' } })
      running.push(cms)
      const first = { email: 'premier@commune.local', password: 'Premier-Administrateur-1' }
      const short = await call(cms, 'POST', '/auth/register', { ...first, password: 'court' })
      expect(short.status).toBe(400)
      const created = await call(cms, 'POST', '/auth/register', first)
      expect(created.status).toBe(201)
      expect(created.body.token).toBeTruthy()
      expect(created.body.user.email).toBe(first.email)
      expect((await call(cms, 'GET', '/auth/profile', undefined, created.body.token)).status).toBe(200)
      const second = await call(cms, 'POST', '/auth/register', {
        email: 'second@commune.local',
        password: 'Second-Administrateur-1',
      })
      expect(second.status).toBe(401)
    },
    STARTS_SERVERS_MS,
  )

  it(
    'seeds once and never writes first-run content again over staff changes',
    async () => {
      const first = await startCms({
        env: { ADMIN_EMAIL: 'seed@commune.local', ADMIN_PASSWORD: 'Seed-Mot-De-Passe-12' },
      })
      const login = await call(first, 'POST', '/auth/login', {
        email: 'seed@commune.local',
        password: 'Seed-Mot-De-Passe-12',
      })
      const news = await call(first, 'GET', '/news?limit=100&sort=id')
      const [edited, removed] = news.body.docs as { id: number; title: string }[]
      expect(
        (await call(first, 'PUT', `/news/${edited!.id}`, { title: 'Titre choisi par la mairie' }, login.body.token))
          .status,
      ).toBe(200)
      expect((await call(first, 'DELETE', `/news/${removed!.id}`, undefined, login.body.token)).status).toBe(200)
      await first.stop({ keepData: true })

      const restarted = await startCms({
        dataDir: first.dataDir,
        env: { ADMIN_EMAIL: 'autre@commune.local', ADMIN_PASSWORD: 'Autre-Mot-De-Passe-12' },
      })
      running.push(restarted)
      const after = await call(restarted, 'GET', '/news?limit=100&sort=id')
      expect(after.body.totalDocs).toBe(news.body.totalDocs - 1)
      expect((await call(restarted, 'GET', `/news/${edited!.id}`)).body.title).toBe('Titre choisi par la mairie')
      expect((await call(restarted, 'GET', `/news/${removed!.id}`)).status).toBe(404)
      // The first administrator is not replaced either.
      expect(
        (
          await call(restarted, 'POST', '/auth/login', {
            email: 'autre@commune.local',
            password: 'Autre-Mot-De-Passe-12',
          })
        ).status,
      ).toBe(401)
    },
    STARTS_SERVERS_MS,
  )
})

describe('untouched drafts', () => {
  it(
    'removes the empty draft « Créer » leaves behind once old, never a draft someone typed in',
    async () => {
      // An hour, shortened to 6 s; the queue is looked at every second.
      const cms = await startCms({ env: { UNTOUCHED_DRAFT_MINUTES: '0.1', JOBS_AUTORUN_SECONDS: '1' } })
      running.push(cms)
      const { token } = (await call(cms, 'POST', '/users/login', { email: ADMIN.email, password: ADMIN.password })).body
      // What the panel's « Créer » stores before the clerk types anything.
      const untouched = await call(cms, 'POST', '/news?draft=true', {}, token)
      expect(untouched.status, JSON.stringify(untouched.body)).toBe(201)
      const titled = await call(cms, 'POST', '/news?draft=true', { title: 'Réunion du conseil' }, token)
      const typedLater = await call(cms, 'POST', '/events?draft=true', {}, token)
      await new Promise((resolve) => setTimeout(resolve, 1200))
      // The clerk typed in this one (an autosave), though not its title yet.
      expect(
        (
          await call(
            cms,
            'PATCH',
            `/events/${typedLater.body.doc.id}?draft=true`,
            { place: 'Salle de la mairie' },
            token,
          )
        ).status,
      ).toBe(200)
      const exists = async (path: string) =>
        (await call(cms, 'GET', `${path}?draft=true`, undefined, token)).status === 200
      await expect.poll(() => exists(`/news/${untouched.body.doc.id}`), { timeout: 20_000, interval: 500 }).toBe(false)
      expect(await exists(`/news/${titled.body.doc.id}`)).toBe(true)
      expect(await exists(`/events/${typedLater.body.doc.id}`)).toBe(true)
    },
    STARTS_SERVERS_MS,
  )
})
