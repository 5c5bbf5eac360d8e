// `npm start`: the whole product on this machine, on the embedded default database.
// The CMS (http://localhost:3000) starts first; once its API answers, the site is built from it and
// served (http://localhost:4321). Ctrl+C stops both.
import { spawn } from 'node:child_process'

const cmsPort = process.env.CMS_PORT ?? '3000'
const sitePort = process.env.SITE_PORT ?? '4321'
const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`
const env = { ...process.env, CMS_PORT: cmsPort, SITE_PORT: sitePort, CMS_URL: cmsUrl, ASTRO_TELEMETRY_DISABLED: '1' }

const children = []
const start = (args, options = {}) => {
  const child = spawn('pnpm', args, { stdio: 'inherit', env, ...options })
  children.push(child)
  return child
}
const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

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

if (await waitForCms()) {
  console.log('Construction du site public à partir du CMS…')
  const build = start(['--filter', 'site', 'build'])
  build.on('exit', (code) => {
    if (code !== 0) {
      console.error('La construction du site a échoué : le CMS reste disponible.')
      return
    }
    start(['--filter', 'site', 'preview', '--port', sitePort, '--host', '127.0.0.1'])
    console.log(`Site public : http://localhost:${sitePort} — CMS et panneau d'administration : ${cmsUrl}/admin`)
  })
}
