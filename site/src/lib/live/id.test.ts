import { describe, expect, it } from 'vitest'

import { documentId } from './id'

describe('documentId', () => {
  it('keeps the ids of every database the CMS runs on', () => {
    expect(documentId('12')).toBe('12')
    expect(documentId('0012')).toBe('12')
    expect(documentId('65a1F0c2e4b0a1b2c3d4e5f6')).toBe('65a1f0c2e4b0a1b2c3d4e5f6')
  })

  it('refuses what can be no id, before any request', () => {
    for (const id of ['abc', '0', '1e3', '-4', '12.5', '9007199254740993', '65a1f0c2e4b0a1b2c3d4e5', ''])
      expect(documentId(id), id).toBeUndefined()
  })
})
