import { readTimeMinutes } from 'shared-types'
import type { News } from 'shared-types/payload-types'

/**
 * What the static news page (/actualites/{id}) and its live fallback (404 page) both show, so an
 * article published after the build reads exactly like the others. No server-only import here:
 * the live fallback bundles this module for the browser.
 */

export const UNKNOWN_AUTHOR = 'Auteur inconnu'
export const BACK_TO_NEWS = 'Retour aux actualités'

/**
 * The author is a string, or an object with a username (docs/product/news.md#author). Without one,
 * the service that signs the commune's news (« La commune », `newsSignature`): a byline never reads
 * « Auteur inconnu » while staff have named one.
 */
export function newsAuthor(news: Pick<News, 'author'>, signature?: string | null): string {
  const author: unknown = news.author
  if (typeof author === 'string' && author.trim()) return author.trim()
  if (
    typeof author === 'object' &&
    author !== null &&
    'username' in author &&
    typeof author.username === 'string' &&
    author.username.trim()
  ) {
    return author.username.trim()
  }
  return signature?.trim() || UNKNOWN_AUTHOR
}

/** The publication date, else the creation date. */
export const newsDate = (news: Pick<News, 'date' | 'createdAt'>): string => news.date || news.createdAt

/**
 * The reading time (docs/product/news.md#reading-time), from the content itself (the CMS's virtual
 * `readTime` applies the same rule).
 */
export const newsReadTime = (news: Pick<News, 'content'>): number => readTimeMinutes(news.content)

export const readTimeLabel = (minutes: number): string => `${minutes} min de lecture`

/** Newest first (docs/product/news.md#news-list), by publication date. */
export const byNewestFirst = (a: News, b: News): number =>
  (Date.parse(newsDate(b)) || 0) - (Date.parse(newsDate(a)) || 0)

/** Styles of the light-formatted body (### headings, bold, italic, bullets, paragraphs). */
export const NEWS_BODY_CLASS = [
  'max-w-none text-lg leading-relaxed text-gray-800',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h1]:text-gray-900',
  '[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-gray-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-gray-900',
  '[&_h4]:mt-6 [&_h4]:font-bold [&_h5]:mt-6 [&_h5]:font-bold [&_h6]:mt-6 [&_h6]:font-bold',
  '[&_strong]:font-semibold [&_strong]:text-gray-900 [&_em]:italic',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
].join(' ')

/** The article picture fills the 56rem column (`max-w-4xl`) inside the page's padding. */
export const NEWS_IMAGE_SIZES = '(min-width: 944px) 896px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'
