/**
 * Every contractual sentence (docs/product/messages.md), word for word, in one place: the CMS answers with them, the
 * site and the admin screens show them. Change a message here and both sides follow.
 */

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

/** What citizens and administrators read when something fails or is empty (docs/product/messages.md#errors-and-empty-states). */
export const ERRORS = {
  unexpected: 'Une erreur inattendue est survenue',
  loginFailure: 'Erreur lors de la connexion. Veuillez vérifier vos identifiants.',
  /** No answer from the server (network down, CMS stopped, the site's /api proxy failing): never the visitor's input. */
  serverUnreachable: 'Impossible de joindre le serveur. Vérifiez votre connexion internet, puis réessayez.',
  registerFailure: "Erreur lors de l'inscription",
  saveFailure: "Une erreur est survenue lors de l'enregistrement",
  deleteFailure: 'Une erreur est survenue lors de la suppression',
  galleryLoad: 'Impossible de charger les images. Veuillez réessayer plus tard.',
  galleryEmpty: 'Aucune image disponible pour le moment.',
  servicesLoad: 'Aucun service trouvé',
  servicesRetry: "Veuillez réessayer plus tard ou contacter l'administrateur",
  servicesEmpty: 'Aucun service disponible pour le moment',
  serviceNoDescription: 'Aucune description disponible',
  serviceCategoriesLoad: 'Erreur lors du chargement des catégories',
  serviceCategoriesEmpty: 'Aucune catégorie disponible pour le moment',
  serviceNotFound: 'Service non trouvé',
  serviceLoad: 'Erreur lors du chargement du service',
  serviceIdMissing: 'Identifiant de service manquant',
  newsListLoad: 'Impossible de charger les dernières actualités. Affichage des actualités archivées.',
  newsDetailLoad: "Impossible de charger les détails de l'actualité",
  proceduresLoad: 'Erreur lors du chargement des démarches',
  proceduresEmpty: 'Aucune démarche disponible pour le moment.',
  investmentsLoad: "Impossible de charger les projets d'investissement",
  linkCopied: 'Lien copié dans le presse-papiers',
} as const

/** What the API answers to a request it refuses before any document is read or written. */
export const REQUEST_MESSAGES = {
  unknownRoute: 'Adresse d’API inconnue',
  badAddress: 'Adresse de la requête invalide',
  badFileName: 'Nom de fichier invalide',
  fileMissing: 'Fichier introuvable',
  signInRequired: 'Vous devez être connecté avec un compte du personnel communal pour effectuer cette action',
  /** A signed-in clerk's cookie arrived from a page the CMS does not know: she is not signed out. */
  untrustedOrigin: (origin: string) =>
    `Action refusée : la page ouverte à l’adresse ${origin} n’est pas autorisée à modifier le contenu. Ouvrez le panneau à l’adresse habituelle du CMS ; votre session reste ouverte.`,
  invalidJson: 'Le corps de la requête n’est pas un JSON valide',
  notAnObject: 'Le corps de la requête doit être un objet JSON',
  tooDeep: 'Le corps de la requête est trop imbriqué',
  unsupportedBody: 'Format non pris en charge : envoyez du JSON ou un formulaire multipart',
  unreadableForm: 'Le formulaire envoyé est illisible',
  badParameter: (name: string) => `Paramètre de requête invalide : ${name}`,
  badFilter: (path: string) => `Filtre invalide : ${path}`,
  unsupportedOperator: (operator: string) => `Cet opérateur de filtre n’est pas pris en charge : ${operator}`,
} as const

/** What a field answers when a write sends a value of the wrong kind. */
export const FIELD_TYPE_MESSAGES = {
  text: (label: string) => `Le champ « ${label} » doit être un texte`,
  number: (label: string) => `Le champ « ${label} » doit être un nombre`,
  date: (label: string) => `Le champ « ${label} » doit être une date valide`,
  checkbox: (label: string) => `Le champ « ${label} » doit valoir vrai ou faux`,
  option: (label: string) => `Le champ « ${label} » n’accepte pas cette valeur`,
  list: (label: string) => `Le champ « ${label} » doit être une liste`,
  group: (label: string) => `Le champ « ${label} » doit être un objet`,
  link: (label: string) => `Le champ « ${label} » doit désigner un élément par son identifiant`,
  missingLink: (label: string) => `Le champ « ${label} » désigne un élément qui n’existe pas`,
  tooDeep: (label: string) => `Le champ « ${label} » est trop imbriqué`,
  required: (label: string) => `Le champ « ${label} » est obligatoire`,
  range: (label: string, { min, max, integer }: { min: number; max: number; integer?: boolean }) =>
    `Le champ « ${label} » doit être un nombre${integer ? ' entier' : ''} de ${frenchNumber(min)} à ${frenchNumber(max)}`,
} as const

const frenchNumber = (value: number) => new Intl.NumberFormat('fr-FR').format(value)

/** What a write through the /api contract answers, per collection (docs/product/messages.md#write-answers-of-the-api). */
export interface WriteMessages {
  created: string
  updated: string
  deleted: string
}

/** The texts of one admin screen (docs/product/messages.md#staff-screens): its alerts, its list failure, its empty row, its question. */
export interface ScreenMessages extends WriteMessages {
  loadFailure: string
  empty: string
  confirmDelete: string
}

/** The six collections managed by the site's own admin screens. */
export const SCREEN_MESSAGES = {
  news: {
    created: 'Actualité ajoutée avec succès',
    updated: 'Actualité mise à jour avec succès',
    deleted: 'Actualité supprimée avec succès',
    loadFailure: 'Impossible de charger les actualités',
    empty: 'Aucune actualité trouvée',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette actualité ?',
  },
  projects: {
    created: 'Projet ajouté avec succès',
    updated: 'Projet mis à jour avec succès',
    deleted: 'Projet supprimé avec succès',
    loadFailure: 'Impossible de charger les projets',
    empty: 'Aucun projet trouvé',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce projet ?',
  },
  services: {
    created: 'Service ajouté avec succès',
    updated: 'Service mis à jour avec succès',
    deleted: 'Service supprimé avec succès',
    loadFailure: 'Impossible de charger les services',
    empty: ERRORS.servicesLoad,
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce service ?',
  },
  procedures: {
    created: 'Démarche ajoutée avec succès',
    updated: 'Démarche mise à jour avec succès',
    deleted: 'Démarche supprimée avec succès',
    loadFailure: 'Impossible de charger les démarches',
    empty: 'Aucune démarche trouvée',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette démarche ?',
  },
  investments: {
    created: 'Investissement ajouté avec succès',
    updated: 'Investissement mis à jour avec succès',
    deleted: 'Investissement supprimé avec succès',
    loadFailure: 'Impossible de charger les investissements',
    empty: 'Aucun investissement trouvé',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet investissement ?',
  },
  gallery: {
    created: 'Élément ajouté avec succès',
    updated: 'Élément mis à jour avec succès',
    deleted: 'Élément supprimé avec succès',
    loadFailure: 'Impossible de charger les éléments de galerie',
    empty: 'Aucun élément trouvé dans la galerie',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  },
} as const satisfies Record<string, ScreenMessages>

/**
 * The /admin screens' collections with drafts (docs/product/workflow.md#drafts), publishing a draft in
 * one action: the same pattern as the success alerts.
 */
export const PUBLISHED_MESSAGES = {
  news: 'Actualité publiée avec succès',
  projects: 'Projet publié avec succès',
  services: 'Service publié avec succès',
  procedures: 'Démarche publiée avec succès',
  investments: 'Investissement publié avec succès',
} as const satisfies Partial<Record<keyof typeof SCREEN_MESSAGES, string>>

/** Drafts and review in the /admin screens (docs/product/workflow.md#drafts): what a save says, and what a form explains. */
export const DRAFT_MESSAGES = {
  saved: 'Brouillon enregistré avec succès',
  submitted: 'Brouillon soumis pour relecture',
  loadFailure: 'Impossible de charger le brouillon. Veuillez réessayer.',
  editingDraft: 'Ce contenu est un brouillon : il n’est pas encore publié sur le site.',
  editingNewerDraft:
    'Vous modifiez le brouillon en cours : la version publiée reste en ligne tant que ce brouillon n’est pas publié.',
  writerSaves:
    'Vos modifications sont enregistrées comme brouillon : elles apparaissent sur le site une fois publiées par un éditeur ou un administrateur.',
  readOnly:
    'Votre rôle (rédacteur) permet de consulter cette liste, pas de la modifier : seuls les éditeurs et les administrateurs gèrent la galerie.',
} as const

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
  pages: {
    created: 'Page ajoutée avec succès',
    updated: 'Page mise à jour avec succès',
    deleted: 'Page supprimée avec succès',
  },
} as const satisfies Record<string, WriteMessages>

/** What the CMS answers for an unknown or impossible id, per collection. */
export const NOT_FOUND_MESSAGES = {
  news: { notFound: MESSAGES.newsNotFound, invalidId: MESSAGES.newsInvalidId },
  services: { notFound: ERRORS.serviceNotFound, invalidId: 'Identifiant de service invalide' },
  projects: { notFound: 'Projet non trouvé', invalidId: 'Identifiant de projet invalide' },
  procedures: { notFound: 'Démarche non trouvée', invalidId: 'Identifiant de démarche invalide' },
  investments: { notFound: "Projet d'investissement non trouvé", invalidId: "Identifiant d'investissement invalide" },
  gallery: { notFound: 'Élément de galerie non trouvé', invalidId: "Identifiant d'élément invalide" },
  media: { notFound: 'Image non trouvée', invalidId: "Identifiant d'image invalide" },
  documents: { notFound: 'Document non trouvé', invalidId: 'Identifiant de document invalide' },
  decisions: { notFound: 'Décision non trouvée', invalidId: 'Identifiant de décision invalide' },
  users: { notFound: 'Administrateur non trouvé', invalidId: "Identifiant d'administrateur invalide" },
  'contact-messages': { notFound: 'Message non trouvé', invalidId: 'Identifiant de message invalide' },
  'newsletter-subscribers': { notFound: 'Abonné non trouvé', invalidId: "Identifiant d'abonné invalide" },
  events: { notFound: 'Événement non trouvé', invalidId: "Identifiant d'événement invalide" },
  pages: { notFound: 'Page non trouvée', invalidId: 'Identifiant de page invalide' },
} as const satisfies Record<string, { notFound: string; invalidId: string }>

/** What the CMS answers about administrator accounts, sign-in limits and sessions. */
export const ACCOUNT_MESSAGES = {
  registrationClosed: 'Seul un administrateur peut créer un compte',
  lastAdministratorDelete:
    "Impossible de supprimer le dernier administrateur : créez d'abord un autre compte administrateur",
  lastAdministratorRole: 'Le dernier administrateur doit garder son rôle d’administrateur',
  weakPassword:
    'Ce mot de passe est trop courant ou trop facile à deviner : choisissez plusieurs mots inattendus, avec chiffres ou signes',
  sessionInvalid: 'Session invalide ou expirée : veuillez vous reconnecter',
  sessionEnded: 'Votre session a atteint sa durée maximale : veuillez vous reconnecter',
  /** A limit on sign-ins, registrations, password requests, contact messages or sign-ups was reached. */
  tooManyRequests: (retryAfterSeconds: number): string => {
    const minutes = Math.ceil(retryAfterSeconds / 60)
    const wait =
      retryAfterSeconds < 60
        ? `${retryAfterSeconds} seconde${retryAfterSeconds > 1 ? 's' : ''}`
        : `${minutes} minute${minutes > 1 ? 's' : ''}`
    return `Trop de tentatives : veuillez réessayer dans ${wait}`
  },
} as const

/** The agenda (`events`, the home box, /agenda): what the CMS answers and what citizens read. */
export const AGENDA_MESSAGES = {
  titleRequired: "Le titre de l'événement est requis",
  startRequired: "La date de début de l'événement est requise",
  endBeforeStart: "La fin de l'événement ne peut pas précéder son début",
  next: 'Prochain événement',
  noneUpcoming: 'Aucun événement à venir',
  nonePast: 'Aucun événement passé',
  seeAgenda: "Voir tout l'agenda",
} as const

/** The alert banner (« Bandeau d'alerte »): what the CMS answers when a clerk's banner is incomplete. */
export const ALERT_BANNER_MESSAGES = {
  messageRequired: 'Le message du bandeau est requis pour l’afficher',
  startRequired: 'La date de début du bandeau est requise pour l’afficher',
  endRequired: 'La date de fin du bandeau est requise pour l’afficher',
  endNotAfterStart: 'La fin du bandeau doit être postérieure à son début',
  linkLabelRequired: 'Le texte du lien est requis quand une adresse est donnée',
  linkUrlRequired: 'L’adresse du lien est requise quand un texte est donné',
} as const

/**
 * The public site's state, as staff read it in the panel and on /welcome
 * (docs/product/workflow.md#the-sites-state-for-staff: « Site publié il y a 2 min » / « Publication en
 * attente » / « Dernière publication échouée : … »), and the reasons a build request can fail, stored
 * by the CMS and shown in the last line.
 */
export const SITE_STATE_MESSAGES = {
  heading: 'État du site public',
  published: (ago: string) => `Site publié ${ago}`,
  pending: 'Publication en attente',
  failed: (reason: string) => `Dernière publication échouée : ${reason}`,
  /** Nothing asked for a build since the database was created: the site is the one built at start. */
  never: 'Aucune publication depuis la mise en service',
  /** SITE_BUILD_HOOK_URL is not set: changes never reach the public site by themselves. */
  disabled: 'Publication automatique non configurée : le site public ne suit pas les modifications',
  /** Under a failure: the CMS keeps trying by itself, nothing is lost. */
  retrying: (when: string) => `Nouvel essai automatique ${when} ; aucune modification n’est perdue.`,
  justNow: 'à l’instant',
  soon: 'dans un instant',
  hookAnswered: (status: number) => `le service de construction a répondu ${status}`,
  hookUnreachable: 'le service de construction est injoignable',
  hookTimedOut: (seconds: number) => `le service de construction n’a pas répondu en ${seconds} s`,
  loading: 'Vérification de l’état du site…',
  loadFailure: 'Impossible de connaître l’état du site pour le moment',
  signInRequired: 'Vous devez être connecté pour voir l’état du site',
} as const
