import { readdirSync } from 'node:fs'
import path from 'node:path'

import { LEGAL_PAGES, RESERVED_PAGE_SLUGS, bold, bullets, h2, italic, link, paragraph, richText } from 'shared-types'
import { describe, expect, it } from 'vitest'

import { richTextToHtml, safeHref } from './richText'

describe('an editorial page as HTML', () => {
  it('escapes markup typed as text: it is shown, never run', () => {
    const html = richTextToHtml(richText(paragraph('<script>alert("x")</script> & <img src=x onerror=alert(1)>')))
    expect(html).toBe(
      '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;</p>',
    )
    expect(html).not.toContain('<script')
  })

  it('renders headings under the page title, bold, italic and lists', () => {
    const doc = richText(
      h2('Éditeur'),
      paragraph('Le ', bold('maire'), ' et ', italic('vous'), '.'),
      bullets('un', 'deux'),
    )
    doc.root.children.unshift({ ...h2('Titre collé'), tag: 'h1' })
    const html = richTextToHtml(doc)
    expect(html).toContain('<h2>Titre collé</h2>')
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2>Éditeur</h2><p>Le <strong>maire</strong> et <em>vous</em>.</p>')
    expect(html).toContain('<ul class="list-bullet"><li>un</li><li>deux</li></ul>')
  })

  it('gives external links safe attributes and drops unsafe targets', () => {
    const html = richTextToHtml(
      richText(
        paragraph(
          link('https://www.cdp.sn', 'CDP'),
          ' ',
          link('/accessibilite', 'interne'),
          ' ',
          link('javascript:alert(1)', 'piège'),
        ),
      ),
    )
    expect(html).toContain('<a href="https://www.cdp.sn" rel="noopener noreferrer">CDP</a>')
    expect(html).toContain('<a href="/accessibilite">interne</a>')
    expect(html).toContain(' piège')
    expect(html).not.toContain('javascript:')
    expect(safeHref('//evil.example')).toBeNull()
    expect(safeHref('data:text/html,x')).toBeNull()
    expect(safeHref('mailto:mairie@example.sn')).toBe('mailto:mairie@example.sn')
  })

  it('writes no inline style, whatever formats and alignments the document carries', () => {
    const doc = richText(paragraph({ ...bold('souligné barré'), format: 1 | 4 | 8 }), bullets('a'))
    Object.assign(doc.root.children[0]!, { format: 'center', indent: 2 })
    const html = richTextToHtml(doc)
    expect(html).not.toMatch(/style=|value=/)
    expect(html).toContain('<strong>souligné barré</strong>')
  })

  it('leaves out nodes the editor cannot make, and refuses what is not a document', () => {
    const doc = richText(paragraph('texte'))
    doc.root.children.push({ type: 'upload', version: 1, direction: 'ltr', format: '', indent: 0, children: [] })
    expect(richTextToHtml(doc)).toBe('<p>texte</p>')
    expect(richTextToHtml('<p>du HTML</p>')).toBe('')
  })

  it('renders the legal pages', () => {
    for (const page of LEGAL_PAGES) expect(richTextToHtml(page.content)).toMatch(/^<(h2|p)>/)
  })
})

describe('page addresses', () => {
  it('reserve every top-level route of the site', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../pages')
    // Files served as they are (rss.xml, robots.txt) have a dot, which no page address can have.
    const routes = readdirSync(pagesDir)
      .map((entry) => entry.replace(/\.(astro|ts)$/, ''))
      .filter((entry) => !entry.startsWith('[') && !entry.includes('.'))
    for (const route of routes) expect(RESERVED_PAGE_SLUGS, route).toContain(route)
  })
})
