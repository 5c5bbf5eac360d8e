import { PREVIEW_MESSAGES, type PreviewableCollection } from 'shared-types'

import { ApiError, cmsRequest } from '../cms/client'
import { showError, showLoading } from './dom'

/** What each kind of draft is drawn with: its detail page's live renderer (typed by the CMS's list). */
const PREVIEW_VIEWS: Record<
  PreviewableCollection,
  () => Promise<{ renderDocument: (target: HTMLElement, doc: never) => Promise<void> }>
> = {
  news: () => import('./newsDetail'),
  services: () => import('./serviceDetail'),
  investments: () => import('./investmentDetail'),
}

const HOME = { href: '/', text: "Retour à l'accueil" }

/** The draft a preview link points to (`GET /api/preview`, never cached), drawn as its published page will be. */
export async function showPreview(target: HTMLElement, token: string): Promise<void> {
  showLoading(target, PREVIEW_MESSAGES.loading)
  let preview: { collection: PreviewableCollection; doc: never }
  try {
    preview = await cmsRequest(`/preview?token=${encodeURIComponent(token)}`, {
      fallback: PREVIEW_MESSAGES.loadFailed,
      cache: 'no-store',
    })
  } catch (reason) {
    showError(target, reason instanceof ApiError ? reason.message : PREVIEW_MESSAGES.loadFailed, HOME)
    return
  }
  const view = PREVIEW_VIEWS[preview.collection]
  if (!view) {
    showError(target, PREVIEW_MESSAGES.invalidLink, HOME)
    return
  }
  await (await view()).renderDocument(target, preview.doc)
}
