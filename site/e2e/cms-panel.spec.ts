import { expect, test, type Page } from '@playwright/test'
import { phonePhoto } from 'cms/test-photo'

import { admin, recordSentFiles, staffAccount, uniqueTitle } from './admin-support'
import { adminToken, cmsUrl } from './support'

/**
 * The CMS's own panel (Payload, at the CMS's /admin): in French, and the place where staff read
 * what visitors send, which the site's screens do not list.
 */
async function signInToPanel(page: Page, account: { email: string; password: string } = admin()) {
  await page.goto(cmsUrl('/admin'))
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(account.email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('link', { name: 'Messages de contact' }).first()).toBeVisible({ timeout: 30_000 })
}

test.describe('panneau d’administration du CMS', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('en français : connexion, puis messages de contact et abonnés lisibles', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000)
    const subject = uniqueTitle('Demande de certificat', testInfo.project.name)
    const subscriber = `lecteur.${Date.now().toString(36)}@example.sn`
    expect(
      (
        await request.post(cmsUrl('/api/contact-messages'), {
          data: {
            name: 'Awa Ndiaye',
            email: 'awa.ndiaye@example.sn',
            subject,
            message: 'Bonjour, quels documents faut-il fournir ?',
          },
        })
      ).status(),
    ).toBe(201)
    // Every sign-up gets the same 202 (« ouvrez le lien… »), stored unconfirmed for the panel to list.
    expect((await request.post(cmsUrl('/api/newsletter-subscribers'), { data: { email: subscriber } })).status()).toBe(
      202,
    )

    await page.goto(cmsUrl('/admin'))
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(admin().email)
    await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(admin().password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('link', { name: 'Messages de contact' }).first()).toBeVisible({ timeout: 30_000 })

    // The dashboard says what needs doing: the new message, and the ways to the site and its screens
    // (at the site's address the CMS knows: the test CMS keeps the default one).
    const inbox = page.getByRole('region', { name: 'Messages des citoyens' })
    // A count per state, each leading to the list filtered on it.
    for (const state of ['nouveaux', 'en cours', 'répondus', 'clos'])
      await expect(inbox.getByRole('link', { name: new RegExp(`^\\d+ ${state}$`) })).toBeVisible()
    const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' })
    await expect(shortcuts.getByRole('link', { name: 'Voir le site public' })).toHaveAttribute(
      'href',
      'http://localhost:4321',
    )
    await expect(shortcuts.getByRole('link', { name: 'Écran Actualités' })).toHaveAttribute(
      'href',
      'http://localhost:4321/admin/news',
    )
    await inbox.getByRole('link', { name: /^\d+ nouveaux$/ }).click()
    await expect(page.getByRole('row').filter({ hasText: subject })).toBeVisible()

    await page.goto(cmsUrl('/admin/collections/contact-messages'))
    const row = page.getByRole('row').filter({ hasText: subject })
    await expect(row).toContainText('Awa Ndiaye')
    await row.getByRole('link', { name: subject }).click()
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Bonjour, quels documents faut-il fournir ?',
    )
    // What the citizen wrote is read, not rewritten; staff add their follow-up and a note.
    for (const name of [/^Nom complet/, /^Email/, /^Sujet/, /^Message/])
      await expect(page.getByRole('textbox', { name })).toBeDisabled()
    await page.getByRole('textbox', { name: 'Note du personnel' }).fill('Liste des pièces envoyée par téléphone.')
    const saved = page.waitForResponse(
      (response) => response.url().includes('/api/contact-messages/') && response.request().method() === 'PATCH',
    )
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    expect((await saved).status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Note du personnel' })).toHaveValue(
      'Liste des pièces envoyée par téléphone.',
    )
    await expect(page.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Bonjour, quels documents faut-il fournir ?',
    )

    await page.goto(cmsUrl('/admin/collections/newsletter-subscribers'))
    await expect(page.getByRole('row').filter({ hasText: subscriber })).toBeVisible()
  })

  test('se lit en français : « Créer une actualité », « Créer un projet », dates jj/mm/aaaa et 24 h, auteur des actualités', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signInToPanel(page)

    await page.goto(cmsUrl('/admin/collections/news'))
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Créer une actualité', exact: true })).toBeVisible()
    await expect(page.getByText(/un\(e\)|nouveau ou nouvelle/)).toHaveCount(0)
    // The author column: the seeded news' signature; the publication status beside the title.
    await expect(page.getByRole('columnheader', { name: 'Auteur' })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Statut' })).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: 'Service communication' }).first()).toContainText('Publié')
    // An empty cell says so in French, never « <Pas de Auteur> ».
    await expect(page.getByText(/<Pas de /)).toHaveCount(0)
    await expect(page.getByRole('row').filter({ hasText: 'Service communication' }).first()).toBeVisible()

    await page.goto(cmsUrl('/admin/collections/projects'))
    await expect(page.getByRole('link', { name: 'Créer un projet', exact: true })).toBeVisible()
    // Start dates in a list: day/month/year.
    const startDates = page.locator('td.cell-startDate')
    await expect(startDates.first()).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/)

    await page.goto(cmsUrl('/admin/collections/procedures'))
    await expect(page.getByRole('link', { name: 'Créer une démarche', exact: true })).toBeVisible()

    // A document's own dates: French order and 24-hour time, never « AM/PM ».
    await page.goto(cmsUrl('/admin/collections/news'))
    // A seeded item (other tests publish news of their own, signed by their accounts).
    await page.getByRole('row').filter({ hasText: 'Service communication' }).first().locator('td.cell-title a').click()
    await expect(page.getByRole('textbox', { name: /^Titre/ })).toBeVisible()
    const meta = page.locator('.doc-controls__meta, .doc-controls')
    await expect(meta.first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
    await expect(meta.first()).not.toContainText(/\b(AM|PM)\b/)
    // The author is shown, read-only.
    await expect(page.getByRole('textbox', { name: 'Auteur' })).toHaveValue('Service communication')
    await expect(page.getByRole('textbox', { name: 'Auteur' })).toBeDisabled()
  })

  test('des libellés qui disent quoi écrire : lignes nommées, texte alternatif expliqué, nom de la personne', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // The banner starts switched off and empty, whatever an earlier run's autosaved draft holds.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const bannerUrl = cmsUrl('/api/globals/alert-banner')
    expect(
      (
        await request.post(bannerUrl, {
          headers,
          data: { active: false, message: null, start: null, end: null, _status: 'published' },
        })
      ).status(),
    ).toBe(200)
    await signInToPanel(page)

    // Opening hours rows are titled by their days, not « un créneau 01 ».
    await page.goto(cmsUrl('/admin/globals/commune'))
    const hours = page.locator('#field-openingHours')
    await expect(hours.locator('.array-field__row-header, .collapsible__header-wrap').first()).toContainText(/Lundi/)
    await expect(hours).not.toContainText(/un créneau \d/)

    // A procedure's icon is picked from the drawings, by their French names.
    await page.goto(cmsUrl('/admin/collections/procedures/create'))
    const icons = page.getByRole('group', { name: 'Icône' })
    await expect(icons.getByRole('radio', { name: 'Bébé' })).toBeVisible()
    await expect(icons.locator('label').filter({ hasText: 'Bébé' }).locator('svg')).toHaveCount(1)
    await expect(icons.getByRole('radio', { name: 'Aucune icône' })).toBeChecked()
    await expect(icons.getByRole('textbox')).toHaveCount(0)

    await page.goto(cmsUrl('/admin/collections/media/create'))
    await expect(page.getByText(/pour les personnes qui ne la voient pas/)).toBeVisible()

    await page.goto(cmsUrl('/admin/collections/users/create'))
    await expect(page.getByRole('textbox', { name: 'Nom de la personne' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Nom affiché' })).toBeVisible()
    await expect(page.getByText(/Le site ne le montre jamais/)).toBeVisible()

    // The alert banner's start and end are marked required once it is switched on, and a publication without them says so at each.
    await page.goto(cmsUrl('/admin/globals/alert-banner'))
    const startLabel = page.locator('label[for="field-start"]')
    await expect(startLabel).toHaveText('Début')
    await page.getByRole('checkbox', { name: 'Afficher le bandeau' }).check()
    await expect(startLabel).toHaveText(/^Début\s*\*$/)
    await expect(page.locator('label[for="field-end"]')).toHaveText(/^Fin\s*\*$/)
    const message = `Coupure d’eau mardi de 8 h à 14 h (${Date.now().toString(36)}).`
    await page.getByRole('textbox', { name: /^Message/ }).fill(message)
    // The panel autosaves the draft (without checks) two seconds after typing; its answer resets the
    // form's errors, so publishing waits for it, as a clerk would see « Dernière sauvegarde ».
    await expect
      .poll(async () => (await (await request.get(`${bannerUrl}?draft=true`, { headers })).json()).message, {
        timeout: 15_000,
      })
      .toBe(message)
    await page.getByRole('button', { name: 'Publier les modifications' }).click()
    // Said at the field itself (its error tooltip), not only in a passing toast.
    await expect(
      page.locator('.tooltip-content').filter({ hasText: 'La date de début du bandeau est requise pour l’afficher' }),
    ).toHaveCount(1)
    await expect(
      page.locator('.tooltip-content').filter({ hasText: 'La date de fin du bandeau est requise pour l’afficher' }),
    ).toHaveCount(1)
  })
})

test.describe('une seule connexion pour le panneau et les écrans du site', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  /** The panel links to the site at its configured address (http://localhost:4321), which the build's preview serves here. */
  const serveSiteAtItsConfiguredAddress = async (page: Page, siteUrl: string) => {
    await page.route('http://localhost:4321/**', async (route) => {
      const asked = new URL(route.request().url())
      const response = await route.fetch({ url: `${siteUrl}${asked.pathname}${asked.search}` })
      await route.fulfill({ response })
    })
  }

  test('du panneau vers un écran du site sans mot de passe, et la déconnexion du panneau ferme aussi l’écran', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000)
    const account = await staffAccount(request, 'Fatou Diop', testInfo.project.name, 'editor')
    await serveSiteAtItsConfiguredAddress(page, baseURL!)
    await signInToPanel(page, account)
    await page.getByRole('link', { name: 'Écran Actualités' }).click()
    await expect(page).toHaveURL('http://localhost:4321/admin/news')
    await expect(page.getByText(`Connecté en tant que ${account.email} (Éditeur)`)).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { name: 'Actualités', level: 1 })).toBeVisible()

    // Signing out of the panel ends the screens' session too.
    await page.goto(cmsUrl('/admin/logout'))
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
    await page.goto('http://localhost:4321/admin/news')
    await expect(page).toHaveURL('http://localhost:4321/login')
    await expect(page.getByRole('alert')).toContainText('Votre session a expiré')
    await account.remove()
  })

  test('d’un écran du site vers le panneau sans mot de passe, et la déconnexion de l’écran ferme aussi le panneau', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const account = await staffAccount(request, 'Moussa Faye', testInfo.project.name, 'editor')
    await page.goto('/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(account.password)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/welcome$/)
    // Until the screen has checked the session (it greets the account), the link is a plain one that asks for the password.
    await expect(page.getByRole('heading', { name: 'Bienvenue, Moussa Faye' })).toBeVisible({ timeout: 30_000 })
    await page.getByRole('link', { name: /Ouvrir le panneau d'administration/ }).click()
    await expect(page.getByRole('link', { name: 'Messages de contact' }).first()).toBeVisible({ timeout: 30_000 })
    expect(page.url()).not.toContain('connexion=')
    await expect(page.getByRole('textbox', { name: /^E-mail/ })).toHaveCount(0)

    // Signing out of the screens ends the panel's session too.
    await page.goto('/welcome')
    await page.getByRole('button', { name: 'Déconnexion' }).first().click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto(cmsUrl('/admin'))
    await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
    await account.remove()
  })
})

test.describe('pictogrammes des documents dans le panneau', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('chaque document d’une démarche a son pictogramme, choisi avec le même sélecteur que l’icône', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    // docs/product/citizen-space.md#pictograms: a procedure written by the API with its texts only.
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const created = await request.post(cmsUrl('/api/procedures'), {
      headers,
      data: {
        title: uniqueTitle('Certificat de vie', testInfo.project.name),
        description: 'Attester qu’une personne est en vie.',
        category: 'ATTESTATIONS',
        requiredDocs: ['Pièce d’identité', 'Deux témoins'],
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const { id } = ((await created.json()) as { doc: { id: number } }).doc
    try {
      await signInToPanel(page)
      await page.goto(cmsUrl(`/admin/collections/procedures/${id}`))
      // One row per document, its text and its pictogram; the contract's list itself is not offered.
      const documents = page.locator('#field-requiredDocuments')
      const texts = documents.getByRole('textbox', { name: /^Document/ })
      await expect(texts).toHaveCount(2)
      await expect(texts.first()).toHaveValue('Pièce d’identité')
      await expect(page.locator('#field-requiredDocs')).toHaveCount(0)
      const pictograms = documents.getByRole('group', { name: 'Pictogramme', exact: true })
      await expect(pictograms).toHaveCount(2)
      await expect(pictograms.first().locator('summary')).toContainText('Aucun pictogramme')

      // The set folds under « Changer », grouped, each drawing with its name: the same as the procedure's icon.
      await pictograms.first().getByText('Changer').click()
      const offered = pictograms.first().getByRole('radio')
      await expect(offered).toHaveCount(
        await page.getByRole('group', { name: 'Icône', exact: true }).getByRole('radio').count(),
      )
      const documentGroup = pictograms.first().getByRole('group', { name: 'Pièces à fournir' })
      await expect(documentGroup.locator('label').filter({ hasText: 'Timbre fiscal' }).locator('svg')).toHaveCount(1)
      await documentGroup.getByRole('radio', { name: 'Carte d’identité' }).check()
      await expect(pictograms.first().locator('summary')).toContainText('Carte d’identité')
      await expect(pictograms.first().locator('summary svg')).toHaveCount(1)
      await pictograms.nth(1).getByText('Changer').click()
      await pictograms.nth(1).getByRole('radio', { name: 'Témoin', exact: true }).check()
      await texts.nth(1).fill('Deux témoins majeurs')
      await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
      await expect(page.getByText('Brouillon enregistré avec succès.').first()).toBeVisible({ timeout: 30_000 })

      // The contract's list follows the rows; each document keeps the pictogram picked.
      const stored = (await (await request.get(cmsUrl(`/api/procedures/${id}?draft=true`), { headers })).json()) as {
        requiredDocs: string[]
        requiredDocuments: { label: string; pictogram: string | null }[]
      }
      expect(stored.requiredDocs).toEqual(['Pièce d’identité', 'Deux témoins majeurs'])
      expect(stored.requiredDocuments.map(({ label, pictogram }) => ({ label, pictogram }))).toEqual([
        { label: 'Pièce d’identité', pictogram: 'id-card' },
        { label: 'Deux témoins majeurs', pictogram: 'witness' },
      ])
    } finally {
      await request.delete(cmsUrl(`/api/procedures/${id}`), { headers })
    }
  })
})

test.describe('projets en retard dans le panneau', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('un projet « En cours » dont la date de fin est passée avertit le personnel, un projet à jour non', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const warning = 'Ce projet est « En cours » alors que sa date de fin'
    const projects = (await (await request.get(cmsUrl('/api/projects?pagination=false'))).json()).docs as {
      id: number
      status: string
      endDate?: string
    }[]
    const today = new Date().toISOString().slice(0, 10)
    const overdue = projects.find(
      (project) => project.status === 'IN_PROGRESS' && project.endDate && project.endDate.slice(0, 10) < today,
    )
    expect(overdue, 'le contenu initial a un projet « En cours » échu (2023–2024)').toBeTruthy()
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const title = uniqueTitle('Projet à jour', testInfo.project.name)
    const created = await request.post(cmsUrl('/api/projects'), {
      headers,
      data: {
        title,
        description: 'Un projet dont la fin est à venir.',
        status: 'IN_PROGRESS',
        startDate: '2026-01-01',
        endDate: '2099-12-31',
        _status: 'draft',
      },
    })
    expect(created.status()).toBe(201)
    const upToDate = ((await created.json()) as { doc: { id: number } }).doc
    try {
      await signInToPanel(page)
      await page.goto(cmsUrl(`/admin/collections/projects/${overdue!.id}`))
      await expect(page.getByRole('alert').filter({ hasText: warning })).toContainText(/\d{1,2} \p{L}+ \d{4}/u)
      await page.goto(cmsUrl(`/admin/collections/projects/${upToDate.id}`))
      await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title)
      await expect(page.getByText(warning)).toHaveCount(0)
    } finally {
      await request.delete(cmsUrl(`/api/projects/${upToDate.id}`), { headers })
    }
  })

  test('se présente au nom de la commune, et l’onglet « API » n’est offert qu’aux administrateurs', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    await page.goto(cmsUrl('/admin/login'))
    await expect(page.getByText('Commune de Darou Salam')).toBeVisible()
    await expect(page.getByText('Administration du site')).toBeVisible()
    await expect(page.locator('.graphic-logo')).toHaveCount(0)

    const editor = await staffAccount(request, 'Éditrice du panneau', testInfo.project.name, 'editor')
    try {
      await signInToPanel(page, editor)
      await page.goto(cmsUrl('/admin/globals/commune'))
      await expect(page.getByRole('link', { name: 'Versions' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'API', exact: true })).toHaveCount(0)
    } finally {
      await editor.remove()
    }
    await page.context().clearCookies()
    await signInToPanel(page)
    await page.goto(cmsUrl('/admin/globals/commune'))
    await expect(page.getByRole('link', { name: 'API', exact: true })).toBeVisible()
  })
})

test.describe('photos de téléphone dans le panneau', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('la médiathèque refuse dès le choix un fichier de plus de 20 Mo et réduit une photo de téléphone avant l’envoi', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const photo = await phonePhoto()
    const sentFiles = await recordSentFiles(page)
    await signInToPanel(page)
    await page.goto(cmsUrl('/admin/collections/media/create'))
    const input = page.locator('input[type="file"]')

    await input.setInputFiles({
      name: 'trop-lourde.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([photo, Buffer.alloc(20 * 1024 * 1024 - photo.length + 1)]),
    })
    await expect(page.getByText('Le fichier dépasse la taille maximale autorisée (20 Mo)')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Sélectionnez un fichier' })).toBeVisible()

    const alt = uniqueTitle('Photo du marché', testInfo.project.name)
    await input.setInputFiles({ name: 'IMG_20260301_093012.jpg', mimeType: 'image/jpeg', buffer: photo })
    await expect(
      page.getByRole('status').filter({ hasText: /^Photo réduite pour l'envoi : [\d,]+\sMo au lieu de [\d,]+\sMo\.$/ }),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'Texte alternatif' }).fill(alt)
    await page.getByRole('button', { name: 'Sauvegarder' }).click()
    // Shrunk, sent, then resized and stored by the CMS: a busy server may take longer than a click's answer.
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 30_000 })

    const sent = await sentFiles()
    expect(sent.map(({ name, type }) => [name, type])).toEqual([['IMG_20260301_093012.jpg', 'image/jpeg']])
    expect(sent[0]!.size).toBeLessThan(photo.length / 3)
    const id = page.url().match(/\/media\/(\d+)/)![1]
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const stored = (await (await request.get(cmsUrl(`/api/media/${id}`), { headers })).json()) as {
      alt: string
      width: number
      height: number
    }
    expect([stored.alt, stored.width, stored.height]).toEqual([alt, 1920, 2560])
    testInfo.annotations.push({ type: 'tailles', description: `choisie ${photo.length} o, envoyée ${sent[0]!.size} o` })
    expect((await request.delete(cmsUrl(`/api/media/${id}`), { headers })).ok()).toBe(true)
  })
})
