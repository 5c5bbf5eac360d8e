// @vitest-environment happy-dom
import type { Media, Recording, Service } from 'shared-types/payload-types'
import { describe, expect, it } from 'vitest'

import { serviceDetailModel } from './serviceDetail'
import { serviceDetailView } from './serviceDetailView'
import { HOSTILE, injected, parse, recordingImages, testContext, text } from './testing'

const photo = (id: number, alt: string | null = null): Media => ({
  id,
  alt,
  url: `/api/media/file/${id}.jpg`,
  updatedAt: '',
  createdAt: '',
})

const SERVICE: Service = {
  id: 1,
  title: 'Écoles élémentaires',
  description: 'Inscriptions et suivi des écoles.',
  longDescription: 'Premier paragraphe.\n\nSecond paragraphe.',
  category: 'EDUCATION',
  icon: 'school',
  searchKeywords: 'inscription, école',
  image: photo(1, 'Une salle de classe'),
  features: [{ icon: 'backpack', title: 'Fournitures', description: 'Kits à la rentrée.' }, { title: 'Cantines' }],
  steps: [{ title: 'Retirer la fiche', description: 'Auprès du directeur.' }, { title: 'Déposer le dossier' }],
  documents: ["Extrait d'acte de naissance", ' '],
  gallery: [{ image: photo(2), caption: 'La cour' }, { image: 5 }],
  faq: [{ question: 'Est-ce payant ?', answer: 'Non.' }],
  location: '',
  deadline: "Jusqu'en octobre",
  price: 'Gratuit',
  contactInfo: { name: "Service de l'éducation", phone: '+221 33 000 00 11', email: 'education@commune.sn' },
  cta: { text: 'Contacter le service', url: '/espace-citoyen/contact' },
  updatedAt: '2026-03-02T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
}

// A related service as the API gives it at depth 1: its picture an id only.
const OTHER: Service = { ...SERVICE, id: 3, title: 'Poste de santé', category: 'SANTE', icon: 'hospital', image: 9 }

async function draw(service: Service, related: Service[] = []) {
  const { images, asked } = recordingImages()
  const page = parse(serviceDetailView(await serviceDetailModel(service, testContext(images), related)))
  return { page, asked }
}

const section = (page: ParentNode, testId: string) => page.querySelector(`[data-testid="${testId}"]`)
const texts = (root: ParentNode | null, selector: string) => [...(root?.querySelectorAll(selector) ?? [])].map(text)

describe('the service view', () => {
  it('shows each section the service fills', async () => {
    const { page, asked } = await draw(SERVICE, [OTHER])
    const title = page.querySelector('h1')
    expect(text(title)).toBe('Écoles élémentaires')
    expect(title?.getAttribute('data-quick-search')).toBe('Service')
    expect(title?.getAttribute('data-quick-keywords')).toBe('inscription, école')
    expect(text(title?.previousElementSibling)).toBe('Éducation')
    expect(title?.previousElementSibling?.querySelector('svg')?.getAttribute('class')).toBe('lucide lucide-school')
    expect(text(title?.nextElementSibling)).toBe('Inscriptions et suivi des écoles.')
    expect(texts(section(page, 'service-long-description'), 'p')).toEqual(['Premier paragraphe.', 'Second paragraphe.'])
    expect(texts(section(page, 'service-features'), 'h3')).toEqual(['Fournitures', 'Cantines'])
    expect(texts(section(page, 'service-features'), 'p')).toEqual(['Kits à la rentrée.'])
    expect(texts(section(page, 'service-steps'), 'h3')).toEqual([
      'Étape 1 : Retirer la fiche',
      'Étape 2 : Déposer le dossier',
    ])
    expect(texts(section(page, 'service-steps'), 'li > span')).toEqual(['1', '2'])
    expect(texts(section(page, 'service-documents'), 'li')).toEqual(["Extrait d'acte de naissance"])
    // Only the gallery's pictures the API populated are shown.
    expect(texts(section(page, 'service-gallery'), 'figcaption')).toEqual(['La cour'])
    expect(section(page, 'service-gallery')?.querySelectorAll('img')).toHaveLength(1)
    expect(texts(section(page, 'service-faq'), 'summary')).toEqual(['Est-ce payant ?'])
    expect(texts(section(page, 'service-faq'), 'details > p')).toEqual(['Non.'])

    // The town hall's address and hours where the service names none.
    expect(texts(section(page, 'service-practical'), 'dl > div')).toEqual([
      'LieuHôtel de ville, place de la Mairie',
      'HorairesDu lundi au vendredi, de 8h à 17h',
      "DélaiJusqu'en octobre",
      'TarifGratuit',
    ])
    const contact = section(page, 'service-contact')
    expect(texts(contact, 'p')).toEqual(["Service de l'éducation", '+221 33 000 00 11', 'education@commune.sn'])
    // The number never wraps: no-break spaces.
    expect(contact?.querySelector('a[href="tel:+221330000011"]')?.textContent).toBe(
      '+221\u00a033\u00a0000\u00a000\u00a011',
    )
    expect(contact?.querySelector('a[href="mailto:education@commune.sn"]')).not.toBeNull()
    const cta = section(page, 'service-cta')
    expect(text(cta)).toBe('Contacter le service')
    expect(cta?.getAttribute('href')).toBe('/espace-citoyen/contact')
    expect(text(page.querySelector('aside > p'))).toBe('Mis à jour le 2 mars 2026')
    expect(page.querySelector('aside > p time')?.getAttribute('datetime')).toBe('2026-03-02T10:00:00.000Z')

    const related = section(page, 'service-related')
    expect(related?.hasAttribute('data-pagefind-ignore')).toBe(true)
    expect(texts(related, 'h3')).toEqual(['Poste de santé'])
    const link = related?.querySelector('a')
    expect(link?.getAttribute('href')).toBe('/services/3')
    expect(text(link)).toBe('En savoir plus : Poste de santé')

    expect(asked.map((spec) => spec.alt)).toEqual(['Une salle de classe', 'La cour', 'Poste de santé'])
    expect(asked[0]).toMatchObject({ media: SERVICE.image, priority: true })
  })

  it('leaves out the sections the service does not fill', async () => {
    const { page } = await draw({
      ...SERVICE,
      description: '',
      features: [],
      steps: null,
      documents: [],
      gallery: [],
      faq: [],
      contactInfo: {},
      cta: { text: 'Lien piégé', url: 'javascript:alert(1)' },
      searchKeywords: '',
    })
    for (const testId of ['service-features', 'service-steps', 'service-documents', 'service-gallery', 'service-faq']) {
      expect(section(page, testId), testId).toBeNull()
    }
    for (const testId of ['service-related', 'service-contact', 'service-cta'])
      expect(section(page, testId), testId).toBeNull()
    expect(page.querySelector('h1')?.hasAttribute('data-quick-keywords')).toBe(false)
    expect(page.querySelector('h1 + p')).toBeNull()
  })

  it('shows hostile text as text, never as markup', async () => {
    const { page } = await draw(
      {
        ...SERVICE,
        title: HOSTILE,
        description: HOSTILE,
        longDescription: HOSTILE,
        searchKeywords: HOSTILE,
        image: null,
        features: [{ title: HOSTILE, description: HOSTILE, icon: HOSTILE }],
        steps: [{ title: HOSTILE, description: HOSTILE }],
        documents: [HOSTILE],
        gallery: [{ image: photo(2), caption: HOSTILE }],
        faq: [{ question: HOSTILE, answer: HOSTILE }],
        location: HOSTILE,
        contactInfo: { name: HOSTILE, email: HOSTILE, address: HOSTILE, hours: HOSTILE },
        cta: { text: HOSTILE, url: '/espace-citoyen/contact' },
      },
      [{ ...OTHER, title: HOSTILE, description: HOSTILE }],
    )
    expect(injected(page)).toEqual([])
    expect(page.querySelector('h1')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('h1')?.getAttribute('data-quick-keywords')).toBe(HOSTILE)
    for (const selector of [
      'h1 + p',
      '[data-testid="service-long-description"] p',
      'figcaption',
      'summary span',
      'dd',
    ]) {
      expect(page.querySelector(selector)?.textContent, selector).toBe(HOSTILE)
    }
    expect(page.querySelector('[data-testid="service-contact"] a')?.getAttribute('href')).toBe(`mailto:${HOSTILE}`)
    expect(page.querySelector('[data-testid="service-related"] h3')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('img')?.getAttribute('alt')).toBe(HOSTILE)
  })

  it('offers its spoken versions in the title band, or « Lire à voix haute » over its text (docs/product/spoken.md#listening)', async () => {
    const recording: Recording = {
      title: 'Version parlée',
      updatedAt: '',
      createdAt: '',
      id: 8,
      language: 'ff',
      conversion: 'ready',
      durationSeconds: 65,
      listening: [{ format: 'opus', filename: 'ecoles-ff.ogg', mimeType: 'audio/ogg', bytes: 120_000 }],
    }
    const { page } = await draw({ ...SERVICE, spokenVersions: [recording, 12] })
    const band = page.querySelector('h1')?.parentElement ?? null
    expect(texts(band, '[data-spoken-text]')).toEqual(['Écouter en pulaar'])
    expect(band?.querySelector('audio source')?.getAttribute('src')).toBe('/api/spoken-audio/file/ecoles-ff.ogg')
    expect(band?.querySelector('[data-spoken-control]')?.getAttribute('data-button')).toMatch(/bg-white/)
    expect(page.querySelector('[data-read-aloud]')).toBeNull()

    const { page: silent } = await draw(SERVICE)
    expect(silent.querySelector('[data-spoken]')).toBeNull()
    expect(
      silent.querySelector('h1')?.parentElement?.querySelector('button[data-read-aloud]')?.hasAttribute('hidden'),
    ).toBe(true)
    // What it reads, in the page's order: the title, the description, the main column, the practical information.
    expect(texts(silent, '[data-read-aloud-text]').map((read) => read.slice(0, 22))).toEqual([
      'Écoles élémentaires',
      'Inscriptions et suivi ',
      'Présentation du servic',
      'Informations pratiques',
    ])
  })
})
