import { gzipSync } from 'node:zlib'

import { expect, test, type Response } from '@playwright/test'

import { builtHtml, builtPages } from './pages'
import { adminSession, scrollThrough } from './support'

/**
 * The weight budgets of the issue, measured on what the browser really downloads once a visitor
 * has scrolled the whole page (so lazy islands and images count). Bytes are deterministic, so
 * these checks gate; timings live in `pnpm bench`.
 */
const KB = 1024
/** Like the other budgets, measured as shipped: compressed, as every static host serves it. */
const NO_ISLAND_JS_GZIP_LIMIT = 2 * KB
/**
 * The news pages (each item, the list and its later pages): their share button and newsletter box
 * are plain scripts, with the shared rules and messages they need, instead of React islands (72 KB
 * with the framework's runtime). They are the one exception to the limit of pages without islands.
 */
const NEWS_PAGE_JS_GZIP_LIMIT = 15 * KB
const isNewsPage = (pagePath: string): boolean => /^\/actualites(\/|$)/.test(pagePath)
/**
 * The footer's newsletter sign-up is on every page: all it costs until used is its starter
 * (scripts/newsletterStarter.ts), held to its own budget and counted apart from the page's 2 KB.
 */
const FOOTER_STARTER_JS_GZIP_LIMIT = KB / 2
const isFooterStarter = (url: string): boolean => url.includes('/_astro/NewsletterForm.astro_astro_type_script')
/**
 * Listening (docs/product/spoken.md#listening): the players of a page with recordings (the alert
 * banner's included), or « Lire à voix haute » on a procedure, service or news page without any.
 * What they add is held to its own budget and counted apart from the page's 2 KB, like the starter.
 */
const LISTENING_JS_GZIP_LIMIT = 2 * KB
const isListeningScript = (url: string): boolean => url.includes('/_astro/ListeningScript.astro_astro_type_script')
const hasRecordings = (pagePath: string): boolean => builtHtml(pagePath).includes(' data-spoken>')
/** The newsletter's link pages, opened once from an e-mail: the shared rules, messages and API client. */
const NEWSLETTER_LINK_PAGE_JS_GZIP_LIMIT = 6 * KB
const isNewsletterLinkPage = (pagePath: string): boolean => pagePath.startsWith('/lettre-d-information/')
/** The SMS pages, sign-up and stop: their two steps, the SMS sentences, the form messages and API client. */
const SMS_PAGE_JS_GZIP_LIMIT = 7 * KB
const isSmsPage = (pagePath: string): boolean => /^\/sms(\/|$)/.test(pagePath)
/**
 * The online request pages (docs/product/requests.md#the-form): the form of each procedure open to
 * them and /suivi, with the proof of work, the errors, the receipt or the timeline. Phones on costly
 * data come to them from an SMS: at most this much script, and this much in all on the first visit
 * (HTML, styles, scripts, pictures and fonts).
 */
const REQUEST_PAGE_JS_GZIP_LIMIT = 30 * KB
const REQUEST_PAGE_TOTAL_GZIP_LIMIT = 60 * KB
const isRequestPage = (pagePath: string): boolean =>
  /^\/espace-citoyen\/demande\/[^/]+$/.test(pagePath) || pagePath === '/suivi'
const TOTAL_JS_GZIP_LIMIT = 90 * KB
const CSS_GZIP_LIMIT = 25 * KB
/**
 * The staff screens, each at its size when they began to be drawn by the build (hydrated instead of
 * drawn by the script alone) plus a little room: drawing at once must not cost clerks more script.
 * The six management screens share the site-wide limit, which they nearly reach already.
 */
const STAFF_SCREEN_JS_GZIP_LIMITS: Record<string, number> = {
  '/login': 80 * KB,
  '/welcome': 81 * KB,
  '/admin/news': TOTAL_JS_GZIP_LIMIT,
  '/admin/projects': TOTAL_JS_GZIP_LIMIT,
  '/admin/services': TOTAL_JS_GZIP_LIMIT,
  '/admin/procedures': TOTAL_JS_GZIP_LIMIT,
  '/admin/investissements': TOTAL_JS_GZIP_LIMIT,
  '/admin/gallery': TOTAL_JS_GZIP_LIMIT,
  '/admin/demandes': TOTAL_JS_GZIP_LIMIT,
}
/** srcset candidates are at most 1.5× apart, so the chosen file is at most 1.5× the slot it fills. */
const SRCSET_STEP = 1.5

// One test walks every page: the page list exists only once the global setup has built the site.
/**
 * At a desktop's width only the images differ: the scripts and styles are the same files (no island
 * waits on a media query) and the HTML is the same. So the phone walks every page, and the desktop
 * the pages that show images: those built with one, and the staff screens, which draw their lists.
 */
/** The screens measured as a signed-in clerk meets them. */
const isSignedInPage = (pagePath: string): boolean => pagePath.startsWith('/admin/') || pagePath === '/welcome'

const showsImages = (pagePath: string): boolean =>
  pagePath.startsWith('/admin/') || builtHtml(pagePath).includes('<img')

test('budgets de poids, d’images et de texte alternatif sur toutes les pages', async ({
  context,
  request,
  isMobile,
}) => {
  test.setTimeout(10 * 60_000)
  const allPages = builtPages()
  expect(allPages.length).toBeGreaterThan(20)
  const pages = isMobile ? allPages : allPages.filter(showsImages)
  expect(pages.length, 'des pages avec des images sont mesurées').toBeGreaterThan(20)
  expect(allPages, 'chaque écran du personnel a son budget').toEqual(
    expect.arrayContaining(Object.keys(STAFF_SCREEN_JS_GZIP_LIMITS)),
  )
  expect(allPages.filter(isRequestPage).length, 'un formulaire de demande et /suivi sont mesurés').toBeGreaterThan(1)
  expect(
    pages.filter((pagePath) => /^\/actualites\/\d+$/.test(pagePath)).length,
    'des actualités sont mesurées',
  ).toBeGreaterThan(0)
  // The global setup gives a procedure a recording before the build (e2e/spoken.ts).
  if (isMobile)
    expect(pages.filter(hasRecordings).length, 'une page avec un enregistrement est mesurée').toBeGreaterThan(0)
  // Admin screens are measured as a clerk meets them, signed in (else they leave for /login at once).
  const session = await adminSession(request)
  // Routing turns the HTTP cache off: every page is measured as a first visit.
  await context.route('**', (route) => route.continue())
  const measure = async (pagePath: string) => {
    // A tab of its own per page, so that a late download of another page is not counted.
    const page = await context.newPage()
    const scripts = new Map<string, Buffer>()
    const styles = new Map<string, Buffer>()
    const collect = async (response: Response) => {
      const type = response.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      const body = await response.body().catch(() => null)
      if (body) (type === 'script' ? scripts : styles).set(response.url(), body)
    }
    page.on('response', collect)
    // Everything a request page brings on the first visit, each file as compressed on the wire.
    const everything: Promise<number>[] = []
    if (isRequestPage(pagePath))
      page.on('response', (response) =>
        everything.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        ),
      )
    // Why an image did not arrive, for the failure message.
    const imageErrors = new Map<string, string>()
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        imageErrors.set(response.url(), `HTTP ${response.status()}`)
    })
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image')
        imageErrors.set(request.url(), request.failure()?.errorText ?? 'échec réseau')
    })
    // Storage is shared by the tabs of a context: set or cleared for each page (/login would move on).
    const signedIn = isSignedInPage(pagePath)
    await page.addInitScript(
      ([token, user]) => {
        localStorage.clear()
        if (token) {
          localStorage.setItem('token', token)
          localStorage.setItem('user', user)
        }
      },
      [signedIn ? session.token : '', JSON.stringify(session.user)] as const,
    )
    await page.goto(pagePath)
    await scrollThrough(page)

    // From the build, not the live page: a screen that navigates away would hide its islands.
    const hasIsland = builtHtml(pagePath).includes('<astro-island')
    const starterGzip = [...scripts].reduce(
      (sum, [url, body]) => sum + (isFooterStarter(url) ? gzipSync(body).length : 0),
      0,
    )
    expect
      .soft(starterGzip, `${pagePath} : le script de départ de l'inscription du pied de page`)
      .toBeLessThanOrEqual(FOOTER_STARTER_JS_GZIP_LIMIT)
    const listeningGzip = [...scripts].reduce(
      (sum, [url, body]) => sum + (isListeningScript(url) ? gzipSync(body).length : 0),
      0,
    )
    expect
      .soft(listeningGzip, `${pagePath} : les scripts d'écoute (lecteurs ou lecture à voix haute)`)
      .toBeLessThanOrEqual(LISTENING_JS_GZIP_LIMIT)
    if (hasRecordings(pagePath))
      expect.soft(listeningGzip, `${pagePath} : le lecteur des enregistrements est mesuré`).toBeGreaterThan(0)
    const jsGzip = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0)
    const ownJsGzip = jsGzip - starterGzip - listeningGzip
    const cssGzip = [...styles.values()].reduce((sum, body) => sum + gzipSync(body).length, 0)
    if (isNewsPage(pagePath)) {
      expect
        .soft(jsGzip, `${pagePath} : JavaScript compressé d'une page d'actualités (${[...scripts.keys()].join(', ')})`)
        .toBeLessThanOrEqual(NEWS_PAGE_JS_GZIP_LIMIT)
    } else if (isNewsletterLinkPage(pagePath)) {
      expect
        .soft(jsGzip, `${pagePath} : JavaScript d'une page de lien de la lettre d'information`)
        .toBeLessThanOrEqual(NEWSLETTER_LINK_PAGE_JS_GZIP_LIMIT)
    } else if (isSmsPage(pagePath)) {
      expect
        .soft(jsGzip, `${pagePath} : JavaScript d'une page des SMS (${[...scripts.keys()].join(', ')})`)
        .toBeLessThanOrEqual(SMS_PAGE_JS_GZIP_LIMIT)
    } else if (isRequestPage(pagePath)) {
      expect
        .soft(jsGzip, `${pagePath} : JavaScript d'une page des demandes en ligne (${[...scripts.keys()].join(', ')})`)
        .toBeLessThanOrEqual(REQUEST_PAGE_JS_GZIP_LIMIT)
      const total = (await Promise.all(everything)).reduce((sum, bytes) => sum + bytes, 0)
      expect
        .soft(total, `${pagePath} : poids total de la première visite`)
        .toBeLessThanOrEqual(REQUEST_PAGE_TOTAL_GZIP_LIMIT)
      expect.soft(total, `${pagePath} : poids total mesuré`).toBeGreaterThan(0)
    } else if (!hasIsland) {
      expect
        .soft(ownJsGzip, `${pagePath} : JavaScript d'une page sans îlot (${[...scripts.keys()].join(', ')})`)
        .toBeLessThanOrEqual(NO_ISLAND_JS_GZIP_LIMIT)
    }
    expect.soft(jsGzip, `${pagePath} : JavaScript compressé`).toBeLessThanOrEqual(TOTAL_JS_GZIP_LIMIT)
    const staffLimit = STAFF_SCREEN_JS_GZIP_LIMITS[pagePath]
    if (staffLimit)
      expect.soft(jsGzip, `${pagePath} : JavaScript compressé de l'écran du personnel`).toBeLessThanOrEqual(staffLimit)
    expect.soft(cssGzip, `${pagePath} : CSS compressé`).toBeLessThanOrEqual(CSS_GZIP_LIMIT)

    // An admin screen draws its images only once the session is checked and its list has loaded
    // (slow on a busy machine): judged before that, a thumbnail would be caught half-loaded.
    if (pagePath.startsWith('/admin/')) {
      await expect(page.locator('table:not([aria-busy="true"])'), `${pagePath} : liste chargée`).toBeVisible({
        timeout: 30_000,
      })
    }
    // Every rendered image is judged once it has arrived. A lazy image the quick scroll passed by
    // before the browser noticed it is brought into view, as a visitor looking at it would; images in
    // hidden parts (more cards behind a button) are not downloaded until shown, so they are skipped.
    // Polled, because a screen may re-render its images meanwhile (an admin list reloading).
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const waiting = [...document.images].filter((img) => !img.complete && img.getClientRects().length > 0)
            waiting[0]?.scrollIntoView({ block: 'center' })
            return waiting.map((img) => img.currentSrc || img.src)
          }),
        { timeout: 30_000, message: `${pagePath} : images toujours en chargement` },
      )
      .toEqual([])
    const images = await page.locator('img').evaluateAll((nodes) =>
      (nodes as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc || img.src,
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        rendered: img.getClientRects().length > 0,
        complete: img.complete,
        naturalWidth: img.naturalWidth,
        shownWidth: img.getBoundingClientRect().width,
        smallestCandidate: Math.min(
          ...[img.srcset, ...[...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => source.srcset)]
            .flatMap((srcset) =>
              srcset.split(',').map((candidate) => Number.parseInt(candidate.trim().split(/\s+/)[1] ?? '', 10)),
            )
            .filter((width) => Number.isFinite(width)),
          Number.POSITIVE_INFINITY,
        ),
      })),
    )
    const dpr = await page.evaluate(() => window.devicePixelRatio)
    for (const image of images) {
      expect.soft(image.width, `${pagePath} : width de ${image.src}`).toMatch(/^\d+$/)
      expect.soft(image.height, `${pagePath} : height de ${image.src}`).toMatch(/^\d+$/)
      expect.soft(image.alt?.trim(), `${pagePath} : alt de ${image.src}`).toBeTruthy()
      if (image.rendered) {
        const reason = imageErrors.get(image.src) ?? (image.complete ? 'fichier illisible' : 'pas encore arrivée')
        expect.soft(image.naturalWidth, `${pagePath} : ${image.src} ne s'affiche pas (${reason})`).toBeGreaterThan(0)
      }
      const raster = !/\.svg(\?|$)/.test(image.src) && image.naturalWidth > 0 && image.shownWidth > 0
      if (raster && image.naturalWidth > image.smallestCandidate) {
        expect
          .soft(image.naturalWidth, `${pagePath} : ${image.src} affichée sur ${Math.round(image.shownWidth)} px`)
          .toBeLessThanOrEqual(Math.ceil(image.shownWidth * dpr * SRCSET_STEP))
      }
    }
    await page.close()
  }
  // Public pages three at a time, so that each one's wait for the network to fall quiet overlaps the
  // others'; then the signed-in screens one by one, since every page's start sets or clears the
  // storage all the tabs share.
  const waiting = pages.filter((pagePath) => !isSignedInPage(pagePath))
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      for (let pagePath = waiting.shift(); pagePath !== undefined; pagePath = waiting.shift()) await measure(pagePath)
    }),
  )
  for (const pagePath of pages.filter(isSignedInPage)) await measure(pagePath)
})
