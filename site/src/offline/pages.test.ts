import { describe, expect, it } from 'vitest'

import {
  isKeptOffline,
  isPageFile,
  isSpokenAudio,
  offlineNoticeText,
  pageAssets,
  pageKey,
  savedTitle,
  withOfflineNotice,
  withSavedPages,
} from './pages'

describe('pages kept for offline reading', () => {
  it('are the citizen space, its procedures and contact page, and the services', () => {
    for (const path of [
      '/espace-citoyen',
      '/espace-citoyen/',
      '/espace-citoyen/demarches',
      '/espace-citoyen/contact/',
      '/services',
      '/services/eau',
      '/services/12/',
    ]) {
      expect(isKeptOffline(path), path).toBe(true)
    }
  })

  it('never include drafts, the API, the staff screens, sign-in or the search', () => {
    for (const path of [
      '/apercu',
      '/apercu/',
      '/api/services',
      '/api/preview',
      '/admin/services',
      '/login',
      '/welcome',
      '/recherche',
      '/lettre-d-information/confirmer',
      '/lettre-d-information/desabonner/',
      // A request's tracking and the requests' routes: personal data (docs/product/requests.md#offline-and-without-javascript).
      '/suivi',
      '/suivi/',
      '/api/citizen-requests/track',
      '/api/citizen-requests/challenge',
      '/pagefind/pagefind.js',
      '/',
      '/actualites',
      '/services-en-ligne',
      '/espace-citoyenne',
    ]) {
      expect(isKeptOffline(path), path).toBe(false)
      expect(isPageFile(path), path).toBe(false)
      expect(isSpokenAudio(path), path).toBe(false)
    }
  })

  it('keep of the API only a recording’s file, played on a kept page (docs/product/spoken.md#offline)', () => {
    for (const path of ['/api/spoken-audio/file/wo-12.ogg', '/api/spoken-audio/file/avis%20%231.mp3'])
      expect(isSpokenAudio(path), path).toBe(true)
    for (const path of [
      '/api/spoken-audio/file/',
      '/api/spoken-audio/file/a/b.ogg',
      '/api/spoken-audio/file/..%2Fusers',
      '/api/spoken-audio/file/%2e%2e',
      '/api/spoken-audio/12',
      '/api/spoken-audio',
      '/api/recordings/3',
      '/api/recordings/file/original.wav',
      '/api/media/file/photo.jpg',
      '/api/citizen-requests/track',
      '/suivi',
      '/espace-citoyen/demarches',
    ])
      expect(isSpokenAudio(path), path).toBe(false)
  })

  it('save the files a page needs, never the API or the search index', () => {
    expect(isPageFile('/_astro/BaseLayout.abc123.css')).toBe(true)
    expect(isPageFile('/favicon.svg')).toBe(true)
    for (const path of ['/api/media/file/photo.jpg', '/pagefind/pagefind.js', '/sw.js', '/espace-citoyen'])
      expect(isPageFile(path), path).toBe(false)
  })

  it('are saved under one address whatever its form', () => {
    const key = 'http://127.0.0.1:4321/espace-citoyen/demarches'
    for (const address of [key, `${key}/`, `${key}?source=accueil`, `${key}#demarche-3`])
      expect(pageKey(address)).toBe(key)
  })

  it('bring their styles and scripts along', () => {
    const html =
      '<head><link rel="stylesheet" href="/_astro/BaseLayout.Ab1.css"><link rel="icon" href="/favicon.svg"></head>' +
      '<body><script type="module" src="/_astro/navbar.Cd2.js"></script><img src="/_astro/photo.Ef3.webp"><script type="module" src="/_astro/navbar.Cd2.js"></script></body>'
    expect(pageAssets(html)).toEqual(['/_astro/BaseLayout.Ab1.css', '/_astro/navbar.Cd2.js'])
  })
})

describe('the offline notice', () => {
  it('gives the date of the copy in French, as in Dakar', () => {
    expect(offlineNoticeText(new Date('2026-11-24T23:30:00Z'))).toBe(
      'Vous êtes hors ligne : informations du 24 novembre 2026',
    )
  })

  it('is written into the hidden notice of a saved page', () => {
    const html = '<body><p class="notice" role="status" data-offline-notice hidden></p><main>Démarches</main></body>'
    expect(withOfflineNotice(html, new Date('2026-03-01T08:00:00Z'))).toBe(
      '<body><p class="notice" role="status" data-offline-notice>Vous êtes hors ligne : informations du 1 mars 2026</p><main>Démarches</main></body>',
    )
  })
})

describe('the offline page', () => {
  const html = '<main><ul class="mt-6" data-saved-pages></ul></main>'

  it('lists the pages saved on this device, by their titles', () => {
    const title = savedTitle('<head><title>Démarches administratives | Commune de Darou Salam</title></head>')
    expect(title).toBe('Démarches administratives')
    expect(withSavedPages(html, [{ path: '/espace-citoyen/demarches', title }])).toBe(
      '<main><ul class="mt-6" data-saved-pages><li><a class="font-medium text-primary-800 underline" href="/espace-citoyen/demarches">Démarches administratives</a></li></ul></main>',
    )
  })

  it('says when none is saved yet', () => {
    expect(withSavedPages(html, [])).toContain("<li>Aucune page enregistrée pour l'instant.</li>")
  })
})
