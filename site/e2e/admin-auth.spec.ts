import { expect, test } from '@playwright/test'

import { ADMIN_ROUTES, MESSAGES_SEEN, admin, revoke, signIn } from './admin-support'
import { cmsUrl, expectAccessible } from './support'

const SCREEN_LINKS = ['Services', 'Actualités', 'Projets', 'Galerie', 'Démarches', 'Investissements']

test.describe('connexion (/login)', () => {
  test('un mauvais mot de passe est refusé avec le message du serveur, puis le bon ouvre /welcome', async ({
    page,
  }) => {
    await page.goto('/login')
    await expect(page).toHaveTitle(/^Connexion \| Administration/)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
    const email = page.getByLabel('Email')
    const password = page.getByLabel('Mot de passe')
    await expect(email).toHaveAttribute('type', 'email')
    await expect(password).toHaveAttribute('type', 'password')
    await expectAccessible(page)

    await email.fill(admin().email)
    await password.fill('mauvais-mot-de-passe')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toHaveText('L’adresse e-mail ou le mot de passe fourni est incorrect.')
    await expect(page).toHaveURL(/\/login\/?$/)
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    await expectAccessible(page)

    await password.fill(admin().password)
    // The busy label shows while the request runs.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/login', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('button', { name: 'Connexion en cours...' })).toBeVisible()
    release()
    await expect(page).toHaveURL(/\/welcome\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${admin().displayName}`)
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      user: JSON.parse(localStorage.getItem('user') ?? 'null') as { email?: string } | null,
    }))
    expect(stored.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(stored.user?.email).toBe(admin().email)
  })

  test('champs vides : le message de validation, sans appel au serveur', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) calls.push(request.url())
    })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toHaveText('Email et mot de passe requis')
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.getByLabel('Email').fill(admin().email)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toHaveText('Email et mot de passe requis')
    await expect(page.getByLabel('Email')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toEqual([])
  })

  test('le formulaire se remplit et s’envoie au clavier seul', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').focus()
    await page.keyboard.type(admin().email)
    await page.keyboard.press('Tab')
    await expect(page.getByLabel('Mot de passe')).toBeFocused()
    await page.keyboard.type(admin().password)
    // « Se connecter » waits for the screen's script, drawn after the page (admin-first-paint.spec.ts):
    // what was typed is kept, and Enter sends once the button is live, as the clerk sees it.
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/welcome\/?$/)
  })

  test('déjà connecté : /login mène directement à /welcome', async ({ page, request }) => {
    await signIn(page, request)
    // The page moves on by itself, possibly before its own load event.
    await page.goto('/login', { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/welcome\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${admin().displayName}`)
  })
})

test.describe('accueil de l’administration (/welcome)', () => {
  test('sans session : le message et le lien vers /login', async ({ page }) => {
    await page.goto('/welcome')
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
    await expect(page.getByText("Vous n'êtes pas connecté.")).toBeVisible()
    await expect(page.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(page)
  })

  test('vérifie la session au chargement (indicateur), puis salue l’utilisateur et mène aux six écrans', async ({
    page,
    request,
  }) => {
    await signIn(page, request)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/auth/profile', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/welcome')
    await expect(page.getByRole('status').filter({ hasText: 'Vérification de la session...' })).toBeVisible()
    release()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${admin().displayName}`)
    await expect(page.getByTestId('admin-user-email')).toHaveText(admin().email)
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible()

    const main = page.getByRole('main')
    for (const [index, label] of SCREEN_LINKS.entries()) {
      const link = main.getByRole('link', { name: new RegExp(`^${label}`) })
      await expect(link).toHaveAttribute(
        'href',
        [
          '/admin/services',
          '/admin/news',
          '/admin/projects',
          '/admin/gallery',
          '/admin/procedures',
          '/admin/investissements',
        ][index]!,
      )
    }
    // The CMS's own panel, for everything else (contact messages, newsletter subscribers).
    await expect(main.getByRole('link', { name: "Ouvrir le panneau d'administration" })).toHaveAttribute(
      'href',
      cmsUrl('/admin'),
    )
    const nav = page.getByRole('navigation', { name: 'Administration' })
    await expect(nav.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)
  })

  test('une session révoquée ou un serveur injoignable comptent comme déconnecté', async ({ page, request }) => {
    const token = await signIn(page, request)
    await revoke(request, token)
    await page.goto('/welcome')
    await expect(page.getByText("Vous n'êtes pas connecté.")).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ])

    await signIn(page, request)
    await page.route('**/api/auth/profile', (route) => route.abort('connectionrefused'))
    await page.goto('/welcome')
    await expect(page.getByText("Vous n'êtes pas connecté.")).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  })

  test('« Déconnexion » efface la session, la termine sur le serveur et ramène à /login', async ({ page, request }) => {
    const token = await signIn(page, request)
    await page.goto('/welcome')
    await page.getByRole('button', { name: 'Déconnexion' }).click()
    await expect(page).toHaveURL(/\/login\/?$/)
    await expect(page.getByRole('status').filter({ hasText: MESSAGES_SEEN.signedOut })).toBeVisible()
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ])
    expect(
      (await request.get(cmsUrl('/api/auth/profile'), { headers: { Authorization: `Bearer ${token}` } })).status(),
    ).toBe(401)
    // The admin screens are closed again.
    await page.goto('/admin/news')
    await expect(page).toHaveURL(/\/login\/?$/)
  })
})

test.describe('garde des écrans /admin/*', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route} sans session renvoie vers /login avec un message`, async ({ page }) => {
      await page.goto(route)
      await expect(page).toHaveURL(/\/login\/?$/)
      await expect(page.getByRole('status').filter({ hasText: MESSAGES_SEEN.signInRequired })).toBeVisible()
      await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
    })
  }

  test('un jeton révoqué sur un écran /admin/* : déconnecté avec « Votre session a expiré »', async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request)
    await revoke(request, token)
    for (const route of ADMIN_ROUTES) {
      await page.evaluate((t) => localStorage.setItem('token', t), token)
      await page.goto(route)
      await expect(page).toHaveURL(/\/login\/?$/)
      await expect(page.getByRole('alert')).toHaveText(MESSAGES_SEEN.expired)
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
    }
    await expectAccessible(page)
  })
})
