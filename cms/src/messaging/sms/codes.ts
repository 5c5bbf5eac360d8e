import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { SMS_CODE } from 'shared-types'

import { payloadSecret } from '../../lib/secret'

export type CodePurpose = 'subscribe' | 'stop'

/** A fresh code: uniformly random, from the system's secure generator. */
export const newCode = (): string => String(randomInt(0, 10 ** SMS_CODE.digits)).padStart(SMS_CODE.digits, '0')

/**
 * What is stored of a code: its HMAC with the number and purpose under the CMS's secret. A database
 * read does not give the code away, and a code for one number or purpose proves nothing for another.
 */
export const codeHash = (phone: string, purpose: CodePurpose, code: string): string =>
  createHmac('sha256', payloadSecret()).update(`sms-code\n${purpose}\n${phone}\n${code}`).digest('hex')

export function codeMatches(stored: string, phone: string, purpose: CodePurpose, code: string): boolean {
  const expected = Buffer.from(codeHash(phone, purpose, code))
  const given = Buffer.from(stored)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const codeExpiry = (now = Date.now()): string => new Date(now + SMS_CODE.validMinutes * 60_000).toISOString()
