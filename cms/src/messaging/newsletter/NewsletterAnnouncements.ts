import type { CollectionConfig } from 'payload'
import { NEWSLETTER_TOPIC_OPTIONS, NOT_FOUND_MESSAGES } from 'shared-types'

/**
 * What the next newsletter will announce: a news item's first publication, a new event, an alert.
 * One row per thing announced (its `key`, unique, so a second publication announces nothing), until
 * the batch or the daily digest that carries it is queued (`sentAt`). The CMS's own bookkeeping:
 * hidden from the panel, read and written by the server alone.
 */
export const NewsletterAnnouncements: CollectionConfig = {
  slug: 'newsletter-announcements',
  labels: { singular: 'une annonce', plural: 'Annonces de la lettre' },
  admin: { hidden: true },
  custom: NOT_FOUND_MESSAGES['newsletter-announcements'],
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'topic', type: 'select', required: true, options: NEWSLETTER_TOPIC_OPTIONS, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'url', type: 'text', required: true },
    { name: 'summary', type: 'textarea' },
    { name: 'sentAt', type: 'date', index: true },
  ],
}
