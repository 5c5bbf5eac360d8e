import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { PROXY_SECRET } from 'cms/test-server'
import { REQUEST_INPUTS as INPUT, requestFieldInputName } from 'shared-types'

import { admin, pngFile, signIn, staffAccount } from './admin-support'
import { adminSession, adminToken, cmsUrl, expectAccessible } from './support'

/**
 * « Demandes » for staff (docs/product/requests.md#what-staff-get): an agent d'état civil starts at the
 * queue, sees a request sent by a citizen marked « En retard », notes it, moves it to « En traitement »
 * with a message to the citizen and prints it; an éditeur is offered no « Demandes ».
 */

type FormField = { id: string; label: string }
type Procedure = { id: number; title: string; onlineRequest?: { enabled?: boolean; fields?: FormField[] } }

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` })

/** A citizen's request for a birth extract, posted as the form without JavaScript posts it; made overdue. */
async function citizenRequest(request: APIRequestContext): Promise<{ id: number; reference: string }> {
  const procedures = (await (await request.get(cmsUrl('/api/procedures?limit=100&depth=0'))).json()) as {
    docs: Procedure[]
  }
  const birth = procedures.docs.find((procedure) => procedure.title === "Extrait d'acte de naissance")!
  const field = (label: string) =>
    requestFieldInputName(birth.onlineRequest!.fields!.find((each) => each.label.startsWith(label))!.id)
  const phone = `76${String(1_000_000 + Math.floor(Math.random() * 8_000_000))}`
  // From an address of its own, as the site's proxy names it: the limits of requests without a
  // script count per address, and other tests send theirs too.
  const from = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`
  const sent = await request.post(cmsUrl('/api/citizen-requests/submit'), {
    headers: { 'X-Proxy-Secret': PROXY_SECRET, 'X-Forwarded-For': from },
    multipart: {
      [INPUT.procedure]: String(birth.id),
      [INPUT.name]: 'Awa Diop',
      [INPUT.phone]: phone,
      [INPUT.beneficiary]: 'relative',
      [INPUT.relation]: 'mère',
      [field('Nom et prénoms')]: 'Moussa Diop',
      [field('Date de naissance')]: '2015-03-12',
      [field('Lieu de naissance')]: 'Darou Salam',
      [field("Nombre d'exemplaires")]: '2',
      [field('Type de document')]: 'Extrait',
      [field('Photo')]: await pngFile('piece-identite.png'),
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const headers = await auth(request)
  const found = (await (
    await request.get(cmsUrl(`/api/citizen-requests?where[phone][like]=${phone}&depth=0`), { headers })
  ).json()) as { docs: { id: number; reference: string }[] }
  const { id, reference } = found.docs[0]!
  // Due yesterday: the queue marks it « En retard ».
  const overdue = await request.patch(cmsUrl(`/api/citizen-requests/${id}`), {
    headers,
    data: { dueAt: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() },
  })
  expect(overdue.ok()).toBe(true)
  return { id, reference }
}

/** Signs in to Payload's panel (the CMS's /admin) and waits for its dashboard. */
async function signInToPanel(page: Page, account: { email: string; password: string }) {
  await page.goto(cmsUrl('/admin'))
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(account.email)
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page.getByRole('navigation', { name: 'Raccourcis' })).toBeVisible({ timeout: 30_000 })
}

test.describe('les demandes en ligne, côté personnel', () => {
  // One at a time: a request sent with a file holds the SQLite database's write lock for a while, and a
  // sign-in of another test meanwhile may wait past its busy timeout on a loaded machine.
  test.describe.configure({ mode: 'serial' })
  test('un agent d’état civil arrive sur la file, note, change l’état et imprime', async ({ page, request }) => {
    const { id, reference } = await citizenRequest(request)
    const agent = await staffAccount(request, 'Agent Sall', 'demandes-agent', 'agent')
    try {
      // Signed in, an agent starts at the queue, and is offered no content screen.
      await page.goto('/login')
      await page.getByLabel('Email').fill(agent.email)
      await page.getByLabel('Mot de passe').fill(agent.password)
      await page.getByRole('button', { name: 'Se connecter' }).click()
      await expect(page).toHaveURL(/\/admin\/demandes\/?$/)
      const nav = page.getByRole('navigation', { name: 'Administration' })
      await expect(nav.getByRole('link', { name: 'Demandes' })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: 'Actualités' })).toHaveCount(0)

      const row = page.getByTestId('request-row').filter({ hasText: reference })
      await expect(row).toContainText("Extrait d'acte de naissance")
      await expect(row).toContainText('Reçue')
      await expect(row.getByTestId('request-overdue')).toHaveText('En retard')
      // The filters: « En retard » keeps it, a request received today is not « plus de 7 jours ».
      await page.getByLabel('État').selectOption('overdue')
      await expect(row).toBeVisible()
      await page.getByLabel('Reçue depuis').selectOption('7')
      await expect(row).toHaveCount(0)
      await page.getByLabel('Reçue depuis').selectOption('')
      await expect(row).toBeVisible()
      await expectAccessible(page)

      await row.getByRole('link', { name: `Ouvrir la demande ${reference}` }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(reference)
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
      await expect(page.getByText('Moussa Diop')).toBeVisible()
      await expect(page.getByText('Pour un proche (mère)')).toBeVisible()

      // The citizen's file, downloaded with the agent's session (served to staff only).
      const files = page.getByRole('region', { name: 'Pièces jointes' })
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        files.getByRole('link', { name: /\.png$/ }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/\.png$/)
      // The same address without a session: refused.
      const fileAddress = (await files.getByRole('link').first().getAttribute('href')) ?? ''
      expect(fileAddress).toMatch(/^\/api\/request-attachments\/file\//)
      expect([401, 403]).toContain((await request.get(cmsUrl(fileAddress))).status())

      // The agent takes the request.
      await page.getByRole('combobox', { name: 'Agent chargé' }).selectOption({ label: 'Agent Sall' })
      await page.getByRole('button', { name: 'Attribuer' }).click()
      await expect(page.getByRole('status').getByText('Agent chargé enregistré.')).toBeVisible()

      // An internal note, then a change of state with a message: the note stays.
      await page.getByLabel('Ajouter une note interne').fill('Acte retrouvé au registre de 2015.')
      await page.getByRole('button', { name: 'Ajouter la note' }).click()
      await expect(page.getByRole('status').getByText('Note ajoutée.')).toBeVisible()
      const notes = page.getByTestId('internal-notes')
      await expect(notes).toContainText('Acte retrouvé au registre de 2015.')
      await expect(notes).toContainText('Agent Sall')

      await page.getByLabel('Nouvel état').selectOption({ label: 'En traitement' })
      await page.getByLabel('Message au demandeur').fill('Votre extrait sera prêt jeudi.')
      await page.getByRole('button', { name: 'Enregistrer et prévenir le demandeur' }).click()
      await expect(
        page.getByRole('status').getByText('État enregistré : En traitement. Le demandeur est prévenu.'),
      ).toBeVisible()
      const history = page.getByRole('region', { name: 'Historique' })
      await expect(history).toContainText('En traitement')
      await expect(history).toContainText('Votre extrait sera prêt jeudi.')
      await expect(notes).toContainText('Acte retrouvé au registre de 2015.')
      await expectAccessible(page)
      // On a phone (390 px), the request reads without scrolling sideways.
      await page.setViewportSize({ width: 390, height: 844 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await page.setViewportSize({ width: 1280, height: 800 })

      // The A4 sheet, in a new tab, styled (its <style> is allowed by the site's policy).
      const [sheet] = await Promise.all([
        page.waitForEvent('popup'),
        page.getByRole('link', { name: 'Imprimer la demande' }).click(),
      ])
      const title = sheet.getByRole('heading', { level: 1 })
      await expect(title).toHaveText(reference)
      await expect(sheet.locator('header')).toContainText('En traitement')
      await expect(sheet.getByText('Votre extrait sera prêt jeudi.')).toBeVisible()
      expect(await title.evaluate((element) => getComputedStyle(element).fontSize)).toBe('29.3333px')
      await sheet.close()

      // Each of these is in « Journal des demandes ».
      const log = (await (
        await request.get(cmsUrl(`/api/request-log?where[reference][equals]=${reference}&pagination=false&depth=0`), {
          headers: await auth(request),
        })
      ).json()) as { docs: { action: string }[] }
      expect(new Set(log.docs.map((entry) => entry.action))).toEqual(new Set(['read', 'file', 'update', 'print']))
      // The agent's own change reached the CMS as the agent made it.
      const saved = (await (
        await request.get(cmsUrl(`/api/citizen-requests/${id}?depth=0`), { headers: await auth(request) })
      ).json()) as { state: string; assignedTo: number; internalNotes: { note: string }[] }
      expect(saved.state).toBe('processing')
      expect(saved.assignedTo).toBeGreaterThan(0)
      expect(saved.internalNotes.map((row) => row.note)).toEqual(['Acte retrouvé au registre de 2015.'])
    } finally {
      await agent.remove()
    }
  })

  test('un éditeur ne voit pas « Demandes » et ne peut pas les lire', async ({ page, request }) => {
    const editor = await staffAccount(request, 'Éditrice Ndiaye', 'demandes-editeur', 'editor')
    try {
      const token = await signIn(page, request, editor)
      await page.goto('/welcome')
      await expect(page.getByTestId('admin-user-role')).toHaveText('(Éditeur)')
      await expect(page.getByRole('main').getByRole('link', { name: /^Actualités/ })).toBeVisible()
      await expect(page.getByRole('link', { name: /^Demandes/ })).toHaveCount(0)
      await page.goto('/admin/demandes')
      await expect(page.getByText('Votre rôle (éditeur) ne permet pas cette action.')).toBeVisible()
      await expect(page.getByRole('table')).toHaveCount(0)
      await expectAccessible(page)
      const headers = { Authorization: `Bearer ${token}` }
      expect((await request.get(cmsUrl('/api/citizen-requests'), { headers })).status()).toBe(403)
      const sheet = await request.get(cmsUrl('/api/citizen-requests/1/print'), { headers })
      expect(sheet.status()).toBe(403)
      expect(sheet.headers()['cache-control']).toBe('no-store')
    } finally {
      await editor.remove()
    }
  })

  test('dans le panneau, un agent voit ses chiffres, les retards et imprime ; il ne modifie aucun contenu', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000)
    const { id, reference } = await citizenRequest(request)
    const agent = await staffAccount(request, 'Agent Faye', 'demandes-panneau', 'agent')
    try {
      await signInToPanel(page, agent)
      // The dashboard: the requests' figures, the queue's screen only, nothing for publishers.
      const overview = page.getByRole('region', { name: 'Demandes en ligne' })
      await expect(overview).toContainText('Demandes reçues cette semaine')
      await expect(overview.getByRole('figure')).toContainText('Demandes reçues par jour, 30 derniers jours')
      const shortcuts = page.getByRole('navigation', { name: 'Raccourcis' })
      await expect(shortcuts.getByRole('link', { name: 'Écran Demandes' })).toBeVisible()
      await expect(shortcuts.getByRole('link', { name: 'Écran Actualités' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'À relire' })).toHaveCount(0)

      // The overdue link opens the list filtered on them, the request marked « En retard ».
      await overview.getByRole('link', { name: /^\d+ demandes? en retard$/ }).click()
      const row = page.getByRole('row').filter({ hasText: reference })
      await expect(row.getByText('En retard', { exact: true })).toBeVisible({ timeout: 15_000 })

      await page.goto(cmsUrl(`/admin/collections/citizen-requests/${id}`))
      const print = page.getByRole('link', { name: 'Imprimer la demande' })
      await expect(print).toHaveAttribute('href', `/api/citizen-requests/${id}/print`)
      // Exports and erasures are for administrators.
      await expect(page.getByText('Effacer les données personnelles')).toHaveCount(0)
      const [sheet] = await Promise.all([page.waitForEvent('popup'), print.click()])
      await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(reference)
      await sheet.close()

      // Content is read-only for an agent: nothing to create.
      await page.goto(cmsUrl('/admin/collections/news'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: /^Créer/ })).toHaveCount(0)
      // …and the CMS refuses its edits, a draft's too.
      const { token } = await adminSession(request, agent)
      const [news] = (
        (await (await request.get(cmsUrl('/api/news?limit=1&depth=0'))).json()) as { docs: { id: number }[] }
      ).docs
      const edit = await request.patch(cmsUrl(`/api/news/${news!.id}?draft=true`), {
        headers: { Authorization: `Bearer ${token}` },
        data: { title: 'Modifié par un agent' },
      })
      expect(edit.status()).toBe(403)
    } finally {
      await agent.remove()
    }
  })

  test('dans le panneau, un administrateur exporte puis efface les données du demandeur', async ({ page, request }) => {
    test.setTimeout(60_000)
    const { id, reference } = await citizenRequest(request)
    await signInToPanel(page, admin())
    await page.goto(cmsUrl(`/admin/collections/citizen-requests/${id}`))
    const tools = page.getByRole('region', { name: 'Outils de la demande' })
    await expect(tools.getByRole('link', { name: 'Exporter les données du demandeur' })).toHaveAttribute(
      'href',
      `/api/citizen-requests/${id}/export`,
    )
    await tools.getByRole('button', { name: 'Effacer les données personnelles' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(
      `Le nom, le téléphone, l’e-mail, les réponses, les pièces jointes et les messages de la demande ${reference}`,
    )
    await dialog.getByRole('button', { name: 'Effacer' }).click()
    await expect(tools.getByText('Données personnelles effacées')).toBeVisible()
    const erased = (await (
      await request.get(cmsUrl(`/api/citizen-requests/${id}?depth=0`), { headers: await auth(request) })
    ).json()) as { requesterName?: string | null; personalDataErasedAt?: string | null }
    expect(erased.personalDataErasedAt).toBeTruthy()
    expect(erased.requesterName ?? '').not.toContain('Awa Diop')
  })
})
