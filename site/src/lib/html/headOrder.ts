/**
 * Two fixes to the head Astro writes, applied to each page as it is rendered (src/middleware.ts),
 * so that a build of thousands of pages does not read and rewrite every file once more.
 *
 * - A `<meta>` Content-Security-Policy only governs what the browser parses after it. Astro writes
 *   it with the rest of the head it injects, after the layout's own `<head>` children; it moves
 *   right after `<meta charset>` (which must stay first).
 * - Astro writes `<style>astro-island,…{display:contents}</style>` just before a page's first
 *   island, inside `<body>`, where HTML allows no `<style>` (withastro/astro#10308, #13832; the fix
 *   in PR #15456 was not merged). That one rule moves into `<head>`.
 */
const CSP_META = /<meta http-equiv="content-security-policy" content="[^"]*">/
const CHARSET_META = /<meta charset="utf-8">/i
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

export function orderHead(html: string): string {
  let result = html
  const meta = result.match(CSP_META)?.[0]
  const charset = result.match(CHARSET_META)?.[0]
  if (meta && charset) result = result.replace(meta, '').replace(charset, `${charset}${meta}`)
  const headEnd = result.indexOf('</head>')
  const island = result.indexOf(ISLAND_STYLE)
  if (headEnd !== -1 && island > headEnd) {
    result = `${result.slice(0, headEnd)}${ISLAND_STYLE}${result.slice(headEnd, island)}${result.slice(island + ISLAND_STYLE.length)}`
  }
  return result
}
