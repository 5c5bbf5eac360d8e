import { expect, test } from '@playwright/test'
import type { News } from 'shared-types/payload-types'

import { builtHtml, builtPages } from './pages'
import { publicRead } from './support'

/**
 * How search engines and feed readers find the commune's pages: robots.txt names the sitemap; the
 * sitemap lists every page a citizen may land on, in the form the site links it, and nothing else;
 * the news feed lists what the news list shows, and every page's head points to it.
 */
test.skip(({ isMobile }) => isMobile, 'des fichiers, pas un écran : un seul passage suffit')

const pathsOf = (xml: string, tag: string): string[] =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]+)</${tag}>`, 'g'))].map((match) => new URL(match[1]!).pathname)

test('robots.txt nomme le plan du site, qui liste chaque page indexable et rien d’autre', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /admin/')
  const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1]
  expect(sitemapUrl).toBe(new URL('/sitemap.xml', baseURL).href)

  const index = await (await request.get('/sitemap.xml')).text()
  expect(index).toContain('<sitemapindex')
  const listed = new Set<string>()
  for (const part of pathsOf(index, 'loc'))
    for (const page of pathsOf(await (await request.get(part)).text(), 'loc')) listed.add(page)

  // Every built page but those kept out: noindex (not-found, preview, search) or closed to robots (staff screens).
  const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1]!)
  const indexable = builtPages().filter(
    (page) =>
      !builtHtml(page).includes('<meta name="robots" content="noindex"') &&
      !disallowed.some((prefix) => page.startsWith(prefix)),
  )
  expect([...listed].sort()).toEqual(indexable.sort())
  // Each published news item is there, at the address the site links it.
  for (const news of await publicRead<News>(request, 'news'))
    expect(listed, `actualité ${news.id}`).toContain(`/actualites/${news.id}`)
})

test('le flux des actualités liste ce que montre la liste des actualités, et chaque page y renvoie', async ({
  request,
  page,
}) => {
  const feed = await request.get('/rss.xml')
  expect(feed.headers()['content-type']).toContain('xml')
  const xml = await feed.text()
  expect(xml).toContain('<language>fr-SN</language>')
  const items = pathsOf(xml, 'link').filter((path) => path !== '/')
  const listPages = builtPages().filter((path) => /^\/actualites(\/page\/\d+)?$/.test(path))
  expect(listPages.length).toBeGreaterThan(1)
  const shown = [
    ...new Set(
      listPages.flatMap((path) =>
        [...builtHtml(path).matchAll(/href="(\/actualites\/\d+)"/g)].map((match) => match[1]!),
      ),
    ),
  ]
  expect(items.sort()).toEqual(shown.sort())

  await page.goto('/services')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/rss.xml')
})
