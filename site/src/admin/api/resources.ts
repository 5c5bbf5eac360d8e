import type { Gallery, Investment, News, Procedure, Project, Service } from 'shared-types/payload-types'

import { collectionApi, type CollectionApi } from './collectionApi'

/** The texts of one admin screen, word for word from SPEC §2 and §8. */
export interface ResourceMessages {
  created: string
  updated: string
  deleted: string
  loadFailure: string
  empty: string
  confirmDelete: string
}

export interface Resource<Doc> {
  api: CollectionApi<Doc>
  messages: ResourceMessages
}

function resource<Doc>(slug: string, messages: ResourceMessages, options: { filePart?: 'image' | 'mediaUrl'; omitBlankInMultipart?: string[]; alwaysMultipart?: boolean } = {}): Resource<Doc> {
  return { api: collectionApi<Doc>({ slug, loadFailure: messages.loadFailure, ...options }), messages }
}

export const newsResource = resource<News>(
  'news',
  {
    created: 'Actualité ajoutée avec succès',
    updated: 'Actualité mise à jour avec succès',
    deleted: 'Actualité supprimée avec succès',
    loadFailure: 'Impossible de charger les actualités',
    empty: 'Aucune actualité trouvée',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette actualité ?',
  },
  { omitBlankInMultipart: ['category'] },
)

export const projectsResource = resource<Project>('projects', {
  created: 'Projet ajouté avec succès',
  updated: 'Projet mis à jour avec succès',
  deleted: 'Projet supprimé avec succès',
  loadFailure: 'Impossible de charger les projets',
  empty: 'Aucun projet trouvé',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce projet ?',
})

export const servicesResource = resource<Service>('services', {
  created: 'Service ajouté avec succès',
  updated: 'Service mis à jour avec succès',
  deleted: 'Service supprimé avec succès',
  loadFailure: 'Impossible de charger les services',
  empty: 'Aucun service trouvé',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce service ?',
})

export const proceduresResource = resource<Procedure>('procedures', {
  created: 'Démarche ajoutée avec succès',
  updated: 'Démarche mise à jour avec succès',
  deleted: 'Démarche supprimée avec succès',
  loadFailure: 'Impossible de charger les démarches',
  empty: 'Aucune démarche trouvée',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette démarche ?',
})

export const investmentsResource = resource<Investment>('investments', {
  created: 'Investissement ajouté avec succès',
  updated: 'Investissement mis à jour avec succès',
  deleted: 'Investissement supprimé avec succès',
  loadFailure: 'Impossible de charger les investissements',
  empty: 'Aucun investissement trouvé',
  confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet investissement ?',
})

export const galleryResource = resource<Gallery>(
  'gallery',
  {
    created: 'Élément ajouté avec succès',
    updated: 'Élément mis à jour avec succès',
    deleted: 'Élément supprimé avec succès',
    loadFailure: 'Impossible de charger les éléments de galerie',
    empty: 'Aucun élément trouvé dans la galerie',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  },
  { filePart: 'mediaUrl', alwaysMultipart: true },
)
