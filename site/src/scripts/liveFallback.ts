import { findLiveFallback } from '../lib/live/registry'

/**
 * Loaded by the 404 page only when the path belongs to a live fallback (see notFound.ts): it holds
 * the dynamic imports, so a plain 404 downloads neither them nor Vite's preload helper.
 */
const target = document.getElementById('contenu-en-direct')
const match = findLiveFallback(window.location.pathname)

if (target && match) {
  match
    .load()
    .then((module) => module.default(target, match.id))
    .catch(() => target.dispatchEvent(new CustomEvent('live-fallback-failed', { bubbles: true })))
}
