import type { ServiceFact } from '../services'
import { telHref, telText } from '../phone'
import { BADGE_CLASSES, BADGE_TONES } from '../ui/badgeTones'
import { contentIcon } from './contentIcons'
import { attributes, html, type SafeHtml } from './html'
import {
  ArrowLeft,
  ArrowRight,
  CircleCheck,
  Clock,
  FileText,
  Hourglass,
  type IconData,
  Mail,
  MapPin,
  Phone,
  Tag,
  User,
  icon,
} from './icons'
import { image } from './image'
import { serviceCardView } from './serviceCard'
import type { ServiceDetail } from './serviceDetail'
import { SPOKEN_ANCHOR, listeningView } from './spoken'

const FACTS: Record<ServiceFact, { icon: IconData; label: string }> = {
  location: { icon: MapPin, label: 'Lieu' },
  hours: { icon: Clock, label: 'Horaires' },
  contact: { icon: Phone, label: 'Contact' },
  deadline: { icon: Hourglass, label: 'Délai' },
  price: { icon: Tag, label: 'Tarif' },
}

const CHEVRON = html`<svg aria-hidden="true" class="shrink-0 transition-transform group-open:rotate-180" width="20" height="20" viewBox="0 0 20 20" fill="currentColor"><path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z"></path></svg>`

// In a value, not in the markup: the brackets' `&` is escaped, and Tailwind finds the class as written.
const SUMMARY_CLASS =
  'flex cursor-pointer list-none items-center justify-between gap-4 p-5 print:p-2 font-semibold text-gray-900 hover:bg-gray-50 [&::-webkit-details-marker]:hidden'

const ROW_ICON_CLASS = 'mt-0.5 shrink-0 text-primary-700'

/** A row of the responsible service's card, left out when empty. */
const contactRow = (
  value: string | undefined,
  rowIcon: IconData,
  content: (value: string) => SafeHtml,
  className = 'flex gap-3',
) => (value ? html`<p class="${className}">${icon(rowIcon, 20, ROW_ICON_CLASS)}${content(value)}</p>` : null)

/** The side panel: practical information (the town hall and its hours where the service names none) and the responsible service. */
function practicalInfo({ facts, contact }: ServiceDetail): SafeHtml {
  const hasContact = Object.values(contact).some(Boolean)
  return html`
    <section aria-labelledby="titre-infos" class="card p-6 print:p-3" data-testid="service-practical" data-read-aloud-text>
      <h2 id="titre-infos" class="text-lg font-bold text-gray-900">Informations pratiques</h2>
      <dl class="mt-4 space-y-4 print:mt-2 print:space-y-1">
        ${facts.map(
          ({ key, value }) => html`
            <div class="relative pl-8">
              <dt class="text-sm font-semibold text-gray-900">${icon(FACTS[key].icon, 20, 'absolute top-0.5 left-0 text-primary-700')}${FACTS[key].label}</dt>
              <dd class="text-gray-700">${value}</dd>
            </div>`,
        )}
      </dl>
    </section>
    ${
      hasContact
        ? html`
          <section aria-labelledby="titre-responsable" class="card mt-6 p-6 print:p-3" data-testid="service-contact">
            <h2 id="titre-responsable" class="text-lg font-bold text-gray-900">Service responsable</h2>
            <address class="mt-4 space-y-3 not-italic text-gray-700 print:mt-2 print:space-y-1">
              ${contactRow(contact.name, User, (name) => html`<span>${name}</span>`, 'flex gap-3 font-semibold text-gray-900')}
              ${contactRow(contact.phone, Phone, (phone) => html`<a href="${telHref(phone)}" class="text-primary-800 hover:underline">${telText(phone)}</a>`)}
              ${contactRow(contact.email, Mail, (email) => html`<a href="mailto:${email}" class="break-all text-primary-800 hover:underline">${email}</a>`)}
              ${contactRow(contact.address, MapPin, (address) => html`<span>${address}</span>`)}
              ${contactRow(contact.hours, Clock, (hours) => html`<span>${hours}</span>`)}
            </address>
          </section>`
        : null
    }`
}

/** A section of the main column, left out when its list is empty. */
const listSection = <T>(
  entries: readonly T[],
  frame: (items: SafeHtml[]) => SafeHtml,
  item: (entry: T, index: number) => SafeHtml,
): SafeHtml | null => (entries.length > 0 ? frame(entries.map(item)) : null)

export const serviceDetailView = (service: ServiceDetail): SafeHtml => html`
  <section class="focus-on-dark bg-gradient-to-br from-primary-900 to-primary-700 text-white">
    <div class="container-page py-12 sm:py-16">
      <a href="/services" class="inline-flex items-center gap-2 text-sm font-semibold text-primary-50 hover:text-white hover:underline print:hidden">${icon(ArrowLeft, 16)}Tous nos services</a>
      <div class="mt-5 flex items-center gap-4">
        <span class="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-white">${contentIcon(service.icon, 30)}</span>
        <span class="${BADGE_CLASSES} ${BADGE_TONES.green}">${service.category}</span>
      </div>
      <h1 class="mt-4 max-w-3xl text-3xl font-bold sm:text-4xl"${attributes({ 'data-quick-search': service.quickSearch.type, 'data-quick-keywords': service.quickSearch.keywords })} data-read-aloud-text>${service.title}</h1>
      ${service.description ? html`<p class="mt-4 max-w-2xl text-lg text-primary-50" data-read-aloud-text>${service.description}</p>` : null}
      ${listeningView(service.spoken, { surface: 'dark', id: SPOKEN_ANCHOR, class: 'mt-6' })}
    </div>
  </section>
  <div class="container-page grid gap-10 py-12 lg:grid-cols-3 print:gap-4">
    <div class="min-w-0 lg:col-span-2" data-read-aloud-text>
      ${image(service.image)}
      <section aria-labelledby="titre-presentation" class="mt-10">
        <h2 id="titre-presentation" class="section-title">Présentation du service</h2>
        <div class="mt-4 space-y-4 text-lg leading-relaxed text-gray-800" data-testid="service-long-description">${service.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</div>
      </section>
      ${listSection(
        service.features,
        (items) => html`
          <section aria-labelledby="titre-prestations" class="mt-12" data-testid="service-features">
            <h2 id="titre-prestations" class="section-title">Ce que nous proposons</h2>
            <ul class="mt-6 grid gap-4 sm:grid-cols-2 print:mt-3 print:gap-2">${items}</ul>
          </section>`,
        (feature) => html`
          <li class="card flex gap-4 p-5 print:p-2">
            <span class="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-800">${contentIcon(feature.icon, 22)}</span>
            <div>
              <h3 class="font-bold text-gray-900">${feature.title}</h3>
              ${feature.text ? html`<p class="mt-1 text-gray-700">${feature.text}</p>` : null}
            </div>
          </li>`,
      )}
      ${listSection(
        service.steps,
        (items) => html`
          <section aria-labelledby="titre-etapes" class="mt-12" data-testid="service-steps">
            <h2 id="titre-etapes" class="section-title">Les étapes</h2>
            <ol class="mt-6 space-y-4 print:mt-3 print:space-y-2">${items}</ol>
          </section>`,
        (step, index) => html`
          <li class="flex gap-4">
            <span class="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-700 font-bold text-white" aria-hidden="true">${index + 1}</span>
            <div class="pt-1">
              <h3 class="font-bold text-gray-900"><span class="sr-only">Étape <span>${index + 1}</span> : </span><span>${step.title}</span></h3>
              ${step.text ? html`<p class="mt-1 text-gray-700">${step.text}</p>` : null}
            </div>
          </li>`,
      )}
      ${listSection(
        service.documents,
        (items) => html`
          <section aria-labelledby="titre-documents" class="mt-12" data-testid="service-documents">
            <h2 id="titre-documents" class="section-title">Documents requis</h2>
            <ul class="mt-6 space-y-3 print:mt-3 print:space-y-1">${items}</ul>
          </section>`,
        (document) => html`
          <li class="flex gap-3 rounded-lg bg-gray-50 px-4 py-3 ring-1 ring-gray-200 print:py-1">${icon(FileText, 20, ROW_ICON_CLASS)}<span>${document}</span></li>`,
      )}
      ${listSection(
        service.gallery,
        (items) => html`
          <section aria-labelledby="titre-galerie" class="mt-12 print:hidden" data-testid="service-gallery">
            <h2 id="titre-galerie" class="section-title">Galerie</h2>
            <ul class="mt-6 grid gap-4 sm:grid-cols-2">${items}</ul>
          </section>`,
        (item) => html`
          <li>
            <figure>
              ${image(item.image)}
              ${item.caption ? html`<figcaption class="mt-2 text-sm text-gray-700">${item.caption}</figcaption>` : null}
            </figure>
          </li>`,
      )}
      ${listSection(
        service.faq,
        (items) => html`
          <section aria-labelledby="titre-faq" class="mt-12" data-testid="service-faq">
            <h2 id="titre-faq" class="section-title">Questions fréquentes</h2>
            <div class="mt-6 space-y-3 print:mt-3 print:space-y-2">${items}</div>
          </section>`,
        (entry) => html`
          <details class="group card">
            <summary class="${SUMMARY_CLASS}"><span>${entry.question}</span>${CHEVRON}</summary>
            <p class="px-5 pb-5 text-gray-700 print:px-2 print:pb-2">${entry.answer}</p>
          </details>`,
      )}
    </div>
    <aside class="lg:sticky lg:top-24 lg:self-start print:grid print:grid-cols-2 print:items-start print:gap-x-4" aria-label="Informations pratiques et contact">
      ${practicalInfo(service)}
      ${service.cta ? html`<a href="${service.cta.url}" class="btn-primary mt-6 w-full print:col-span-2 print:mt-3" data-testid="service-cta"><span>${service.cta.text}</span>${icon(ArrowRight, 18)}</a>` : null}
      <p class="mt-6 flex items-center gap-2 text-sm text-gray-700 print:col-span-2 print:mt-2">
        ${icon(CircleCheck, 16, 'text-primary-700')}
        <span>Mis à jour le <time${attributes({ datetime: service.updated.iso })}>${service.updated.text}</time></span>
      </p>
    </aside>
  </div>
  ${listSection(
    service.related,
    (items) => html`
      <section aria-labelledby="titre-associes" class="bg-primary-50/60 py-14 print:hidden" data-testid="service-related" data-pagefind-ignore>
        <div class="container-page">
          <h2 id="titre-associes" class="section-title">Services associés</h2>
          <ul class="mt-8 grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">${items}</ul>
        </div>
      </section>`,
    (card) => html`<li>${serviceCardView(card)}</li>`,
  )}`
