import { RECORDING_LIMITS } from 'shared-types'

const maxMinutes = RECORDING_LIMITS.maxSeconds / 60

/** The recorder's own words in the panel (docs/product/spoken.md#recording); the refusals are SPOKEN_MESSAGES'. */
export const RECORDER_WORDS = {
  title: 'Enregistrer au micro',
  hint: `Parlez près du micro de cet ordinateur ou de ce téléphone, ${maxMinutes} minutes au plus. Vous pourrez réécouter avant de garder l’enregistrement.`,
  start: 'Enregistrer',
  stop: 'Arrêter',
  listen: 'Réécouter',
  keep: 'Garder cet enregistrement',
  redo: 'Recommencer',
  level: 'Niveau du micro',
  asking: 'Autorisez le micro si le navigateur le demande…',
  recording: (clock: string) => `Enregistrement en cours… ${clock}`,
  recorded: (clock: string) => `Enregistrement de ${clock} terminé : réécoutez-le, puis gardez-le ou recommencez.`,
  stoppedAtLimit: (clock: string) =>
    `Enregistrement arrêté à ${clock}, la durée maximale : réécoutez-le, puis gardez-le ou recommencez.`,
  kept: 'Prise gardée : elle partira quand vous cliquerez sur « Sauvegarder »',
  unsupported: 'Ce navigateur ne sait pas enregistrer au micro. Vous pouvez envoyer un fichier à la place.',
  /** The button of a page's « Versions parlées » that opens a new recording's form. */
  recordSpokenVersion: 'Enregistrer au micro',
} as const
