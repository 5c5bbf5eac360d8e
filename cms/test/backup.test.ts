import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { create, extract } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { COLLECTION_SLUGS, fileOf, formOf, imageBytes } from './api'
import { fileHashes, readArchive, runScript, sha256, tableCounts } from './backupData'
import { ADMIN, freePort, ownDatabase, startCms, type RunningCms } from './server'

/**
 * `npm run backup` / `npm run restore` with real files and a real server, on the adapter under test
 * (SQLite by default, PostgreSQL with CONTRACT_DATABASE_URI; MongoDB's tools cannot run here, see
 * scripts/backup/backup.unit.test.ts): a backup taken while the CMS writes documents and uploads, a
 * tampered archive refused, the data wiped, the archive restored and verified, the content all there.
 */
const onPostgres = process.env.CONTRACT_DATABASE_URI?.startsWith('postgres') ?? false
const onMongo = process.env.CONTRACT_DATABASE_URI?.startsWith('mongodb') ?? false
const run = runScript

let cms: RunningCms | undefined
let database: { uri: string; drop: () => void }
let dataDir: string
let backupDir: string
let token: string
/** The archive's manifest, once the backup is taken. */
let manifest: any

const databaseFile = () => path.join(dataDir, 'contract.db')
const uploadsDir = () => path.join(dataDir, 'uploads')
const dataEnv = () => ({ DATABASE_URI: database.uri, DATA_DIR: dataDir })
/** An address where no CMS answers, for restore's running-CMS check. */
const nobodyThere = async () => `http://127.0.0.1:${await freePort()}`

/** What the database holds, to compare before and after a refused restore: the file, or the rows of every table. */
async function databaseState(): Promise<string> {
  return onPostgres ? JSON.stringify(await tableCounts(database.uri)) : sha256(databaseFile())
}

const uploadHashes = (dir = uploadsDir()) => fileHashes(dir)

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
  token = ((await response.json()) as { token: string }).token
  return response.status
}

async function totals(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const slug of COLLECTION_SLUGS) {
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

describe.skipIf(onMongo)('backup and restore', () => {
  // Filled in as the steps go: what existed before the backup, and what the archive holds.
  let before: Record<string, number>
  let news: { id: number; title: string; imageUrl: string; imageBytes: Buffer }
  let archive: string

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'commune-cms-'))
    database = ownDatabase(dataDir)
    cms = await startCms({ dataDir, databaseUri: database.uri })
    backupDir = mkdtempSync(path.join(tmpdir(), 'commune-backups-'))
    expect(await signIn()).toBe(200)
  }, 240_000)

  afterAll(async () => {
    await cms?.stop()
    database?.drop()
    // The last steps stop the server keeping its data: the folder is removed here in any case.
    for (const dir of [dataDir, backupDir]) if (dir) rmSync(dir, { recursive: true, force: true })
  })

  it.skipIf(onPostgres)(
    'a write does not wait for a SQLite backup reading the database, nor the backup for it',
    async () => {
      // What VACUUM INTO does: one read transaction over the file, from another process, here held
      // open through the whole write. The rollback journal made the write's commit wait for it, then
      // fail; the write-ahead log lets both go on, the reader keeping the state it started with.
      const reader = drizzle({ connection: { url: `file:${databaseFile()}` } }).$client
      try {
        const snapshot = await reader.transaction('read')
        const count = async () => Number((await snapshot.execute('SELECT count(*) AS n FROM news')).rows[0]!.n)
        const before = await count()
        const written = await call('POST', '/news', { json: { title: 'Écrite pendant une lecture', content: 'Texte' } })
        expect(written.status).toBe(201)
        expect(await count()).toBe(before)
        await snapshot.commit()
        expect((await call('DELETE', `/news/${written.body.doc.id}`)).status).toBe(200)
      } finally {
        reader.close()
      }
    },
  )

  it('backs up the database and uploads while the CMS writes documents and files, then rotates', async () => {
    const created = await call('POST', '/news', {
      form: formOf({
        title: 'Inauguration du forage',
        content: 'Le forage de Keur Samba est en service.',
        image: fileOf(await imageBytes('png', 500), 'forage.png', 'image/png'),
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
    // An older archive beyond --keep 1, and a file whose name is not an archive's: only the first goes.
    writeFileSync(path.join(backupDir, 'commune-2020-01-01T00-00-00Z.tar.gz'), '')
    writeFileSync(path.join(backupDir, 'commune-a-garder.tar.gz'), '')

    const backup = run('backup', [backupDir, '--keep', '1'], dataEnv())
    let finished = false
    void backup.then(() => (finished = true))
    const statuses: number[] = []
    const png = await imageBytes('png', 64)
    while (!finished) {
      const n = statuses.length + 1
      const [document, upload] = await Promise.all([
        call('POST', '/news', { json: { title: `Écrite pendant la sauvegarde ${n}`, content: 'Texte' } }),
        call('POST', '/media', {
          form: formOf({ alt: `Pendant ${n}`, file: fileOf(png, `pendant-${n}.png`, 'image/png') }),
        }),
      ])
      statuses.push(document.status, upload.status)
    }
    const { code, stdout, stderr } = await backup
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(
      statuses.every((status) => status === 201),
      `écritures : ${statuses.join(', ')}`,
    ).toBe(true)

    const archives = readdirSync(backupDir).filter((name) => /^commune-\d{4}-.*\.tar\.gz$/.test(name))
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^commune-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    expect(archives[0]).not.toContain('2020')
    expect(readdirSync(backupDir).sort()).toEqual([archives[0], 'commune-a-garder.tar.gz']) // no work folder left
    archive = path.join(backupDir, archives[0]!)
    expect(statSync(archive).mode & 0o077).toBe(0)
    expect(stdout).toContain(`Sauvegarde terminée : ${archive}`)
    expect(stdout).toContain(
      'Rotation : 1 ancienne archive supprimée (seule la plus récente est gardée) : commune-2020-01-01T00-00-00Z.tar.gz',
    )

    const content = await readArchive(archive)
    manifest = content.manifest
    expect(manifest.database.adapter).toBe(onPostgres ? 'postgres' : 'sqlite')
    const imageEntry = `media/${decodeURIComponent(path.basename(new URL(news.imageUrl, 'http://localhost').pathname))}`
    expect(content.entries).toEqual(
      expect.arrayContaining(['manifest.json', manifest.database.file, `uploads/${imageEntry}`]),
    )
    expect(manifest.uploads.missing).toEqual([])
    const files = content.entries.filter((entry) => entry.startsWith('uploads/') && !entry.endsWith('/'))
    expect(Object.keys(manifest.uploads.sha256).sort()).toEqual(
      files.map((entry) => entry.slice('uploads/'.length)).sort(),
    )
    expect(manifest.uploads.files).toBe(files.length)
    expect(manifest.uploads.sha256[imageEntry]).toBe(sha256(path.join(uploadsDir(), imageEntry)))
    // Resized copies (the 400 px thumbnail of a 500 px image) are files of their own, each with its hash.
    expect(files.filter((entry) => entry.startsWith('uploads/media/forage')).length).toBeGreaterThan(1)
    // The dump holds what existed before the backup, and maybe some of the writes made during it.
    for (const slug of COLLECTION_SLUGS) {
      const rows = manifest.database.tables[slug.replaceAll('-', '_')]
      if (slug === 'news' || slug === 'media') expect(rows, slug).toBeGreaterThanOrEqual(before[slug]!)
      else expect(rows, slug).toBe(before[slug])
    }
    expect(manifest.database.tables.news).toBeLessThanOrEqual(before.news! + statuses.length / 2)
  }, 60_000)

  it('restore refuses while the CMS answers, and leaves the data as it is', async () => {
    const refused = await run('restore', [archive], { ...dataEnv(), CMS_URL: cms!.url })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`Refus : le CMS répond sur ${cms!.url}`)
    expect(
      readdirSync(dataDir).filter((name) => name.startsWith('avant-restauration') || name.startsWith('.restauration')),
    ).toEqual([])
  })

  it('a tampered archive is refused, naming the file, and nothing is touched', async () => {
    await cms!.stop({ keepData: true })
    cms = undefined
    const work = mkdtempSync(path.join(tmpdir(), 'commune-tampered-'))
    try {
      await extract({ file: archive, cwd: work })
      const victim =
        Object.keys(manifest.uploads.sha256).find((file) => file.startsWith('media/pendant-')) ??
        Object.keys(manifest.uploads.sha256)[0]!
      writeFileSync(path.join(work, 'uploads', victim), 'modifié après la sauvegarde')
      const tampered = path.join(work, 'altered.tar.gz')
      await create(
        { gzip: true, file: tampered, cwd: work },
        readdirSync(work).filter((name) => name !== 'altered.tar.gz'),
      )
      const state = await databaseState()
      const hashes = uploadHashes()

      const refused = await run('restore', [tampered], { ...dataEnv(), CMS_URL: await nobodyThere() })
      expect(refused.code).toBe(1)
      expect(refused.stderr).toContain('Refus : l’archive ne correspond pas à son manifeste, rien n’a été modifié')
      expect(refused.stderr).toContain(`${victim} (contenu modifié)`)
      expect(await databaseState()).toBe(state)
      expect(uploadHashes()).toEqual(hashes)
      expect(readdirSync(dataDir).filter((name) => /^(avant-restauration|\.restauration)/.test(name))).toEqual([])
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('after a wipe, restore brings back and verifies every document, file and account', async () => {
    if (onPostgres) spawnSync('psql', [database.uri, '-q', '-c', 'DROP SCHEMA public CASCADE; CREATE SCHEMA public;'])
    else
      for (const name of readdirSync(dataDir).filter((n) => n.startsWith('contract.db')))
        rmSync(path.join(dataDir, name))
    rmSync(uploadsDir(), { recursive: true })

    const restored = await run('restore', [archive], { ...dataEnv(), CMS_URL: await nobodyThere() })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain('Archive vérifiée')
    // Nothing to move aside on SQLite; the server's (empty) database is dumped aside first.
    expect(restored.stdout).toContain(
      onPostgres ? 'Données actuelles mises de côté (rien n’est supprimé)' : 'Aucune donnée actuelle à mettre de côté.',
    )
    expect(restored.stdout).toContain('Vérification réussie')
    expect(uploadHashes()).toEqual(manifest.uploads.sha256)
    expect(await tableCounts(database.uri)).toEqual(manifest.database.tables)

    cms = await startCms({ dataDir, databaseUri: database.uri })
    expect(await signIn()).toBe(200)
    const after = await totals()
    for (const slug of COLLECTION_SLUGS)
      expect(after[slug], slug).toBe(manifest.database.tables[slug.replaceAll('-', '_')])
    expect({ ...after, news: before.news, media: before.media }).toEqual(before)
    const item = await call('GET', `/news/${news.id}?depth=1`)
    expect(item.status).toBe(200)
    expect(item.body.title).toBe(news.title)
    expect(new URL(item.body.image.url, 'http://localhost').pathname).toBe(
      new URL(news.imageUrl, 'http://localhost').pathname,
    )
    expect((await fileBytes(news.imageUrl)).equals(news.imageBytes)).toBe(true)
  }, 240_000)

  it('restoring over existing data keeps it aside, never deleting it', async () => {
    await cms!.stop({ keepData: true })
    cms = undefined
    const previous = onPostgres ? null : readFileSync(databaseFile())
    const hashes = uploadHashes()
    const earlier = readdirSync(dataDir)

    const restored = await run('restore', [archive], { ...dataEnv(), CMS_URL: await nobodyThere() })
    expect(restored.code).toBe(0)
    // (On PostgreSQL, the restore after the wipe kept a folder too, with a dump of the empty database.)
    const [aside] = readdirSync(dataDir).filter(
      (name) => name.startsWith('avant-restauration-') && !earlier.includes(name),
    )
    expect(aside).toMatch(/^avant-restauration-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    expect(restored.stdout).toContain(
      `Données actuelles mises de côté (rien n’est supprimé) : ${path.join(dataDir, aside!)}/`,
    )
    if (previous) expect(readFileSync(path.join(dataDir, aside!, 'contract.db')).equals(previous)).toBe(true)
    else expect(existsSync(path.join(dataDir, aside!, 'database.pgdump'))).toBe(true)
    expect(uploadHashes(path.join(dataDir, aside!, 'uploads'))).toEqual(hashes)
    expect(uploadHashes()).toEqual(manifest.uploads.sha256)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restauration'))).toEqual([])
    // A dump of the current database, then a restore: tens of seconds on PostgreSQL beside the other suites.
  }, 120_000)
})
