import { ERRORS } from './errors'

/** What a write through the /api contract answers, per collection (docs/product/messages.md#write-answers-of-the-api). */
export interface WriteMessages {
  created: string
  updated: string
  deleted: string
}

/** The texts of one admin screen (docs/product/messages.md#staff-screens): its alerts, its list failure, its empty row, its question. */
export interface ScreenMessages extends WriteMessages {
  loadFailure: string
  empty: string
  confirmDelete: string
}

/** The six collections managed by the site's own admin screens. */
export const SCREEN_MESSAGES = {
  news: {
    created: 'Actualité ajoutée avec succès',
    updated: 'Actualité mise à jour avec succès',
    deleted: 'Actualité supprimée avec succès',
    loadFailure: 'Impossible de charger les actualités',
    empty: 'Aucune actualité trouvée',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette actualité ?',
  },
  projects: {
    created: 'Projet ajouté avec succès',
    updated: 'Projet mis à jour avec succès',
    deleted: 'Projet supprimé avec succès',
    loadFailure: 'Impossible de charger les projets',
    empty: 'Aucun projet trouvé',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce projet ?',
  },
  services: {
    created: 'Service ajouté avec succès',
    updated: 'Service mis à jour avec succès',
    deleted: 'Service supprimé avec succès',
    loadFailure: 'Impossible de charger les services',
    empty: ERRORS.servicesLoad,
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer ce service ?',
  },
  procedures: {
    created: 'Démarche ajoutée avec succès',
    updated: 'Démarche mise à jour avec succès',
    deleted: 'Démarche supprimée avec succès',
    loadFailure: 'Impossible de charger les démarches',
    empty: 'Aucune démarche trouvée',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cette démarche ?',
  },
  investments: {
    created: 'Investissement ajouté avec succès',
    updated: 'Investissement mis à jour avec succès',
    deleted: 'Investissement supprimé avec succès',
    loadFailure: 'Impossible de charger les investissements',
    empty: 'Aucun investissement trouvé',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet investissement ?',
  },
  gallery: {
    created: 'Élément ajouté avec succès',
    updated: 'Élément mis à jour avec succès',
    deleted: 'Élément supprimé avec succès',
    loadFailure: 'Impossible de charger les éléments de galerie',
    empty: 'Aucun élément trouvé dans la galerie',
    confirmDelete: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  },
} as const satisfies Record<string, ScreenMessages>

/**
 * The /admin screens' collections with drafts (docs/product/workflow.md#drafts), publishing a draft in
 * one action: the same pattern as the success alerts.
 */
export const PUBLISHED_MESSAGES = {
  news: 'Actualité publiée avec succès',
  projects: 'Projet publié avec succès',
  services: 'Service publié avec succès',
  procedures: 'Démarche publiée avec succès',
  investments: 'Investissement publié avec succès',
} as const satisfies Partial<Record<keyof typeof SCREEN_MESSAGES, string>>

/** Drafts and review in the /admin screens (docs/product/workflow.md#drafts): what a save says, and what a form explains. */
export const DRAFT_MESSAGES = {
  saved: 'Brouillon enregistré avec succès',
  submitted: 'Brouillon soumis pour relecture',
  loadFailure: 'Impossible de charger le brouillon. Veuillez réessayer.',
  editingDraft: 'Ce contenu est un brouillon : il n’est pas encore publié sur le site.',
  editingNewerDraft:
    'Vous modifiez le brouillon en cours : la version publiée reste en ligne tant que ce brouillon n’est pas publié.',
  writerSaves:
    'Vos modifications sont enregistrées comme brouillon : elles apparaissent sur le site une fois publiées par un éditeur ou un administrateur.',
  readOnly:
    'Votre rôle (rédacteur) permet de consulter cette liste, pas de la modifier : seuls les éditeurs et les administrateurs gèrent la galerie.',
} as const
