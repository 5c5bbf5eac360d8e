import { REQUEST_LIMITS, REQUEST_STATE_LABELS, type RequestState } from '../citizenRequests'

/** The words of online requests (docs/product/requests.md): the citizen's, the messages sent, the staff's. */
export const CITIZEN_REQUEST_MESSAGES = {
  /** With the French apostrophe: an ASCII one is written &#39; in a document title, five characters of its 70. */
  formTitle: (procedure: string) => `Demande en ligne : ${procedure.replaceAll("'", '’')}`,
  onlineButton: 'Faire la demande en ligne',
  sent: (reference: string) => `Votre demande est enregistrée sous la référence ${reference}.`,
  nameRequired: 'Indiquez votre nom et prénom.',
  phoneRequired: 'Indiquez votre numéro de téléphone portable : vous recevrez la référence par SMS.',
  phoneInvalid: 'Ce numéro n’est pas un numéro de portable du Sénégal (par exemple 77 123 45 67).',
  emailInvalid: 'L’adresse e-mail n’est pas valide.',
  beneficiaryRequired: 'Indiquez si la demande est pour vous ou pour un proche.',
  relationRequired: 'Indiquez votre lien avec la personne (par exemple « mère », « frère »).',
  procedureUnknown: 'Cette démarche n’accepte pas de demande en ligne.',
  fieldRequired: (label: string) => `Le champ « ${label} » est obligatoire.`,
  fieldTooLong: (label: string) =>
    `Le champ « ${label} » est trop long (${REQUEST_LIMITS.textLength} caractères au maximum).`,
  fieldDate: (label: string) => `Le champ « ${label} » doit être une date valide, au plus tard aujourd’hui.`,
  fieldNumber: (label: string, min?: number | null, max?: number | null) =>
    `Le champ « ${label} » doit être un nombre entier${min != null && max != null ? ` entre ${min} et ${max}` : ''}.`,
  fieldChoice: (label: string) => `Choisissez une réponse de la liste pour « ${label} ».`,
  fieldPhone: (label: string) => `Le champ « ${label} » doit être un numéro de téléphone valide.`,
  tooManyFiles: `Joignez ${REQUEST_LIMITS.attachmentsPerRequest} fichiers au plus.`,
  fileType: 'Ce fichier n’est pas accepté : joignez une photo (JPEG ou PNG) ou un PDF.',
  fileTooLarge: 'Ce fichier dépasse 5 Mo : prenez une photo moins grande ou envoyez un PDF plus léger.',
  challengeMissing: 'La vérification anti-robot n’a pas abouti. Rechargez la page et envoyez de nouveau.',
  challengeInvalid: 'La vérification anti-robot a expiré ou n’est pas valide. Envoyez de nouveau le formulaire.',
  tooMany: 'Trop de demandes envoyées depuis cet appareil. Réessayez dans une heure ou venez à la mairie.',
  tooManyForContact: 'Ce numéro ou cette adresse a déjà envoyé 5 demandes aujourd’hui. Réessayez demain.',
  referenceInvalid: 'Indiquez la référence reçue, par exemple DS-2026-00042.',
  digitsInvalid: 'Indiquez les 4 derniers chiffres du numéro de téléphone donné avec la demande.',
  notFound: 'Aucune demande ne correspond à cette référence et à ces chiffres. Vérifiez-les et réessayez.',
  tooManyTries: 'Trop d’essais pour cette référence. Réessayez dans une heure.',
  notIncomplete: 'Cette demande n’attend pas de complément.',
  completeEmpty: 'Écrivez une précision ou joignez un document.',
  completed: 'Merci : votre complément est envoyé à la mairie.',
  offlineSaved:
    'Vous êtes hors ligne : votre demande est gardée sur ce téléphone. Elle partira dès que le site sera ouvert avec une connexion.',
  offlineSent: (reference: string) =>
    `Votre demande gardée hors ligne est partie : elle est enregistrée sous la référence ${reference}.`,
  offlineFailed: 'Votre demande gardée hors ligne n’a pas pu partir. Ouvrez le formulaire pour la renvoyer.',
  // The citizen's pages (site/src/pages/espace-citoyen/demande/[id].astro, site/src/pages/suivi.astro).
  /** The one error summary above a form, its points listed and linked to their fields. */
  errorSummary: (count: number) =>
    count > 1
      ? `La demande n’est pas partie : ${count} points à corriger.`
      : 'La demande n’est pas partie : 1 point à corriger.',
  sending: 'Envoi en cours…',
  fileShrinking: 'Préparation de la photo…',
  trackingNotFoundTitle: 'Demande introuvable',
  offlineTracking: 'Vous êtes hors ligne : le suivi a besoin d’une connexion. Réessayez une fois connecté.',
  stateChangeNeedsNote: 'Écrivez au demandeur ce qui manque (« Message au demandeur »).',
  refusalNeedsNote: 'Écrivez au demandeur la raison du refus (« Message au demandeur »).',
} as const

/** The words of the form page, the receipt and /suivi (docs/product/requests.md#what-a-citizen-gets). */
export const CITIZEN_REQUEST_LABELS = {
  /** The form page's document title, short: the commune's name follows it. */
  required: 'obligatoire',
  optional: 'facultatif',
  requiredForRelative: 'obligatoire pour un proche',
  you: 'Vous',
  name: 'Nom et prénom',
  phone: 'Téléphone portable',
  phoneHelp: 'Par exemple : 77 123 45 67. Vous recevrez la référence et les nouvelles de la demande par SMS.',
  email: 'Adresse e-mail',
  emailHelp: 'Pour recevoir aussi les nouvelles par e-mail.',
  forWhom: 'Pour qui ?',
  relation: 'Votre lien avec la personne',
  relationHelp: 'Par exemple : mère, frère, fils. À remplir seulement pour un proche.',
  request: 'La demande',
  choose: 'Choisir dans la liste',
  fileHelp: 'Une photo (JPEG ou PNG) ou un PDF, 5 Mo au plus : les photos sont allégées avant l’envoi.',
  submit: 'Envoyer la demande',
  privacy: 'Vos réponses servent seulement à traiter cette demande : voir',
  receiptTitle: 'Votre demande est enregistrée',
  referenceLabel: 'Votre référence',
  keepReference: 'Notez-la : elle sert à suivre la demande et au guichet.',
  trackLink: 'Suivre ma demande',
  delay: 'Délai de traitement',
  cost: 'À payer au guichet',
  bring: 'À apporter au retrait',
  office: 'Où retirer le document',
  hours: 'Heures d’ouverture',
  nextSteps:
    'La mairie traite la demande puis vous prévient par SMS quand le document est prêt. Vous venez le retirer au guichet avec les pièces demandées et vous payez sur place.',
  trackTitle: 'Suivre une demande',
  trackLead: 'Indiquez la référence reçue par SMS et les 4 derniers chiffres du téléphone donné avec la demande.',
  reference: 'Référence de la demande',
  referenceHelp: 'Par exemple : DS-2026-00042.',
  digits: '4 derniers chiffres du téléphone',
  digitsHelp: 'Ceux du numéro donné avec la demande, par exemple 4567.',
  trackSubmit: 'Voir où en est ma demande',
  /** Before the reference, as /suivi titles a request: « Demande DS-2026-00042 ». */
  requestHeading: 'Demande',
  timeline: 'Étapes de la demande',
  ready: 'Votre document vous attend',
  missing: 'Ce qu’il manque',
  refusal: 'Raison du refus',
  completeTitle: 'Compléter la demande',
  note: 'Votre précision',
  noteHelp: `${REQUEST_LIMITS.noteLength} caractères au plus.`,
  attachment: 'Document (photo ou PDF)',
  completeSubmit: 'Envoyer le complément',
  anotherRequest: 'Suivre une autre demande',
} as const

/**
 * The words the pages' scripts draw (the receipt, the timeline, the offline notice), apart from
 * CITIZEN_REQUEST_LABELS so that the scripts do not carry every word of the pages.
 */
export const CITIZEN_REQUEST_SCRIPT_LABELS = {
  /** How the reference is read out over the phone. */
  spelled: (reference: string) => `À lire au téléphone : ${spellReference(reference)}`,
  notifiedSms: 'Vous allez aussi la recevoir par SMS.',
  notifiedSmsAndEmail: 'Vous allez aussi la recevoir par SMS et par e-mail.',
  currentStep: 'étape actuelle',
  doneStep: 'étape passée',
  nextStep: 'étape à venir',
  openForm: 'Ouvrir le formulaire',
} as const

/** « DS-2026-00042 » as read out, a character at a time: « D S, tiret, 2 0 2 6, tiret, 0 0 0 4 2 ». */
export const spellReference = (reference: string): string =>
  reference
    .split('-')
    .map((part) => [...part].join(' '))
    .join(', tiret, ')

/** The SMS and e-mail a citizen receives (plain words, GSM-7 once sent: messaging/sms/texts.ts). */
export const CITIZEN_REQUEST_NOTIFICATIONS = {
  receivedSms: (commune: string, reference: string, procedure: string, link: string) =>
    `${commune} : demande ${reference} recue (${procedure}). Suivi : ${link}`,
  changedSms: (commune: string, reference: string, state: RequestState, note: string, link: string) =>
    `${commune} : demande ${reference} : ${REQUEST_STATE_LABELS[state]}.${note ? ` ${note}` : ''} Suivi : ${link}`,
  receivedSubject: (reference: string) => `Demande ${reference} reçue`,
  changedSubject: (reference: string, state: RequestState) => `Demande ${reference} : ${REQUEST_STATE_LABELS[state]}`,
} as const

/** Staff's words (panel, /admin, dashboard). */
export const CITIZEN_REQUEST_STAFF_MESSAGES = {
  overdue: 'En retard',
  dueOn: (date: string) => `À rendre le ${date}`,
  receivedThisWeek: 'Demandes reçues cette semaine',
  overdueCount: 'Demandes en retard',
  medianToReady: 'Délai médian jusqu’à « Prête à retirer » (90 jours)',
  days: (count: number) => `${count} jour${count > 1 ? 's' : ''}`,
  print: 'Imprimer la demande',
  exportData: 'Exporter les données du demandeur',
  eraseData: 'Effacer les données personnelles',
  erased: 'Données personnelles effacées',
} as const
