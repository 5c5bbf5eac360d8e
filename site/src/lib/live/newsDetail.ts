import { PUBLIC_CMS_URL } from 'astro:env/client'
import { ERRORS, MESSAGES, formatLongDate, newsCategoryLabel, renderLightFormatting } from 'shared-types'
import type { News } from 'shared-types/payload-types'

import fallbackNews from '../../assets/fallback-news.svg'
import { COMMUNE } from '../../config/commune'
import { ApiError, cmsRequest } from '../cms/client'
import { populated } from '../cms/shapes'
import type { LiveRenderer } from './types'
import { BACK_TO_NEWS, NEWS_IMAGE_SIZES, isoDate, newsAuthor, newsDate, newsReadTime, readTimeLabel } from '../news'
import { safeMediaUrl, setCmsSources, showError, showLoading } from './dom'

const BACK = { href: '/actualites', text: BACK_TO_NEWS }

function errorMessage(reason: unknown): string {
  if (!(reason instanceof ApiError)) return ERRORS.newsDetailLoad
  if (reason.status === 404) return MESSAGES.newsNotFound
  if (reason.status === 400) return MESSAGES.newsInvalidId
  return reason.message || ERRORS.newsDetailLoad
}

/** The picture: the CMS's resized copies as a srcset, the fallback image when missing or broken. */
function fillImage(img: HTMLImageElement, news: News): void {
  const useFallback = () => {
    img.removeAttribute('srcset')
    img.src = fallbackNews.src
  }
  img.alt = news.title
  const media = populated(news.image)
  const src = safeMediaUrl(media?.url, PUBLIC_CMS_URL)
  if (!media || !src) return useFallback()
  img.alt = media.alt?.trim() || news.title
  if (media.width && media.height) {
    img.width = media.width
    img.height = media.height
  }
  setCmsSources(img, media, src, NEWS_IMAGE_SIZES, PUBLIC_CMS_URL, useFallback)
}

function field<T extends HTMLElement = HTMLElement>(root: ParentNode, name: string): T {
  return root.querySelector<T>(`[data-field="${name}"]`)!
}

/** Fills the article model kept by the 404 page (src/components/news/NewsArticleView.astro). */
function renderArticle(target: HTMLElement, news: News): void {
  const model = document.querySelector<HTMLTemplateElement>('#modele-actualite')!
  const page = model.content.firstElementChild!.cloneNode(true) as HTMLElement
  const category = news.category ? newsCategoryLabel(news.category) : ''
  const date = newsDate(news)
  const tags = (news.tags ?? []).filter((tag) => tag.trim())

  field(page, 'category').textContent = category
  field(page, 'category').hidden = !category
  field(page, 'title').textContent = news.title
  field(page, 'author').textContent = newsAuthor(news)
  field<HTMLTimeElement>(page, 'date').dateTime = isoDate(date) ?? ''
  field(page, 'date').textContent = formatLongDate(date)
  field(page, 'readTime').textContent = readTimeLabel(newsReadTime(news))
  fillImage(field<HTMLImageElement>(page, 'image'), news)
  // The one place where markup is written: the light-formatting renderer, raw HTML switched off.
  field(page, 'content').innerHTML = renderLightFormatting(news.content)
  const list = field(page, 'tags')
  const tagModel = list.firstElementChild!
  list.replaceChildren(
    ...tags.map((tag) => {
      const item = tagModel.cloneNode() as HTMLElement
      item.textContent = `#${tag}`
      return item
    }),
  )
  field(page, 'tagsBlock').hidden = tags.length === 0

  document.title = `${news.title} | ${COMMUNE.name}`
  target.replaceChildren(page)
}

/** /actualites/{id} for an id the build does not have: loading → the article, or the spec's error. */
const renderNews: LiveRenderer = async (target, id) => {
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id)) || Number(id) < 1) {
    showError(target, MESSAGES.newsInvalidId, BACK)
    return
  }
  showLoading(target, "Chargement de l'actualité...")
  let news: News
  try {
    news = await cmsRequest<News>(`/news/${Number(id)}?depth=1`, { fallback: ERRORS.newsDetailLoad })
  } catch (reason) {
    showError(target, errorMessage(reason), BACK)
    return
  }
  renderArticle(target, news)
}

export default renderNews
