/** Stopping the SMS (pages/sms/arret.astro, docs/product/public-pages.md#sms-alerts): the number, then the code. */
import { SMS_MESSAGES } from 'shared-types'

import { smsSteps } from './smsSteps'

smsSteps({ request: '/sms-subscribers/stop', confirm: '/sms-subscribers/stop/confirm', done: SMS_MESSAGES.stopped })
