import { FALLBACK_PROCEDURES } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { api, loginAsAdmin, storedDocs } from './api'

/**
 * The pictograms of a procedure's documents (docs/product/citizen-space.md#pictograms): rows of a
 * text and a pictogram (`requiredDocuments`) beside the contract's `requiredDocs`, which keeps
 * working as before (docs/API.md#procedures).
 */
const base = {
  title: 'Certificat de vie',
  description: 'Attester qu’une personne est en vie.',
  category: 'ATTESTATIONS',
}

type Row = { id?: string; label: string; pictogram: string | null }
const shapes = (rows: Row[]) => rows.map(({ label, pictogram }) => ({ label, pictogram }))

describe('pictograms of required documents', () => {
  it('stores each document with its pictogram and reads them back, requiredDocs following the rows', async () => {
    const token = await loginAsAdmin()
    const requiredDocuments = [
      { label: 'Pièce d’identité', pictogram: 'id-card' },
      { label: 'Deux témoins majeurs', pictogram: 'witness' },
      { label: 'Timbre fiscal', pictogram: 'tax-stamp' },
    ]
    const created = await api('POST', '/procedures', { token, json: { ...base, requiredDocuments } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.doc.requiredDocs).toEqual(['Pièce d’identité', 'Deux témoins majeurs', 'Timbre fiscal'])
    const read = await api('GET', `/procedures/${created.body.doc.id}`)
    expect(read.status).toBe(200)
    expect(shapes(read.body.requiredDocuments)).toEqual(requiredDocuments)
    expect(read.body.requiredDocs).toEqual(['Pièce d’identité', 'Deux témoins majeurs', 'Timbre fiscal'])

    // A new pictogram for one row and a row fewer: the list follows.
    const rows = read.body.requiredDocuments as Row[]
    const edited = await api('PATCH', `/procedures/${created.body.doc.id}`, {
      token,
      json: {
        requiredDocs: read.body.requiredDocs,
        requiredDocuments: [{ ...rows[0]!, pictogram: 'photo' }, rows[2]!],
      },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.doc.requiredDocs).toEqual(['Pièce d’identité', 'Timbre fiscal'])
    expect(shapes(edited.body.doc.requiredDocuments)).toEqual([
      { label: 'Pièce d’identité', pictogram: 'photo' },
      { label: 'Timbre fiscal', pictogram: 'tax-stamp' },
    ])
    await api('DELETE', `/procedures/${created.body.doc.id}`, { token })
  })

  it('keeps requiredDocs alone working as before, and the pictograms of the texts a write keeps', async () => {
    const token = await loginAsAdmin()
    const plain = await api('POST', '/procedures', {
      token,
      json: { ...base, requiredDocs: ['Pièce d’identité', '', 'Certificat médical'], processingTime: 2 },
    })
    expect(plain.status).toBe(201)
    expect(plain.body.doc.requiredDocs).toEqual(['Pièce d’identité', 'Certificat médical'])
    const id = plain.body.doc.id
    expect((await api('GET', `/procedures/${id}`)).body.requiredDocs).toEqual([
      'Pièce d’identité',
      'Certificat médical',
    ])

    await api('PATCH', `/procedures/${id}`, {
      token,
      json: {
        requiredDocuments: [
          { label: 'Pièce d’identité', pictogram: 'id-card' },
          { label: 'Certificat médical', pictogram: 'attestation' },
        ],
      },
    })
    // The staff screens and the contract's clients send the list only, here as plain text, reordered.
    const listOnly = await api('PUT', `/procedures/${id}`, {
      token,
      json: { requiredDocs: 'Photo d’identité\nCertificat médical\nPièce d’identité' },
    })
    expect(listOnly.status, JSON.stringify(listOnly.body)).toBe(200)
    const read = await api('GET', `/procedures/${id}`)
    expect(read.body.requiredDocs).toEqual(['Photo d’identité', 'Certificat médical', 'Pièce d’identité'])
    expect(shapes(read.body.requiredDocuments)).toEqual([
      { label: 'Photo d’identité', pictogram: null },
      { label: 'Certificat médical', pictogram: 'attestation' },
      { label: 'Pièce d’identité', pictogram: 'id-card' },
    ])
    await api('DELETE', `/procedures/${id}`, { token })
  })

  it('refuses a pictogram outside the set in French, and stores nothing', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('procedures')
    const refused = await api('POST', '/procedures', {
      token,
      json: { ...base, requiredDocuments: [{ label: 'Photo', pictogram: 'appareil-photo' }] },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Choisissez le pictogramme du document dans la liste')
    const [first] = before as { id: number | string; requiredDocs: string[] }[]
    const update = await api('PUT', `/procedures/${first!.id}`, {
      token,
      json: { requiredDocuments: [{ label: first!.requiredDocs[0], pictogram: 'Bébé' }] },
    })
    expect(update.status).toBe(400)
    expect(update.body.message).toBe('Choisissez le pictogramme du document dans la liste')
    // Rows of the wrong kind are refused as such, not dropped.
    const wrongKind = await api('POST', '/procedures', { token, json: { ...base, requiredDocuments: 'Photo' } })
    expect(wrongKind.status).toBe(400)
    expect(await storedDocs('procedures')).toEqual(before)
  })

  it('gives the first-run procedures’ documents their pictograms', async () => {
    const { body } = await api(
      'GET',
      `/procedures?where[title][equals]=${encodeURIComponent(FALLBACK_PROCEDURES[0]!.title)}`,
    )
    expect(body.docs).toHaveLength(1)
    expect(shapes(body.docs[0].requiredDocuments)).toEqual(FALLBACK_PROCEDURES[0]!.requiredDocuments)
    expect(body.docs[0].requiredDocs).toEqual(FALLBACK_PROCEDURES[0]!.requiredDocs)
  })
})
