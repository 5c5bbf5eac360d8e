import { describe, expect, it } from 'vitest'

import { withLoopbackForms } from './origins'

describe('withLoopbackForms', () => {
  it('gives every loopback form of a loopback address, port and scheme kept', () => {
    expect(withLoopbackForms(['http://localhost:3000'])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ])
    expect(withLoopbackForms(['http://127.0.0.1:4321/'])).toEqual([
      'http://127.0.0.1:4321',
      'http://localhost:4321',
      'http://[::1]:4321',
    ])
  })

  it('keeps other addresses as their origin alone, once, and skips what is not an address', () => {
    expect(withLoopbackForms(['https://cms.commune.sn/admin', 'https://cms.commune.sn', 'pas une adresse'])).toEqual([
      'https://cms.commune.sn',
    ])
  })
})
