// `npm run backup [-- folder]`: one archive of the embedded default's content (SQLite database and uploads),
// safe to take while the CMS runs. The database is copied first, with SQLite's VACUUM INTO: it reads one
// consistent state inside a single read transaction (the CMS's writes wait for it, see src/storage/db.ts). The
// uploads are copied after it: the CMS writes an upload's file before the document that names it, so
// every file the copied database names is already on disk (files added since are harmless extras).
import { chmod, copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { create } from 'tar'

import {
  ARCHIVE_DATABASE,
  ARCHIVE_KIND,
  ARCHIVE_MANIFEST,
  ARCHIVE_UPLOADS,
  cmsDir,
  count,
  describeContent,
  describeDatabase,
  fileTimestamp,
  filesUnder,
  formatBytes,
  isSqliteFile,
  openSqlite,
  refuse,
  runCommand,
  sizeOf,
  unusedPath,
  userPath,
  type Manifest,
  type SqliteClient,
} from './backup-common.ts'

/** The upload files a database names: `filename` and `sizes_*_filename` columns of the upload collections. */
async function referencedFiles(client: SqliteClient, tables: string[]): Promise<string[]> {
  const files: string[] = []
  for (const table of tables.filter((name) => !name.startsWith('payload_') && !name.endsWith('_v'))) {
    const quoted = `"${table.replaceAll('"', '""')}"`
    const columns = (await client.execute(`PRAGMA table_info(${quoted})`)).rows
      .map((row) => String(row.name))
      .filter((name) => name === 'filename' || /^sizes_.+_filename$/.test(name))
    if (!columns.includes('filename')) continue
    for (const column of columns) {
      const rows = await client.execute(`SELECT "${column}" AS f FROM ${quoted} WHERE "${column}" IS NOT NULL`)
      // An upload collection's folder is its slug (src/lib/paths.ts): the table name, hyphens for underscores.
      for (const row of rows.rows) files.push(path.join(table.replaceAll('_', '-'), String(row.f)))
    }
  }
  return files
}

await runCommand('sauvegarde', async (data, folderArgument) => {
  if (!isSqliteFile(data.databaseFile)) {
    refuse(
      `aucune base SQLite à ${data.databaseFile}.\n` +
        'Vérifiez DATABASE_URI et DATA_DIR (les mêmes que pour le CMS) ; la base est créée au premier démarrage du CMS.',
    )
  }

  const backupDir = folderArgument
    ? userPath(folderArgument)
    : path.resolve(cmsDir, process.env.BACKUP_DIR ?? 'backups')
  await mkdir(backupDir, { recursive: true, mode: 0o700 })

  const createdAt = new Date()
  const archive = unusedPath(backupDir, `commune-${fileTimestamp(createdAt)}`, '.tar.gz')

  // Everything is put together in a folder of its own, then archived: the archive appears complete or not at all.
  const staging = await mkdtemp(path.join(backupDir, '.sauvegarde-en-cours-'))
  try {
    // 1. The database, in one consistent state.
    const snapshot = path.join(staging, ARCHIVE_DATABASE)
    const source = await openSqlite(data.databaseFile)
    try {
      await source.execute({ sql: 'VACUUM INTO ?', args: [snapshot] })
    } finally {
      source.close()
    }
    const copy = await openSqlite(snapshot)
    let database: Pick<Manifest['database'], 'lastMigration' | 'tables'>
    let referenced: string[]
    try {
      database = await describeDatabase(copy)
      referenced = await referencedFiles(copy, Object.keys(database.tables))
    } finally {
      copy.close()
    }

    // 2. The uploads, after the database: a file deleted in between is skipped (only its document names it).
    const uploadsCopy = path.join(staging, ARCHIVE_UPLOADS)
    await mkdir(uploadsCopy)
    const copied = new Set<string>()
    const collections: Record<string, number> = {}
    let uploadBytes = 0
    for (const file of await filesUnder(data.uploadsDir)) {
      const target = path.join(uploadsCopy, file)
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await copyFile(path.join(data.uploadsDir, file), target)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      copied.add(file)
      uploadBytes += await sizeOf(target)
      const collection = file.split(path.sep)[0]!
      collections[collection] = (collections[collection] ?? 0) + 1
    }
    const missing = referenced.filter((file) => !copied.has(file))

    // 3. The manifest, then the archive.
    const manifest: Manifest = {
      kind: ARCHIVE_KIND,
      format: 1,
      createdAt: createdAt.toISOString(),
      source: { database: data.databaseFile, uploads: data.uploadsDir },
      database: { file: ARCHIVE_DATABASE, bytes: await sizeOf(snapshot), ...database },
      uploads: { files: copied.size, bytes: uploadBytes, collections, missing },
    }
    await writeFile(path.join(staging, ARCHIVE_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    const partial = path.join(staging, 'archive.tar.gz')
    await create({ gzip: true, file: partial, cwd: staging, portable: true }, [
      ARCHIVE_MANIFEST,
      ARCHIVE_DATABASE,
      ARCHIVE_UPLOADS,
    ])
    // Accounts, contact messages and subscribers are personal data: the archive is for its owner only.
    await chmod(partial, 0o600)
    await rename(partial, archive)

    const perCollection = Object.entries(collections)
      .map(([collection, count]) => `${collection} : ${count}`)
      .join(', ')
    console.log(`Sauvegarde terminée : ${archive} (${formatBytes(await sizeOf(archive))})`)
    console.log(
      `  Base de données : copie cohérente de ${data.databaseFile} (${formatBytes(manifest.database.bytes)}), prise sans arrêter le CMS`,
    )
    if (describeContent(database.tables)) console.log(`    ${describeContent(database.tables)}`)
    console.log(
      `  Fichiers envoyés : ${count(copied.size, 'fichier')} (${formatBytes(uploadBytes)}) de ${data.uploadsDir}${perCollection ? ` — ${perCollection}` : ''}`,
    )
    console.log('  Manifeste : manifest.json (date, origine, nombre de lignes par table, fichiers)')
    if (missing.length > 0) {
      console.warn(
        `Attention : ${missing.length} fichier(s) nommé(s) par la base manquent dans ${data.uploadsDir} ` +
          `(absents du dossier, ou supprimés pendant la sauvegarde) : ${missing.slice(0, 10).join(', ')}${missing.length > 10 ? ', …' : ''}`,
      )
    }
    console.log('L’archive contient des données personnelles (comptes, messages, abonnés) : conservez-la en lieu sûr.')
    console.log(`Pour restaurer, CMS arrêté : npm run restore -- ${archive}`)
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
})
