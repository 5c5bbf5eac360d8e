import { NEWS_CATEGORY_OPTIONS, NEWS_FORM, formatShortDate, newsCategoryLabel } from 'shared-types'
import type { News } from 'shared-types/payload-types'

import { UNKNOWN_AUTHOR } from '../../lib/news'
import { newsResource } from '../api/resources'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import Thumbnail from '../components/Thumbnail'
import { adminMedia } from '../media'
import ResourceScreen from '../resource/ResourceScreen'
import type { ResourceScreenConfig } from '../resource/types'
import { imageFile } from '../uploads'

type NewsValues = { title: string; content: string; category: string }

const config: ResourceScreenConfig<News, NewsValues> = {
  resource: newsResource,
  heading: 'Actualités',
  intro: 'Les articles publiés dans la rubrique Actualités du site.',
  addLabel: 'Ajouter une actualité',
  createTitle: 'Ajouter une actualité',
  editTitle: "Modifier l'actualité",
  caption: 'Liste des actualités',
  loadingLabel: 'Chargement des actualités...',
  rowLabel: (news) => news.title,
  columns: [
    { header: 'Titre', cell: (news) => news.title },
    // Set by the CMS from the account that created the item (its « Nom affiché »), never by this form.
    { header: 'Auteur', cell: (news) => news.author || UNKNOWN_AUTHOR, hideOnPhone: true },
    {
      header: 'Catégorie',
      cell: (news) => (news.category ? newsCategoryLabel(news.category) : '—'),
      hideOnPhone: true,
    },
    {
      header: 'Date',
      cell: (news) => formatShortDate(news.date || news.createdAt),
      hideOnPhone: true,
      className: 'whitespace-nowrap',
    },
    { header: 'Image', cell: (news) => <Thumbnail media={adminMedia(news.image, news.title)} />, hideOnPhone: true },
  ],
  fields: [
    { kind: 'text', name: 'title', label: 'Titre', required: true, maxLength: 300 },
    {
      kind: 'textarea',
      name: 'content',
      label: 'Contenu',
      required: true,
      rows: 10,
      hint: 'Mise en forme légère : ### titre, **gras**, *italique*, « - » en début de ligne pour une liste ; une ligne vide sépare les paragraphes.',
    },
    {
      kind: 'select',
      name: 'category',
      label: 'Catégorie',
      options: NEWS_CATEGORY_OPTIONS,
      emptyLabel: 'Aucune catégorie',
    },
  ],
  file: imageFile('news'),
  emptyValues: { title: '', content: '', category: '' },
  toValues: (news) => ({ title: news.title, content: news.content, category: news.category ?? '' }),
  toFields: (values) => ({
    title: values.title.trim(),
    content: values.content.trim(),
    category: values.category || null,
  }),
  rules: NEWS_FORM,
}

/** /admin/news: the news list and its form (title, content, category, image). */
export default function NewsScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/news" commune={commune}>
      <ResourceScreen {...config} />
    </AdminLayout>
  )
}
