import { loadCommune } from '../cms/content'
import { buildImage } from './buildImage'
import { type ViewContext, viewCommune } from './context'

/** The views' context at build time: the commune read from the CMS, images through Astro's pipeline. */
export const buildViewContext = async (): Promise<ViewContext> => ({
  commune: viewCommune(await loadCommune()),
  images: buildImage,
})
