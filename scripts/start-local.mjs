// `npm start`: the whole product on this machine, on the embedded default database.
// The CMS (http://localhost:3000) starts first; once its API answers, the site is built from it and
// served (http://localhost:4321). Every change published in the CMS rebuilds the site by itself:
// the CMS calls SITE_BUILD_HOOK_URL, here a local build hook that plays Netlify's part.
// Ctrl+C stops everything.
import { spawn } from 'node:child_process'
import path from 'node:path'

import { SiteBuilder, astroBuild, startBuildHookServer } from '../site/scripts/site-builder.ts'

const rootDir = path.resolve(import.meta.dirname, '..')
const siteDir = path.join(rootDir, 'site')
const cmsPort = process.env.CMS_PORT ?? '3000'
const sitePort = process.env.SITE_PORT ?? '4321'
const hookPort = Number(process.env.BUILD_HOOK_PORT ?? 4322)
const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`
const env = {
  ...process.env,
  CMS_PORT: cmsPort,
  SITE_PORT: sitePort,
  CMS_URL: cmsUrl,
  SITE_BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/build`,
  ASTRO_TELEMETRY_DISABLED: '1',
}

const children = []
let hookServer
const start = (args, options = {}) => {
  const child = spawn('pnpm', args, { stdio: 'inherit', env, ...options })
  children.push(child)
  return child
}
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  hookServer?.close()
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

// Builds go to a folder of their own, apart from `site/dist` that tests and manual builds use.
let preview
const builder = new SiteBuilder({
  rootDir: path.resolve(process.env.LOCAL_SITE_DIR ?? path.join(siteDir, '.local-site')),
  build: astroBuild(siteDir, env),
  onPublish: () => startPreview(),
})
function startPreview() {
  if (preview) return
  preview = start(['--filter', 'site', 'preview', '--ignore-lock', '--port', sitePort, '--host', '127.0.0.1'], {
    env: { ...env, SITE_OUT_DIR: builder.currentDir },
  })
  console.log(`Site public : http://localhost:${sitePort} — CMS et panneau d'administration : ${cmsUrl}/admin`)
}

hookServer = await startBuildHookServer(builder, hookPort)
const cms = start(['--filter', 'cms', 'start:local'])
cms.on('exit', (code) => {
  stopAll()
  process.exitCode = code ?? 0
})

async function waitForCms() {
  for (;;) {
    if (cms.exitCode !== null) return false
    try {
      if ((await fetch(`${cmsUrl}/api/auth/me`)).ok) return true
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

// The last good site of an earlier run is served at once while the fresh one builds.
if (builder.hasSite) startPreview()
if (await waitForCms()) {
  console.log('Construction du site public à partir du CMS…')
  builder.request()
  await builder.idle()
  if (!builder.hasSite) console.error('La construction du site a échoué : le CMS reste disponible, la prochaine publication la relancera.')
}
