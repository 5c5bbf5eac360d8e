import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { decisionTypeLabel, documentCategoryLabel, formatLongDate } from 'shared-types'
import type { CitizenDocument, Decision } from 'shared-types/payload-types'

import { cmsUrl, expectAccessible, publicRead } from './support'

interface PdfItem {
  id: number
  title: string
  date: string
  label: string
  text?: string | null
  url?: string | null
  filesize?: number | null
}

/** '245 Ko' as a French reader expects it (no-break space, binary kilobytes). */
const frenchSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.round(bytes / 1024)}\u00a0Ko`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')}\u00a0Mo`

async function expectPdfList(page: Page, request: APIRequestContext, items: PdfItem[]) {
  expect(items.length, 'le CMS de test contient des fichiers').toBeGreaterThan(0)
  await expect(page.locator('[data-pdf]')).toHaveCount(items.length)
  for (const item of items) {
    const card = page.getByRole('article', { name: item.title })
    await expect(card).toContainText(formatLongDate(item.date))
    await expect(card).toContainText(item.label)
    if (item.text) await expect(card).toContainText(item.text)
    await expect(card).toContainText(`PDF, ${frenchSize(item.filesize ?? 0)}`)
    const link = card.getByRole('link', { name: /^Télécharger \(PDF\)/ })
    // Payload answers with upload URLs absolute on the CMS; the site links them on its own origin,
    // which forwards /api to the CMS (a visitor may not reach the CMS's address, and `download`
    // only applies to a same-origin link).
    await expect(link).toHaveAttribute('href', new URL(item.url!, cmsUrl()).pathname)
    await expect(link).toHaveAttribute('download', /\.pdf$/)
    const file = await request.get((await link.getAttribute('href'))!)
    expect(file.ok()).toBe(true)
    expect(file.headers()['content-type']).toContain('application/pdf')
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-')
  }
}

test.describe('documents et décisions à télécharger', () => {
  test('documents administratifs : ceux du CMS, par catégorie, PDF téléchargeables', async ({ page, request }) => {
    const documents = await publicRead<CitizenDocument>(request, 'documents')
    await page.goto('/espace-citoyen/documents')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents administratifs')
    await expectPdfList(
      page,
      request,
      documents.map((document) => ({
        ...document,
        label: documentCategoryLabel(document.category),
        text: document.description,
      })),
    )
    const index = page.getByRole('navigation', { name: 'Catégories de documents' })
    const categories = [...new Set(documents.map((document) => document.category))]
    await expect(index.getByRole('link')).toHaveCount(categories.length)
    for (const category of categories) {
      const section = page.getByRole('region', { name: documentCategoryLabel(category) })
      await expect(section.locator('[data-pdf]')).toHaveCount(
        documents.filter((document) => document.category === category).length,
      )
    }
    await expectAccessible(page)
  })

  test('décisions municipales : celles du CMS, par type, PDF téléchargeables', async ({ page, request }) => {
    const decisions = await publicRead<Decision>(request, 'decisions')
    await page.goto('/espace-citoyen/decisions')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Décisions municipales')
    await expectPdfList(
      page,
      request,
      decisions.map((decision) => ({ ...decision, label: decisionTypeLabel(decision.type), text: decision.summary })),
    )
    const index = page.getByRole('navigation', { name: 'Types de décisions' })
    const link = index.getByRole('link', { name: new RegExp(`^${decisionTypeLabel(decisions[0]!.type)}`) })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('region', { name: decisionTypeLabel(decisions[0]!.type) })).toBeInViewport()
    await expectAccessible(page)
  })
})
