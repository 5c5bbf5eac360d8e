/**
 * The commune's staff roles and what each may do (docs/product/workflow.md#roles). The CMS's access rules enforce
 * them; both admin UIs read the same table to show only what an account may do.
 * - administrateur: everything, accounts included;
 * - éditeur: creates, edits, publishes and deletes content; no accounts;
 * - rédacteur: creates and edits drafts and submits them for review; never publishes nor deletes;
 * - agent d'état civil: processes citizens' online requests (docs/product/requests.md); edits no content.
 */
export const STAFF_ROLES = ['admin', 'editor', 'writer', 'agent'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Administrateur',
  editor: 'Éditeur',
  writer: 'Rédacteur',
  agent: "Agent d'état civil",
}

export const ROLE_OPTIONS = STAFF_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))

export const isStaffRole = (role: unknown): role is StaffRole => STAFF_ROLES.includes(role as StaffRole)

/** Publishing, unpublishing, restoring a version and deleting content. */
export const canPublish = (role: unknown): boolean => role === 'admin' || role === 'editor'

/**
 * Creating and editing content: any staff account where a save may stay a draft (a rédacteur's
 * waits for review), publishers only where a save is published at once (gallery, documents, decisions).
 */
export const canWriteContent = (role: unknown, hasDrafts: boolean): boolean =>
  isStaffRole(role) && role !== 'agent' && (hasDrafts || canPublish(role))

/** Citizens' online requests and their files: personal data, for those who process them only. */
export const canHandleRequests = (role: unknown): boolean => role === 'admin' || role === 'agent'

/** Accounts and the CMS's own machinery (its job queue). */
export const canManageAccounts = (role: unknown): boolean => role === 'admin'

export const WORKFLOW_MESSAGES = {
  writerCannotPublish: 'Un rédacteur ne peut pas publier : enregistrez un brouillon et soumettez-le pour relecture.',
  forbiddenForRole: (role: string) => `Votre rôle (${role.toLowerCase()}) ne permet pas cette action.`,
} as const

/** The commune's clock: Senegal keeps UTC all year (Africa/Dakar). */
const scheduleFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Dakar',
})

export const SCHEDULE_MESSAGES = {
  scheduled: (when: Date) => `Publication programmée le ${scheduleFormat.format(when)}`,
  unpublishScheduled: (when: Date) => `Retrait programmé le ${scheduleFormat.format(when)}`,
  badDate: 'Indiquez une date et une heure à venir pour la programmation.',
  badType: 'Le type de programmation doit être « publish » ou « unpublish ».',
} as const

/**
 * What « Aperçu » can show exactly as citizens will see it: the kinds with a detail page the site can
 * draw live (site/src/lib/live/preview.ts). The panel offers the button on these only.
 */
export const PREVIEWABLE_COLLECTIONS = ['news', 'services', 'investments'] as const
export type PreviewableCollection = (typeof PREVIEWABLE_COLLECTIONS)[number]
export const isPreviewable = (slug: unknown): slug is PreviewableCollection =>
  PREVIEWABLE_COLLECTIONS.includes(slug as PreviewableCollection)

/** The site's preview page (site/src/pages/apercu.astro), the token in its query. */
export const PREVIEW_PATH = '/apercu'

export const PREVIEW_MESSAGES = {
  invalidLink: 'Lien d’aperçu invalide ou expiré : ouvrez de nouveau l’aperçu depuis le panneau.',
  notFound: 'Ce brouillon n’existe plus.',
  banner: 'Aperçu d’un brouillon : cette page n’est pas publiée.',
  loading: 'Chargement de l’aperçu...',
  loadFailed: 'L’aperçu n’a pas pu être chargé. Réessayez dans un instant.',
} as const
