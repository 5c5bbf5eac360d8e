// Local run of the CMS on the embedded default: builds the Next app when the sources changed since the
// last build, then serves it in production mode (migrations applied and first-run content seeded on start),
// on this machine only unless LISTEN_HOST opens it (the `start` script: `next start -H ${LISTEN_HOST:-127.0.0.1}`).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const cmsDir = path.resolve(import.meta.dirname, '..')
const buildId = path.join(cmsDir, '.next', 'BUILD_ID')

const newestChange = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = path.join(dir, entry.name)
    const time = entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs
    return Math.max(newest, time)
  }, 0)

const sources = [path.join(cmsDir, 'src'), path.resolve(cmsDir, '../shared-types/src')]
const stale = !existsSync(buildId) || sources.some((dir) => newestChange(dir) > statSync(buildId).mtimeMs)

const run = (script) => {
  const result = spawnSync('pnpm', ['run', script], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (stale) {
  console.log('Construction du CMS (environ une minute)…')
  run('build')
}
run('start')
