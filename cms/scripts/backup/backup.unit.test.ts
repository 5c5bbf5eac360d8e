import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { databaseOf, withoutPassword } from './databases.ts'
import {
  databaseName,
  dumpedCounts,
  MONGODB_TOOLS_MISSING,
  mongodumpArguments,
  mongorestoreArguments,
  serverUri,
} from './mongodb.ts'
import { connectionFor, pgDumpArguments, pgRestoreArguments } from './postgres.ts'
import { archivesToDelete } from './retention.ts'

const cmsDir = path.resolve(import.meta.dirname, '../..')

/** `node scripts/<script>.ts` with a PATH where no database tool is found. */
function runWithoutTools(script: string, env: Record<string, string>) {
  const backupDir = mkdtempSync(path.join(tmpdir(), 'commune-backups-'))
  try {
    const result = spawnSync(process.execPath, [path.join(cmsDir, 'scripts', script), backupDir], {
      cwd: cmsDir,
      env: { ...process.env, PATH: '/nonexistent', MONGODB_TOOLS_DIR: '', ...env },
      encoding: 'utf8',
    })
    return { ...result, left: readdirSync(backupDir) }
  } finally {
    rmSync(backupDir, { recursive: true, force: true })
  }
}

describe('backup commands without a server', () => {
  it('picks the adapter from DATABASE_URI and never shows a password', () => {
    expect(databaseOf('', '/data')).toMatchObject({ adapter: 'sqlite', file: '/data/commune.db' })
    expect(databaseOf('file:/tmp/x.db', '/data')).toMatchObject({ adapter: 'sqlite', file: '/tmp/x.db' })
    const pg = databaseOf('postgres://commune:s3cret@db:5432/commune', '/data')
    expect(pg).toMatchObject({ adapter: 'postgres' })
    expect(pg.label).not.toContain('s3cret')
    expect(databaseOf('mongodb://u:p@mongo:27017/commune?authSource=admin', '/data').adapter).toBe('mongodb')
    expect(withoutPassword('mongodb://u:p@mongo/commune')).toBe('mongodb://u:***@mongo/commune')
  })

  it('keeps the newest archives, by the time in their names, and nothing else', () => {
    const names = [
      'commune-2026-11-20T09-00-00Z.tar.gz',
      'commune-2026-11-22T09-00-00Z.tar.gz',
      'commune-2026-11-22T09-00-00Z-2.tar.gz',
      'commune-2026-11-21T09-00-00Z.tar.gz',
      'commune-ancienne.tar.gz',
      'notes.txt',
      '.sauvegarde-en-cours-abc',
    ]
    expect(archivesToDelete(names, 2)).toEqual([
      'commune-2026-11-21T09-00-00Z.tar.gz',
      'commune-2026-11-20T09-00-00Z.tar.gz',
    ])
    expect(archivesToDelete(names, 10)).toEqual([])
  })

  it('passes PostgreSQL its password in the environment, not on the command line', () => {
    const { dbname, env } = connectionFor('postgres://commune:p%40ss@db:5432/commune?sslmode=disable')
    expect(dbname).toBe('postgres://commune@db:5432/commune?sslmode=disable')
    expect(env).toEqual({ PGPASSWORD: 'p@ss' })
    expect(pgDumpArguments(dbname, '/b/database.pgdump', '00000003-1')).toEqual([
      '--format=custom',
      '--snapshot=00000003-1',
      '--no-password',
      '--file=/b/database.pgdump',
      `--dbname=${dbname}`,
    ])
    expect(pgRestoreArguments(dbname, '/r/database.pgdump')).toEqual([
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--no-password',
      `--dbname=${dbname}`,
      '/r/database.pgdump',
    ])
  })

  it('builds the MongoDB tools’ arguments and reads their counts', () => {
    const uri = 'mongodb://commune:pw@mongo:27017/commune?authSource=admin'
    expect(databaseName(uri)).toBe('commune')
    expect(databaseName('mongodb://mongo:27017')).toBe('test')
    expect(serverUri(uri)).toBe('mongodb://commune:pw@mongo:27017/?authSource=admin')
    expect(serverUri('mongodb://u:p@mongo/site')).toBe('mongodb://u:p@mongo/?authSource=site')
    expect(mongodumpArguments('/w/c.yaml', '/w/database.archive.gz')).toEqual([
      '--config=/w/c.yaml',
      '--archive=/w/database.archive.gz',
      '--gzip',
    ])
    expect(mongorestoreArguments('/w/c.yaml', '/r/d.gz', 'commune', 'commune')).toEqual([
      '--config=/w/c.yaml',
      '--drop',
      '--archive=/r/d.gz',
      '--gzip',
      '--nsInclude=commune.*',
    ])
    expect(mongorestoreArguments('/w/c.yaml', '/r/d.gz', 'commune', 'essai').slice(-2)).toEqual([
      '--nsFrom=commune.*',
      '--nsTo=essai.*',
    ])
    const output = [
      '2026-11-27T09:00:00.000+0000\twriting commune.news to archive on stdout',
      '2026-11-27T09:00:00.100+0000\tdone dumping commune.news (12 documents)',
      '2026-11-27T09:00:00.100+0000\tdone dumping commune.users (1 document)',
      '2026-11-27T09:00:00.100+0000\tdone dumping commune.payload-locked-documents (0 documents)',
      '2026-11-27T09:00:00.100+0000\tdone dumping other.news (4 documents)',
    ].join('\n')
    expect(dumpedCounts(output, 'commune')).toEqual({ news: 12, users: 1, 'payload-locked-documents': 0 })
  })

  it('says in French how to get the MongoDB tools when they are missing', () => {
    const result = runWithoutTools('backup.ts', { DATABASE_URI: 'mongodb://u:p@127.0.0.1:9/commune' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(`Refus : ${MONGODB_TOOLS_MISSING}`)
    expect(result.stderr).toContain('https://www.mongodb.com/try/download/database-tools')
    expect(result.left).toEqual([])
  })

  it('says to install postgresql-client when pg_dump is missing', () => {
    const result = runWithoutTools('backup.ts', { DATABASE_URI: 'postgres://commune@127.0.0.1:9/commune' })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refus : pg_dump et pg_restore sont introuvables')
    expect(result.stderr).toContain('apt-get install postgresql-client')
    expect(result.left).toEqual([])
  })
})
