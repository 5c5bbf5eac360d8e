import { describe, expect, it } from 'vitest'

import {
  isFourDigits,
  normalizeReference,
  referenceSequence,
  requestReference,
  requestTrackingLink,
} from './citizenRequests'

describe('a request’s reference', () => {
  it('is short enough to read out over the phone, numbered within its year', () => {
    expect(requestReference(2026, 42)).toBe('DS-2026-00042')
    expect(requestReference(2026, 123_456)).toBe('DS-2026-123456')
    expect(referenceSequence('DS-2026-00042')).toBe(42)
    expect(referenceSequence('DS-26-42')).toBeUndefined()
  })

  it('is read as citizens type it: any case, spaces or dashes, with or without the zeros', () => {
    for (const typed of ['DS-2026-00042', 'ds 2026 42', ' Ds-2026-042 ', 'DS2026 00042', 'ds.2026.42']) {
      expect(normalizeReference(typed)).toBe('DS-2026-00042')
    }
    for (const typed of ['2026-00042', 'DS-2026', 'DS-20261-42', 'XS-2026-00042', 42, null]) {
      expect(normalizeReference(typed)).toBeUndefined()
    }
  })

  it('is followed with the last four digits of the phone, or the link’s key', () => {
    expect([isFourDigits('4567'), isFourDigits('456'), isFourDigits('45a7'), isFourDigits(4567)]).toEqual([
      true,
      false,
      false,
      false,
    ])
    expect(requestTrackingLink('https://commune.sn/', 'DS-2026-00042', 'aB3-_x')).toBe(
      'https://commune.sn/suivi?ref=DS-2026-00042&cle=aB3-_x',
    )
  })
})
