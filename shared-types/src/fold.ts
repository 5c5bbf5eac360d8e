/**
 * Its own module, not part of `text.ts`: the search's results chunk imports it alone, so the
 * browser bundle neither shares a chunk with the staff screens (which would add a preload map to
 * the search page's script) nor carries it into screens that never fold text.
 */

/** Lower case without accents, for comparing what people type with what pages say: « Résidence » → « residence ». */
export const foldAccents = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
