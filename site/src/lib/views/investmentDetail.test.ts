// @vitest-environment happy-dom
import type { Investment } from 'shared-types/payload-types'
import { describe, expect, it } from 'vitest'

import { investmentDetailModel, investmentDetailView } from './investmentDetail'
import { HOSTILE, injected, parse, recordingImages, testContext, text } from './testing'

const PROJECT: Investment = {
  id: 4,
  title: 'Marché aux poissons',
  category: 'Commerce',
  description: 'Un marché couvert.\n\nPour les pêcheurs de la commune.',
  amount: '250000000',
  startYear: 2027,
  endYear: 2029,
  status: 'En recherche de partenaires',
  image: null,
  updatedAt: '',
  createdAt: '',
}

async function draw(project: Investment) {
  const { images, asked } = recordingImages()
  return { page: parse(investmentDetailView(await investmentDetailModel(project, testContext(images)))), asked }
}

describe('the investment project view', () => {
  it('shows each field of the project', async () => {
    const { page, asked } = await draw(PROJECT)
    const crumbs = page.querySelector('nav[aria-label="Fil d\'Ariane"]')
    expect([...(crumbs?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')])).toEqual([
      ['Investir', '/investissements'],
      ['Tous les projets', '/investissements/tous'],
    ])
    expect(text(crumbs?.querySelector('[aria-current="page"]'))).toBe('Marché aux poissons')
    expect(text(page.querySelector('h1'))).toBe('Marché aux poissons')
    const badges = page.querySelector('h1')?.previousElementSibling
    expect([...(badges?.children ?? [])].map(text)).toEqual(['Commerce', 'En recherche de partenaires'])
    expect(text(page.querySelector('[data-amount]'))).toBe('250 000 000 FCFA')
    expect(text(page.querySelector('[data-schedule]'))).toBe('2027 – 2029')
    expect([...page.querySelectorAll('dt')].map(text)).toEqual(['Montant recherché', 'Calendrier'])
    expect([...page.querySelectorAll('h1 ~ div p')].map(text)).toEqual([
      'Un marché couvert.',
      'Pour les pêcheurs de la commune.',
    ])
    const mail = page.querySelector('a.btn-light')
    expect(text(mail)).toBe('Contacter le service économique')
    expect(decodeURIComponent(mail?.getAttribute('href') ?? '')).toBe(
      "mailto:investir@commune.sn?subject=Projet d'investissement : Marché aux poissons",
    )
    expect(text(page.querySelector('aside > p'))).toMatch(/^Le service économique de l'hôtel de ville vous transmet/)
    const call = page.querySelector('a[href^="tel:"]')
    expect(call?.getAttribute('href')).toBe('tel:+221339551234')
    expect(text(call)).toBe('Appeler le +221 33 955 12 34')
    expect(page.querySelector('a[href="/investissements#projets-prioritaires"]')).not.toBeNull()
    expect(asked[0]).toMatchObject({ alt: 'Illustration du projet « Marché aux poissons »', priority: true })
  })

  it('leaves out a figure without value and a status without label', async () => {
    const { page } = await draw({ ...PROJECT, startYear: null, endYear: null, status: '' })
    expect(page.querySelector('[data-schedule]')).toBeNull()
    expect(page.querySelectorAll('dl > div')).toHaveLength(1)
    expect(page.querySelector('h1')?.previousElementSibling?.children).toHaveLength(1)
  })

  it('shows hostile text as text, never as markup', async () => {
    const { page } = await draw({
      ...PROJECT,
      title: HOSTILE,
      category: HOSTILE,
      description: HOSTILE,
      status: HOSTILE,
      amount: HOSTILE,
    })
    expect(injected(page)).toEqual([])
    expect(page.querySelector('h1')?.textContent).toBe(HOSTILE)
    expect(page.querySelector('[aria-current="page"]')?.textContent).toBe(HOSTILE)
    expect([...(page.querySelector('h1')?.previousElementSibling?.children ?? [])].map((el) => el.textContent)).toEqual(
      [HOSTILE, HOSTILE],
    )
    expect(page.querySelector('h1 ~ div p')?.textContent).toBe(HOSTILE)
    expect(decodeURIComponent(page.querySelector('a.btn-light')?.getAttribute('href') ?? '')).toContain(HOSTILE)
  })
})
