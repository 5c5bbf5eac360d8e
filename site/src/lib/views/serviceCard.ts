import { serviceCategoryLabel } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import fallbackImage from '../../assets/fallback-gallery.svg'
import { altText } from '../cms/shapes'
import { SERVICE_CARD_SIZES, serviceCardText } from '../services'
import { contentIcon } from './contentIcons'
import { html, type SafeHtml } from './html'
import { image, type ImageMaker, type ViewImage } from './image'

/** One card of a services grid (and of a service's related services): icon, image, category, title, text, link. */
export interface ServiceCard {
  id: number | string
  title: string
  /** The icon the editor named (ContentIcon's names). */
  icon: string | null | undefined
  category: string
  /** The description cut at 150 characters, or the placeholder. */
  text: string
  image: ViewImage
  headingLevel: 2 | 3
}

export async function serviceCardModel(
  service: Service,
  images: ImageMaker,
  headingLevel: 2 | 3 = 3,
): Promise<ServiceCard> {
  return {
    id: service.id,
    title: service.title,
    icon: service.icon,
    category: serviceCategoryLabel(service.category),
    text: serviceCardText(service),
    image: await images({
      media: service.image,
      fallback: fallbackImage,
      alt: altText(service.image, service.title),
      widths: [360, 540, 800],
      sizes: SERVICE_CARD_SIZES,
      class: 'aspect-[3/2] w-full object-cover print:hidden',
    }),
    headingLevel,
  }
}

const ARROW = html`<svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14M13 6l6 6-6 6"></path></svg>`

export function serviceCardView(card: ServiceCard): SafeHtml {
  const heading = `h${card.headingLevel}`
  return html`
    <article class="card flex h-full flex-col" data-testid="service-card">
      ${image(card.image)}
      <div class="flex flex-1 flex-col p-5 print:p-3">
        <div class="flex items-center gap-3">
          <span class="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-100 text-primary-800">${contentIcon(card.icon, 22)}</span>
          <p class="text-xs font-semibold tracking-wide text-primary-800 uppercase">${card.category}</p>
        </div>
        <${heading} class="mt-3 text-lg leading-snug font-bold text-gray-900">${card.title}</${heading}>
        <p class="mt-2 flex-1 text-gray-700">${card.text}</p>
        <a href="/services/${card.id}" class="mt-4 inline-flex items-center gap-1 self-start font-semibold text-primary-700 hover:text-primary-900 hover:underline">
          En savoir plus<span class="sr-only"> : <span>${card.title}</span></span>${ARROW}
        </a>
      </div>
    </article>`
}
