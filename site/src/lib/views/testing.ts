import { DEFAULT_SPOKEN_LANGUAGES } from 'shared-types'

import type { ViewContext } from './context'
import type { SafeHtml } from './html'
import type { ImageMaker } from './image'

/**
 * What the views' unit tests share (no page imports this). Run them with happy-dom
 * (`// @vitest-environment happy-dom`): `parse` reads a view as the browser does.
 */

/** Text that would become markup, or leave its attribute, if a view forgot to escape it. */
export const HOSTILE = `<script>alert(1)</script><img src=x onerror="alert(2)">" onmouseover="alert(3)' &amp;`

/** An image maker that records what each view asked for, and draws a plain <img> of it. */
export function recordingImages(): { images: ImageMaker; asked: Parameters<ImageMaker>[0][] } {
  const asked: Parameters<ImageMaker>[0][] = []
  const images: ImageMaker = (spec) => {
    asked.push(spec)
    return {
      sources: [],
      img: { src: `/photo-${asked.length}.jpg`, alt: spec.alt, width: 1200, height: 800, class: spec.class },
    }
  }
  return { images, asked }
}

export const testContext = (images: ImageMaker = recordingImages().images): ViewContext => ({
  commune: {
    newsSignature: 'Secrétariat municipal',
    address: 'Hôtel de ville, place de la Mairie',
    phone: '+221 33 955 12 34',
    investEmail: 'investir@commune.sn',
    economicOffice: "Service économique de l'hôtel de ville",
    spokenLanguages: DEFAULT_SPOKEN_LANGUAGES,
  },
  images,
})

/** The view as the browser reads it. */
export function parse(view: SafeHtml): DocumentFragment {
  const template = document.createElement('template')
  template.innerHTML = String(view)
  return template.content
}

/** What a view would run or load if some text had become markup. */
export const injected = (root: ParentNode): Element[] => [
  ...root.querySelectorAll('script, [onerror], [onmouseover], img[src="x"]'),
]

/** An element's text as read aloud, spaces collapsed. */
export const text = (element: Element | null | undefined): string =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim()
