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
  const created = await request.post(cmsUrl('/api/users'), { headers, data: { email, password: PASSWORD, displayName, role } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { email, password: PASSWORD, remove: async () => expect((await request.delete(cmsUrl(`/api/users/${doc.id}`), { headers })).ok()).toBe(true) }
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

  test('un rédacteur soumet un brouillon, un éditeur le trouve « À relire » et le publie', async ({ page, request }, testInfo) => {
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
      const publicList = await (await request.get(cmsUrl(`/api/news?where[title][equals]=${encodeURIComponent(title)}`))).json()
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
      await expect.poll(async () => (await (await request.get(cmsUrl(`/api/news?where[title][equals]=${encodeURIComponent(title)}`))).json()).totalDocs, { timeout: 30_000 }).toBe(1)
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
    const created = await request.post(cmsUrl('/api/services'), { headers, data: { title, description: 'Horaires : 8 h – 15 h.', category: 'SANTE' } })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await request.patch(cmsUrl(`/api/services/${doc.id}`), { headers, data: { description: 'Horaires : 9 h – 12 h.' } })).status()).toBe(200)
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
