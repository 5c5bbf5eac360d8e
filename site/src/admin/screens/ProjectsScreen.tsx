import {
  DEFAULT_PROJECT_STATUS,
  PROJECT_FORM,
  PROJECT_STATUS_OPTIONS,
  formatFcfa,
  formatShortDate,
  projectStatusBadge,
} from 'shared-types'
import type { Project } from 'shared-types/payload-types'

import { projectsResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import StatusBadge from '../components/StatusBadge'
import Thumbnail from '../components/Thumbnail'
import { adminMedia } from '../media'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { imageFile } from '../uploads'

type ProjectValues = {
  title: string
  description: string
  status: string
  startDate: string
  endDate: string
  budget: string
}

/** '2023-03-01T12:00:00.000Z' → '2023-03-01', what a date input holds. */
const dayOf = (value: string | null | undefined): string => (value ? value.slice(0, 10) : '')

const config: ResourceScreenConfig<Project, ProjectValues> = {
  resource: projectsResource,
  heading: 'Projets',
  intro: 'Les projets de développement présentés sur la page Projets.',
  addLabel: 'Ajouter un projet',
  createTitle: 'Ajouter un projet',
  editTitle: 'Modifier le projet',
  caption: 'Liste des projets',
  loadingLabel: 'Chargement des projets...',
  rowLabel: (project) => project.title,
  columns: [
    { header: 'Titre', cell: (project) => project.title },
    { header: 'Statut', cell: (project) => <StatusBadge badge={projectStatusBadge(project.status)} /> },
    {
      header: 'Début',
      cell: (project) => formatShortDate(project.startDate),
      hideOnPhone: true,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Budget',
      cell: (project) => formatFcfa(project.budget) || '—',
      hideOnPhone: true,
      className: 'whitespace-nowrap',
    },
    {
      header: 'Image',
      cell: (project) => <Thumbnail media={adminMedia(project.image, project.title)} />,
      hideOnPhone: true,
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 5 },
    {
      kind: 'row',
      fields: [
        { kind: 'select', name: 'status', label: 'Statut', options: PROJECT_STATUS_OPTIONS, required: true },
        { kind: 'text', name: 'budget', label: 'Budget (FCFA)', hint: 'Par exemple 120 000 000', maxLength: 100 },
      ],
    },
    {
      kind: 'row',
      fields: [
        { kind: 'text', type: 'date', name: 'startDate', label: 'Date de début', required: true },
        { kind: 'text', type: 'date', name: 'endDate', label: 'Date de fin' },
      ],
    },
  ],
  file: imageFile('projects'),
  emptyValues: { title: '', description: '', status: DEFAULT_PROJECT_STATUS, startDate: '', endDate: '', budget: '' },
  toValues: (project) => ({
    title: project.title,
    description: project.description,
    status: project.status,
    startDate: dayOf(project.startDate),
    endDate: dayOf(project.endDate),
    budget: project.budget ?? '',
  }),
  toFields: (values) => ({
    title: values.title.trim(),
    description: values.description.trim(),
    status: values.status,
    startDate: values.startDate,
    endDate: values.endDate || null,
    budget: values.budget.trim(),
  }),
  rules: PROJECT_FORM,
}

/** /admin/projects: title, description, status (Planifié by default), dates, budget, image. */
export default function ProjectsScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/projects" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
