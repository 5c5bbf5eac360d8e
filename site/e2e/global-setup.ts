import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

// The CMS's own test launcher: a real `next start` on a fresh, seeded SQLite file.
import { startMailbox } from 'cms/test-mailbox'
import { ADMIN, freePort, startCms, waitUntilAnswering } from 'cms/test-server'
import { startSmsGateway } from 'cms/test-sms-gateway'
import { addGalleryItems, addNews, addPastEvents } from '../scripts/bulk-content'
import { addSpokenVersion } from './spoken'
import { LONG_LISTS } from './support'

const siteDir = path.resolve(import.meta.dirname, '..')

/**
 * Starts the CMS, builds the site from it exactly as production does, serves the build, and
 * hands both addresses and the administrator's account to the tests through the environment.
 */
export default async function globalSetup() {
  const sitePort = await freePort()
  const siteUrl = `http://127.0.0.1:${sitePort}`
  // The CMS is not told the site's address (its SITE_URL stays the default, http://localhost:4321):
  // browsers reach it only through the site's /api/, whatever address they opened the site at.
  // A build hook that accepts every request, standing in for Netlify's: the CMS asks it for builds
  // after publications, so that staff's view of the public site's state (/welcome) is a real one.
  const buildHook = createServer((request, response) => {
    request.resume()
    request.on('end', () => response.writeHead(202).end())
  })
  await new Promise<void>((resolve) => buildHook.listen(0, '127.0.0.1', resolve))
  const buildHookUrl = `http://127.0.0.1:${(buildHook.address() as { port: number }).port}/build`
  // A real SMTP server that keeps each e-mail the CMS sends as a file (cms/test/mailbox.ts): the
  // tests read the newsletter's links from the mails themselves (MAIL_DIR).
  const mailbox = await startMailbox(mkdtempSync(path.join(tmpdir(), 'e2e-mail-')))
  // Orange's SMS API as the CMS speaks to it, keeping each SMS as a file (cms/test/smsGateway.ts):
  // the tests read the codes citizens receive from the SMS themselves (SMS_DIR).
  const sms = await startSmsGateway(mkdtempSync(path.join(tmpdir(), 'e2e-sms-')))
  const cms = await startCms({
    env: {
      SITE_BUILD_HOOK_URL: buildHookUrl,
      SMTP_URL: mailbox.url,
      SMTP_FROM: 'mairie@commune.test',
      SMS_PROVIDER: 'orange',
      ORANGE_SMS_API_URL: sms.url,
      ORANGE_SMS_CLIENT_ID: sms.clientId,
      ORANGE_SMS_CLIENT_SECRET: sms.clientSecret,
      ORANGE_SMS_SENDER: '+221770000000',
    },
  })
  // Years of old news and past events, and more photos, on top of the seed, so the lists run over several pages.
  await addNews(cms.url, ADMIN, LONG_LISTS.news, { datedFrom: new Date(LONG_LISTS.newsDatedFrom) })
  await addPastEvents(cms.url, ADMIN, LONG_LISTS.pastEvents, new Date(LONG_LISTS.eventsEndedBy))
  await addGalleryItems(cms.url, ADMIN, LONG_LISTS.gallery)
  // A procedure with a Wolof recording, converted before the build (e2e/spoken.ts).
  await addSpokenVersion(cms.url, ADMIN)
  const env = {
    ...process.env,
    CMS_URL: cms.url,
    SITE_URL: siteUrl,
    SITE_PORT: String(sitePort),
    ASTRO_TELEMETRY_DISABLED: '1',
  }

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(path.join(siteDir, 'node_modules/.bin/astro'), ['build'], {
      cwd: siteDir,
      env,
      stdio: 'inherit',
    })
    if (build.status !== 0) {
      await cms.stop()
      await mailbox.stop()
      await sms.stop()
      buildHook.close()
      throw new Error('La construction du site a échoué')
    }
  }

  // --ignore-lock: Astro allows one tracked preview per project, and parallel runs each serve their own build.
  const preview = spawn(
    path.join(siteDir, 'node_modules/.bin/astro'),
    ['preview', '--ignore-lock', '--port', String(sitePort), '--host', '127.0.0.1'],
    {
      cwd: siteDir,
      env,
      detached: true,
      stdio: 'ignore',
    },
  )
  await waitUntilAnswering(siteUrl, preview, 60_000)

  Object.assign(process.env, {
    CMS_URL: cms.url,
    SITE_URL: siteUrl,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_DIR: mailbox.dir,
    SMS_DIR: sms.dir,
  })

  return async () => {
    if (preview.exitCode === null && preview.pid) {
      process.kill(-preview.pid, 'SIGTERM')
      await once(preview, 'exit')
    }
    await cms.stop()
    await mailbox.stop()
    await sms.stop()
    buildHook.close()
  }
}
