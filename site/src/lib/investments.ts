import { truncate } from 'shared-types'

import { COMMUNE } from '../config/commune'
import type { Investment } from 'shared-types/payload-types'

/** SPEC §9: the landing page shows 3 projects, and each 'Voir plus de projets' adds 3. */
export const INVESTMENTS_STEP = 3

type Schedule = Pick<Investment, 'startYear' | 'endYear'>

/** '2026 – 2027', 'À partir de 2026', "Jusqu'en 2027", or '' when neither year is known. */
export function investmentSchedule({ startYear, endYear }: Schedule): string {
  if (startYear && endYear) return startYear === endYear ? String(startYear) : `${startYear} – ${endYear}`
  if (startYear) return `À partir de ${startYear}`
  if (endYear) return `Jusqu'en ${endYear}`
  return ''
}

/** The card's text: the short description, else the description cut at 150 characters (SPEC §9). */
export const investmentSummary = (investment: Pick<Investment, 'shortDescription' | 'description'>): string =>
  investment.shortDescription?.trim() || truncate(investment.description)

/** The description's paragraphs (editors separate them with blank lines). */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

export const mailtoHref = (email: string, subject: string): string => `mailto:${email}?subject=${encodeURIComponent(subject)}`

/** The subject of the email an investor writes about one project. */
export const projectMailSubject = (title: string): string => `Projet d'investissement : ${title}`

export const APPOINTMENT_SUBJECT = "Demande de rendez-vous - Investir dans la commune"

/** The layout adds ' | {commune}' and titles stay within 70 characters (html-validate long-title, search results). */
export const pageTitle = (title: string): string => truncate(title, 70 - ` | ${COMMUNE.name}`.length - '...'.length)
