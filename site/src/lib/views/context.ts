import type { SpokenLanguage } from 'shared-types'
import type { Commune } from 'shared-types/payload-types'

import { spokenLanguages } from '../spoken'
import type { ImageMaker } from './image'

/**
 * What the views show of the commune itself. The build reads it from the CMS; the pages that draw
 * views in the browser (not-found and preview) carry the build's copy (components/LiveViewData.astro),
 * so a page drawn live names the same town hall, signature and addresses as the built ones.
 */
export interface ViewCommune {
  /** Signs the news whose author has no name. */
  newsSignature: string | null
  /** The town hall's address: where a service that names no place is given. */
  address: string
  phone: string
  investEmail: string
  economicOffice: string
  /** The languages of the spoken versions, in the commune's order: their names on the buttons. */
  spokenLanguages: readonly SpokenLanguage[]
}

export const viewCommune = (commune: Pick<Commune, keyof ViewCommune>): ViewCommune => ({
  newsSignature: commune.newsSignature ?? null,
  address: commune.address,
  phone: commune.phone,
  investEmail: commune.investEmail,
  economicOffice: commune.economicOffice,
  spokenLanguages: spokenLanguages(commune.spokenLanguages),
})

/** The ids of what the pages that draw views in the browser carry for them (components/LiveViewData.astro). */
export const VIEW_COMMUNE_ID = 'commune-des-vues'
export const VIEW_SCRIPTS_ID = 'scripts-des-vues'

/** What a model is built with, besides its document: the commune, and where its images come from. */
export interface ViewContext {
  commune: ViewCommune
  images: ImageMaker
}
