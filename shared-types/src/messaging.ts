import { NEWS_CATEGORIES, NEWS_CATEGORY_LABELS, type NewsCategory, type SelectOption } from './labels'

/**
 * What the commune sends (docs/product/messages.md#what-the-commune-sends): every message is a record
 * of the CMS's « Envois », sent by a job that retries until the server accepts it.
 */

export const MESSAGE_CHANNELS = ['email', 'sms'] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]
export const MESSAGE_CHANNEL_OPTIONS: SelectOption<MessageChannel>[] = [
  { value: 'email', label: 'E-mail' },
  { value: 'sms', label: 'SMS' },
]

/**
 * Where a message is on its way: waiting for its first try, sent, waiting for a new try, given up, or
 * kept without being sent (an SMS with no provider configured, or over the day's ceiling).
 */
export const MESSAGE_STATUSES = ['pending', 'sent', 'retry', 'failed', 'unsent'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
export const MESSAGE_STATUS_OPTIONS: SelectOption<MessageStatus>[] = [
  { value: 'pending', label: 'En attente' },
  { value: 'sent', label: 'Envoyé' },
  { value: 'retry', label: 'Nouvel essai prévu' },
  { value: 'failed', label: 'Échec' },
  { value: 'unsent', label: 'Non envoyé' },
]

/** Which message it is: the panel's filter, and the limits per recipient count by it. */
export const MESSAGE_TEMPLATES = [
  'newsletterConfirmation',
  'newsletterInvitation',
  'newsletterIssue',
  'passwordReset',
  'accountInvitation',
  'contactNotification',
  'contactReply',
  'smsCode',
  'smsAlert',
  'smsReminder',
  'requestReceived',
  'requestUpdate',
  'other',
] as const
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number]
export const MESSAGE_TEMPLATE_OPTIONS: SelectOption<MessageTemplate>[] = [
  { value: 'newsletterConfirmation', label: "Confirmation d'inscription" },
  { value: 'newsletterInvitation', label: 'Invitation à confirmer' },
  { value: 'newsletterIssue', label: "Lettre d'information" },
  { value: 'passwordReset', label: 'Mot de passe oublié' },
  { value: 'accountInvitation', label: "Invitation d'un membre du personnel" },
  { value: 'contactNotification', label: 'Message reçu par la mairie' },
  { value: 'contactReply', label: 'Réponse à un message' },
  { value: 'smsCode', label: 'Code de confirmation par SMS' },
  { value: 'smsAlert', label: 'Alerte par SMS' },
  { value: 'smsReminder', label: 'Rappel d’agenda par SMS' },
  { value: 'requestReceived', label: 'Demande en ligne reçue' },
  { value: 'requestUpdate', label: 'Suivi d’une demande en ligne' },
  { value: 'other', label: 'Autre' },
]

/**
 * What a subscriber may choose to receive: the news of each category, the agenda's new events,
 * the alerts. Stored as these values; every topic is offered, and chosen, by default.
 */
export const NEWSLETTER_TOPICS = [
  ...NEWS_CATEGORIES.map((category) => `actualites-${category}` as const),
  'agenda',
  'alertes',
] as const
export type NewsletterTopic = `actualites-${NewsCategory}` | 'agenda' | 'alertes'
export const NEWSLETTER_TOPIC_OPTIONS: SelectOption<NewsletterTopic>[] = [
  ...NEWS_CATEGORIES.map((category) => ({
    value: `actualites-${category}` as const,
    label: `Actualités : ${NEWS_CATEGORY_LABELS[category]}`,
  })),
  { value: 'agenda', label: 'Agenda : les nouveaux rendez-vous' },
  { value: 'alertes', label: 'Alertes : coupures, campagnes, urgences' },
]
export const isNewsletterTopic = (value: unknown): value is NewsletterTopic =>
  typeof value === 'string' && (NEWSLETTER_TOPICS as readonly string[]).includes(value)
export const newsTopic = (category: string | null | undefined): NewsletterTopic | undefined => {
  const topic = `actualites-${category ?? ''}`
  return isNewsletterTopic(topic) ? topic : undefined
}

/** When a news item's first publication reaches its subscribers. */
export const NEWSLETTER_DELIVERIES = ['batched', 'daily'] as const
export type NewsletterDelivery = (typeof NEWSLETTER_DELIVERIES)[number]
export const NEWSLETTER_DELIVERY_OPTIONS: SelectOption<NewsletterDelivery>[] = [
  { value: 'batched', label: 'Au fil des publications (regroupées, dans les 5 minutes)' },
  { value: 'daily', label: "Un résumé par jour, à l'heure choisie" },
]

/** How long what the sending layer keeps is kept (docs/product/messages.md#how-long-it-is-kept). */
export const RETENTION = {
  /** An address that never confirmed is forgotten this many days after it was last asked to. */
  unconfirmedSubscriberDays: 7,
  /** The record of a message (recipient, text) is deleted after this many days. */
  messageRecordDays: 90,
  /** A contact message and the replies kept with it are deleted this many months after it came. */
  contactMessageMonths: 12,
  /** A phone number never confirmed with its code is forgotten after this many days. */
  unconfirmedPhoneDays: 1,
  /**
   * The personal data of a collected or refused online request (who asked, the answers, the files,
   * the messages about it) is deleted this many months after it closed, unless administrators set
   * another period; its reference, procedure, dates and states stay for the statistics.
   */
  closedRequestMonths: 12,
} as const
