import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const cmsUrl = (path = ''): string => `${process.env.CMS_URL}${path}`

/** axe-core with the WCAG 2.1 A and AA rules: the page (or the part given) has no violation. */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, 'violations axe-core').toEqual([])
}

/** Signs the seeded administrator (the account the global setup created), or the account given, in through the API. */
export async function adminSession(
  request: APIRequestContext,
  account = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! },
): Promise<{ token: string; user: { email: string } }> {
  const response = await request.post(cmsUrl('/api/auth/login'), { data: account })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { token: string; user: { email: string } }
}

/** A bearer token for the seeded administrator. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token
}

/** Reads a CMS collection as the administrator (for what anonymous visitors may not read). */
export async function adminRead<T>(request: APIRequestContext, slug: string, query = ''): Promise<T[]> {
  const token = await adminToken(request)
  const response = await request.get(cmsUrl(`/api/${slug}?pagination=false${query}`), {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: T[] }).docs
}

/** Tests that write content after the build (admin screens, live fallbacks) start its title with this. */
export const E2E_PREFIX = 'E2E '

/** Added by the global setup before the build: news and past events older than the seed's, so their first pages stay the seed's. */
export const LONG_LISTS = {
  news: 20,
  newsDatedFrom: '2016-06-30T10:00:00.000Z',
  pastEvents: 12,
  eventsEndedBy: '2019-12-31T18:00:00.000Z',
  /** Photos added after the seed's, and so newer (the CMS dates a gallery item by its upload): /galerie gets a page 2. */
  gallery: 20,
} as const

/**
 * Reads a public CMS collection anonymously, as the site build did: without the documents tests
 * add while others run (their titles start with E2E_PREFIX), which no built page can show.
 */
export async function publicRead<T>(request: APIRequestContext, slug: string): Promise<T[]> {
  const response = await request.get(cmsUrl(`/api/${slug}?pagination=false&depth=1`))
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: T[] }
  return docs.filter((doc) => !String((doc as { title?: unknown }).title ?? '').startsWith(E2E_PREFIX))
}

/**
 * Specs about layout, menus or touch run at both widths (playwright.config.ts). Their tests whose
 * subject does not depend on the screen (content, dialogs, keyboard) run once, on the phone:
 * `test.skip(onDesktop, ONE_WIDTH_IS_ENOUGH)` in their group.
 */
export const ONE_WIDTH_IS_ENOUGH = 'une seule largeur suffit : le sujet ne dépend pas de l’écran'
export const onDesktop = ({ isMobile }: { isMobile: boolean }): boolean => !isMobile

/**
 * Scrolls to the bottom a screenful at a time so that lazy images and `client:visible` islands load:
 * each screenful is drawn (two animation frames) before the next, which is when the browser checks
 * what has come into view.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const drawn = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await drawn()
    }
    window.scrollTo(0, document.body.scrollHeight)
    await drawn()
  })
  await page.waitForLoadState('networkidle')
}
