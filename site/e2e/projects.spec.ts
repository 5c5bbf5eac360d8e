import { expect, test, type Locator, type Page } from '@playwright/test'
import { formatFcfa, projectStatusBadge } from 'shared-types'
import type { Project } from 'shared-types/payload-types'

import { ONE_WIDTH_IS_ENOUGH, expectAccessible, onDesktop, publicRead, scrollThrough } from './support'

const TABS = ["Vue d'ensemble", 'Projets en cours', 'Plan quinquennal'] as const
type TabName = (typeof TABS)[number]

const tab = (page: Page, name: TabName) =>
  page.getByRole('tablist', { name: 'Projets et développement' }).getByRole('tab', { name, exact: true })
const panel = (page: Page, name: TabName) => page.getByRole('tabpanel', { name, exact: true })

/** Exactly one tab is selected and only its panel is shown. */
async function expectSelected(page: Page, name: TabName): Promise<void> {
  for (const other of TABS) {
    await expect(tab(page, other)).toHaveAttribute('aria-selected', String(other === name))
    await expect(page.getByRole('tabpanel', { name: other, exact: true })).toHaveCount(other === name ? 1 : 0)
  }
  await expect(panel(page, name)).toBeVisible()
}

const year = (date: string | null | undefined) => (date ? String(new Date(date).getUTCFullYear()) : '')
const percent = (value: number) => `${value} %`

/** The CMS projects in progress, in the page's order (the CMS's: most recent start first). */
async function projectsInProgress(page: Page): Promise<Project[]> {
  const projects = await publicRead<Project>(page.request, 'projects')
  return projects.filter((project) => project.status === 'IN_PROGRESS')
}

async function expectDialogClosed(dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

test.describe('page Projets : onglets', () => {
  test('Vue d’ensemble par défaut : les cinq axes prioritaires', async ({ page }) => {
    await page.goto('/projets')
    await expect(page).toHaveTitle(/^Projets et développement \| /)
    await expect(page.getByRole('heading', { level: 1, name: 'Projets et développement' })).toBeVisible()
    await expect(page.getByRole('tablist', { name: 'Projets et développement' }).getByRole('tab')).toHaveText([...TABS])
    await expectSelected(page, "Vue d'ensemble")
    await expect(panel(page, "Vue d'ensemble").getByRole('heading', { level: 3 })).toHaveText([
      'Gouvernance locale',
      'Infrastructures et services de base',
      'Développement économique local',
      'Éducation et développement social',
      'Environnement et développement durable',
    ])
    const current = await projectsInProgress(page)
    await expect(panel(page, "Vue d'ensemble")).toContainText(
      `${current.length} projet${current.length > 1 ? 's' : ''} en cours`,
    )
  })

  test('à la souris : chaque onglet montre son panneau et l’adresse suit', async ({ page }) => {
    await page.goto('/projets')
    await tab(page, 'Projets en cours').click()
    await expectSelected(page, 'Projets en cours')
    await expect(page).toHaveURL(/\/projets\/initiatives$/)
    await expect(page).toHaveTitle(/^Initiatives et projets en cours \| /)
    await tab(page, 'Plan quinquennal').click()
    await expectSelected(page, 'Plan quinquennal')
    await expect(page).toHaveURL(/\/projets\/plan-quinquennal$/)
    await tab(page, "Vue d'ensemble").click()
    await expectSelected(page, "Vue d'ensemble")
    await expect(page).toHaveURL(/\/projets$/)
    // Links inside a panel lead to the route of another tab.
    await panel(page, "Vue d'ensemble").getByRole('link', { name: 'Consulter le plan quinquennal' }).click()
    await expect(page).toHaveURL(/\/projets\/plan-quinquennal\/?$/)
    await expectSelected(page, 'Plan quinquennal')
  })

  test('au clavier : flèches, Début et Fin, tabindex itinérant', async ({ page }) => {
    await page.goto('/projets')
    const overview = tab(page, "Vue d'ensemble")
    await overview.focus()
    await expect(overview).toHaveAttribute('tabindex', '0')
    await expect(tab(page, 'Projets en cours')).toHaveAttribute('tabindex', '-1')

    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Projets en cours')).toBeFocused()
    await expectSelected(page, 'Projets en cours')
    await page.keyboard.press('ArrowRight')
    await expect(tab(page, 'Plan quinquennal')).toBeFocused()
    await expectSelected(page, 'Plan quinquennal')
    await page.keyboard.press('ArrowRight') // wraps around
    await expect(overview).toBeFocused()
    await expectSelected(page, "Vue d'ensemble")
    await page.keyboard.press('ArrowLeft') // wraps around backwards
    await expectSelected(page, 'Plan quinquennal')
    await page.keyboard.press('Home')
    await expectSelected(page, "Vue d'ensemble")
    await page.keyboard.press('End')
    await expect(tab(page, 'Plan quinquennal')).toBeFocused()
    await expectSelected(page, 'Plan quinquennal')

    // Tab leaves the tablist for the panel, not for the next tab.
    await page.keyboard.press('Tab')
    await expect(panel(page, 'Plan quinquennal')).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(tab(page, 'Plan quinquennal')).toBeFocused()
  })

  test('liens directs : /projets/plan-quinquennal et /projets/initiatives ouvrent le bon onglet', async ({ page }) => {
    const plan = await page.goto('/projets/plan-quinquennal')
    expect(plan?.status()).toBe(200)
    expect(plan?.url()).toMatch(/\/projets\/plan-quinquennal\/?$/) // a page of its own, not a redirect
    await expect(page).toHaveTitle(/^Plan quinquennal 2023-2028 \| /)
    await expectSelected(page, 'Plan quinquennal')
    await expect(tab(page, 'Plan quinquennal')).toHaveAttribute('tabindex', '0')

    const initiatives = await page.goto('/projets/initiatives')
    expect(initiatives?.status()).toBe(200)
    await expect(page).toHaveTitle(/^Initiatives et projets en cours \| /)
    await expectSelected(page, 'Projets en cours')
  })

  test('les menus mènent aux mêmes onglets', async ({ page, isMobile }) => {
    await page.goto('/')
    if (isMobile) {
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      await page.locator('#menu-mobile').getByRole('button', { name: 'Projets' }).click()
      await page.locator('#menu-mobile').getByRole('link', { name: 'Initiatives' }).click()
    } else {
      await page.goto('/projets/plan-quinquennal')
      await page.getByRole('button', { name: 'Afficher le sous-menu Projets' }).click()
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Initiatives' })
        .click()
    }
    await expect(page).toHaveURL(/\/projets\/initiatives\/?$/)
    await expectSelected(page, 'Projets en cours')
  })
})

test.describe('page Projets : sans JavaScript', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)
  test.use({ javaScriptEnabled: false })

  test('les onglets sont des liens vers la page de chaque onglet, la liste complète s’ouvre', async ({ page }) => {
    await page.goto('/projets')
    await expectSelected(page, "Vue d'ensemble")
    await tab(page, 'Plan quinquennal').click()
    await expect(page).toHaveURL(/\/projets\/plan-quinquennal\/?$/)
    await expectSelected(page, 'Plan quinquennal')
    await tab(page, 'Projets en cours').click()
    await expect(page).toHaveURL(/\/projets\/initiatives\/?$/)
    await page.locator('summary', { hasText: 'Voir tous les projets en cours' }).click()
    await expect(page.getByRole('heading', { name: /^Tous les projets de la commune/ })).toBeVisible()
  })
})

test.describe('page Projets : projets en cours', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)
  test('une carte par projet en cours du CMS : statut, années, avancement, budget', async ({ page }) => {
    const current = (await projectsInProgress(page)).slice(0, 3)
    expect(current.length).toBeGreaterThan(0)
    await page.goto('/projets/initiatives')
    const cards = panel(page, 'Projets en cours').getByRole('article')
    await expect(cards).toHaveCount(current.length)
    for (const [index, project] of current.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(project.title)
      await expect(card).toContainText(projectStatusBadge(project.status).label)
      await expect(card).toContainText('En cours')
      await expect(card).toContainText(`${year(project.startDate)} - ${year(project.endDate)}`)
      await expect(card).toContainText(formatFcfa(project.budget))
      await expect(card).toContainText('FCFA')
      const progress = card.getByRole('progressbar', { name: 'Avancement' })
      await expect(progress).toHaveAttribute('value', String(project.progress))
      await expect(card).toContainText(percent(project.progress!))
      const image = card.getByRole('img')
      await expect(image).toHaveAttribute('alt', /\S/)
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
    }
  })

  test('Détails : le dialogue reprend le projet du CMS, se ferme par Échap, bouton ou fond, et rend le focus', async ({
    page,
  }) => {
    const [project] = await projectsInProgress(page)
    await page.goto('/projets/initiatives')
    const opener = panel(page, 'Projets en cours')
      .getByRole('article')
      .first()
      .getByRole('button', { name: /^Détails/ })
    await expect(opener).toHaveAccessibleName(`Détails du projet ${project!.title}`)
    await opener.click()
    const dialog = page.getByRole('dialog', { name: project!.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(project!.description)
    await expect(dialog).toContainText('En cours')
    await expect(dialog).toContainText(formatFcfa(project!.budget))
    await expect(dialog).toContainText(`${year(project!.startDate)} - ${year(project!.endDate)}`)
    await expect(dialog.getByRole('progressbar', { name: 'Avancement' })).toHaveAttribute(
      'value',
      String(project!.progress),
    )
    const achievements = dialog.getByRole('list', { name: 'Réalisations prévues' }).getByRole('listitem')
    await expect(achievements).toHaveText(project!.achievements!)
    const partners = dialog.getByRole('list', { name: 'Partenaires financiers' }).getByRole('listitem')
    await expect(partners).toHaveText(
      project!.fundingPartners!.map(
        (funding) => new RegExp(`^${escapeRegExp(funding.partner)}\\s*${funding.share}\\s%$`),
      ),
    )
    await expectAccessible(page)

    await page.keyboard.press('Escape')
    await expectDialogClosed(dialog, opener)

    await page.keyboard.press('Enter') // reopened from the keyboard
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Fermer la fenêtre' })).toBeFocused()
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expectDialogClosed(dialog, opener)

    await opener.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(3, 3) // on the backdrop
    await expectDialogClosed(dialog, opener)
  })

  test('les navigateurs sans commandes d’invocation (téléphones anciens) ouvrent aussi les dialogues', async ({
    page,
  }) => {
    // An older browser: no `command` property, and a click on an invoker does nothing by itself
    // (cancelling the click cancels the browser's own activation, not the page's listeners).
    await page.addInitScript(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command
      window.addEventListener(
        'click',
        (event) => {
          if ((event.target as Element).closest('[commandfor]')) event.preventDefault()
        },
        true,
      )
    })
    await page.goto('/projets/initiatives')
    expect(await page.evaluate(() => 'command' in HTMLButtonElement.prototype)).toBe(false)
    await panel(page, 'Projets en cours')
      .getByRole('button', { name: /^Détails/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.getByRole('dialog').getByRole('button', { name: 'Fermer', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('la page derrière un dialogue ouvert ne défile pas', async ({ page }) => {
    await page.goto('/projets/initiatives')
    await panel(page, 'Projets en cours')
      .getByRole('button', { name: /^Détails/ })
      .first()
      .click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    await page.keyboard.press('Escape')
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })

  test('les parts des partenaires de chaque projet totalisent 100 %', async ({ page }) => {
    const current = await projectsInProgress(page)
    await page.goto('/projets/initiatives')
    for (const project of current) {
      const shares = project.fundingPartners!.map((funding) => funding.share)
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100)
      const dialog = page.locator(`#projet-details-${project.id}`)
      await expect(
        dialog
          .getByRole('list', { name: 'Partenaires financiers', includeHidden: true })
          .getByRole('listitem', { includeHidden: true }),
      ).toHaveCount(shares.length)
    }
  })

  test('« Voir tous les projets en cours » déplie la liste de tous les projets du CMS', async ({ page }) => {
    const projects = await publicRead<Project>(page.request, 'projects')
    await page.goto('/projets/initiatives')
    const all = page.getByRole('heading', { name: `Tous les projets de la commune (${projects.length})` })
    await expect(all).toBeHidden()
    const toggle = page.locator('summary', { hasText: 'Voir tous les projets en cours' })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(all).toBeVisible()
    const rows = page.locator('#tous-les-projets li')
    await expect(rows).toHaveCount(projects.length)
    for (const project of projects)
      await expect(rows.filter({ hasText: project.title })).toContainText(projectStatusBadge(project.status).label)
    // Each row opens the same details dialog.
    const last = projects.at(-1)!
    const opener = rows.filter({ hasText: last.title }).getByRole('button', { name: /^Détails/ })
    await opener.click()
    await expect(page.getByRole('dialog', { name: last.title })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(opener).toBeFocused()
  })
})

test.describe('page Projets : plan quinquennal et participation', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)
  test('vision, quatre objectifs, quatre projets structurants chiffrés', async ({ page }) => {
    await page.goto('/projets/plan-quinquennal')
    const plan = panel(page, 'Plan quinquennal')
    await expect(plan.getByRole('heading', { level: 2 })).toHaveText('Plan de Développement Quinquennal 2023-2028')
    await expect(plan.getByRole('heading', { name: 'Notre vision' })).toBeVisible()
    await expect(plan.getByRole('heading', { name: 'Objectifs généraux' })).toBeVisible()
    await expect(plan.locator('ol > li')).toHaveCount(4)
    const cards = plan.getByRole('article')
    await expect(cards).toHaveCount(4)
    const expected = [
      { priority: 'Priorité haute', budget: 350_000_000, months: 24 },
      { priority: 'Priorité haute', budget: 280_000_000, months: 48 },
      { priority: 'Priorité moyenne', budget: 320_000_000, months: 36 },
      { priority: 'Priorité moyenne', budget: 180_000_000, months: 36 },
    ]
    for (const [index, item] of expected.entries()) {
      const card = cards.nth(index)
      await expect(card).toContainText(item.priority)
      await expect(card).toContainText(`Budget estimé${formatFcfa(item.budget)}`)
      await expect(card).toContainText(`Durée${item.months} mois`)
      await expect(card).toContainText(/Démarrage prévu20(2[3-8])/)
    }
    await expect(plan).toContainText(`Budget total estimé : ${formatFcfa(1_130_000_000)}`)
  })

  test('« Télécharger le PDQ complet » annonce un document en cours de finalisation', async ({ page }) => {
    await page.goto('/projets/plan-quinquennal')
    const download = page.getByRole('button', { name: 'Télécharger le PDQ complet' })
    await download.click()
    const dialog = page.getByRole('dialog', { name: 'Plan de Développement Quinquennal' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(
      'Le Plan de Développement Quinquennal complet est en cours de finalisation. Il sera disponible en téléchargement prochainement.',
    )
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expectDialogClosed(dialog, download)
    await download.press('Enter')
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click()
    await expectDialogClosed(dialog, download)
    await download.click()
    await page.mouse.click(3, 3)
    await expectDialogClosed(dialog, download)
  })

  test('participation citoyenne et « Comment participer »', async ({ page }) => {
    await page.goto('/projets')
    const section = page.getByRole('region', { name: 'Participation citoyenne' })
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Comités villageois de développement',
      'Budget participatif',
      'Forums citoyens',
    ])
    await expect(section.getByRole('link', { name: 'Comment participer' })).toHaveAttribute(
      'href',
      '/espace-citoyen/contact',
    )
    await page.getByRole('link', { name: 'Participer', exact: true }).click()
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport()
  })
})

test.describe('page Projets : accessibilité', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)
  for (const name of TABS) {
    test(`aucune violation axe-core sur l’onglet ${name}`, async ({ page }) => {
      await page.goto('/projets')
      await tab(page, name).click()
      await scrollThrough(page)
      await expectAccessible(page)
    })
  }

  test('focus visible sur les onglets', async ({ page }) => {
    await page.goto('/projets')
    await tab(page, "Vue d'ensemble").focus()
    await page.keyboard.press('ArrowRight')
    const outline = await tab(page, 'Projets en cours').evaluate((element) => getComputedStyle(element).outlineStyle)
    expect(outline).not.toBe('none')
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
