import { describe, expect, it } from 'vitest'

import { UNKNOWN_ID, api, fileOf, formOf, imageBytes, loginAsAdmin, pdfBytes, storedDocs } from './api'

const MB = 1024 * 1024
const UNSUPPORTED = 'Type de fichier non autorisé : seuls les documents PDF sont acceptés'

type Case = {
  slug: 'documents' | 'decisions'
  /** The select that sorts the files, and a value of it. */
  kind: { name: 'category' | 'type'; value: string }
  text: 'description' | 'summary'
  seeded: string[]
  requiredMessage: string
  messages: { created: string; updated: string; deleted: string }
  notFoundMessage: string
  invalidIdMessage: string
}

const cases: Case[] = [
  {
    slug: 'documents',
    kind: { name: 'category', value: 'BUDGET' },
    text: 'description',
    seeded: [
      "Formulaire de demande d'extrait de naissance",
      'Formulaire de demande de permis de construire',
      'Budget primitif 2025',
      'Plan de développement communal (PDC) — synthèse',
      'Guide des démarches administratives à la mairie',
    ],
    requiredMessage: 'Le titre, la date et la catégorie sont requis',
    messages: {
      created: 'Document ajouté avec succès',
      updated: 'Document mis à jour avec succès',
      deleted: 'Document supprimé avec succès',
    },
    notFoundMessage: 'Document non trouvé',
    invalidIdMessage: 'Identifiant de document invalide',
  },
  {
    slug: 'decisions',
    kind: { name: 'type', value: 'ARRETE' },
    text: 'summary',
    seeded: [
      'Délibération n° 2024-018 portant adoption du budget primitif 2025',
      'Arrêté n° 2025-003 portant réglementation du marché hebdomadaire',
      "Délibération n° 2025-007 portant création d'un comité de gestion de l'eau potable",
      "Arrêté n° 2025-011 portant interdiction de la divagation des animaux pendant l'hivernage",
    ],
    requiredMessage: 'Le titre, la date et le type sont requis',
    messages: {
      created: 'Décision ajoutée avec succès',
      updated: 'Décision mise à jour avec succès',
      deleted: 'Décision supprimée avec succès',
    },
    notFoundMessage: 'Décision non trouvée',
    invalidIdMessage: 'Identifiant de décision invalide',
  },
]

type PdfDoc = {
  id: number
  title: string
  date: string
  url: string
  filename: string
  mimeType: string
  filesize: number
} & Record<string, unknown>

/** Downloads a file the way a citizen's browser would. */
async function download(url: string) {
  const response = await fetch(url)
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  }
}

describe.each(cases)('/api/$slug', (c) => {
  const valid = (title: string) => ({
    title,
    date: '2025-04-30',
    [c.kind.name]: c.kind.value,
    [c.text]: 'Texte de présentation.',
  })

  it('lists the first-run PDFs to anyone, newest first, each downloadable as application/pdf', async () => {
    const list = await api<{ docs: PdfDoc[]; totalDocs: number }>('GET', `/${c.slug}?limit=100`)
    expect(list.status).toBe(200)
    expect(list.body.docs.map((doc) => doc.title)).toEqual(expect.arrayContaining(c.seeded))
    const dates = list.body.docs.map((doc) => doc.date)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const doc of list.body.docs) {
      expect(doc.mimeType, doc.title).toBe('application/pdf')
      expect(doc.url, doc.title).toMatch(new RegExp(`^http.*/api/${c.slug}/file/[a-z0-9-]+\\.pdf$`))
      expect(typeof doc[c.kind.name], doc.title).toBe('string')
      expect(doc[c.text], doc.title).toBeTruthy()
      const file = await download(doc.url)
      expect(file.status, doc.title).toBe(200)
      expect(file.type, doc.title).toBe('application/pdf')
      expect(file.bytes.subarray(0, 5).toString('latin1'), doc.title).toBe('%PDF-')
      expect(file.bytes.length, doc.title).toBe(doc.filesize)
    }

    const first = list.body.docs[0]!
    const one = await api<PdfDoc>('GET', `/${c.slug}/${first.id}`)
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: first.id, title: first.title, url: first.url })

    const filtered = await api<{ docs: PdfDoc[] }>('GET', `/${c.slug}?where[${c.kind.name}][equals]=${c.kind.value}`)
    expect(filtered.body.docs.length).toBeGreaterThan(0)
    expect(filtered.body.docs.every((doc) => doc[c.kind.name] === c.kind.value)).toBe(true)
  })

  it('creates from a real PDF sent as multipart, updates with PUT and deletes, with French messages', async () => {
    const token = await loginAsAdmin()
    const bytes = await pdfBytes('Compte rendu de la réunion publique')
    const created = await api('POST', `/${c.slug}`, {
      token,
      form: formOf({
        ...valid('Compte rendu de la réunion publique'),
        file: fileOf(bytes, 'compte-rendu.pdf', 'application/pdf'),
      }),
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe(c.messages.created)
    const doc = created.body.doc as PdfDoc
    expect(doc).toMatchObject({
      title: 'Compte rendu de la réunion publique',
      [c.kind.name]: c.kind.value,
      mimeType: 'application/pdf',
      filesize: bytes.length,
    })
    expect(doc.date).toBe('2025-04-30T00:00:00.000Z')
    const file = await download(doc.url)
    expect(file.type).toBe('application/pdf')
    expect(file.bytes.equals(bytes)).toBe(true)

    const updated = await api('PUT', `/${c.slug}/${doc.id}`, {
      token,
      json: { title: 'Compte rendu (version signée)' },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.message).toBe(c.messages.updated)
    expect(updated.body.doc).toMatchObject({
      title: 'Compte rendu (version signée)',
      url: doc.url,
      [c.kind.name]: c.kind.value,
    })

    const deleted = await api('DELETE', `/${c.slug}/${doc.id}`, { token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.message).toBe(c.messages.deleted)
    expect((await api('GET', `/${c.slug}/${doc.id}`)).body.message).toBe(c.notFoundMessage)
    // The file goes with its document.
    expect((await download(doc.url)).status).toBe(404)
  })

  it('dates a new file today when no date is given, and takes the admin panel’s _payload + file shape', async () => {
    const token = await loginAsAdmin()
    const form = new FormData()
    const { date: _date, ...withoutDate } = valid('Envoyé depuis le panneau')
    form.append('_payload', JSON.stringify(withoutDate))
    form.append('file', fileOf(await pdfBytes(), 'panneau.pdf', 'application/pdf'))
    const created = await api('POST', `/${c.slug}`, { token, form })
    expect(created.status).toBe(201)
    expect(created.body.doc.date.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10))
    expect((await api('DELETE', `/${c.slug}/${created.body.doc.id}`, { token })).status).toBe(200)
  })

  it('refuses files that are not really PDF with 415, storing nothing', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs(c.slug)
    const disguised = [
      { label: 'PNG bytes named .pdf', file: fileOf(await imageBytes(), 'budget.pdf', 'application/pdf') },
      {
        label: 'HTML named .pdf',
        file: fileOf('<!doctype html><script>alert(1)</script>', 'budget.pdf', 'application/pdf'),
      },
      { label: 'a real PDF named .png', file: fileOf(await pdfBytes(), 'budget.png', 'image/png') },
    ]
    for (const { label, file } of disguised) {
      const response = await api('POST', `/${c.slug}`, { token, form: formOf({ ...valid('Piège'), file }) })
      expect(response.status, label).toBe(415)
      expect(response.body.message, label).toBe(UNSUPPORTED)
    }
    expect(await storedDocs(c.slug)).toEqual(before)
    expect((await api('GET', `/${c.slug}/file/budget.pdf`)).status).toBe(404)

    // Replacing the file of a stored document goes through the same check.
    const target = before[0] as PdfDoc
    const replaced = await api('PUT', `/${c.slug}/${target.id}`, {
      token,
      form: formOf({ file: fileOf(await imageBytes(), 'nouveau.pdf', 'application/pdf') }),
    })
    expect(replaced.status).toBe(415)
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('refuses a PDF over 10 MB with 413', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs(c.slug)
    const big = await pdfBytes('Trop lourd', 10.5 * MB)
    const response = await api('POST', `/${c.slug}`, {
      token,
      form: formOf({ ...valid('Trop lourd'), file: fileOf(big, 'lourd.pdf', 'application/pdf') }),
    })
    expect(response.status).toBe(413)
    expect(response.body.message).toBe('Le fichier dépasse la taille maximale autorisée (10 Mo)')
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('needs a file on create, then the title, date and kind, in French', async () => {
    const token = await loginAsAdmin()
    const before = await storedDocs(c.slug)
    const noFile = await api('POST', `/${c.slug}`, { token, json: valid('Sans fichier') })
    expect(noFile.status).toBe(400)
    expect(noFile.body.message).toBe('Veuillez sélectionner un fichier PDF')
    for (const missing of ['title', c.kind.name]) {
      const fields: Record<string, string> = { ...valid('Incomplet') }
      delete fields[missing]
      const response = await api('POST', `/${c.slug}`, {
        token,
        form: formOf({ ...fields, file: fileOf(await pdfBytes(), 'incomplet.pdf', 'application/pdf') }),
      })
      expect(response.status, missing).toBe(400)
      expect(response.body.message, missing).toBe(c.requiredMessage)
    }
    const unknownKind = await api('POST', `/${c.slug}`, {
      token,
      form: formOf({
        ...valid('Inconnu'),
        [c.kind.name]: 'INCONNU',
        file: fileOf(await pdfBytes(), 'inconnu.pdf', 'application/pdf'),
      }),
    })
    expect(unknownKind.status).toBe(400)
    const impossibleDate = await api('POST', `/${c.slug}`, {
      token,
      form: formOf({
        ...valid('Date'),
        date: '2025-02-30',
        file: fileOf(await pdfBytes(), 'date.pdf', 'application/pdf'),
      }),
    })
    expect(impossibleDate.status).toBe(400)
    expect(impossibleDate.body.message).toBe("Cette date n'existe pas")
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('refuses anonymous writes with 401, changing nothing', async () => {
    const before = await storedDocs(c.slug)
    const someId = (before[0] as PdfDoc).id
    const created = await api('POST', `/${c.slug}`, {
      form: formOf({ ...valid('Anonyme'), file: fileOf(await pdfBytes(), 'anonyme.pdf', 'application/pdf') }),
    })
    expect(created.status).toBe(401)
    expect(created.body.message).toBe(
      'Vous devez être connecté avec un compte du personnel communal pour effectuer cette action',
    )
    for (const method of ['PUT', 'PATCH']) {
      expect((await api(method, `/${c.slug}/${someId}`, { json: { title: 'Piraté' } })).status, method).toBe(401)
    }
    expect((await api('DELETE', `/${c.slug}/${someId}`)).status).toBe(401)
    expect(await storedDocs(c.slug)).toEqual(before)
  })

  it('answers 404 for an unknown id and 400 for an impossible one, in French', async () => {
    const token = await loginAsAdmin()
    const unknown = await api('GET', `/${c.slug}/${UNKNOWN_ID}`)
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(c.notFoundMessage)
    expect((await api('PUT', `/${c.slug}/${UNKNOWN_ID}`, { token, json: { title: 'X' } })).body.message).toBe(
      c.notFoundMessage,
    )
    expect((await api('DELETE', `/${c.slug}/${UNKNOWN_ID}`, { token })).status).toBe(404)
    const invalid = await api('GET', `/${c.slug}/abc`)
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toBe(c.invalidIdMessage)
  })
})
