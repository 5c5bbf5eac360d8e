// What `npm run backup` and `npm run restore` share: where the embedded default keeps its data (read from the
// same environment as the CMS), the archive's layout and the SQLite access.
import { existsSync, readFileSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

export const cmsDir = path.resolve(import.meta.dirname, '..')

// Archives and restored files hold the commune's data: owner-only, like the CMS's own files.
process.umask(0o077)

/** Name of the database file and of the manifest inside an archive. */
export const ARCHIVE_DATABASE = 'commune.db'
export const ARCHIVE_MANIFEST = 'manifest.json'
export const ARCHIVE_UPLOADS = 'uploads'
export const ARCHIVE_KIND = 'commune-cms-backup'

export const README_SECTION = 'README.md, section « Backup and restore »'

export type Manifest = {
  kind: typeof ARCHIVE_KIND
  format: 1
  createdAt: string
  source: { database: string; uploads: string }
  database: { file: string; bytes: number; lastMigration: string | null; tables: Record<string, number> }
  uploads: { files: number; bytes: number; collections: Record<string, number>; missing: string[] }
}

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1')

export function isSqliteFile(file: string): boolean {
  try {
    return readFileSync(file).subarray(0, 16).equals(SQLITE_HEADER)
  } catch {
    return false
  }
}

/** The variables Next loads from cms/.env* files when the CMS starts (`next start`), unless already set. */
function loadCmsEnv(): void {
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const file = path.join(cmsDir, name)
    if (existsSync(file)) process.loadEnvFile(file)
  }
}

export type EmbeddedData = { databaseFile: string; dataDir: string; uploadsDir: string }

/**
 * The SQLite file and uploads folder the CMS uses, resolved as it resolves them (it runs in cms/):
 * DATABASE_URI `file:…` or, when unset, DATA_DIR/commune.db; uploads in DATA_DIR/uploads (src/lib/paths.ts).
 * Null for a database server (PostgreSQL, MongoDB), which this backup does not cover.
 */
function embeddedData(uri = process.env.DATABASE_URI ?? ''): EmbeddedData | null {
  const dataDir = path.resolve(cmsDir, process.env.DATA_DIR ?? 'data')
  const uploadsDir = path.join(dataDir, 'uploads')
  if (!uri) return { databaseFile: path.join(dataDir, 'commune.db'), dataDir, uploadsDir }
  if (!uri.startsWith('file:')) return null
  // As libsql reads a file: URL: an optional //authority, percent-decoded, relative to the working directory.
  let location = uri.slice('file:'.length).replace(/[?#].*$/, '')
  if (location.startsWith('//')) location = location.slice(location.indexOf('/', 2))
  return { databaseFile: path.resolve(cmsDir, decodeURIComponent(location)), dataDir, uploadsDir }
}

/** A refusal: printed as « Refus : … », exit code 1, once the command has cleaned up after itself. */
export class Refusal extends Error {}

export function refuse(message: string): never {
  throw new Refusal(message)
}

type CommandName = 'sauvegarde' | 'restauration'

/**
 * Runs `npm run backup` or `npm run restore` on the embedded default's data, read from the CMS's own
 * environment, with the command's first argument (a folder, an archive); a database server is
 * refused. A refusal or a failure is printed in French and ends the command with exit code 1.
 */
export async function runCommand(
  name: CommandName,
  main: (data: EmbeddedData, argument: string | undefined) => Promise<void>,
): Promise<void> {
  loadCmsEnv()
  try {
    const data = embeddedData() ?? refuseDatabaseServer(name)
    await main(
      data,
      process.argv.slice(2).find((argument) => !argument.startsWith('-')),
    )
  } catch (error) {
    process.exitCode = 1
    if (error instanceof Refusal) console.error(`Refus : ${error.message}`)
    else console.error(`Échec de la ${name} :`, error)
  }
}

/** The refusal for a database server: the procedure for it is in the README. */
function refuseDatabaseServer(command: CommandName): never {
  const scheme = (process.env.DATABASE_URI ?? '').split(':')[0]
  refuse(
    `la ${command} intégrée ne concerne que la base SQLite par défaut (DATABASE_URI vide ou file:…), ` +
      `or DATABASE_URI désigne un serveur « ${scheme}: ».\n` +
      `Pour MongoDB (déploiement docker compose), suivez la procédure mongodump / mongorestore du ${README_SECTION} ; ` +
      'pour PostgreSQL, utilisez pg_dump / pg_restore.',
  )
}

export type SqliteClient = ReturnType<typeof drizzle>['$client']

/** A libsql connection (the client the CMS's adapter uses) that waits for locks instead of failing at once. */
export async function openSqlite(file: string): Promise<SqliteClient> {
  const client = drizzle({ connection: { url: pathToFileURL(file).href } }).$client
  await client.execute('PRAGMA busy_timeout = 10000')
  return client
}

/** Rows per table, and the last migration applied: what the manifest records and restore checks. */
export async function describeDatabase(
  client: SqliteClient,
): Promise<Pick<Manifest['database'], 'lastMigration' | 'tables'>> {
  const names = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  )
  const tables: Record<string, number> = {}
  for (const { name } of names.rows) {
    const count = await client.execute(`SELECT count(*) AS n FROM "${String(name).replaceAll('"', '""')}"`)
    tables[String(name)] = Number(count.rows[0]!.n)
  }
  let lastMigration: string | null = null
  if ('payload_migrations' in tables) {
    const last = await client.execute(
      "SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id DESC LIMIT 1",
    )
    lastMigration = last.rows[0] ? String(last.rows[0].name) : null
  }
  return { lastMigration, tables }
}

/** Every regular file under `dir`, as paths relative to it (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

export async function sizeOf(file: string): Promise<number> {
  return (await stat(file)).size
}

/** The content collections, by table, with their French names (singular, plural) for what the commands print. */
const CONTENT_TABLES: [table: string, one: string, many: string][] = [
  ['news', 'actualité', 'actualités'],
  ['services', 'service', 'services'],
  ['projects', 'projet', 'projets'],
  ['procedures', 'démarche', 'démarches'],
  ['investments', 'opportunité d’investissement', 'opportunités d’investissement'],
  ['gallery', 'élément de galerie', 'éléments de galerie'],
  ['media', 'image', 'images'],
  ['documents', 'document', 'documents'],
  ['decisions', 'décision', 'décisions'],
  ['contact_messages', 'message de contact', 'messages de contact'],
  ['newsletter_subscribers', 'abonné à la lettre d’information', 'abonnés à la lettre d’information'],
  ['users', 'compte administrateur', 'comptes administrateurs'],
]

/** "12 actualités, 8 services, 1 compte administrateur, …" for the content tables present. */
export function describeContent(tables: Record<string, number>): string {
  return CONTENT_TABLES.filter(([table]) => table in tables)
    .map(([table, one, many]) => `${tables[table]} ${tables[table]! > 1 ? many : one}`)
    .join(', ')
}

/** "1 fichier", "3 fichiers". */
export const count = (n: number, word: string): string => `${n} ${word}${n > 1 ? 's' : ''}`

export function formatBytes(bytes: number): string {
  const format = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })
  if (bytes < 1024) return `${bytes} octets`
  if (bytes < 1024 * 1024) return `${format(bytes / 1024)} Ko`
  return `${format(bytes / 1024 / 1024)} Mo`
}

/** `dir/name.ext`, or `dir/name-2.ext`, `dir/name-3.ext`… when it is taken: nothing is ever overwritten. */
export function unusedPath(dir: string, name: string, extension = ''): string {
  let candidate = path.join(dir, `${name}${extension}`)
  for (let n = 2; existsSync(candidate); n++) candidate = path.join(dir, `${name}-${n}${extension}`)
  return candidate
}

/** A UTC timestamp usable in a file name and sorted by time: 2026-11-22T09-05-00Z. */
export function fileTimestamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/** A path the user typed, relative to where they typed it: pnpm runs the script in cms/ and says where in INIT_CWD. */
export function userPath(value: string): string {
  const fromPnpm = ['backup', 'restore'].includes(process.env.npm_lifecycle_event ?? '') && process.env.INIT_CWD
  return path.resolve(fromPnpm || process.cwd(), value)
}
