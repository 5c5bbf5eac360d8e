import type { SelectOption } from './labels'

/**
 * SMS to citizens' phones (docs/product/sms.md): what a number may subscribe to, the code's rules,
 * the limits. Shared by the CMS and the site; how a number is read and what a text costs are in
 * smsText.ts, for the CMS alone.
 */

/** What a phone may receive: the alerts (in its area), and a reminder the day before each event. */
export const SMS_TOPICS = ['alertes', 'agenda'] as const
export type SmsTopic = (typeof SMS_TOPICS)[number]
export const SMS_TOPIC_OPTIONS: SelectOption<SmsTopic>[] = [
  { value: 'alertes', label: 'Alertes : coupures, campagnes, urgences' },
  { value: 'agenda', label: 'Agenda : un rappel la veille de chaque rendez-vous' },
]
export const isSmsTopic = (value: unknown): value is SmsTopic =>
  typeof value === 'string' && (SMS_TOPICS as readonly string[]).includes(value)

/** The first-run list of villages and quartiers (« Villages et quartiers »), for staff to correct. */
export const SEED_LOCALITIES = [
  'Darou Salam (chef-lieu)',
  'Keur Ali',
  'Ndiaganiao',
  'Sinthiou',
  'Touba Peycouck',
] as const

/** The code that proves a number is the citizen's: its length, how long it holds, how many tries. */
export const SMS_CODE = { digits: 6, validMinutes: 15, maxTries: 5 } as const

export const SMS_LIMITS = {
  /** Codes one number may be sent in 24 hours, whoever asks. */
  codesPerNumberPerDay: 3,
  /** The commune's ceiling of SMS a day until staff set their own (« Réglages SMS »). */
  defaultDailyCeiling: 300,
  /** An alert is never longer than this many messages per phone: a longer text is shortened. */
  alertMaxSegments: 3,
} as const

/** A six-digit code as typed: spaces and dashes a phone's keyboard adds are ignored. */
export const smsCodeFrom = (input: unknown): string | undefined => {
  if (typeof input !== 'string' && typeof input !== 'number') return undefined
  const digits = String(input).replace(/[\s-]/g, '')
  return new RegExp(`^\\d{${SMS_CODE.digits}}$`).test(digits) ? digits : undefined
}
