import MarkdownIt from 'markdown-it'

// Start from the 'zero' preset and enable only what the spec's light formatting uses, so raw
// HTML, links, images, code and tables can never be produced from editor content.
const md = MarkdownIt('zero', {
  html: false,
  linkify: false,
  typographer: false,
  // Editors write in a plain textarea, where a single line break is meant to be kept.
  breaks: true,
}).enable(['heading', 'list', 'emphasis', 'newline', 'escape'])

/** HTML for news content: ### headings, **bold**, *italic*, '- ' bullets and paragraphs. */
export function renderLightFormatting(content: string | null | undefined): string {
  return md.render(content ?? '')
}
