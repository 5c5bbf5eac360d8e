import type { PayloadRequest } from 'payload'
import { SMS_LIMITS, SMS_TEXTS } from 'shared-types'
import { fitSms, type SmsCost } from 'shared-types/smsText'

import { communeContact } from '../contact/commune'
import { siteLink } from '../links'

/** The stop page's address without its scheme: the shortest link a phone still opens. */
export const stopLink = (): string => siteLink('/sms/arret').replace(/^https?:\/\//, '')

/**
 * An SMS's text as it leaves: the commune's name first, the words, then how to stop; in GSM-7 unless
 * staff keep the accents, and shortened after a whole word when longer than an alert may be.
 */
export async function smsText(
  req: PayloadRequest,
  words: (commune: string) => string,
  options: { keepAccents?: boolean; maxSegments?: number } = {},
): Promise<SmsCost> {
  const { name } = await communeContact(req)
  return fitSms(
    words(name),
    SMS_TEXTS.stopHint(stopLink()),
    options.maxSegments ?? SMS_LIMITS.alertMaxSegments,
    options.keepAccents,
  )
}
