import { formatByteSize, MB } from '../uploads'

/** The words of spoken versions (docs/product/spoken.md): the panel's, the API's and the site's. */
export const SPOKEN_MESSAGES = {
  listenIn: (frenchName: string) => `Écouter en ${frenchName}`,
  pause: 'Pause',
  readAloud: 'Lire à voix haute',
  stopReading: 'Arrêter la lecture',
  unsupportedFile:
    'Ce fichier n’est pas un enregistrement sonore accepté : envoyez un fichier OGG, Opus, WebM, M4A, MP4, MP3 ou WAV',
  unreadable: 'Cet enregistrement ne peut pas être lu : enregistrez-le à nouveau ou envoyez un autre fichier',
  tooLong: (maxMinutes: number) =>
    `L’enregistrement dure plus de ${maxMinutes} minutes : raccourcissez-le ou coupez-le en plusieurs parties`,
  tooLarge: (limitBytes: number = 20 * MB) =>
    `L’enregistrement dépasse la taille maximale autorisée (${formatByteSize(limitBytes)})`,
  noSound: 'Cet enregistrement ne contient pas de son',
  unknownLanguage: 'Choisissez une langue de la liste « Langues parlées » de la commune',
  oneByLanguage: (frenchName: string) =>
    `Cette page a déjà un enregistrement en ${frenchName} : gardez-en un seul par langue`,
  notConverted: 'Cet enregistrement est encore en cours de conversion : il sera publié dès qu’elle sera finie',
  conversionFailed: 'La conversion de cet enregistrement a échoué : envoyez-le à nouveau',
  insecureContext:
    'L’enregistrement au micro n’est possible qu’en connexion sécurisée (https://) ou à l’adresse localhost de cet ordinateur. Vous pouvez envoyer un fichier à la place.',
  noMicrophone: 'Aucun micro n’est disponible sur cet appareil. Vous pouvez envoyer un fichier à la place.',
  microphoneRefused:
    'L’accès au micro a été refusé. Autorisez-le dans les réglages du navigateur, ou envoyez un fichier à la place.',
} as const
