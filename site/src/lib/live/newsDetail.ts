import { ERRORS, MESSAGES, formatLongDate, isoDate, newsCategoryLabel, renderLightFormatting } from 'shared-types'
import type { News } from 'shared-types/payload-types'

import fallbackNews from '../../assets/fallback-news.svg'
import { titleWithCommune } from '../communeName'
import { ApiError, cmsRequest } from '../cms/client'
import { altText } from '../cms/shapes'
import { BACK_TO_NEWS, NEWS_IMAGE_SIZES, newsAuthor, newsDate, newsReadTime, readTimeLabel } from '../news'
import {
  cloneModel,
  field,
  fillImage,
  fillList,
  setDate,
  setOptionalText,
  setText,
  showError,
  showLoading,
} from './dom'
import { numericId } from './id'
import type { LiveRenderer } from './types'

const BACK = { href: '/actualites', text: BACK_TO_NEWS }

function errorMessage(reason: unknown): string {
  if (!(reason instanceof ApiError)) return ERRORS.newsDetailLoad
  if (reason.status === 404) return MESSAGES.newsNotFound
  if (reason.status === 400) return MESSAGES.newsInvalidId
  return reason.message || ERRORS.newsDetailLoad
}

/** Fills the article model (src/components/news/NewsArticleView.astro, kept in a <template> by src/components/LiveModels.astro). */
export function renderDocument(target: HTMLElement, news: News): void {
  const page = cloneModel('modele-actualite')
  const date = newsDate(news)

  setOptionalText(page, 'category', news.category ? newsCategoryLabel(news.category) : '')
  setText(page, 'title', news.title)
  setText(page, 'author', newsAuthor(news, field(page, 'author').dataset.signature))
  setDate(page, 'date', formatLongDate(date), isoDate(date))
  setText(page, 'readTime', readTimeLabel(newsReadTime(news)))
  fillImage(field<HTMLImageElement>(page, 'image'), {
    image: news.image,
    alt: altText(news.image, news.title),
    sizes: NEWS_IMAGE_SIZES,
    fallback: fallbackNews,
  })
  // The one place where markup is written: the light-formatting renderer, raw HTML switched off.
  field(page, 'content').innerHTML = renderLightFormatting(news.content)
  const tags = (news.tags ?? []).filter((tag) => tag.trim())
  fillList(
    page,
    'tags',
    tags,
    (item, tag) => {
      item.textContent = `#${tag}`
    },
    'tagsBlock',
  )

  document.title = titleWithCommune(news.title)
  target.replaceChildren(page)
}

/**
 * /actualites/{id} for an id the build does not have: loading → the article, or its error
 * (docs/product/news.md#news-article).
 */
const renderNews: LiveRenderer = async (target, id) => {
  const newsId = numericId(id)
  if (newsId === undefined) {
    showError(target, MESSAGES.newsInvalidId, BACK)
    return
  }
  showLoading(target, "Chargement de l'actualité...")
  let news: News
  try {
    news = await cmsRequest<News>(`/news/${newsId}?depth=1`, { fallback: ERRORS.newsDetailLoad })
  } catch (reason) {
    showError(target, errorMessage(reason), BACK)
    return
  }
  renderDocument(target, news)
}

export default renderNews
