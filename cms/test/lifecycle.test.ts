import { afterEach, describe, expect, it } from 'vitest'

import { startCms, type RunningCms } from './server'

const running: RunningCms[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((cms) => cms.stop()))
})

const call = async (cms: RunningCms, method: string, path: string, json?: unknown, token?: string) => {
  const response = await fetch(`${cms.url}/api${path}`, {
    method,
    headers: { ...(json ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  })
  return { status: response.status, body: (await response.json()) as any }
}

describe('first start', () => {
  it('opens registration for the first administrator only', async () => {
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
    const second = await call(cms, 'POST', '/auth/register', { email: 'second@commune.local', password: 'Second-Administrateur-1' })
    expect(second.status).toBe(401)
  })

  it('seeds once and never writes first-run content again over staff changes', async () => {
    const first = await startCms({ env: { ADMIN_EMAIL: 'seed@commune.local', ADMIN_PASSWORD: 'Seed-Mot-De-Passe-12' } })
    const login = await call(first, 'POST', '/auth/login', { email: 'seed@commune.local', password: 'Seed-Mot-De-Passe-12' })
    const news = await call(first, 'GET', '/news?limit=100&sort=id')
    const [edited, removed] = news.body.docs as { id: number; title: string }[]
    expect((await call(first, 'PUT', `/news/${edited!.id}`, { title: 'Titre choisi par la mairie' }, login.body.token)).status).toBe(200)
    expect((await call(first, 'DELETE', `/news/${removed!.id}`, undefined, login.body.token)).status).toBe(200)
    await first.stop({ keepData: true })

    const restarted = await startCms({ dataDir: first.dataDir, env: { ADMIN_EMAIL: 'autre@commune.local', ADMIN_PASSWORD: 'Autre-Mot-De-Passe-12' } })
    running.push(restarted)
    const after = await call(restarted, 'GET', '/news?limit=100&sort=id')
    expect(after.body.totalDocs).toBe(news.body.totalDocs - 1)
    expect((await call(restarted, 'GET', `/news/${edited!.id}`)).body.title).toBe('Titre choisi par la mairie')
    expect((await call(restarted, 'GET', `/news/${removed!.id}`)).status).toBe(404)
    // The first administrator is not replaced either.
    expect((await call(restarted, 'POST', '/auth/login', { email: 'autre@commune.local', password: 'Autre-Mot-De-Passe-12' })).status).toBe(401)
  })
})
