import { useId, useRef } from 'react'

import Modal from './Modal'

interface Props {
  /** The screen's question, e.g. 'Êtes-vous sûr de vouloir supprimer cette actualité ?'. */
  question: string
  /** What is about to be deleted, shown under the question. */
  subject?: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
  fallbackFocus?: () => HTMLElement | null
}

/**
 * The confirmation before a delete (docs/product/staff-screens.md#management-screens): 'Annuler'
 * has focus, so Enter alone deletes nothing.
 */
export default function ConfirmDialog({ question, subject, busy, onConfirm, onCancel, fallbackFocus }: Props) {
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      title="Confirmer la suppression"
      role="alertdialog"
      describedBy={questionId}
      onClose={onCancel}
      initialFocus={cancelRef}
      fallbackFocus={fallbackFocus}
      locked={busy}
      size="sm"
    >
      <div id={questionId}>
        <p className="text-gray-800">{question}</p>
        {subject && <p className="mt-2 font-semibold break-words text-gray-900">« {subject} »</p>}
      </div>
      <p className="mt-2 text-sm text-gray-700">Cette action est définitive.</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={cancelRef}
          type="button"
          className="btn-secondary"
          onClick={() => !busy && onCancel()}
          aria-disabled={busy || undefined}
        >
          Annuler
        </button>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800"
          onClick={() => !busy && onConfirm()}
          aria-disabled={busy || undefined}
        >
          {busy ? 'Suppression...' : 'Supprimer'}
        </button>
      </div>
    </Modal>
  )
}
