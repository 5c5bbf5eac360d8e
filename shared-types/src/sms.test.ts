import { describe, expect, it } from 'vitest'

import { SMS_STAFF_MESSAGES } from './messages/sms'
import { smsCodeFrom } from './sms'
import { displayPhone, fitSms, senegalMobile, smsCost, toGsm7 } from './smsText'

describe('senegalMobile', () => {
  it.each([
    ['77 123 45 67', '+221771234567'],
    ['+221 77 123 45 67', '+221771234567'],
    ['00221 77 123 45 67', '+221771234567'],
    ['0022177-123-45-67', '+221771234567'],
    ['78 123 45 67', '+221781234567'],
    ['70 123 45 67', '+221701234567'],
  ])('reads %s as %s', (input, expected) => {
    expect(senegalMobile(input)).toBe(expected)
  })

  it.each([
    ['a landline', '33 821 00 00'],
    ['a French mobile', '+33 6 12 34 56 78'],
    ['too few digits', '77 123 45'],
    ['letters', 'soixante-dix-sept'],
    ['nothing', ''],
    ['far too long', '7'.repeat(60)],
  ])('refuses %s', (_, input) => {
    expect(senegalMobile(input)).toBeUndefined()
  })

  it('refuses what is not text', () => {
    expect(senegalMobile(771234567)).toBeUndefined()
    expect(senegalMobile({ phone: '77 123 45 67' })).toBeUndefined()
  })

  it('writes a number back as citizens write it', () => {
    expect(displayPhone('+221771234567')).toBe('77 123 45 67')
  })
})

describe('toGsm7', () => {
  it('takes the accents and typography off French text', () => {
    expect(toGsm7('Coupure d’eau à Keur Ali : « élèves », fête — 8 h… œuvre')).toBe(
      'Coupure d\'eau a Keur Ali : "eleves", fete - 8 h... oeuvre',
    )
  })

  it('leaves out what has no GSM-7 form', () => {
    expect(toGsm7('Vaccination 💉 demain')).toBe('Vaccination demain')
  })

  it('turns a 70-character message back into a 160-character one', () => {
    const accented = `${'é'.repeat(10)} ${'ê'.repeat(100)}`
    expect(smsCost(accented, true)).toMatchObject({ encoding: 'UCS-2', segments: 2 })
    expect(smsCost(accented)).toMatchObject({ encoding: 'GSM-7', segments: 1 })
  })
})

describe('smsCost', () => {
  it('counts one message up to 160 characters, then 153 per message', () => {
    expect(smsCost('a'.repeat(160)).segments).toBe(1)
    expect(smsCost('a'.repeat(161)).segments).toBe(2)
    expect(smsCost('a'.repeat(306)).segments).toBe(2)
    expect(smsCost('a'.repeat(307)).segments).toBe(3)
  })

  it('counts the characters of the extension table twice', () => {
    expect(smsCost('€'.repeat(80)).segments).toBe(1)
    expect(smsCost('€'.repeat(81)).segments).toBe(2)
  })
})

describe('fitSms', () => {
  const tail = 'Stop : commune.example/sms/arret'

  it('keeps a text that fits, with its tail', () => {
    expect(fitSms('Coupure d’eau mardi.', tail, 3).text).toBe(`Coupure d'eau mardi. ${tail}`)
  })

  it('shortens a long text after a whole word, and keeps the tail', () => {
    const words = Array.from({ length: 200 }, (_, index) => `mot${index}`)
    const fitted = fitSms(words.join(' '), tail, 3)
    expect(fitted.segments).toBeLessThanOrEqual(3)
    expect(fitted.text.endsWith(`... ${tail}`)).toBe(true)
    const kept = fitted.text.slice(0, -`... ${tail}`.length).split(' ')
    expect(kept).toEqual(words.slice(0, kept.length))
  })
})

describe('smsCodeFrom', () => {
  it('reads six digits, with the spaces a keyboard adds', () => {
    expect(smsCodeFrom('123 456')).toBe('123456')
    expect(smsCodeFrom('12345')).toBeUndefined()
    expect(smsCodeFrom('12345a')).toBeUndefined()
    expect(smsCodeFrom(null)).toBeUndefined()
  })
})

describe('SMS_STAFF_MESSAGES.estimate', () => {
  it('says who receives how much', () => {
    expect(SMS_STAFF_MESSAGES.estimate(124, 2)).toBe('124 abonnés recevront 2 SMS chacun : 248 SMS au total.')
    expect(SMS_STAFF_MESSAGES.estimate(1, 1)).toBe('1 abonné recevra 1 SMS : 1 SMS au total.')
    expect(SMS_STAFF_MESSAGES.estimate(0, 1)).toBe('Aucun abonné ne recevra cette alerte.')
  })
})
