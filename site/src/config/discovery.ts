/** Where search engines and feed readers find the site's lists: named in robots.txt and every page's head. */
export const FEED_PATH = '/rss.xml'
export const SITEMAP_PATH = '/sitemap-index.xml'
