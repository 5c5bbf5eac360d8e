import rss from '@astrojs/rss'
import type { APIRoute } from 'astro'
import { excerpt, newsCategoryLabel } from 'shared-types'

import { loadCommune, loadNewsList } from '../lib/cms/content'
import { newsDate } from '../lib/news'

/**
 * The commune's news as an RSS feed (FEED_PATH, linked from every page's head): the items the
 * news list shows, newest first, each with its address, date, category and opening words.
 */
export const GET: APIRoute = async ({ site }) => {
  const commune = await loadCommune()
  const { docs } = await loadNewsList()
  return rss({
    title: `Actualités — ${commune.name}`,
    description: `Les dernières nouvelles de la ${commune.name} : santé, éducation, environnement, culture et événements.`,
    site: site!,
    customData: '<language>fr-SN</language>',
    // Addresses as the site links them.
    trailingSlash: false,
    items: docs.map((news) => ({
      title: news.title,
      link: `/actualites/${news.id}`,
      pubDate: new Date(newsDate(news)),
      description: excerpt(news.content),
      categories: news.category ? [newsCategoryLabel(news.category)] : [],
    })),
  })
}
