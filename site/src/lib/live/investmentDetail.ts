import { ERRORS, NOT_FOUND_MESSAGES } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import { INVESTMENT_PAGE } from '../../content/investments'
import { ApiError, cmsRequest } from '../cms/client'
import { investmentDetailModel, investmentDetailView } from '../views/investmentDetail'
import { showError, showLoading } from './dom'
import { documentId } from './id'
import type { LiveRenderer } from './types'
import { liveViewContext, showView } from './view'

const INVESTMENT_NOT_FOUND = NOT_FOUND_MESSAGES.investments.notFound
const BACK = INVESTMENT_PAGE.back

/** The project drawn with the built pages' view (src/lib/views/investmentDetail.ts). */
export async function renderDocument(target: HTMLElement, investment: Investment): Promise<void> {
  const model = await investmentDetailModel(investment, liveViewContext())
  showView(target, investmentDetailView(model), investment.title)
}

/** /investissements/{id} for an id the build does not have: the project read live, or a French not-found message. */
const renderInvestment: LiveRenderer = async (target, id) => {
  const investmentId = documentId(id)
  if (investmentId === undefined) {
    showError(target, INVESTMENT_NOT_FOUND, BACK)
    return
  }
  showLoading(target, 'Chargement du projet...')
  let investment: Investment
  try {
    investment = await cmsRequest<Investment>(`/investments/${investmentId}?depth=1`, {
      fallback: ERRORS.investmentsLoad,
    })
  } catch (reason) {
    const notFound = reason instanceof ApiError && (reason.status === 404 || reason.status === 400)
    showError(target, notFound ? INVESTMENT_NOT_FOUND : ERRORS.investmentsLoad, BACK)
    return
  }
  await renderDocument(target, investment)
}

export default renderInvestment
