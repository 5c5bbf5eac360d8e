import { type BadgeTone, formatFcfa, investmentStatusBadge } from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import fallbackInvestment from '../../assets/fallback-investment.svg'
import { INVESTMENT_PAGE, projectMailSubject } from '../../content/investments'
import { altText, paragraphs } from '../cms/shapes'
import { INVESTMENT_IMAGE_SIZES, investmentSchedule, mailtoHref } from '../investments'
import { telHref, telText } from '../phone'
import { BADGE_CLASSES, BADGE_TONES } from '../ui/badgeTones'
import { breadcrumbView } from './breadcrumb'
import type { ViewContext } from './context'
import { html, type SafeHtml } from './html'
import { ArrowLeft, CalendarRange, Coins, type IconData, Mail, icon } from './icons'
import { image, type ViewImage } from './image'

/** An investment project's page (/investissements/{id}), as the build, the not-found page and the preview draw it. */
export interface InvestmentDetail {
  title: string
  category: string
  /** The status as a badge; no label, no badge. */
  status: { label: string; tone: BadgeTone }
  image: ViewImage
  /** The figures that have a value (`data-amount`, `data-schedule` mark them for the pages' tests and scripts). */
  figures: readonly { key: 'amount' | 'schedule'; value: string }[]
  paragraphs: readonly string[]
  /** The « Contacter le service économique » link: a mail about this project to the investors' address. */
  mail: string
  /** Who answers: the commune's economic office and its phone. */
  office: string
  phone: string
}

export async function investmentDetailModel(
  investment: Investment,
  { commune, images }: ViewContext,
): Promise<InvestmentDetail> {
  const figures = { amount: formatFcfa(investment.amount), schedule: investmentSchedule(investment) }
  return {
    title: investment.title,
    category: investment.category,
    status: investmentStatusBadge(investment.status),
    image: await images({
      media: investment.image,
      fallback: fallbackInvestment,
      alt: altText(investment.image, INVESTMENT_PAGE.imageAlt(investment.title)),
      widths: [480, 720, 1080, 1600],
      sizes: INVESTMENT_IMAGE_SIZES,
      class: 'aspect-[3/2] w-full rounded-xl object-cover shadow-sm',
      priority: true,
    }),
    figures: (['amount', 'schedule'] as const).flatMap((key) => (figures[key] ? [{ key, value: figures[key] }] : [])),
    paragraphs: paragraphs(investment.description),
    mail: mailtoHref(commune.investEmail, projectMailSubject(investment.title)),
    office: commune.economicOffice,
    phone: commune.phone,
  }
}

const FIGURES: Record<InvestmentDetail['figures'][number]['key'], { icon: IconData; label: string }> = {
  amount: { icon: Coins, label: INVESTMENT_PAGE.amount },
  schedule: { icon: CalendarRange, label: INVESTMENT_PAGE.schedule },
}

export const investmentDetailView = (project: InvestmentDetail): SafeHtml => html`
  <article class="container-page py-10">
    ${breadcrumbView([
      { label: INVESTMENT_PAGE.crumbs.root, href: '/investissements' },
      { label: INVESTMENT_PAGE.crumbs.all, href: '/investissements/tous' },
      { label: project.title },
    ])}
    <div class="mt-6 grid gap-10 lg:grid-cols-2">
      ${image(project.image)}
      <div>
        <div class="flex flex-wrap items-center gap-2">
          <span class="text-sm font-semibold tracking-wide text-primary-700 uppercase">${project.category}</span>
          ${project.status.label ? html`<span class="${BADGE_CLASSES} ${BADGE_TONES[project.status.tone]}">${project.status.label}</span>` : null}
        </div>
        <h1 class="mt-3 text-3xl font-bold text-gray-900 sm:text-4xl">${project.title}</h1>
        <dl class="mt-6 grid gap-4 sm:grid-cols-2">
          ${project.figures.map(
            ({ key, value }) => html`
              <div class="rounded-lg bg-primary-50 p-4">
                <dt class="flex items-center gap-2 text-sm font-medium text-gray-700">${icon(FIGURES[key].icon, 16)} ${FIGURES[key].label}</dt>
                <dd class="mt-1 text-xl font-bold text-gray-900" data-${key}="true">${value}</dd>
              </div>`,
          )}
        </dl>
        <div class="mt-6 space-y-4 text-gray-700">${project.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}</div>
      </div>
    </div>
    <aside aria-labelledby="interesse" class="focus-on-dark mt-12 rounded-xl bg-primary-900 p-6 text-white sm:p-8">
      <h2 id="interesse" class="text-2xl font-bold">${INVESTMENT_PAGE.interest.title}</h2>
      <p class="mt-2 text-primary-50">${INVESTMENT_PAGE.interest.text(project.office)}</p>
      <div class="mt-6 flex flex-col gap-3 sm:flex-row">
        <a href="${project.mail}" class="btn-light">${icon(Mail, 18)}${INVESTMENT_PAGE.interest.mail}</a>
        <a href="${telHref(project.phone)}" class="btn border border-white text-white hover:bg-primary-800">${telText(INVESTMENT_PAGE.interest.call(project.phone))}</a>
      </div>
    </aside>
    <p class="mt-10">
      <a href="${INVESTMENT_PAGE.back.href}" class="inline-flex items-center gap-2 font-medium text-primary-700 underline hover:text-primary-900">${icon(ArrowLeft, 18)}${INVESTMENT_PAGE.back.text}</a>
    </p>
  </article>`
