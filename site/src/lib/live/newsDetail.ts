import { ERRORS, MESSAGES } from 'shared-types'
import type { News } from 'shared-types/payload-types'

import { ApiError, cmsRequest } from '../cms/client'
import { BACK_TO_NEWS } from '../news'
import { html } from '../views/html'
import { NEWS_PAGE_CLASS, newsDetailModel, newsDetailView } from '../views/newsDetail'
import { showError, showLoading } from './dom'
import { documentId } from './id'
import type { LiveRenderer } from './types'
import { liveViewContext, showView } from './view'

const BACK = { href: '/actualites', text: BACK_TO_NEWS }

function errorMessage(reason: unknown): string {
  if (!(reason instanceof ApiError)) return ERRORS.newsDetailLoad
  if (reason.status === 404) return MESSAGES.newsNotFound
  if (reason.status === 400) return MESSAGES.newsInvalidId
  return reason.message || ERRORS.newsDetailLoad
}

/** The article drawn with the built pages' view (src/lib/views/newsDetail.ts). */
export async function renderDocument(target: HTMLElement, news: News): Promise<void> {
  const model = await newsDetailModel(news, liveViewContext())
  showView(target, html`<div class="${NEWS_PAGE_CLASS}">${newsDetailView(model)}</div>`, news.title)
}

/**
 * /actualites/{id} for an id the build does not have: loading → the article, or its error
 * (docs/product/news.md#news-article).
 */
const renderNews: LiveRenderer = async (target, id) => {
  const newsId = documentId(id)
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
  await renderDocument(target, news)
}

export default renderNews
