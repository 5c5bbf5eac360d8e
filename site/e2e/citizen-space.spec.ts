import { expect, test } from '@playwright/test'
import { PROCEDURE_FACT_PICTOGRAMS, featuredProcedures, onlineProcedureLinkText } from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

import { expectDocumentPictograms, expectFactPictogram } from './pictograms'
import { expectAccessible, publicRead } from './support'

/** Green up to 1 day, yellow up to 7, red above; 'jour' for exactly 1 (docs/product/citizen-space.md#delay-badge). */
const expectedBadge = (days: number) => ({
  text: `${days} ${days === 1 ? 'jour' : 'jours'}`,
  colour: days <= 1 ? /bg-green-100/ : days <= 7 ? /bg-yellow-100/ : /bg-red-100/,
})

const TILES = [
  { name: 'Documents administratifs', href: '/espace-citoyen/documents', heading: 'Documents administratifs' },
  { name: 'Démarches administratives', href: '/espace-citoyen/demarches', heading: 'Démarches administratives' },
  { name: 'Contacter la mairie', href: '/espace-citoyen/contact', heading: 'Contacter la mairie' },
  { name: 'Décisions municipales', href: '/espace-citoyen/decisions', heading: 'Décisions municipales' },
]

test.describe('espace citoyen', () => {
  test('les quatre tuiles mènent à de vraies pages', async ({ page }) => {
    for (const tile of TILES) {
      await page.goto('/espace-citoyen')
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${tile.name}`) })
      await expect(link).toHaveAttribute('href', tile.href)
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${tile.href}/?$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tile.heading)
    }
  })

  test('au plus 4 démarches du CMS, celles que le personnel a choisies, avec délai coloré, documents et lien en ligne', async ({
    page,
    request,
  }) => {
    const procedures = await publicRead<Procedure>(request, 'procedures')
    expect(procedures.length).toBeGreaterThan(0)
    const shown = featuredProcedures(procedures, 4)
    // The first-run content places the birth extract first, though it is the oldest procedure.
    expect(shown[0]?.title).toBe("Extrait d'acte de naissance")
    await page.goto('/espace-citoyen')
    await expect(page.getByText('Erreur lors du chargement des démarches')).toHaveCount(0)
    const cards = page.locator('[data-procedure]')
    await expect(cards).toHaveCount(shown.length)
    const tones = new Set<string>()
    for (const [index, procedure] of shown.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(procedure.title)
      await expect(card).toContainText(procedure.description)
      const badge = expectedBadge(procedure.processingTime)
      const pill = card.locator('span.rounded-full').filter({ hasText: badge.text })
      await expect(pill).toHaveText(`Délai de traitement : ${badge.text}`)
      await expect(pill).toHaveClass(badge.colour)
      tones.add(String(badge.colour))
      for (const document of procedure.requiredDocs)
        await expect(card.getByRole('listitem').filter({ hasText: document })).toBeVisible()
      // Each document and the delay with its pictogram (docs/product/citizen-space.md#pictograms).
      await expectDocumentPictograms(card.locator('[data-documents]'), procedure)
      await expectFactPictogram(card.locator('p', { hasText: 'Délai de traitement' }), PROCEDURE_FACT_PICTOGRAMS.delay)
      // It says where it leads (another site), not that the request is made here.
      const online = card.getByRole('link', {
        name: new RegExp(`^${onlineProcedureLinkText(procedure.onlineUrl ?? '')}`),
      })
      if (procedure.onlineUrl) {
        await expect(online).toHaveAttribute('href', procedure.onlineUrl)
        await expect(online).toHaveAttribute('target', '_blank')
        await expect(online).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(online).toHaveAccessibleName(/nouvel onglet/)
      } else {
        await expect(online).toHaveCount(0)
      }
    }
    // The seeded procedures (3, 15, 1 and 2 days) cover the three colours.
    expect(tones.size).toBe(3)
    await expect(page.getByRole('link', { name: 'Toutes les démarches' })).toHaveAttribute(
      'href',
      '/espace-citoyen/demarches',
    )
    await expectAccessible(page)
  })

  test('page de contact : formulaire, horaires et coordonnées', async ({ page }) => {
    await page.goto('/espace-citoyen/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacter la mairie')
    const hours = page.getByRole('region', { name: "Horaires d'ouverture" })
    await expect(hours).toContainText('Lundi - Vendredi')
    await expect(hours).toContainText('8h - 16h')
    await expect(hours).toContainText('Samedi')
    await expect(hours).toContainText('9h - 12h')
    const details = page.getByRole('region', { name: 'Hôtel de ville' })
    await expect(details.getByRole('link', { name: /^\+221/ })).toHaveAttribute('href', /^tel:\+221\d+$/)
    await expect(details.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
    await page.getByRole('heading', { name: 'Écrivez-nous' }).scrollIntoViewIfNeeded()
    // The island hydrates when visible: typing works once React is in charge.
    const name = page.getByLabel('Nom complet')
    await expect(name).toBeVisible()
    await expect(page.getByRole('main').getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(page.getByLabel('Sujet')).toBeVisible()
    await expect(page.getByLabel('Message')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Envoyer le message' })).toBeVisible()
    await expect(page.getByText('* Champs obligatoires')).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectAccessible(page)
  })
})
