import {
  CONTENT_ICON_SELECT_OPTIONS,
  DEFAULT_SERVICE_CATEGORY,
  SERVICE_CATEGORY_OPTIONS,
  excerpt,
  SERVICE_FORM,
  serviceCategoryLabel,
} from 'shared-types'
import type { Service } from 'shared-types/payload-types'

import { servicesResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import Thumbnail from '../components/Thumbnail'
import { adminMedia } from '../media'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { searchKeywordsField } from '../searchKeywords'
import { imageFile } from '../uploads'

type ServiceValues = { title: string; description: string; category: string; icon: string; searchKeywords: string }

const config: ResourceScreenConfig<Service, ServiceValues> = {
  resource: servicesResource,
  heading: 'Services',
  intro: 'Les services municipaux présentés sur la page Services.',
  addLabel: 'Ajouter un service',
  createTitle: 'Ajouter un service',
  editTitle: 'Modifier le service',
  caption: 'Liste des services',
  loadingLabel: 'Chargement des services...',
  rowLabel: (service) => service.title,
  columns: [
    { header: 'Titre', cell: (service) => service.title },
    { header: 'Catégorie', cell: (service) => serviceCategoryLabel(service.category) },
    { header: 'Description', cell: (service) => excerpt(service.description, 90), hideOnPhone: true },
    {
      header: 'Image',
      cell: (service) => <Thumbnail media={adminMedia(service.image, service.title)} />,
      hideOnPhone: true,
    },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 },
    { kind: 'textarea', name: 'description', label: 'Description', required: true, rows: 4 },
    {
      kind: 'row',
      fields: [
        { kind: 'select', name: 'category', label: 'Catégorie', options: SERVICE_CATEGORY_OPTIONS, required: true },
        {
          kind: 'select',
          name: 'icon',
          label: 'Icône',
          options: CONTENT_ICON_SELECT_OPTIONS,
          emptyLabel: 'Aucune icône',
        },
      ],
    },
    searchKeywordsField<ServiceValues>('école, inscription, cantine'),
  ],
  file: imageFile('services'),
  emptyValues: { title: '', description: '', category: DEFAULT_SERVICE_CATEGORY, icon: '', searchKeywords: '' },
  toValues: (service) => ({
    title: service.title,
    description: service.description,
    category: service.category,
    icon: service.icon ?? '',
    searchKeywords: service.searchKeywords ?? '',
  }),
  toFields: (values) => ({
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category,
    icon: values.icon.trim(),
    searchKeywords: values.searchKeywords.trim(),
  }),
  rules: SERVICE_FORM,
}

/** /admin/services: title, description, category (Éducation by default), icon, image. */
export default function ServicesScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/services" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
