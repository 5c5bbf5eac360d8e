/**
 * Cards' and lists' short texts: a module of its own, so that a staff screen that only shortens a
 * description does not ship the rest of `text.ts` with it.
 */

export const EXCERPT_LENGTH = 150

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/** The text unchanged when it fits, else its first `max` characters (end-trimmed) + '...'. */
export function truncate(text: string | null | undefined, max: number = EXCERPT_LENGTH): string {
  const value = text ?? ''
  if (value.length <= max) return value
  let end = Math.max(0, max)
  // Do not cut an emoji or other astral character in half.
  if (end > 0 && isHighSurrogate(value.charCodeAt(end - 1))) end -= 1
  return `${value.slice(0, end).trimEnd()}...`
}

/** Plain text of light-formatted content, for cards and share texts. */
export function stripLightFormatting(content: string | null | undefined): string {
  return (content ?? '')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*[-*][ \t]+/gm, '')
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/\*(?!\s)(.+?)\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Card excerpt: formatting markers removed, whitespace collapsed, then truncated. */
export function excerpt(content: string | null | undefined, max: number = EXCERPT_LENGTH): string {
  return truncate(stripLightFormatting(content), max)
}
