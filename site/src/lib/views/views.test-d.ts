/**
 * Type tests, checked by the site's typecheck (never run): each view refuses data that does not
 * match its model. Should a view stop demanding one of these, its `@ts-expect-error` goes unused
 * and the typecheck fails, so a field cannot drift between a template and what feeds it.
 */
import type { SpokenVersion } from 'shared-types'

import { html } from './html'
import type { ViewImage } from './image'
import { type InvestmentDetail, investmentDetailView } from './investmentDetail'
import { type NewsDetail, newsDetailView } from './newsDetail'
import type { ServiceCard } from './serviceCard'
import { serviceCardView } from './serviceCard'
import type { ServiceDetail } from './serviceDetail'
import { serviceDetailView } from './serviceDetailView'

const image: ViewImage = { sources: [], img: { src: '/photo.jpg', alt: 'Une photo', width: 1200, height: 800 } }

const news: NewsDetail = {
  title: 'Titre',
  category: 'Santé',
  author: 'La mairie',
  date: { text: '2 mars 2026', iso: '2026-03-02T10:00:00.000Z' },
  readTime: '1 min de lecture',
  image,
  body: html`<p>Texte</p>`,
  tags: ['santé'],
  spoken: [],
}
newsDetailView(news)
const { author: _author, ...newsWithoutAuthor } = news
// @ts-expect-error a news item without its author
newsDetailView(newsWithoutAuthor)
// @ts-expect-error a date must come as its text and ISO value, not as a Date
newsDetailView({ ...news, date: new Date() })
// @ts-expect-error the body is escaped or trusted markup, never a plain string
newsDetailView({ ...news, body: '<p>Texte</p>' })
const spoken: SpokenVersion = {
  language: 'wo',
  label: 'Écouter en wolof',
  name: 'Wolof',
  durationSeconds: 80,
  bytes: 240_000,
  sources: [{ src: '/api/spoken-audio/file/a.ogg', type: 'audio/ogg; codecs=opus', bytes: 240_000 }],
}
newsDetailView({ ...news, spoken: [spoken] })
// @ts-expect-error a recording as the CMS sends it must go through spokenVersionsOf first
newsDetailView({ ...news, spoken: [{ id: 4, language: 'wo', conversion: 'ready' }] })
const { sources: _sources, ...spokenWithoutSources } = spoken
// @ts-expect-error a spoken version without the files it plays
newsDetailView({ ...news, spoken: [spokenWithoutSources] })

const card: ServiceCard = {
  id: 3,
  title: 'Poste de santé',
  icon: 'hospital',
  category: 'Santé',
  text: 'Consultations.',
  image,
  headingLevel: 3,
}
serviceCardView(card)
// @ts-expect-error a card's heading is an h2 or an h3
serviceCardView({ ...card, headingLevel: 4 })

const service: ServiceDetail = {
  title: 'Écoles',
  icon: 'school',
  category: 'Éducation',
  quickSearch: { type: 'Service', keywords: undefined },
  description: undefined,
  spoken: [],
  image,
  paragraphs: ['Texte.'],
  features: [],
  steps: [{ title: 'Retirer la fiche', text: undefined }],
  documents: [],
  gallery: [{ image, caption: 'La cour' }],
  faq: [],
  facts: [{ key: 'location', value: 'Hôtel de ville' }],
  contact: { name: undefined, phone: undefined, email: undefined, address: undefined, hours: undefined },
  cta: undefined,
  updated: { text: '2 mars 2026', iso: undefined },
  related: [card],
}
serviceDetailView(service)
const { facts: _facts, ...serviceWithoutFacts } = service
// @ts-expect-error a service without its practical information
serviceDetailView(serviceWithoutFacts)
// @ts-expect-error a step's title is text
serviceDetailView({ ...service, steps: [{ title: 1, text: undefined }] })
// @ts-expect-error a fact the side panel has no row for
serviceDetailView({ ...service, facts: [{ key: 'parking', value: 'Devant la mairie' }] })
// @ts-expect-error a gallery picture must be ready to draw, not a CMS upload's id
serviceDetailView({ ...service, gallery: [{ image: 5, caption: undefined }] })

const project: InvestmentDetail = {
  title: 'Marché',
  category: 'Commerce',
  status: { label: 'Études', tone: 'blue' },
  image,
  figures: [{ key: 'amount', value: '250 000 000 FCFA' }],
  paragraphs: ['Texte.'],
  mail: 'mailto:investir@commune.sn',
  office: 'Service économique',
  phone: '+221 33 955 12 34',
}
investmentDetailView(project)
// @ts-expect-error a figure the view has no icon and label for
investmentDetailView({ ...project, figures: [{ key: 'surface', value: '3 ha' }] })
// @ts-expect-error a badge tone the site does not colour
investmentDetailView({ ...project, status: { label: 'Études', tone: 'orange' } })
const { phone: _phone, ...projectWithoutPhone } = project
// @ts-expect-error a project without the office's phone
investmentDetailView(projectWithoutPhone)

// @ts-expect-error a boolean would be printed (« false »): a view writes `cond ? html`…` : null`
html`<p>${false}</p>`
