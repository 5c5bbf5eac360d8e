import { describe, expect, it } from 'vitest'
import {
  FCFA,
  formatFcfa,
  formatFileSize,
  formatLongDate,
  formatLongDateTime,
  formatPercent,
  formatShortDate,
  isoDate,
} from './format'

const NBSP = '\u00a0'

describe('formatLongDate', () => {
  it('formats ISO strings and dates in French, in UTC', () => {
    expect(formatLongDate('2025-05-25T10:00:00.000Z')).toBe('25 mai 2025')
    expect(formatLongDate('2025-05-25')).toBe('25 mai 2025')
    expect(formatLongDate(new Date(Date.UTC(2024, 0, 1)))).toBe('1 janvier 2024')
    expect(formatLongDate('2024-08-15T23:30:00.000Z')).toBe('15 août 2024')
  })

  it('does not shift the day with the local time zone', () => {
    expect(formatLongDate('2025-12-31T23:59:59.000Z')).toBe('31 décembre 2025')
  })

  it('returns an empty string for invalid input', () => {
    expect(formatLongDate('pas une date')).toBe('')
    expect(formatLongDate('')).toBe('')
    expect(formatLongDate(new Date(Number.NaN))).toBe('')
    expect(formatLongDate(null)).toBe('')
    expect(formatLongDate(undefined)).toBe('')
  })
})

describe('formatShortDate', () => {
  it('formats as dd/mm/yyyy', () => {
    expect(formatShortDate('2025-05-25T10:00:00.000Z')).toBe('25/05/2025')
    expect(formatShortDate(new Date(Date.UTC(2023, 8, 3)))).toBe('03/09/2023')
  })

  it('returns an empty string for invalid input', () => {
    expect(formatShortDate('2025-13-45')).toBe('')
    expect(formatShortDate('')).toBe('')
  })
})

describe('formatFcfa', () => {
  it('formats numbers with no-break spaces', () => {
    expect(formatFcfa(120000000)).toBe(`120${NBSP}000${NBSP}000${NBSP}FCFA`)
    expect(formatFcfa(0)).toBe(`0${NBSP}FCFA`)
    expect(formatFcfa(999)).toBe(`999${NBSP}FCFA`)
    expect(formatFcfa(1500)).toBe(`1${NBSP}500${NBSP}FCFA`)
  })

  it('never emits narrow no-break spaces', () => {
    expect(formatFcfa(450000000)).not.toMatch(/\u202f/)
  })

  it('rounds to whole francs', () => {
    expect(formatFcfa(1234.6)).toBe(`1${NBSP}235${NBSP}FCFA`)
  })

  it('parses numeric strings', () => {
    expect(formatFcfa('120000000')).toBe(`120${NBSP}000${NBSP}000${NBSP}FCFA`)
    expect(formatFcfa('120 000 000')).toBe(`120${NBSP}000${NBSP}000${NBSP}FCFA`)
    expect(formatFcfa(' 280\u202f000\u202f000 ')).toBe(`280${NBSP}000${NBSP}000${NBSP}FCFA`)
  })

  it('keeps free text and appends the unit when missing', () => {
    expect(formatFcfa('  120 millions ')).toBe('120 millions FCFA')
    expect(formatFcfa('350M FCFA')).toBe('350M FCFA')
    expect(formatFcfa('350M fcfa')).toBe('350M fcfa')
    expect(formatFcfa('120 000 000 FCFA')).toBe('120 000 000 FCFA')
  })

  it('returns an empty string for empty values', () => {
    expect(formatFcfa('')).toBe('')
    expect(formatFcfa('   ')).toBe('')
    expect(formatFcfa(null)).toBe('')
    expect(formatFcfa(undefined)).toBe('')
    expect(formatFcfa(Number.NaN)).toBe('')
  })

  it('exports the unit', () => {
    expect(FCFA).toBe('FCFA')
  })
})

describe('formatFileSize', () => {
  it('writes octets, Ko and Mo the French way', () => {
    expect(formatFileSize(0)).toBe(`0${NBSP}octets`)
    expect(formatFileSize(1)).toBe(`1${NBSP}octet`)
    expect(formatFileSize(812)).toBe(`812${NBSP}octets`)
    expect(formatFileSize(1024)).toBe(`1${NBSP}Ko`)
    expect(formatFileSize(245 * 1024 + 300)).toBe(`245${NBSP}Ko`)
    expect(formatFileSize(1.2 * 1024 * 1024)).toBe(`1,2${NBSP}Mo`)
    expect(formatFileSize(10 * 1024 * 1024)).toBe(`10${NBSP}Mo`)
  })

  it('switches to Mo once the size rounds to 1024 Ko', () => {
    expect(formatFileSize(1023 * 1024)).toBe(`1${NBSP}023${NBSP}Ko`)
    expect(formatFileSize(1024 * 1024 - 1)).toBe(`1${NBSP}Mo`)
    expect(formatFileSize(1024 * 1024)).toBe(`1${NBSP}Mo`)
  })

  it('returns an empty string for unknown sizes', () => {
    expect(formatFileSize(null)).toBe('')
    expect(formatFileSize(undefined)).toBe('')
    expect(formatFileSize(Number.NaN)).toBe('')
    expect(formatFileSize(-1)).toBe('')
  })
})

describe('isoDate', () => {
  it('gives the ISO value of a date for <time datetime>', () => {
    expect(isoDate('2025-05-25T10:00:00.000Z')).toBe('2025-05-25T10:00:00.000Z')
    expect(isoDate(new Date(Date.UTC(2025, 4, 25)))).toBe('2025-05-25T00:00:00.000Z')
  })

  it('gives nothing for a missing or unparseable date', () => {
    expect(isoDate(undefined)).toBeUndefined()
    expect(isoDate('')).toBeUndefined()
    expect(isoDate('demain')).toBeUndefined()
  })
})

describe('formatPercent', () => {
  it('writes a no-break space before the sign', () => {
    expect(formatPercent(65)).toBe(`65${NBSP}%`)
  })
})

describe('formatLongDateTime', () => {
  it('writes the day in words and the time on the 24-hour clock of Dakar (UTC)', () => {
    expect(formatLongDateTime('2026-11-26T14:05:09.000Z')).toBe('26 novembre 2026 à 14:05')
    expect(formatLongDateTime('2026-01-01T00:00:00.000Z')).toBe('1 janvier 2026 à 00:00')
    expect(formatLongDateTime('')).toBe('')
    expect(formatLongDateTime('pas une date')).toBe('')
  })
})
