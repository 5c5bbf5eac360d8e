import { expect, test, type Page } from '@playwright/test'
import { formatFcfa, INVESTMENT_SECTORS } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import { adminToken, cmsUrl, expectAccessible, publicRead } from './support'

/** Projects a live test publishes after the build carry this prefix; the build never saw them. */
const LIVE_PREFIX = 'Projet publié après la construction'

const builtInvestments = async (request: Parameters<typeof publicRead>[0]) =>
  (await publicRead<Investment>(request, 'investments')).filter(
    (investment) => !investment.title.startsWith(LIVE_PREFIX),
  )

const schedule = ({ startYear, endYear }: Investment) =>
  startYear && endYear
    ? `${startYear} – ${endYear}`
    : startYear
      ? `À partir de ${startYear}`
      : endYear
        ? `Jusqu'en ${endYear}`
        : ''

/** Lets the cards' entrance animation finish, so axe measures their final colours. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))

const projectCards = (page: Page) => page.locator('#projets-prioritaires [data-investment-item]')

test.describe('investir dans la commune', () => {
  test('héros, secteurs, avantages et carte de contact', async ({ page }) => {
    await page.goto('/investissements')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investir dans notre commune')
    await expect(page.getByRole('link', { name: 'Découvrir les projets' })).toHaveAttribute(
      'href',
      '#projets-prioritaires',
    )
    await expect(page.getByRole('link', { name: 'Contacter notre équipe' })).toHaveAttribute(
      'href',
      '#contact-investisseurs',
    )
    await expect(page.locator('#contact-investisseurs')).toHaveCount(1)
    const why = page.getByRole('region', { name: 'Pourquoi investir chez nous ?' })
    await expect(why.locator('ul').first().getByRole('listitem')).toHaveCount(4)
    const sectors = page.getByRole('region', { name: 'Secteurs prioritaires' })
    for (const sector of INVESTMENT_SECTORS)
      await expect(sectors.getByRole('heading', { name: sector, exact: true })).toBeVisible()
    await expect(sectors.getByRole('heading', { level: 3 })).toHaveCount(6)
    await expect(
      page.getByRole('region', { name: 'Nos avantages compétitifs' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3)
    const contact = page.getByRole('region', { name: 'Votre contact investissement' })
    await expect(contact.getByRole('link', { name: /^investir@/ })).toHaveAttribute('href', /^mailto:/)
    await expect(contact.getByRole('link', { name: /^\+221/ })).toHaveAttribute('href', /^tel:/)
    await expect(contact).toContainText("Service économique de l'hôtel de ville")
    await expect(contact.getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      /^mailto:investir@[^?]+\?subject=Demande%20de%20rendez-vous/,
    )
    await contact.getByRole('link', { name: 'Télécharger la brochure' }).click()
    await expect(page).toHaveURL(/\/investissements\/brochure\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Brochure des opportunités d'investissement")
  })

  test('3 projets, puis « Voir plus de projets » : 3 de plus, focus sur la première nouvelle carte, amenée à 100 px du haut', async ({
    page,
    request,
  }) => {
    const investments = await builtInvestments(request)
    expect(investments.length, 'le CMS de test a plus de 3 projets').toBeGreaterThan(3)
    await page.goto('/investissements')
    await expect(page.getByText("Impossible de charger les projets d'investissement")).toHaveCount(0)
    const cards = projectCards(page)
    await expect(cards).toHaveCount(investments.length)
    await expect(cards.filter({ visible: true })).toHaveCount(3)
    await expect(page.getByRole('link', { name: 'Voir tous les projets' })).toHaveAttribute(
      'href',
      '/investissements/tous',
    )

    const more = page.getByRole('button', { name: 'Voir plus de projets' })
    let visible = 3
    while (visible < investments.length) {
      await more.focus()
      await page.keyboard.press('Enter')
      const revealed = Math.min(3, investments.length - visible)
      await expect(cards.filter({ visible: true })).toHaveCount(visible + revealed)
      await expect(cards.nth(visible).getByRole('link')).toBeFocused()
      // After 100 ms a smooth scroll brings the first new card 100 px below the viewport's top.
      await expect
        .poll(async () => Math.round((await cards.nth(visible).boundingBox())!.y), { timeout: 5_000 })
        .toBeGreaterThanOrEqual(98)
      await expect
        .poll(async () => Math.round((await cards.nth(visible).boundingBox())!.y), { timeout: 5_000 })
        .toBeLessThanOrEqual(102)
      visible += revealed
    }
    await expect(more).toBeHidden()
    await animationsDone(page)
    await expectAccessible(page)
  })

  test('chaque carte montre les valeurs du CMS et ouvre la fiche du projet', async ({ page, request }) => {
    const investments = await builtInvestments(request)
    await page.goto('/investissements/tous')
    const first = investments[0]!
    for (const investment of investments) {
      const card = page.getByRole('article', { name: investment.title })
      await expect(card).toContainText(investment.category)
      await expect(card).toContainText(investment.status)
      await expect(card.locator('[data-amount]')).toHaveText(formatFcfa(investment.amount))
      if (schedule(investment)) await expect(card.locator('[data-schedule]')).toHaveText(schedule(investment))
      await expect(card.locator('p.line-clamp-3')).toHaveCSS('-webkit-line-clamp', '3')
    }
    await page.getByRole('link', { name: first.title, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/investissements/${first.id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title)
    await expect(page.locator('[data-amount]')).toHaveText(formatFcfa(first.amount))
    if (first.startYear) await expect(page.locator('[data-schedule]')).toContainText(String(first.startYear))
    if (first.endYear) await expect(page.locator('[data-schedule]')).toContainText(String(first.endYear))
    await expect(page.getByRole('main')).toContainText(first.description.slice(0, 60))
    await expect(page.getByRole('img', { name: /./ }).first()).toBeVisible()
    const contact = page.getByRole('link', { name: 'Contacter le service économique' })
    const href = (await contact.getAttribute('href'))!
    expect(decodeURIComponent(href)).toBe(
      `mailto:investir@darousalam.sn?subject=Projet d'investissement : ${first.title}`,
    )
    await expectAccessible(page)
    await page.getByRole('link', { name: "Retour aux projets d'investissement" }).click()
    await expect(page).toHaveURL(/\/investissements\/?#projets-prioritaires$/)
  })

  test('/investissements/tous : tous les projets, classés par secteur', async ({ page, request }) => {
    const investments = await builtInvestments(request)
    await page.goto('/investissements/tous')
    await expect(page.getByRole('article')).toHaveCount(investments.length)
    const sectors = [...new Set(investments.map((investment) => investment.category))]
    const index = page.getByRole('navigation', { name: 'Secteurs' })
    await expect(index.getByRole('link')).toHaveCount(sectors.length)
    for (const sector of sectors) {
      const section = page.getByRole('region', { name: sector, exact: true })
      await expect(section.getByRole('article')).toHaveCount(
        investments.filter((investment) => investment.category === sector).length,
      )
    }
    await animationsDone(page)
    await expectAccessible(page)
  })

  test('la FAQ s’ouvre au clavier', async ({ page }) => {
    await page.goto('/investissements')
    const faq = page.getByRole('region', { name: 'Questions fréquentes' })
    const questions = faq.locator('summary')
    await expect(questions).toHaveText([
      'Comment investir dans la commune ?',
      'Quelles sont les incitations fiscales ?',
      'Comment la commune accompagne-t-elle les investisseurs ?',
    ])
    await expect(faq.getByText(/Code des investissements/)).toBeHidden()
    await questions.nth(1).focus()
    await page.keyboard.press('Enter')
    await expect(faq.getByText(/Code des investissements/)).toBeVisible()
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '')
    await page.keyboard.press('Space')
    await expect(faq.getByText(/Code des investissements/)).toBeHidden()
    await page.keyboard.press('Enter')
    await animationsDone(page)
    await expectAccessible(page)
  })

  test('la brochure liste toutes les opportunités et s’imprime', async ({ page, request }) => {
    const investments = await builtInvestments(request)
    await page.goto('/investissements/brochure')
    await expect(page.locator('[data-brochure-project]')).toHaveCount(investments.length)
    for (const investment of investments)
      await expect(page.getByRole('heading', { name: investment.title, exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeVisible()
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('#navbar')).toBeHidden()
    await expect(page.getByRole('contentinfo')).toBeHidden()
    await page.emulateMedia({ media: 'screen' })
    await expectAccessible(page)
  })

  test('un projet publié après la construction s’affiche en direct ; un id inconnu est refusé en français', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const headers = { Authorization: `Bearer ${token}` }
    const created = await request.post(cmsUrl('/api/investments?depth=0'), {
      headers,
      data: {
        title: `${LIVE_PREFIX} (${test.info().project.name})`,
        category: 'Agriculture',
        description:
          'Un verger communautaire de manguiers et d’anacardiers.\n\nLes plants sont confiés aux groupements de femmes.',
        amount: '45000000',
        startYear: 2027,
        endYear: 2029,
      },
    })
    expect(created.status()).toBe(201)
    const { doc } = (await created.json()) as { doc: Investment }
    try {
      await page.goto(`/investissements/${doc.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      await expect(page.locator('[data-amount]')).toHaveText(formatFcfa('45000000'))
      await expect(page.locator('[data-schedule]')).toHaveText('2027 – 2029')
      await expect(page.getByText('Les plants sont confiés aux groupements de femmes.')).toBeVisible()
      await expect(page.getByText('En recherche de partenaires')).toBeVisible()
      await expect(page.getByRole('link', { name: 'Contacter le service économique' })).toHaveAttribute(
        'href',
        /^mailto:investir@/,
      )
      // The same page as the build's: breadcrumb, picture and the phone button too.
      const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" })
      await expect(breadcrumb.getByRole('link', { name: 'Investir' })).toHaveAttribute('href', '/investissements')
      await expect(breadcrumb.getByRole('link', { name: 'Tous les projets' })).toHaveAttribute(
        'href',
        '/investissements/tous',
      )
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(doc.title)
      await expect(page.getByRole('link', { name: /^Appeler le / })).toHaveAttribute('href', /^tel:\+?\d+$/)
      await expect(page.getByRole('img', { name: `Illustration du projet « ${doc.title} »` })).toBeVisible()
      await expect(page.getByRole('link', { name: "Retour aux projets d'investissement" })).toHaveAttribute(
        'href',
        '/investissements#projets-prioritaires',
      )
      await expectAccessible(page)
    } finally {
      await request.delete(cmsUrl(`/api/investments/${doc.id}`), { headers })
    }
    for (const unknown of [String(doc.id), 'pas-un-id']) {
      await page.goto(`/investissements/${unknown}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("Projet d'investissement non trouvé")
      await page.getByRole('link', { name: "Retour aux projets d'investissement" }).click()
      await expect(page).toHaveURL(/\/investissements\/?#projets-prioritaires$/)
    }
  })
})
