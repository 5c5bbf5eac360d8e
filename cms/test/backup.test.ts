import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { list } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COLLECTION_SLUGS, fileOf, formOf, imageBytes } from './api'
import { ADMIN, freePort, startCms, type RunningCms } from './server'

/**
 * `npm run backup` / `npm run restore` on the embedded default, with real files and a real server: a backup
 * taken while the CMS runs and writes, the data wiped, the archive restored, and the content all there.
 * The commands cover SQLite only: skipped when the suite runs against PostgreSQL or MongoDB.
 */
const cmsDir = path.resolve(import.meta.dirname, '..')

const COLLECTIONS = COLLECTION_SLUGS

type Run = { code: number | null; stdout: string; stderr: string }

/** Runs `node scripts/<script>.ts` as an administrator would, with the CMS's data settings. */
function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(cmsDir, 'scripts', `${script}.ts`), ...args], {
      cwd: cmsDir,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}

let cms: RunningCms | undefined
let dataDir: string
let backupDir: string
let token: string

const databaseFile = () => path.join(dataDir, 'contract.db')
const dataEnv = () => ({ DATABASE_URI: `file:${databaseFile()}`, DATA_DIR: dataDir })
/** An address where no CMS answers, for restore's running-CMS check. */
const nobodyThere = async () => `http://127.0.0.1:${await freePort()}`

async function call(method: string, route: string, options: { json?: unknown; form?: FormData } = {}) {
  const response = await fetch(`${cms!.url}/api${route}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(options.json ? { 'Content-Type': 'application/json' } : {}) },
    body: options.form ?? (options.json ? JSON.stringify(options.json) : undefined),
  })
  return { status: response.status, body: (await response.json()) as any }
}

async function signIn(): Promise<number> {
  const response = await fetch(`${cms!.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const body = (await response.json()) as { token: string }
  token = body.token
  return response.status
}

async function totals(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const slug of COLLECTIONS) {
    const { status, body } = await call('GET', `/${slug}/count`)
    expect(status, slug).toBe(200)
    counts[slug] = body.totalDocs
  }
  return counts
}

/** An upload's address on the running server (absolute URLs name the server's address at the time). */
const onServer = (url: string) => `${cms!.url}${new URL(url, 'http://localhost').pathname}`

async function fileBytes(url: string): Promise<Buffer> {
  const response = await fetch(onServer(url))
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

/** The archive's entries and its manifest. */
async function readArchive(archive: string): Promise<{ entries: string[]; manifest: any }> {
  const entries: string[] = []
  let manifest = ''
  await list({
    file: archive,
    onReadEntry: (entry) => {
      entries.push(entry.path)
      if (entry.path === 'manifest.json') entry.on('data', (chunk: Buffer) => (manifest += chunk.toString()))
    },
  })
  return { entries, manifest: JSON.parse(manifest) }
}

describe.skipIf(Boolean(process.env.CONTRACT_DATABASE_URI))('backup and restore of the embedded default', () => {
  // Filled in as the steps go: what existed before the backup, and what the archive holds.
  let before: Record<string, number>
  let news: { id: number; title: string; imageUrl: string; imageBytes: Buffer }
  let writtenDuringBackup = 0
  let archive: string
  let manifest: any

  beforeAll(async () => {
    cms = await startCms()
    dataDir = cms.dataDir
    backupDir = mkdtempSync(path.join(tmpdir(), 'commune-backups-'))
    expect(await signIn()).toBe(200)
  }, 240_000)

  afterAll(async () => {
    await cms?.stop()
    // The last steps stop the server keeping its data: the folder is removed here in any case.
    for (const dir of [dataDir, backupDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it('a write waits for the shared lock a backup holds while reading instead of failing', async () => {
    // What VACUUM INTO does: one read transaction over the file, from another process.
    const reader = drizzle({ connection: { url: `file:${databaseFile()}` } }).$client
    try {
      const snapshot = await reader.transaction('read')
      await snapshot.execute('SELECT count(*) FROM news')
      setTimeout(() => void snapshot.commit(), 700)
      const written = await call('POST', '/news', { json: { title: 'Écrite pendant une lecture', content: 'Texte' } })
      expect(written.status).toBe(201)
      expect((await call('DELETE', `/news/${written.body.doc.id}`)).status).toBe(200)
    } finally {
      reader.close()
    }
  })

  it('backs up the database and uploads while the CMS runs and writes', async () => {
    const created = await call('POST', '/news', {
      form: formOf({
        title: 'Inauguration du forage',
        content: 'Le forage de Keur Samba est en service.',
        image: fileOf(await imageBytes('png', 300), 'forage.png', 'image/png'),
      }),
    })
    expect(created.status).toBe(201)
    const { image } = created.body.doc
    news = {
      id: created.body.doc.id,
      title: created.body.doc.title,
      imageUrl: image.url,
      imageBytes: await fileBytes(image.url),
    }
    before = await totals()

    const backup = run('backup', [backupDir], dataEnv())
    let finished = false
    void backup.then(() => (finished = true))
    const statuses: number[] = []
    while (!finished) {
      statuses.push(
        (
          await call('POST', '/news', {
            json: { title: `Écrite pendant la sauvegarde ${statuses.length + 1}`, content: 'Texte' },
          })
        ).status,
      )
    }
    const { code, stdout, stderr } = await backup
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(
      statuses.every((status) => status === 201),
      `écritures pendant la sauvegarde : ${statuses.join(', ')}`,
    ).toBe(true)
    writtenDuringBackup = statuses.length

    const archives = readdirSync(backupDir).filter((name) => name.endsWith('.tar.gz'))
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^commune-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    archive = path.join(backupDir, archives[0]!)
    expect(readdirSync(backupDir)).toEqual(archives) // no work folder left behind
    expect(statSync(archive).mode & 0o077).toBe(0)
    expect(stdout).toContain(`Sauvegarde terminée : ${archive}`)

    const content = await readArchive(archive)
    manifest = content.manifest
    expect(content.entries).toEqual(
      expect.arrayContaining([
        'manifest.json',
        'commune.db',
        `uploads/media/${decodeURIComponent(path.basename(new URL(news.imageUrl, 'http://localhost').pathname))}`,
      ]),
    )
    expect(manifest.source.database).toBe(databaseFile())
    expect(manifest.uploads.missing).toEqual([])
    expect(manifest.uploads.files).toBe(
      content.entries.filter((entry) => entry.startsWith('uploads/') && !entry.endsWith('/')).length,
    )
    // The copy holds what existed before the backup, and maybe some of the writes made during it.
    for (const slug of COLLECTIONS) {
      const rows = manifest.database.tables[slug.replaceAll('-', '_')]
      if (slug === 'news') expect(rows).toBeGreaterThanOrEqual(before.news!)
      else expect(rows, slug).toBe(before[slug])
    }
    expect(manifest.database.tables.news).toBeLessThanOrEqual(before.news! + writtenDuringBackup)
  }, 60_000)

  it('restore refuses while the CMS answers, and leaves the data as it is', async () => {
    const size = statSync(databaseFile()).size
    const refused = await run('restore', [archive], { ...dataEnv(), CMS_URL: cms!.url })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`Refus : le CMS répond sur ${cms!.url}`)
    expect(statSync(databaseFile()).size).toBe(size)
    expect(
      readdirSync(dataDir).filter((name) => name.startsWith('avant-restauration') || name.startsWith('.restauration')),
    ).toEqual([])
  })

  it('backup refuses a database server and points to the README', async () => {
    const refused = await run('backup', [backupDir], { DATABASE_URI: 'postgres://commune@127.0.0.1:5432/commune' })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('Refus : la sauvegarde intégrée ne concerne que la base SQLite')
    expect(refused.stderr).toContain('mongodump')
    expect(refused.stderr).toContain('README.md')
    expect(readdirSync(backupDir)).toHaveLength(1)
  })

  it('after a wipe, restore brings back every document, file and account', async () => {
    await cms!.stop({ keepData: true })
    cms = undefined
    for (const name of readdirSync(dataDir).filter((name) => name.startsWith('contract.db') || name === 'uploads')) {
      rmSync(path.join(dataDir, name), { recursive: true })
    }

    const restored = await run('restore', [archive], { ...dataEnv(), CMS_URL: await nobodyThere() })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain('Archive vérifiée')
    expect(restored.stdout).toContain('Aucune donnée actuelle à mettre de côté.')
    expect(restored.stdout).toContain(`Base restaurée : ${databaseFile()}`)

    cms = await startCms({ dataDir })
    expect(await signIn()).toBe(200)
    const after = await totals()
    for (const slug of COLLECTIONS) expect(after[slug], slug).toBe(manifest.database.tables[slug.replaceAll('-', '_')])
    expect({ ...after, news: before.news }).toEqual(before)
    const item = await call('GET', `/news/${news.id}?depth=1`)
    expect(item.status).toBe(200)
    expect(item.body.title).toBe(news.title)
    expect(new URL(item.body.image.url, 'http://localhost').pathname).toBe(
      new URL(news.imageUrl, 'http://localhost').pathname,
    )
    expect((await fileBytes(news.imageUrl)).equals(news.imageBytes)).toBe(true)
  }, 240_000)

  it('restoring over existing data moves it aside, never deleting it', async () => {
    await cms!.stop({ keepData: true })
    cms = undefined
    const previous = readFileSync(databaseFile())
    const uploads = readdirSync(path.join(dataDir, 'uploads', 'media')).sort()

    const restored = await run('restore', [archive], { ...dataEnv(), CMS_URL: await nobodyThere() })
    expect(restored.code).toBe(0)
    const [aside] = readdirSync(dataDir).filter((name) => name.startsWith('avant-restauration-'))
    expect(aside).toMatch(/^avant-restauration-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    expect(restored.stdout).toContain(
      `Données actuelles mises de côté (rien n’est supprimé) : ${path.join(dataDir, aside!)}/`,
    )
    expect(readFileSync(path.join(dataDir, aside!, 'contract.db')).equals(previous)).toBe(true)
    expect(readdirSync(path.join(dataDir, aside!, 'uploads', 'media')).sort()).toEqual(uploads)
    expect(existsSync(databaseFile())).toBe(true)
    expect(readdirSync(path.join(dataDir, 'uploads', 'media')).sort()).toEqual(uploads)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restauration'))).toEqual([])
  })
})
