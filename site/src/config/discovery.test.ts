import { describe, expect, it } from 'vitest'

import { isListed, withoutFinalSlash } from './discovery'

describe('site addresses', () => {
  it('are written as the site links them, without the final slash of the built file', () => {
    expect(withoutFinalSlash('/services/3/')).toBe('/services/3')
    expect(withoutFinalSlash('/espace-citoyen/demarches/#demarche-7')).toBe('/espace-citoyen/demarches#demarche-7')
    expect(withoutFinalSlash('/agenda')).toBe('/agenda')
    expect(withoutFinalSlash('/')).toBe('/')
  })

  it('leave the staff screens and the noindex pages out of the sitemap', () => {
    for (const path of [
      '/admin/news/',
      '/login/',
      '/welcome',
      '/404',
      '/apercu/',
      '/recherche/',
      '/lettre-d-information/confirmer/',
      '/lettre-d-information/desabonner',
      '/suivi',
      '/suivi/',
    ])
      expect(isListed(path), path).toBe(false)
    for (const path of [
      '/',
      '/actualites/3/',
      '/espace-citoyen/demarches/',
      '/espace-citoyen/demande/3',
      '/mentions-legales',
    ])
      expect(isListed(path), path).toBe(true)
  })
})
