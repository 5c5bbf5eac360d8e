import { describe, expect, it } from 'vitest'

import { orderHead } from './headOrder'

const CSP = '<meta http-equiv="content-security-policy" content="default-src \'self\'">'
const ISLAND = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

describe('orderHead', () => {
  it('puts the CSP meta right after the charset, before every other head element', () => {
    const html = `<html><head><meta charset="utf-8"><title>Accueil</title><link rel="stylesheet" href="/a.css">${CSP}</head><body></body></html>`
    expect(orderHead(html)).toBe(
      `<html><head><meta charset="utf-8">${CSP}<title>Accueil</title><link rel="stylesheet" href="/a.css"></head><body></body></html>`,
    )
  })

  it('moves the island rule from the body into the head', () => {
    const html = `<html><head><meta charset="utf-8"></head><body><main>${ISLAND}<astro-island></astro-island></main></body></html>`
    expect(orderHead(html)).toBe(
      `<html><head><meta charset="utf-8">${ISLAND}</head><body><main><astro-island></astro-island></main></body></html>`,
    )
  })

  it('leaves a page without CSP meta or island as it is', () => {
    const html = '<html><head><meta charset="utf-8"><title>Accueil</title></head><body><p>Bonjour</p></body></html>'
    expect(orderHead(html)).toBe(html)
  })
})
