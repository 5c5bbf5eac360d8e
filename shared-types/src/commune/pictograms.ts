import { isBlank } from '../values'
import { type IconOption, iconOptions } from './icons'

/**
 * The product's one set of pictograms (docs/product/citizen-space.md#pictograms): the icons of
 * services, their features and procedures, and the pictograms of the documents a procedure asks
 * for, drawn once (Lucide) and offered by one picker. Each French name is also the pictogram's text
 * alternative wherever no text stands beside it. Stored as text: older items may hold other names.
 */

/** What citizens bring to the town hall. */
const DOCUMENT_PICTOGRAM_LABELS = {
  'id-card': 'Carte d’identité',
  'birth-extract': 'Extrait d’acte de naissance',
  'marriage-certificate': 'Acte de mariage',
  'family-book': 'Livret de famille',
  photo: 'Photo d’identité',
  'proof-of-residence': 'Justificatif de domicile',
  attestation: 'Certificat ou attestation',
  certificate: 'Document officiel',
  form: 'Formulaire à remplir',
  letter: 'Lettre de demande',
  signature: 'Signature',
  witness: 'Témoin',
  'tax-stamp': 'Timbre fiscal',
  payment: 'Paiement des frais',
  receipt: 'Facture ou reçu',
  copies: 'Originaux et copies',
  plan: 'Plan du terrain',
  stamp: 'Tampon',
} as const

/** When and where: a procedure's delay, the town hall's opening hours, a date, the office. */
const TIME_PICTOGRAM_LABELS = {
  delay: 'Délai (sablier)',
  clock: 'Horloge (horaires)',
  calendar: 'Calendrier',
  place: 'Lieu où s’adresser',
} as const

/** The commune's services and places. */
const SERVICE_PICTOGRAM_LABELS = {
  ambulance: 'Ambulance',
  baby: 'Bébé',
  backpack: 'Cartable',
  book: 'Livre',
  building: 'Bâtiment',
  droplet: 'Goutte d’eau',
  faucet: 'Robinet',
  flask: 'Analyses',
  'hand-heart': 'Entraide',
  home: 'Maison',
  hospital: 'Hôpital',
  language: 'Langues',
  rings: 'Mariage',
  road: 'Route',
  school: 'École',
  sign: 'Panneau indicateur',
  stethoscope: 'Stéthoscope',
  syringe: 'Vaccin',
  trash: 'Déchets',
  truck: 'Camion',
  users: 'Personnes',
  utensils: 'Repas',
  water: 'Eau',
} as const

const CONTENT_ICON_LABELS = {
  ...DOCUMENT_PICTOGRAM_LABELS,
  ...TIME_PICTOGRAM_LABELS,
  ...SERVICE_PICTOGRAM_LABELS,
} as const
export type ContentIcon = keyof typeof CONTENT_ICON_LABELS
export const CONTENT_ICON_OPTIONS = /* @__PURE__ */ iconOptions<ContentIcon>(CONTENT_ICON_LABELS)

/** The set as the picker shows it, in groups: the documents first, since they are the most picked. */
export const CONTENT_ICON_GROUPS: readonly { label: string; options: IconOption<ContentIcon>[] }[] = [
  { label: 'Pièces à fournir', options: /* @__PURE__ */ iconOptions(DOCUMENT_PICTOGRAM_LABELS) },
  { label: 'Délais, horaires et lieux', options: /* @__PURE__ */ iconOptions(TIME_PICTOGRAM_LABELS) },
  { label: 'Services et lieux', options: /* @__PURE__ */ iconOptions(SERVICE_PICTOGRAM_LABELS) },
]

/** The set for a plain list (the site's staff screens): each option under its group's heading. */
export const CONTENT_ICON_SELECT_OPTIONS: readonly (IconOption<ContentIcon> & { group: string })[] =
  /* @__PURE__ */ CONTENT_ICON_GROUPS.flatMap((group) =>
    group.options.map((option) => ({ ...option, group: group.label })),
  )

/** The pictogram's French name: its text alternative where it stands alone. */
export const contentIconLabel = (icon: ContentIcon): string => CONTENT_ICON_LABELS[icon]

export const isContentIcon = (value: unknown): value is ContentIcon =>
  typeof value === 'string' && Object.hasOwn(CONTENT_ICON_LABELS, value)

/**
 * The pictograms of a procedure's facts, the same on every procedure: citizens learn them once.
 * The fee is the document pictogram of a payment.
 */
export const PROCEDURE_FACT_PICTOGRAMS = {
  cost: 'payment',
  delay: 'delay',
  office: 'place',
  hours: 'clock',
} as const satisfies Record<string, ContentIcon>

/** The picker's own words in the panel (cms/src/panel/components/IconPicker.tsx). */
export const PICTOGRAM_PICKER_WORDS = {
  noIcon: 'Aucune icône',
  noPictogram: 'Aucun pictogramme',
  change: 'Changer',
} as const

export const UNKNOWN_ICON_MESSAGE = 'Choisissez une icône dans la liste'
export const UNKNOWN_PICTOGRAM_MESSAGE = 'Choisissez le pictogramme du document dans la liste'

/** An icon as older items may hold it (« fa-baby », « Baby »), read as one of the set, or none. */
export function contentIconOf(name: string | null | undefined): ContentIcon | null {
  const key = (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/^(fa|fas|lucide)[- ]/, '')
  return isContentIcon(key) ? key : null
}

/**
 * The rule of every field holding one of the set: empty, or exactly one of its values (« bébé » was
 * once accepted and showed a book). Returns the refusal, or null.
 */
export function checkContentIcon(value: unknown, message: string = UNKNOWN_ICON_MESSAGE): string | null {
  return isBlank(value) || isContentIcon(value) ? null : message
}
