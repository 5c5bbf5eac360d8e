import { describe, expect, it } from 'vitest'

import { missingFieldsMessage } from './forms'

describe('missingFieldsMessage', () => {
  it('names one blank field in the singular', () => {
    expect(missingFieldsMessage(['Nom complet'])).toBe('Veuillez remplir le champ obligatoire : Nom complet.')
  })

  it('names several blank fields in the order given', () => {
    expect(missingFieldsMessage(['Nom complet', 'Sujet'])).toBe(
      'Veuillez remplir les champs obligatoires : Nom complet, Sujet.',
    )
  })
})
