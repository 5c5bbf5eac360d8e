import { ERRORS } from './errors'
import { MESSAGES } from './forms'

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
  'outbound-messages': { notFound: 'Envoi non trouvé', invalidId: "Identifiant d'envoi invalide" },
  'newsletter-announcements': { notFound: 'Annonce non trouvée', invalidId: "Identifiant d'annonce invalide" },
  localities: { notFound: 'Village ou quartier non trouvé', invalidId: 'Identifiant de village ou quartier invalide' },
  'sms-subscribers': { notFound: 'Abonné SMS non trouvé', invalidId: "Identifiant d'abonné SMS invalide" },
  'sms-alerts': { notFound: 'Alerte SMS non trouvée', invalidId: "Identifiant d'alerte SMS invalide" },
  'citizen-requests': { notFound: 'Demande non trouvée', invalidId: 'Identifiant de demande invalide' },
  'request-attachments': { notFound: 'Pièce jointe non trouvée', invalidId: 'Identifiant de pièce jointe invalide' },
  'request-log': { notFound: 'Entrée du journal non trouvée', invalidId: "Identifiant d'entrée du journal invalide" },
  recordings: { notFound: 'Enregistrement non trouvé', invalidId: "Identifiant d'enregistrement invalide" },
  'spoken-audio': { notFound: 'Fichier sonore non trouvé', invalidId: 'Identifiant de fichier sonore invalide' },
  'site-builds': { notFound: 'Publication non trouvée', invalidId: 'Identifiant de publication invalide' },
} as const satisfies Record<string, { notFound: string; invalidId: string }>
