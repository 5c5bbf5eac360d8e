import {
  PUBLIC_COMMUNE_NAME,
  PUBLIC_COMMUNE_SLOGAN,
  PUBLIC_CONTACT_EMAIL,
  PUBLIC_CONTACT_PHONE,
  PUBLIC_INVEST_EMAIL,
  PUBLIC_MAYOR_NAME,
} from 'astro:env/client'

/**
 * Who the commune is and how to reach it: one place for what the pages, the footer and the
 * islands repeat. Another commune sets the PUBLIC_* variables at build time (see README).
 */
export const COMMUNE = {
  name: PUBLIC_COMMUNE_NAME,
  slogan: PUBLIC_COMMUNE_SLOGAN,
  mayor: PUBLIC_MAYOR_NAME,
  phone: PUBLIC_CONTACT_PHONE,
  email: PUBLIC_CONTACT_EMAIL,
  investEmail: PUBLIC_INVEST_EMAIL,
  address: 'Hôtel de ville, place de la Mairie',
  economicOffice: "Service économique de l'hôtel de ville",
} as const

/** SPEC §9: opening hours of the town hall. */
export const OPENING_HOURS = [
  { days: 'Lundi - Vendredi', hours: '8h - 16h' },
  { days: 'Samedi', hours: '9h - 12h' },
  { days: 'Dimanche', hours: 'Fermé' },
] as const

/** SPEC §9: figures of the statistics strip. */
export const KEY_FIGURES = [
  { value: '18 500+', label: 'Habitants' },
  { value: '1965', label: 'Année de création' },
  { value: '25+', label: 'Projets en cours' },
] as const

export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`

/** A phone number as shown: no-break spaces, so it never wraps mid-number (html-validate tel-non-breaking). */
export const telText = (phone: string): string => phone.replace(/\s/g, '\u00a0')
