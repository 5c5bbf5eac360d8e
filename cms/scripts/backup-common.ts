// What `npm run backup` and `npm run restore` share: the data the CMS uses (read from the same environment
// as the CMS), the archive's layout, and how a command reports in French.
import { existsSync } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'

import { databaseOf, type Database } from './backup/databases.ts'

export const cmsDir = path.resolve(import.meta.dirname, '..')

// Archives and restored files hold the commune's data: owner-only, like the CMS's own files.
process.umask(0o077)

/** Names inside an archive: the manifest and the uploads folder (the database's file depends on the adapter). */
export const ARCHIVE_MANIFEST = 'manifest.json'
export const ARCHIVE_UPLOADS = 'uploads'
export const ARCHIVE_KIND = 'commune-cms-backup'

export const README_SECTION = 'README.md, section « Backup and restore »'

export type DatabaseState = {
  lastMigration: string | null
  /** Rows per table (documents per collection on MongoDB). */
  tables: Record<string, number>
  /** The upload files the database names, relative to the uploads folder (when the adapter can tell). */
  referenced?: string[]
}

export type Manifest = {
  kind: typeof ARCHIVE_KIND
  /** 1: SQLite only, no file hashes (archives of earlier versions); 2: any adapter, with SHA-256 hashes. */
  format: 1 | 2
  createdAt: string
  source: { database: string; uploads: string }
  database: {
    adapter?: Database['adapter']
    /** The database's name on its server (MongoDB). */
    name?: string
    file: string
    bytes: number
    sha256?: string
    lastMigration: string | null
    tables: Record<string, number>
  }
  uploads: {
    files: number
    bytes: number
    collections: Record<string, number>
    missing: string[]
    /** SHA-256 (hex) of every file, by path relative to the uploads folder, with / separators. */
    sha256?: Record<string, string>
  }
}

/** The variables Next loads from cms/.env* files when the CMS starts (`next start`), unless already set. */
function loadCmsEnv(): void {
  for (const name of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    const file = path.join(cmsDir, name)
    if (existsSync(file)) process.loadEnvFile(file)
  }
}

export type CmsData = { database: Database; dataDir: string; uploadsDir: string }

/** The database and uploads folder the CMS uses, resolved as it resolves them (it runs in cms/, src/lib/paths.ts). */
function cmsData(uri = process.env.DATABASE_URI ?? ''): CmsData {
  const dataDir = path.resolve(cmsDir, process.env.DATA_DIR ?? 'data')
  return { database: databaseOf(uri, dataDir), dataDir, uploadsDir: path.join(dataDir, 'uploads') }
}

/** A refusal: printed as « Refus : … », exit code 1, once the command has cleaned up after itself. */
export class Refusal extends Error {}

export function refuse(message: string): never {
  throw new Refusal(message)
}

export type CommandName = 'sauvegarde' | 'restauration'

/**
 * Runs `npm run backup` or `npm run restore` once on the CMS's data, read from its own environment.
 * A refusal or a failure is printed in French; the result is false then (and the exit code 1).
 */
export async function runCommand(name: CommandName, main: (data: CmsData) => Promise<void>): Promise<boolean> {
  loadCmsEnv()
  try {
    await main(cmsData())
    return true
  } catch (error) {
    process.exitCode = 1
    if (error instanceof Refusal) console.error(`Refus : ${error.message}`)
    else console.error(`Échec de la ${name} :`, error)
    return false
  }
}

/** Every regular file under `dir`, as paths relative to it with / separators (none when it does not exist). */
export async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
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

/** "12 actualités, 8 services, 1 compte administrateur, …" for the content tables (or collections) present. */
export function describeContent(tables: Record<string, number>): string {
  return CONTENT_TABLES.map(([table, one, many]) => [tables[table] ?? tables[table.replaceAll('_', '-')], one, many])
    .filter((entry): entry is [number, string, string] => entry[0] !== undefined)
    .map(([n, one, many]) => `${n} ${n > 1 ? many : one}`)
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

/** « 26 novembre 2026 à 09:05 UTC ». */
export const frenchDate = (date: Date): string =>
  `${date.toLocaleString('fr-FR', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC`

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
