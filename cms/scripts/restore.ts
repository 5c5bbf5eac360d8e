// `npm run restore -- <archive>`: puts the content of an `npm run backup` archive back in place of the CMS's
// database and uploads, whatever the adapter, then checks the result against the archive's manifest (rows
// per table, SHA-256 of every file). The CMS must be stopped. Nothing is deleted: the current uploads (and
// the SQLite file, or a dump of the server's database) are kept in DATA_DIR/avant-restauration-<time>/.
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import path from 'node:path'

import { extract } from 'tar'

import {
  ARCHIVE_KIND,
  ARCHIVE_MANIFEST,
  ARCHIVE_UPLOADS,
  count,
  describeContent,
  fileTimestamp,
  filesUnder,
  frenchDate,
  type Manifest,
  refuse,
  runCommand,
  unusedPath,
  userPath,
} from './backup-common.ts'
import { operationsOf } from './backup/databases.ts'
import { firstOf, move, sha256Of, uploadDifferences } from './backup/files.ts'

/** What answers at the CMS's address, or null when nothing listens there. */
async function cmsAnswer(url: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/auth/me`, { signal: AbortSignal.timeout(5000) })
    return `réponse HTTP ${response.status}`
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'le port est ouvert mais ne répond pas' : null
  }
}

const ENTRY_TYPES = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory'])
const DATABASE_FILES = new Set(['commune.db', 'database.pgdump', 'database.archive.gz'])
const isArchiveEntry = (entryPath: string) =>
  entryPath === ARCHIVE_MANIFEST ||
  DATABASE_FILES.has(entryPath) ||
  entryPath === ARCHIVE_UPLOADS ||
  entryPath.startsWith(`${ARCHIVE_UPLOADS}/`)

/** Unpacks the archive into `staging` and reads its manifest; refuses anything but an `npm run backup` archive. */
async function unpack(archive: string, staging: string): Promise<Manifest> {
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
  if (unexpected.length > 0)
    refuse(`l’archive contient des éléments étrangers à une sauvegarde du CMS (${firstOf(unexpected)}).`)
  let manifest: Manifest
  try {
    manifest = JSON.parse(readFileSync(path.join(staging, ARCHIVE_MANIFEST), 'utf8')) as Manifest
  } catch {
    refuse(`${ARCHIVE_MANIFEST} manque ou est illisible dans ${archive} : ce n’est pas une archive de npm run backup.`)
  }
  if (manifest.kind !== ARCHIVE_KIND || (manifest.format !== 1 && manifest.format !== 2))
    refuse(`${archive} n’est pas une archive de npm run backup (format inconnu).`)
  return manifest
}

/** The tables whose rows differ from the manifest's, as "news : 12 au lieu de 13". */
function countDifferences(actual: Record<string, number>, expected: Record<string, number>): string[] {
  return Object.entries(expected)
    .filter(([table, n]) => actual[table] !== n)
    .map(([table, n]) => `${table} : ${actual[table] ?? 'absente'} au lieu de ${n}`)
}

await runCommand('restauration', async ({ database, dataDir, uploadsDir }) => {
  const archiveArgument = process.argv.slice(2).find((argument) => !argument.startsWith('-'))
  if (!archiveArgument) refuse('indiquez l’archive à restaurer : npm run restore -- backups/commune-….tar.gz')
  const archive = userPath(archiveArgument)
  if (!existsSync(archive)) refuse(`l’archive ${archive} n’existe pas.`)

  // 1. The CMS must be stopped: it would go on writing to the database and uploads being replaced.
  const cmsUrl = (process.env.CMS_URL ?? `http://localhost:${process.env.CMS_PORT ?? '3000'}`).replace(/\/+$/, '')
  const answer = await cmsAnswer(cmsUrl)
  if (answer) {
    refuse(
      `le CMS répond sur ${cmsUrl} (${answer}). Arrêtez-le avant de restaurer, puis relancez cette commande.\n` +
        '(Si un autre programme occupe cette adresse, indiquez celle du CMS avec CMS_URL ou CMS_PORT.)',
    )
  }
  const operations = await operationsOf(database)
  const holders = operations.holders?.() ?? []
  if (holders.length > 0)
    refuse(
      `la base ${database.label} est ouverte par le processus ${holders.join(', ')} : arrêtez le CMS avant de restaurer.`,
    )
  await operations.ready()

  // 2. The archive is unpacked beside the data and checked before anything in place is touched.
  await mkdir(dataDir, { recursive: true })
  const staging = await mkdtemp(path.join(dataDir, '.restauration-en-cours-'))
  try {
    const manifest = await unpack(archive, staging)
    const adapter = manifest.database.adapter ?? 'sqlite'
    if (adapter !== database.adapter || manifest.database.file !== operations.archiveFile)
      refuse(`cette archive est celle d’une base ${adapter}, or DATABASE_URI désigne ${database.label}.`)
    const dump = path.join(staging, manifest.database.file)
    if (!existsSync(dump)) refuse(`${manifest.database.file} manque dans l’archive.`)
    if (manifest.database.sha256 && (await sha256Of(dump)) !== manifest.database.sha256)
      refuse(
        `le fichier ${manifest.database.file} de l’archive a été modifié depuis la sauvegarde (empreinte SHA-256 différente).`,
      )
    await operations.check(dump, manifest, staging)
    const stagedUploads = path.join(staging, ARCHIVE_UPLOADS)
    const hashes = manifest.uploads.sha256
    if (hashes) {
      const differences = await uploadDifferences(stagedUploads, hashes)
      if (differences.length > 0)
        refuse(`l’archive ne correspond pas à son manifeste, rien n’a été modifié : ${firstOf(differences)}.`)
    } else if ((await filesUnder(stagedUploads)).length !== manifest.uploads.files) {
      refuse(`l’archive ne contient pas les ${count(manifest.uploads.files, 'fichier')} annoncés par son manifeste.`)
    }
    console.log(
      `Archive vérifiée : ${archive} (sauvegarde du ${frenchDate(new Date(manifest.createdAt))}, ${database.adapter}, ` +
        `${hashes ? 'empreintes SHA-256 conformes' : 'base intègre'})`,
    )

    // 3. The archive's content takes the place of the current data, which is kept aside.
    const aside = unusedPath(dataDir, `avant-restauration-${fileTimestamp()}`)
    await mkdir(aside)
    try {
      const kept = await operations.replace(dump, aside, staging, manifest)
      if (existsSync(uploadsDir)) {
        await move(uploadsDir, path.join(aside, 'uploads'))
        kept.push('uploads')
      }
      if (existsSync(stagedUploads)) await move(stagedUploads, uploadsDir)
      else await mkdir(uploadsDir, { recursive: true })
      if (kept.length > 0)
        console.log(`Données actuelles mises de côté (rien n’est supprimé) : ${aside}/ (${kept.join(', ')})`)
      else console.log('Aucune donnée actuelle à mettre de côté.')
    } catch (error) {
      console.error(`Les données précédentes sont intactes dans ${aside}/ ou à leur place.`)
      throw error
    } finally {
      if ((await readdir(aside)).length === 0) await rm(aside, { recursive: true })
    }
    const content = describeContent(manifest.database.tables)
    console.log(`Base restaurée : ${database.label}${content ? ` — ${content}` : ''}`)
    console.log(`Fichiers envoyés restaurés : ${uploadsDir} (${count(manifest.uploads.files, 'fichier')})`)

    // 4. What is in place now is checked against the manifest.
    const { tables } = await operations.state()
    const problems = countDifferences(tables, manifest.database.tables).map((line) => `table ${line}`)
    if (hashes) problems.push(...(await uploadDifferences(uploadsDir, hashes)).map((line) => `fichier ${line}`))
    if (problems.length > 0) {
      process.exitCode = 1
      console.error(`Vérification échouée : la restauration ne correspond pas au manifeste (${firstOf(problems, 10)}).`)
      return
    }
    const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0)
    console.log(
      `Vérification réussie : ${count(Object.keys(manifest.database.tables).length, 'table')} et ${count(rows, 'ligne')} ` +
        `comme dans le manifeste${hashes ? `, ${count(Object.keys(hashes).length, 'fichier')} aux empreintes SHA-256 identiques` : ''}.`,
    )
    console.log(
      'Démarrez le CMS : il reprend ce contenu (et applique au démarrage les migrations plus récentes que la sauvegarde).',
    )
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
})
