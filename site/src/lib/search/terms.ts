/**
 * How the site's search reads what a citizen types: case and accents do not matter (« ecole »
 * finds « École »), the small words of French (« de », « la », « d' ») never match alone nor get
 * highlighted, and a plural finds its singular. Used on both sides of the quick index (the words
 * of titles and staff keywords at build time, the query in the browser) and for the words handed to
 * Pagefind, so that all three read a query alike.
 */

import { foldAccents } from 'shared-types'

/** Words too common to tell one page from another: articles, prepositions, pronouns, « être »/« avoir ». */
const SMALL_WORDS = new Set(
  (
    'a au aux avec c ce ces cet cette d dans de des du elle en et est il ils j je l la le les leur lui m ma mais me mes mon ' +
    'n ne ni nos notre nous on ou par pas pour qu que qui s sa se ses son sont sur t ta te tes ton tu un une vos votre vous y'
  ).split(' '),
)

/** The words of a text, as written (accents kept), small words left out. */
export function meaningfulWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u).filter((word) => word && !SMALL_WORDS.has(foldAccents(word)))
}

/**
 * One word as the quick index compares it: folded, and a plural's final s or x dropped (« écoles »
 * and « école » are one word). Null for a small word, which MiniSearch then leaves out.
 */
export function searchTerm(word: string): string | null {
  const folded = foldAccents(word)
  if (!folded || SMALL_WORDS.has(folded)) return null
  return folded.length > 4 ? folded.replace(/[sx]$/, '') : folded
}

/** The query handed to Pagefind: the meaningful words only, so « de » neither matches « Demande » nor is highlighted. */
export const pagefindQuery = (query: string): string => meaningfulWords(query).join(' ')
