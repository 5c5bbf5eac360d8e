import { MESSAGES, type ValidationMessage } from './messages'
import {
  type FormInput,
  isOptionalUrl,
  isPresent,
  optionalUrl,
  required,
  rule,
  validateField,
  validateForm,
} from './formRules'
import { parseRequiredDocs } from './procedures'
import { EMAIL_MAX_LENGTH, isEmail } from './values'

export * from './formRules'
export * from './values'

export const PASSWORD_MIN_LENGTH = 12

/** The smallest and largest value of a stored number, and whether it is a whole one. */
export interface NumberRange {
  readonly min: number
  readonly max: number
  readonly integer?: boolean
}

/**
 * Every number the commune stores lies in one of these ranges, enforced by the CMS (content/fields/numberField.ts)
 * and offered by the admin screens' inputs: `1e308` days or a 10^300 FCFA budget is a typing accident
 * or an attack, never a value, and breaks every page that shows it.
 */
export const NUMBER_RANGES = {
  /** A procedure's delay, in days: at most a year. */
  processingTime: { min: 1, max: 365, integer: true },
  /** A procedure's place among the citizen space's most requested ones. */
  citizenSpaceRank: { min: 1, max: 99, integer: true },
  /** A share of a whole: progress, a funder's part, an age band. */
  percent: { min: 0, max: 100 },
  year: { min: 1900, max: 2200, integer: true },
  /** A page's place in the footer's links. */
  footerOrder: { min: 0, max: 999, integer: true },
  /** A budget in FCFA: up to a thousand billion, far above a commune's plan. */
  budget: { min: 0, max: 1_000_000_000_000, integer: true },
  durationMonths: { min: 1, max: 600, integer: true },
  /** Heads of livestock, shops: counts of the commune's life. */
  count: { min: 0, max: 10_000_000, integer: true },
} as const satisfies Record<string, NumberRange>

/** A finite number within the range (whole where the range wants one). */
export function isInRange(value: unknown, { min, max, integer }: NumberRange): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (!integer || Number.isInteger(value))
  )
}

/** Days as typed (a number, or digits in a text field); NaN for anything else. */
const daysOf = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
      ? Number(value)
      : Number.NaN

/** A whole number of at least one day. */
const isProcessingTime = (value: unknown): boolean => Number.isInteger(daysOf(value)) && daysOf(value) >= 1

/** Text, not only whitespace. */
const isFilledText = (value: unknown): boolean => typeof value === 'string' && isPresent(value)

/** News save (docs/product/news.md#the-news-item). */
export const NEWS_FORM = /* @__PURE__ */ required(['title', 'content'], MESSAGES.newsRequired)

/** Project save (docs/product/projects.md#the-project). */
export const PROJECT_FORM = /* @__PURE__ */ required(['title', 'description', 'startDate'], MESSAGES.projectRequired)

/** Service save (docs/product/services.md#the-service). */
export const SERVICE_FORM = /* @__PURE__ */ required(['title', 'description', 'category'], MESSAGES.serviceRequired)

/** Procedure save (docs/product/citizen-space.md#the-procedure): what `validateProcedure` checks. */
const PROCEDURE_SPEC_RULES = [
  ...required(['title', 'description', 'category'], MESSAGES.procedureRequired),
  /* @__PURE__ */ rule('requiredDocs', (value) => parseRequiredDocs(value).length > 0, MESSAGES.procedureDocs),
  /* @__PURE__ */ rule('processingTime', isProcessingTime, MESSAGES.procedureProcessingTime),
  /* @__PURE__ */ rule(
    'processingTime',
    (value) => daysOf(value) <= NUMBER_RANGES.processingTime.max,
    MESSAGES.procedureProcessingTimeMax,
  ),
] as const

/** The procedure form: the procedure's checks, then its optional online link. */
export const PROCEDURE_FORM = [...PROCEDURE_SPEC_RULES, /* @__PURE__ */ optionalUrl('onlineUrl')] as const

/** Investment save (docs/product/investments.md#the-investment-opportunity). */
export const INVESTMENT_FORM = /* @__PURE__ */ required(
  ['title', 'category', 'description', 'amount', 'status'],
  MESSAGES.investmentRequired,
)

/** Gallery save (docs/product/gallery.md#the-gallery-item): its title (the media file is GALLERY_CREATE_FORM's). */
export const GALLERY_FORM = /* @__PURE__ */ required(['title'], MESSAGES.galleryTitle)

/** A new gallery item: its title, then its media file (`file`, any present value); an edit keeps the current file. */
export const GALLERY_CREATE_FORM = [
  ...GALLERY_FORM,
  /* @__PURE__ */ rule('file', isPresent, MESSAGES.galleryFile),
] as const

/** Contact form (docs/product/citizen-space.md#contact-form): blanks first, then the address (at most EMAIL_MAX_LENGTH characters as sent). */
export const CONTACT_FORM = [
  ...required(['name', 'email', 'subject', 'message'], MESSAGES.contactRequired),
  /* @__PURE__ */ rule(
    'email',
    (value) => typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && isEmail(value),
    MESSAGES.invalidEmail,
  ),
] as const

/** Sign-in (docs/product/staff-screens.md#sign-in): an email and a password, both as text. */
export const LOGIN_FORM = [
  /* @__PURE__ */ rule('email', isFilledText, MESSAGES.loginRequired),
  /* @__PURE__ */ rule('password', isFilledText, MESSAGES.loginRequired),
] as const

/** The newsletter boxes: an address, then a valid one (at most EMAIL_MAX_LENGTH characters once trimmed). */
export const NEWSLETTER_FORM = [
  /* @__PURE__ */ rule('email', isPresent, MESSAGES.newsletterEmailRequired),
  /* @__PURE__ */ rule(
    'email',
    (value) => typeof value === 'string' && value.trim().length <= EMAIL_MAX_LENGTH && isEmail(value),
    MESSAGES.invalidEmail,
  ),
] as const

/** The citizen space's PDF documents (managed in the CMS panel only). */
export const DOCUMENT_FORM = /* @__PURE__ */ required(['title', 'date', 'category'], MESSAGES.documentRequired)

/** The citizen space's council decisions (managed in the CMS panel only). */
export const DECISION_FORM = /* @__PURE__ */ required(['title', 'date', 'type'], MESSAGES.decisionRequired)

// Inputs list only the fields each form reads; validators are generic so that loose form records,
// generated document interfaces and literals with extra fields are all accepted.
export type NewsInput = FormInput<typeof NEWS_FORM>
export type ProjectInput = FormInput<typeof PROJECT_FORM>
export type ServiceInput = FormInput<typeof SERVICE_FORM>
export type ProcedureInput = FormInput<typeof PROCEDURE_FORM>
export type InvestmentInput = FormInput<typeof INVESTMENT_FORM>
export type GalleryItemInput = FormInput<typeof GALLERY_FORM>
export type ContactMessageInput = FormInput<typeof CONTACT_FORM>
export type LoginInput = FormInput<typeof LOGIN_FORM>

export function validateNews<T extends NewsInput>(data: T): ValidationMessage | null {
  return validateForm(NEWS_FORM, data)
}

export function validateProject<T extends ProjectInput>(data: T): ValidationMessage | null {
  return validateForm(PROJECT_FORM, data)
}

export function validateService<T extends ServiceInput>(data: T): ValidationMessage | null {
  return validateForm(SERVICE_FORM, data)
}

/** The procedure's checks; the whole form, with its link, is `validateForm(PROCEDURE_FORM, data)`. */
export function validateProcedure<T extends ProcedureInput>(data: T): ValidationMessage | null {
  return validateForm(PROCEDURE_SPEC_RULES, data)
}

export function validateInvestment<T extends InvestmentInput>(data: T): ValidationMessage | null {
  return validateForm(INVESTMENT_FORM, data)
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
  return opts.isCreate
    ? validateForm(GALLERY_CREATE_FORM, { ...data, file: opts.hasFile || undefined })
    : validateForm(GALLERY_FORM, data)
}

export function validateContactMessage<T extends ContactMessageInput>(data: T): ValidationMessage | null {
  return validateForm(CONTACT_FORM, data)
}

export function validateLogin<T extends LoginInput>(data: T): ValidationMessage | null {
  return validateForm(LOGIN_FORM, data)
}

/** The newsletter form's check, shared by the site's field and the CMS. */
export function validateNewsletterEmail(email: unknown): ValidationMessage | null {
  return validateField(NEWSLETTER_FORM, 'email', email)
}

/** For optional link fields: blank is allowed, anything else must be http(s). */
export function validateOptionalUrl(value: unknown): ValidationMessage | null {
  return isOptionalUrl(value) ? null : MESSAGES.invalidUrl
}

export function validatePassword(password: unknown): ValidationMessage | null {
  return typeof password === 'string' && password.length >= PASSWORD_MIN_LENGTH ? null : MESSAGES.passwordTooShort
}
