import '../../scripts/imageFallback'

import type { ViewCommune, ViewContext } from '../views/context'
import { VIEW_COMMUNE_ID } from '../views/context'
import type { SafeHtml } from '../views/html'
import { titleWithCommune } from '../communeName'
import { liveImage } from './images'

/**
 * Where the live pages draw their views from. The imported imageFallback script shows a view's
 * default image for an upload that fails to load, as on the built pages.
 */

/** The views' context in the browser: the build's copy of the commune (components/LiveViewData.astro), the CMS's image sizes. */
export function liveViewContext(): ViewContext {
  const data = document.getElementById(VIEW_COMMUNE_ID)?.textContent
  if (!data) throw new Error(`page without <script id="${VIEW_COMMUNE_ID}">`)
  return { commune: JSON.parse(data) as ViewCommune, images: liveImage }
}

/**
 * Puts a view in `target` and names the document after it. The markup is parsed inside a
 * <template>, whose content loads nothing: images start (and may fail) once in the page, where
 * the fallback script sees them.
 */
export function showView(target: HTMLElement, view: SafeHtml, title: string): void {
  const template = document.createElement('template')
  template.innerHTML = String(view)
  target.replaceChildren(template.content)
  document.title = titleWithCommune(title)
}
