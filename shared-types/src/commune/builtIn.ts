/** A global as the seed writes it and the site's fallback reads it: without the database's own fields. */
export type BuiltIn<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt'>

/** Paragraph texts are stored as one text with blank lines between paragraphs (see `paragraphsOf`). */
export const joinParagraphs = (...paragraphs: string[]): string => paragraphs.join('\n\n')

/** A text's paragraphs: staff separate them with blank lines (`\n` or `\r\n`); blank ones are dropped. */
export const paragraphsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** Rows of one sentence each (`lines` fields) as plain strings. */
export const textsOf = (rows: readonly { text: string }[] | null | undefined): string[] =>
  (rows ?? []).map((row) => row.text)

/** Rows of one sentence each, from plain strings (for the built-in values). */
export const asLines = (texts: readonly string[]): { text: string }[] => texts.map((text) => ({ text }))
