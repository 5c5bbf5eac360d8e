import { expect, test, type Page } from '@playwright/test'

import { ADMIN_ROUTES, admin, signIn } from './admin-support'

/**
 * The staff screens are drawn by the build (frame, navigation, headings, the sign-in form's labels,
 * spinners where the session's data will come), so a clerk on a slow phone reads them before their
 * script has run; the script then takes over the same elements (hydration) without redrawing them.
 */
const SCREENS: Record<
  (typeof ADMIN_ROUTES)[number],
  { heading: string; intro: string; caption: string; loading: string }
> = {
  '/admin/news': {
    heading: 'Actualités',
    intro: 'Les articles publiés dans la rubrique Actualités du site.',
    caption: 'Liste des actualités',
    loading: 'Chargement des actualités...',
  },
  '/admin/projects': {
    heading: 'Projets',
    intro: 'Les projets de développement présentés sur la page Projets.',
    caption: 'Liste des projets',
    loading: 'Chargement des projets...',
  },
  '/admin/services': {
    heading: 'Services',
    intro: 'Les services municipaux présentés sur la page Services.',
    caption: 'Liste des services',
    loading: 'Chargement des services...',
  },
  '/admin/procedures': {
    heading: 'Démarches',
    intro: "Les démarches administratives de l'espace citoyen.",
    caption: 'Liste des démarches',
    loading: 'Chargement des démarches...',
  },
  '/admin/investissements': {
    heading: 'Investissements',
    intro: "Les opportunités d'investissement présentées aux investisseurs.",
    caption: 'Liste des investissements',
    loading: 'Chargement des investissements...',
  },
  '/admin/gallery': {
    heading: 'Galerie',
    intro: "Les photos et vidéos de la galerie de la page d'accueil.",
    caption: 'Éléments de la galerie',
    loading: 'Chargement de la galerie...',
  },
}
const NAVIGATION = [
  'Accueil',
  'Services',
  'Actualités',
  'Projets',
  'Galerie',
  'Démarches',
  'Investissements',
  'Voir le site',
]
const CHECKING = 'Vérification de la session...'

/** The frame every signed-in screen shares, as the build draws it: the session is not known yet. */
async function expectFrame(page: Page, current: string) {
  const nav = page.getByRole('navigation', { name: 'Administration' })
  await expect(nav.getByRole('link')).toHaveText(NAVIGATION)
  await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('banner').getByRole('status')).toHaveText(CHECKING)
  // Nothing of an account is in the built page.
  await expect(page.getByTestId('admin-user-email')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0)
}

test.describe('écrans du personnel dessinés sans attendre leur script', () => {
  test.use({ javaScriptEnabled: false })

  test('/login : le titre, la commune, les champs et le bouton', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Administration')
    await expect(page.getByRole('main').locator('h1 + p')).not.toBeEmpty()
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('type', 'password')
    // Disabled until the screen's script runs (see the test below).
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/')
  })

  test('/welcome : le cadre, l’accueil, les six écrans et le panneau complet', async ({ page }) => {
    await page.goto('/welcome')
    await expectFrame(page, 'Accueil')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue')
    await expect(page.getByText('Choisissez le contenu à gérer.')).toBeVisible()
    await expect(page.getByTestId('site-state')).toHaveText('Vérification de l’état du site…')
    await expect(page.getByRole('main').getByRole('link', { name: /^Services/ })).toHaveAttribute(
      'href',
      '/admin/services',
    )
    await expect(page.getByRole('main').getByRole('link')).toHaveCount(7)
    await expect(page.getByRole('heading', { level: 2, name: "Panneau d'administration complet" })).toBeVisible()
  })

  for (const route of ADMIN_ROUTES) {
    const screen = SCREENS[route]
    test(`${route} : le cadre, le titre et l’indicateur de la liste`, async ({ page }) => {
      await page.goto(route)
      await expectFrame(page, screen.heading)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.heading)
      await expect(page.getByText(screen.intro)).toBeVisible()
      const table = page.getByRole('table', { name: screen.caption })
      await expect(table.getByRole('status')).toHaveText(screen.loading)
      // What depends on the role comes with the session, never in the built page.
      await expect(page.getByRole('main').getByRole('button')).toHaveCount(0)
    })
  }
})

test.describe('le script d’un écran n’est demandé qu’une fois l’écran affiché', () => {
  /**
   * Every script file of the page is requested after its first contentful paint (the browser
   * reports it once the frame is on screen): on slow data, the 66 KB of React would otherwise share
   * the line with the screen, and its running delay the paint (client:painted).
   */
  async function expectScriptsAfterFirstPaint(page: Page, route: string) {
    await page.goto(route)
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(paint, `${route} : premier affichage`).toBeGreaterThan(0)
    expect(scripts.length, `${route} : scripts de l’écran`).toBeGreaterThan(0)
    for (const script of scripts)
      expect(script.start, `${route} : ${script.file} demandé avant le premier affichage`).toBeGreaterThanOrEqual(
        paint!,
      )
  }

  test('/login', async ({ page }) => {
    await expectScriptsAfterFirstPaint(page, '/login')
  })

  test('/welcome et un écran, session ouverte', async ({ page, request }) => {
    await signIn(page, request)
    for (const route of ['/welcome', '/admin/news']) await expectScriptsAfterFirstPaint(page, route)
  })
})

test('/login : ce qui est tapé avant le script est gardé, et l’envoi attend le script', async ({ page }) => {
  // On slow data the screen's script arrives well after the form: it is held back here.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_astro/LoginScreen.*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  await page.getByLabel('Email').fill(admin().email)
  await page.getByLabel('Mot de passe').fill(admin().password)
  const send = page.getByRole('button', { name: 'Se connecter' })
  // Sent now, the form would put the password in the page's address: the button waits.
  await expect(send).toBeDisabled()
  await page.getByLabel('Mot de passe').press('Enter')
  release()
  await expect(send).toBeEnabled()
  await expect(page.getByLabel('Email')).toHaveValue(admin().email)
  await send.click()
  await expect(page).toHaveURL(/\/welcome\/?$/)
  await expect(page.getByTestId('admin-user-email')).toHaveText(admin().email)
})

test.describe('le script reprend l’écran dessiné sans le redessiner', () => {
  /** Console errors and warnings (a hydration mismatch is reported there) and uncaught errors. */
  function collectErrors(page: Page): string[] {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    return errors
  }

  /**
   * Opens the screen with its scripts held back and takes the h1 the build drew; once the scripts
   * have run, that same element must still be in the page (a mismatch would make React draw it again).
   */
  async function openAndHydrate(page: Page, route: string, ready: () => Promise<void>) {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/_astro/*.js', async (request) => {
      await held
      await request.continue()
    })
    await page.goto(route, { waitUntil: 'commit' })
    const drawn = await page.locator('h1').elementHandle({ timeout: 7_000 })
    release()
    await ready()
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
    expect(await drawn.evaluate((heading) => heading.isConnected), `${route} : titre redessiné`).toBe(true)
    await page.unroute('**/_astro/*.js')
  }

  test('/login', async ({ page }) => {
    const errors = collectErrors(page)
    await openAndHydrate(page, '/login', async () => {
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled()
    })
    // The form answers: it is React's now.
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toBeVisible()
    expect(errors).toEqual([])
  })

  test('/welcome et les six écrans, session ouverte', async ({ page, request }) => {
    await signIn(page, request)
    const errors = collectErrors(page)
    for (const route of ['/welcome', ...ADMIN_ROUTES]) {
      await openAndHydrate(page, route, async () => {
        await expect(page.getByTestId('admin-user-email')).toHaveText(admin().email)
        if (route !== '/welcome') await expect(page.locator('table:not([aria-busy="true"])')).toBeVisible()
      })
      expect(errors, route).toEqual([])
    }
  })
})
