import { PUBLIC_CMS_URL } from 'astro:env/client'
import { ERRORS, NOT_FOUND_MESSAGES, formatFcfa, investmentStatusBadge } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import fallbackInvestment from '../../assets/fallback-investment.svg'
import { COMMUNE } from '../../config/commune'
import { INVESTMENT_PAGE, projectMailSubject } from '../../content/investments'
import { ApiError, cmsRequest } from '../cms/client'
import { altText, paragraphs, populated } from '../cms/shapes'
import { BADGE_CLASSES, BADGE_TONES } from '../ui/badgeTones'
import { investmentSchedule, mailtoHref, pageTitle } from '../investments'
import type { LiveRenderer } from './types'
import { el, safeMediaUrl, setCmsSources, showError, showLoading } from './dom'

const INVESTMENT_NOT_FOUND = NOT_FOUND_MESSAGES.investments.notFound
const BACK = INVESTMENT_PAGE.back

/** The CMS's resized copies as a srcset (the build's pipeline is not there), the fallback image when missing or broken. */
function image(investment: Investment): HTMLImageElement {
  const img = el('img', 'aspect-[3/2] w-full rounded-xl object-cover shadow-sm', [], { decoding: 'async' })
  const useFallback = () => {
    img.removeAttribute('srcset')
    img.src = fallbackInvestment.src
    img.width = fallbackInvestment.width
    img.height = fallbackInvestment.height
  }
  const media = populated(investment.image)
  img.alt = altText(investment.image, INVESTMENT_PAGE.imageAlt(investment.title))
  const src = safeMediaUrl(media?.url, PUBLIC_CMS_URL)
  if (!media || !src || !media.width || !media.height) {
    useFallback()
    return img
  }
  img.width = media.width
  img.height = media.height
  setCmsSources(img, media, src, '(min-width: 1152px) 524px, (min-width: 1024px) 50vw, 100vw', PUBLIC_CMS_URL, useFallback)
  return img
}

function figure(label: string, value: string, name: string): HTMLElement {
  return el('div', 'rounded-lg bg-primary-50 p-4', [
    el('dt', 'text-sm font-medium text-gray-700', [label]),
    el('dd', 'mt-1 text-xl font-bold text-gray-900', [value], { [`data-${name}`]: '' }),
  ])
}

/** The same page as src/pages/investissements/[id].astro, for a project published after the build. */
function render(target: HTMLElement, investment: Investment): void {
  const badge = investmentStatusBadge(investment.status)
  const amount = formatFcfa(investment.amount)
  const schedule = investmentSchedule(investment)
  document.title = `${pageTitle(investment.title)} | ${COMMUNE.name}`
  target.replaceChildren(
    el('article', 'container-page py-10', [
      el('p', 'text-sm', [el('a', 'font-medium text-primary-700 underline', [INVESTMENT_PAGE.crumbs.root], { href: '/investissements' })]),
      el('div', 'mt-6 grid gap-10 lg:grid-cols-2', [
        image(investment),
        el('div', '', [
          el('div', 'flex flex-wrap items-center gap-2', [
            el('span', 'text-sm font-semibold tracking-wide text-primary-700 uppercase', [investment.category]),
            ...(badge.label ? [el('span', `${BADGE_CLASSES} ${BADGE_TONES[badge.tone]}`, [badge.label])] : []),
          ]),
          el('h1', 'mt-3 text-3xl font-bold text-gray-900 sm:text-4xl', [investment.title]),
          el('dl', 'mt-6 grid gap-4 sm:grid-cols-2', [
            ...(amount ? [figure(INVESTMENT_PAGE.amount, amount, 'amount')] : []),
            ...(schedule ? [figure(INVESTMENT_PAGE.schedule, schedule, 'schedule')] : []),
          ]),
          el('div', 'mt-6 space-y-4 text-gray-700', paragraphs(investment.description).map((text) => el('p', '', [text]))),
        ]),
      ]),
      el('aside', 'mt-12 rounded-xl bg-primary-900 p-6 text-white sm:p-8', [
        el('h2', 'text-2xl font-bold', [INVESTMENT_PAGE.interest.title]),
        el('p', 'mt-2 text-primary-50', [INVESTMENT_PAGE.interest.text(COMMUNE.economicOffice)]),
        el('p', 'mt-6', [
          el('a', 'btn-light', [INVESTMENT_PAGE.interest.mail], { href: mailtoHref(COMMUNE.investEmail, projectMailSubject(investment.title)) }),
        ]),
      ]),
      el('p', 'mt-10', [el('a', 'font-medium text-primary-700 underline hover:text-primary-900', [BACK.text], { href: BACK.href })]),
    ]),
  )
}

/** /investissements/{id} for an id the build does not have: the project read live, or a French not-found message. */
const renderInvestment: LiveRenderer = async (target, id) => {
  if (!/^\d+$/.test(id) || !Number.isSafeInteger(Number(id))) {
    showError(target, INVESTMENT_NOT_FOUND, BACK)
    return
  }
  showLoading(target, 'Chargement du projet...')
  try {
    render(target, await cmsRequest<Investment>(`/investments/${Number(id)}?depth=1`, { fallback: ERRORS.investmentsLoad }))
  } catch (reason) {
    const notFound = reason instanceof ApiError && (reason.status === 404 || reason.status === 400)
    showError(target, notFound ? INVESTMENT_NOT_FOUND : ERRORS.investmentsLoad, BACK)
  }
}

export default renderInvestment
