import { describe, expect, it } from 'vitest'

import { meaningfulWords, pagefindQuery, searchTerm } from './terms'

describe('search terms', () => {
  it('fold case and accents, and a plural into its singular', () => {
    expect(searchTerm('Résidence')).toBe('residence')
    expect(searchTerm('ÉCOLES')).toBe('ecole')
    expect(searchTerm('identité')).toBe('identite')
    expect(searchTerm('CNI')).toBe('cni')
  })

  it('leave the small words of French out', () => {
    for (const word of ['de', 'des', 'la', 'Le', 'd', 'l', 'du', 'à', 'pour']) expect(searchTerm(word), word).toBeNull()
    expect(meaningfulWords("Carte nationale d'identité")).toEqual(['Carte', 'nationale', 'identité'])
    expect(pagefindQuery('acte de naissance')).toBe('acte naissance')
    expect(pagefindQuery('de des')).toBe('')
  })
})
