import { PUBLIC_CMS_URL } from 'astro:env/client'
import { ERRORS, NOT_FOUND_MESSAGES, formatFcfa, investmentStatusBadge } from 'shared-types'
import type { Investment, Media } from 'shared-types/payload-types'

import fallbackInvestment from '../../assets/fallback-investment.svg'
import { COMMUNE } from '../../config/commune'
import { ApiError, cmsRequest } from '../cms/client'
import { BADGE_CLASSES, BADGE_TONES } from '../ui/badgeTones'
import { investmentSchedule, mailtoHref, pageTitle, paragraphs, projectMailSubject } from '../investments'
import type { LiveRenderer } from './types'
import { el, safeMediaUrl, setCmsSources, showError, showLoading } from './dom'

const INVESTMENT_NOT_FOUND = NOT_FOUND_MESSAGES.investments.notFound
const BACK = { href: '/investissements#projets-prioritaires', text: "Retour aux projets d'investissement" }

/** The CMS's resized copies as a srcset (the build's pipeline is not there), the fallback image when missing or broken. */
function image(investment: Investment): HTMLImageElement {
  const img = el('img', 'aspect-[3/2] w-full rounded-xl object-cover shadow-sm', [], { decoding: 'async' })
  const useFallback = () => {
    img.removeAttribute('srcset')
    img.src = fallbackInvestment.src
    img.width = fallbackInvestment.width
    img.height = fallbackInvestment.height
  }
  const media = typeof investment.image === 'object' && investment.image !== null ? (investment.image as Media) : undefined
  img.alt = media?.alt?.trim() || `Illustration du projet « ${investment.title} »`
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
      el('p', 'text-sm', [el('a', 'font-medium text-primary-700 underline', ['Investir'], { href: '/investissements' })]),
      el('div', 'mt-6 grid gap-10 lg:grid-cols-2', [
        image(investment),
        el('div', '', [
          el('div', 'flex flex-wrap items-center gap-2', [
            el('span', 'text-sm font-semibold tracking-wide text-primary-700 uppercase', [investment.category]),
            ...(badge.label ? [el('span', `${BADGE_CLASSES} ${BADGE_TONES[badge.tone]}`, [badge.label])] : []),
          ]),
          el('h1', 'mt-3 text-3xl font-bold text-gray-900 sm:text-4xl', [investment.title]),
          el('dl', 'mt-6 grid gap-4 sm:grid-cols-2', [
            ...(amount ? [figure('Montant recherché', amount, 'amount')] : []),
            ...(schedule ? [figure('Calendrier', schedule, 'schedule')] : []),
          ]),
          el('div', 'mt-6 space-y-4 text-gray-700', paragraphs(investment.description).map((text) => el('p', '', [text]))),
        ]),
      ]),
      el('aside', 'mt-12 rounded-xl bg-primary-900 p-6 text-white sm:p-8', [
        el('h2', 'text-2xl font-bold', ['Ce projet vous intéresse\u00a0?']),
        el('p', 'mt-2 text-primary-50', [`${COMMUNE.economicOffice} vous transmet le dossier du projet et organise une rencontre avec l'équipe municipale.`]),
        el('p', 'mt-6', [
          el('a', 'btn-light', ['Contacter le service économique'], { href: mailtoHref(COMMUNE.investEmail, projectMailSubject(investment.title)) }),
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
