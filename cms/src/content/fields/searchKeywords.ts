import type { TextField } from 'payload'

/**
 * The words citizens type for a page that its title does not hold: abbreviations (« CNI »),
 * everyday words (« permis de construire » for « Autorisation de construire »). The site's quick
 * search weighs them like the title (site/src/lib/search/).
 */
export const searchKeywords: TextField = {
  name: 'searchKeywords',
  type: 'text',
  label: 'Mots des citoyens (recherche)',
  maxLength: 500,
  admin: {
    description:
      'Les mots que les citoyens tapent pour trouver cette page et que le titre ne contient pas : abréviations, mots de tous les jours. Séparez-les par des virgules. Ils comptent autant que le titre dans la recherche du site.',
  },
}
