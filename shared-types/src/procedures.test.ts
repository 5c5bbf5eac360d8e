import { describe, expect, it } from 'vitest'
import { dayLabel, parseRequiredDocs, processingTimeLabel, processingTimeTone } from './procedures'

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
