/** The alert banner (« Bandeau d'alerte »): what the CMS answers when a clerk's banner is incomplete. */
export const ALERT_BANNER_MESSAGES = {
  messageRequired: 'Le message du bandeau est requis pour l’afficher',
  startRequired: 'La date de début du bandeau est requise pour l’afficher',
  endRequired: 'La date de fin du bandeau est requise pour l’afficher',
  endNotAfterStart: 'La fin du bandeau doit être postérieure à son début',
  linkLabelRequired: 'Le texte du lien est requis quand une adresse est donnée',
  linkUrlRequired: 'L’adresse du lien est requise quand un texte est donné',
} as const
