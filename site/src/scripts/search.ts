/**
 * The search page's own script, kept tiny (the page's budget is 2 KB of script): it loads the search
 * (its own chunk) when the field gets focus, so that the indexes are on their way while the citizen
 * types, and searches in place when the form is sent (the address keeps ?q=…, so a result list can
 * be shared and the back button works). Without script the form is a plain GET to this page.
 */
const field = document.getElementById('recherche-mots') as HTMLInputElement
const [resultList, statusLine, helpText] = ['recherche-resultats', 'recherche-etat', 'recherche-aide'].map(
  (id) => document.getElementById(id)!,
)

const searchModule = () => import('../lib/search/results')
let latest = 0

/** Searches the words of the address, if any; a newer search makes the older one stop drawing. */
function searchAddress(): void {
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim()
  field.value = query
  const run = ++latest
  if (query)
    void searchModule().then(({ showResults }) =>
      showResults(query, resultList!, statusLine!, helpText!, () => run === latest),
    )
}

field.addEventListener('focus', () => void searchModule().then(({ preloadSearch }) => preloadSearch()), { once: true })

field.form!.addEventListener('submit', (event) => {
  const query = field.value.trim()
  if (!query) return
  event.preventDefault()
  const address = new URL(location.href)
  address.searchParams.set('q', query)
  history.pushState(null, '', address)
  searchAddress()
})

addEventListener('popstate', searchAddress)
searchAddress()
