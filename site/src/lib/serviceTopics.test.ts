import { describe, expect, it } from 'vitest'

import { SERVICE_TOPICS } from '../content/services'
import { RELATED_PER_KIND, matchesKeywords, relatedToTopic, searchableText, servicesOfTopic } from './serviceTopics'

const service = (
  title: string,
  description = '',
  keywords: string[] = [],
  category: 'EDUCATION' | 'SANTE' | 'INFRASTRUCTURES' = 'INFRASTRUCTURES',
) => ({
  title,
  description,
  category,
  seo: { keywords },
})

describe('thèmes des services', () => {
  it('compare sans accents ni majuscules, mot par mot', () => {
    expect(searchableText("Accès à l'Eau potable")).toBe(' acces a l eau potable ')
  })

  it('un mot-clé trouve le début des mots, pas leur milieu', () => {
    expect(matchesKeywords(service('Réseau de distribution'), ['eau'])).toBe(false)
    expect(matchesKeywords(service("Accès à l'eau"), ['eau'])).toBe(true)
    expect(matchesKeywords(service('Pistes rurales et voirie'), ['piste'])).toBe(true)
    expect(matchesKeywords(service('Électrification rurale'), SERVICE_TOPICS.energie.keywords)).toBe(true)
  })

  it('lit aussi la description et les mots-clés SEO', () => {
    expect(matchesKeywords(service('Guichet', 'Pose de lampadaires solaires'), SERVICE_TOPICS.energie.keywords)).toBe(
      true,
    )
    expect(matchesKeywords(service('Guichet', '', ['protection civile']), SERVICE_TOPICS.securite.keywords)).toBe(true)
  })

  it('les pages de catégorie filtrent par catégorie du CMS', () => {
    const list = [service('A', '', [], 'SANTE'), service('B', '', [], 'EDUCATION')]
    expect(servicesOfTopic(list, SERVICE_TOPICS.sante).map((item) => item.title)).toEqual(['A'])
  })

  it('un thème sans service propose les démarches, projets et actualités qui en parlent', () => {
    const related = relatedToTopic(SERVICE_TOPICS.energie, {
      procedures: [{ title: 'Acte de naissance', description: "Déclaration à l'état civil" }],
      projects: [
        { title: 'Électrification rurale', description: 'Raccordement des villages' },
        { title: 'Forage', description: 'Eau potable' },
      ],
      news: [{ title: 'Inauguration', content: 'Les lampadaires solaires éclairent la place.' }],
    })
    expect(related.procedures).toEqual([])
    expect(related.projects.map((item) => item.title)).toEqual(['Électrification rurale'])
    expect(related.news.map((item) => item.title)).toEqual(['Inauguration'])
    const many = Array.from({ length: 5 }, (_, index) => ({ title: `Énergie ${index}` }))
    expect(relatedToTopic(SERVICE_TOPICS.energie, { procedures: [], projects: many, news: [] }).projects).toHaveLength(
      RELATED_PER_KIND,
    )
    // A CMS category theme always lists its services: nothing else is offered.
    expect(relatedToTopic(SERVICE_TOPICS.sante, { procedures: [], projects: many, news: [] }).projects).toEqual([])
  })
})
