import { describe, expect, it } from 'vitest'

import { api } from './api'

/**
 * A list embeds, of each related document, what a card shows (collection `defaultPopulate`), so a
 * citizen's phone does not download every related service's whole detail page with each list.
 * A document read alone keeps its own detail. Budgets: the lean size measured on the first-run
 * content, with a margin for content staff add; the full embeds were several times larger.
 */

/** GET /api/services at its default depth (2): 176 KB when each related service came whole, 44 KB lean (each service's own detail). */
const SERVICES_LIST_BUDGET_BYTES = 55_000
/** GET /api/news?limit=10: 21 KB lean; pictures embed their address, sizes and text, not their focal point or byte count. */
const NEWS_PAGE_BUDGET_BYTES = 26_000

/** What a related service embeds: its card. */
const SERVICE_CARD_KEYS = ['id', 'title', 'description', 'category', 'icon', 'image']
/** What a picture embeds: what the site and the admin screens draw it from. */
const PICTURE_KEYS = [
  'id',
  'alt',
  'url',
  'filename',
  'mimeType',
  'width',
  'height',
  'updatedAt',
  'thumbnailURL',
  'sizes',
]

type Doc = Record<string, unknown> & { id: number | string }

const embedded = (value: unknown): Doc | undefined =>
  typeof value === 'object' && value !== null ? (value as Doc) : undefined
const outside = (doc: Doc, allowed: string[]) => Object.keys(doc).filter((key) => !allowed.includes(key))

async function sizedList(path: string): Promise<{ bytes: number; docs: Doc[] }> {
  const response = await api<{ docs: Doc[]; totalDocs: number }>('GET', path)
  expect(response.status).toBe(200)
  expect(response.body).toMatchObject({ totalDocs: expect.any(Number), page: 1 })
  return { bytes: Buffer.byteLength(JSON.stringify(response.body)), docs: response.body.docs }
}

describe('lists embed what a card shows', () => {
  it(`GET /services stays under ${SERVICES_LIST_BUDGET_BYTES} bytes`, async () => {
    const { bytes, docs } = await sizedList('/services')
    expect(docs.length).toBeGreaterThan(0)
    expect(bytes).toBeLessThan(SERVICES_LIST_BUDGET_BYTES)
  })

  it('a related service embeds its card only, its picture lean', async () => {
    const { docs } = await sizedList('/services')
    const related = docs.flatMap((doc) =>
      ((doc.relatedServices as unknown[] | undefined) ?? []).map(embedded).filter((other) => other !== undefined),
    )
    expect(related.length).toBeGreaterThan(0)
    for (const other of related) {
      expect(outside(other, SERVICE_CARD_KEYS), `service ${other.id}`).toEqual([])
      expect(other.title).toEqual(expect.any(String))
      const picture = embedded(other.image)
      if (picture) expect(outside(picture, PICTURE_KEYS)).toEqual([])
    }
  })

  it('GET /services/{id} keeps the service’s own detail', async () => {
    const { docs } = await sizedList('/services')
    const withRelated = docs.find((doc) => ((doc.relatedServices as unknown[] | undefined) ?? []).length > 0)!
    const { status, body } = await api<Doc>('GET', `/services/${withRelated.id}`)
    expect(status).toBe(200)
    for (const detail of ['longDescription', 'features', 'steps', 'faq', 'contactInfo', 'cta', 'seo'])
      expect(body, detail).toHaveProperty(detail)
    expect(embedded((body.relatedServices as unknown[])[0])).toMatchObject({
      id: expect.anything(),
      title: expect.any(String),
    })
  })

  it(`GET /news?limit=10 stays under ${NEWS_PAGE_BUDGET_BYTES} bytes, its pictures lean`, async () => {
    const { bytes, docs } = await sizedList('/news?limit=10')
    expect(bytes).toBeLessThan(NEWS_PAGE_BUDGET_BYTES)
    const pictures = docs.map((doc) => embedded(doc.image)).filter((picture) => picture !== undefined)
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) {
      expect(outside(picture, PICTURE_KEYS), `image ${picture.id}`).toEqual([])
      expect(picture).toMatchObject({ url: expect.any(String), width: expect.any(Number), height: expect.any(Number) })
    }
  })
})
