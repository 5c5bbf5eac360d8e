import { MESSAGES, type ValidationMessage } from './messages'
import { parseRequiredDocs } from './procedures'

export const PASSWORD_MIN_LENGTH = 12

// Inputs list only the fields each check reads; validators are generic so that loose form
// records, generated document interfaces and literals with extra fields are all accepted.
export interface NewsInput {
  title?: unknown
  content?: unknown
}

export interface ProjectInput {
  title?: unknown
  description?: unknown
  startDate?: unknown
}

export interface ServiceInput {
  title?: unknown
  description?: unknown
  category?: unknown
}

export interface ProcedureInput {
  title?: unknown
  description?: unknown
  category?: unknown
  requiredDocs?: unknown
  processingTime?: unknown
}

export interface InvestmentInput {
  title?: unknown
  category?: unknown
  description?: unknown
  amount?: unknown
  status?: unknown
}

export interface GalleryItemInput {
  title?: unknown
}

export interface ContactMessageInput {
  name?: unknown
  email?: unknown
  subject?: unknown
  message?: unknown
}

export interface LoginInput {
  email?: unknown
  password?: unknown
}

/** null, undefined, '' or a whitespace-only string. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
}

/**
 * False for a date string whose day does not exist ('2026-02-31'): `Date` would silently roll it
 * over into the next month. Anything that is not an ISO date (YYYY-MM-DD…) is left to other checks.
 */
export function isRealCalendarDate(value: unknown): boolean {
  if (typeof value !== 'string') return true
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  if (!match) return true
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

// Deliberately loose: one '@', no whitespace, a dot inside the domain. Delivery is the real check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim())
}

/** The longest address SMTP allows; anything longer is refused rather than stored. */
export const EMAIL_MAX_LENGTH = 320

/** How an address is stored and compared: ' Awa@Exemple.SN ' and 'awa@exemple.sn' are one subscriber. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

/** The newsletter form's check, shared by the site's field and the CMS. */
export function validateNewsletterEmail(email: unknown): ValidationMessage | null {
  if (isBlank(email)) return MESSAGES.newsletterEmailRequired
  if (typeof email !== 'string' || email.trim().length > EMAIL_MAX_LENGTH || !isEmail(email)) return MESSAGES.invalidEmail
  return null
}

/** An absolute http(s) URL; other schemes (javascript:, data:) are refused. */
export function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (!/^https?:\/\//i.test(text)) return false
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** For optional link fields: blank is allowed, anything else must be http(s). */
export function validateOptionalUrl(value: unknown): ValidationMessage | null {
  return isBlank(value) || isHttpUrl(value) ? null : MESSAGES.invalidUrl
}

function anyBlank<T extends object>(data: T, fields: readonly (keyof T)[]): boolean {
  return fields.some((field) => isBlank(data[field]))
}

export function validateNews<T extends NewsInput>(data: T): ValidationMessage | null {
  return anyBlank(data, ['title', 'content']) ? MESSAGES.newsRequired : null
}

export function validateProject<T extends ProjectInput>(data: T): ValidationMessage | null {
  return anyBlank(data, ['title', 'description', 'startDate']) ? MESSAGES.projectRequired : null
}

export function validateService<T extends ServiceInput>(data: T): ValidationMessage | null {
  return anyBlank(data, ['title', 'description', 'category']) ? MESSAGES.serviceRequired : null
}

function toWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return null
}

export function validateProcedure<T extends ProcedureInput>(data: T): ValidationMessage | null {
  if (anyBlank(data, ['title', 'description', 'category'])) return MESSAGES.procedureRequired
  if (parseRequiredDocs(data.requiredDocs).length === 0) return MESSAGES.procedureDocs
  const days = toWholeNumber(data.processingTime)
  if (days === null || days < 1) return MESSAGES.procedureProcessingTime
  return null
}

export function validateInvestment<T extends InvestmentInput>(data: T): ValidationMessage | null {
  return anyBlank(data, ['title', 'category', 'description', 'amount', 'status'])
    ? MESSAGES.investmentRequired
    : null
}

export interface GalleryValidationOptions {
  isCreate: boolean
  hasFile: boolean
}

/** On edit the file is optional: a blank file keeps the current media. */
export function validateGalleryItem<T extends GalleryItemInput>(
  data: T,
  opts: GalleryValidationOptions,
): ValidationMessage | null {
  if (isBlank(data.title)) return MESSAGES.galleryTitle
  if (opts.isCreate && !opts.hasFile) return MESSAGES.galleryFile
  return null
}

export function validateContactMessage<T extends ContactMessageInput>(data: T): ValidationMessage | null {
  if (anyBlank(data, ['name', 'email', 'subject', 'message'])) return MESSAGES.contactRequired
  if (!isEmail(data.email)) return MESSAGES.invalidEmail
  return null
}

export function validateLogin<T extends LoginInput>(data: T): ValidationMessage | null {
  return anyBlank(data, ['email', 'password']) ? MESSAGES.loginRequired : null
}

export function validatePassword(password: unknown): ValidationMessage | null {
  return typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordTooShort
}
