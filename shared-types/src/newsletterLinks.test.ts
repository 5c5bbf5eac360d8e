import { describe, expect, it } from 'vitest'

import { NEWSLETTER_PAGES, newsletterLink, readNewsletterLink } from './newsletterLinks'

describe('newsletter links', () => {
  it('are written on the site with the subscriber and token in the query', () => {
    expect(newsletterLink('http://localhost:4321', 'confirm', { subscriber: '12', token: 'a b&c' })).toBe(
      'http://localhost:4321/lettre-d-information/confirmer?abonne=12&jeton=a+b%26c',
    )
    expect(newsletterLink('https://commune.sn/', 'unsubscribe', { subscriber: '3', token: 't' })).toBe(
      `https://commune.sn${NEWSLETTER_PAGES.unsubscribe}?abonne=3&jeton=t`,
    )
  })

  it('are read back as written', () => {
    const link = new URL(newsletterLink('https://commune.sn', 'confirm', { subscriber: '12', token: 'a b&c' }))
    expect(readNewsletterLink(link.search)).toEqual({ subscriber: '12', token: 'a b&c' })
    expect(readNewsletterLink('?jeton=t&abonne=%2012%20&utm=x')).toEqual({ subscriber: '12', token: 't' })
  })

  it('are incomplete without an id or a token, or with a blank one', () => {
    for (const search of ['', '?abonne=12', '?jeton=t', '?abonne=&jeton=t', '?abonne=12&jeton=%20'])
      expect(readNewsletterLink(search), search).toBeNull()
  })
})
