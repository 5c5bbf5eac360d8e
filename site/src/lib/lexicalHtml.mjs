// The editor's HTML converter, re-exported so that TypeScript reads the narrow types of
// ./lexicalHtml.d.mts instead of the package's (see there).
export {
  BlockquoteHTMLConverter,
  HeadingHTMLConverter,
  ListHTMLConverter,
  TextHTMLConverter,
  convertLexicalToHTML,
} from '@payloadcms/richtext-lexical/html'
