import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { parse } from 'smol-toml'
import type { Gallery, Media, News } from 'shared-types/payload-types'

import { admin, pngFile } from './admin-support'
import { adminToken, cmsUrl, publicRead, scrollThrough } from './support'

/**
 * The site as Netlify serves it: the headers of netlify.toml on every response of the site, and
 * the page's own <meta> Content-Security-Policy. On each kind of page, with its islands at work,
 * the browser reports no violation of either policy.
 */

interface HeaderRule {
  for: string
  values: Record<string, string>
}

const netlifyToml = readFileSync(path.resolve(import.meta.dirname, '../../netlify.toml'), 'utf8')
const HEADER_RULES = ((parse(netlifyToml) as { headers?: HeaderRule[] }).headers ?? []).map((rule) => ({
  // Netlify's path patterns: `*` matches anything, slashes included.
  pattern: new RegExp(
    `^${rule.for
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  ),
  values: rule.values,
}))

/** The headers Netlify adds to a path: those of every matching rule, later rules winning. */
function netlifyHeaders(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of HEADER_RULES) {
    if (!rule.pattern.test(pathname)) continue
    for (const [name, value] of Object.entries(rule.values)) headers[name.toLowerCase()] = value
  }
  return headers
}

/** Serves every response of the site's origin with netlify.toml's headers, as Netlify would. */
async function serveLikeNetlify(context: BrowserContext): Promise<void> {
  const site = new URL(process.env.SITE_URL!).origin
  await context.route(
    (url) => url.origin === site,
    async (route) => {
      const response = await route.fetch()
      const headers = { ...response.headers() }
      // The body is handed over decoded: its original encoding and length no longer apply.
      delete headers['content-encoding']
      delete headers['content-length']
      await route.fulfill({
        response,
        headers: { ...headers, ...netlifyHeaders(new URL(route.request().url()).pathname) },
      })
    },
  )
}

interface Violation {
  directive: string
  blocked: string
  sample: string
  source: string
}

/**
 * Collects CSP violations: the `securitypolicyviolation` events of every document (an init script
 * forwards them to the test), and the browser's console errors about the policy.
 */
async function watchViolations(context: BrowserContext, page: Page): Promise<Violation[]> {
  const violations: Violation[] = []
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => void violations.push(violation))
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation?: (violation: unknown) => void }).reportCspViolation
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile}:${event.lineNumber}`,
        })
      },
      true,
    )
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy/i.test(message.text())) {
      violations.push({ directive: 'console', blocked: '', sample: message.text(), source: message.location().url })
    }
  })
  return violations
}

/** The page's <meta> policy: right after <meta charset>, every inline script hashed, none of 'unsafe-inline'. */
async function expectMetaPolicy(page: Page): Promise<void> {
  const policy = await page.evaluate(async () => {
    const meta = document.head.querySelector('meta[http-equiv="content-security-policy"]')
    const digest = async (text: string) => {
      const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))
      return `'sha256-${btoa(String.fromCharCode(...bytes))}'`
    }
    const inline = [...document.querySelectorAll('script:not([src])')].filter(
      (script) => !/json|speculationrules/.test(script.getAttribute('type') ?? ''),
    )
    return {
      content: meta?.getAttribute('content') ?? '',
      position: [...document.head.children].indexOf(meta!),
      firstIsCharset: document.head.firstElementChild?.hasAttribute('charset') ?? false,
      inlineHashes: await Promise.all(inline.map((script) => digest(script.textContent ?? ''))),
      styleAttributes: document.querySelectorAll('[style]').length,
    }
  })
  expect(policy.firstIsCharset).toBe(true)
  expect(policy.position, 'la politique suit immédiatement <meta charset>').toBe(1)
  const directives = new Map(
    policy.content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  )
  const scriptSrc = directives.get('script-src') ?? []
  expect(scriptSrc).toContain("'self'")
  expect(scriptSrc).not.toContain("'unsafe-inline'")
  expect(directives.get('style-src') ?? []).not.toContain("'unsafe-inline'")
  expect(directives.get('default-src')).toEqual(["'self'"])
  for (const hash of policy.inlineHashes) expect(scriptSrc, 'script en ligne sans son empreinte').toContain(hash)
  // The CMS is reached through the site's own /api/: no other origin is allowed.
  expect(directives.get('connect-src')).toEqual(["'self'"])
  expect(directives.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
  expect(directives.get('media-src')).toEqual(["'self'", 'blob:'])
  // The one worker a page may start: the site's own offline service worker (/sw.js).
  expect(directives.get('worker-src')).toEqual(["'self'"])
}

/** Every test runs against netlify.toml's headers and fails on any violation it caused. */
const it = test.extend<{ violations: Violation[] }>({
  violations: [
    async ({ context, page }, use) => {
      await serveLikeNetlify(context)
      const violations = await watchViolations(context, page)
      await use(violations)
      // A response still in flight when the test ends is dropped quietly, not reported as an error.
      await context.unrouteAll({ behavior: 'ignoreErrors' })
      expect(violations, 'violations de la politique de sécurité du contenu').toEqual([])
    },
    { auto: true },
  ],
})

it.describe('en-têtes de sécurité et politique de sécurité du contenu', () => {
  it('le guet des violations voit un script en ligne refusé', async ({ page, violations }) => {
    await page.goto('/login')
    await page.addScriptTag({ content: 'window.injectedInline = true' }).catch(() => undefined)
    // Seen both ways: the event, and the browser's console error.
    await expect.poll(() => violations.some((violation) => violation.directive.startsWith('script-src'))).toBe(true)
    await expect.poll(() => violations.some((violation) => violation.directive === 'console')).toBe(true)
    expect(await page.evaluate(() => 'injectedInline' in window)).toBe(false)
    // Expected here: not a failure of this test.
    violations.length = 0
  })

  it('accueil : en-têtes, cache des fichiers empreints, formulaire de contact et visionneuse', async ({
    page,
  }, testInfo) => {
    const assets: { url: string; cacheControl: string | undefined }[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/_astro/'))
        assets.push({ url: response.url(), cacheControl: response.headers()['cache-control'] })
    })
    const response = await page.goto('/')
    const headers = response!.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy']).toContain('camera=()')
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['cache-control'] ?? '').not.toContain('immutable')
    await expectMetaPolicy(page)

    // Every island hydrates, every lazy image loads.
    await scrollThrough(page)
    for (const island of await page.locator('astro-island').all()) {
      await island.locator(':scope > *').first().scrollIntoViewIfNeeded()
      await expect(island).not.toHaveAttribute('ssr')
    }
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable')

    // The gallery's lightbox opens and closes.
    const gallery = page.locator('#galerie')
    await gallery.scrollIntoViewIfNeeded()
    await gallery.getByTestId('gallery-grid').getByRole('listitem').first().getByRole('link').click()
    const lightbox = page.getByRole('dialog')
    await expect(lightbox).toBeVisible()
    const image = lightbox.getByRole('img')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await lightbox.getByRole('button', { name: 'Fermer' }).click()
    await expect(lightbox).toHaveCount(0)

    // The contact form sends to the CMS.
    const form = page.locator('#contact')
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Nom complet').fill('Awa Ndiaye')
    await form.getByLabel('Email').fill('awa.ndiaye@exemple.sn')
    await form.getByLabel('Sujet').fill(`Politique de sécurité ${testInfo.project.name} ${Date.now()}`)
    await form.getByLabel('Message').fill('Bonjour, ceci est un message de test.')
    await form.getByRole('button', { name: 'Envoyer le message' }).click()
    await expect(form.getByRole('status')).toHaveText('Votre message a été envoyé avec succès !')
  })

  it('détail d’une actualité : scripts de partage et d’inscription', async ({ page, request }) => {
    const [news] = (await publicRead<News>(request, 'news')).filter(
      (item) => typeof item.image === 'object' && item.image,
    )
    // The island's own copy path, without the system clipboard: that one is news.spec.ts's subject,
    // and a browser running beside this one can take the focus the clipboard needs.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
      const copied: string[] = []
      ;(window as unknown as { copiedLinks: string[] }).copiedLinks = copied
      Object.defineProperty(navigator.clipboard, 'writeText', {
        value: async (text: string) => void copied.push(text),
        configurable: true,
      })
    })
    await page.goto(`/actualites/${news!.id}`)
    await expectMetaPolicy(page)
    await scrollThrough(page)
    // Their plain scripts ran under the policy: each marks its element ready.
    await expect(page.getByRole('button', { name: 'Partager' })).toHaveAttribute('data-ready', '')
    await page.getByRole('button', { name: 'Partager' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Lien copié dans le presse-papiers' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { copiedLinks: string[] }).copiedLinks)).toEqual([
      page.url(),
    ])
    const newsletter = page.getByTestId('newsletter')
    await newsletter.scrollIntoViewIfNeeded()
    await expect(newsletter.locator('form')).toHaveAttribute('data-ready', '')
  })

  it('page Projets : les dialogues s’ouvrent et se ferment', async ({ page }) => {
    await page.goto('/projets/initiatives')
    await expectMetaPolicy(page)
    const opener = page
      .getByRole('tabpanel', { name: 'Projets en cours', exact: true })
      .getByRole('button', { name: /^Détails/ })
      .first()
    await opener.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(dialog).toBeHidden()
    await scrollThrough(page)
  })

  it('page introuvable : statut 404, en-têtes, et une actualité publiée après la construction lue en direct', async ({
    page,
    request,
  }, testInfo) => {
    const response = await page.goto(`/chemin-inconnu-${Date.now()}`)
    expect(response!.status()).toBe(404)
    expect(response!.headers()['x-frame-options']).toBe('DENY')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Erreur 404 : Page introuvable')
    await expectMetaPolicy(page)

    // The live fallback: scripts cloned from a <template>, the API and an image of the CMS, both
    // through the site's origin.
    const media = (await publicRead<News>(request, 'news'))
      .map((item) => item.image)
      .find((image): image is Media => typeof image === 'object' && !!image)
    const token = await adminToken(request)
    const created = await request.post(cmsUrl('/api/news'), {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: `E2E Politique de sécurité (${testInfo.project.name})`,
        content: 'Une actualité publiée après la construction.',
        image: media!.id,
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: News }
    try {
      await page.goto(`/actualites/${doc.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      const image = page.locator('main article img').first()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(
        new URL(process.env.SITE_URL!).origin,
      )
    } finally {
      await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers: { Authorization: `Bearer ${token}` } })
    }
  })

  it('connexion puis écran Galerie de l’administration : images du CMS et aperçu local', async ({ page }) => {
    await page.goto('/login')
    await expectMetaPolicy(page)
    await page.getByLabel('Email').fill(admin().email)
    await page.getByLabel('Mot de passe').fill(admin().password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/welcome\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${admin().displayName}`)
    await expectMetaPolicy(page)

    await page.goto('/admin/gallery')
    await expectMetaPolicy(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Galerie' })).toBeVisible()
    const table = page.getByRole('table', { name: 'Éléments de la galerie' })
    await expect(table).not.toHaveAttribute('aria-busy', 'true')
    const [item] = await publicRead<Gallery>(page.request, 'gallery')
    await table.getByRole('button', { name: `Modifier : ${item!.title}` }).click()
    const dialog = page.getByRole('dialog')
    // The current image, from the CMS.
    const current = dialog.getByRole('img', { name: /^Image actuelle/ })
    await expect(current).toBeVisible()
    await expect
      .poll(() => current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    // A chosen file's preview (a blob: address).
    await dialog.getByLabel(/^Fichier média/).setInputFiles(await pngFile('apercu.png'))
    const preview = dialog.getByRole('img', { name: "Aperçu de l'image choisie" })
    await expect(preview).toHaveAttribute('src', /^blob:/)
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    await dialog.getByRole('button', { name: 'Annuler', exact: true }).click()
    await expect(dialog).toBeHidden()
  })

  it.describe('avec le service worker', () => {
    it.use({ serviceWorkers: 'allow' })

    it('démarches : le service worker de lecture hors ligne s’installe, et /sw.js est revalidé à chaque visite', async ({
      page,
    }) => {
      await page.goto('/espace-citoyen/demarches')
      await expectMetaPolicy(page)
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(
        new URL('/sw.js', process.env.SITE_URL).href,
      )
      // So that a new build's worker, and with it fresh copies of the pages, is seen on the next visit.
      expect(await page.evaluate(async () => (await fetch('/sw.js')).headers.get('cache-control'))).toBe('no-cache')
      // Served by the worker now: the same policy, no violation.
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Démarches administratives' })).toBeVisible()
      await expectMetaPolicy(page)
    })
  })
})
