import type { TextFieldSingleValidation } from 'payload'
import { DEFAULT_SPOKEN_LANGUAGES, type SpokenLanguage, SPOKEN_MESSAGES } from 'shared-types'

/** The languages « La commune » lists (its defaults before it is first saved). */
export async function communeLanguages(
  req: Parameters<TextFieldSingleValidation>[1]['req'],
): Promise<SpokenLanguage[]> {
  const commune = (await req.payload.findGlobal({ slug: 'commune', depth: 0, overrideAccess: true, req })) as {
    spokenLanguages?: SpokenLanguage[] | null
  }
  return commune.spokenLanguages?.length ? commune.spokenLanguages : [...DEFAULT_SPOKEN_LANGUAGES]
}

/** A recording's language is one of the commune's: the site names it by that list. */
export const validateLanguage: TextFieldSingleValidation = async (value, { req }) => {
  if (typeof value !== 'string' || value === '') return SPOKEN_MESSAGES.unknownLanguage
  const languages = await communeLanguages(req)
  return languages.some((language) => language.code === value) || SPOKEN_MESSAGES.unknownLanguage
}
