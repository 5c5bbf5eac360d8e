import { expect, type Locator } from '@playwright/test'
import { procedureDocuments } from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

/**
 * A procedure's documents as citizens see them (docs/product/citizen-space.md#pictograms): each
 * with the pictogram staff chose (a plain sheet when none), about 40 px, beside its text, which is
 * its text alternative: the accessibility tree reads each document's text once and no drawing.
 */
export async function expectDocumentPictograms(list: Locator, procedure: Procedure): Promise<void> {
  const documents = procedureDocuments(procedure)
  const items = list.locator(':scope > li')
  await expect(items).toHaveCount(documents.length)
  await expect(list).toMatchAriaSnapshot(
    `- list:\n${documents.map((document) => `  - listitem: ${JSON.stringify(document.label)}`).join('\n')}`,
  )
  for (const [index, document] of documents.entries()) {
    const pictogram = items.nth(index).locator('[data-pictogram]')
    await expect(pictogram).toHaveAttribute('data-pictogram', document.pictogram ?? '')
    const drawing = pictogram.locator('svg')
    await expect(drawing).toBeVisible()
    await expect(drawing).toHaveAttribute('aria-hidden', 'true')
    const box = await pictogram.boundingBox()
    expect(box?.width, document.label).toBeGreaterThanOrEqual(40)
  }
}

/** A fact of the procedure (delay, fee, office, hours): its term carries the fact's pictogram, beside its words. */
export async function expectFactPictogram(term: Locator, pictogram: string): Promise<void> {
  const tile = term.locator('[data-pictogram]')
  await expect(tile).toHaveAttribute('data-pictogram', pictogram)
  await expect(tile.locator('svg')).toBeVisible()
  await expect(tile.locator('svg')).toHaveAttribute('aria-hidden', 'true')
}
