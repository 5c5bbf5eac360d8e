// `npm run restore -- <archive>`: puts the content of an `npm run backup` archive back in place of the embedded
// default's database and uploads. The CMS must be stopped. Nothing is deleted: the current database (with
// its -wal/-shm/-journal files) and uploads are moved aside into DATA_DIR/avant-restauration-<time>/.
import { existsSync, readFileSync, readdirSync, readlinkSync, realpathSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import path from 'node:path'

import { extract } from 'tar'

import {
  ARCHIVE_DATABASE,
  ARCHIVE_KIND,
  ARCHIVE_MANIFEST,
  ARCHIVE_UPLOADS,
  count,
  describeContent,
  describeDatabase,
  fileTimestamp,
  filesUnder,
  isSqliteFile,
  openSqlite,
  refuse,
  runCommand,
  unusedPath,
  userPath,
  type Manifest,
} from './backup-common.ts'

/** What answers at the CMS's address, or null when nothing listens there. */
async function cmsAnswer(url: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/auth/me`, { signal: AbortSignal.timeout(5000) })
    return `réponse HTTP ${response.status}`
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'le port est ouvert mais ne répond pas' : null
  }
}

/** Processes that hold one of `files` open (Linux, where /proc tells; elsewhere none are found). */
function processesUsing(files: string[]): string[] {
  const wanted = new Set(files.filter((file) => existsSync(file)).map((file) => realpathSync(file)))
  if (wanted.size === 0 || !existsSync('/proc/self/fd')) return []
  const found: string[] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => wanted.has(readlinkSync(`/proc/${pid}/fd/${fd}`)))) {
        const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()
        found.push(`${pid} (${command.slice(0, 80)})`)
      }
    } catch {
      // gone meanwhile, or not ours to look at
    }
  }
  return found
}

/** A rename, or a copy then removal of the original when the target is on another file system. */
async function move(from: string, to: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true })
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await cp(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: true, force: false })
    await rm(from, { recursive: true })
  }
}

const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory'])
const isArchiveEntry = (entryPath: string) =>
  entryPath === ARCHIVE_MANIFEST ||
  entryPath === ARCHIVE_DATABASE ||
  entryPath === ARCHIVE_UPLOADS ||
  entryPath.startsWith(`${ARCHIVE_UPLOADS}/`)

await runCommand('restauration', async (data, archiveArgument) => {
  if (!archiveArgument) refuse('indiquez l’archive à restaurer : npm run restore -- backups/commune-….tar.gz')
  const archive = userPath(archiveArgument)
  if (!existsSync(archive)) refuse(`l’archive ${archive} n’existe pas.`)

  // 1. The CMS must be stopped: it keeps the database open and would go on writing to the file moved aside.
  const cmsUrl = (process.env.CMS_URL ?? `http://localhost:${process.env.CMS_PORT ?? '3000'}`).replace(/\/+$/, '')
  const answer = await cmsAnswer(cmsUrl)
  if (answer) {
    refuse(
      `le CMS répond sur ${cmsUrl} (${answer}). Arrêtez-le avant de restaurer, puis relancez cette commande.\n` +
        '(Si un autre programme occupe cette adresse, indiquez celle du CMS avec CMS_URL ou CMS_PORT.)',
    )
  }
  const databaseFiles = ['', '-wal', '-shm', '-journal'].map((suffix) => `${data.databaseFile}${suffix}`)
  const holders = processesUsing(databaseFiles)
  if (holders.length > 0)
    refuse(
      `la base ${data.databaseFile} est ouverte par le processus ${holders.join(', ')} : arrêtez le CMS avant de restaurer.`,
    )

  // 2. The archive is unpacked beside the data and checked before anything in place is touched.
  await mkdir(data.dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(data.dataDir, '.restauration-en-cours-'))
  let manifest: Manifest
  try {
    const unexpected: string[] = []
    try {
      await extract({
        file: archive,
        cwd: staging,
        strict: true,
        filter: (entryPath, entry) => {
          const normalized = entryPath.replace(/^(\.\/)+/, '').replace(/\/+$/, '')
          const ok = isArchiveEntry(normalized) && (!('type' in entry) || ENTRY_TYPES.has(entry.type))
          if (!ok) unexpected.push(entryPath)
          return ok
        },
      })
    } catch (error) {
      refuse(`l’archive ${archive} est illisible (${(error as Error).message}).`)
    }
    if (unexpected.length > 0) {
      refuse(
        `l’archive contient des éléments étrangers à une sauvegarde du CMS (${unexpected.slice(0, 5).join(', ')}).`,
      )
    }

    const manifestFile = path.join(staging, ARCHIVE_MANIFEST)
    try {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
    } catch {
      refuse(
        `${ARCHIVE_MANIFEST} manque ou est illisible dans ${archive} : ce n’est pas une archive de npm run backup.`,
      )
    }
    if (manifest.kind !== ARCHIVE_KIND || manifest.format !== 1)
      refuse(`${archive} n’est pas une archive de npm run backup (format inconnu).`)

    const database = path.join(staging, ARCHIVE_DATABASE)
    if (!isSqliteFile(database)) refuse(`${ARCHIVE_DATABASE} manque dans l’archive ou n’est pas une base SQLite.`)
    const client = await openSqlite(database)
    try {
      const check = await client.execute('PRAGMA quick_check')
      if (String(check.rows[0]?.quick_check) !== 'ok')
        refuse(`la base de l’archive est endommagée (${String(check.rows[0]?.quick_check)}).`)
      const { tables } = await describeDatabase(client)
      const differs = Object.keys({ ...tables, ...manifest.database.tables }).filter(
        (table) => tables[table] !== manifest.database.tables[table],
      )
      if (differs.length > 0)
        refuse(`la base de l’archive ne correspond pas à son manifeste (tables ${differs.slice(0, 5).join(', ')}).`)
    } finally {
      client.close()
    }
    const uploads = await filesUnder(path.join(staging, ARCHIVE_UPLOADS))
    if (uploads.length !== manifest.uploads.files) {
      refuse(
        `l’archive contient ${count(uploads.length, 'fichier')} envoyé(s), son manifeste en annonce ${manifest.uploads.files}.`,
      )
    }
    const createdAt = new Date(manifest.createdAt).toLocaleString('fr-FR', {
      timeZone: 'UTC',
      dateStyle: 'long',
      timeStyle: 'short',
    })
    console.log(`Archive vérifiée : ${archive} (sauvegarde du ${createdAt} UTC, base intègre)`)

    // 3. The current data is moved aside, never deleted.
    const current = [...databaseFiles, data.uploadsDir].filter((file) => existsSync(file))
    if (current.length > 0) {
      const aside = unusedPath(data.dataDir, `avant-restauration-${fileTimestamp()}`)
      for (const file of current) await move(file, path.join(aside, path.basename(file)))
      console.log(
        `Données actuelles mises de côté (rien n’est supprimé) : ${aside}/ (${current.map((file) => path.basename(file)).join(', ')})`,
      )
    } else {
      console.log('Aucune donnée actuelle à mettre de côté.')
    }

    // 4. The archive's content takes their place.
    try {
      await move(database, data.databaseFile)
      const restoredUploads = path.join(staging, ARCHIVE_UPLOADS)
      if (existsSync(restoredUploads)) await move(restoredUploads, data.uploadsDir)
      else await mkdir(data.uploadsDir, { recursive: true })
    } catch (error) {
      console.error('Les données précédentes sont intactes dans le dossier avant-restauration indiqué ci-dessus.')
      throw error
    }
    console.log(
      `Base restaurée : ${data.databaseFile}${describeContent(manifest.database.tables) ? ` — ${describeContent(manifest.database.tables)}` : ''}`,
    )
    console.log(`Fichiers envoyés restaurés : ${data.uploadsDir} (${count(uploads.length, 'fichier')})`)
    console.log(
      'Démarrez le CMS : il reprend ce contenu (et applique au démarrage les migrations plus récentes que la sauvegarde).',
    )
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
})
