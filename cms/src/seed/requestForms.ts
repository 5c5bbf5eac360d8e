import type { RequestFieldKind } from 'shared-types'

type SeedField = {
  label: string
  kind: RequestFieldKind
  required?: boolean
  help?: string
  options?: string[]
  min?: number
  max?: number
}

const identityPhoto: SeedField = {
  label: "Photo de la pièce d'identité du demandeur",
  kind: 'file',
  help: 'Photo ou PDF, 5 Mo au plus. Facultatif : vous pourrez la montrer au guichet.',
}
const copies: SeedField = { label: "Nombre d'exemplaires", kind: 'number', required: true, min: 1, max: 10 }

/** An extract of a civil-status act: the act's names, date and place, and its references when known. */
const actExtract = (event: 'naissance' | 'mariage'): SeedField[] => [
  event === 'naissance'
    ? { label: "Nom et prénoms sur l'acte", kind: 'text', required: true }
    : { label: 'Noms et prénoms des époux', kind: 'text', required: true },
  { label: event === 'naissance' ? 'Date de naissance' : 'Date du mariage', kind: 'date', required: true },
  { label: event === 'naissance' ? 'Lieu de naissance' : 'Lieu du mariage', kind: 'text', required: true },
  ...(event === 'naissance'
    ? ([
        { label: 'Prénom et nom du père', kind: 'text' },
        { label: 'Prénom et nom de la mère', kind: 'text' },
      ] satisfies SeedField[])
    : []),
  { label: "Année de l'acte", kind: 'number', min: 1900, max: 2100, help: 'Si vous la connaissez.' },
  { label: "Numéro de l'acte", kind: 'text', help: 'Si vous le connaissez (sur un ancien extrait).' },
  { ...copies },
  { label: 'Type de document', kind: 'choice', required: true, options: ['Extrait', 'Copie littérale'] },
  identityPhoto,
]

/**
 * The first run's online requests (docs/product/requests.md#the-form): the four procedures citizens
 * ask for most, each with its form. Staff change them in the panel.
 */
export const SEED_REQUEST_FORMS: Record<string, SeedField[]> = {
  "Extrait d'acte de naissance": actExtract('naissance'),
  "Extrait d'acte de mariage": actExtract('mariage'),
  'Certificat de résidence': [
    { label: 'Village ou quartier', kind: 'text', required: true },
    { label: 'Adresse ou repère de la concession', kind: 'text', required: true },
    { label: 'Depuis quelle année habitez-vous la commune ?', kind: 'number', min: 1900, max: 2100 },
    {
      label: 'Motif de la demande',
      kind: 'choice',
      options: ['Dossier administratif', 'Scolarité', 'Banque', 'Autre'],
    },
    identityPhoto,
  ],
  'Légalisation de signature et certification de copies': [
    {
      label: 'Documents à légaliser ou certifier',
      kind: 'text',
      required: true,
      help: 'Par exemple « 3 copies du diplôme ».',
    },
    { ...copies, label: 'Nombre de documents' },
    identityPhoto,
  ],
}

export const onlineRequestOf = (title: string) => {
  const fields = SEED_REQUEST_FORMS[title]
  return fields ? { enabled: true, fields } : undefined
}
