import { isClosedRequestState } from './citizenRequests'
import { CITIZEN_REQUEST_STAFF_MESSAGES } from './messages/citizenRequests'

/**
 * The staff side of online requests (docs/product/requests.md#what-staff-get): what the panel's list,
 * the dashboard and the site's « Demandes » screen decide alike.
 */

/** Past its due date and not closed (« Retirée », « Refusée »): marked « En retard ». */
export function isOverdueRequest(request: { dueAt?: unknown; state?: unknown }, now: Date = new Date()): boolean {
  if (typeof request.dueAt !== 'string' || isClosedRequestState(request.state)) return false
  const due = Date.parse(request.dueAt)
  return !Number.isNaN(due) && due < now.getTime()
}

/** « 3 jours », « 1,5 jour » (a tenth at most, the French decimal comma). */
export const formatRequestDays = (days: number): string =>
  CITIZEN_REQUEST_STAFF_MESSAGES.days(Math.round(days * 10) / 10).replace('.', ',')

/** The staff's own sentences beyond CITIZEN_REQUEST_STAFF_MESSAGES (panel, dashboard, /admin/demandes). */
export const REQUEST_STAFF_TEXT = {
  dashboardHeading: 'Demandes en ligne',
  overdueLink: (count: number) => `${count} demande${count > 1 ? 's' : ''} en retard`,
  noDelay: 'Aucune demande n’est devenue « Prête à retirer » ces 90 derniers jours.',
  delayLine: (procedure: string, days: string, count: number) =>
    `${procedure} : ${days} (${count} demande${count > 1 ? 's' : ''})`,
  chartTitle: 'Demandes reçues par jour, 30 derniers jours',
  chartSummary: (total: number, busiest: string) =>
    total === 0
      ? 'Aucune demande reçue ces 30 derniers jours.'
      : `${total} demande${total > 1 ? 's' : ''} reçue${total > 1 ? 's' : ''} en 30 jours ; le jour le plus chargé : ${busiest}.`,
  openList: 'Voir toutes les demandes',
  toolsLabel: 'Outils de la demande',
  eraseHeading: 'Effacer les données personnelles ?',
  eraseBody: (reference: string) =>
    `Le nom, le téléphone, l’e-mail, les réponses, les pièces jointes et les messages de la demande ${reference} seront effacés définitivement. La référence, la démarche, les dates et les états restent.`,
  eraseConfirm: 'Effacer',
  eraseCancel: 'Garder les données',
  eraseFailed: 'Les données n’ont pas pu être effacées. Réessayez.',
  // The site's queue.
  queueIntro: 'Les demandes faites en ligne par les citoyens. Les plus anciennes en premier.',
  loadFailure: 'Impossible de charger les demandes.',
  empty: 'Aucune demande ne correspond à ces filtres.',
  filterState: 'État',
  filterProcedure: 'Démarche',
  filterAge: 'Reçue depuis',
  allStates: 'Tous les états',
  allProcedures: 'Toutes les démarches',
  count: (shown: number) => `${shown} demande${shown > 1 ? 's' : ''}`,
  open: (reference: string) => `Ouvrir la demande ${reference}`,
  back: 'Retour à la liste',
  requester: 'Demandeur',
  answers: 'Réponses du formulaire',
  attachments: 'Pièces jointes',
  noAttachment: 'Aucune pièce jointe.',
  history: 'Historique',
  internalNotes: 'Notes internes',
  noInternalNote: 'Aucune note interne.',
  changeState: 'Changer l’état',
  newState: 'Nouvel état',
  message: 'Message au demandeur',
  messageHint:
    'Envoyé par SMS (et par e-mail s’il en a donné un) avec le changement d’état. Obligatoire pour « Incomplète » et « Refusée ».',
  saveState: 'Enregistrer et prévenir le demandeur',
  stateSaved: (state: string) => `État enregistré : ${state}. Le demandeur est prévenu.`,
  assign: 'Agent chargé',
  nobody: 'Personne',
  saveAssign: 'Attribuer',
  assigned: 'Agent chargé enregistré.',
  addNote: 'Ajouter une note interne',
  noteHint: 'Pour le personnel seulement : jamais montrée au demandeur.',
  saveNote: 'Ajouter la note',
  noteSaved: 'Note ajoutée.',
  noteBlank: 'Écrivez la note.',
  saveFailure: 'L’enregistrement a échoué. Réessayez.',
  fileFailure: 'La pièce jointe n’a pas pu être ouverte.',
  printFailure: 'La fiche à imprimer n’a pas pu être ouverte.',
  receivedOn: (date: string) => `Reçue le ${date}`,
  by: (name: string) => ` par ${name}`,
} as const

/** The age filter of the site's queue: how long ago the request was received. */
export const REQUEST_AGE_FILTERS = [
  { value: '', label: 'Toutes', minDays: 0 },
  { value: '3', label: 'Plus de 3 jours', minDays: 3 },
  { value: '7', label: 'Plus de 7 jours', minDays: 7 },
  { value: '30', label: 'Plus de 30 jours', minDays: 30 },
] as const

/**
 * The print sheet's CSS (cms/src/requests/print.ts): one A4 page, black on white. One constant, so
 * that the site's Content-Security-Policy can allow this exact `<style>` by its hash when a screen
 * opens the sheet (site/astro.config.ts).
 */
export const REQUEST_PRINT_CSS = `@page { size: A4; margin: 15mm }
* { box-sizing: border-box }
body { margin: 0 auto; max-width: 180mm; font: 10.5pt/1.35 Arial, Helvetica, sans-serif; color: #000; background: #fff }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 8mm; border-bottom: 1.5pt solid #000; padding-bottom: 3mm }
h1 { margin: 0; font-size: 22pt; letter-spacing: 0.03em }
h2 { margin: 5mm 0 1.5mm; font-size: 11pt; text-transform: uppercase; letter-spacing: 0.04em }
p { margin: 0 0 1mm }
dl { display: grid; grid-template-columns: 45mm 1fr; gap: 1mm 4mm; margin: 0 }
dt { font-weight: bold }
dd { margin: 0; overflow-wrap: anywhere }
table { width: 100%; border-collapse: collapse }
th, td { text-align: left; vertical-align: top; padding: 1mm 2mm 1mm 0; border-bottom: 0.5pt solid #888 }
ul { margin: 0; padding-left: 5mm }
.state { font-size: 13pt; font-weight: bold }
.small { font-size: 9pt }
footer { margin-top: 6mm; border-top: 0.5pt solid #888; padding-top: 2mm; font-size: 9pt }
@media screen { body { padding: 10mm } }`
