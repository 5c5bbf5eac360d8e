import { foldAccents } from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import type { ServiceTopic } from '../content/services'

/** Lower case, accents removed, one space between words, padded: ' eau potable et assainissement '. */
export function searchableText(...parts: (string | null | undefined)[]): string {
  const words = foldAccents(parts.join(' '))
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return ` ${words.join(' ')} `
}

/** A keyword as it is looked for in a searchable text: at the beginning of a word. */
const keywordForm = (keyword: string): string => searchableText(keyword).trimEnd()

/** Whether a searchable text holds any of the keyword forms. */
const holdsKeyword = (text: string, forms: readonly string[]): boolean => forms.some((form) => text.includes(form))

/** Whether any keyword begins a word of the texts (see matchesKeywords). */
export function textMatches(texts: (string | null | undefined)[], keywords: readonly string[]): boolean {
  return holdsKeyword(searchableText(...texts), keywords.map(keywordForm))
}

/**
 * A keyword matches the beginning of a word ('piste' finds « pistes », not « copiste »; 'eau'
 * finds « l'eau », not « réseau »), so themes do not pick up unrelated services.
 */
export function matchesKeywords(
  service: Pick<Service, 'title' | 'description' | 'seo'>,
  keywords: readonly string[],
): boolean {
  return textMatches([service.title, service.description, ...(service.seo?.keywords ?? [])], keywords)
}

/** The services of a topic page: by CMS category, or by keywords for the themes without one. */
export function servicesOfTopic<T extends Pick<Service, 'title' | 'description' | 'seo' | 'category'>>(
  services: T[],
  topic: ServiceTopic,
): T[] {
  return topic.kind === 'category'
    ? services.filter((service) => service.category === topic.category)
    : services.filter((service) => matchesKeywords(service, topic.keywords))
}

type Titled = { title: string; description?: string | null; content?: string | null }

/** Related content shown on a theme page, at most this many of each kind. */
export const RELATED_PER_KIND = 3

/**
 * What a theme page with no service of its own offers instead (énergie, sécurité): the procedures,
 * projects and news whose title or text carries one of the theme's keywords, the same keywords
 * that pick its services. Themes of a CMS category always list that category's services.
 */
export function relatedToTopic<P extends Titled, J extends Titled, N extends Titled>(
  topic: ServiceTopic,
  content: { procedures: P[]; projects: J[]; news: N[] },
): { procedures: P[]; projects: J[]; news: N[] } {
  if (topic.kind !== 'keywords') return { procedures: [], projects: [], news: [] }
  const forms = topic.keywords.map(keywordForm)
  const about = <T extends Titled>(items: T[]): T[] => {
    const found: T[] = []
    for (const item of items) {
      if (found.length === RELATED_PER_KIND) break
      if (holdsKeyword(textOfItem(item), forms)) found.push(item)
    }
    return found
  }
  return { procedures: about(content.procedures), projects: about(content.projects), news: about(content.news) }
}

/** Each item's searchable text, once per build: every theme page reads years of news through it. */
const itemTexts = new WeakMap<Titled, string>()
function textOfItem(item: Titled): string {
  let text = itemTexts.get(item)
  if (text === undefined) {
    text = searchableText(item.title, item.description, item.content)
    itemTexts.set(item, text)
  }
  return text
}
