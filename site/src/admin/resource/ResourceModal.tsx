import { DRAFT_MESSAGES } from 'shared-types'

import Modal from '../components/Modal'
import ResourceForm from './ResourceForm'
import type { Editing, FormValues, ResourceScreenConfig } from './types'
import { useResourceForm } from './useResourceForm'

export interface ResourceModalProps<Doc extends { id: number | string }, V extends FormValues> {
  config: ResourceScreenConfig<Doc, V>
  editing: Editing<Doc>
  /** The signed-in role publishes (else its saves are drafts submitted for review). */
  mayPublish: boolean
  onClose: () => void
  /** A save went through: its toast. */
  onSaved: (message: string) => void
  fallbackFocus: () => HTMLElement | null
}

/**
 * The add or edit dialog, mounted per opening: closing it forgets the form, so the next opening starts
 * from the document or from blank. A save in progress keeps it open. Loaded with react-hook-form when
 * a form is first opened (ResourceScreen), not with the list.
 */
export default function ResourceModal<Doc extends { id: number | string }, V extends FormValues>({
  config,
  editing,
  mayPublish,
  onClose,
  onSaved,
  fallbackFocus,
}: ResourceModalProps<Doc, V>) {
  const { versioned } = config.resource
  const state = useResourceForm({ config, editing, primaryAction: mayPublish ? 'publish' : 'review', onSaved })
  const noticeId = `${state.formId}-note`
  // Which version the form holds, and where a rédacteur's save goes.
  const notices: string[] = []
  if (editing.mode === 'edit' && editing.state === 'changed') notices.push(DRAFT_MESSAGES.editingNewerDraft)
  if (editing.mode === 'edit' && editing.state === 'draft') notices.push(DRAFT_MESSAGES.editingDraft)
  if (versioned && !mayPublish) notices.push(DRAFT_MESSAGES.writerSaves)

  return (
    <Modal
      title={editing.mode === 'edit' ? config.editTitle : config.createTitle}
      onClose={onClose}
      locked={state.saving !== null}
      describedBy={notices.length > 0 ? noticeId : undefined}
      fallbackFocus={fallbackFocus}
    >
      <ResourceForm
        config={config}
        editing={editing}
        state={state}
        notices={notices}
        noticeId={noticeId}
        onCancel={onClose}
      />
    </Modal>
  )
}
