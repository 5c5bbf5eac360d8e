import MarkdownIt from 'markdown-it'

// Start from the 'zero' preset and enable only what the light formatting uses
// (docs/product/news.md#light-formatting), so raw HTML, links, images, code and tables can never be
// produced from editor content.
const md = MarkdownIt('zero', {
  html: false,
  linkify: false,
  typographer: false,
  // Editors write in a plain textarea, where a single line break is meant to be kept.
  breaks: true,
}).enable(['heading', 'list', 'emphasis', 'newline', 'escape'])

/** The level of the body's first heading: one under the page's h1, the article's title. */
const BODY_TOP_LEVEL = 2

/**
 * Editors write `###` for a heading, but the body sits under the page's h1: headings are
 * re-levelled so that the first one is an h2 and none is more than one level below the one before,
 * as screen-reader users move through a page by heading level (WCAG 1.3.1, RGAA 9.1).
 */
md.core.ruler.push('relevel_headings', (state) => {
  let shift: number | undefined
  let previous = BODY_TOP_LEVEL - 1
  for (const token of state.tokens) {
    if (token.type === 'heading_open') {
      const written = Number(token.tag.slice(1))
      // The first heading fixes the shift: `###` → h2, then `####` → h3, and so on.
      shift ??= written - BODY_TOP_LEVEL
      previous = Math.min(6, Math.max(BODY_TOP_LEVEL, Math.min(written - shift, previous + 1)))
      token.tag = `h${previous}`
    } else if (token.type === 'heading_close') {
      token.tag = `h${previous}`
    }
  }
})

/** HTML for news content: ### headings (h2 and below), **bold**, *italic*, '- ' bullets and paragraphs. */
export function renderLightFormatting(content: string | null | undefined): string {
  return md.render(content ?? '')
}
