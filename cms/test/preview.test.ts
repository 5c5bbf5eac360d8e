import { createHash } from 'node:crypto'

import { PREVIEW_MESSAGES } from 'shared-types'
import { describe, expect, inject, it } from 'vitest'

import { createPreviewToken } from '../src/publishing/preview/token'
import { api, loginAsAdmin } from './api'

/**
 * « Aperçu »: the panel links a draft to the site's preview page with a short-lived signed token;
 * the draft is served to that link and to nobody else, never cached, never indexed, and what only
 * staff see of it stays out.
 */

/** Payload signs with a key derived from PAYLOAD_SECRET (test/server.ts); so does the preview token. */
const SIGNING_SECRET = createHash('sha256').update('contract-suite-secret-0123456789abcdef').digest('hex').slice(0, 32)

/** The address behind the panel's « Aperçu » button on a document's edit view, as a signed-in clerk gets it. */
async function panelPreviewLink(token: string, collection: string, id: string): Promise<URL | undefined> {
  const response = await fetch(`${inject('cmsUrl')}/admin/collections/${collection}/${id}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(response.status).toBe(200)
  // The button is drawn in the browser from the view's data, where the link is written (escaped in the page's stream).
  const found = /\\?"previewURL\\?":\\?"([^"\\]+)/.exec(await response.text())?.[1]
  return found ? new URL(found) : undefined
}

describe('the preview of a draft', () => {
  it('is linked from the panel and serves the latest draft to that link only', async () => {
    const token = await loginAsAdmin()
    const title = `Aperçu ${Date.now()}`
    const draft = await api('POST', '/news?draft=true', {
      token,
      json: { title, content: 'Pas encore publié.', category: 'culture' },
    })
    expect(draft.status).toBe(201)
    const id = String(draft.body.doc.id)

    const link = await panelPreviewLink(token, 'news', id)
    expect(link?.pathname).toBe('/apercu')
    const shown = await api('GET', `/preview?token=${encodeURIComponent(link!.searchParams.get('token')!)}`)
    expect(shown.status).toBe(200)
    expect(shown.body.collection).toBe('news')
    expect(shown.body.doc.title).toBe(title)
    expect(shown.body.doc.content).toBe('Pas encore publié.')
    expect(shown.body.doc).not.toHaveProperty('updatedBy')
    expect(shown.body.doc).not.toHaveProperty('reviewRequested')
    expect(shown.headers.get('cache-control')).toBe('no-store')
    expect(shown.headers.get('x-robots-tag')).toContain('noindex')
    // The public API still does not know it.
    expect((await api('GET', `/news/${id}`)).status).toBe(404)

    // A later draft edit is what the same link shows.
    expect((await api('PATCH', `/news/${id}?draft=true`, { token, json: { title: `${title} (revu)` } })).status).toBe(
      200,
    )
    const again = await api('GET', `/preview?token=${encodeURIComponent(link!.searchParams.get('token')!)}`)
    expect(again.body.doc.title).toBe(`${title} (revu)`)
  })

  it('refuses a missing, forged, tampered or expired link in French', async () => {
    const token = await loginAsAdmin()
    const draft = await api('POST', '/news?draft=true', {
      token,
      json: { title: `Refus ${Date.now()}`, content: 'Brouillon.', category: 'culture' },
    })
    const id = String(draft.body.doc.id)
    const valid = createPreviewToken({ collection: 'news', id }, SIGNING_SECRET)
    expect((await api('GET', `/preview?token=${encodeURIComponent(valid)}`)).status).toBe(200)

    const [payload, signature] = valid.split('.')
    const otherDocument = Buffer.from(JSON.stringify({ c: 'news', i: '1', e: Date.now() + 60_000 })).toString(
      'base64url',
    )
    const refused = {
      missing: '',
      malformed: 'abc',
      'another document, same signature': `${otherDocument}.${signature}`,
      'signature altered': `${payload}.${signature}x`,
      expired: createPreviewToken({ collection: 'news', id }, SIGNING_SECRET, Date.now() - 61 * 60_000),
      'signed with another secret': createPreviewToken({ collection: 'news', id }, 'another-secret'),
      'a kind the site cannot preview': createPreviewToken({ collection: 'users', id: '1' }, SIGNING_SECRET),
    }
    for (const [why, bad] of Object.entries(refused)) {
      const answer = await api('GET', `/preview?token=${encodeURIComponent(bad)}`)
      expect(answer.status, why).toBe(401)
      expect(answer.body.message, why).toBe(PREVIEW_MESSAGES.invalidLink)
    }
  })
})
