/**
 * The site's search (src/pages/recherche.astro): the kinds of page it finds, each named as its
 * results show it, and the page's texts. A page is indexed when its layout is given one of these
 * kinds (BaseLayout's `searchType`, read by Pagefind at build time: src/integrations/searchIndex.ts).
 */
export const SEARCH_TYPES = {
  news: 'Actualité',
  service: 'Service',
  procedure: 'Démarche',
  document: 'Document',
  decision: 'Décision',
  investment: 'Investissement',
  event: 'Événement',
  page: 'Page',
} as const

export type SearchType = (typeof SEARCH_TYPES)[keyof typeof SEARCH_TYPES]

/** Pages that list items, each under a heading with an id: every item found is a result of its own. */
export const LISTING_TYPES: readonly SearchType[] = [
  SEARCH_TYPES.procedure,
  SEARCH_TYPES.document,
  SEARCH_TYPES.decision,
  SEARCH_TYPES.event,
]

/** The anchor of an item's heading on those pages (a procedure, a document, a decision, an event), not of a category's. */
export const ITEM_ANCHOR = /#(demarche|document|decision|evenement)-/

export const SEARCH_PAGE = {
  path: '/recherche',
  title: 'Rechercher sur le site',
  description:
    'Trouvez une actualité, un service, une démarche, un document, une décision, un projet ou un événement de la commune.',
  label: 'Rechercher',
  placeholder: 'Acte de naissance, forage, marché…',
  submit: 'Rechercher',
  loading: 'Recherche en cours…',
  results: (count: number, query: string) =>
    count === 1 ? `1 résultat pour « ${query} »` : `${count} résultats pour « ${query} »`,
  noResults: (query: string) => `Aucun résultat pour « ${query} »`,
  noResultsHelp:
    'Vérifiez l’orthographe, essayez un mot plus court ou plus général (« naissance » plutôt que « extrait d’acte de naissance »), ou parcourez les démarches et les services.',
  unavailable: 'La recherche n’est pas disponible pour le moment. Réessayez dans un instant.',
} as const
