import { ERRORS } from 'shared-types'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { type ApiError, cmsAddress, cmsRequest, postJson } from './client'

describe('cmsAddress', () => {
  it('sert les fichiers du CMS depuis l’origine du site, quelle que soit l’adresse écrite par Payload', () => {
    expect(cmsAddress('http://localhost:3000/api/media/file/puits.jpg')).toBe('/api/media/file/puits.jpg')
    expect(cmsAddress('https://cms.example.org/api/documents/file/budget%202026.pdf')).toBe(
      '/api/documents/file/budget%202026.pdf',
    )
    expect(cmsAddress('/api/gallery/file/fete.mp4')).toBe('/api/gallery/file/fete.mp4')
  })

  it('ajoute la version du fichier, pour qu’un fichier remplacé ne reste pas en cache', () => {
    expect(cmsAddress('http://localhost:3000/api/media/file/puits.jpg', '2026-01-02T03:04:05.000Z')).toBe(
      '/api/media/file/puits.jpg?v=2026-01-02T03%3A04%3A05.000Z',
    )
  })

  it('garde une adresse http(s) hors de /api/ et refuse le reste', () => {
    expect(cmsAddress('https://stockage.example.org/puits.jpg')).toBe('https://stockage.example.org/puits.jpg')
    expect(cmsAddress('javascript:alert(1)')).toBeUndefined()
    expect(cmsAddress('data:image/png;base64,AAAA')).toBeUndefined()
    expect(cmsAddress('/autre/chemin.jpg')).toBeUndefined()
    expect(cmsAddress('')).toBeUndefined()
    expect(cmsAddress(null)).toBeUndefined()
  })
})

describe('cmsRequest', () => {
  const answer = (status: number, body: string, contentType = 'application/json') =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
    )
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.unreachable('la requête aurait dû échouer'),
      (error: unknown) => error as ApiError,
    )
  const login = () =>
    cmsRequest('/auth/login', {
      method: 'POST',
      body: {},
      fallback: ERRORS.loginFailure,
      unreachable: ERRORS.serverUnreachable,
    })

  afterEach(() => vi.unstubAllGlobals())

  it('appelle /api sur l’origine du site', async () => {
    const fetch = vi.fn(async () => Response.json({ docs: [] }))
    vi.stubGlobal('fetch', fetch)
    await cmsRequest('/news?limit=1', { fallback: ERRORS.unexpected })
    expect(fetch).toHaveBeenCalledWith('/api/news?limit=1', expect.anything())
  })

  it('sans réponse (réseau coupé, CMS arrêté) : le message réseau, jamais celui des identifiants', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const error = await failure(login())
    expect(error).toMatchObject({ message: ERRORS.serverUnreachable, status: 0, unreachable: true })
  })

  it('réponse du relais à la place du CMS (502, 503, 504, page HTML) : le message réseau', async () => {
    for (const status of [502, 503, 504]) {
      answer(status, '')
      expect(await failure(login())).toMatchObject({ message: ERRORS.serverUnreachable, status, unreachable: true })
    }
    answer(404, '<!doctype html><title>Page introuvable</title>', 'text/html')
    expect(await failure(login())).toMatchObject({ message: ERRORS.serverUnreachable, status: 404, unreachable: true })
    answer(500, '')
    expect(await failure(login())).toMatchObject({ message: ERRORS.serverUnreachable, unreachable: true })
  })

  it('réponse du CMS : son message en français (401 : les identifiants), sinon le message de secours', async () => {
    answer(401, JSON.stringify({ message: 'L’adresse e-mail ou le mot de passe fourni est incorrect.' }))
    expect(await failure(login())).toMatchObject({
      message: 'L’adresse e-mail ou le mot de passe fourni est incorrect.',
      status: 401,
      unreachable: false,
    })
    answer(401, JSON.stringify({ errors: [] }))
    expect(await failure(login())).toMatchObject({ message: ERRORS.loginFailure, status: 401, unreachable: false })
    answer(500, JSON.stringify({ message: 'Erreur interne du serveur' }))
    expect(await failure(login())).toMatchObject({
      message: 'Erreur interne du serveur',
      status: 500,
      unreachable: false,
    })
  })

  it('les formulaires publics disent que le serveur est injoignable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await failure(postJson('/contact-messages', {}, 'Échec'))).toMatchObject({
      message: ERRORS.serverUnreachable,
      unreachable: true,
    })
  })

  it('ailleurs, sans réponse, le message de secours de l’appelant', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    expect(await failure(cmsRequest('/news', { fallback: 'Impossible de charger les actualités' }))).toMatchObject({
      message: 'Impossible de charger les actualités',
      unreachable: true,
    })
  })
})
