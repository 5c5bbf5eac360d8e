import { ERRORS, isHttpUrl, truncate } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import { DEFAULT_SERVICE_HOURS } from '../content/services'
import { paragraphs, populated } from './cms/shapes'

/**
 * What a service's page (/services/{id}) computes from the service, for the static pages and for
 * the live fallback of the 404 page alike (src/components/services/ServiceDetailView.astro is the
 * one layout of both): no server-only import here.
 */

/** The page's picture: two thirds of the page from 1024 px, the whole column below. */
export const SERVICE_IMAGE_SIZES =
  '(min-width: 1152px) 704px, (min-width: 1024px) calc((100vw - 6.5rem) * 2 / 3), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

/** A gallery picture: half of the page's main column from 640 px. */
export const SERVICE_GALLERY_SIZES =
  '(min-width: 1152px) 344px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4rem) / 2), calc(100vw - 2rem)'

/** A card of a services grid: a third of the page, half from 640 px, the whole width on phones. */
export const SERVICE_CARD_SIZES =
  '(min-width: 1152px) 347px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc(100vw - 2rem)'

const text = (value: string | null | undefined): string | undefined => value?.trim() || undefined

/** The presentation: the long description's paragraphs, else the short description. */
export const serviceParagraphs = (service: Pick<Service, 'longDescription' | 'description'>): string[] =>
  paragraphs(service.longDescription?.trim() || service.description)

/**
 * The text of a service's card: its description cut at 150 characters, or the placeholder
 * (docs/product/services.md#services-list).
 */
export const serviceCardText = (service: Pick<Service, 'description'>): string =>
  service.description?.trim() ? truncate(service.description) : ERRORS.serviceNoDescription

export const serviceDocuments = (service: Pick<Service, 'documents'>): string[] =>
  (service.documents ?? []).filter((document) => document.trim())

/** Gallery entries whose picture was read (depth ≥ 1). */
export const serviceGallery = (service: Pick<Service, 'gallery'>): NonNullable<Service['gallery']> =>
  (service.gallery ?? []).filter((item) => populated(item.image))

/** The call to action, when it has a text and a safe link: a site path, http(s), mail or phone (never javascript:). */
export function serviceCta(service: Pick<Service, 'cta'>): { text: string; url: string } | undefined {
  const url = service.cta?.url?.trim() ?? ''
  const safe = /^\/(?!\/)/.test(url) || isHttpUrl(url) || /^(mailto|tel):/i.test(url)
  const label = text(service.cta?.text)
  return safe && label ? { text: label, url } : undefined
}

export type ServiceFact = 'location' | 'hours' | 'contact' | 'deadline' | 'price'

/**
 * The practical information (docs/product/services.md#service-page: the town hall (`townHall`, its
 * address) and its hours when the service gives none).
 */
export function serviceFacts(service: Service, townHall: string): Record<ServiceFact, string | undefined> {
  return {
    location: text(service.location) ?? townHall,
    hours: text(service.hours) ?? DEFAULT_SERVICE_HOURS,
    contact: text(service.contact),
    deadline: text(service.deadline),
    price: text(service.price),
  }
}

export type ServiceContact = 'name' | 'phone' | 'email' | 'address' | 'hours'

/** The responsible service's details, each one left out when empty. */
export function serviceContact(service: Service): Record<ServiceContact, string | undefined> {
  const info = service.contactInfo ?? {}
  return {
    name: text(info.name),
    phone: text(info.phone),
    email: text(info.email),
    address: text(info.address),
    hours: text(info.hours),
  }
}
