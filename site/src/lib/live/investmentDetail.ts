import { ERRORS, NOT_FOUND_MESSAGES, formatFcfa, investmentStatusBadge } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import fallbackInvestment from '../../assets/fallback-investment.svg'
import { INVESTMENT_PAGE, projectMailSubject } from '../../content/investments'
import { ApiError, cmsRequest } from '../cms/client'
import { titleWithCommune } from '../communeName'
import { altText, paragraphs } from '../cms/shapes'
import { INVESTMENT_IMAGE_SIZES, investmentSchedule, mailtoHref } from '../investments'
import { BADGE_CLASSES, BADGE_TONES } from '../ui/badgeTones'
import { cloneModel, field, fillImage, fillList, setOptionalText, setText, showError, showLoading } from './dom'
import { numericId } from './id'
import type { LiveRenderer } from './types'

const INVESTMENT_NOT_FOUND = NOT_FOUND_MESSAGES.investments.notFound
const BACK = INVESTMENT_PAGE.back

/** Fills the project model (src/components/investments/InvestmentDetailView.astro, kept in a <template> by src/components/LiveModels.astro). */
export function renderDocument(target: HTMLElement, investment: Investment): void {
  const page = cloneModel('modele-investissement')
  const badge = investmentStatusBadge(investment.status)

  // The breadcrumb's last crumb is the page itself (src/components/Breadcrumb.astro).
  page.querySelector('[aria-current="page"]')!.textContent = investment.title
  fillImage(field<HTMLImageElement>(page, 'image'), {
    image: investment.image,
    alt: altText(investment.image, INVESTMENT_PAGE.imageAlt(investment.title)),
    sizes: INVESTMENT_IMAGE_SIZES,
    fallback: fallbackInvestment,
  })
  setText(page, 'category', investment.category)
  setOptionalText(page, 'status', badge.label).className = `${BADGE_CLASSES} ${BADGE_TONES[badge.tone]}`
  setText(page, 'title', investment.title)
  // One model per kind of figure (each has its icon): a figure without value is left out.
  const figures = { amount: formatFcfa(investment.amount), schedule: investmentSchedule(investment) }
  for (const [name, value] of Object.entries(figures)) {
    if (value) setText(page, name, value)
    else field(page, `${name}Figure`).remove()
  }
  fillList(page, 'description', paragraphs(investment.description), (item, paragraph) => {
    item.textContent = paragraph
  })
  // The model's link carries the investors' address of the build (from the CMS).
  const mail = field<HTMLAnchorElement>(page, 'mail')
  mail.href = mailtoHref(mail.dataset.email ?? '', projectMailSubject(investment.title))

  document.title = titleWithCommune(investment.title)
  target.replaceChildren(page)
}

/** /investissements/{id} for an id the build does not have: the project read live, or a French not-found message. */
const renderInvestment: LiveRenderer = async (target, id) => {
  const investmentId = numericId(id)
  if (investmentId === undefined) {
    showError(target, INVESTMENT_NOT_FOUND, BACK)
    return
  }
  showLoading(target, 'Chargement du projet...')
  try {
    renderDocument(
      target,
      await cmsRequest<Investment>(`/investments/${investmentId}?depth=1`, { fallback: ERRORS.investmentsLoad }),
    )
  } catch (reason) {
    const notFound = reason instanceof ApiError && (reason.status === 404 || reason.status === 400)
    showError(target, notFound ? INVESTMENT_NOT_FOUND : ERRORS.investmentsLoad, BACK)
  }
}

export default renderInvestment
