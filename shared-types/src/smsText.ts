import { parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { SegmentedMessage } from 'sms-segments-calculator'

/**
 * How a phone number is read and what an SMS text costs (docs/product/sms.md#text-and-cost): the
 * CMS's, with libphonenumber's metadata and Twilio's segment calculator. Imported as
 * `shared-types/smsText`, not from the index, so that no page of the site ever loads them.
 */

/** A raw number is read at most this long: anything longer is no phone number. */
const PHONE_INPUT_MAX = 40

/**
 * A Senegalese mobile number in international form (`+221771234567`), from what a citizen types:
 * `77 123 45 67`, `+221 77 123 45 67`, `00221 77 123 45 67`. Undefined for anything else (a landline,
 * a foreign or incomplete number), checked against libphonenumber's metadata.
 */
export function senegalMobile(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > PHONE_INPUT_MAX) return undefined
  const parsed = parsePhoneNumberFromString(input.trim(), 'SN')
  if (parsed?.country !== 'SN' || !parsed.isValid() || parsed.getType() !== 'MOBILE') return undefined
  return parsed.number
}

/** Any valid phone number, Senegalese when written without its country code: a form's « téléphone » field. */
export function anyPhoneNumber(input: unknown): string | undefined {
  if (typeof input !== 'string' || input.length > PHONE_INPUT_MAX) return undefined
  const parsed = parsePhoneNumberFromString(input.trim(), 'SN')
  return parsed?.isValid() ? parsed.number : undefined
}

/** `+221771234567` as a citizen writes it: `77 123 45 67`. */
export const displayPhone = (international: string): string =>
  parsePhoneNumberFromString(international)?.formatNational() ?? international

/** The last four digits, what staff lists and logs show of a number they need not read in full. */
export const phoneEnding = (international: string): string => `…${international.slice(-4)}`

// GSM 03.38: the basic table (one septet each) and its extension (two septets: escape + character).
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'
const GSM7_EXTENSION = '\f^{}\\[~]|€'
const GSM7 = new Set([...GSM7_BASIC, ...GSM7_EXTENSION])

/** Typography French text carries that reads the same in plain characters. */
const PLAIN_EQUIVALENTS: [RegExp, string][] = [
  [/[’‘‛′`]/g, "'"],
  [/«[\s\u00a0\u202f]*/g, '"'],
  [/[\s\u00a0\u202f]*»/g, '"'],
  [/[“”„″]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/[\u00a0\u202f\u2007\u2009\t]/g, ' '],
  [/œ/g, 'oe'],
  [/Œ/g, 'OE'],
  [/æ/g, 'ae'],
  [/Æ/g, 'AE'],
]

/**
 * French text in the GSM-7 alphabet, so that a message holds 160 characters and not 70: typography
 * becomes plain, and every accent goes (« é » → « e »). Some accented letters (é, è, à) are in the
 * GSM table, but ê, î, ô, û, ç, ë are not: taking them all off keeps the words written one way. Written
 * here because transliteration libraries target ASCII or German rules (« ä » → « ae »), not this
 * alphabet; Unicode's own decomposition does the accents. What still has no GSM-7 form (an emoji)
 * is left out.
 */
export function toGsm7(text: string): string {
  let plain = text
  for (const [pattern, replacement] of PLAIN_EQUIVALENTS) plain = plain.replace(pattern, replacement)
  plain = plain
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .normalize('NFC')
  return [...plain]
    .filter((character) => GSM7.has(character))
    .join('')
    .replace(/ {2,}/g, ' ')
}

export interface SmsCost {
  /** The text as it will be sent. */
  text: string
  encoding: 'GSM-7' | 'UCS-2'
  /** Messages each recipient receives (a long text is sent as several, joined again by the phone). */
  segments: number
  characters: number
}

/** What a text costs: its encoding and number of messages (segments), counted by Twilio's calculator. */
export function smsCost(text: string, keepAccents = false): SmsCost {
  const sent = keepAccents ? text : toGsm7(text)
  const message = new SegmentedMessage(sent, 'auto')
  return {
    text: sent,
    encoding: message.encodingName,
    segments: sent === '' ? 0 : message.segmentsCount,
    characters: message.numberOfCharacters,
  }
}

/**
 * `body` then `tail` in at most `maxSegments` messages: the body shortened if it must be, after a
 * whole word and with « ... », never in the middle of one. The tail (how to stop) is always kept.
 */
export function fitSms(body: string, tail: string, maxSegments: number, keepAccents = false): SmsCost {
  const join = (text: string) => (tail ? `${text} ${tail}` : text)
  const whole = smsCost(join(body.trim()), keepAccents)
  if (whole.segments <= maxSegments) return whole
  const words = body.trim().split(/\s+/)
  let low = 0
  let high = words.length
  // The most words that still fit: the cost grows with the words kept.
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (smsCost(join(`${words.slice(0, middle).join(' ')}...`), keepAccents).segments <= maxSegments) low = middle
    else high = middle - 1
  }
  return smsCost(join(`${words.slice(0, low).join(' ')}...`), keepAccents)
}
