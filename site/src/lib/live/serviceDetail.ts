import { ERRORS, formatLongDate, isoDate, serviceCategoryLabel } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import fallbackImage from '../../assets/fallback-gallery.svg'
import { cmsRequest } from '../cms/client'
import { titleWithCommune } from '../communeName'
import { telHref, telText } from '../phone'
import { altText, populated } from '../cms/shapes'
import {
  SERVICE_CARD_SIZES,
  SERVICE_GALLERY_SIZES,
  SERVICE_IMAGE_SIZES,
  serviceCardText,
  serviceContact,
  serviceCta,
  serviceDocuments,
  serviceFacts,
  serviceGallery,
  serviceParagraphs,
} from '../services'
import {
  cloneModel,
  field,
  fillImage,
  fillList,
  setDate,
  setOptionalText,
  setText,
  showError,
  showLoading,
} from './dom'
import { numericId } from './id'
import type { LiveRenderer } from './types'

const ALL_SERVICES = { href: '/services', text: 'Tous nos services' }

/** The related services as the API gives them at depth 1: documents (their pictures only as ids), the service itself left out. */
const relatedServices = (service: Service): Service[] =>
  (service.relatedServices ?? []).flatMap((item) => {
    const other = populated(item)
    return other && other.id !== service.id ? [other] : []
  })

/** The side panel (src/components/services/ServicePracticalInfo.astro): each row filled, or removed when empty. */
function fillPracticalInfo(page: ParentNode, service: Service): void {
  // The model shows the town hall's address (from the CMS at build time) where a service gives none.
  const townHall = field(page, 'location').textContent ?? ''
  for (const [name, value] of Object.entries(serviceFacts(service, townHall))) {
    if (value) setText(page, name, value)
    else field(page, `${name}Fact`).remove()
  }
  const contact = serviceContact(service)
  for (const [key, value] of Object.entries(contact)) {
    const name = `contact${key[0]!.toUpperCase()}${key.slice(1)}`
    if (value) setText(page, name, key === 'phone' ? telText(value) : value)
    else field(page, `${name}Row`).remove()
  }
  if (contact.phone) field<HTMLAnchorElement>(page, 'contactPhone').href = telHref(contact.phone)
  if (contact.email) field<HTMLAnchorElement>(page, 'contactEmail').href = `mailto:${contact.email}`
  field(page, 'contactBlock').hidden = !Object.values(contact).some(Boolean)
}

/** Fills the service model (src/components/services/ServiceDetailView.astro, kept in a <template> by src/components/LiveModels.astro). */
export function renderDocument(target: HTMLElement, service: Service): void {
  const page = cloneModel('modele-service')

  setText(page, 'category', serviceCategoryLabel(service.category))
  setText(page, 'title', service.title)
  setOptionalText(page, 'description', service.description)
  fillImage(field<HTMLImageElement>(page, 'image'), {
    image: service.image,
    alt: altText(service.image, service.title),
    sizes: SERVICE_IMAGE_SIZES,
    fallback: fallbackImage,
  })
  fillList(page, 'paragraphs', serviceParagraphs(service), (item, paragraph) => {
    item.textContent = paragraph
  })
  fillList(
    page,
    'features',
    service.features ?? [],
    (item, feature) => {
      setText(item, 'featureTitle', feature.title)
      setOptionalText(item, 'featureText', feature.description)
    },
    'featuresBlock',
  )
  fillList(
    page,
    'steps',
    service.steps ?? [],
    (item, step, index) => {
      setText(item, 'stepNumber', String(index + 1))
      setText(item, 'stepIndex', String(index + 1))
      setText(item, 'stepTitle', step.title)
      setOptionalText(item, 'stepText', step.description)
    },
    'stepsBlock',
  )
  fillList(
    page,
    'documents',
    serviceDocuments(service),
    (item, document) => {
      setText(item, 'document', document)
    },
    'documentsBlock',
  )
  fillList(
    page,
    'gallery',
    serviceGallery(service),
    (item, entry) => {
      fillImage(field<HTMLImageElement>(item, 'galleryImage'), {
        image: entry.image,
        alt: entry.caption?.trim() || altText(entry.image, service.title),
        sizes: SERVICE_GALLERY_SIZES,
        fallback: fallbackImage,
      })
      setOptionalText(item, 'galleryCaption', entry.caption)
    },
    'galleryBlock',
  )
  fillList(
    page,
    'faq',
    service.faq ?? [],
    (item, entry) => {
      setText(item, 'faqQuestion', entry.question)
      setText(item, 'faqAnswer', entry.answer)
    },
    'faqBlock',
  )

  fillPracticalInfo(page, service)
  const cta = serviceCta(service)
  const link = field<HTMLAnchorElement>(page, 'cta')
  if (cta) {
    link.href = cta.url
    setText(link, 'ctaText', cta.text)
    link.hidden = false
  } else {
    link.remove()
  }
  setDate(page, 'updated', formatLongDate(service.updatedAt), isoDate(service.updatedAt))

  // Related services are filled from the depth-1 answer: title, category, text and link as on the
  // static page, but their pictures are only ids there, so the cards show the default image (a
  // second request per card is not worth it for a page that lives until the next build).
  fillList(
    page,
    'related',
    relatedServices(service),
    (item, other) => {
      fillImage(field<HTMLImageElement>(item, 'cardImage'), {
        image: other.image,
        alt: altText(other.image, other.title),
        sizes: SERVICE_CARD_SIZES,
        fallback: fallbackImage,
      })
      setText(item, 'cardCategory', serviceCategoryLabel(other.category))
      setText(item, 'cardTitle', other.title)
      setText(item, 'cardText', serviceCardText(other))
      field<HTMLAnchorElement>(item, 'cardLink').href = `/services/${other.id}`
      setText(item, 'cardLinkTitle', other.title)
    },
    'relatedBlock',
  )

  document.title = titleWithCommune(service.title)
  target.replaceChildren(page)
}

/**
 * /services/{id} for an id the build does not have (docs/product/public-pages.md#not-found-page): a
 * missing id is an error, anything else that is not a service the CMS knows sends the visitor to
 * /services.
 */
const renderService: LiveRenderer = async (target, id) => {
  if (!id.trim()) {
    showError(target, ERRORS.serviceIdMissing, ALL_SERVICES)
    return
  }
  const serviceId = numericId(id)
  if (serviceId === undefined) {
    window.location.replace('/services')
    return
  }
  showLoading(target, 'Chargement du service...')
  let service: Service
  try {
    service = await cmsRequest<Service>(`/services/${serviceId}?depth=1`, { fallback: ERRORS.serviceLoad })
  } catch {
    window.location.replace('/services')
    return
  }
  renderDocument(target, service)
}

export default renderService
