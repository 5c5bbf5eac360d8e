import { titleWithCommune } from '../communeName'
import type { ViewCommune, ViewContext } from '../views/context'
import { VIEW_COMMUNE_ID, VIEW_SCRIPTS_ID } from '../views/context'
import type { SafeHtml } from '../views/html'
import { liveImage } from './images'

/** How the live pages (not-found and preview) draw the built pages' views. */

/** The views' context in the browser: the build's copy of the commune (components/LiveViewData.astro), the CMS's image sizes. */
export function liveViewContext(): ViewContext {
  const data = document.getElementById(VIEW_COMMUNE_ID)?.textContent
  if (!data) throw new Error(`page without <script id="${VIEW_COMMUNE_ID}">`)
  return { commune: JSON.parse(data) as ViewCommune, images: liveImage }
}

/**
 * Puts a view in `target` and names the document after it. The markup is parsed inside a
 * <template>, whose content loads nothing: images start once in the page, and the fallback script
 * started next sees those that fail, before it runs or after.
 */
export function showView(target: HTMLElement, view: SafeHtml, title: string): void {
  const template = document.createElement('template')
  template.innerHTML = String(view)
  target.replaceChildren(template.content)
  document.title = titleWithCommune(title)
  startViewScripts()
}

/**
 * The views' own scripts (a picture that fails to load shows its default image), kept inert in a
 * <template> of the page: scripts cloned out of it run once in the document. Loaded as on the built
 * pages, rather than imported here, so that those pages keep it in one file of its own.
 */
function startViewScripts(): void {
  const scripts = document.getElementById(VIEW_SCRIPTS_ID)
  if (!(scripts instanceof HTMLTemplateElement) || scripts.dataset.started) return
  scripts.dataset.started = ''
  document.body.append(document.importNode(scripts.content, true))
}
