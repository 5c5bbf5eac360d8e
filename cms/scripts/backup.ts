// `npm run backup [-- folder] [--keep N] [--every hours]`: one archive of the CMS's content (database and
// uploads), safe to take while the CMS runs, whatever the adapter:
// - the database first, as one consistent state: SQLite's VACUUM INTO (one read transaction), pg_dump from
//   an exported snapshot, or mongodump; its row counts come from that same state;
// - the uploads after it, each with its SHA-256: the CMS writes an upload's file before the document that
//   names it, so every file the dump names is already on disk (files added since are harmless extras).
// --keep N (or BACKUP_KEEP) then deletes the oldest archives beyond N; --every H repeats it every H hours.
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { chmod, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'

import { create } from 'tar'

import {
  ARCHIVE_KIND,
  ARCHIVE_MANIFEST,
  ARCHIVE_UPLOADS,
  cmsDir,
  count,
  type CmsData,
  describeContent,
  fileTimestamp,
  formatBytes,
  frenchDate,
  type Manifest,
  refuse,
  runCommand,
  sizeOf,
  unusedPath,
  userPath,
} from './backup-common.ts'
import { operationsOf } from './backup/databases.ts'
import { copyUploads, firstOf } from './backup/files.ts'
import { positiveNumber, pruneArchives } from './backup/retention.ts'

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'string' }, every: { type: 'string' } },
})

async function backup({ database, uploadsDir }: CmsData): Promise<void> {
  const keep = positiveNumber(options.keep ?? process.env.BACKUP_KEEP, '--keep (BACKUP_KEEP)', refuse)
  const operations = await operationsOf(database)
  await operations.ready()

  const backupDir = positionals[0]
    ? userPath(positionals[0])
    : path.resolve(cmsDir, process.env.BACKUP_DIR ?? 'backups')
  await mkdir(backupDir, { recursive: true, mode: 0o700 })
  const createdAt = new Date()
  const archive = unusedPath(backupDir, `commune-${fileTimestamp(createdAt)}`, '.tar.gz')

  // Everything is put together in a folder of its own, then archived: the archive appears complete or not at all.
  const staging = await mkdtemp(path.join(backupDir, '.sauvegarde-en-cours-'))
  try {
    // 1. The database, in one consistent state.
    const dump = path.join(staging, operations.archiveFile)
    const { referenced = [], ...state } = await operations.dump(dump, staging)
    const hash = createHash('sha256')
    await pipeline(createReadStream(dump), hash)

    // 2. The uploads, after the database: a file deleted in between is skipped (only its document names it).
    const uploads = await copyUploads(uploadsDir, path.join(staging, ARCHIVE_UPLOADS))
    const missing = referenced.filter((file) => !(file in uploads.sha256))

    // 3. The manifest, then the archive.
    const manifest: Manifest = {
      kind: ARCHIVE_KIND,
      format: 2,
      createdAt: createdAt.toISOString(),
      source: { database: database.label, uploads: uploadsDir },
      database: {
        adapter: database.adapter,
        ...(operations.name ? { name: operations.name } : {}),
        file: operations.archiveFile,
        bytes: await sizeOf(dump),
        sha256: hash.digest('hex'),
        ...state,
      },
      uploads: { ...uploads, missing },
    }
    await writeFile(path.join(staging, ARCHIVE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = path.join(staging, 'archive.tar.gz')
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      ARCHIVE_MANIFEST,
      operations.archiveFile,
      ARCHIVE_UPLOADS,
    ])
    // Accounts, contact messages and subscribers are personal data: the archive is for its owner only.
    await chmod(partial, 0o600)
    await rename(partial, archive)

    const perCollection = Object.entries(uploads.collections)
      .map(([collection, n]) => `${collection} : ${n}`)
      .join(', ')
    console.log(`Sauvegarde terminée : ${archive} (${formatBytes(await sizeOf(archive))})`)
    console.log(
      `  Base de données : copie cohérente de ${database.label} (${formatBytes(manifest.database.bytes)}), prise sans arrêter le CMS`,
    )
    if (describeContent(state.tables)) console.log(`    ${describeContent(state.tables)}`)
    console.log(
      `  Fichiers envoyés : ${count(uploads.files, 'fichier')} (${formatBytes(uploads.bytes)}) de ${uploadsDir}${perCollection ? ` — ${perCollection}` : ''}`,
    )
    console.log(
      '  Manifeste : manifest.json (date, origine, nombre de lignes par table, empreinte SHA-256 de chaque fichier)',
    )
    if (missing.length > 0) {
      console.warn(
        `Attention : ${missing.length} fichier(s) nommé(s) par la base manquent dans ${uploadsDir} ` +
          `(absents du dossier, ou supprimés pendant la sauvegarde) : ${firstOf(missing, 10)}`,
      )
    }
    console.log('L’archive contient des données personnelles (comptes, messages, abonnés) : conservez-la en lieu sûr.')
    console.log(`Pour restaurer, CMS arrêté : npm run restore -- ${archive}`)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }

  if (keep !== undefined) {
    const deleted = await pruneArchives(backupDir, keep)
    if (deleted.length > 0)
      console.log(
        `Rotation : ${deleted.length > 1 ? `${deleted.length} anciennes archives supprimées` : '1 ancienne archive supprimée'} ` +
          `(${keep === 1 ? 'seule la plus récente est gardée' : `les ${keep} plus récentes sont gardées`}) : ${deleted.join(', ')}`,
      )
  }
}

const every = options.every === undefined ? undefined : Number(options.every)
if (every !== undefined && !(every > 0)) {
  console.error(`Refus : --every attend un nombre d’heures positif (reçu « ${options.every} »).`)
  process.exit(1)
}
if (every === undefined) {
  await runCommand('sauvegarde', backup)
} else {
  // The scheduled backup (docker compose's `backup` service): a failure is printed, and the next one still runs.
  // `docker compose stop` sends SIGTERM to process 1, which has no default handler: the command ends at
  // once between two backups, or as soon as the backup under way is written.
  let running = false
  let stopping = false
  const stop = () => {
    if (!running) process.exit(0)
    stopping = true
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  for (;;) {
    running = true
    const ok = await runCommand('sauvegarde', backup)
    running = false
    if (stopping) process.exit()
    process.exitCode = 0
    const next = new Date(Date.now() + every * 3_600_000)
    console.log(`${ok ? '' : 'La sauvegarde a échoué. '}Prochaine sauvegarde le ${frenchDate(next)}.`)
    await sleep(every * 3_600_000)
  }
}
