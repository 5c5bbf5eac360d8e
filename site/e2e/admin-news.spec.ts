import { expect, test, type Page } from '@playwright/test'
import type { Media, News } from 'shared-types/payload-types'

import { MESSAGES_SEEN, findPublic, pngFile, revoke, signIn, staffAccount, uniqueTitle } from './admin-support'
import { adminToken, cmsUrl, expectAccessible, publicRead } from './support'

/** The list call (GET /api/news?…), not one document's. */
const NEWS_LIST = /\/api\/news\?/

const dialog = (page: Page) => page.getByRole('dialog')
const toast = (page: Page) => page.getByTestId('toast')

async function openNewsScreen(page: Page) {
  await page.goto('/admin/news')
  await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Liste des actualités' })).not.toHaveAttribute('aria-busy', 'true')
}

test.describe('écran Actualités (/admin/news)', () => {
  test('la liste montre les actualités du CMS', async ({ page, request }) => {
    const news = await publicRead<News>(request, 'news')
    await signIn(page, request)
    await openNewsScreen(page)
    const table = page.getByRole('table', { name: 'Liste des actualités' })
    for (const item of news) {
      await expect(table.getByRole('rowheader', { name: item.title, exact: true })).toBeVisible()
    }
    await expect(
      page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Actualités' }),
    ).toHaveAttribute('aria-current', 'page')
    await expectAccessible(page)
  })

  test('cycle complet : créer avec une image, modifier sans changer l’image, supprimer après confirmation', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const title = uniqueTitle('Actualité admin', testInfo.project.name)
    await signIn(page, request)
    await openNewsScreen(page)

    // Create, with an image.
    const add = page.getByRole('button', { name: 'Ajouter une actualité' })
    await add.click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAccessibleName('Ajouter une actualité')
    await expect(page.getByLabel('Titre')).toBeFocused()
    await page.getByLabel('Titre').fill(title)
    await page
      .getByLabel('Contenu')
      .fill('Premier paragraphe.\n\n### Programme\n\n- **Samedi** : ouverture\n- *Dimanche* : clôture')
    await expect(dialog(page).getByText('Mise en forme légère')).toBeVisible()
    await page.getByLabel('Catégorie').selectOption({ label: 'Événements' })
    await expect(dialog(page).getByText("PNG, JPG, GIF, WEBP jusqu'à 20 Mo")).toBeVisible()
    await page.getByLabel('Image').setInputFiles(await pngFile('fete.png'))
    await expect(dialog(page).getByRole('img', { name: "Aperçu de l'image choisie" })).toBeVisible()
    await expect(dialog(page).getByText('fete.png')).toBeVisible()
    await expectAccessible(page)
    await dialog(page).getByRole('button', { name: 'Ajouter' }).click()
    await expect(toast(page)).toHaveText('Actualité ajoutée avec succès')
    await expect(dialog(page)).toBeHidden()
    await expect(add).toBeFocused()
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
    await expect(row).toHaveCount(1)

    // What visitors read from the API.
    const created = await findPublic<News>(request, 'news', title)
    expect(created).toBeDefined()
    expect(created!.content).toContain('### Programme')
    expect(created!.category).toBe('evenements')
    const image = created!.image as Media
    expect(image.mimeType).toBe('image/png')
    expect(image.width).toBe(96)
    expect((await request.get(cmsUrl(new URL(image.url!, cmsUrl()).pathname))).ok()).toBe(true)

    // Edit: the form opens filled in, the current image stays when no file is chosen.
    await row.getByRole('button', { name: `Modifier : ${title}` }).click()
    await expect(dialog(page)).toHaveAccessibleName("Modifier l'actualité")
    await expect(page.getByLabel('Titre')).toHaveValue(title)
    await expect(page.getByLabel('Catégorie')).toHaveValue('evenements')
    await expect(dialog(page).getByRole('img', { name: /^Image actuelle/ })).toBeVisible()
    await expect(dialog(page).getByText("Laissez vide pour conserver l'image actuelle.")).toBeVisible()
    const edited = `${title} (modifiée)`
    await page.getByLabel('Titre').fill(edited)
    await page.getByLabel('Catégorie').selectOption({ label: 'Culture' })
    await dialog(page).getByRole('button', { name: 'Mettre à jour' }).click()
    await expect(toast(page).filter({ hasText: 'Actualité mise à jour avec succès' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: edited, exact: true })).toBeVisible()
    const updated = await findPublic<News>(request, 'news', edited)
    expect(updated?.id).toBe(created!.id)
    expect(updated?.category).toBe('culture')
    expect((updated?.image as Media | undefined)?.id).toBe(image.id)

    // Delete: the confirmation first; 'Annuler' keeps the item.
    const editedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: edited, exact: true }) })
    const remove = editedRow.getByRole('button', { name: `Supprimer : ${edited}` })
    await remove.click()
    const confirm = page.getByRole('alertdialog', { name: 'Confirmer la suppression' })
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cette actualité ?')
    await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused()
    await expectAccessible(page)
    await confirm.getByRole('button', { name: 'Annuler' }).click()
    await expect(confirm).toBeHidden()
    await expect(remove).toBeFocused()
    await remove.click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click()
    await expect(toast(page).filter({ hasText: 'Actualité supprimée avec succès' })).toBeVisible()
    await expect(page.getByRole('rowheader', { name: edited, exact: true })).toHaveCount(0)
    expect((await request.get(cmsUrl(`/api/news/${created!.id}`))).status()).toBe(404)
  })

  test('l’auteur est le nom affiché du compte qui crée l’actualité, accueilli par ce nom', async ({
    page,
    request,
  }, testInfo) => {
    const name = `Awa Ndiaye (${testInfo.project.name})`
    const account = await staffAccount(request, name, testInfo.project.name)
    const title = uniqueTitle('Actualité signée', testInfo.project.name)
    try {
      await signIn(page, request, account)
      await page.goto('/welcome')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenue, ${name}`)
      await openNewsScreen(page)
      const table = page.getByRole('table', { name: 'Liste des actualités' })
      // A column of wide screens (phones keep title and actions).
      if (!testInfo.project.name.includes('mobile'))
        await expect(table.getByRole('columnheader', { name: 'Auteur' })).toHaveCount(1)
      // The seeded news keep their signature.
      await expect(table).toContainText('Service communication')
      await page.getByRole('button', { name: 'Ajouter une actualité' }).click()
      await page.getByLabel('Titre').fill(title)
      await page.getByLabel('Contenu').fill('Le marché hebdomadaire ouvre jeudi.')
      await dialog(page).getByRole('button', { name: 'Ajouter' }).click()
      await expect(toast(page)).toHaveText('Actualité ajoutée avec succès')
      const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
      await expect(row).toContainText(name)
      expect((await findPublic<News>(request, 'news', title))?.author).toBe(name)
    } finally {
      const created = await findPublic<News>(request, 'news', title)
      if (created)
        await request.delete(cmsUrl(`/api/news/${created.id}`), {
          headers: { Authorization: `Bearer ${await adminToken(request)}` },
        })
      await account.remove()
    }
  })

  test('validation : chaque champ requis manquant donne le message du §5, sans appel au serveur', async ({
    page,
    request,
  }) => {
    await signIn(page, request)
    await openNewsScreen(page)
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/news')) writes.push(r.url())
    })
    await page.getByRole('button', { name: 'Ajouter une actualité' }).click()
    const submit = dialog(page).getByRole('button', { name: 'Ajouter' })
    const title = page.getByLabel('Titre')
    const content = page.getByLabel('Contenu')

    await submit.click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Le titre et le contenu sont requis')
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(content).toHaveAttribute('aria-invalid', 'true')
    await expect(title).toBeFocused()
    await expect(title).toHaveAccessibleDescription(/Le titre et le contenu sont requis/)
    await expectAccessible(page)

    // Title only: the content is at fault.
    await title.fill('Un titre')
    await submit.click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Le titre et le contenu sont requis')
    await expect(title).not.toHaveAttribute('aria-invalid', 'true')
    await expect(content).toHaveAttribute('aria-invalid', 'true')
    await expect(content).toBeFocused()

    // Content only (blanks count as empty): the title is at fault.
    await title.fill('   ')
    await content.fill('Un contenu')
    await submit.click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Le titre et le contenu sont requis')
    await expect(title).toHaveAttribute('aria-invalid', 'true')
    await expect(content).not.toHaveAttribute('aria-invalid', 'true')
    expect(writes).toEqual([])
  })

  test('le refus du serveur est affiché en français et le formulaire garde la saisie', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request)
    await openNewsScreen(page)
    await page.getByRole('button', { name: 'Ajouter une actualité' }).click()
    const title = uniqueTitle('Fichier déguisé', testInfo.project.name)
    await page.getByLabel('Titre').fill(title)
    await page.getByLabel('Contenu').fill('Texte')
    // A web page renamed .png: the CMS reads the bytes and refuses it.
    await page.getByLabel('Image').setInputFiles({
      name: 'piege.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><body>piège</body></html>'),
    })
    await dialog(page).getByRole('button', { name: 'Ajouter' }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText(
      'Type de fichier non autorisé : seules les images JPEG, PNG, WebP et GIF sont acceptées',
    )
    await expect(page.getByLabel('Titre')).toHaveValue(title)
    expect(await findPublic<News>(request, 'news', title)).toBeUndefined()
  })

  test('fermer la fenêtre (Échap, Annuler) la vide et rend le focus au bouton', async ({ page, request }) => {
    await signIn(page, request)
    await openNewsScreen(page)
    const add = page.getByRole('button', { name: 'Ajouter une actualité' })
    await add.click()
    await page.getByLabel('Titre').fill('Brouillon abandonné')
    await dialog(page).getByRole('button', { name: 'Ajouter', exact: true }).click()
    await expect(dialog(page).getByRole('alert')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(add).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(page.getByLabel('Titre')).toHaveValue('')
    await expect(dialog(page).getByRole('alert')).toHaveCount(0)
    // Focus stays inside the dialog: Shift+Tab from the first control reaches the last one.
    await dialog(page).getByRole('button', { name: 'Fermer' }).focus()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog(page).getByRole('button', { name: 'Ajouter' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(dialog(page).getByRole('button', { name: 'Fermer' })).toBeFocused()
    await dialog(page).getByRole('button', { name: 'Annuler' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(add).toBeFocused()
  })

  test('liste vide et échec du chargement : les messages du spec', async ({ page, request }) => {
    await signIn(page, request)
    await page.route(NEWS_LIST, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { docs: [], totalDocs: 0, page: 1, totalPages: 1 } })
        : route.continue(),
    )
    await openNewsScreen(page)
    await expect(page.getByRole('cell', { name: 'Aucune actualité trouvée' })).toBeVisible()
    await expectAccessible(page)

    await page.unroute(NEWS_LIST)
    await page.route(NEWS_LIST, (route) => route.abort('connectionrefused'))
    await page.reload()
    await expect(page.getByRole('cell').filter({ hasText: 'Impossible de charger les actualités' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Impossible de charger les actualités' })).toBeVisible()
    await page.unroute(NEWS_LIST)
    await page.getByRole('button', { name: 'Réessayer' }).click()
    await expect(page.getByRole('rowheader').first()).toBeVisible()
  })

  test('jeton révoqué pendant le travail : déconnecté avec un message au lieu d’un échec silencieux', async ({
    page,
    request,
  }, testInfo) => {
    const token = await signIn(page, request)
    await openNewsScreen(page)
    await page.getByRole('button', { name: 'Ajouter une actualité' }).click()
    const title = uniqueTitle('Session révoquée', testInfo.project.name)
    await page.getByLabel('Titre').fill(title)
    await page.getByLabel('Contenu').fill('Texte')
    await revoke(request, token)
    await dialog(page).getByRole('button', { name: 'Ajouter' }).click()
    await expect(page).toHaveURL(/\/login\/?$/)
    await expect(page.getByRole('alert')).toHaveText(MESSAGES_SEEN.expired)
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ])
    expect(await findPublic<News>(request, 'news', title)).toBeUndefined()
    await expectAccessible(page)
  })
})
