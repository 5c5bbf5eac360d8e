/**
 * The 404 page's own behaviour, kept tiny because every plain 404 downloads it: 'Page précédente'
 * when there is a page to go back to, the path logged, and — when the path belongs to a live
 * fallback (src/lib/live/registry.ts: content published after the build) — the live loader started.
 * The loader sits inert in a <template> so that its dynamic imports (and Vite's preload helper)
 * cost a plain 404 nothing.
 */
const notFound = document.getElementById('page-introuvable')!
const live = document.getElementById('contenu-en-direct')!
const back = document.getElementById('page-precedente')!
const path = window.location.pathname

const showNotFound = () => {
  live.hidden = true
  notFound.hidden = false
  console.error('404 : page introuvable', path)
}

// The Navigation API knows whether there is an entry before this one; history.length also counts
// the tab's blank start page and forward entries, so it is only the fallback.
const navigationApi = (window as { navigation?: { canGoBack: boolean } }).navigation
const canGoBack = navigationApi ? navigationApi.canGoBack : window.history.length > 1
if (canGoBack) {
  back.hidden = false
  back.addEventListener('click', () => window.history.back())
}

if ((live.dataset.prefixes ?? '').split(' ').some((prefix) => prefix && path.startsWith(prefix))) {
  notFound.hidden = true
  live.hidden = false
  live.addEventListener('live-fallback-failed', showNotFound)
  const starter = document.querySelector<HTMLTemplateElement>('#demarrage-en-direct')!
  // A script cloned out of a <template> runs once it is in the document.
  document.body.append(document.importNode(starter.content, true))
} else {
  showNotFound()
}
