import type { Editing, SaveAction } from './types'
import { primaryLabel } from './workflow'

interface Props {
  editing: Editing<unknown>
  /** The collection has drafts: a save may stay one. */
  versioned: boolean
  /** What the main button (and Enter in a field) does: publish, or submit for review. */
  primaryAction: SaveAction
  saving: SaveAction | null
  onSave: (action: SaveAction) => void
  onCancel: () => void
}

/**
 * The form's buttons: « Annuler », « Enregistrer comme brouillon » where drafts exist, and the main
 * one, which submits the form. While a save runs they say so and do nothing.
 */
export default function WorkflowActions({ editing, versioned, primaryAction, saving, onSave, onCancel }: Props) {
  const busy = saving !== null || undefined
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
      <button type="button" className="btn-secondary" onClick={() => !saving && onCancel()} aria-disabled={busy}>
        Annuler
      </button>
      {versioned && (
        <button type="button" className="btn-secondary" onClick={() => onSave('draft')} aria-disabled={busy}>
          {saving === 'draft' ? 'Enregistrement...' : 'Enregistrer comme brouillon'}
        </button>
      )}
      <button type="submit" className="btn-primary" aria-disabled={busy}>
        {primaryLabel(editing, primaryAction, saving === primaryAction)}
      </button>
    </div>
  )
}
