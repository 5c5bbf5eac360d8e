import { describe, expect, it } from 'vitest'

import {
  CONTENT_ICON_GROUPS,
  CONTENT_ICON_OPTIONS,
  CONTENT_ICON_SELECT_OPTIONS,
  PROCEDURE_FACT_PICTOGRAMS,
  UNKNOWN_ICON_MESSAGE,
  UNKNOWN_PICTOGRAM_MESSAGE,
  checkContentIcon,
  contentIconLabel,
  contentIconOf,
  isContentIcon,
} from './pictograms'

/** docs/product/citizen-space.md#pictograms */
describe('the pictogram set', () => {
  it('holds the documents a procedure asks for, beside the icons of services and procedures', () => {
    const values = CONTENT_ICON_OPTIONS.map((option) => option.value)
    for (const document of [
      'id-card',
      'birth-extract',
      'marriage-certificate',
      'family-book',
      'photo',
      'proof-of-residence',
      'tax-stamp',
      'payment',
      'form',
      'witness',
      'signature',
    ])
      expect(values).toContain(document)
    // The icons services and procedures held before the documents joined the set are all still there.
    for (const icon of ['baby', 'certificate', 'clock', 'faucet', 'rings', 'stamp', 'utensils', 'water'])
      expect(values).toContain(icon)
  })

  it('names each pictogram in French, once: the name is its text alternative', () => {
    const labels = CONTENT_ICON_OPTIONS.map((option) => option.label)
    expect(new Set(labels).size).toBe(labels.length)
    for (const { value, label } of CONTENT_ICON_OPTIONS) {
      expect(contentIconLabel(value)).toBe(label)
      expect(label).not.toMatch(/'/)
      expect(label.length).toBeGreaterThan(2)
    }
    expect(contentIconLabel('birth-extract')).toBe('Extrait d’acte de naissance')
    expect(contentIconLabel('proof-of-residence')).toBe('Justificatif de domicile')
    expect(contentIconLabel('tax-stamp')).toBe('Timbre fiscal')
    expect(contentIconLabel('witness')).toBe('Témoin')
  })

  it('offers the whole set in groups, documents first, each pictogram in exactly one group', () => {
    expect(CONTENT_ICON_GROUPS.map((group) => group.label)).toEqual([
      'Pièces à fournir',
      'Délais, horaires et lieux',
      'Services et lieux',
    ])
    const grouped = CONTENT_ICON_GROUPS.flatMap((group) => group.options)
    expect(grouped).toHaveLength(CONTENT_ICON_OPTIONS.length)
    expect(new Set(grouped.map((option) => option.value))).toEqual(
      new Set(CONTENT_ICON_OPTIONS.map((option) => option.value)),
    )
    // The staff screens' plain list: the same options, each under its group's heading.
    expect(CONTENT_ICON_SELECT_OPTIONS.map(({ value, label }) => ({ value, label }))).toEqual(grouped)
    expect(CONTENT_ICON_SELECT_OPTIONS.find((option) => option.value === 'witness')?.group).toBe('Pièces à fournir')
  })

  it('gives the fee, the delay, the office and the opening hours pictograms of the set', () => {
    for (const icon of Object.values(PROCEDURE_FACT_PICTOGRAMS)) expect(isContentIcon(icon)).toBe(true)
    expect(PROCEDURE_FACT_PICTOGRAMS).toEqual({ cost: 'payment', delay: 'delay', office: 'place', hours: 'clock' })
  })
})

describe('checking a value against the set', () => {
  it('takes a value of the set or nothing, and refuses anything else in French', () => {
    for (const value of ['id-card', 'tax-stamp', null, undefined, '', '  ']) expect(checkContentIcon(value)).toBeNull()
    for (const value of ['bébé', 'Baby', 'fa-baby', 'constructor', 'toString', 42, ['id-card']])
      expect(checkContentIcon(value), String(value)).toBe(UNKNOWN_ICON_MESSAGE)
    expect(checkContentIcon('timbre', UNKNOWN_PICTOGRAM_MESSAGE)).toBe(
      'Choisissez le pictogramme du document dans la liste',
    )
  })

  it('reads the names older items hold as one of the set', () => {
    expect(contentIconOf('fa-baby')).toBe('baby')
    expect(contentIconOf(' Lucide-ID-Card ')).toBe('id-card')
    expect(contentIconOf('hasOwnProperty')).toBeNull()
    expect(contentIconOf(null)).toBeNull()
  })
})
