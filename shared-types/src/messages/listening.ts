/**
 * The site's own words around spoken versions (docs/product/spoken.md#listening), beside the
 * contract's in ./spoken.ts: what a screen reader hears of the players, which a sighted reader does not see.
 */
export const LISTENING_MESSAGES = {
  /** The name of a page's group of players. */
  versions: 'Versions parlées',
  /** Said before the players: the recordings say in each language what the French text says. */
  transcript: 'Ces enregistrements disent ce que dit le texte en français de cette page, qui en est la version écrite.',
} as const
