/**
 * The search page's own script, kept tiny: it puts the words back in the field and, only when there
 * are words, loads the search (its own chunk) that reads the index.
 */
const query = (new URLSearchParams(window.location.search).get('q') ?? '').trim()
const field = document.getElementById('recherche-mots') as HTMLInputElement

if (query) {
  field.value = query
  const [list, status, help] = ['recherche-resultats', 'recherche-etat', 'recherche-aide'].map((id) => document.getElementById(id)!)
  void import('../lib/search').then(({ showResults }) => showResults(query, list!, status!, help!))
}
