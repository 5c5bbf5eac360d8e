import { type SpokenVersion, formatLongDate, isoDate, serviceCategoryLabel } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import fallbackImage from '../../assets/fallback-gallery.svg'
import type { SearchType } from '../../content/search'
import { altText } from '../cms/shapes'
import {
  SERVICE_GALLERY_SIZES,
  SERVICE_IMAGE_SIZES,
  type ServiceContact,
  type ServiceFact,
  serviceContact,
  serviceCta,
  serviceDocuments,
  serviceFacts,
  serviceGallery,
  serviceParagraphs,
} from '../services'
import { spokenVersionsOf } from '../spoken'
import type { ViewContext } from './context'
import type { ViewImage } from './image'
import { type ServiceCard, serviceCardModel } from './serviceCard'

/**
 * A service's page (/services/{id}), as the build, the not-found page and the preview draw it
 * (./serviceDetailView.ts). Each list may be empty: its section is then left out.
 */
export interface ServiceDetail {
  title: string
  /** The icon the editor named (ContentIcon's names). */
  icon: string | null | undefined
  category: string
  /** The heading's entry in the quick search (lib/build/quickSearchIndex.ts reads the built pages). */
  quickSearch: { type: string; keywords: string | undefined }
  description: string | undefined
  /** Its recordings, one per language; none gives « Lire à voix haute » instead. */
  spoken: readonly SpokenVersion[]
  image: ViewImage
  paragraphs: readonly string[]
  features: readonly { icon: string | null | undefined; title: string; text: string | undefined }[]
  steps: readonly { title: string; text: string | undefined }[]
  documents: readonly string[]
  gallery: readonly { image: ViewImage; caption: string | undefined }[]
  faq: readonly { question: string; answer: string }[]
  /** The practical information that has a value, in the panel's order. */
  facts: readonly { key: ServiceFact; value: string }[]
  /** The responsible service's details, each one left out when empty. */
  contact: Readonly<Record<ServiceContact, string | undefined>>
  cta: { text: string; url: string } | undefined
  updated: { text: string; iso: string | undefined }
  related: readonly ServiceCard[]
}

const FACT_ORDER: readonly ServiceFact[] = ['location', 'hours', 'contact', 'deadline', 'price']

/**
 * SEARCH_TYPES.service, written out: importing the search's texts would put them in a chunk of their
 * own, shared with the search page's script, which would then download one file more. The type
 * keeps it one of the search's kinds.
 */
const QUICK_SEARCH_TYPE: SearchType = 'Service'

/**
 * `related`: the related services as documents. The build passes full documents (their pictures
 * populated); the browser has them from the depth-1 answer, pictures as ids only, so those cards
 * show the default image (a request per card is not worth it for a page that lives until the next build).
 */
export async function serviceDetailModel(
  service: Service,
  { commune, images }: ViewContext,
  related: readonly Service[],
): Promise<ServiceDetail> {
  const facts = serviceFacts(service, commune.address)
  return {
    title: service.title,
    icon: service.icon,
    category: serviceCategoryLabel(service.category),
    quickSearch: { type: QUICK_SEARCH_TYPE, keywords: service.searchKeywords || undefined },
    description: service.description || undefined,
    spoken: spokenVersionsOf(service.spokenVersions, commune.spokenLanguages),
    image: await images({
      media: service.image,
      fallback: fallbackImage,
      alt: altText(service.image, service.title),
      widths: [480, 720, 1080, 1600],
      sizes: SERVICE_IMAGE_SIZES,
      class: 'aspect-[3/2] w-full rounded-xl object-cover shadow-sm print:hidden',
      priority: true,
    }),
    paragraphs: serviceParagraphs(service),
    features: (service.features ?? []).map((feature) => ({
      icon: feature.icon,
      title: feature.title,
      text: feature.description || undefined,
    })),
    steps: (service.steps ?? []).map((step) => ({ title: step.title, text: step.description || undefined })),
    documents: serviceDocuments(service),
    gallery: await Promise.all(
      serviceGallery(service).map(async (item) => ({
        image: await images({
          media: item.image,
          fallback: fallbackImage,
          alt: item.caption?.trim() || altText(item.image, service.title),
          widths: [360, 540, 800],
          sizes: SERVICE_GALLERY_SIZES,
          class: 'aspect-[3/2] w-full rounded-lg object-cover',
        }),
        caption: item.caption || undefined,
      })),
    ),
    faq: (service.faq ?? []).map(({ question, answer }) => ({ question, answer })),
    facts: FACT_ORDER.flatMap((key) => {
      const value = facts[key]
      return value ? [{ key, value }] : []
    }),
    contact: serviceContact(service),
    cta: serviceCta(service),
    updated: { text: formatLongDate(service.updatedAt), iso: isoDate(service.updatedAt) },
    related: await Promise.all(related.map((other) => serviceCardModel(other, images))),
  }
}
