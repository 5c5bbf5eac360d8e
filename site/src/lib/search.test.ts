import { describe, expect, it } from 'vitest'

import { siteAddress } from './search'

describe('search result addresses', () => {
  it('are written as the site links them, without the final slash of the built file', () => {
    expect(siteAddress('/services/3/')).toBe('/services/3')
    expect(siteAddress('/espace-citoyen/demarches/#demarche-7')).toBe('/espace-citoyen/demarches#demarche-7')
    expect(siteAddress('/agenda')).toBe('/agenda')
    expect(siteAddress('/')).toBe('/')
  })
})
