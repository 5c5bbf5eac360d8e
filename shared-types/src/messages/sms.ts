import { SMS_CODE } from '../sms'

/**
 * What citizens read when they subscribe a phone, confirm it and stop it, what the SMS say, and the
 * staff's estimate before an SMS alert leaves (docs/product/sms.md, docs/product/messages.md#sms).
 */

const tries = (left: number) => (left === 1 ? '1 essai' : `${left} essais`)

export const SMS_MESSAGES = {
  phoneRequired: 'Veuillez saisir votre numéro de mobile',
  phoneInvalid: 'Veuillez saisir un numéro de mobile sénégalais valide, par exemple 77 123 45 67',
  localityUnknown: 'Choisissez un village ou un quartier dans la liste',
  codeSent: (phone: string) =>
    `Un code à ${SMS_CODE.digits} chiffres vient d’être envoyé par SMS au ${phone}. Saisissez-le ci-dessous : il est valable ${SMS_CODE.validMinutes} minutes.`,
  codeRequired: `Saisissez le code à ${SMS_CODE.digits} chiffres reçu par SMS`,
  codeWrong: (left: number) => `Ce code n’est pas le bon. Il vous reste ${tries(left)}.`,
  codeExpired: 'Ce code n’est plus valable. Demandez-en un nouveau.',
  subscribed: 'Votre numéro est inscrit : vous recevrez les SMS choisis.',
  stopCodeSent: (phone: string) =>
    `Si le ${phone} reçoit les SMS de la commune, un code à ${SMS_CODE.digits} chiffres vient de lui être envoyé. Saisissez-le ci-dessous.`,
  stopped: 'C’est fait : ce numéro ne recevra plus aucun SMS de la commune.',
  tooManyCodes: 'Trop de codes demandés pour ce numéro aujourd’hui. Réessayez demain.',
  dailyCeilingReached: 'Le service SMS de la commune a atteint sa limite du jour. Réessayez demain.',
} as const

/** The SMS themselves: short, without accents once sent (shared-types/src/sms.ts), each with how to stop. */
export const SMS_TEXTS = {
  code: (commune: string, code: string) =>
    `${commune} : votre code est ${code}. Il est valable ${SMS_CODE.validMinutes} minutes. Ne le donnez à personne.`,
  stopHint: (stopLink: string) => `Stop : ${stopLink}`,
  alert: (commune: string, message: string) => `${commune} - Alerte : ${message}`,
  reminder: (commune: string, title: string, when: string, place?: string | null) =>
    `${commune} - Rappel : ${title} demain, ${when}${place ? `, ${place}` : ''}.`,
} as const

/** Why an SMS record stays unsent, shown to staff in « Envois ». */
export const SMS_UNSENT_REASONS = {
  noProvider: 'non envoyé : aucun fournisseur SMS configuré',
  dailyCeiling: (ceiling: number) => `non envoyé : plafond quotidien de ${ceiling} SMS atteint`,
  stopped: 'non envoyé : ce numéro a demandé à ne plus recevoir de SMS',
} as const

const people = (count: number) => (count === 1 ? '1 abonné' : `${count} abonnés`)
const messages = (count: number) => (count === 1 ? '1 SMS' : `${count} SMS`)

/** The estimate staff see before an SMS alert leaves, and its refusals. */
export const SMS_STAFF_MESSAGES = {
  estimate: (recipients: number, segmentsEach: number) =>
    recipients === 0
      ? 'Aucun abonné ne recevra cette alerte.'
      : `${people(recipients)} ${recipients === 1 ? 'recevra' : 'recevront'} ${messages(segmentsEach)} ${recipients === 1 ? '' : 'chacun '}: ${messages(recipients * segmentsEach)} au total.`,
  shortened: 'Le texte est trop long pour 3 SMS : il sera raccourci comme ci-dessous.',
  preview: 'Texte envoyé :',
  messageRequired: 'Le texte de l’alerte est requis',
  confirmRequired: 'Cochez la case de confirmation après avoir vérifié le nombre de destinataires et le coût.',
  csvColumns: ['Numéro', 'Sujets', 'Village ou quartier', 'Confirmé le', 'Arrêté le', 'Ajouté le'],
  exportList: 'Télécharger la liste (CSV)',
  counts: (confirmed: number, stopped: number) =>
    `${confirmed === 1 ? '1 numéro inscrit' : `${confirmed} numéros inscrits`}, ${stopped === 1 ? '1 arrêté' : `${stopped} arrêtés`}`,
  sentTo: (count: number) => (count === 1 ? 'Alerte envoyée à 1 abonné.' : `Alerte envoyée à ${count} abonnés.`),
} as const
