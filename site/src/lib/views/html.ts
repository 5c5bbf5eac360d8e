import { html as escapingHtml, type SafeHtml } from '@remix-run/html-template'

/**
 * The tagged template the views are written with (Remix's html-template: every interpolated value
 * is escaped, SafeHtml values nest without being escaped twice, arrays are joined). Its own type
 * also accepts booleans and prints them ('false'), so this one is narrowed: `cond && html`…`` is a
 * type error, a view writes `cond ? html`…` : null`.
 */
export type { SafeHtml }

export type Part = SafeHtml | string | number | null | undefined | Part[]

/**
 * A line break and the indentation after it are the template's layout, not content: they are left
 * out, as Astro's compressed output leaves them out between tags. A space that matters (between
 * two words, before an inline element) is written on the same line.
 */
const withoutLayout = new WeakMap<TemplateStringsArray, TemplateStringsArray>()

function compact(strings: TemplateStringsArray): TemplateStringsArray {
  let result = withoutLayout.get(strings)
  if (!result) {
    const strip = (text: string) => text.replace(/\n\s*/g, '')
    result = Object.assign(strings.map(strip), { raw: strings.raw.map(strip) })
    withoutLayout.set(strings, result)
  }
  return result
}

export const html = (strings: TemplateStringsArray, ...values: Part[]): SafeHtml =>
  escapingHtml(compact(strings), ...values)

/**
 * Markup written by code the site trusts, never by an editor: the safe rich-text renderers'
 * output and the icons' drawings. The one way around escaping, so that it can be searched for.
 */
export const trusted = (markup: string): SafeHtml => escapingHtml.raw`${markup}`

/** Attributes from a record: a value of `true` is written bare, `false`, null and undefined are left out. */
export function attributes(values: Readonly<Record<string, string | number | boolean | null | undefined>>): SafeHtml {
  return html`${Object.entries(values).map(([name, value]) =>
    value === true ? html` ${name}` : value === false || value == null ? null : html` ${name}="${value}"`,
  )}`
}

/** ` hidden` when `when` holds, as Astro writes `hidden={when}`. */
export const hiddenIf = (when: boolean): SafeHtml | null => (when ? html` hidden` : null)
