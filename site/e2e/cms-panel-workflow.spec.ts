import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { admin, uniqueTitle } from './admin-support'
import { cmsUrl } from './support'

/**
 * The editorial workflow in the CMS's own panel, with real accounts of each role: a rédacteur
 * drafts a news item and submits it for review, never sees « Publier »; an éditeur finds it under
 * « À relire » on the dashboard and publishes it; then puts back an earlier version of a service.
 */
const PASSWORD = 'Panneau-Workflow-E2E-2026'

async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(cmsUrl('/api/auth/login'), { data: { email, password } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

async function account(request: APIRequestContext, role: 'editor' | 'writer', displayName: string) {
  const headers = { Authorization: `Bearer ${await apiToken(request, admin().email, admin().password)}` }
  const email = `${role}.panneau.${Date.now().toString(36)}@commune.local`
  const created = await request.post(cmsUrl('/api/users'), {
    headers,
    data: { email, password: PASSWORD, displayName, role },
  })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return {
    email,
    password: PASSWORD,
    remove: async () => expect((await request.delete(cmsUrl(`/api/users/${doc.id}`), { headers })).ok()).toBe(true),
  }
}

async function signInToPanel(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto(cmsUrl('/admin/login'))
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('link', { name: 'Actualités' }).first()).toBeVisible({ timeout: 30_000 })
}

async function signOutOfPanel(page: Page) {
  await page.goto(cmsUrl('/admin/logout'))
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}

test.describe('relecture et historique dans le panneau du CMS', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('un rédacteur soumet un brouillon, un éditeur le trouve « À relire » et le publie', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000)
    const writer = await account(request, 'writer', 'Rédactrice du panneau')
    const editor = await account(request, 'editor', 'Éditeur du panneau')
    const title = uniqueTitle('Collecte des ordures', testInfo.project.name)
    try {
      await signInToPanel(page, writer)
      await page.goto(cmsUrl('/admin/collections/news/create'))
      await page.getByRole('textbox', { name: /^Titre/ }).fill(title)
      await page.getByRole('textbox', { name: /^Contenu/ }).fill('La collecte passe désormais le mardi.')
      await page.getByRole('checkbox', { name: 'Soumettre pour relecture' }).check()
      await expect(page.getByRole('button', { name: /^Publier/ })).toHaveCount(0)
      await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
      await expect(page.getByText('Brouillon enregistré avec succès.').first()).toBeVisible({ timeout: 30_000 })
      // Citizens (and the site's build) do not get it.
      const publicList = await (
        await request.get(cmsUrl(`/api/news?where[title][equals]=${encodeURIComponent(title)}`))
      ).json()
      expect(publicList.totalDocs).toBe(0)
      await signOutOfPanel(page)

      await signInToPanel(page, editor)
      const queue = page.getByRole('region', { name: 'À relire' })
      await expect(queue.getByRole('link', { name: title })).toBeVisible()
      await expect(queue).toContainText('Rédactrice du panneau')
      await queue.getByRole('link', { name: title }).click()
      // The rédacteur's edit lock may still hold (the panel keeps it a few minutes after a page is
      // left): its « Document verrouillé » dialog can come up a moment after the page, and the
      // éditeur takes the document over, as the panel offers, before publishing.
      const publish = page.getByRole('button', { name: /^Publier/ }).first()
      const takeOver = page.getByRole('button', { name: 'Prendre en charge' })
      await expect(async () => {
        if (await takeOver.isVisible()) await takeOver.click()
        await publish.click({ timeout: 2_000 })
      }).toPass({ timeout: 60_000 })
      await expect
        .poll(
          async () =>
            (await (await request.get(cmsUrl(`/api/news?where[title][equals]=${encodeURIComponent(title)}`))).json())
              .totalDocs,
          { timeout: 30_000 },
        )
        .toBe(1)
      await page.goto(cmsUrl('/admin'))
      await expect(page.getByRole('region', { name: 'À relire' }).getByRole('link', { name: title })).toHaveCount(0)
    } finally {
      await writer.remove()
      await editor.remove()
    }
  })

  test('un éditeur remet en ligne la version précédente d’un service', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000)
    const editor = await account(request, 'editor', 'Éditrice de l’historique')
    const headers = { Authorization: `Bearer ${await apiToken(request, editor.email, editor.password)}` }
    const title = uniqueTitle('Service de l’historique', testInfo.project.name)
    const created = await request.post(cmsUrl('/api/services'), {
      headers,
      data: { title, description: 'Horaires : 8 h – 15 h.', category: 'SANTE' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect(
      (
        await request.patch(cmsUrl(`/api/services/${doc.id}`), {
          headers,
          data: { description: 'Horaires : 9 h – 12 h.' },
        })
      ).status(),
    ).toBe(200)
    try {
      await signInToPanel(page, editor)
      await page.goto(cmsUrl(`/admin/collections/services/${doc.id}/versions`))
      // The oldest version is the last row; it names who saved it.
      const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
      await expect(rows).toHaveCount(2)
      await rows.last().getByRole('link').first().click()
      await page.getByRole('button', { name: 'Restaurer cette version' }).click()
      await page.getByRole('button', { name: 'Confirmer' }).click()
      await expect(page.getByText('Restauré(e) avec succès.').first()).toBeVisible({ timeout: 30_000 })
      const publicDoc = await (await request.get(cmsUrl(`/api/services/${doc.id}`))).json()
      expect(publicDoc.description).toBe('Horaires : 8 h – 15 h.')
    } finally {
      await request.delete(cmsUrl(`/api/services/${doc.id}`), { headers })
      await editor.remove()
    }
  })
})

test.describe('les mots et les formats du panneau', () => {
  test.skip(({ isMobile }) => isMobile, 'un seul passage suffit : le panneau est celui de Payload')

  test('« Programmer la publication » se lit en français, propose « Publier » et garde l’heure tapée', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const editor = await account(request, 'editor', 'Éditrice du calendrier')
    const headers = { Authorization: `Bearer ${await apiToken(request, editor.email, editor.password)}` }
    const title = uniqueTitle('Publication programmée', testInfo.project.name)
    const created = await request.post(cmsUrl('/api/news?draft=true'), {
      headers,
      data: { title, content: 'Un brouillon jamais publié.', _status: 'draft' },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    // Two days ahead at 14:37, Dakar's time (GMT, as the panel's clock): a minute no list of slots offers.
    const at = new Date(Date.now() + 2 * 86_400_000)
    at.setUTCHours(14, 37, 0, 0)
    const two = (n: number) => String(n).padStart(2, '0')
    const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'Africa/Dakar' }).format(at)
    try {
      await signInToPanel(page, editor)
      await page.goto(cmsUrl(`/admin/collections/news/${doc.id}`))
      await expect(page.getByRole('textbox', { name: /^Titre/ })).toHaveValue(title)
      await page.locator('.doc-controls .popup-button').first().click()
      await page.getByRole('button', { name: 'Programmer la publication' }).click()
      const drawer = page.locator('.drawer__content').filter({ hasText: `Programmer la publication de « ${title} »` })
      // A draft never published: what a clerk schedules is its publication.
      await expect(drawer.getByRole('radio', { name: 'Publier' })).toBeChecked()
      const dateField = drawer.locator('.date-time-picker input')
      await expect(dateField).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm')
      await dateField.click()
      const calendar = page.getByRole('dialog', { name: 'Choisir une date et une heure' })
      await expect(calendar).toContainText('Heure')
      await expect(calendar.getByRole('option', { name: /^\d{2}:\d{2}$/ }).first()).toBeVisible()
      await expect(drawer).not.toContainText(/\b(AM|PM|Time)\b/)
      await dateField.fill(`${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${at.getUTCFullYear()} 14:37`)
      await dateField.press('Tab')
      await expect(dateField).toHaveValue(`${at.getUTCDate()} ${month} ${at.getUTCFullYear()}, 14:37`)
      await drawer.getByRole('button', { name: 'Sauvegarder' }).click()
      await expect(page.getByText('Programmé avec succès.').first()).toBeVisible()
      // The job queued holds the minute typed.
      const scheduled = await request.get(cmsUrl(`/api/news/${doc.id}/schedule`), { headers })
      expect(scheduled.status()).toBe(200)
      expect(((await scheduled.json()) as { docs: unknown[] }).docs).toEqual([
        expect.objectContaining({ type: 'publish', waitUntil: at.toISOString() }),
      ])
    } finally {
      await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers })
      await editor.remove()
    }
  })

  test('l’historique dit qui a enregistré et quand à la seconde, sans valeurs brutes ; « Retirer du site » se confirme en clair', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000)
    const editor = await account(request, 'editor', 'Éditeur de l’historique')
    const headers = { Authorization: `Bearer ${await apiToken(request, editor.email, editor.password)}` }
    const title = uniqueTitle('Historique lisible', testInfo.project.name)
    // Published without a category nor keywords, then a draft saved over it.
    const created = await request.post(cmsUrl('/api/news'), { headers, data: { title, content: 'Première version.' } })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number; date: string } }
    expect(
      (
        await request.patch(cmsUrl(`/api/news/${doc.id}?draft=true`), {
          headers,
          data: { content: 'Seconde version.', _status: 'draft' },
        })
      ).status(),
    ).toBe(200)
    try {
      await signInToPanel(page, editor)
      await page.goto(cmsUrl(`/admin/collections/news/${doc.id}/versions`))
      const rows = page.getByRole('row').filter({ has: page.getByRole('link') })
      await expect(rows).toHaveCount(2)
      await expect(rows.first()).toContainText('Brouillon en cours')
      await expect(page.getByText('Projet actuel')).toHaveCount(0)
      // Two saves of the same minute tell apart: the second, and who saved.
      for (const row of await rows.all()) {
        await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/)
        await expect(row).toContainText('Éditeur de l’historique')
      }
      // The first version, on its own: its empty values read as words.
      await rows.last().getByRole('link').first().click()
      await expect(page.getByRole('button', { name: 'Restaurer cette version' })).toBeVisible()
      const diff = (label: string) =>
        page
          .locator('.field-diff-container')
          .filter({ has: page.locator('.field-diff-label', { hasText: new RegExp(`^${label}$`) }) })
      await expect(diff('Catégorie')).toContainText('vide')
      await expect(diff('Mots-clés')).toContainText('aucun')
      await expect(diff('Soumettre pour relecture')).toContainText('non')
      await expect(page.locator('main')).not.toContainText(/\bnull\b|\bfalse\b|\[\]/)

      // Put back (and published), the document reads its dates in French from the first drawing.
      await page.getByRole('button', { name: 'Restaurer cette version' }).click()
      await page.getByRole('button', { name: 'Confirmer' }).click()
      await expect(page.getByText('Restauré(e) avec succès.').first()).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('textbox', { name: /^Contenu/ })).toHaveValue('Première version.')
      const publicationDay = new Intl.DateTimeFormat('fr-FR', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Dakar',
      }).format(new Date(doc.date))
      await expect(page.locator('.date-time-picker input').first()).toHaveValue(publicationDay)
      // The document's ⋮ menu (« Créer », « Dupliquer », « Supprimer »…).
      await page.locator('.doc-controls__dots').click()
      await expect(page.getByRole('button', { name: 'Annuler la publication' })).toHaveCount(0)
      await page.getByRole('button', { name: 'Retirer du site' }).click()
      const confirm = page.getByRole('dialog').filter({ hasText: 'Retirer du site ?' })
      await expect(confirm.getByRole('button', { name: 'Garder en ligne' })).toBeVisible()
      await confirm.getByRole('button', { name: 'Retirer', exact: true }).click()
      await expect(page.getByText('Retrait du site enregistré.').first()).toBeVisible()
      await expect
        .poll(
          async () =>
            (await (await request.get(cmsUrl(`/api/news?where[title][equals]=${encodeURIComponent(title)}`))).json())
              .totalDocs,
          { timeout: 30_000 },
        )
        .toBe(0)
    } finally {
      await request.delete(cmsUrl(`/api/news/${doc.id}`), { headers })
      await editor.remove()
    }
  })
})
