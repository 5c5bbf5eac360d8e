import { expect, test, type Page } from '@playwright/test'
import {
  AGENDA_MESSAGES,
  PAGE_SIZES,
  PAGINATION_LABELS,
  PHOTO_EXHIBITION,
  formatEventDates,
  pastEvents,
} from 'shared-types'

import { ONE_WIDTH_IS_ENOUGH, expectAccessible, onDesktop, publicRead } from './support'

/**
 * The agenda as citizens see it, built from the seeded CMS: the built-in exhibition of 25 May 2025
 * is past, so the home box announces the event to come and /agenda files the exhibition under
 * « Passés ». Between builds the page corrects itself: once the shown event is over it shows the
 * next one carried in the page, or « Aucun événement à venir ».
 */
type SeededEvent = { title: string; start: string; end?: string | null; place?: string | null; theme?: string | null }

const homeBox = (page: Page) => page.getByRole('complementary', { name: 'Agenda de la commune' })

test.describe('agenda', () => {
  test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)

  test('la page d’accueil annonce l’événement à venir, jamais un événement passé', async ({ page, request }) => {
    const events = await publicRead<SeededEvent>(request, 'events')
    const future = events.find((event) => new Date(event.start).getTime() > Date.now())!
    expect(future, 'un événement à venir dans le contenu initial').toBeTruthy()
    await page.goto('/')
    const box = homeBox(page)
    await expect(box.getByRole('heading', { name: future.title })).toBeVisible()
    await expect(box).toContainText('Prochain événement')
    await expect(box).toContainText(formatEventDates(future.start, future.end))
    await expect(box).toContainText(future.place!)
    await expect(box).not.toContainText(PHOTO_EXHIBITION.title)
    await expect(box.getByText(AGENDA_MESSAGES.noneUpcoming)).toBeHidden()
    await box.getByRole('link', { name: AGENDA_MESSAGES.seeAgenda }).first().click()
    await expect(page).toHaveURL(/\/agenda$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda de la commune')
  })

  test('une fois l’événement passé, la page affichée sans reconstruction ne l’annonce plus', async ({
    page,
    request,
  }) => {
    const events = await publicRead<SeededEvent>(request, 'events')
    const future = events.find((event) => new Date(event.start).getTime() > Date.now())!
    await page.goto('/')
    await expect(homeBox(page).getByRole('heading', { name: future.title })).toBeVisible()
    // The visitor comes back after the event: the clock moves on, the built page stays the same.
    const until = await homeBox(page).locator('[data-event-until]:not([hidden])').getAttribute('data-event-until')
    await page.clock.install({ time: new Date(Date.parse(until!) + 60_000) })
    await page.reload()
    const box = homeBox(page)
    await expect(box.getByRole('heading', { name: future.title })).toBeHidden()
    await expect(box.getByRole('heading', { name: AGENDA_MESSAGES.noneUpcoming })).toBeVisible()
    await expect(box.getByText(AGENDA_MESSAGES.next)).toBeHidden()
    await expectAccessible(page, '[data-agenda-box]')
  })

  test('/agenda : à venir d’abord, l’exposition du 25 mai 2025 parmi les événements passés', async ({
    page,
    request,
  }) => {
    const events = await publicRead<SeededEvent>(request, 'events')
    const future = events.find((event) => new Date(event.start).getTime() > Date.now())!
    await page.goto('/agenda')
    const coming = page.getByRole('region', { name: 'À venir' })
    const past = page.getByRole('region', { name: 'Passés' })
    await expect(coming.getByRole('heading', { name: future.title })).toBeVisible()
    await expect(coming).toContainText(formatEventDates(future.start, future.end))
    await expect(coming.getByRole('heading', { name: PHOTO_EXHIBITION.title })).toHaveCount(0)
    const exhibition = past
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PHOTO_EXHIBITION.title }) })
    await expect(exhibition).toContainText('25 mai 2025')
    await expect(exhibition).toContainText('Centre culturel')
    await expect(exhibition).toContainText('« patrimoine naturel »')
    await expect(exhibition).toContainText(PHOTO_EXHIBITION.description!)
    await expectAccessible(page)
  })

  test('les événements passés vont par pages de 10, les plus récents d’abord, sans perte ni doublon', async ({
    page,
    request,
  }) => {
    const past = pastEvents(await publicRead<SeededEvent>(request, 'events'), Date.now())
    const pageCount = Math.ceil(past.length / PAGE_SIZES.pastEvents)
    expect(pageCount, 'la liste du test court sur plusieurs pages').toBeGreaterThan(1)
    await page.goto('/agenda')
    const seen: string[] = []
    for (let number = 1; number <= pageCount; number += 1) {
      const region = page.getByRole('region', { name: number === 1 ? 'Passés' : `Passés, page ${number}` })
      const titles = past
        .slice((number - 1) * PAGE_SIZES.pastEvents, number * PAGE_SIZES.pastEvents)
        .map((event) => event.title)
      await expect(region.getByRole('heading', { level: 3 })).toHaveText(titles)
      seen.push(...titles)
      await expect(page.getByRole('region', { name: 'À venir' })).toHaveCount(number === 1 ? 1 : 0)
      if (number > 1)
        await expect(page.getByRole('link', { name: 'Voir les événements à venir' })).toHaveAttribute('href', '/agenda')
      const next = page
        .getByRole('navigation', { name: PAGINATION_LABELS.navigation })
        .getByRole('link', { name: PAGINATION_LABELS.next })
      if (number < pageCount) await next.click()
      else await expect(next).toHaveCount(0)
    }
    expect(seen).toEqual(past.map((event) => event.title))
    await expectAccessible(page)
  })
})

// The menus differ with the width: the phone's menu button, the desktop's bar.
test('le lien Agenda de la navigation et du pied de page mène à /agenda', async ({ page, isMobile }) => {
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Agenda de la commune' })).toHaveAttribute(
    'href',
    '/agenda',
  )
  if (isMobile) {
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await page.locator('#menu-mobile').getByRole('link', { name: 'Agenda', exact: true }).click()
  } else {
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Agenda', exact: true })
      .click()
  }
  await expect(page).toHaveURL(/\/agenda$/)
})
