import { expect, test, type APIRequestContext } from '@playwright/test'
import { formatLongDate, serviceCategoryLabel, truncate } from 'shared-types'
import type { News, Procedure, Project, Service } from 'shared-types/payload-types'

import { CATEGORY_TOPICS, KEYWORD_TOPICS, SERVICE_TOPICS } from '../src/content/services'
import { relatedToTopic, servicesOfTopic } from '../src/lib/serviceTopics'
import { adminToken, cmsUrl, expectAccessible, publicRead, scrollThrough } from './support'

/** The services the build read: every service but those the tests add afterwards. */
const builtServices = async (request: APIRequestContext) =>
  (await publicRead<Service>(request, 'services')).filter((service) => !service.title.startsWith('E2E '))

/** The seeded service with the most detail sections, so that every block of the page is checked. */
const richest = (services: Service[]) => [...services].sort((a, b) => score(b) - score(a))[0]!
const score = (service: Service) =>
  [service.features, service.steps, service.documents, service.gallery, service.faq, service.relatedServices].filter(
    (list) => list?.length,
  ).length

test.describe('liste des services', () => {
  test('la grille « Tous nos services » et les catégories reprennent le CMS', async ({ page, request }) => {
    const services = await builtServices(request)
    expect(services.length).toBeGreaterThan(0)
    await page.goto('/services')
    await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Découvrir nos services' })).toHaveAttribute('href', '#services')

    const grid = page.locator('#services')
    await expect(grid.getByRole('heading', { level: 2, name: 'Tous nos services' })).toBeVisible()
    const cards = grid.getByTestId('service-card')
    await expect(cards).toHaveCount(services.length)
    for (const service of services) {
      const card = cards.filter({ has: page.getByRole('heading', { name: service.title, exact: true }) })
      await expect(card).toHaveCount(1)
      await expect(card).toContainText(
        service.description ? truncate(service.description) : 'Aucune description disponible',
      )
      await expect(card).toContainText(serviceCategoryLabel(service.category))
      await expect(card.getByRole('link', { name: `En savoir plus : ${service.title}` })).toHaveAttribute(
        'href',
        `/services/${service.id}`,
      )
      await expect(card.locator('img')).toHaveAttribute('alt', /\S/)
    }

    const categories = page.getByTestId('service-category')
    await expect(categories).toHaveCount(3)
    for (const topic of CATEGORY_TOPICS) {
      const count = services.filter((service) => service.category === topic.category).length
      const link = categories.filter({ hasText: topic.title })
      await expect(link).toHaveAttribute('href', `/services/${topic.slug}`)
      await expect(link.getByTestId('service-category-count')).toHaveText(
        `${count} ${count > 1 ? 'services' : 'service'}`,
      )
    }
    await expect(page.getByText('Aucun service trouvé')).toHaveCount(0)
    await scrollThrough(page)
    await expectAccessible(page)
  })

  test('« Découvrir nos services » mène à la grille, « En savoir plus » au détail', async ({ page, request }) => {
    const [first] = await builtServices(request)
    await page.goto('/services')
    await page.getByRole('link', { name: 'Découvrir nos services' }).click()
    await expect(page).toHaveURL(/#services$/)
    await expect(page.getByRole('heading', { name: 'Tous nos services' })).toBeInViewport()
    const link = page.getByRole('link', { name: `En savoir plus : ${first!.title}` })
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/services/${first!.id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title)
  })
})

test.describe('détail d’un service', () => {
  test('montre chaque section que le CMS renseigne', async ({ page, request }) => {
    const services = await builtServices(request)
    const service = richest(services)
    await page.goto(`/services/${service.id}`)

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      service.metaDescription || truncate(service.description),
    )
    await expect(page.getByRole('link', { name: 'Tous nos services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    )
    await expect(page.locator('main img').first()).toBeVisible()

    const long = page.getByTestId('service-long-description')
    for (const paragraph of (service.longDescription || service.description).split(/\n\s*\n/)) {
      await expect(long).toContainText(paragraph.trim())
    }

    if (service.features?.length) {
      const features = page.getByTestId('service-features')
      await expect(features.getByRole('listitem')).toHaveCount(service.features.length)
      for (const feature of service.features) {
        await expect(features.getByRole('heading', { name: feature.title })).toBeVisible()
        if (feature.description) await expect(features).toContainText(feature.description)
      }
    }
    if (service.steps?.length) {
      const steps = page.getByTestId('service-steps').locator('ol > li')
      await expect(steps).toHaveCount(service.steps.length)
      for (const [index, step] of service.steps.entries()) {
        await expect(steps.nth(index)).toContainText(`${index + 1}`)
        await expect(steps.nth(index).getByRole('heading')).toHaveText(`Étape ${index + 1} : ${step.title}`)
      }
    }
    if (service.documents?.length) {
      const documents = page.getByTestId('service-documents').getByRole('listitem')
      await expect(documents).toHaveText(service.documents)
    }
    if (service.gallery?.length) {
      const figures = page.getByTestId('service-gallery').locator('figure')
      await expect(figures).toHaveCount(service.gallery.length)
      for (const [index, item] of service.gallery.entries()) {
        if (item.caption) await expect(figures.nth(index).locator('figcaption')).toHaveText(item.caption)
      }
    }
    if (service.faq?.length) {
      const faq = page.getByTestId('service-faq')
      for (const entry of service.faq) {
        const details = faq.locator('details').filter({ hasText: entry.question })
        await expect(details.getByText(entry.answer)).toBeHidden()
        await details.locator('summary').click()
        await expect(details.getByText(entry.answer)).toBeVisible()
      }
    }

    const practical = page.getByTestId('service-practical')
    await expect(practical).toContainText(service.location || 'Hôtel de ville')
    await expect(practical).toContainText(service.hours || 'Du lundi au vendredi, de 8h à 17h')
    for (const value of [service.contact, service.deadline, service.price])
      if (value) await expect(practical).toContainText(value)
    const info = service.contactInfo ?? {}
    const contact = page.getByTestId('service-contact')
    for (const value of [info.name, info.phone, info.address, info.hours])
      if (value) await expect(contact).toContainText(value)
    if (info.email)
      await expect(contact.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`)
    if (service.cta?.text && service.cta.url) {
      await expect(page.getByTestId('service-cta')).toHaveText(service.cta.text)
      await expect(page.getByTestId('service-cta')).toHaveAttribute('href', service.cta.url)
    }
    await expect(page.getByText(`Mis à jour le ${formatLongDate(service.updatedAt)}`)).toBeVisible()

    const relatedIds = (service.relatedServices ?? []).map((item) => (typeof item === 'object' ? item.id : item))
    if (relatedIds.length) {
      const related = page.getByTestId('service-related')
      for (const id of relatedIds) {
        const other = services.find((candidate) => candidate.id === id)!
        await expect(related.getByRole('link', { name: `En savoir plus : ${other.title}` })).toHaveAttribute(
          'href',
          `/services/${id}`,
        )
      }
    }
    await scrollThrough(page)
    await expectAccessible(page)
  })

  test('un identifiant inconnu ou non numérique renvoie vers /services', async ({ page }) => {
    for (const path of ['/services/999999', '/services/abc']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/services\/?$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Nos services' })).toBeVisible()
    }
  })

  test('un identifiant vide affiche « Identifiant de service manquant »', async ({ page }) => {
    await page.goto('/services/%20')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Identifiant de service manquant')
    await expect(page.getByRole('link', { name: 'Tous nos services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    )
  })

  test('un service publié après la construction est lu en direct', async ({ page, request }, testInfo) => {
    const token = await adminToken(request)
    const title = `E2E Service publié en direct (${testInfo.project.name})`
    const created = await request.post(cmsUrl('/api/services'), {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title,
        description: 'Un service tout neuf.',
        category: 'SANTE',
        longDescription: 'Premier paragraphe.\n\nSecond paragraphe.',
        steps: [
          { title: 'Déposer la demande', description: 'Au guichet de la mairie.' },
          { title: 'Retirer le document' },
        ],
        documents: ["Pièce d'identité", 'Justificatif de domicile'],
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: Service }
    try {
      await page.goto(`/services/${doc.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByText('Second paragraphe.')).toBeVisible()
      await expect(page.locator('main').getByText('Santé', { exact: true })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(title.replace(/[()]/g, '\\$&')))
      await expect(page.getByRole('link', { name: 'Tous nos services', exact: true })).toHaveAttribute(
        'href',
        '/services',
      )
      // The layout of the build's pages: its steps, its documents, the practical information.
      const steps = page.getByTestId('service-steps').locator('ol > li')
      await expect(steps).toHaveCount(2)
      await expect(steps.nth(0).getByRole('heading')).toHaveText('Étape 1 : Déposer la demande')
      await expect(steps.nth(0)).toContainText('Au guichet de la mairie.')
      await expect(steps.nth(1).getByRole('heading')).toHaveText('Étape 2 : Retirer le document')
      await expect(page.getByTestId('service-documents').getByRole('listitem')).toHaveText([
        "Pièce d'identité",
        'Justificatif de domicile',
      ])
      await expect(page.getByTestId('service-practical')).toContainText('Du lundi au vendredi, de 8h à 17h')
      // Sections the service does not fill stay hidden.
      for (const section of [
        'service-features',
        'service-gallery',
        'service-faq',
        'service-related',
        'service-contact',
        'service-cta',
      ]) {
        await expect(page.getByTestId(section)).toBeHidden()
      }
      await expect(page.locator('main img').first()).toHaveAttribute('alt', title)
      await expectAccessible(page)
    } finally {
      await request.delete(cmsUrl(`/api/services/${doc.id}`), { headers: { Authorization: `Bearer ${token}` } })
    }
  })
})

test.describe('pages de catégorie et de thème', () => {
  test('chaque catégorie liste les services de sa catégorie du CMS', async ({ page, request }) => {
    const services = await builtServices(request)
    for (const topic of CATEGORY_TOPICS) {
      await page.goto(`/services/${topic.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title)
      const expected = services.filter((service) => service.category === topic.category)
      const cards = page.getByTestId('service-card')
      await expect(cards).toHaveCount(expected.length)
      for (const service of expected)
        await expect(cards.getByRole('heading', { name: service.title, exact: true })).toBeVisible()
    }
    await scrollThrough(page)
    await expectAccessible(page)
  })

  test('les thèmes Transport, Énergie, Eau et Sécurité trouvent leurs services par mots-clés', async ({
    page,
    request,
  }) => {
    const services = await builtServices(request)
    let sawEmpty = false
    let sawMatches = false
    for (const topic of KEYWORD_TOPICS) {
      await page.goto(`/services/${topic.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(topic.title)
      const expected = servicesOfTopic(services, topic)
      const cards = page.getByTestId('service-card')
      await expect(cards).toHaveCount(expected.length)
      if (expected.length === 0) {
        sawEmpty = true
        // Never a dead end: what relates to the theme, and whom to contact.
        await expect(page.getByTestId('topic-related')).toContainText(
          `Aucun service de la commune n’est encore rattaché au thème « ${topic.title} »`,
        )
        await expect(
          page.getByTestId('topic-contact').getByRole('link', { name: /^\+?[\d\s\u00a0]+$/ }),
        ).toHaveAttribute('href', /^tel:/)
        await expectAccessible(page)
      } else {
        sawMatches = true
        for (const service of expected)
          await expect(cards.getByRole('heading', { name: service.title, exact: true })).toBeVisible()
      }
    }
    // The seed has water and road services: at least one theme lists something.
    expect(sawMatches).toBe(true)
    expect(sawEmpty || services.length > 0).toBe(true)
    await expect(page.getByRole('link', { name: 'Tous nos services', exact: true })).toHaveAttribute(
      'href',
      '/services',
    )
  })

  test('Énergie, sans service propre, montre les projets, démarches et actualités du thème et qui contacter', async ({
    page,
    request,
  }) => {
    const topic = SERVICE_TOPICS.energie
    expect(servicesOfTopic(await builtServices(request), topic)).toEqual([])
    const related = relatedToTopic(topic, {
      procedures: await publicRead<Procedure>(request, 'procedures'),
      projects: await publicRead<Project>(request, 'projects'),
      news: await publicRead<News>(request, 'news'),
    })
    // The seed's rural electrification project is about energy.
    expect(related.projects.map((project) => project.title)).toContain('Électrification rurale')
    await page.goto('/services/energie')
    const shown = page.getByTestId('topic-related')
    await expect(page.getByTestId('service-card')).toHaveCount(0)
    for (const project of related.projects) {
      await expect(shown.getByRole('link', { name: project.title, exact: true })).toHaveAttribute(
        'href',
        `/projets/initiatives#projet-${project.id}`,
      )
    }
    for (const procedure of related.procedures)
      await expect(shown.getByRole('link', { name: procedure.title, exact: true })).toHaveAttribute(
        'href',
        `/espace-citoyen/demarches/${procedure.id}`,
      )
    for (const news of related.news)
      await expect(shown.getByRole('link', { name: news.title, exact: true })).toHaveAttribute(
        'href',
        `/actualites/${news.id}`,
      )
    const contact = page.getByRole('region', { name: 'Qui contacter ?' })
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(contact.getByRole('link', { name: /^\+?[\d\s\u00a0]+$/ })).toHaveAttribute('href', /^tel:/)
    await expect(contact).toContainText('Lundi - Vendredi')
    await expectAccessible(page)

    await shown.getByRole('link', { name: 'Électrification rurale', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Électrification rurale' })).toBeVisible()
  })

  test('les liens des menus mènent aux pages de catégorie', async ({ page }) => {
    await page.goto('/services')
    await page.getByTestId('service-category').filter({ hasText: SERVICE_TOPICS.sante.title }).click()
    await expect(page).toHaveURL(/\/services\/sante\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Santé')
  })
})
