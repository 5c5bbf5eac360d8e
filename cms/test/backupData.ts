import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { list } from 'tar'

/** What backup.test.ts reads beside the CMS: the commands' output, the archive, the data on disk. */
const cmsDir = path.resolve(import.meta.dirname, '..')

export type Run = { code: number | null; stdout: string; stderr: string }

/** Runs `node scripts/<script>.ts` as an administrator would, with the CMS's data settings. */
export function runScript(script: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
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

export const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

/** Every file under `dir` with its SHA-256, by path relative to it. */
export function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {}
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name)
    hashes[path.relative(dir, file).split(path.sep).join('/')] = sha256(file)
  }
  return hashes
}

/** Rows per table of the database `uri` names (a SQLite file: or PostgreSQL), read from the database itself. */
export async function tableCounts(uri: string): Promise<Record<string, number>> {
  // PostgreSQL: one query, whatever the number of tables.
  const sql =
    "SELECT name || '=' || (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I', name), false, true, '')))[1]::text " +
    "FROM (SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE') t"
  const lines = uri.startsWith('postgres')
    ? spawnSync('psql', [uri, '-tAc', sql], { encoding: 'utf8' }).stdout.trim().split('\n')
    : await sqliteCounts(uri)
  return Object.fromEntries(lines.map((line) => line.split('=')).map(([table, n]) => [table!, Number(n)]))
}

async function sqliteCounts(uri: string): Promise<string[]> {
  // A connection of its own, closed afterwards: restore refuses while a process holds the file.
  const client = drizzle({ connection: { url: uri } }).$client
  try {
    const tables = await client.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    )
    const lines: string[] = []
    for (const { name } of tables.rows) {
      const { rows } = await client.execute(`SELECT count(*) AS n FROM "${String(name)}"`)
      lines.push(`${String(name)}=${Number(rows[0]!.n)}`)
    }
    return lines
  } finally {
    client.close()
  }
}

/** The archive's entries and its manifest. */
export async function readArchive(archive: string): Promise<{ entries: string[]; manifest: any }> {
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
