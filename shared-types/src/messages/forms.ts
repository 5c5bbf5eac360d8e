/** What a form or a write says when its input is refused (docs/product/messages.md#validation). */
export const MESSAGES = {
  newsRequired: 'Le titre et le contenu sont requis',
  newsInvalidId: "ID d'actualité invalide",
  newsNotFound: 'Actualité non trouvée',
  projectRequired: 'Le titre, la description et la date de début sont requis',
  serviceRequired: 'Le titre, la description et la catégorie sont requis',
  procedureRequired: 'Le titre, la description et la catégorie sont requis',
  procedureDocs: 'Au moins un document requis doit être spécifié',
  procedureProcessingTime: "Le délai de traitement doit être un nombre entier d'au moins 1 jour",
  procedureProcessingTimeMax: 'Le délai de traitement ne peut pas dépasser 365 jours',
  investmentRequired: 'Veuillez remplir tous les champs obligatoires',
  galleryTitle: 'Le titre est requis',
  galleryFile: 'Veuillez sélectionner un fichier média',
  contactRequired: 'Veuillez remplir tous les champs obligatoires',
  invalidEmail: 'Veuillez saisir une adresse email valide',
  passwordTooShort: 'Le mot de passe doit contenir au moins 12 caractères',
  loginRequired: 'Email et mot de passe requis',
  invalidUrl: "L'adresse du lien doit commencer par http:// ou https://",
  invalidDate: "Cette date n'existe pas",
  documentRequired: 'Le titre, la date et la catégorie sont requis',
  decisionRequired: 'Le titre, la date et le type sont requis',
  pdfFile: 'Veuillez sélectionner un fichier PDF',
  newsletterEmailRequired: 'Veuillez saisir votre adresse email',
  newsletterSubscribed: "Merci ! Votre inscription à la lettre d'information est confirmée.",
  newsletterAlreadySubscribed: "Cette adresse est déjà inscrite à la lettre d'information.",
  newsletterCheckInbox:
    'Merci ! Pour confirmer votre inscription, ouvrez le lien que nous venons de vous envoyer par e-mail (pensez à regarder dans les indésirables). Sans confirmation, votre adresse sera effacée dans 7 jours.',
  newsletterConfirmed: 'Votre inscription est confirmée : vous recevrez les nouvelles que vous avez choisies.',
  newsletterLinkInvalid: "Ce lien n'est plus valable. Inscrivez-vous de nouveau depuis le site.",
  newsletterTopicsRequired: 'Choisissez au moins un sujet.',
  newsletterUnsubscribed: 'Vous êtes désabonné : votre adresse a été effacée et ne recevra plus rien.',
  pageRequired: 'Le titre et le contenu sont requis',
  pageSlugInvalid:
    "L'adresse de la page ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets, 80 caractères au plus (par exemple : mentions-legales)",
  pageSlugReserved: 'Cette adresse est déjà celle d’une rubrique du site : choisissez-en une autre',
  pageSlugTaken: 'Une autre page utilise déjà cette adresse : choisissez-en une autre',
} as const

export type ValidationMessage = (typeof MESSAGES)[keyof typeof MESSAGES]

/**
 * What a form says, once, of the required fields left blank, naming them by their labels; when every
 * field of the form is blank it says the form's own sentence instead (`MESSAGES.contactRequired`).
 */
export function missingFieldsMessage(labels: readonly string[]): string {
  return labels.length === 1
    ? `Veuillez remplir le champ obligatoire : ${labels[0]}.`
    : `Veuillez remplir les champs obligatoires : ${labels.join(', ')}.`
}

/** The note under every form with required fields. */
export const REQUIRED_FIELDS_NOTE = '* Champs obligatoires'

/**
 * The hints of the admin file fields (docs/product/staff-screens.md#photos-and-files). Plain
 * strings, so that no page that reads a message keeps the size formatting: uploads.test.ts checks
 * that they name UPLOAD_LIMITS.
 */
export const UPLOAD_HINTS = {
  image: "PNG, JPG, GIF, WEBP jusqu'à 20 Mo",
  media: "Images PNG, JPG, GIF, WEBP jusqu'à 20 Mo ; vidéos MP4, WEBM jusqu'à 50 Mo",
} as const
