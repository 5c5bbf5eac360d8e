/** A phone number as a `tel:` link: digits and the leading + only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^+\d]/g, '')}`

/** A phone number as shown: no-break spaces, so it never wraps mid-number (html-validate tel-non-breaking). */
export const telText = (phone: string): string => phone.replace(/\s/g, '\u00a0')
