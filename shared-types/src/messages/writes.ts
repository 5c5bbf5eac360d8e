import { MESSAGES } from './forms'
import { SCREEN_MESSAGES, type WriteMessages } from './screens'

/** The contact form's confirmation (docs/product/citizen-space.md#contact-form), shown by the site and answered by the CMS. */
export const CONTACT_SENT = 'Votre message a été envoyé avec succès !'

/** Every collection's write messages: the six screens', and the same pattern for the panel-only ones. */
export const WRITE_MESSAGES = {
  ...SCREEN_MESSAGES,
  media: {
    created: 'Image ajoutée avec succès',
    updated: 'Image mise à jour avec succès',
    deleted: 'Image supprimée avec succès',
  },
  documents: {
    created: 'Document ajouté avec succès',
    updated: 'Document mis à jour avec succès',
    deleted: 'Document supprimé avec succès',
  },
  decisions: {
    created: 'Décision ajoutée avec succès',
    updated: 'Décision mise à jour avec succès',
    deleted: 'Décision supprimée avec succès',
  },
  'contact-messages': {
    created: CONTACT_SENT,
    updated: 'Message mis à jour avec succès',
    deleted: 'Message supprimé avec succès',
  },
  'newsletter-subscribers': {
    created: MESSAGES.newsletterSubscribed,
    updated: 'Abonné mis à jour avec succès',
    deleted: 'Abonné supprimé avec succès',
  },
  events: {
    created: 'Événement ajouté avec succès',
    updated: 'Événement mis à jour avec succès',
    deleted: 'Événement supprimé avec succès',
  },
  localities: {
    created: 'Village ou quartier ajouté avec succès',
    updated: 'Village ou quartier mis à jour avec succès',
    deleted: 'Village ou quartier supprimé avec succès',
  },
  pages: {
    created: 'Page ajoutée avec succès',
    updated: 'Page mise à jour avec succès',
    deleted: 'Page supprimée avec succès',
  },
} as const satisfies Record<string, WriteMessages>
