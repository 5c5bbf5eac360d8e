import { describe, expect, it } from 'vitest'

import { api, loginAsAdmin, storedDocs } from './api'

describe('/api/contact-messages', () => {
  it('stores a visitor message anonymously and lets only administrators read it', async () => {
    const message = {
      name: 'Awa Ndiaye',
      email: 'awa@example.sn',
      subject: 'Horaires',
      message: 'Bonjour, la mairie ouvre-t-elle samedi ?',
    }
    const created = await api('POST', '/contact-messages', { json: message })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Votre message a été envoyé avec succès !')
    expect((await api('GET', '/contact-messages')).status).toBe(401)
    expect((await api('GET', `/contact-messages/${created.body.doc.id}`)).status).toBe(401)
    const token = await loginAsAdmin()
    const read = await api('GET', `/contact-messages/${created.body.doc.id}`, { token })
    expect(read.body).toMatchObject(message)
    const invalid = await api('GET', '/contact-messages/abc', { token })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe('Identifiant de message invalide')
  })

  it('keeps what the citizen wrote as sent: staff only add their follow-up and a note', async () => {
    const message = {
      name: 'Moussa Fall',
      email: 'moussa@example.sn',
      subject: 'État civil',
      message: 'Mon extrait est-il prêt ?',
    }
    // A visitor cannot mark his own message as answered.
    const created = await api('POST', '/contact-messages', {
      json: { ...message, followUp: 'closed', staffNote: 'Écrit par le visiteur' },
    })
    expect(created.status).toBe(201)
    const token = await loginAsAdmin()
    const path = `/contact-messages/${created.body.doc.id}`
    expect((await api('GET', path, { token })).body).toMatchObject({ ...message, followUp: 'new', staffNote: null })
    const edited = await api('PATCH', path, {
      token,
      json: {
        name: 'Autre nom',
        subject: 'Autre sujet',
        message: 'Texte changé',
        email: 'autre@example.sn',
        followUp: 'answered',
        staffNote: 'Rappelé le 26 novembre.',
      },
    })
    expect(edited.status).toBe(200)
    expect((await api('GET', path, { token })).body).toMatchObject({
      ...message,
      followUp: 'answered',
      staffNote: 'Rappelé le 26 novembre.',
    })
  })

  it('refuses missing fields and a bad email in French, storing nothing', async () => {
    const before = await storedDocs('contact-messages')
    const missing = await api('POST', '/contact-messages', { json: { name: 'A', email: 'a@example.sn', subject: 'S' } })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Veuillez remplir tous les champs obligatoires')
    const badEmail = await api('POST', '/contact-messages', {
      json: { name: 'A', email: 'pas-un-email', subject: 'S', message: 'M' },
    })
    expect(badEmail.status).toBe(400)
    expect(badEmail.body.message).toBe('Veuillez saisir une adresse email valide')
    expect(await storedDocs('contact-messages')).toEqual(before)
  })
})

describe('first-run content', () => {
  it('holds the spec procedures with their processing times', async () => {
    const { body } = await api('GET', '/procedures?limit=100')
    const times = Object.fromEntries(
      body.docs.map((doc: { title: string; processingTime: number }) => [doc.title, doc.processingTime]),
    )
    expect(Object.values(times)).toEqual(expect.arrayContaining([3, 15, 1, 2]))
    expect(body.docs.length).toBeGreaterThanOrEqual(4)
  })

  it('holds the three current projects with their budgets and progress', async () => {
    const { body } = await api('GET', '/projects?limit=100&where[status][equals]=IN_PROGRESS')
    const budgets = body.docs.map((doc: { budget: string }) => doc.budget).sort()
    expect(budgets).toEqual(['120000000', '280000000', '450000000'])
    expect(body.docs.map((doc: { progress: number }) => doc.progress).sort()).toEqual([40, 65, 75])
  })

  it('holds news with read times, services of each category, investments and a gallery', async () => {
    const news = await api('GET', '/news?limit=100')
    expect(news.body.totalDocs).toBeGreaterThanOrEqual(6)
    expect(news.body.docs[0].readTime).toBeGreaterThanOrEqual(1)
    for (const category of ['EDUCATION', 'SANTE', 'INFRASTRUCTURES']) {
      expect((await api('GET', `/services/category/${category}`)).body.docs.length, category).toBeGreaterThan(0)
    }
    const investments = await api('GET', '/investments?limit=100')
    expect(investments.body.docs.map((doc: { status: string }) => doc.status)).toEqual(
      expect.arrayContaining(['En recherche de partenaires', 'Études préliminaires', "Recherche d'investisseurs"]),
    )
    const gallery = await api('GET', '/gallery?limit=100')
    expect(gallery.body.docs.length).toBeGreaterThan(0)
    expect(gallery.body.docs[0].mediaUrl).toBeTruthy()
  })
})

describe('unknown addresses', () => {
  it('answers an unknown API path with 404 and a French message', async () => {
    const response = await api('GET', '/inexistant/chemin')
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Adresse d’API inconnue')
  })
})

describe('uploaded files', () => {
  it('answers a file that does not exist with 404 and a French message', async () => {
    for (const collection of ['media', 'gallery']) {
      const response = await api('GET', `/${collection}/file/introuvable.jpg`)
      expect(response.status, collection).toBe(404)
      expect(response.body.message, collection).toBe('Fichier introuvable')
    }
  })
})
