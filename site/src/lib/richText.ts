import {
  BlockquoteHTMLConverter,
  HeadingHTMLConverter,
  ListHTMLConverter,
  TextHTMLConverter,
  convertLexicalToHTML,
  type HTMLConverter,
  type HTMLConverterArgs,
  type HTMLConverters,
} from './lexicalHtml.mjs'
import { TEXT_FORMAT, isRichTextDocument } from 'shared-types'

/**
 * An editorial page's content (the CMS's rich-text editor document) as static HTML, written at
 * build time by the editor's own converter. The editor's text converter escapes every text, so what
 * staff type (even `<script>`) is shown, never run. A few node converters are the site's own:
 *
 * - headings start under the page's `<h1>` (an `h1` from a pasted document becomes `h2`);
 * - links keep safe addresses only (http(s), mailto:, tel:, the site's own paths) and external
 *   ones get `rel="noopener noreferrer"`;
 * - no inline `style` anywhere (the site's content security policy forbids them): no alignment or
 *   indent styles, list items without the converter's empty `style=""` and `value`, and text
 *   keeps bold and italic only (underline and strikethrough would be styled spans);
 * - nodes this site's editor cannot make (uploads, blocks, anything unknown) are left out.
 */

type Convert = (args: HTMLConverterArgs) => string

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A link target a citizen can follow safely, or null (javascript:, data:, protocol-relative…). */
export function safeHref(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const href = url.trim()
  if (/^https?:\/\/[^\s/]/i.test(href) || /^(mailto|tel):[^\s]+$/i.test(href)) return href
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href
  return null
}

const isExternal = (href: string): boolean => /^https?:\/\//i.test(href)

const asFunction = (converter: HTMLConverter | undefined): Convert => {
  if (typeof converter !== 'function') throw new Error('convertisseur de texte enrichi introuvable')
  return converter
}

const text = asFunction(TextHTMLConverter.text)
const heading = asFunction(HeadingHTMLConverter.heading)

const link: Convert = ({ node, nodesToHTML }) => {
  const children = nodesToHTML({ nodes: node.children ?? [] }).join('')
  const fields = (node.fields ?? {}) as { url?: unknown; newTab?: unknown }
  const href = safeHref(fields.url)
  // A link to nowhere safe still shows its words.
  if (!href) return children
  const newTab = fields.newTab === true ? ' target="_blank"' : ''
  const rel = isExternal(href) || newTab ? ' rel="noopener noreferrer"' : ''
  return `<a href="${escapeAttribute(href)}"${rel}${newTab}>${children}</a>`
}

const converters: HTMLConverters = {
  ...ListHTMLConverter,
  ...BlockquoteHTMLConverter,
  text: (args) =>
    text({
      ...args,
      node: { ...args.node, format: Number(args.node.format) & (TEXT_FORMAT.bold | TEXT_FORMAT.italic) },
    }),
  heading: (args) => heading({ ...args, node: { ...args.node, tag: args.node.tag === 'h1' ? 'h2' : args.node.tag } }),
  paragraph: ({ node, nodesToHTML }) => {
    const children = nodesToHTML({ nodes: node.children ?? [] }).join('')
    // Empty paragraphs are the editor's blank lines: spacing is the stylesheet's job.
    return children.trim() === '' ? '' : `<p>${children}</p>`
  },
  listitem: ({ node, nodesToHTML }) => `<li>${nodesToHTML({ nodes: node.children ?? [] }).join('')}</li>`,
  linebreak: '<br>',
  link,
  autolink: link,
  unknown: () => '',
}

/** The page's body as HTML, or '' when the document is not one the editor could have saved. */
export function richTextToHtml(content: unknown): string {
  if (!isRichTextDocument(content)) return ''
  return convertLexicalToHTML({
    data: content,
    converters,
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
}
