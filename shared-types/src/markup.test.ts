import { describe, expect, it } from 'vitest'
import { renderLightFormatting } from './markup'

describe('renderLightFormatting', () => {
  it('renders headings, emphasis, bullets and paragraphs', () => {
    const html = renderLightFormatting(
      '### Titre\n\nUn texte **important** et *souligné*.\n\n- premier\n- second\n\nFin.',
    )
    expect(html).toBe(
      '<h2>Titre</h2>\n' +
        '<p>Un texte <strong>important</strong> et <em>souligné</em>.</p>\n' +
        '<ul>\n<li>premier</li>\n<li>second</li>\n</ul>\n' +
        '<p>Fin.</p>\n',
    )
  })

  it('makes the first heading an h2 under the page title, and never skips a level', () => {
    expect(renderLightFormatting('### Contexte\n\n#### Détail\n\n###### Trop bas\n\n# Haut\n\n### Suite')).toBe(
      '<h2>Contexte</h2>\n<h3>Détail</h3>\n<h4>Trop bas</h4>\n<h2>Haut</h2>\n<h2>Suite</h2>\n',
    )
    expect(renderLightFormatting('# Un\n\n## Deux')).toBe('<h2>Un</h2>\n<h3>Deux</h3>\n')
  })

  it('keeps single line breaks', () => {
    expect(renderLightFormatting('ligne 1\nligne 2')).toBe('<p>ligne 1<br>\nligne 2</p>\n')
  })

  it('escapes raw HTML and scripts', () => {
    const html = renderLightFormatting('<script>alert(1)</script>\n\nTexte <img src=x onerror=alert(1)>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('does not produce links, images, code or quotes', () => {
    const html = renderLightFormatting(
      '[clic](javascript:alert(1)) ![x](http://a/b.png) <http://exemple.sn> `code`\n\n> citation\n\n    indenté\n\n```\nbloc\n```',
    )
    expect(html).not.toMatch(/<a\b|<img\b|<code\b|<pre\b|<blockquote\b/)
    expect(html).toContain('[clic](javascript:alert(1))')
  })

  it('does not turn underlined text or rules into headings', () => {
    const html = renderLightFormatting('Titre\n---\n\n***')
    expect(html).not.toMatch(/<h2>|<hr>/)
  })

  it('returns an empty string for empty content', () => {
    expect(renderLightFormatting('')).toBe('')
    expect(renderLightFormatting(null)).toBe('')
  })
})
