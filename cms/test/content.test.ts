import { describe, expect, inject, it } from 'vitest'

import { UNKNOWN_ID, api, fileOf, formOf, imageBytes, loginAsAdmin, storedDocs } from './api'

type Case = {
  slug: string
  valid: Record<string, unknown>
  required: string[]
  /** Required fields with a default: leaving them out gives the default, not an error. */
  defaulted?: string[]
  requiredMessage: string
  messages: { created: string; updated: string; deleted: string }
  invalidIdMessage: string
  notFoundMessage: string
  acceptsImage: boolean
}

const cases: Case[] = [
  {
    slug: 'news',
    valid: {
      title: 'Journée de salubrité',
      content: '### Programme\n\nRendez-vous **samedi** à 8h.',
      category: 'sante',
    },
    required: ['title', 'content'],
    requiredMessage: 'Le titre et le contenu sont requis',
    messages: {
      created: 'Actualité ajoutée avec succès',
      updated: 'Actualité mise à jour avec succès',
      deleted: 'Actualité supprimée avec succès',
    },
    invalidIdMessage: "ID d'actualité invalide",
    notFoundMessage: 'Actualité non trouvée',
    acceptsImage: true,
  },
  {
    slug: 'projects',
    valid: {
      title: 'Forage de Keur Samba',
      description: 'Un forage pour le village.',
      startDate: '2026-02-01',
      budget: '35000000',
    },
    required: ['title', 'description', 'startDate'],
    requiredMessage: 'Le titre, la description et la date de début sont requis',
    messages: {
      created: 'Projet ajouté avec succès',
      updated: 'Projet mis à jour avec succès',
      deleted: 'Projet supprimé avec succès',
    },
    invalidIdMessage: 'Identifiant de projet invalide',
    notFoundMessage: 'Projet non trouvé',
    acceptsImage: true,
  },
  {
    slug: 'services',
    valid: { title: 'Vaccination', description: 'Campagnes de vaccination au poste de santé.', category: 'SANTE' },
    required: ['title', 'description', 'category'],
    defaulted: ['category'],
    requiredMessage: 'Le titre, la description et la catégorie sont requis',
    messages: {
      created: 'Service ajouté avec succès',
      updated: 'Service mis à jour avec succès',
      deleted: 'Service supprimé avec succès',
    },
    invalidIdMessage: 'Identifiant de service invalide',
    notFoundMessage: 'Service non trouvé',
    acceptsImage: true,
  },
  {
    slug: 'procedures',
    valid: {
      title: 'Certificat de vie',
      description: 'Pour les pensionnés.',
      category: 'ATTESTATIONS',
      requiredDocs: ['Pièce d’identité'],
      processingTime: 2,
    },
    required: ['title', 'description', 'category'],
    defaulted: ['category'],
    requiredMessage: 'Le titre, la description et la catégorie sont requis',
    messages: {
      created: 'Démarche ajoutée avec succès',
      updated: 'Démarche mise à jour avec succès',
      deleted: 'Démarche supprimée avec succès',
    },
    invalidIdMessage: 'Identifiant de démarche invalide',
    notFoundMessage: 'Démarche non trouvée',
    acceptsImage: false,
  },
  {
    slug: 'investments',
    valid: {
      title: 'Unité de transformation de mangues',
      category: 'Agriculture',
      description: 'Transformer la récolte sur place.',
      amount: '90000000',
      status: 'Études préliminaires',
    },
    required: ['title', 'category', 'description', 'amount', 'status'],
    defaulted: ['status'],
    requiredMessage: 'Veuillez remplir tous les champs obligatoires',
    messages: {
      created: 'Investissement ajouté avec succès',
      updated: 'Investissement mis à jour avec succès',
      deleted: 'Investissement supprimé avec succès',
    },
    invalidIdMessage: "Identifiant d'investissement invalide",
    notFoundMessage: "Projet d'investissement non trouvé",
    acceptsImage: true,
  },
]

const asText = (data: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
  )

describe.each(cases)('/api/$slug', (c) => {
  it('lets anyone read the list and refuses anonymous writes with 401, changing nothing', async () => {
    const list = await api('GET', `/${c.slug}`)
    expect(list.status).toBe(200)
    expect(Array.isArray(list.body.docs)).toBe(true)

    const before = await storedDocs(c.slug)
    const created = await api('POST', `/${c.slug}`, { json: c.valid })
    expect(created.status).toBe(401)
    expect(created.body.message).toMatch(/connecté/)
    expect(created.body.errors[0].message).toBe(created.body.message)
    const someId = (before[0] as { id: number } | undefined)?.id ?? 1
    for (const method of ['PUT', 'PATCH']) {
      expect((await api(method, `/${c.slug}/${someId}`, { json: { title: 'Piraté' } })).status, method).toBe(401)
      expect((await api(method, `/${c.slug}/${UNKNOWN_ID}`, { json: { title: 'Piraté' } })).status, method).toBe(401)
    }
    for (const id of [someId, UNKNOWN_ID, 'abc'])
      expect((await api('DELETE', `/${c.slug}/${id}`)).status, String(id)).toBe(401)
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('creates, reads, updates (PUT) and deletes with the spec calls and French messages', async () => {
    const token = await loginAsAdmin()
    const created = await api('POST', `/${c.slug}`, { token, json: c.valid })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(c.messages.created)
    const id = created.body.doc.id
    expect(created.body.doc.title).toBe(c.valid.title)

    const read = await api('GET', `/${c.slug}/${id}`)
    expect(read.status).toBe(200)
    expect(read.body.title).toBe(c.valid.title)

    const updated = await api('PUT', `/${c.slug}/${id}`, { token, json: { title: `${c.valid.title} (modifié)` } })
    expect(updated.status).toBe(200)
    expect(updated.body.message).toBe(c.messages.updated)
    expect((await api('GET', `/${c.slug}/${id}`)).body.title).toBe(`${c.valid.title} (modifié)`)

    const deleted = await api('DELETE', `/${c.slug}/${id}`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(c.messages.deleted)
    const gone = await api('GET', `/${c.slug}/${id}`)
    expect(gone.status).toBe(404)
    expect(gone.body.message).toBe(c.notFoundMessage)
  })

  it.each([['missing'], ['blank'], ['wrong type']])(
    'refuses a %s required field with the spec message, storing nothing',
    async (kind) => {
      const token = await loginAsAdmin()
      const before = await storedDocs(c.slug)
      for (const field of c.required) {
        if (kind === 'missing' && c.defaulted?.includes(field)) continue
        const data = { ...c.valid }
        if (kind === 'missing') delete data[field]
        else data[field] = kind === 'blank' ? '   ' : { nested: true }
        const response = await api('POST', `/${c.slug}`, { token, json: data })
        expect(response.status, `${field} ${kind}`).toBe(400)
        expect(response.body.message, `${field} ${kind}`).toMatch(
          kind === 'wrong type' ? /texte|requis|obligatoires/ : new RegExp(c.requiredMessage),
        )
      }
      expect(await storedDocs(c.slug)).toEqual(before)
    },
  )

  it('refuses an update that blanks a required field and keeps the stored document', async () => {
    const token = await loginAsAdmin()
    const { body } = await api('POST', `/${c.slug}`, { token, json: c.valid })
    const before = await storedDocs(c.slug)
    const response = await api('PUT', `/${c.slug}/${body.doc.id}`, { token, json: { [c.required[0]!]: '' } })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(c.requiredMessage)
    expect(await storedDocs(c.slug)).toEqual(before)
    await api('DELETE', `/${c.slug}/${body.doc.id}`, { token })
  })

  it('answers 400 for a non-integer id and 404 for an unknown one, in French', async () => {
    const token = await loginAsAdmin()
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
      const body = method === 'PUT' || method === 'PATCH' ? { title: 'x' } : undefined
      const invalid = await api(method, `/${c.slug}/abc`, { token, json: body })
      expect(invalid.status, method).toBe(400)
      expect(invalid.body.message, method).toBe(c.invalidIdMessage)
      const unknown = await api(method, `/${c.slug}/${UNKNOWN_ID}`, { token, json: body })
      expect(unknown.status, method).toBe(404)
      expect(unknown.body.message, method).toBe(c.notFoundMessage)
    }
    expect((await api('GET', `/${c.slug}/1.5`)).status).toBe(400)
  })

  it('refuses a body over 1 MB with 413 before reading it', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs(c.slug)
    const response = await api('POST', `/${c.slug}`, {
      token,
      json: { ...c.valid, description: 'x'.repeat(1024 * 1024 + 1) },
    })
    expect(response.status).toBe(413)
    expect(response.body.message).toBe('La requête dépasse la taille maximale autorisée (1 Mo)')
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('never gives a deleted document’s id to a new one (ids are public URLs)', async () => {
    const token = await loginAsAdmin()
    const first = await api('POST', `/${c.slug}`, { token, json: c.valid })
    await api('DELETE', `/${c.slug}/${first.body.doc.id}`, { token })
    const second = await api('POST', `/${c.slug}`, { token, json: c.valid })
    expect(second.body.doc.id).not.toBe(first.body.doc.id)
    await api('DELETE', `/${c.slug}/${second.body.doc.id}`, { token })
  })

  it('refuses malformed JSON with 400 and a French message', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs(c.slug)
    const response = await api('POST', `/${c.slug}`, {
      token,
      raw: { body: '{"title": "incomplet"', type: 'application/json' },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Le corps de la requête n’est pas un JSON valide')
    expect(await storedDocs(c.slug)).toEqual(before)
  })
})

describe.each(cases.filter((c) => c.acceptsImage))('/api/$slug multipart', (c) => {
  it('accepts the multipart shape (fields as text + image) and keeps the image on an edit without file', async () => {
    const token = await loginAsAdmin()
    const form = formOf({ ...asText(c.valid), image: fileOf(await imageBytes('png', 900), 'photo.png', 'image/png') })
    const created = await api('POST', `/${c.slug}`, { token, form })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    const image = created.body.doc.image
    expect(image.mimeType).toBe('image/png')
    expect(image.sizes.thumbnail.mimeType).toBe('image/webp')
    expect(image.sizes.thumbnail.width).toBe(400)
    const file = await fetch(image.url.startsWith('http') ? image.url : `${inject('cmsUrl')}${image.url}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')

    const edited = await api('PUT', `/${c.slug}/${id}`, { token, form: formOf({ title: 'Titre changé' }) })
    expect(edited.status).toBe(200)
    expect(edited.body.doc.title).toBe('Titre changé')
    expect(edited.body.doc.image.id).toBe(image.id)
    await api('DELETE', `/${c.slug}/${id}`, { token })
  })
})

describe('category calls', () => {
  it('GET /api/services/category/{category} lists only that category', async () => {
    const { status, body } = await api('GET', '/services/category/SANTE')
    expect(status).toBe(200)
    expect(body.docs.length).toBeGreaterThan(0)
    expect(body.docs.every((doc: { category: string }) => doc.category === 'SANTE')).toBe(true)
  })

  it('GET /api/procedures/category/{category} accepts any case', async () => {
    const { status, body } = await api('GET', '/procedures/category/etat_civil')
    expect(status).toBe(200)
    expect(body.docs.length).toBeGreaterThan(0)
    expect(body.docs.every((doc: { category: string }) => doc.category === 'ETAT_CIVIL')).toBe(true)
  })
})

describe('typed fields', () => {
  it('refuses an impossible date and keeps the project list readable', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs('projects')
    for (const startDate of ['pas une date', '31/02/2026', '2026-02-31']) {
      const response = await api('POST', '/projects', { token, json: { title: 'P', description: 'D', startDate } })
      expect(response.status, startDate).toBe(400)
      expect(response.body.message, startDate).toMatch(/date/i)
    }
    expect((await api('GET', '/projects')).status).toBe(200)
    expect(await storedDocs('projects')).toEqual(before)
  })

  it('refuses a category outside the spec lists', async () => {
    const token = await loginAsAdmin()
    for (const [slug, data] of [
      ['services', { title: 'S', description: 'D', category: 'NIMPORTEQUOI' }],
      ['procedures', { title: 'P', description: 'D', category: 'sante', requiredDocs: ['Pièce'], processingTime: 1 }],
      ['news', { title: 'N', content: 'C', category: 'sport' }],
      ['projects', { title: 'P', description: 'D', startDate: '2026-01-01', status: 'PAUSED' }],
    ] as const) {
      const response = await api('POST', `/${slug}`, { token, json: data })
      expect(response.status, slug).toBe(400)
      expect(response.body.message, slug).toMatch(/invalide/)
    }
  })
})

describe('procedure rules', () => {
  it('drops empty documents, needs at least one, and needs an integer processing time ≥ 1', async () => {
    const token = await loginAsAdmin()
    const base = { title: 'Permis de démolir', description: 'Démolition', category: 'URBANISME', processingTime: 10 }
    const noDocs = await api('POST', '/procedures', { token, json: { ...base, requiredDocs: ['', '  '] } })
    expect(noDocs.status).toBe(400)
    expect(noDocs.body.message).toBe('Au moins un document requis doit être spécifié')
    for (const processingTime of [0, 1.5, 'trois']) {
      const bad = await api('POST', '/procedures', { token, json: { ...base, requiredDocs: ['Plan'], processingTime } })
      expect(bad.status, String(processingTime)).toBe(400)
    }
    const created = await api('POST', '/procedures', {
      token,
      json: { ...base, requiredDocs: JSON.stringify(['Plan', '', 'Titre foncier']) },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.requiredDocs).toEqual(['Plan', 'Titre foncier'])
    expect(created.body.doc.category).toBe('URBANISME')
    await api('DELETE', `/procedures/${created.body.doc.id}`, { token })
  })

  it('takes an icon from the list only, for procedures, services and service features', async () => {
    const token = await loginAsAdmin()
    const procedure = {
      title: 'Déclaration de naissance',
      description: 'D',
      category: 'ETAT_CIVIL',
      processingTime: 1,
      requiredDocs: ['Certificat'],
    }
    const service = { title: 'Maternité', description: 'D' }
    for (const [slug, data] of [
      ['procedures', { ...procedure, icon: 'bébé' }],
      ['services', { ...service, icon: 'Baby' }],
      ['services', { ...service, features: [{ icon: 'fa-baby', title: 'Suivi', description: 'D' }] }],
    ] as const) {
      const refused = await api('POST', `/${slug}`, { token, json: data })
      expect(refused.status, JSON.stringify(data)).toBe(400)
      expect(refused.body.message).toMatch(/Choisissez une icône dans la liste/)
    }
    const created = await api('POST', '/procedures', { token, json: { ...procedure, icon: 'baby' } })
    expect(created.status).toBe(201)
    expect(created.body.doc.icon).toBe('baby')
    const withoutIcon = await api('POST', '/services', { token, json: { ...service, icon: '' } })
    expect(withoutIcon.status).toBe(201)
    await api('DELETE', `/procedures/${created.body.doc.id}`, { token })
    await api('DELETE', `/services/${withoutIcon.body.doc.id}`, { token })
  })

  it('stores the online link trimmed and refuses anything but an http(s) link', async () => {
    const token = await loginAsAdmin()
    const base = {
      title: 'Acte de naissance en ligne',
      description: 'Demande',
      category: 'ETAT_CIVIL',
      processingTime: 3,
      requiredDocs: ['Pièce'],
    }
    for (const onlineUrl of ['javascript:alert(1)', 'https://exemple.sn/a b', 'exemple.sn']) {
      const bad = await api('POST', '/procedures', { token, json: { ...base, onlineUrl } })
      expect(bad.status, onlineUrl).toBe(400)
      expect(bad.body.message).toBe("L'adresse du lien doit commencer par http:// ou https://")
    }
    const created = await api('POST', '/procedures', {
      token,
      json: { ...base, onlineUrl: ' https://exemple.sn/demarche ' },
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.onlineUrl).toBe('https://exemple.sn/demarche')
    await api('DELETE', `/procedures/${created.body.doc.id}`, { token })
  })

  it('gives the spec defaults to new documents', async () => {
    const token = await loginAsAdmin()
    const project = await api('POST', '/projects', {
      token,
      json: { title: 'P', description: 'D', startDate: '2026-03-01' },
    })
    expect(project.body.doc.status).toBe('PLANNED')
    const service = await api('POST', '/services', { token, json: { title: 'S', description: 'D' } })
    expect(service.body.doc.category).toBe('EDUCATION')
    const investment = await api('POST', '/investments', {
      token,
      json: { title: 'I', category: 'Commerce', description: 'D', amount: '1000' },
    })
    expect(investment.body.doc.status).toBe('En recherche de partenaires')
    await api('DELETE', `/projects/${project.body.doc.id}`, { token })
    await api('DELETE', `/services/${service.body.doc.id}`, { token })
    await api('DELETE', `/investments/${investment.body.doc.id}`, { token })
  })
})
