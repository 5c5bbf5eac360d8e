import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DRAFT_MESSAGES, MESSAGES } from 'shared-types'
import type { News, Project } from 'shared-types/payload-types'

import { signIn, staffAccount, uniqueTitle } from './admin-support'
import { adminToken, cmsUrl, expectAccessible } from './support'

/**
 * The /admin screens follow the signed-in role and the drafts (docs/product/workflow.md): a rédacteur drafts and
 * submits for review, never publishes nor deletes, and only reads the gallery; an éditeur or an
 * administrateur publishes a listed draft in one action, or keeps a save as a draft; citizens never
 * see a draft until it is published.
 */
const dialog = (page: Page) => page.getByRole('dialog')
const toast = (page: Page) => page.getByTestId('toast')
/** A row by its title: a draft's row header also names its badges. */
const rowOf = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: title }) })

async function openScreen(page: Page, route: string, heading: string, caption: string) {
  await page.goto(route)
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  await expect(page.getByRole('table', { name: caption })).not.toHaveAttribute('aria-busy', 'true')
}

const openNews = (page: Page) => openScreen(page, '/admin/news', 'Actualités', 'Liste des actualités')

/** A document found by its title as staff see it: drafts included, each in its latest version. */
async function staffFind<T>(request: APIRequestContext, slug: string, title: string): Promise<T | undefined> {
  const response = await request.get(
    cmsUrl(`/api/${slug}?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`),
    {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
    },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: T[] }).docs[0]
}

/** What a citizen (or the site's build) gets for one document. */
const anonymousRead = (request: APIRequestContext, slug: string, id: number | string) =>
  request.get(cmsUrl(`/api/${slug}/${id}`))

async function removeAsAdmin(request: APIRequestContext, slug: string, id: number | string | undefined) {
  if (id === undefined) return
  await request.delete(cmsUrl(`/api/${slug}/${id}`), {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  })
}

test.describe('rôles et brouillons dans les écrans /admin', () => {
  test('un rédacteur rédige une actualité et la soumet pour relecture ; un éditeur la publie depuis la liste', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const project = testInfo.project.name
    const writer = await staffAccount(request, `Awa Diop (${project})`, project, 'writer')
    const editor = await staffAccount(request, `Moussa Fall (${project})`, project, 'editor')
    const title = uniqueTitle('Conseil municipal', project)
    let id: number | undefined
    try {
      await signIn(page, request, writer)
      await page.goto('/welcome')
      await expect(page.getByTestId('admin-user-role')).toHaveText('(Rédacteur)')
      await expect(page.getByRole('banner')).toContainText(`Connecté en tant que ${writer.email} (Rédacteur)`)

      // Neither publishing nor deleting is offered.
      await openNews(page)
      await expect(page.getByRole('rowheader').first()).toBeVisible()
      await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^Publier/ })).toHaveCount(0)

      await page.getByRole('button', { name: 'Ajouter une actualité' }).click()
      await expect(dialog(page)).toHaveAccessibleName('Ajouter une actualité')
      await expect(dialog(page)).toHaveAccessibleDescription(DRAFT_MESSAGES.writerSaves)
      await expect(page.getByLabel('Titre')).toBeFocused()
      await expect(dialog(page).getByRole('button', { name: 'Ajouter', exact: true })).toHaveCount(0)
      await expect(dialog(page).getByRole('button', { name: /Publier/ })).toHaveCount(0)
      await page.getByLabel('Titre').fill(title)
      await page.getByLabel('Contenu').fill('Le conseil municipal se réunit samedi à 10 h.')
      await expectAccessible(page)
      await dialog(page).getByRole('button', { name: 'Enregistrer comme brouillon' }).click()
      await expect(toast(page)).toHaveText(DRAFT_MESSAGES.saved)
      await expect(dialog(page)).toBeHidden()
      const row = rowOf(page, title)
      await expect(row.getByRole('rowheader')).toHaveText(`${title} Brouillon`)
      await expect(row).not.toContainText('À relire')

      // Citizens see nothing of it: not the API, not the page that reads the CMS live.
      id = (await staffFind<News>(request, 'news', title))?.id
      expect(id).toBeDefined()
      expect((await anonymousRead(request, 'news', id!)).status()).toBe(404)
      // The rédacteur's token cannot delete it either.
      const refused = await request.delete(cmsUrl(`/api/news/${id}`), {
        headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      })
      expect(refused.status()).toBe(403)

      // Back to it: the draft opens, is completed and submitted for review.
      await row.getByRole('button', { name: `Modifier : ${title}` }).click()
      await expect(dialog(page)).toHaveAccessibleName("Modifier l'actualité")
      await expect(dialog(page)).toContainText(DRAFT_MESSAGES.editingDraft)
      await expect(page.getByLabel('Titre')).toHaveValue(title)
      await page.getByLabel('Contenu').fill('Le conseil municipal se réunit samedi à 10 h, salle des délibérations.')
      await dialog(page).getByRole('button', { name: 'Soumettre pour relecture' }).click()
      await expect(toast(page).filter({ hasText: DRAFT_MESSAGES.submitted })).toBeVisible()
      await expect(row.getByRole('rowheader')).toHaveText(`${title} Brouillon À relire`)
      await expectAccessible(page)
      expect((await anonymousRead(request, 'news', id!)).status()).toBe(404)
      await page.goto(`/actualites/${id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.newsNotFound)

      // The éditeur publishes it from the list, in one action.
      await signIn(page, request, editor)
      await openNews(page)
      await expect(page.getByTestId('admin-user-role')).toHaveText('(Éditeur)')
      const publish = rowOf(page, title).getByRole('button', { name: `Publier : ${title}` })
      await expect(publish).toBeVisible()
      await expectAccessible(page)
      await publish.click()
      await expect(toast(page).filter({ hasText: 'Actualité publiée avec succès' })).toBeVisible()
      await expect(rowOf(page, title).getByRole('rowheader')).toHaveText(title)
      await expect(rowOf(page, title).getByRole('button', { name: /^Publier/ })).toHaveCount(0)

      const published = await anonymousRead(request, 'news', id!)
      expect(published.status()).toBe(200)
      const doc = (await published.json()) as News
      expect(doc.title).toBe(title)
      expect(doc.content).toBe('Le conseil municipal se réunit samedi à 10 h, salle des délibérations.')
      // Signed by the rédacteur who wrote it.
      expect(doc.author).toBe(`Awa Diop (${project})`)
    } finally {
      await removeAsAdmin(request, 'news', id)
      await writer.remove()
      await editor.remove()
    }
  })

  test('une actualité publiée corrigée par un rédacteur : le site garde la version en ligne jusqu’à la publication du brouillon', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000)
    const project = testInfo.project.name
    const writer = await staffAccount(request, `Fatou Sarr (${project})`, project, 'writer')
    const title = uniqueTitle('Marché hebdomadaire', project)
    const corrected = `${title} (corrigée)`
    const headers = { Authorization: `Bearer ${await adminToken(request)}` }
    const created = await request.post(cmsUrl('/api/news'), {
      headers,
      data: { title, content: 'Le marché ouvre jeudi.' },
    })
    expect(created.status()).toBe(201)
    const { id } = ((await created.json()) as { doc: News }).doc
    try {
      await signIn(page, request, writer)
      await openNews(page)
      await rowOf(page, title)
        .getByRole('button', { name: `Modifier : ${title}` })
        .click()
      await expect(dialog(page)).toHaveAccessibleDescription(DRAFT_MESSAGES.writerSaves)
      await page.getByLabel('Titre').fill(corrected)
      await dialog(page).getByRole('button', { name: 'Enregistrer comme brouillon' }).click()
      await expect(toast(page)).toHaveText(DRAFT_MESSAGES.saved)
      // The list shows the text staff work on, marked as a draft of published content.
      await expect(rowOf(page, corrected).getByRole('rowheader')).toHaveText(`${corrected} Brouillon en cours`)
      expect(((await (await anonymousRead(request, 'news', id)).json()) as News).title).toBe(title)

      // The administrator opens the newer draft, told so, and publishes it.
      await signIn(page, request)
      await openNews(page)
      const draftRead = page.waitForRequest(
        (r) => r.method() === 'GET' && r.url().includes(`/api/news/${id}?`) && r.url().includes('draft=true'),
      )
      await rowOf(page, corrected)
        .getByRole('button', { name: `Modifier : ${corrected}` })
        .click()
      await draftRead
      await expect(dialog(page)).toHaveAccessibleDescription(DRAFT_MESSAGES.editingNewerDraft)
      await expect(page.getByLabel('Titre')).toHaveValue(corrected)
      await expect(dialog(page).getByRole('button', { name: 'Mettre à jour' })).toHaveCount(0)
      await expectAccessible(page)
      await dialog(page).getByRole('button', { name: 'Publier', exact: true }).click()
      await expect(toast(page).filter({ hasText: 'Actualité publiée avec succès' })).toBeVisible()
      await expect(rowOf(page, corrected).getByRole('rowheader')).toHaveText(corrected)
      expect(((await (await anonymousRead(request, 'news', id)).json()) as News).title).toBe(corrected)
    } finally {
      await removeAsAdmin(request, 'news', id)
      await writer.remove()
    }
  })

  test('un administrateur garde un nouveau projet en brouillon, puis le publie depuis la liste', async ({
    page,
    request,
  }, testInfo) => {
    const title = uniqueTitle('Forage du quartier nord', testInfo.project.name)
    let id: number | undefined
    try {
      await signIn(page, request)
      await page.goto('/welcome')
      await expect(page.getByTestId('admin-user-role')).toHaveText('(Administrateur)')
      await openScreen(page, '/admin/projects', 'Projets', 'Liste des projets')
      await page.getByRole('button', { name: 'Ajouter un projet' }).click()
      // An administrator's form keeps its publishing button, and offers a draft as well.
      await expect(dialog(page).getByRole('button', { name: 'Ajouter', exact: true })).toBeVisible()
      await dialog(page)
        .getByLabel(/^Titre/)
        .fill(title)
      await dialog(page)
        .getByLabel(/^Description/)
        .fill('Un forage et un château d’eau pour le quartier nord.')
      await dialog(page)
        .getByLabel(/^Date de début/)
        .fill('2027-01-15')
      await dialog(page).getByRole('button', { name: 'Enregistrer comme brouillon' }).click()
      await expect(toast(page)).toHaveText(DRAFT_MESSAGES.saved)
      await expect(rowOf(page, title).getByRole('rowheader')).toHaveText(`${title} Brouillon`)
      id = (await staffFind<Project>(request, 'projects', title))?.id
      expect(id).toBeDefined()
      expect((await anonymousRead(request, 'projects', id!)).status()).toBe(404)

      await rowOf(page, title)
        .getByRole('button', { name: `Publier : ${title}` })
        .click()
      await expect(toast(page).filter({ hasText: 'Projet publié avec succès' })).toBeVisible()
      await expect(rowOf(page, title).getByRole('rowheader')).toHaveText(title)
      const published = await anonymousRead(request, 'projects', id!)
      expect(published.status()).toBe(200)
      expect(((await published.json()) as Project).startDate.slice(0, 10)).toBe('2027-01-15')
    } finally {
      await removeAsAdmin(request, 'projects', id)
    }
  })

  test('la galerie, sans brouillons, est en lecture seule pour un rédacteur', async ({ page, request }, testInfo) => {
    const project = testInfo.project.name
    const writer = await staffAccount(request, `Ibrahima Ba (${project})`, project, 'writer')
    try {
      await signIn(page, request, writer)
      await openScreen(page, '/admin/gallery', 'Galerie', 'Éléments de la galerie')
      await expect(page.getByText(DRAFT_MESSAGES.readOnly)).toBeVisible()
      await expect(page.getByRole('rowheader').first()).toBeVisible()
      await expect(page.getByRole('button', { name: 'Ajouter un élément' })).toHaveCount(0)
      await expect(page.getByRole('button', { name: /^(Modifier|Supprimer|Publier)/ })).toHaveCount(0)
      await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0)
      await expectAccessible(page)
    } finally {
      await writer.remove()
    }
  })
})
