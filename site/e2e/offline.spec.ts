import { expect, test, type Page } from '@playwright/test'

import { buildId } from '../src/integrations/offlineWorker'
import { outDir } from './pages'
import { expectAccessible } from './support'

/**
 * Offline reading: a procedure, service or contact page a citizen has opened opens again without a
 * network (the service worker of src/offline/), with « Vous êtes hors ligne : informations du … »;
 * online, the current page and no notice; nothing else is kept.
 */

const today = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Dakar',
}).format(new Date())
const NOTICE = `Vous êtes hors ligne : informations du ${today}`

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' })

/** Opens a page and waits until the worker controls it and has saved it (it arrives after the page's first load). */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'le service worker contrôle la page',
    })
    .toBe(true)
  await expect
    .poll(
      () =>
        page.evaluate(
          async () =>
            (await caches.match(`${location.origin}${location.pathname.replace(/(.)\/$/, '$1')}`)) !== undefined,
        ),
      {
        message: `${path} enregistrée pour la lecture hors ligne`,
      },
    )
    .toBe(true)
}

/** Every address the worker has saved, as paths. */
const savedPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    }
    return paths
  })

test.describe('lecture hors ligne', () => {
  test.use({ serviceWorkers: 'allow' })

  test('une démarche consultée se rouvre sans réseau, avec la date de la copie, puis la page en ligne sans avis', async ({
    page,
    context,
  }) => {
    await visit(page, '/espace-citoyen/demarches')
    await expect(notice(page)).toBeHidden()

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Démarches administratives' })).toBeVisible()
    await expect(page.locator('[data-procedure]').first()).toBeVisible()
    await expect(notice(page)).toHaveText(NOTICE)
    // Its styles came along: the notice is drawn as designed, not as bare text.
    expect(await notice(page).evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    )
    await expectAccessible(page)

    await context.setOffline(false)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Démarches administratives' })).toBeVisible()
    await expect(notice(page)).toBeHidden()
  })

  test('les horaires et les coordonnées de la mairie, et un service ouvert ensuite, se rouvrent sans réseau', async ({
    page,
    context,
  }) => {
    await visit(page, '/espace-citoyen/contact')
    // Opened once the worker is there: saved as it comes from the network.
    await page.goto('/services/eau')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await context.setOffline(true)
    await page.goto('/espace-citoyen/contact')
    await expect(page.getByRole('heading', { level: 2, name: "Horaires d'ouverture" })).toBeVisible()
    await expect(page.getByText('Téléphone :').first()).toBeVisible()
    await expect(notice(page)).toHaveText(NOTICE)
    await expectAccessible(page)

    await page.goto('/services/eau')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(notice(page)).toHaveText(NOTICE)
  })

  test('une page jamais ouverte, le brouillon et l’API ne sont jamais servis depuis une copie : hors ligne, la page « Vous êtes hors ligne » liste les pages enregistrées', async ({
    page,
    context,
  }) => {
    await visit(page, '/espace-citoyen/demarches')
    // Online, under the worker: the preview of a draft, a page outside the kept ones, and the API.
    await page.goto('/apercu')
    await page.goto('/presentation')
    expect(await page.evaluate(async () => (await fetch('/api/services?limit=1')).status)).toBe(200)
    await page.goto('/espace-citoyen/demarches')

    const saved = await savedPaths(page)
    expect(saved).toContain('/espace-citoyen/demarches')
    expect(
      saved.filter((path) => /^\/(apercu|api|admin|login|welcome|recherche|pagefind|presentation)\b/.test(path)),
    ).toEqual([])

    await context.setOffline(true)
    // Offline, each is the offline page, which lists what this device has saved.
    for (const path of ['/services/eau', '/apercu', '/presentation']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }), `${path} hors ligne`).toHaveText('Vous êtes hors ligne')
      await expect(page.getByRole('heading', { name: 'Pages lisibles sans connexion' })).toBeVisible()
      await expect(page.getByRole('main').getByRole('listitem')).toHaveText(['Démarches administratives'])
    }
    await expectAccessible(page)
    await page.getByRole('main').getByRole('link', { name: 'Démarches administratives' }).click()
    await expect(page).toHaveURL(/\/espace-citoyen\/demarches$/)
    await expect(notice(page)).toHaveText(NOTICE)
  })

  test('chaque construction a son propre cache, nommé d’après elle', async ({ page }) => {
    await visit(page, '/espace-citoyen')
    expect(await page.evaluate(() => caches.keys())).toEqual([`hors-ligne-${await buildId(outDir)}`])
  })
})
