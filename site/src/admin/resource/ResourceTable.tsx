import { useState } from 'react'
import { ERRORS, editorialBadges } from 'shared-types'

import { Upload } from '../../lib/ui/icons'
import { SessionExpiredError } from '../api/session'
import AdminTable from '../components/AdminTable'
import ConfirmDialog from '../components/ConfirmDialog'
import { useToast } from '../components/Toast'
import type { FormValues, ResourceScreenConfig } from './types'
import type { useResourceList } from './useResourceList'

interface Props<Doc extends { id: number | string }, V extends FormValues> {
  config: ResourceScreenConfig<Doc, V>
  listing: ReturnType<typeof useResourceList<Doc>>
  /** Left out where the role may not: editing, and publishing or deleting a row. */
  onEdit?: (doc: Doc) => void
  mayPublish: boolean
  /** The pointer or focus reaches a row's edit button: the form's script may be fetched ahead. */
  onEditIntent?: () => void
  fallbackFocus: () => HTMLElement | null
}

const failure = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback

/**
 * The screen's list and its row actions: the workflow's badges, « Publier » on a draft (collections
 * with drafts), edit, and delete after a confirmation. The list is read again after each change.
 */
export default function ResourceTable<Doc extends { id: number | string }, V extends FormValues>({
  config,
  listing,
  onEdit,
  mayPublish,
  onEditIntent,
  fallbackFocus,
}: Props<Doc, V>) {
  const { api, messages, versioned } = config.resource
  const { list, load, editorialOf, stateOf } = listing
  const notify = useToast()
  const [publishing, setPublishing] = useState<Doc['id'] | null>(null)
  const [deleting, setDeleting] = useState<Doc | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)

  async function publish(doc: Doc) {
    if (publishing !== null) return
    setPublishing(doc.id)
    try {
      await api.publish(doc.id)
      notify(messages.published ?? messages.updated)
      void load()
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      notify(failure(error, ERRORS.saveFailure), 'error')
    } finally {
      setPublishing(null)
    }
  }

  async function confirmDelete() {
    if (!deleting || deleteBusy) return
    setDeleteBusy(true)
    try {
      await api.remove(deleting.id)
      setDeleting(null)
      notify(messages.deleted)
      void load()
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setDeleting(null)
      notify(failure(error, ERRORS.deleteFailure), 'error')
    } finally {
      setDeleteBusy(false)
    }
  }

  return (
    <>
      <div className="mt-6">
        <AdminTable
          caption={config.caption}
          columns={config.columns}
          state={list}
          emptyMessage={messages.empty}
          loadingLabel={config.loadingLabel}
          rowLabel={config.rowLabel}
          onEdit={onEdit}
          onEditIntent={onEditIntent}
          onDelete={mayPublish ? setDeleting : undefined}
          onRetry={() => void load()}
          badges={versioned ? (doc) => editorialBadges(stateOf(doc), editorialOf(doc)?.reviewRequested) : undefined}
          rowActions={
            versioned && mayPublish
              ? (doc) =>
                  stateOf(doc) !== 'published' && (
                    <button
                      type="button"
                      onClick={() => void publish(doc)}
                      aria-disabled={publishing !== null || undefined}
                      aria-label={`Publier : ${config.rowLabel(doc)}`}
                      className="mr-1 inline-flex items-center gap-1 rounded-md px-2 py-1.5 text-sm font-semibold text-primary-800 ring-1 ring-primary-700 hover:bg-primary-50"
                    >
                      <Upload size={16} aria-hidden="true" />
                      {publishing === doc.id ? 'Publication...' : 'Publier'}
                    </button>
                  )
              : undefined
          }
        />
      </div>
      {deleting && (
        <ConfirmDialog
          question={messages.confirmDelete}
          subject={config.rowLabel(deleting)}
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          fallbackFocus={fallbackFocus}
        />
      )}
    </>
  )
}
