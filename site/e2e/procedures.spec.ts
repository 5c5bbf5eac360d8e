import { expect, test } from '@playwright/test'
import {
  CITIZEN_REQUEST_LABELS,
  CITIZEN_REQUEST_MESSAGES,
  PROCEDURE_FACT_PICTOGRAMS,
  onlineProcedureLinkText,
  procedureCategoryLabel,
} from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

import { expectDocumentPictograms, expectFactPictogram } from './pictograms'
import { expectAccessible, publicRead } from './support'

test.describe('démarches administratives', () => {
  test('chaque démarche du CMS : documents à fournir avec leurs pictogrammes, délai, coût, où s’adresser', async ({
    page,
    request,
  }) => {
    const procedures = await publicRead<Procedure>(request, 'procedures')
    await page.goto('/espace-citoyen/demarches')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Démarches administratives')
    await expect(page.locator('[data-procedure]')).toHaveCount(procedures.length)
    // The first-run procedures' documents carry the pictograms staff would pick.
    expect(procedures.flatMap((procedure) => procedure.requiredDocuments ?? []).some((row) => row.pictogram)).toBe(true)
    for (const procedure of procedures) {
      const article = page.getByRole('article', { name: procedure.title })
      await expect(article).toContainText(procedure.description)
      const documents = article.getByRole('definition').first()
      await expect(article.getByRole('term').first()).toHaveText('Documents à fournir')
      for (const document of procedure.requiredDocs) await expect(documents).toContainText(document)
      // Each document with its pictogram, its text beside it (docs/product/citizen-space.md#pictograms).
      await expectDocumentPictograms(documents.getByRole('list'), procedure)
      const days = procedure.processingTime
      const term = (name: string) => article.locator('dt', { hasText: name })
      await expect(term('Délai').locator('+ dd')).toHaveText(
        `Délai de traitement : ${days} ${days === 1 ? 'jour' : 'jours'}`,
      )
      if (procedure.cost) await expect(term('Coût').locator('+ dd')).toHaveText(procedure.cost)
      if (procedure.office) await expect(term("Où s'adresser").locator('+ dd')).toHaveText(procedure.office)
      // The delay, the fee and the office carry theirs, the same on every procedure.
      for (const [name, pictogram] of [
        ['Délai', PROCEDURE_FACT_PICTOGRAMS.delay],
        ['Coût', PROCEDURE_FACT_PICTOGRAMS.cost],
        ["Où s'adresser", PROCEDURE_FACT_PICTOGRAMS.office],
      ] as const)
        await expectFactPictogram(term(name), pictogram)
      const online = article.getByRole('link', { name: /^Sur (le portail national|le site|un autre site)/ })
      await expect(online).toHaveCount(procedure.onlineUrl ? 1 : 0)
      if (procedure.onlineUrl) await expect(online).toContainText(onlineProcedureLinkText(procedure.onlineUrl))
      if (procedure.onlineUrl) await expect(online).toHaveAttribute('href', procedure.onlineUrl)
    }
    await expectAccessible(page)
  })

  test('chaque démarche de la liste mène à sa page : ce qu’elle demande, les heures d’ouverture, la demande en ligne', async ({
    page,
    request,
  }) => {
    const procedures = await publicRead<Procedure>(request, 'procedures')
    // The first-run content opens the birth extract to online requests (docs/product/requests.md#the-form).
    const procedure = procedures.find((each) => each.onlineRequest?.enabled)!
    await page.goto('/espace-citoyen/demarches')
    await page.getByRole('article', { name: procedure.title }).getByRole('link', { name: procedure.title }).click()
    await expect(page).toHaveURL(new RegExp(`/espace-citoyen/demarches/${procedure.id}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(procedure.title)
    const main = page.getByRole('main')
    await expect(main).toContainText(procedure.description)
    for (const document of procedure.requiredDocs)
      await expect(main.getByRole('listitem').filter({ hasText: document })).toBeVisible()
    await expect(main.locator('dt', { hasText: 'Délai' }).locator('+ dd')).toContainText(
      String(procedure.processingTime),
    )
    await expectDocumentPictograms(main.locator('[data-documents]'), procedure)
    const hours = main.getByRole('region', { name: CITIZEN_REQUEST_LABELS.hours })
    await expect(hours).toContainText('Lundi - Vendredi')
    // The opening hours carry the clock, their words beside it (docs/product/citizen-space.md#pictograms).
    await expectFactPictogram(hours.getByRole('heading'), PROCEDURE_FACT_PICTOGRAMS.hours)
    await expect(main.getByRole('link', { name: CITIZEN_REQUEST_MESSAGES.onlineButton })).toHaveAttribute(
      'href',
      `/espace-citoyen/demande/${procedure.id}`,
    )
    await expect(page.getByRole('link', { name: 'Démarches administratives' }).first()).toHaveAttribute(
      'href',
      '/espace-citoyen/demarches',
    )
    await expectAccessible(page)
  })

  test('l’index des catégories mène à chaque groupe', async ({ page, request }) => {
    const procedures = await publicRead<Procedure>(request, 'procedures')
    const categories = [...new Set(procedures.map((procedure) => procedure.category))]
    await page.goto('/espace-citoyen/demarches')
    const index = page.getByRole('navigation', { name: 'Catégories de démarches' })
    await expect(index.getByRole('link')).toHaveCount(categories.length)
    for (const category of categories) {
      const label = procedureCategoryLabel(category)
      const count = procedures.filter((procedure) => procedure.category === category).length
      const link = index.getByRole('link', { name: new RegExp(`^${label}`) })
      await expect(link).toContainText(String(count))
      await link.click()
      const section = page.getByRole('region', { name: label })
      await expect(section).toBeInViewport()
      await expect(section.locator('[data-procedure]')).toHaveCount(count)
    }
  })
})
