/**
 * Types of ./lexicalHtml.mjs, the part of `@payloadcms/richtext-lexical/html` the site uses
 * (./richText.ts). Declared here rather than read from the package: its declarations reach
 * Payload's and Next's, and Next's global ones make `NODE_ENV` a required member of every
 * `process.env` object in the site's code and tests. The signatures are those of
 * @payloadcms/richtext-lexical 3.90.2 (dist/features/converters/lexicalToHtml/sync).
 */
export interface SerializedNode {
  type: string
  version?: number
  children?: SerializedNode[]
  [key: string]: unknown
}

export interface HTMLConverterArgs<T extends SerializedNode = SerializedNode> {
  childIndex: number
  converters: HTMLConverters
  node: T
  nodesToHTML: (args: { converters?: HTMLConverters; nodes: SerializedNode[]; parent?: SerializedNode }) => string[]
  parent: SerializedNode
  providedCSSString: string
  providedStyleTag: string
}

export type HTMLConverter<T extends SerializedNode = SerializedNode> = ((args: HTMLConverterArgs<T>) => string) | string

export type HTMLConverters = { [nodeType: string]: HTMLConverter | undefined }

export const TextHTMLConverter: { text: HTMLConverter }
export const HeadingHTMLConverter: { heading: HTMLConverter }
export const ListHTMLConverter: { list: HTMLConverter; listitem: HTMLConverter }
export const BlockquoteHTMLConverter: { quote: HTMLConverter }

export function convertLexicalToHTML(args: {
  className?: string
  converters?: HTMLConverters | ((args: { defaultConverters: HTMLConverters }) => HTMLConverters)
  data: { root: SerializedNode }
  disableContainer?: boolean
  disableIndent?: boolean | string[]
  disableTextAlign?: boolean | string[]
}): string
