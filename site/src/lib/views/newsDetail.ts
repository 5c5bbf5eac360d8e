import {
  SHARE_TEXT_LENGTH,
  excerpt,
  formatLongDate,
  isoDate,
  newsCategoryLabel,
  renderLightFormatting,
  truncate,
  type SpokenVersion,
} from 'shared-types'
import type { News } from 'shared-types/payload-types'

import fallbackNews from '../../assets/fallback-news.svg'
import { altText } from '../cms/shapes'
import {
  BACK_TO_NEWS,
  NEWS_BODY_CLASS,
  NEWS_IMAGE_SIZES,
  newsAuthor,
  newsDate,
  newsReadTime,
  readTimeLabel,
} from '../news'
import { spokenVersionsOf } from '../spoken'
import type { ViewContext } from './context'
import { attributes, hiddenIf, html, type SafeHtml, trusted } from './html'
import { ArrowLeft, Calendar, Clock, Share2, UserRound, icon } from './icons'
import { image, type ViewImage } from './image'
import { SPOKEN_ANCHOR, listeningView } from './spoken'

/** A news article (/actualites/{id}), as the build, the not-found page and the preview draw it. */
export interface NewsDetail {
  title: string
  /** The category's label; '' keeps its pill hidden. */
  category: string
  author: string
  date: { text: string; iso: string | undefined }
  readTime: string
  image: ViewImage
  /** The body, through the light-formatting renderer (raw HTML switched off). */
  body: SafeHtml
  tags: readonly string[]
  /** Its recordings, one per language; none gives « Lire à voix haute » instead. */
  spoken: readonly SpokenVersion[]
  /** The « Partager » button: only where its script runs (the built page, src/scripts/shareButton.ts). */
  share?: { title: string; text: string }
}

/** The article's column sits in this container, with the newsletter box under it on the built page. */
export const NEWS_PAGE_CLASS = 'container-page py-10 sm:py-14'

export async function newsDetailModel(
  news: News,
  { commune, images }: ViewContext,
  { share = false } = {},
): Promise<NewsDetail> {
  const date = newsDate(news)
  return {
    title: news.title,
    category: news.category ? newsCategoryLabel(news.category) : '',
    author: newsAuthor(news, commune.newsSignature),
    date: { text: formatLongDate(date), iso: isoDate(date) },
    readTime: readTimeLabel(newsReadTime(news)),
    image: await images({
      media: news.image,
      fallback: fallbackNews,
      alt: altText(news.image, news.title),
      widths: [480, 720, 1080, 1600],
      sizes: NEWS_IMAGE_SIZES,
      class: 'aspect-[3/2] w-full rounded-xl object-cover shadow-sm',
      priority: true,
    }),
    body: trusted(renderLightFormatting(news.content)),
    tags: (news.tags ?? []).filter((tag) => tag.trim()),
    spoken: spokenVersionsOf(news.spokenVersions, commune.spokenLanguages),
    share: share
      ? { title: news.title, text: truncate(excerpt(news.content, SHARE_TEXT_LENGTH), SHARE_TEXT_LENGTH) }
      : undefined,
  }
}

/**
 * The share sheet when the browser has one, else the address copied: the button does nothing until
 * the script runs, so it stays invisible (its room kept, so nothing moves) rather than swallow a tap.
 */
const shareButton = ({ title, text }: { title: string; text: string }): SafeHtml => html`
  <div class="relative" data-share data-share-title="${title}" data-share-text="${text}">
    <button type="button" class="btn-secondary invisible">${icon(Share2, 18)}Partager</button>
    <p role="status" class="sr-only"></p>
    <p role="alert" class="sr-only"></p>
  </div>`

export const newsDetailView = (news: NewsDetail): SafeHtml => html`
  <article class="mx-auto max-w-4xl" data-testid="news-article">
    <a href="/actualites" class="btn-secondary">${icon(ArrowLeft, 18)}${BACK_TO_NEWS}</a>
    <header class="mt-8">
      <p class="inline-flex rounded-full bg-primary-50 px-3 py-1 text-sm font-semibold text-primary-800" data-testid="news-category"${hiddenIf(!news.category)}>${news.category}</p>
      <h1 class="mt-4 text-3xl leading-tight font-bold text-gray-900 sm:text-4xl" data-read-aloud-text>${news.title}</h1>
      <ul class="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-gray-700">
        <li class="flex items-center gap-2">
          ${icon(UserRound, 18)}
          <span><span class="sr-only">Auteur : </span><span data-testid="news-author">${news.author}</span></span>
        </li>
        <li class="flex items-center gap-2">
          ${icon(Calendar, 18)}
          <time${attributes({ datetime: news.date.iso })} data-testid="news-date">${news.date.text}</time>
        </li>
        <li class="flex items-center gap-2">
          ${icon(Clock, 18)}
          <span data-testid="news-read-time">${news.readTime}</span>
        </li>
      </ul>
      ${listeningView(news.spoken, { id: SPOKEN_ANCHOR, class: 'mt-6' })}
    </header>
    <div class="mt-8">${image(news.image)}</div>
    <div class="mt-10 ${NEWS_BODY_CLASS}" data-testid="news-content" data-read-aloud-text>${news.body}</div>
    <footer class="mt-10 flex flex-col gap-6 border-t border-gray-200 pt-8 sm:flex-row sm:items-start sm:justify-between">
      <div${hiddenIf(news.tags.length === 0)}>
        <h2 class="text-sm font-semibold text-gray-900">Mots-clés</h2>
        <ul class="mt-2 flex flex-wrap gap-2" data-testid="news-tags">
          ${news.tags.map((tag) => html`<li class="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">#${tag}</li>`)}
        </ul>
      </div>
      <div class="sm:ml-auto empty:hidden">${news.share ? html`<div>${shareButton(news.share)}</div>` : null}</div>
    </footer>
  </article>`
