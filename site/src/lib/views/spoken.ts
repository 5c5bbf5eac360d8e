import { LISTENING_MESSAGES, SPOKEN_MESSAGES, type SpokenVersion } from 'shared-types'

import { spokenCostOf } from '../spoken'
import { attributes, html, type SafeHtml } from './html'
import { Pause, Speech, Square, Volume2, icon } from './icons'

/**
 * The spoken versions of a page (docs/product/spoken.md#listening), as the built pages and the live
 * ones draw them, and « Lire à voix haute » where there is none.
 *
 * Without JavaScript each version is a label above a native `<audio controls preload="none">`: it
 * downloads nothing until played, and plays anywhere. scripts/spokenPlayer.ts turns the label into
 * one large button (its classes are in `data-button`) that plays and pauses in place; the native
 * controls stay under it, for moving in the recording (nothing moves as the page loads).
 */

/** Where a list links to a page's recordings (« Écouter en wolof » on the list of procedures). */
export const SPOKEN_ANCHOR = 'ecouter'

/** On a light surface (a white page, the banner's pale band) or a dark one (the green hero, the urgent banner). */
export type SpokenSurface = 'light' | 'dark'

export interface SpokenViewOptions {
  surface?: SpokenSurface
  /** The banner's one line: a smaller button, and no note about the page's text. */
  compact?: boolean
  /** The group's id, for links to it: given once per page. */
  id?: string
  /** Its place in the page (a margin): on the group, or on the button when there is no group. */
  class?: string
}

const BUTTON_CLASSES: Record<SpokenSurface, string> = {
  light: 'bg-primary-700 text-white shadow-sm hover:bg-primary-800',
  dark: 'bg-white text-primary-900 shadow-sm hover:bg-primary-50',
}

/** The label and the button share their layout; only the button looks pressable. */
const layout = (compact: boolean) =>
  compact
    ? 'group inline-flex items-center gap-2 rounded-lg px-3 py-2 text-left text-sm'
    : 'group flex min-h-16 w-full items-center gap-3 rounded-xl px-4 py-3 text-left sm:w-auto sm:min-w-72'

const iconBox = (size: number) => html`
  <span class="group-data-playing:hidden">${icon(Volume2, size)}</span>
  <span class="hidden group-data-playing:inline">${icon(Pause, size)}</span>`

function versionView(version: SpokenVersion, surface: SpokenSurface, compact: boolean): SafeHtml {
  const cost = spokenCostOf(version)
  return html`
    <li class="${compact ? '' : 'w-full sm:w-auto'}" data-spoken-version>
      <p class="${layout(compact)} font-semibold"${attributes({
        'data-spoken-control': true,
        'data-button': `${layout(compact)} cursor-pointer font-semibold transition-colors ${BUTTON_CLASSES[surface]}`,
        'data-pause': SPOKEN_MESSAGES.pause,
      })}>
        ${iconBox(compact ? 20 : 28)}
        <span class="flex flex-col">
          <span><span data-spoken-text>${version.label}</span> <span class="font-normal" lang="${version.language}">(${version.name})</span></span> ${cost ? html`<span class="text-sm font-normal">${cost}</span>` : null}
        </span>
      </p>
      <audio controls preload="none" class="mt-2 block w-full max-w-md print:hidden" lang="${version.language}">
        ${version.sources.map((source) => html`<source src="${source.src}" type="${source.type}">`)}
      </audio>
      ${version.summary ? html`<p class="mt-2 max-w-prose text-sm" lang="${version.language}">${version.summary}</p>` : null}
    </li>`
}

/** The page's versions, one per language; nothing when it has none. */
export function spokenVersionsView(
  versions: readonly SpokenVersion[],
  { surface = 'light', compact = false, id, class: className = '' }: SpokenViewOptions = {},
): SafeHtml | null {
  if (versions.length === 0) return null
  return html`
    <div${attributes({ id, role: 'group', 'aria-label': LISTENING_MESSAGES.versions })} class="${className} print:hidden" data-spoken>
      ${compact ? null : html`<p class="sr-only">${LISTENING_MESSAGES.transcript}</p>`}
      <ul class="flex flex-wrap gap-3">${versions.map((version) => versionView(version, surface, compact))}</ul>
    </div>`
}

/**
 * « Lire à voix haute »: the browser's own French voice reads the element marked `data-read-aloud-text`.
 * Hidden until scripts/readAloud.ts finds such a voice on the device; nothing is downloaded.
 */
export const readAloudView = (surface: SpokenSurface = 'light', className = ''): SafeHtml => html`
  <button type="button" hidden class="${surface === 'light' ? 'btn-secondary' : 'btn-light'} group ${className} print:hidden"${attributes(
    {
      'data-read-aloud': true,
      'data-stop': SPOKEN_MESSAGES.stopReading,
    },
  )}>
    <span class="group-data-playing:hidden">${icon(Speech, 20)}</span>
    <span class="hidden group-data-playing:inline">${icon(Square, 20)}</span>
    <span data-read-aloud-label>${SPOKEN_MESSAGES.readAloud}</span>
  </button>`

/** The versions when there are some, else « Lire à voix haute ». */
export const listeningView = (versions: readonly SpokenVersion[], options: SpokenViewOptions = {}): SafeHtml =>
  spokenVersionsView(versions, options) ?? readAloudView(options.surface, options.class)
