/**
 * Rich text as Payload's Lexical editor stores it (the `content` of editorial pages), with a few
 * typed builders so that built-in pages read like text in the code, and the structural check the
 * CMS runs before the editor's own validation (which assumes a well-formed document).
 */

/** Lexical's text format bits (lexical's IS_BOLD, IS_ITALIC). */
export const TEXT_FORMAT = { bold: 1, italic: 2 } as const

interface BaseNode {
  type: string
  version: number
  [key: string]: unknown
}

export interface TextNode extends BaseNode {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
}

export interface LinkNode extends BaseNode {
  type: 'link'
  fields: { linkType: 'custom'; url: string; newTab: boolean }
  children: TextNode[]
}

export type InlineNode = TextNode | LinkNode

export interface ElementNode extends BaseNode {
  children: BaseNode[]
  direction: 'ltr'
  format: ''
  indent: 0
}

export interface RichTextDocument {
  root: ElementNode & { type: 'root' }
  [key: string]: unknown
}

/** What a builder accepts for inline content: plain strings become plain text. */
export type Inline = string | InlineNode

const element = <T extends string>(type: T, children: BaseNode[], extra: Record<string, unknown> = {}) => ({
  type,
  version: 1,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0 as const,
  children,
  ...extra,
})

const text = (value: string, format = 0): TextNode => ({
  type: 'text',
  version: 1,
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})

const inline = (parts: Inline[]): InlineNode[] => parts.map((part) => (typeof part === 'string' ? text(part) : part))

export const bold = (value: string): TextNode => text(value, TEXT_FORMAT.bold)
export const italic = (value: string): TextNode => text(value, TEXT_FORMAT.italic)

/** A link to another site (opened in the same tab) or to a page of this one ('/donnees-personnelles'). */
export const link = (url: string, label: string): LinkNode => ({
  ...element('link', []),
  version: 3,
  fields: { linkType: 'custom', url, newTab: false },
  children: [text(label)],
})

export const paragraph = (...parts: Inline[]) => element('paragraph', inline(parts), { textFormat: 0, textStyle: '' })
export const heading = (tag: 'h2' | 'h3' | 'h4', title: string) => element('heading', [text(title)], { tag })
export const h2 = (title: string) => heading('h2', title)
export const h3 = (title: string) => heading('h3', title)
export const quote = (...parts: Inline[]) => element('quote', inline(parts))

const list = (listType: 'bullet' | 'number', items: (Inline | Inline[])[]) =>
  element(
    'list',
    items.map((item, index) => element('listitem', inline(Array.isArray(item) ? item : [item]), { value: index + 1 })),
    { listType, tag: listType === 'bullet' ? 'ul' : 'ol', start: 1 },
  )
export const bullets = (...items: (Inline | Inline[])[]) => list('bullet', items)
export const numbered = (...items: (Inline | Inline[])[]) => list('number', items)

/** A whole document, as the editor saves it. */
export const richText = (...blocks: ElementNode[]): RichTextDocument => ({
  root: { ...element('root', blocks), type: 'root' },
})

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Deeper than any document the editor makes (lists in lists in a quote stay far below). */
const MAX_RICH_TEXT_DEPTH = 24

/**
 * A document the editor could have saved: a root whose nodes are objects with a `type`, children
 * lists of nodes, text nodes with text, not nested beyond reason. Anything else (a string, a list,
 * `{ a: 1 }`) is not rich text, and the editor's own validation must never see it.
 */
export function isRichTextDocument(value: unknown): value is RichTextDocument {
  if (!isObject(value) || !isObject(value.root) || value.root.type !== 'root') return false
  const stack: [unknown, number][] = [[value.root, 1]]
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (!isObject(node) || typeof node.type !== 'string' || depth > MAX_RICH_TEXT_DEPTH) return false
    if (node.type === 'text' && typeof node.text !== 'string') return false
    if (node.children === undefined) continue
    if (!Array.isArray(node.children)) return false
    for (const child of node.children) stack.push([child, depth + 1])
  }
  return Array.isArray(value.root.children)
}

/** The text of a document, its blocks separated by blank lines (search, excerpts, tests). */
export function richTextPlainText(value: unknown): string {
  if (!isRichTextDocument(value)) return ''
  const walk = (node: Record<string, unknown>): string =>
    node.type === 'text'
      ? String(node.text)
      : Array.isArray(node.children)
        ? node.children.map((child) => walk(child as Record<string, unknown>)).join('')
        : ''
  return value.root.children.map((block) => walk(block)).join('\n\n')
}

/** A well-formed document with at least one visible character: what a required rich-text field needs. */
export const hasRichText = (value: unknown): boolean =>
  isRichTextDocument(value) && richTextPlainText(value).trim() !== ''
