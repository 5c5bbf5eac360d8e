import type {
  AudioObject,
  Event,
  GovernmentOrganization,
  GovernmentService,
  Graph,
  NewsArticle,
  Thing,
} from 'schema-dts'
import { type SpokenVersion, eventEndsAt, excerpt, newsCategoryLabel, openingSlots } from 'shared-types'
import type { BuiltIn } from 'shared-types'
import type { Commune, CommuneEvent, News, Procedure, Service } from 'shared-types/payload-types'

import { pageAddress } from '../../config/discovery'
import { newsAuthor, newsDate } from '../news'

/**
 * schema.org descriptions of the commune and its content (JSON-LD), so that search engines show
 * its hours and contacts, its news, events and services as such. Every page's graph holds the
 * commune, which the other nodes name as their publisher, organizer or provider by its @id.
 */

/** Absolute addresses: structured data is read outside the site. */
export interface PageContext {
  site: URL
  /** The page's canonical address. */
  url: string
}

/** The context of the page being built (Astro.url, Astro.site). */
export function pageContext({ url, site }: { url: URL; site?: URL | undefined }): PageContext {
  const origin = site ?? new URL(url.origin)
  return { site: origin, url: pageAddress(url.pathname, origin) }
}

const communeId = (site: URL): string => new URL('/#commune', site).href

export function communeNode(commune: BuiltIn<Commune>, site: URL): GovernmentOrganization {
  const hours = openingSlots(commune.openingHours).map((slot) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: slot.days,
    opens: slot.opens,
    closes: slot.closes,
  }))
  return {
    '@type': 'GovernmentOrganization',
    '@id': communeId(site),
    name: commune.name,
    slogan: commune.slogan,
    url: new URL('/', site).href,
    logo: new URL('/icon-512.png', site).href,
    telephone: commune.phone,
    email: commune.email,
    address: { '@type': 'PostalAddress', streetAddress: commune.address, addressCountry: 'SN' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'Accueil de la mairie',
      telephone: commune.phone,
      email: commune.email,
      availableLanguage: 'fr',
      ...(hours.length > 0 ? { hoursAvailable: hours } : {}),
    },
    sameAs: (commune.socialLinks ?? []).map((link) => link.url),
  }
}

export function newsArticleNode(
  news: News,
  page: PageContext,
  imageUrl: string,
  signature?: string | null,
): NewsArticle {
  const category = news.category ? newsCategoryLabel(news.category) : undefined
  return {
    '@type': 'NewsArticle',
    headline: news.title.slice(0, 110),
    description: excerpt(news.content),
    url: page.url,
    mainEntityOfPage: page.url,
    image: [imageUrl],
    datePublished: new Date(newsDate(news)).toISOString(),
    dateModified: new Date(news.updatedAt).toISOString(),
    // A named account is a person; otherwise the commune's service signs.
    author: news.author
      ? { '@type': 'Person', name: newsAuthor(news) }
      : { '@type': 'Organization', name: newsAuthor(news, signature) },
    publisher: { '@id': communeId(page.site) },
    inLanguage: 'fr',
    ...(category ? { articleSection: category } : {}),
    ...(news.tags?.length ? { keywords: news.tags.join(', ') } : {}),
  }
}

export function eventNode(event: CommuneEvent, page: PageContext, commune: Pick<Commune, 'name'>): Event {
  const start = new Date(event.start)
  // Without an end, an event lasts until the end of its day, as the agenda reads it.
  const end = new Date(eventEndsAt(event))
  return {
    '@type': 'Event',
    name: event.title,
    url: `${page.url}#evenement-${event.id}`,
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.place?.trim() || commune.name,
      address: { '@type': 'PostalAddress', addressLocality: commune.name, addressCountry: 'SN' },
    },
    organizer: { '@id': communeId(page.site) },
    ...(event.description?.trim() ? { description: event.description.trim() } : {}),
  }
}

/** A service of the commune (services/{id}) or an administrative procedure (its place on /espace-citoyen/demarches). */
export function governmentServiceNode(item: Service | Procedure, url: string, site: URL): GovernmentService {
  const online =
    'onlineUrl' in item && item.onlineUrl
      ? { availableChannel: { '@type': 'ServiceChannel' as const, serviceUrl: item.onlineUrl } }
      : {}
  return {
    '@type': 'GovernmentService',
    name: item.title,
    description: item.description,
    url,
    provider: { '@id': communeId(site) },
    areaServed: { '@id': communeId(site) },
    ...online,
  }
}

/** A length as ISO 8601 gives it (« PT1M20S »), as schema.org's `duration` takes it. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const [hours, minutes, rest] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60]
  const parts = `${hours ? `${hours}H` : ''}${minutes ? `${minutes}M` : ''}${rest || whole === 0 ? `${rest}S` : ''}`
  return `PT${parts}`
}

/**
 * Each spoken version of a page as an AudioObject in its language (docs/product/spoken.md#listening):
 * the file most phones play, its format without parameters, its length when known.
 */
export function audioObjectNodes(versions: readonly SpokenVersion[], site: URL): AudioObject[] {
  return versions.flatMap((version) => {
    const [source] = version.sources
    if (!source) return []
    return [
      {
        '@type': 'AudioObject',
        name: version.label,
        inLanguage: version.language,
        contentUrl: new URL(source.src, site).href,
        encodingFormat: source.type.split(';')[0]!.trim(),
        ...(version.durationSeconds > 0 ? { duration: isoDuration(version.durationSeconds) } : {}),
        ...(version.summary ? { description: version.summary } : {}),
      },
    ]
  })
}

/** The page's JSON-LD: the commune, then what the page is about. `<` is escaped so no text can close the script. */
export function jsonLd(nodes: Thing[]): string {
  const graph: Graph = { '@context': 'https://schema.org', '@graph': nodes as Graph['@graph'] }
  return JSON.stringify(graph).replace(/</g, '\\u003c')
}
