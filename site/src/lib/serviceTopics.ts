import type { Service } from 'shared-types/payload-types'

import type { ServiceTopic } from '../content/services'

/** Lower case, accents removed, one space between words, padded: ' eau potable et assainissement '. */
export function searchableText(...parts: (string | null | undefined)[]): string {
  const words = parts
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return ` ${words.join(' ')} `
}

/**
 * A keyword matches the beginning of a word ('piste' finds « pistes », not « copiste »; 'eau'
 * finds « l'eau », not « réseau »), so themes do not pick up unrelated services.
 */
export function matchesKeywords(service: Pick<Service, 'title' | 'description' | 'seo'>, keywords: readonly string[]): boolean {
  const text = searchableText(service.title, service.description, ...(service.seo?.keywords ?? []))
  return keywords.some((keyword) => text.includes(searchableText(keyword).trimEnd()))
}

/** The services of a topic page: by CMS category, or by keywords for the themes without one. */
export function servicesOfTopic<T extends Pick<Service, 'title' | 'description' | 'seo' | 'category'>>(services: T[], topic: ServiceTopic): T[] {
  return topic.kind === 'category'
    ? services.filter((service) => service.category === topic.category)
    : services.filter((service) => matchesKeywords(service, topic.keywords))
}
