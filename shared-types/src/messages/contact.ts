/**
 * A contact message answered from the panel (docs/product/citizen-space.md#contact-form), and what
 * the dashboard says of the messages and of what the commune sends (docs/product/staff-screens.md#the-payload-panel).
 */
export const CONTACT_REPLY_MAX_LENGTH = 5000

export const CONTACT_REPLY_MESSAGES = {
  sent: (email: string) => `Réponse envoyée à ${email}.`,
  blank: 'Veuillez écrire une réponse.',
  tooLong: `La réponse ne peut pas dépasser ${CONTACT_REPLY_MAX_LENGTH} caractères.`,
  /** The panel's live status while the request is under way, and when it could not be made. */
  sending: 'Envoi de la réponse…',
  failed: 'La réponse n’a pas pu être envoyée. Réessayez dans un instant.',
  /** The panel's field. */
  label: 'Répondre au citoyen par e-mail',
  button: 'Envoyer la réponse',
  noReply: 'Aucune réponse envoyée pour le moment.',
  sentBy: (date: string, author: string) => `Envoyée le ${date}${author ? ` par ${author}` : ''}`,
  /** The e-mails: to the commune when a message arrives, to the citizen when staff answer. */
  notificationSubject: (subject: string) => `Nouveau message de contact : ${subject}`,
  notificationFrom: (name: string, email: string) => `${name} (${email}) a écrit à la mairie depuis le site.`,
  notificationAction: 'Ouvrir le message dans l’administration',
  notificationFooter: 'Répondez depuis l’administration : la réponse y est gardée avec le message.',
  replySubject: (subject: string) => `Re : ${subject}`,
  replyQuoted: (date: string) => `Votre message du ${date} :`,
} as const

export const DASHBOARD_MESSAGES = {
  contactHeading: 'Messages des citoyens',
  contactCounts: { new: 'nouveaux', inProgress: 'en cours', answered: 'répondus', closed: 'clos' },
  sendingHeading: 'Envois',
  chartTitle: 'E-mails envoyés par jour, 30 derniers jours',
  chartSummary: (total: number, busiest: string) =>
    total === 0
      ? 'Aucun e-mail envoyé ces 30 derniers jours.'
      : `${total} e-mail${total > 1 ? 's' : ''} envoyé${total > 1 ? 's' : ''} ces 30 derniers jours ; jour le plus chargé : ${busiest}.`,
  waiting: (count: number) => `${count} en attente d’envoi`,
  failed: (count: number) => `${count} en échec`,
  subscribersHeading: 'Abonnés confirmés à la lettre, par thème',
  unconfirmed: (count: number) => `${count} inscription${count > 1 ? 's' : ''} non confirmée${count > 1 ? 's' : ''}`,
  smsToday: (sent: number, ceiling: number) =>
    `${sent} SMS envoyé${sent > 1 ? 's' : ''} aujourd’hui, sur un plafond de ${ceiling}`,
  smsUnsent: (count: number) => `${count} SMS non envoyé${count > 1 ? 's' : ''}`,
} as const
