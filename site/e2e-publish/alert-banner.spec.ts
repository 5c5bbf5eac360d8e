import { expectAccessible } from '../e2e/support'
import { adminToken, cmsCall, expect, secondsUntil, staticPage, test } from './product'

/**
 * The alert banner as a clerk lives it, with the product running as `npm start` runs it: a banner
 * saved for a minute a little ahead is in the rebuilt pages (hidden until its start), appears at its
 * start on a page left open, and is gone at its end, from that page and then from the rebuilt
 * HTML, with nobody publishing anything else (the CMS's scheduled rebuilds, publishing/rebuild/scheduled.ts).
 */
const MESSAGE = 'Coupure d’eau à Keur Ali : le réseau est fermé pendant les travaux du forage.'
const DURATION_MS = 40_000

test('un bandeau d’alerte apparaît à son début et disparaît à sa fin sans autre publication', async ({
  page,
  product,
}) => {
  test.setTimeout(12 * 60_000)
  const token = await adminToken(product)
  const save = (start: number) =>
    cmsCall(product, token, 'POST', '/globals/alert-banner', {
      active: true,
      message: MESSAGE,
      level: 'urgent',
      link: { url: 'https://example.sn/travaux', label: 'Les quartiers concernés' },
      start: new Date(start).toISOString(),
      end: new Date(start + DURATION_MS).toISOString(),
    })
  const builtWithStart = (start: number) => async () =>
    (await staticPage(product, '/')).html.includes(`data-start="${new Date(start).toISOString()}"`)

  // A first save, far ahead, times a rebuild on this machine; the banner's real start leaves room
  // for three, so that the page is rebuilt with it, hidden, well before it starts.
  const farAhead = Date.now() + 3_600_000
  await save(farAhead)
  const rebuildMs = 1000 * (await secondsUntil(builtWithStart(farAhead), 3 * 60_000, 'bandeau dans la page construite'))
  const start = Date.now() + Math.min(180_000, Math.max(30_000, 3 * rebuildMs))
  const end = start + DURATION_MS
  await save(start)
  // The save's own rebuild puts the banner in every page, hidden until its start.
  await secondsUntil(builtWithStart(start), 3 * 60_000, 'bandeau à son heure dans la page construite')
  await page.goto(`${product.siteUrl}/`)
  const banner = page.getByRole('alert').filter({ hasText: MESSAGE })
  if (Date.now() < start - 2_000) await expect(banner).toBeHidden()

  // The page left open shows it at its start…
  await expect(banner).toBeVisible({ timeout: Math.max(0, start - Date.now()) + 10_000 })
  await expect(banner.getByRole('link', { name: 'Les quartiers concernés' })).toHaveAttribute(
    'href',
    'https://example.sn/travaux',
  )
  // And the way to get the next alerts by SMS (docs/product/public-pages.md#sms-alerts).
  await expect(banner.getByRole('link', { name: 'Recevoir les alertes par SMS' })).toHaveAttribute('href', '/sms')
  await expectAccessible(page, '[data-alert-banner]')
  // A citizen on a phone follows it to the SMS sign-up (subscribing itself: e2e/sms.spec.ts).
  await page.setViewportSize({ width: 390, height: 844 })
  await banner.getByRole('link', { name: 'Recevoir les alertes par SMS' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recevoir les alertes par SMS')
  await page.goto(`${product.siteUrl}/agenda`)
  await expect(banner).toBeVisible()

  // …and hides it at its end, before any rebuild.
  await expect(banner).toBeHidden({ timeout: Math.max(0, end - Date.now()) + 10_000 })
  // The rebuild the CMS asked for at the end time takes it out of the HTML itself.
  await secondsUntil(
    async () => !(await staticPage(product, '/')).html.includes(MESSAGE),
    3 * 60_000,
    'bandeau retiré des pages construites',
  )
  await page.goto(`${product.siteUrl}/`)
  await expect(page.getByText(MESSAGE)).toHaveCount(0)
})
