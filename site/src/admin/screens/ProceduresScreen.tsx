import {
  CONTENT_ICON_SELECT_OPTIONS,
  DEFAULT_PROCEDURE_CATEGORY,
  NUMBER_RANGES,
  PROCEDURE_CATEGORY_OPTIONS,
  PROCEDURE_FORM,
  parseRequiredDocs,
  procedureCategoryLabel,
  processingTimeLabel,
} from 'shared-types'
import type { Procedure } from 'shared-types/payload-types'

import { proceduresResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { searchKeywordsField } from '../searchKeywords'

type ProcedureValues = {
  title: string
  description: string
  category: string
  processingTime: string
  requiredDocs: string[]
  icon: string
  onlineUrl: string
  cost: string
  office: string
  citizenSpaceRank: string
  searchKeywords: string
}

const config: ResourceScreenConfig<Procedure, ProcedureValues> = {
  resource: proceduresResource,
  heading: 'Démarches',
  intro: "Les démarches administratives de l'espace citoyen.",
  addLabel: 'Ajouter une démarche',
  createTitle: 'Ajouter une démarche',
  editTitle: 'Modifier la démarche',
  caption: 'Liste des démarches',
  loadingLabel: 'Chargement des démarches...',
  rowLabel: (procedure) => procedure.title,
  columns: [
    { header: 'Titre', cell: (procedure) => procedure.title },
    { header: 'Catégorie', cell: (procedure) => procedureCategoryLabel(procedure.category), hideOnPhone: true },
    {
      header: 'Délai',
      cell: (procedure) => processingTimeLabel(procedure.processingTime),
      className: 'whitespace-nowrap',
    },
    { header: 'Documents', cell: (procedure) => parseRequiredDocs(procedure.requiredDocs).length, hideOnPhone: true },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 3 },
    {
      kind: 'row',
      fields: [
        { kind: 'select', name: 'category', label: 'Catégorie', options: PROCEDURE_CATEGORY_OPTIONS, required: true },
        {
          kind: 'text',
          type: 'number',
          name: 'processingTime',
          label: 'Délai de traitement (jours)',
          required: true,
          min: NUMBER_RANGES.processingTime.min,
          max: NUMBER_RANGES.processingTime.max,
        },
      ],
    },
    {
      kind: 'list',
      name: 'requiredDocs',
      label: 'Documents requis',
      required: true,
      itemLabel: 'Document requis',
      addLabel: 'Ajouter un document',
    },
    {
      kind: 'row',
      fields: [
        { kind: 'text', name: 'cost', label: 'Coût', hint: 'Par exemple « Gratuit » ou « 500 FCFA »', maxLength: 100 },
        { kind: 'text', name: 'office', label: "Où s'adresser", maxLength: 200 },
      ],
    },
    {
      kind: 'row',
      fields: [
        {
          kind: 'text',
          type: 'url',
          name: 'onlineUrl',
          label: 'Lien de la démarche en ligne',
          hint: 'Adresse commençant par https://',
          maxLength: 500,
        },
        {
          kind: 'select',
          name: 'icon',
          label: 'Icône',
          options: CONTENT_ICON_SELECT_OPTIONS,
          emptyLabel: 'Aucune icône',
        },
      ],
    },
    {
      kind: 'row',
      fields: [
        {
          kind: 'text',
          type: 'number',
          name: 'citizenSpaceRank',
          label: 'Place parmi les plus demandées',
          hint: "Facultatif : 1 la montre en premier dans l'espace citoyen",
          min: NUMBER_RANGES.citizenSpaceRank.min,
          max: NUMBER_RANGES.citizenSpaceRank.max,
        },
        searchKeywordsField<ProcedureValues>('CNI, carte d’identité'),
      ],
    },
  ],
  emptyValues: {
    title: '',
    description: '',
    category: DEFAULT_PROCEDURE_CATEGORY,
    processingTime: '1',
    requiredDocs: [''],
    icon: '',
    onlineUrl: '',
    cost: '',
    office: '',
    citizenSpaceRank: '',
    searchKeywords: '',
  },
  toValues: (procedure) => ({
    title: procedure.title,
    description: procedure.description,
    category: procedure.category,
    processingTime: String(procedure.processingTime ?? 1),
    requiredDocs:
      parseRequiredDocs(procedure.requiredDocs).length > 0 ? parseRequiredDocs(procedure.requiredDocs) : [''],
    icon: procedure.icon ?? '',
    onlineUrl: procedure.onlineUrl ?? '',
    cost: procedure.cost ?? '',
    office: procedure.office ?? '',
    citizenSpaceRank: procedure.citizenSpaceRank ? String(procedure.citizenSpaceRank) : '',
    searchKeywords: procedure.searchKeywords ?? '',
  }),
  // Empty document rows are dropped; the list is sent as a list.
  toFields: (values) => ({
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    processingTime: Number(values.processingTime),
    requiredDocs: parseRequiredDocs(values.requiredDocs),
    icon: values.icon.trim(),
    onlineUrl: values.onlineUrl.trim(),
    cost: values.cost.trim(),
    office: values.office.trim(),
    citizenSpaceRank: values.citizenSpaceRank.trim() ? Number(values.citizenSpaceRank) : null,
    searchKeywords: values.searchKeywords.trim(),
  }),
  // The required fields, documents and delay, then the optional online link: each message marks its own field.
  rules: PROCEDURE_FORM,
}

/** /admin/procedures: the citizen-space procedures, with their growing list of required documents. */
export default function ProceduresScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/procedures" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
