import { DRAFT_MESSAGES } from 'shared-types'

import type { WriteFields } from '../api/collectionApi'
import type { Resource } from '../api/resources'
import type { Editing, SaveAction } from './types'

/**
 * The workflow's part of a save's body, on collections with drafts: a publication says so (a silent
 * save would keep the status of the latest version, a draft saved meanwhile included), and a
 * submission asks for review. The gallery's body stays as it was.
 */
export function withWorkflowFields(fields: WriteFields, action: SaveAction, versioned: boolean): WriteFields {
  if (!versioned) return fields
  if (action === 'publish') return { ...fields, _status: 'published' }
  if (action === 'review') return { ...fields, reviewRequested: true }
  return fields
}

/** The main button: « Ajouter » or « Mettre à jour » for a publication, « Publier » once a draft is open, the rédacteur's submission. */
export function primaryLabel(editing: Editing<unknown>, action: SaveAction, busy: boolean): string {
  if (action === 'review') return busy ? 'Envoi...' : 'Soumettre pour relecture'
  if (editing.mode === 'create') return busy ? 'Création...' : 'Ajouter'
  if (editing.state !== 'published') return busy ? 'Publication...' : 'Publier'
  return busy ? 'Mise à jour...' : 'Mettre à jour'
}

/** The toast of a save that went through. */
export function savedMessage(
  action: SaveAction,
  editing: Editing<unknown>,
  messages: Resource<unknown>['messages'],
): string {
  if (action === 'draft') return DRAFT_MESSAGES.saved
  if (action === 'review') return DRAFT_MESSAGES.submitted
  if (editing.mode === 'create') return messages.created
  return editing.state !== 'published' && messages.published ? messages.published : messages.updated
}
