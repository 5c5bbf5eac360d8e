import type { ArrayField, UploadField } from 'payload'
import { LANGUAGE_CODE_PATTERN, SPOKEN_MESSAGES, spokenLanguageOf } from 'shared-types'

import { communeLanguages } from '../collections/Recordings/language'

type Ref = number | string | { id: number | string } | null | undefined
const idOf = (value: Ref) => (value && typeof value === 'object' ? value.id : value)

/**
 * The spoken versions of a page (docs/product/spoken.md#recording): recordings picked, recorded or
 * uploaded from the field itself, one per language (two Wolof recordings would give two identical
 * buttons).
 */
export const spokenVersionsField = (): UploadField => ({
  name: 'spokenVersions',
  type: 'upload',
  relationTo: 'recordings',
  hasMany: true,
  label: 'Versions parlées',
  admin: {
    description:
      'Un enregistrement par langue, pour les personnes qui ne lisent pas le français : le site affiche « Écouter en wolof » près du titre.',
    // « Créer » starts from files on disk; this records one (a recording's form in a drawer).
    components: { afterInput: ['/panel/components/recorder/RecordSpokenVersion#RecordSpokenVersion'] },
  },
  validate: async (value, { req }) => {
    const ids = ((value ?? []) as Ref[]).map(idOf).filter((id) => id !== null && id !== undefined)
    if (ids.length < 2) return true
    const { docs } = await req.payload.find({
      collection: 'recordings',
      where: { id: { in: ids } },
      depth: 0,
      limit: ids.length,
      overrideAccess: true,
      req,
    })
    const seen = new Set<string>()
    for (const recording of docs as { language?: string | null }[]) {
      const code = recording.language ?? ''
      if (seen.has(code)) {
        const languages = await communeLanguages(req)
        return SPOKEN_MESSAGES.oneByLanguage(spokenLanguageOf(code, languages).frenchName)
      }
      seen.add(code)
    }
    return true
  },
})

/** The commune's list of languages, in « La commune »: what recordings may be in, and how the site names them. */
export const spokenLanguagesField: ArrayField = {
  name: 'spokenLanguages',
  type: 'array',
  label: 'Langues parlées (versions écoutées)',
  labels: { singular: 'une langue', plural: 'Langues parlées' },
  admin: {
    description:
      'Les langues dans lesquelles la mairie enregistre ses pages, dans l’ordre des boutons « Écouter ». Le code est celui de la norme BCP 47 (wo, ff, srr, dyo, mnk…).',
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          label: 'Code',
          required: true,
          validate: (value: unknown): true | string =>
            typeof value === 'string' && LANGUAGE_CODE_PATTERN.test(value)
              ? true
              : 'Écrivez le code de la langue en minuscules, par exemple « wo » pour le wolof',
        },
        { name: 'name', type: 'text', label: 'Nom dans cette langue', required: true, maxLength: 40 },
        {
          name: 'frenchName',
          type: 'text',
          label: 'Nom en français (« Écouter en … »)',
          required: true,
          maxLength: 40,
        },
      ],
    },
  ],
}
