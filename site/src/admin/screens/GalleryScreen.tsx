import { GALLERY_CREATE_FORM, GALLERY_FORM, UPLOAD_HINTS, formatShortDate, galleryTypeLabel } from 'shared-types'
import type { Gallery } from 'shared-types/payload-types'

import { galleryResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import Thumbnail from '../components/Thumbnail'
import { adminMedia } from '../media'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { MEDIA_ACCEPT, galleryLimit } from '../uploads'

type GalleryValues = { title: string }

const config: ResourceScreenConfig<Gallery, GalleryValues> = {
  resource: galleryResource,
  heading: 'Galerie',
  intro: "Les photos et vidéos de la galerie de la page d'accueil.",
  addLabel: 'Ajouter un élément',
  createTitle: 'Ajouter un élément à la galerie',
  editTitle: "Modifier l'élément",
  caption: 'Éléments de la galerie',
  loadingLabel: 'Chargement de la galerie...',
  rowLabel: (item) => item.title,
  columns: [
    { header: 'Titre', cell: (item) => item.title },
    { header: 'Type', cell: (item) => galleryTypeLabel(item.type) },
    {
      header: 'Ajouté le',
      cell: (item) => formatShortDate(item.createdAt),
      hideOnPhone: true,
      className: 'whitespace-nowrap',
    },
    { header: 'Aperçu', cell: (item) => <Thumbnail media={adminMedia(item, item.title)} />, hideOnPhone: true },
  ],
  fields: [{ kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 }],
  file: {
    label: 'Fichier média',
    hint: UPLOAD_HINTS.media,
    accept: MEDIA_ACCEPT,
    maxBytes: galleryLimit,
    current: (item) => adminMedia(item, item.title),
    requiredOnCreate: true,
  },
  emptyValues: { title: '' },
  toValues: (item) => ({ title: item.title }),
  toFields: (values) => ({ title: values.title.trim() }),
  // The media file is required when an item is created; an edit keeps the current one.
  rules: (mode) => (mode === 'create' ? GALLERY_CREATE_FORM : GALLERY_FORM),
}

/** /admin/gallery: a title and an image or video; on edit the file may stay as it is. */
export default function GalleryScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/gallery" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
