import { describe, expect, it } from 'vitest'
import {
  dayLabel,
  featuredProcedures,
  onlineProcedureLinkText,
  parseRequiredDocs,
  processingTimeLabel,
  processingTimeTone,
} from './procedures'

describe('dayLabel / processingTimeLabel', () => {
  it('uses the singular only for one day', () => {
    expect(dayLabel(1)).toBe('jour')
    expect(dayLabel(0)).toBe('jours')
    expect(dayLabel(2)).toBe('jours')
    expect(processingTimeLabel(1)).toBe('1 jour')
    expect(processingTimeLabel(3)).toBe('3 jours')
    expect(processingTimeLabel(15)).toBe('15 jours')
  })
})

describe('processingTimeTone', () => {
  it('applies the 1 and 7 day thresholds', () => {
    expect(processingTimeTone(0)).toBe('green')
    expect(processingTimeTone(1)).toBe('green')
    expect(processingTimeTone(2)).toBe('yellow')
    expect(processingTimeTone(7)).toBe('yellow')
    expect(processingTimeTone(8)).toBe('red')
    expect(processingTimeTone(15)).toBe('red')
  })
})

describe('parseRequiredDocs', () => {
  it('accepts an array, trimming and dropping empty entries', () => {
    expect(parseRequiredDocs([' Acte de naissance ', '', '  ', 'Photo'])).toEqual(['Acte de naissance', 'Photo'])
    expect(parseRequiredDocs(['Pièce', 42, null])).toEqual(['Pièce'])
  })

  it('decodes a JSON-encoded list', () => {
    expect(parseRequiredDocs('["Copie CNI", " Justificatif de domicile ", ""]')).toEqual([
      'Copie CNI',
      'Justificatif de domicile',
    ])
  })

  it('falls back to one entry per non-empty line', () => {
    expect(parseRequiredDocs('Copie CNI\r\n\n  Photo d’identité  \n')).toEqual(['Copie CNI', 'Photo d’identité'])
    expect(parseRequiredDocs('[brouillon] liste')).toEqual(['[brouillon] liste'])
    expect(parseRequiredDocs('Un seul document')).toEqual(['Un seul document'])
  })

  it('returns an empty list for anything else', () => {
    expect(parseRequiredDocs(undefined)).toEqual([])
    expect(parseRequiredDocs(null)).toEqual([])
    expect(parseRequiredDocs(3)).toEqual([])
    expect(parseRequiredDocs({ doc: 'x' })).toEqual([])
    expect(parseRequiredDocs('')).toEqual([])
    expect(parseRequiredDocs('[]')).toEqual([])
  })
})

describe('featuredProcedures', () => {
  const list = [
    { title: 'Autorisation de construire' },
    { title: 'Certificat de résidence', citizenSpaceRank: 2 },
    { title: "Extrait d'acte de naissance", citizenSpaceRank: 1 },
    { title: 'Aide sociale', citizenSpaceRank: null },
    { title: "Extrait d'acte de mariage", citizenSpaceRank: 2 },
  ]

  it('shows the procedures staff placed, in their order, the list order breaking ties', () => {
    expect(featuredProcedures(list, 4).map((each) => each.title)).toEqual([
      "Extrait d'acte de naissance",
      'Certificat de résidence',
      "Extrait d'acte de mariage",
    ])
    expect(featuredProcedures(list, 1).map((each) => each.title)).toEqual(["Extrait d'acte de naissance"])
  })

  it('falls back to the first ones of the list while none is placed', () => {
    expect(
      featuredProcedures<{ title: string; citizenSpaceRank?: number }>(
        [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
        2,
      ).map((each) => each.title),
    ).toEqual(['A', 'B'])
  })
})

describe('onlineProcedureLinkText', () => {
  it('says where the link goes', () => {
    expect(onlineProcedureLinkText('https://www.servicepublic.gouv.sn')).toBe(
      'Sur le portail national servicepublic.gouv.sn',
    )
    expect(onlineProcedureLinkText('https://senegalservices.sn/demarches/naissance')).toBe(
      'Sur le site senegalservices.sn',
    )
    expect(onlineProcedureLinkText('pas une adresse')).toBe('Sur un autre site')
  })
})
