// `npm start`: the whole product on this machine, on the embedded default database.
// The CMS (http://localhost:3000) starts first; once its API answers, the site is built from it and
// served (http://localhost:4321), forwarding /api to the CMS so that browsers only ever talk to the
// site. Every change published in the CMS rebuilds the site by itself: the CMS calls
// SITE_BUILD_HOOK_URL, here a local build hook that plays Netlify's part.
// Both servers listen on this machine only (127.0.0.1); LISTEN_HOST=0.0.0.0 opens both to the local
// network. The build hook always stays on loopback. Without SMTP_URL, every e-mail the product sends
// goes to a local mail catcher (MailDev: a real SMTP server with a web inbox), whose address is
// printed; without SMS_PROVIDER, every SMS goes to a local SMS inbox (a web page) the same way.
// Ctrl+C stops everything.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { networkInterfaces } from 'node:os'
import path from 'node:path'

import { MailDev } from 'maildev'

import { SiteBuilder, astroBuild, startBuildHookServer } from '../site/scripts/site-builder.ts'
import { deployNotifier } from '../site/scripts/deployNotifier.ts'
import { startLocalSmsInbox } from './local-sms-inbox.mjs'

const rootDir = path.resolve(import.meta.dirname, '..')
const siteDir = path.join(rootDir, 'site')
const cmsPort = process.env.CMS_PORT ?? '3000'
const sitePort = process.env.SITE_PORT ?? '4321'
const hookPort = Number(process.env.BUILD_HOOK_PORT ?? 4322)
const cmsUrl = process.env.CMS_URL ?? `http://localhost:${cmsPort}`
const listenHost = process.env.LISTEN_HOST || '127.0.0.1'
const mailCatcherPorts = {
  smtp: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025),
  web: Number(process.env.MAIL_CATCHER_PORT ?? 1080),
}
const mailCatcher = process.env.SMTP_URL ? undefined : await startMailCatcher()
const smsInboxPort = Number(process.env.SMS_INBOX_PORT ?? 1081)
const smsInbox = process.env.SMS_PROVIDER ? undefined : await startSmsInbox()
const env = {
  ...process.env,
  CMS_PORT: cmsPort,
  SITE_PORT: sitePort,
  LISTEN_HOST: listenHost,
  CMS_URL: cmsUrl,
  SITE_BUILD_HOOK_URL: `http://127.0.0.1:${hookPort}/build`,
  // Shared by the CMS and the site's /api proxy, which sends it: only that proxy may name a visitor's
  // address for the CMS's rate limits. A new one each run unless set.
  PROXY_SECRET: process.env.PROXY_SECRET || randomBytes(32).toString('hex'),
  // The local builder signs its deploy reports with it, as Netlify signs its deploy notifications.
  DEPLOY_NOTIFICATION_SECRET: process.env.DEPLOY_NOTIFICATION_SECRET || randomBytes(32).toString('hex'),
  ...(mailCatcher ? { SMTP_URL: `smtp://127.0.0.1:${mailCatcherPorts.smtp}`, SMTP_FROM: 'mairie@commune.local' } : {}),
  ...(smsInbox
    ? { SMS_PROVIDER: 'http', SMS_HTTP_URL: `http://127.0.0.1:${smsInboxPort}/send`, SMS_HTTP_SENDER: 'MAIRIE' }
    : {}),
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
  void mailCatcher?.stop()
  void smsInbox?.stop()
}
process.on('SIGINT', stopAll)
process.on('SIGTERM', stopAll)

// Builds go to a folder of their own, apart from `site/dist` that tests and manual builds use.
let preview
const builder = new SiteBuilder({
  rootDir: path.resolve(process.env.LOCAL_SITE_DIR ?? path.join(siteDir, '.local-site')),
  build: astroBuild(siteDir, env),
  onPublish: () => startPreview(),
  // Each build's start and end reach the CMS as Netlify's deploy notifications would: staff see the true state.
  onDeploy: deployNotifier(`${cmsUrl}/api/site-deploys/notify`, env.DEPLOY_NOTIFICATION_SECRET),
})
function startPreview() {
  if (preview) return
  preview = start(['--filter', 'site', 'preview', '--ignore-lock', '--port', sitePort, '--host', listenHost], {
    env: { ...env, SITE_OUT_DIR: builder.currentDir },
  })
  console.log(`Site public : http://localhost:${sitePort} — CMS et panneau d'administration : ${cmsUrl}/admin`)
  if (mailCatcher)
    console.log(`E-mails envoyés par le site (boîte de réception locale) : http://localhost:${mailCatcherPorts.web}`)
  else console.log(`E-mails envoyés par le serveur SMTP de SMTP_URL`)
  if (smsInbox) console.log(`SMS envoyés par le site (boîte de réception locale) : http://localhost:${smsInboxPort}`)
  const addresses = networkAddresses()
  if (addresses.length > 0)
    console.log(`Sur le réseau local : ${addresses.map((address) => `http://${address}:${sitePort}`).join(', ')}`)
}

/**
 * The local mail catcher: SMTP on loopback only (the CMS is its one sender), its web inbox where the
 * servers listen. Messages stay in memory: a restart empties the inbox, as nothing here is real mail.
 */
async function startMailCatcher() {
  const catcher = new MailDev({
    smtp: mailCatcherPorts.smtp,
    ip: '127.0.0.1',
    web: mailCatcherPorts.web,
    webIp: listenHost,
    silent: true,
    maxEmails: 500,
    basePathname: '/',
  })
  try {
    await catcher.start()
    return catcher
  } catch (error) {
    console.error(
      `La boîte de réception locale n'a pas pu démarrer (${error.message}) : les e-mails attendront dans « Envois ». ` +
        'Libérez les ports 1025 et 1080, ou choisissez MAIL_CATCHER_SMTP_PORT et MAIL_CATCHER_PORT.',
    )
    return undefined
  }
}

/** The local SMS inbox: the operator's side on loopback, its page where the servers listen. */
async function startSmsInbox() {
  try {
    return await startLocalSmsInbox({ port: smsInboxPort, host: listenHost })
  } catch (error) {
    console.error(
      `La boîte de réception SMS locale n'a pas pu démarrer (${error.message}) : les SMS resteront non envoyés dans « Envois ». ` +
        'Libérez le port 1081, ou choisissez SMS_INBOX_PORT.',
    )
    return undefined
  }
}

/** This machine's IPv4 addresses on the network, when LISTEN_HOST opens the servers to it. */
function networkAddresses() {
  if (['127.0.0.1', 'localhost', '::1'].includes(listenHost)) return []
  return Object.values(networkInterfaces())
    .flat()
    .filter(
      (entry) =>
        entry &&
        entry.family === 'IPv4' &&
        !entry.internal &&
        (listenHost === '0.0.0.0' || listenHost === '::' || entry.address === listenHost),
    )
    .map((entry) => entry.address)
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
  builder.request('Démarrage du site local')
  await builder.idle()
  if (!builder.hasSite)
    console.error('La construction du site a échoué : le CMS reste disponible, la prochaine publication la relancera.')
}
