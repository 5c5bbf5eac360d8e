export { EXCERPT_LENGTH, excerpt, stripLightFormatting, truncate } from './excerpt'

export const SHARE_TEXT_LENGTH = 200

/** Reading time in minutes: one minute per 1000 characters, at least one. */
export function readTimeMinutes(content: string | null | undefined): number {
  return Math.max(1, Math.ceil((content ?? '').length / 1000))
}

/** Search engines and browser tabs show about 70 characters of a page title. */
export const DOCUMENT_TITLE_MAX = 70

/**
 * The text unchanged when it fits in `max` characters, else cut at the last word that fits
 * (never inside a word), without trailing punctuation, and ended with '…'.
 */
export function truncateAtWord(text: string, max: number): string {
  const value = text.trim()
  if (value.length <= max) return value
  const room = value.slice(0, Math.max(0, max - 1))
  const lastBreak = room.search(/\s\S*$/)
  // A single word longer than the room is cut, as nothing else would fit.
  const words = lastBreak > 0 ? room.slice(0, lastBreak) : room
  return `${words.replace(/[\s,;:.!?'’«»(–—-]+$/u, '')}…`
}

/**
 * A page's document title: its own title, then the commune's name, within DOCUMENT_TITLE_MAX
 * characters. A long title is shortened at a word, so every title still ends with the commune.
 */
export function documentTitle(title: string, communeName: string): string {
  if (title === communeName) return title
  const suffix = ` | ${communeName}`
  return `${truncateAtWord(title, Math.max(DOCUMENT_TITLE_MAX - suffix.length, 10))}${suffix}`
}

/** Nouns an office's name may start with that take « la » (« Direction des… », « Cellule… »). */
const FEMININE_OFFICE_NOUNS = /* @__PURE__ */ new Set([
  'agence',
  'cellule',
  'commission',
  'direction',
  'division',
  'maison',
  'mairie',
  'mission',
  'permanence',
  'section',
])

/**
 * An office's name as the subject of a sentence: staff type it as a label (« Service économique de
 * l'hôtel de ville »), which a sentence needs with its article (« Le service économique … vous
 * reçoit »). A name that already starts with an article keeps it.
 */
export function officeAsSubject(name: string): string {
  const trimmed = name.trim()
  const lower = trimmed.charAt(0).toLocaleLowerCase('fr-FR') + trimmed.slice(1)
  if (/^(le|la|les)\s/i.test(trimmed) || /^l['’]/i.test(trimmed))
    return trimmed.charAt(0).toLocaleUpperCase('fr-FR') + trimmed.slice(1)
  const firstWord = lower.split(/[\s'’-]/)[0] ?? ''
  if (/^[aeiouyéèêâîôûh]/i.test(firstWord)) return `L’${lower}`
  return `${FEMININE_OFFICE_NOUNS.has(firstWord) ? 'La' : 'Le'} ${lower}`
}
