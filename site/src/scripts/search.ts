/**
 * The search page's own script, kept tiny: it loads the search (its own chunk) when the field gets
 * focus, so that the indexes are on their way while the citizen types, and searches in place when
 * the form is sent (the address keeps ?q=…, so a result list can be shared and the back button works).
 * Without script the form is a plain GET to this page.
 */
const form = document.querySelector<HTMLFormElement>('[data-search-form]')!
const field = document.getElementById('recherche-mots') as HTMLInputElement
const [resultList, statusLine, helpText] = ['recherche-resultats', 'recherche-etat', 'recherche-aide'].map((id) => document.getElementById(id)!)

const searchModule = () => import('../lib/search/results')
let latest = 0

function search(query: string): void {
  const run = ++latest
  void searchModule().then(({ showResults }) => showResults(query, resultList!, statusLine!, helpText!, () => run === latest))
}

const queryOfAddress = () => (new URLSearchParams(window.location.search).get('q') ?? '').trim()

field.addEventListener('focus', () => void searchModule().then(({ preloadSearch }) => preloadSearch()), { once: true })

form.addEventListener('submit', (event) => {
  const query = field.value.trim()
  if (!query) return
  event.preventDefault()
  const address = new URL(window.location.href)
  address.searchParams.set('q', query)
  if (address.href !== window.location.href) window.history.pushState(null, '', address)
  search(query)
})

window.addEventListener('popstate', () => {
  field.value = queryOfAddress()
  if (field.value) search(field.value)
})

const initial = queryOfAddress()
if (initial) {
  field.value = initial
  search(initial)
}
