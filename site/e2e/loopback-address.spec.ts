import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'

import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { CONTACT_SENT, ERRORS, MESSAGES } from 'shared-types'
import type { ContactMessage, Media, News, NewsletterSubscriber } from 'shared-types/payload-types'

// The CMS's own test launcher's helpers: a free port, and waiting for a server to answer.
import { freePort, waitUntilAnswering } from 'cms/test-server'

import { admin } from './admin-support'
import { adminRead, adminToken, cmsUrl, publicRead } from './support'

/**
 * The product from whatever address the visitor used. The site is opened at 127.0.0.1 (the CMS's
 * own address is another origin, as it is for a phone on the office network, which cannot reach
 * the CMS at all): every call to the CMS goes through the site's origin, which forwards /api to it.
 * The browser is refused the CMS's address outright, and the tests check it never tried.
 */

const CREDENTIALS = 'L’adresse e-mail ou le mot de passe fourni est incorrect.'

/** Refuses the browser any request to the CMS's own address, and returns those it attempted. */
async function cmsOnlyThroughSite(context: BrowserContext): Promise<string[]> {
  const cms = new URL(cmsUrl()).origin
  const attempted: string[] = []
  await context.route(
    (url) => url.origin === cms,
    (route) => {
      attempted.push(route.request().url())
      return route.abort('addressunreachable')
    },
  )
  return attempted
}

/** Waits until a `client:visible` island has hydrated (Astro drops its `ssr` attribute). */
async function hydrated(page: Page, inner: string) {
  const island = page.locator('astro-island').filter({ has: page.locator(inner) })
  await island.scrollIntoViewIfNeeded()
  await expect(island).not.toHaveAttribute('ssr', /.*/)
}

async function sendContactMessage(page: Page, subject: string, site = '') {
  await page.goto(`${site}/#contact`)
  const form = page.locator('#contact')
  await hydrated(page, 'textarea')
  await form.getByLabel('Nom complet').fill('Awa Ndiaye')
  await form.getByLabel('Email').fill('awa.ndiaye@exemple.sn')
  await form.getByLabel('Sujet').fill(subject)
  await form.getByLabel('Message').fill('Bonjour, à quelle heure ouvre l’état civil ?')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  return form
}

async function subscribe(page: Page, email: string, site = '') {
  await page.goto(`${site}/actualites`)
  const box = page.getByTestId('newsletter')
  // The box's plain script marks its form once it runs (before, the button is disabled).
  await expect(box.locator('form')).toHaveAttribute('data-ready', '')
  await box.getByLabel('Votre adresse email').fill(email)
  await box.getByRole('button', { name: "S'abonner" }).click()
  return box
}

/** Signs in through /login (of `site`, else the site under test). */
async function signInWith(page: Page, email: string, password: string, site = '') {
  await page.goto(`${site}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Mot de passe').fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

test.describe('site ouvert à 127.0.0.1 : le CMS par l’origine du site', () => {
  let attempted: string[] = []

  test.beforeEach(async ({ context, baseURL }) => {
    expect(new URL(baseURL!).hostname).toBe('127.0.0.1')
    expect(new URL(cmsUrl()).origin).not.toBe(new URL(baseURL!).origin)
    attempted = await cmsOnlyThroughSite(context)
  })

  test.afterEach(() => {
    expect(attempted, 'requêtes du navigateur vers l’adresse du CMS').toEqual([])
  })

  test('le formulaire de contact envoie le message', async ({ page, request }, testInfo) => {
    const subject = `Adresse 127.0.0.1 ${testInfo.project.name} ${Date.now()}`
    const form = await sendContactMessage(page, subject)
    await expect(form.getByRole('status')).toHaveText(CONTACT_SENT)
    const stored = await adminRead<ContactMessage>(
      request,
      'contact-messages',
      `&where[subject][equals]=${encodeURIComponent(subject)}`,
    )
    expect(stored).toHaveLength(1)
  })

  test('l’inscription à la lettre d’information est enregistrée', async ({ page, request }, testInfo) => {
    const email = `e2e-boucle-${testInfo.project.name}-${Date.now()}@exemple.sn`
    const box = await subscribe(page, email)
    await expect(box.getByRole('status')).toHaveText(MESSAGES.newsletterCheckInbox)
    const stored = await adminRead<NewsletterSubscriber>(
      request,
      'newsletter-subscribers',
      `&where[email][equals]=${encodeURIComponent(email)}`,
    )
    expect(stored).toHaveLength(1)
  })

  test('la connexion mène à l’administration, dont les écrans lisent le CMS', async ({ page }) => {
    await signInWith(page, admin().email, admin().password)
    await expect(page).toHaveURL(/\/welcome\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${admin().displayName}`)
    await page
      .getByRole('link', { name: /^Actualités/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/admin\/news\/?$/)
    const table = page.getByRole('table', { name: 'Liste des actualités' })
    await expect(table).not.toHaveAttribute('aria-busy', 'true')
    await expect(table.getByRole('rowheader').first()).toBeVisible()
  })

  test('une actualité publiée après la construction s’affiche avec son image', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const media = (await publicRead<News>(request, 'news'))
      .map((item) => item.image)
      .find((image): image is Media => typeof image === 'object' && !!image)
    const token = await adminToken(request)
    const created = await request.post(cmsUrl('/api/news'), {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `E2E Publiée après la construction (${testInfo.project.name})`,
        content: 'Lue en direct par la page introuvable.',
        image: media!.id,
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: News }
    try {
      const response = await page.goto(`/actualites/${doc.id}`)
      // Not in the build: the not-found page reads it live.
      expect(response!.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      const image = page.locator('main article img').first()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const source = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
      expect(source.origin).toBe(new URL(baseURL!).origin)
      expect(source.pathname).toMatch(/^\/api\/media\/file\//)
    } finally {
      await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers: { Authorization: `Bearer ${token}` } })
    }
  })

  test('identifiants refusés par le CMS (401) : le message des identifiants', async ({ page }, testInfo) => {
    // An address with no account: nothing is locked for the other tests.
    await signInWith(page, `inconnu-${testInfo.project.name}@commune.local`, 'mauvais-mot-de-passe')
    await expect(page.getByRole('alert')).toHaveText(CREDENTIALS)
    await expect(page).toHaveURL(/\/login\/?$/)
  })

  test('sans réponse du serveur (réseau coupé) : le message réseau, jamais celui des identifiants', async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'))
    await signInWith(page, admin().email, admin().password)
    await expect(page.getByRole('alert')).toHaveText(ERRORS.serverUnreachable)
    await expect(page.getByRole('alert')).not.toContainText('identifiants')
    await expect(page).toHaveURL(/\/login\/?$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })
})

test.describe('CMS arrêté derrière le site', () => {
  // The same build served by a second `astro preview` whose /api proxy points at a closed port:
  // its answer is the proxy's own 502, as when the CMS is stopped.
  let preview: ChildProcess
  let siteUrl = ''

  test.beforeAll(async () => {
    const siteDir = path.resolve(import.meta.dirname, '..')
    const port = await freePort()
    siteUrl = `http://127.0.0.1:${port}`
    preview = spawn(
      path.join(siteDir, 'node_modules/.bin/astro'),
      ['preview', '--ignore-lock', '--port', String(port), '--host', '127.0.0.1'],
      {
        cwd: siteDir,
        env: { ...process.env, CMS_URL: 'http://127.0.0.1:9', ASTRO_TELEMETRY_DISABLED: '1' },
        detached: true,
        stdio: 'ignore',
      },
    )
    await waitUntilAnswering(`${siteUrl}/robots.txt`, preview, 60_000)
  })

  test.afterAll(async () => {
    if (preview?.exitCode === null && preview.pid) {
      process.kill(-preview.pid, 'SIGTERM')
      await once(preview, 'exit')
    }
  })

  test('le relais répond 502 ; connexion, contact et lettre d’information disent que le serveur est injoignable', async ({
    page,
  }, testInfo) => {
    const login = page.waitForResponse('**/api/auth/login')
    await signInWith(page, admin().email, admin().password, siteUrl)
    expect((await login).status()).toBe(502)
    await expect(page.getByRole('alert')).toHaveText(ERRORS.serverUnreachable)
    await expect(page).toHaveURL(/\/login\/?$/)

    const subject = `CMS arrêté ${testInfo.project.name}`
    const form = await sendContactMessage(page, subject, siteUrl)
    await expect(form.getByRole('alert')).toHaveText(ERRORS.serverUnreachable)
    await expect(form.getByLabel('Sujet')).toHaveValue(subject)

    const box = await subscribe(page, `e2e-arret-${testInfo.project.name}@exemple.sn`, siteUrl)
    await expect(box.getByRole('alert')).toHaveText(ERRORS.serverUnreachable)
  })
})
