import type { FieldSpec, FormValues } from './resource/types'

/** The words citizens type for an item that its title lacks (the CMS's `searchKeywords`, weighed like the title by the site's search). */
export const searchKeywordsField = <V extends FormValues & { searchKeywords: string }>(
  example: string,
): FieldSpec<V> => ({
  kind: 'text',
  name: 'searchKeywords',
  label: 'Mots des citoyens (recherche)',
  hint: `Par exemple « ${example} », séparés par des virgules`,
  maxLength: 500,
})
