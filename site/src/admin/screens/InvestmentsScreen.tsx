import {
  DEFAULT_INVESTMENT_STATUS,
  INVESTMENT_FORM,
  INVESTMENT_SECTORS,
  INVESTMENT_STATUSES,
  NUMBER_RANGES,
  formatFcfa,
  investmentStatusBadge,
} from 'shared-types'
import type { Investment } from 'shared-types/payload-types'

import { investmentsResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import StatusBadge from '../components/StatusBadge'
import Thumbnail from '../components/Thumbnail'
import { adminMedia } from '../media'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { imageFile } from '../uploads'

type InvestmentValues = {
  title: string
  category: string
  description: string
  shortDescription: string
  amount: string
  startYear: string
  endYear: string
  status: string
}

const YEAR = { min: NUMBER_RANGES.year.min, max: NUMBER_RANGES.year.max }
const year = (value: string) => (value.trim() === '' ? null : Number(value))

const config: ResourceScreenConfig<Investment, InvestmentValues> = {
  resource: investmentsResource,
  heading: 'Investissements',
  intro: "Les opportunités d'investissement présentées aux investisseurs.",
  addLabel: 'Ajouter un investissement',
  createTitle: 'Ajouter un investissement',
  editTitle: "Modifier l'investissement",
  caption: 'Liste des investissements',
  loadingLabel: 'Chargement des investissements...',
  rowLabel: (investment) => investment.title,
  columns: [
    { header: 'Titre', cell: (investment) => investment.title },
    { header: 'Catégorie', cell: (investment) => investment.category, hideOnPhone: true },
    {
      header: 'Montant',
      cell: (investment) => formatFcfa(investment.amount),
      className: 'whitespace-nowrap',
      hideOnPhone: true,
    },
    { header: 'Statut', cell: (investment) => <StatusBadge badge={investmentStatusBadge(investment.status)} /> },
    {
      header: 'Image',
      cell: (investment) => <Thumbnail media={adminMedia(investment.image, investment.title)} />,
      hideOnPhone: true,
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 },
    {
      kind: 'row',
      fields: [
        {
          kind: 'text',
          name: 'category',
          label: 'Catégorie',
          required: true,
          suggestions: INVESTMENT_SECTORS,
          hint: 'Un secteur proposé ou un autre',
          maxLength: 100,
        },
        {
          kind: 'text',
          name: 'status',
          label: 'Statut',
          required: true,
          suggestions: INVESTMENT_STATUSES,
          hint: 'Un statut proposé ou un autre',
          maxLength: 100,
        },
      ],
    },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 5 },
    {
      kind: 'textarea',
      name: 'shortDescription',
      label: 'Description courte',
      rows: 2,
      hint: 'Facultatif : une phrase pour les cartes.',
    },
    {
      kind: 'text',
      name: 'amount',
      label: 'Montant (FCFA)',
      required: true,
      hint: 'Par exemple 150 000 000',
      maxLength: 100,
    },
    {
      kind: 'row',
      fields: [
        { kind: 'text', type: 'number', name: 'startYear', label: 'Année de début', ...YEAR },
        { kind: 'text', type: 'number', name: 'endYear', label: 'Année de fin', ...YEAR },
      ],
    },
  ],
  file: imageFile('investments'),
  emptyValues: {
    title: '',
    category: '',
    description: '',
    shortDescription: '',
    amount: '',
    startYear: '',
    endYear: '',
    status: DEFAULT_INVESTMENT_STATUS,
  },
  toValues: (investment) => ({
    title: investment.title,
    category: investment.category,
    description: investment.description,
    shortDescription: investment.shortDescription ?? '',
    amount: investment.amount,
    startYear: investment.startYear ? String(investment.startYear) : '',
    endYear: investment.endYear ? String(investment.endYear) : '',
    status: investment.status,
  }),
  toFields: (values) => ({
    title: values.title.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    shortDescription: values.shortDescription.trim(),
    amount: values.amount.trim(),
    startYear: year(values.startYear),
    endYear: year(values.endYear),
    status: values.status.trim(),
  }),
  rules: INVESTMENT_FORM,
}

/** /admin/investissements: the complete investment form (docs/product/investments.md). */
export default function InvestmentsScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/investissements" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
