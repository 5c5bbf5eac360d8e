import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { phonePhoto } from 'cms/test-photo'
import sharp from 'sharp'
import { FIELD_TYPE_MESSAGES, NUMBER_RANGES } from 'shared-types'
import type { Gallery, Investment, Media, Procedure, Project, Service } from 'shared-types/payload-types'

import { findPublic, pngFile, recordSentFiles, signIn, uniqueTitle } from './admin-support'
import { cmsUrl, expectAccessible, publicRead } from './support'

/**
 * The five management screens besides news (admin-news.spec.ts), each through the same cycle:
 * the list, a create with its picture or media, the public API, an edit that keeps the file, the
 * validation message of every required field, the delete confirmation and the empty state.
 */
interface ScreenCase<Doc> {
  route: string
  slug: string
  heading: string
  caption: string
  addLabel: string
  createTitle: string
  editTitle: string
  messages: { created: string; updated: string; deleted: string; empty: string; confirm: string }
  /** Fills every field of a new document but the file. */
  fill: (dialog: Locator, title: string) => Promise<void>
  fileLabel?: string
  /** The hint shown under the file field. */
  fileHint?: string
  expectCreated: (doc: Doc) => void
  /** Changes one more field on edit, besides the title. */
  edit: (dialog: Locator) => Promise<void>
  expectEdited: (doc: Doc) => void
  /**
   * Each required field: how to make it wrong in a filled form, and its message
   * (docs/product/messages.md#validation).
   */
  required: {
    label: string
    clear: (dialog: Locator) => Promise<void>
    message: string
    field: (dialog: Locator) => Locator
  }[]
  fileOf?: (doc: Doc) => { id?: number; url?: string | null }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A field by its whole label; required ones end with a ' *' that screen readers do not read. */
const field = (dialog: Locator, label: string) => dialog.getByLabel(new RegExp(`^${escapeRegExp(label)}(?: \\*)?$`))
const clearField = (label: string) => async (dialog: Locator) => field(dialog, label).fill('')

const projects: ScreenCase<Project> = {
  route: '/admin/projects',
  slug: 'projects',
  heading: 'Projets',
  caption: 'Liste des projets',
  addLabel: 'Ajouter un projet',
  createTitle: 'Ajouter un projet',
  editTitle: 'Modifier le projet',
  messages: {
    created: 'Projet ajouté avec succès',
    updated: 'Projet mis à jour avec succès',
    deleted: 'Projet supprimé avec succès',
    empty: 'Aucun projet trouvé',
    confirm: 'Êtes-vous sûr de vouloir supprimer ce projet ?',
  },
  async fill(dialog, title) {
    await expect(field(dialog, 'Statut')).toHaveValue('PLANNED')
    await field(dialog, 'Titre').fill(title)
    await field(dialog, 'Description').fill('Construction d’un forage et d’un château d’eau.')
    await field(dialog, 'Budget (FCFA)').fill('85 000 000')
    await field(dialog, 'Date de début').fill('2026-03-01')
    await field(dialog, 'Date de fin').fill('2027-06-30')
  },
  fileLabel: 'Image',
  fileHint: "PNG, JPG, GIF, WEBP jusqu'à 20 Mo",
  expectCreated(doc) {
    expect(doc.status).toBe('PLANNED')
    expect(doc.budget).toBe('85 000 000')
    expect(doc.startDate.slice(0, 10)).toBe('2026-03-01')
    expect(doc.endDate?.slice(0, 10)).toBe('2027-06-30')
  },
  async edit(dialog) {
    await expect(field(dialog, 'Date de début')).toHaveValue('2026-03-01')
    await field(dialog, 'Statut').selectOption({ label: 'En cours' })
    await field(dialog, 'Date de fin').fill('')
  },
  expectEdited(doc) {
    expect(doc.status).toBe('IN_PROGRESS')
    expect(doc.endDate ?? null).toBeNull()
  },
  required: ['Titre', 'Description', 'Date de début'].map((label) => ({
    label,
    clear: clearField(label),
    message: 'Le titre, la description et la date de début sont requis',
    field: (dialog: Locator) => field(dialog, label),
  })),
  fileOf: (doc) => doc.image as Media,
}

const services: ScreenCase<Service> = {
  route: '/admin/services',
  slug: 'services',
  heading: 'Services',
  caption: 'Liste des services',
  addLabel: 'Ajouter un service',
  createTitle: 'Ajouter un service',
  editTitle: 'Modifier le service',
  messages: {
    created: 'Service ajouté avec succès',
    updated: 'Service mis à jour avec succès',
    deleted: 'Service supprimé avec succès',
    empty: 'Aucun service trouvé',
    confirm: 'Êtes-vous sûr de vouloir supprimer ce service ?',
  },
  async fill(dialog, title) {
    await expect(field(dialog, 'Catégorie')).toHaveValue('EDUCATION')
    await field(dialog, 'Titre').fill(title)
    await field(dialog, 'Description').fill('Prêt de livres et salle de lecture.')
    await field(dialog, 'Icône').selectOption({ label: 'École' })
    await field(dialog, 'Mots des citoyens (recherche)').fill('livres, lecture')
  },
  fileLabel: 'Image',
  fileHint: "PNG, JPG, GIF, WEBP jusqu'à 20 Mo",
  expectCreated(doc) {
    expect(doc.category).toBe('EDUCATION')
    expect(doc.icon).toBe('school')
    expect(doc.description).toBe('Prêt de livres et salle de lecture.')
    expect(doc.searchKeywords).toBe('livres, lecture')
  },
  async edit(dialog) {
    await field(dialog, 'Catégorie').selectOption({ label: 'Santé' })
  },
  expectEdited(doc) {
    expect(doc.category).toBe('SANTE')
  },
  required: ['Titre', 'Description'].map((label) => ({
    label,
    clear: clearField(label),
    message: 'Le titre, la description et la catégorie sont requis',
    field: (dialog: Locator) => field(dialog, label),
  })),
  fileOf: (doc) => doc.image as Media,
}

const procedures: ScreenCase<Procedure> = {
  route: '/admin/procedures',
  slug: 'procedures',
  heading: 'Démarches',
  caption: 'Liste des démarches',
  addLabel: 'Ajouter une démarche',
  createTitle: 'Ajouter une démarche',
  editTitle: 'Modifier la démarche',
  messages: {
    created: 'Démarche ajoutée avec succès',
    updated: 'Démarche mise à jour avec succès',
    deleted: 'Démarche supprimée avec succès',
    empty: 'Aucune démarche trouvée',
    confirm: 'Êtes-vous sûr de vouloir supprimer cette démarche ?',
  },
  async fill(dialog, title) {
    await expect(field(dialog, 'Catégorie')).toHaveValue('ETAT_CIVIL')
    await field(dialog, 'Titre').fill(title)
    await field(dialog, 'Description').fill('Attester qu’une personne est en vie.')
    await field(dialog, 'Catégorie').selectOption({ label: 'Attestations' })
    await field(dialog, 'Délai de traitement (jours)').fill('2')
    // The list grows and shrinks, and never below one row.
    await expect(dialog.getByRole('button', { name: /^Retirer/ })).toHaveCount(0)
    await field(dialog, 'Document requis 1').fill('Pièce d’identité')
    await dialog.getByRole('button', { name: 'Ajouter un document' }).click()
    await expect(field(dialog, 'Document requis 2')).toBeFocused()
    await field(dialog, 'Document requis 2').fill('À retirer')
    await dialog.getByRole('button', { name: 'Ajouter un document' }).click()
    await field(dialog, 'Document requis 3').fill('Certificat de résidence')
    await dialog.getByRole('button', { name: 'Retirer : Document requis 2' }).click()
    await expect(field(dialog, 'Document requis 2')).toHaveValue('Certificat de résidence')
    await dialog.getByRole('button', { name: 'Ajouter un document' }).click()
    // An empty row is dropped when the form is sent.
    await field(dialog, 'Lien de la démarche en ligne').fill('https://www.servicepublic.gouv.sn')
    await field(dialog, 'Coût').fill('Gratuit')
    await field(dialog, 'Place parmi les plus demandées').fill('6')
    await field(dialog, 'Mots des citoyens (recherche)').fill('certificat de vie, attestation de vie')
  },
  expectCreated(doc) {
    expect(doc.category).toBe('ATTESTATIONS')
    expect(doc.processingTime).toBe(2)
    expect(doc.requiredDocs).toEqual(['Pièce d’identité', 'Certificat de résidence'])
    expect(doc.onlineUrl).toBe('https://www.servicepublic.gouv.sn')
    expect(doc.cost).toBe('Gratuit')
    expect(doc.citizenSpaceRank).toBe(6)
    expect(doc.searchKeywords).toBe('certificat de vie, attestation de vie')
  },
  async edit(dialog) {
    await expect(field(dialog, 'Document requis 2')).toHaveValue('Certificat de résidence')
    await dialog.getByRole('button', { name: 'Retirer : Document requis 1' }).click()
    await expect(dialog.getByRole('button', { name: /^Retirer/ })).toHaveCount(0)
    await field(dialog, 'Délai de traitement (jours)').fill('10')
    // No longer among the most requested: the place is emptied.
    await expect(field(dialog, 'Place parmi les plus demandées')).toHaveValue('6')
    await field(dialog, 'Place parmi les plus demandées').fill('')
  },
  expectEdited(doc) {
    expect(doc.requiredDocs).toEqual(['Certificat de résidence'])
    expect(doc.processingTime).toBe(10)
    expect(doc.citizenSpaceRank ?? null).toBeNull()
  },
  required: [
    ...['Titre', 'Description'].map((label) => ({
      label,
      clear: clearField(label),
      message: 'Le titre, la description et la catégorie sont requis',
      field: (dialog: Locator) => field(dialog, label),
    })),
    {
      label: 'Documents requis',
      clear: async (dialog: Locator) => {
        while ((await dialog.getByRole('button', { name: /^Retirer/ }).count()) > 0)
          await dialog
            .getByRole('button', { name: /^Retirer/ })
            .first()
            .click()
        await field(dialog, 'Document requis 1').fill('  ')
      },
      message: 'Au moins un document requis doit être spécifié',
      field: (dialog: Locator) => field(dialog, 'Document requis 1'),
    },
    {
      label: 'Délai de traitement (jours)',
      clear: async (dialog: Locator) => field(dialog, 'Délai de traitement (jours)').fill('0'),
      message: "Le délai de traitement doit être un nombre entier d'au moins 1 jour",
      field: (dialog: Locator) => field(dialog, 'Délai de traitement (jours)'),
    },
  ],
}

const investments: ScreenCase<Investment> = {
  route: '/admin/investissements',
  slug: 'investments',
  heading: 'Investissements',
  caption: 'Liste des investissements',
  addLabel: 'Ajouter un investissement',
  createTitle: 'Ajouter un investissement',
  editTitle: "Modifier l'investissement",
  messages: {
    created: 'Investissement ajouté avec succès',
    updated: 'Investissement mis à jour avec succès',
    deleted: 'Investissement supprimé avec succès',
    empty: 'Aucun investissement trouvé',
    confirm: 'Êtes-vous sûr de vouloir supprimer cet investissement ?',
  },
  async fill(dialog, title) {
    await expect(field(dialog, 'Statut')).toHaveValue('En recherche de partenaires')
    // The known statuses are offered; any other text is accepted.
    const statuses = await field(dialog, 'Statut').getAttribute('list')
    await expect(dialog.locator(`datalist[id="${statuses}"] option`)).toHaveCount(5)
    await field(dialog, 'Titre').fill(title)
    await field(dialog, 'Catégorie').fill('Agriculture')
    await field(dialog, 'Description').fill('Moulins et décortiqueuses pour les groupements de femmes.')
    await field(dialog, 'Description courte').fill('Transformer les céréales sur place.')
    await field(dialog, 'Montant (FCFA)').fill('45 000 000')
    await field(dialog, 'Année de début').fill('2026')
    await field(dialog, 'Année de fin').fill('2028')
  },
  fileLabel: 'Image',
  fileHint: "PNG, JPG, GIF, WEBP jusqu'à 20 Mo",
  expectCreated(doc) {
    expect(doc.category).toBe('Agriculture')
    expect(doc.status).toBe('En recherche de partenaires')
    expect(doc.shortDescription).toBe('Transformer les céréales sur place.')
    expect(doc.amount).toBe('45 000 000')
    expect([doc.startYear, doc.endYear]).toEqual([2026, 2028])
  },
  async edit(dialog) {
    await field(dialog, 'Statut').fill('Financement bouclé')
    await field(dialog, 'Année de fin').fill('')
  },
  expectEdited(doc) {
    expect(doc.status).toBe('Financement bouclé')
    expect(doc.endYear ?? null).toBeNull()
  },
  required: ['Titre', 'Catégorie', 'Description', 'Montant (FCFA)', 'Statut'].map((label) => ({
    label,
    clear: clearField(label),
    message: 'Veuillez remplir tous les champs obligatoires',
    field: (dialog: Locator) => field(dialog, label),
  })),
  fileOf: (doc) => doc.image as Media,
}

const gallery: ScreenCase<Gallery> = {
  route: '/admin/gallery',
  slug: 'gallery',
  heading: 'Galerie',
  caption: 'Éléments de la galerie',
  addLabel: 'Ajouter un élément',
  createTitle: 'Ajouter un élément à la galerie',
  editTitle: "Modifier l'élément",
  messages: {
    created: 'Élément ajouté avec succès',
    updated: 'Élément mis à jour avec succès',
    deleted: 'Élément supprimé avec succès',
    empty: 'Aucun élément trouvé dans la galerie',
    confirm: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  },
  async fill(dialog, title) {
    await field(dialog, 'Titre').fill(title)
  },
  fileLabel: 'Fichier média',
  fileHint: "Images PNG, JPG, GIF, WEBP jusqu'à 20 Mo ; vidéos MP4, WEBM jusqu'à 50 Mo",
  expectCreated(doc) {
    expect(doc.type).toBe('IMAGE')
    expect(doc.mimeType).toBe('image/png')
  },
  async edit() {},
  expectEdited() {},
  required: [
    {
      label: 'Titre',
      clear: clearField('Titre'),
      message: 'Le titre est requis',
      field: (dialog: Locator) => field(dialog, 'Titre'),
    },
    {
      label: 'Fichier média',
      clear: async () => {},
      message: 'Veuillez sélectionner un fichier média',
      field: (dialog: Locator) => field(dialog, 'Fichier média'),
    },
  ],
  fileOf: (doc) => ({ id: doc.id, url: doc.mediaUrl }),
}

const SCREENS = [projects, services, procedures, investments, gallery] as ScreenCase<{ id: number; title: string }>[]

const dialogOf = (page: Page) => page.getByRole('dialog')
const toast = (page: Page) => page.getByTestId('toast')

async function open(page: Page, screen: Pick<ScreenCase<never>, 'route' | 'heading' | 'caption'>) {
  await page.goto(screen.route)
  await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible()
  await expect(page.getByRole('table', { name: screen.caption })).not.toHaveAttribute('aria-busy', 'true')
}

for (const screen of SCREENS) {
  test.describe(`écran ${screen.heading} (${screen.route})`, () => {
    test('la liste, puis créer, modifier et supprimer', async ({ page, request }, testInfo) => {
      test.setTimeout(90_000)
      const existing = await publicRead<{ title: string }>(request, screen.slug)
      await signIn(page, request)
      await open(page, screen)
      const table = page.getByRole('table', { name: screen.caption })
      for (const doc of existing)
        await expect(table.getByRole('rowheader', { name: doc.title, exact: true })).toBeVisible()
      await expect(
        page.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: screen.heading }),
      ).toHaveAttribute('aria-current', 'page')
      await expectAccessible(page)

      // Create.
      const title = uniqueTitle(screen.heading, testInfo.project.name)
      const add = page.getByRole('button', { name: screen.addLabel })
      await add.click()
      const dialog = dialogOf(page)
      await expect(dialog).toHaveAccessibleName(screen.createTitle)
      await screen.fill(dialog, title)
      if (screen.fileLabel) {
        await expect(dialog.getByText(screen.fileHint!)).toBeVisible()
        await field(dialog, screen.fileLabel).setInputFiles(await pngFile('photo-admin.png', '#b45309'))
        await expect(dialog.getByRole('img', { name: "Aperçu de l'image choisie" })).toBeVisible()
      }
      await expectAccessible(page)
      await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
      await expect(toast(page).filter({ hasText: screen.messages.created })).toBeVisible()
      await expect(dialog).toBeHidden()
      await expect(table.getByRole('rowheader', { name: title, exact: true })).toBeVisible()
      const created = await findPublic<{ id: number; title: string }>(request, screen.slug, title)
      expect(created, 'visible sur l’API publique').toBeDefined()
      screen.expectCreated(created!)
      const file = screen.fileOf?.(created!)
      if (screen.fileLabel) {
        expect(file?.url).toBeTruthy()
        expect((await request.get(file!.url!)).ok()).toBe(true)
      }

      // Edit: filled in from the document; no new file keeps the current one.
      await table.getByRole('button', { name: `Modifier : ${title}` }).click()
      await expect(dialog).toHaveAccessibleName(screen.editTitle)
      await expect(field(dialog, 'Titre')).toHaveValue(title)
      if (screen.fileLabel) await expect(dialog.getByRole('img', { name: /^Image actuelle/ })).toBeVisible()
      const edited = `${title} (modifié)`
      await field(dialog, 'Titre').fill(edited)
      await screen.edit(dialog)
      await dialog.getByRole('button', { name: 'Mettre à jour' }).click()
      await expect(toast(page).filter({ hasText: screen.messages.updated })).toBeVisible()
      await expect(table.getByRole('rowheader', { name: edited, exact: true })).toBeVisible()
      const updated = await findPublic<{ id: number; title: string }>(request, screen.slug, edited)
      expect(updated?.id).toBe(created!.id)
      screen.expectEdited(updated!)
      if (file) expect(screen.fileOf!(updated!)).toEqual(file)

      // Delete, after the confirmation.
      await table.getByRole('button', { name: `Supprimer : ${edited}` }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Confirmer la suppression' })
      await expect(confirm).toContainText(screen.messages.confirm)
      await confirm.getByRole('button', { name: 'Supprimer' }).click()
      await expect(toast(page).filter({ hasText: screen.messages.deleted })).toBeVisible()
      await expect(table.getByRole('rowheader', { name: edited, exact: true })).toHaveCount(0)
      expect((await request.get(cmsUrl(`/api/${screen.slug}/${created!.id}`))).status()).toBe(404)
    })

    test('validation : le message du §5 pour chaque champ requis, sans appel au serveur', async ({
      page,
      request,
    }, testInfo) => {
      await signIn(page, request)
      await open(page, screen)
      const writes: string[] = []
      page.on('request', (r) => {
        if (r.method() !== 'GET' && r.url().includes(`/api/${screen.slug}`)) writes.push(r.url())
      })
      await page.getByRole('button', { name: screen.addLabel }).click()
      const dialog = dialogOf(page)
      for (const required of screen.required) {
        await screen.fill(dialog, uniqueTitle('Validation', testInfo.project.name))
        await required.clear(dialog)
        await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
        await expect(dialog.getByRole('alert'), required.label).toHaveText(required.message)
        await expect(required.field(dialog), required.label).toHaveAttribute('aria-invalid', 'true')
        await expect(required.field(dialog)).toBeFocused()
        // Reopened, the form starts blank again.
        await dialog.getByRole('button', { name: 'Annuler' }).click()
        await page.getByRole('button', { name: screen.addLabel }).click()
        await expect(field(dialog, 'Titre')).toHaveValue('')
      }
      expect(writes).toEqual([])
    })

    test('liste vide : le message du spec', async ({ page, request }) => {
      await signIn(page, request)
      await page.route(new RegExp(`/api/${screen.slug}\\?`), (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ json: { docs: [], totalDocs: 0, page: 1, totalPages: 1 } })
          : route.continue(),
      )
      await open(page, screen)
      await expect(page.getByRole('cell', { name: screen.messages.empty })).toBeVisible()
    })
  })
}

/** The first bytes of an ISO MP4 ('ftyp' box, brand isom): what the CMS sniffs for a video. */
const MP4 = Buffer.concat([
  Buffer.from('0000001c667479706973736f6d0000020069736f6d69736f32', 'hex'),
  Buffer.alloc(2048),
])

/** Adds an item through the gallery screen's form, as a clerk does; `whenChosen` checks the form once the file is chosen. */
async function addToGallery(
  page: Page,
  title: string,
  file: { name: string; mimeType: string; buffer: Buffer },
  whenChosen: (dialog: Locator) => Promise<void>,
) {
  await open(page, gallery)
  await page.getByRole('button', { name: gallery.addLabel }).click()
  const dialog = dialogOf(page)
  await gallery.fill(dialog, title)
  await field(dialog, 'Fichier média').setInputFiles(file)
  await whenChosen(dialog)
  await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
  await expect(toast(page).filter({ hasText: gallery.messages.created })).toBeVisible()
}

/** Deletes a gallery item with the screen's own session. */
async function removeFromGallery(page: Page, request: APIRequestContext, id: number) {
  const removed = await request.delete(cmsUrl(`/api/gallery/${id}`), {
    headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
  })
  expect(removed.ok()).toBe(true)
}

test.describe('écran Galerie : vidéos et taille des fichiers', () => {
  test('une vidéo MP4 envoyée depuis le formulaire est enregistrée et listée comme vidéo', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request)
    const title = uniqueTitle('Vidéo', testInfo.project.name)
    await addToGallery(
      page,
      title,
      { name: 'fete-de-la-commune.mp4', mimeType: 'video/mp4', buffer: MP4 },
      async (dialog) => {
        await expect(dialog.locator('video[aria-label="Aperçu de la vidéo choisie"]')).toBeVisible()
      },
    )

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) })
    await expect(row).toContainText('vidéo')
    const created = await findPublic<Gallery>(request, 'gallery', title)
    expect(created?.type).toBe('VIDEO')
    expect(created?.mimeType).toBe('video/mp4')
    const served = await request.get(created!.mediaUrl!)
    expect(served.headers()['content-type']).toContain('video/mp4')
    await removeFromGallery(page, request, created!.id)
  })

  test('une image au-delà de 20 Mo est refusée dès qu’elle est choisie, avant tout envoi', async ({
    page,
    request,
  }, testInfo) => {
    // Handing the browser 20 Mo takes a few seconds.
    test.setTimeout(60_000)
    await signIn(page, request)
    await open(page, gallery)
    const writes: string[] = []
    page.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/gallery')) writes.push(r.url())
    })
    await page.getByRole('button', { name: gallery.addLabel }).click()
    const dialog = dialogOf(page)
    await gallery.fill(dialog, uniqueTitle('Trop lourde', testInfo.project.name))
    const picture = await pngFile('grande-photo.png')
    await field(dialog, 'Fichier média').setInputFiles({
      ...picture,
      buffer: Buffer.concat([picture.buffer, Buffer.alloc(20 * 1024 * 1024)]),
    })
    // Said when chosen, without pressing « Ajouter »; the file is not kept.
    await expect(dialog.getByRole('alert')).toHaveText('Le fichier dépasse la taille maximale autorisée (20 Mo)')
    await expect(field(dialog, 'Fichier média')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(dialog, 'Fichier média')).toBeFocused()
    await expect(dialog.getByText('Aucun fichier choisi')).toBeVisible()
    expect(writes).toEqual([])
  })
})

test.describe('photos de téléphone', () => {
  test('une photo de 12 Mpx choisie dans un écran part réduite, redressée, et est enregistrée en 2560 px au plus', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000)
    const photo = await phonePhoto()
    const sentFiles = await recordSentFiles(page)
    await signIn(page, request)
    const title = uniqueTitle('Photo de téléphone', testInfo.project.name)
    await addToGallery(
      page,
      title,
      { name: 'IMG_20260301_093012.jpg', mimeType: 'image/jpeg', buffer: photo },
      async (dialog) => {
        // The weight it leaves at, in Mo, beside the one chosen.
        await expect(
          dialog.getByRole('status').filter({ hasText: /^[\d,]+\s(Mo|Ko) \(réduite, au lieu de [\d,]+\sMo\)$/ }),
        ).toBeVisible()
      },
    )

    const sent = await sentFiles()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ name: 'IMG_20260301_093012.jpg', type: 'image/jpeg' })
    expect(sent[0]!.size).toBeLessThan(photo.length / 3)
    const created = await findPublic<Gallery>(request, 'gallery', title)
    // Upright (the browser applied the orientation) and within 2560 px.
    expect([created?.width, created?.height]).toEqual([1920, 2560])
    const stored = await sharp(Buffer.from(await (await request.get(created!.mediaUrl!)).body())).metadata()
    expect([stored.width, stored.height, stored.orientation, stored.exif]).toEqual([1920, 2560, undefined, undefined])
    testInfo.annotations.push({
      type: 'tailles',
      description: `choisie ${photo.length} o, envoyée ${sent[0]!.size} o, enregistrée ${created?.filesize} o`,
    })
    await removeFromGallery(page, request, created!.id)
  })
})

test.describe('refus du CMS', () => {
  test('le champ que le CMS refuse est marqué et reçoit le focus, avec son message', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request)
    await open(page, procedures)
    await page.getByRole('button', { name: procedures.addLabel }).click()
    const dialog = dialogOf(page)
    const title = uniqueTitle('Place refusée', testInfo.project.name)
    await procedures.fill(dialog, title)
    // Beyond the CMS's range: the form's shared rules leave it to the server, which names the field.
    await field(dialog, 'Place parmi les plus demandées').fill('150')
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click()
    await expect(dialog.getByRole('alert')).toHaveText(
      FIELD_TYPE_MESSAGES.range('Place parmi « Les démarches les plus demandées »', NUMBER_RANGES.citizenSpaceRank),
    )
    const rank = field(dialog, 'Place parmi les plus demandées')
    await expect(rank).toHaveAttribute('aria-invalid', 'true')
    await expect(rank).toBeFocused()
    await expect(field(dialog, 'Titre')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(dialog, 'Titre')).toHaveValue(title)
    expect(await findPublic<Procedure>(request, 'procedures', title)).toBeUndefined()
  })
})
