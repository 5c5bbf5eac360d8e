import { describe, expect, it } from 'vitest'

import { documentRows, procedureDocuments, reconcileRequiredDocuments, rowsForLabels } from './requiredDocuments'

/** docs/product/citizen-space.md#pictograms */
const stored = {
  requiredDocs: ['Pièce d’identité', 'Photo'],
  requiredDocuments: [
    { id: 'a', label: 'Pièce d’identité', pictogram: 'id-card' },
    { id: 'b', label: 'Photo', pictogram: 'photo' },
  ],
}

describe('documentRows', () => {
  it('trims texts, drops rows without one, reads a blank pictogram as none', () => {
    expect(
      documentRows([
        { id: 'x', label: ' Acte de naissance ', pictogram: 'birth-extract' },
        { label: '  ', pictogram: 'photo' },
        { label: 'Photo', pictogram: '' },
        null,
        'Timbre',
      ]),
    ).toEqual([
      { id: 'x', label: 'Acte de naissance', pictogram: 'birth-extract' },
      { label: 'Photo', pictogram: null },
    ])
    expect(documentRows(null)).toEqual([])
  })
})

describe('rowsForLabels', () => {
  it('gives each text the pictogram of its row, in the list’s order, and none to a new text', () => {
    expect(rowsForLabels(['Photo', 'Timbre fiscal', 'Pièce d’identité'], stored.requiredDocuments)).toEqual([
      { id: 'b', label: 'Photo', pictogram: 'photo' },
      { label: 'Timbre fiscal', pictogram: null },
      { id: 'a', label: 'Pièce d’identité', pictogram: 'id-card' },
    ])
  })

  it('takes the rows of a text given twice in order, never one row twice', () => {
    const rows = [
      { id: '1', label: 'Témoin', pictogram: 'witness' },
      { id: '2', label: 'Témoin', pictogram: 'users' },
    ]
    expect(rowsForLabels(['Témoin', 'Témoin', 'Témoin'], rows)).toEqual([
      { id: '1', label: 'Témoin', pictogram: 'witness' },
      { id: '2', label: 'Témoin', pictogram: 'users' },
      { label: 'Témoin', pictogram: null },
    ])
  })
})

describe('reconcileRequiredDocuments', () => {
  it('leaves both fields alone when a write sends neither', () => {
    expect(reconcileRequiredDocuments({}, stored)).toBeNull()
  })

  it('keeps the pictograms of the texts a write of requiredDocs alone keeps', () => {
    expect(reconcileRequiredDocuments({ requiredDocs: ['Photo', ' Timbre fiscal ', ''] }, stored)).toEqual({
      requiredDocs: ['Photo', 'Timbre fiscal'],
      requiredDocuments: [
        { id: 'b', label: 'Photo', pictogram: 'photo' },
        { label: 'Timbre fiscal', pictogram: null },
      ],
    })
    // Plain text, one document per line, as the contract allows.
    expect(reconcileRequiredDocuments({ requiredDocs: 'Photo\nPièce d’identité' }, stored)?.requiredDocuments).toEqual([
      { id: 'b', label: 'Photo', pictogram: 'photo' },
      { id: 'a', label: 'Pièce d’identité', pictogram: 'id-card' },
    ])
  })

  it('rewrites requiredDocs from the rows a write sends alone', () => {
    const rows = [{ label: 'Livret de famille', pictogram: 'family-book' }, { label: ' ' }]
    expect(reconcileRequiredDocuments({ requiredDocuments: rows }, stored)).toEqual({
      requiredDocs: ['Livret de famille'],
      requiredDocuments: [{ label: 'Livret de famille', pictogram: 'family-book' }],
    })
  })

  it('follows the rows when the panel sends both and the rows changed', () => {
    const rows = [{ id: 'b', label: 'Photo', pictogram: 'photo' }]
    expect(reconcileRequiredDocuments({ requiredDocs: stored.requiredDocs, requiredDocuments: rows }, stored)).toEqual({
      requiredDocs: ['Photo'],
      requiredDocuments: rows,
    })
    const repainted = [{ ...stored.requiredDocuments[0]!, pictogram: 'certificate' }, stored.requiredDocuments[1]!]
    expect(
      reconcileRequiredDocuments({ requiredDocs: stored.requiredDocs, requiredDocuments: repainted }, stored)
        ?.requiredDocuments[0]?.pictogram,
    ).toBe('certificate')
  })

  it('follows the list when both come and only the list changed', () => {
    expect(
      reconcileRequiredDocuments({ requiredDocs: ['Photo'], requiredDocuments: stored.requiredDocuments }, stored),
    ).toEqual({ requiredDocs: ['Photo'], requiredDocuments: [{ id: 'b', label: 'Photo', pictogram: 'photo' }] })
  })

  it('reads a document stored before pictograms as rows of its texts', () => {
    const older = { requiredDocs: ['Plan', 'Titre foncier'] }
    const shown = rowsForLabels(older.requiredDocs, [])
    expect(reconcileRequiredDocuments({ requiredDocs: older.requiredDocs, requiredDocuments: shown }, older)).toEqual({
      requiredDocs: ['Plan', 'Titre foncier'],
      requiredDocuments: shown,
    })
    expect(reconcileRequiredDocuments({ requiredDocs: ['Plan'], requiredDocuments: null }, older)).toEqual({
      requiredDocs: ['Plan'],
      requiredDocuments: [{ label: 'Plan', pictogram: null }],
    })
  })

  it('reads a null list beside rows as not sent, and a null list alone as an empty one', () => {
    const rows = stored.requiredDocuments
    expect(reconcileRequiredDocuments({ requiredDocs: null, requiredDocuments: rows }, stored)).toEqual(stored)
    expect(reconcileRequiredDocuments({ requiredDocs: null }, stored)).toEqual({
      requiredDocs: [],
      requiredDocuments: [],
    })
  })

  it('creates from whichever field a write sends', () => {
    expect(reconcileRequiredDocuments({ requiredDocs: ['Photo'] })).toEqual({
      requiredDocs: ['Photo'],
      requiredDocuments: [{ label: 'Photo', pictogram: null }],
    })
    expect(
      reconcileRequiredDocuments({ requiredDocs: [], requiredDocuments: [{ label: 'Photo', pictogram: 'photo' }] }),
    ).toEqual({ requiredDocs: ['Photo'], requiredDocuments: [{ label: 'Photo', pictogram: 'photo' }] })
  })
})

describe('procedureDocuments', () => {
  it('gives the contract’s list with the pictograms of the set, none for a text without or outside it', () => {
    expect(
      procedureDocuments({
        requiredDocs: ['Pièce d’identité', 'Photo', 'Timbre'],
        requiredDocuments: [
          { label: 'Pièce d’identité', pictogram: 'id-card' },
          { label: 'Photo', pictogram: 'polaroid' },
        ],
      }),
    ).toEqual([
      { label: 'Pièce d’identité', pictogram: 'id-card' },
      { label: 'Photo', pictogram: null },
      { label: 'Timbre', pictogram: null },
    ])
    expect(procedureDocuments({ requiredDocs: 'Photo' })).toEqual([{ label: 'Photo', pictogram: null }])
  })
})
