// `npm test`'s drift check: the committed files Payload generates from the config must be what it
// would generate today. Payload regenerates each one into the working tree, the result is compared
// with what was there, and the working tree is put back as it was, so a failure names the command to
// run without changing anything itself.
//
// - the TypeScript types (shared-types/src/payload-types.ts) and the panel's import map;
// - the migrations: a schema change in the config needs a migration for each database (SQLite, the
//   embedded default, and PostgreSQL). `migrate:create --skip-empty` writes one only when the config's
//   schema differs from the last migration's snapshot; it compares files and connects to no database.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const cms = path.resolve(import.meta.dirname, '..')
const GENERATED_FILES = {
  types: path.resolve(cms, '../shared-types/src/payload-types.ts'),
  importMap: path.resolve(cms, 'src/app/(payload)/admin/importMap.js'),
}
const MIGRATIONS = {
  sqlite: { dir: path.resolve(cms, 'src/migrations/sqlite'), env: { DATABASE_URI: '' } },
  // Any PostgreSQL address selects the adapter; nothing connects to it.
  postgres: {
    dir: path.resolve(cms, 'src/migrations/postgres'),
    env: { DATABASE_URI: 'postgres://127.0.0.1:1/drift' },
  },
}

function payload(args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    // The bin itself, not `pnpm exec`: four pnpm processes started together race on its workspace state file.
    // No terminal: a question Payload would ask reads end of input instead of waiting for an answer.
    const child = spawn(path.join(cms, 'node_modules/.bin/payload'), args, {
      cwd: cms,
      env: { ...process.env, NODE_OPTIONS: '--no-deprecation', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 180_000,
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`payload ${args.join(' ')} failed (${code}):\n${output}`)),
    )
  })
}

/** Runs a generator and tells whether it changed the file, which is then put back as it was. */
async function regenerates(file: string, args: string[]): Promise<boolean> {
  const before = readFileSync(file, 'utf8')
  try {
    await payload(args)
    return readFileSync(file, 'utf8') !== before
  } finally {
    writeFileSync(file, before)
  }
}

/** Runs `migrate:create` for one database and tells whether it wrote a migration, which is then removed. */
async function needsMigration(dir: string, env: Record<string, string>): Promise<boolean> {
  const before = new Set(readdirSync(dir))
  const indexFile = path.join(dir, 'index.ts')
  const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined
  try {
    await payload(['migrate:create', 'drift_check', '--skip-empty'], env)
    return readdirSync(dir).some((name) => !before.has(name))
  } finally {
    for (const name of readdirSync(dir)) if (!before.has(name)) rmSync(path.join(dir, name))
    if (index !== undefined) writeFileSync(indexFile, index)
  }
}

// Side by side: each is mostly the config's loading, about 6 CPU-seconds.
const [types, importMap, sqlite, postgres] = await Promise.all([
  regenerates(GENERATED_FILES.types, ['generate:types']),
  regenerates(GENERATED_FILES.importMap, ['generate:importmap']),
  needsMigration(MIGRATIONS.sqlite.dir, MIGRATIONS.sqlite.env),
  needsMigration(MIGRATIONS.postgres.dir, MIGRATIONS.postgres.env),
])

const drift = [
  types &&
    `${path.relative(cms, GENERATED_FILES.types)} differs from the config: run npm run payload -- generate:types`,
  importMap &&
    `${path.relative(cms, GENERATED_FILES.importMap)} differs from the config: run npm run payload -- generate:importmap`,
  sqlite && 'the SQLite schema changed without a migration: run npm run payload -- migrate:create <what-changed>',
  postgres &&
    'the PostgreSQL schema changed without a migration: run DATABASE_URI=postgres://… npm run payload -- migrate:create <what-changed>',
].filter(Boolean)

if (drift.length > 0) {
  console.error(
    `Generated files out of date (README, « Configuration » says how to make them):\n- ${drift.join('\n- ')}`,
  )
  process.exit(1)
}
console.log('Generated types, import map and migrations match the config.')
