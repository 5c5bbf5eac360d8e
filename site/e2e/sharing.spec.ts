import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp, { type Metadata } from 'sharp'
import { DOCUMENT_TITLE_MAX, openingSlots } from 'shared-types'
import type { Commune, News } from 'shared-types/payload-types'

import { isListed } from '../src/config/discovery'
import { builtHtml, builtPages } from './pages'
import { cmsUrl, publicRead } from './support'

/**
 * What a search engine or a link shared on WhatsApp gets of each page: a title that ends with the
 * commune's name and is never cut inside a word, the canonical address in the links' form, a
 * preview picture that exists, and schema.org data (JSON-LD) saying what the page is about.
 */
test.skip(({ isMobile }) => isMobile, 'des en-têtes, pas un écran : un seul passage suffit')

type Node = Record<string, unknown> & { '@type': string }

/** Every page search engines are given: those the sitemap lists (not the staff screens), none marked noindex. */
const indexablePages = () =>
  builtPages().filter((page) => isListed(page) && !builtHtml(page).includes('<meta name="robots" content="noindex"'))

const attribute = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1]
const meta = (html: string, property: string) =>
  attribute(html, new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))
const decode = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const graphOf = (html: string): Node[] => {
  const json = attribute(html, /<script type="application\/ld\+json">(.*?)<\/script>/s)
  expect(json, 'JSON-LD').toBeDefined()
  const data = JSON.parse(json!) as { '@context': string; '@graph': Node[] }
  expect(data['@context']).toBe('https://schema.org')
  return data['@graph']
}
const h1Of = (html: string) =>
  decode(
    attribute(html, /<h1[^>]*>(.*?)<\/h1>/s)
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? '',
  )

async function commune(request: APIRequestContext): Promise<Commune> {
  return (await (await request.get(cmsUrl('/api/globals/commune'))).json()) as Commune
}

/** The picture at an address the page gives, as an app fetching the preview gets it. */
async function picture(request: APIRequestContext, address: string) {
  const response = await request.get(new URL(address).pathname)
  expect(response.status(), address).toBe(200)
  return sharp(await response.body()).metadata()
}

test('chaque page : titre terminé par la commune sans mot coupé, adresse canonique, image de partage et données structurées', async ({
  request,
  baseURL,
}) => {
  const { name } = await commune(request)
  const pages = indexablePages()
  expect(pages.length).toBeGreaterThan(30)
  const pictures = new Map<string, Promise<Metadata>>()
  for (const pagePath of pages) {
    const html = builtHtml(pagePath)
    const title = decode(attribute(html, /<title>(.*?)<\/title>/s) ?? '')
    expect.soft(title.length, `${pagePath} : titre « ${title} »`).toBeLessThanOrEqual(DOCUMENT_TITLE_MAX)
    if (pagePath !== '/') {
      expect.soft(title.endsWith(` | ${name}`), `${pagePath} : titre « ${title} »`).toBe(true)
      // A shortened title is the start of the page's heading, stopped before a space: no word is cut.
      const own = title.slice(0, -` | ${name}`.length)
      if (own.endsWith('…')) {
        const kept = own.slice(0, -1)
        const heading = h1Of(html)
        expect
          .soft(
            heading.startsWith(kept) && /^[\s,;:.!?'’]/.test(heading.slice(kept.length)),
            `${pagePath} : « ${own} » coupe « ${heading} »`,
          )
          .toBe(true)
      }
    }

    const address = new URL(pagePath, baseURL).href
    expect.soft(attribute(html, /<link rel="canonical" href="([^"]+)"/), `${pagePath} : canonique`).toBe(address)
    expect.soft(meta(html, 'og:url'), `${pagePath} : og:url`).toBe(address)
    expect.soft(meta(html, 'twitter:card'), pagePath).toBe('summary_large_image')
    const image = meta(html, 'og:image')
    expect(image, `${pagePath} : og:image`).toMatch(/^https?:\/\//)
    if (!pictures.has(image!)) pictures.set(image!, picture(request, image!))
    const { width, height, format } = await pictures.get(image!)!
    expect.soft(['jpeg', 'png'], `${pagePath} : format de ${image}`).toContain(format)
    expect
      .soft([String(width), String(height)], `${pagePath} : taille de ${image}`)
      .toEqual([meta(html, 'og:image:width'), meta(html, 'og:image:height')])
    expect.soft(width, `${pagePath} : largeur de ${image}`).toBeGreaterThanOrEqual(600)

    // The commune, with its contacts and the opening hours it shows, is in every page's graph.
    const organization = graphOf(html).find((node) => node['@type'] === 'GovernmentOrganization')
    expect.soft(organization?.name, `${pagePath} : la commune`).toBe(name)
  }
})

test('la commune, ses horaires et ses contacts', async ({ request }) => {
  const data = await commune(request)
  const organization = graphOf(builtHtml('/')).find((node) => node['@type'] === 'GovernmentOrganization')!
  expect(organization).toMatchObject({ name: data.name, telephone: data.phone, email: data.email })
  const contact = organization.contactPoint as {
    telephone: string
    hoursAvailable: { dayOfWeek: string[]; opens: string; closes: string }[]
  }
  expect(contact.telephone).toBe(data.phone)
  // Every slot the contact page shows that can be read (a closed day has none) is there.
  expect(contact.hoursAvailable.map(({ dayOfWeek, opens, closes }) => ({ days: dayOfWeek, opens, closes }))).toEqual(
    openingSlots(data.openingHours),
  )
  expect(contact.hoursAvailable.length).toBeGreaterThan(0)
})

test('une actualité : NewsArticle et sa propre image de partage ; sans image, celle de la commune', async ({
  request,
  baseURL,
}) => {
  const all = await publicRead<News>(request, 'news')
  const withImage = all.find((news) => news.image)!
  const html = builtHtml(`/actualites/${withImage.id}`)
  expect(meta(html, 'og:type')).toBe('article')
  const article = graphOf(html).find((node) => node['@type'] === 'NewsArticle')!
  expect(article.headline).toBe(withImage.title)
  expect(article.url).toBe(new URL(`/actualites/${withImage.id}`, baseURL).href)
  expect(article.image).toEqual([meta(html, 'og:image')])
  expect(article.publisher).toEqual({ '@id': new URL('/#commune', baseURL).href })
  expect(Date.parse(String(article.datePublished))).toBe(Date.parse(withImage.date || withImage.createdAt))
  // The item's picture, not the commune's.
  expect(meta(html, 'og:image')).not.toContain('/partage.jpg')
  expect(html).toContain(new URL(meta(html, 'og:image')!).pathname)
  expect(meta(builtHtml('/services'), 'og:image')).toBe(new URL('/partage.jpg', baseURL).href)
})

test('l’agenda : un Event par événement affiché', async () => {
  const html = builtHtml('/agenda')
  const shown = [...html.matchAll(/<h3 id="evenement-(\d+)"[^>]*>(.*?)<\/h3>/gs)].map((match) =>
    decode(match[2]!.trim()),
  )
  expect(shown.length).toBeGreaterThan(0)
  const events = graphOf(html).filter((node) => node['@type'] === 'Event')
  expect(events.map((event) => event.name).sort()).toEqual(shown.sort())
  for (const event of events) {
    expect(Date.parse(String(event.startDate))).toBeLessThanOrEqual(Date.parse(String(event.endDate)))
    expect(event.location).toMatchObject({ '@type': 'Place' })
  }
})

test('un service et les démarches : GovernmentService', async ({ request, baseURL }) => {
  const [service] = await publicRead<{ id: number; title: string }>(request, 'services')
  const serviceNodes = graphOf(builtHtml(`/services/${service!.id}`)).filter(
    (node) => node['@type'] === 'GovernmentService',
  )
  expect(serviceNodes).toEqual([
    expect.objectContaining({ name: service!.title, url: new URL(`/services/${service!.id}`, baseURL).href }),
  ])

  const procedures = await publicRead<{ id: number; title: string }>(request, 'procedures')
  const procedureNodes = graphOf(builtHtml('/espace-citoyen/demarches')).filter(
    (node) => node['@type'] === 'GovernmentService',
  )
  expect(procedureNodes.map((node) => [node.name, node.url])).toEqual(
    procedures.map((procedure) => [
      procedure.title,
      new URL(`/espace-citoyen/demarches#demarche-${procedure.id}`, baseURL).href,
    ]),
  )
})

test('icônes de l’écran d’accueil et manifeste', async ({ request, page }) => {
  await page.goto('/')
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  expect(await picture(request, new URL(appleIcon!, page.url()).href)).toMatchObject({
    format: 'png',
    width: 180,
    height: 180,
  })

  const manifestAddress = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await request.get(manifestAddress!)).json()) as {
    name: string
    lang: string
    start_url: string
    icons: { src: string; sizes: string; purpose: string }[]
  }
  expect(manifest).toMatchObject({ name: (await commune(request)).name, lang: 'fr', start_url: '/' })
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  )
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split('x').map(Number)
    expect(await picture(request, new URL(icon.src, page.url()).href)).toMatchObject({ format: 'png', width, height })
  }
})
