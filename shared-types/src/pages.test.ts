import { describe, expect, it } from 'vitest'

import { LEGAL_PAGES } from './legal-pages'
import { MESSAGES } from './messages'
import { RETENTION } from './messaging'
import { PAGE_FORM, RESERVED_PAGE_SLUGS, isPageSlug, slugify } from './pages'
import { bold, h2, hasRichText, isRichTextDocument, link, paragraph, richText, richTextPlainText } from './richText'
import { validateField, validateForm } from './validation'

describe('page addresses', () => {
  it('derives a clean address from a French title', () => {
    expect(slugify('Données personnelles')).toBe('donnees-personnelles')
    expect(slugify('  Mentions légales ')).toBe('mentions-legales')
    expect(slugify("L'œuvre de l'école — été 2026 !")).toBe('l-oeuvre-de-l-ecole-ete-2026')
    expect(slugify('!!!')).toBe('')
    expect(slugify(`${'a'.repeat(79)} bc`).length).toBeLessThanOrEqual(80)
    expect(slugify(`${'a'.repeat(79)} bc`)).not.toMatch(/-$/)
  })

  it('accepts lowercase words joined by hyphens only', () => {
    for (const good of ['accessibilite', 'plan-2026', 'a']) expect(isPageSlug(good), good).toBe(true)
    for (const bad of ['Accessibilite', 'accès', 'a--b', '-a', 'a-', 'a/b', 'a b', '', 'a'.repeat(81), 42, null]) {
      expect(isPageSlug(bad), String(bad)).toBe(false)
    }
  })

  it('refuses the addresses of the site’s own sections, in French', () => {
    expect(validateField(PAGE_FORM, 'slug', 'actualites')).toBe(MESSAGES.pageSlugReserved)
    expect(validateField(PAGE_FORM, 'slug', 'Mentions Légales')).toBe(MESSAGES.pageSlugInvalid)
    expect(validateField(PAGE_FORM, 'slug', 'mentions-legales')).toBeNull()
    expect(RESERVED_PAGE_SLUGS).toContain('admin')
  })
})

describe('rich text', () => {
  const doc = richText(
    h2('Titre'),
    paragraph('Du texte ', bold('gras'), ' et ', link('https://www.cdp.sn', 'un lien'), '.'),
  )

  it('builds documents the editor reads, and reads their text back', () => {
    expect(isRichTextDocument(doc)).toBe(true)
    expect(richTextPlainText(doc)).toBe('Titre\n\nDu texte gras et un lien.')
    expect(hasRichText(doc)).toBe(true)
  })

  it('refuses what is not a document or has no text', () => {
    for (const bad of ['texte', [1], { a: 1 }, { root: 'x' }, { root: { type: 'root', children: 'x' } }, 42, null]) {
      expect(isRichTextDocument(bad), JSON.stringify(bad)).toBe(false)
    }
    expect(hasRichText(richText(paragraph('  ')))).toBe(false)
    expect(validateForm(PAGE_FORM, { title: 'T', slug: 't', content: richText(paragraph('')) })).toBe(
      MESSAGES.pageRequired,
    )
  })

  it('refuses documents nested beyond reason', () => {
    let node: Record<string, unknown> = { type: 'text', text: 'x' }
    for (let i = 0; i < 40; i++) node = { type: 'quote', children: [node] }
    expect(isRichTextDocument({ root: { type: 'root', children: [node] } })).toBe(false)
  })
})

describe('legal pages', () => {
  it('are valid pages, linked from the footer in order', () => {
    expect(LEGAL_PAGES.map((page) => page.slug)).toEqual(['mentions-legales', 'donnees-personnelles', 'accessibilite'])
    for (const page of LEGAL_PAGES) {
      expect(validateForm(PAGE_FORM, page), page.slug).toBeNull()
      expect(page.footer).toBe(true)
    }
  })

  it('say what the law and the commune promise', () => {
    const [notice, data, accessibility] = LEGAL_PAGES.map((page) => richTextPlainText(page.content))
    expect(notice).toMatch(/Directeur de la publication[\s\S]*le maire/)
    expect(data).toContain('loi n° 2008-12 du 25 janvier 2008')
    expect(data).toContain('Commission de protection des données personnelles (CDP)')
    // The retention the CMS applies (cms/src/messaging/retention.ts), said as it is.
    expect(data).toContain(`${RETENTION.contactMessageMonths} mois après leur réception`)
    expect(data).toContain(`${RETENTION.unconfirmedSubscriberDays} jours après la demande de confirmation`)
    expect(data).toContain(`${RETENTION.messageRecordDays} jours, puis elles sont supprimées`)
    expect(data).toContain('service d’envoi de courrier électronique')
    // The SMS operator is named as a processor, and the numbers' retention is said.
    expect(data).toMatch(/opérateur de SMS \(Orange Sénégal[^)]*\), sous-traitant/)
    expect(data).toContain(`supprimé au bout de ${RETENTION.unconfirmedPhoneDays} jour`)
    expect(data).toContain(
      `${RETENTION.closedRequestMonths} mois après le retrait du document ou le refus de la demande`,
    )
    expect(accessibility).toContain('partiellement conforme')
    expect(accessibility).toContain('Médiateur de la République')
  })
})
