/**
 * The SMS sign-up (pages/sms/index.astro, docs/product/public-pages.md#sms-alerts): the number,
 * the topics (one at least) and the village or quartier, if one is chosen, then the code.
 */
import { MESSAGES, SMS_MESSAGES } from 'shared-types'

import { smsSteps } from './smsSteps'

smsSteps({
  request: '/sms-subscribers',
  confirm: '/sms-subscribers/confirm',
  done: SMS_MESSAGES.subscribed,
  extra: (form) => {
    const topics = [...form.querySelectorAll<HTMLInputElement>('input[name="topics[]"]:checked')].map(
      (box) => box.value,
    )
    if (topics.length === 0) return { field: 'topics', invalid: MESSAGES.newsletterTopicsRequired }
    const locality = form.querySelector<HTMLSelectElement>('select[name="locality"]')?.value ?? ''
    // Ids are numbers on the SQL databases, strings on MongoDB: sent as the CMS wrote them.
    const id = /^\d+$/.test(locality) ? Number(locality) : locality
    return { body: locality ? { topics, locality: id } : { topics } }
  },
})
