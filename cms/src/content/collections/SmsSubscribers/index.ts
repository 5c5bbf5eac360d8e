import type { CollectionConfig } from 'payload'

import { SmsSubscribers as SmsSubscribersConfig } from '../../../messaging/sms/SmsSubscribers'
import { smsSubscriberEndpoints } from './endpoints'

/** « Abonnés SMS » with its routes (the fields and rules are the sending layer's, messaging/sms/). */
export const SmsSubscribers: CollectionConfig = { ...SmsSubscribersConfig, endpoints: smsSubscriberEndpoints }
