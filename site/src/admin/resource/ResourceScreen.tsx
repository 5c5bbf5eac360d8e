import { useRef, useState } from 'react'
import { DRAFT_MESSAGES, ERRORS, canPublish, canWriteContent } from 'shared-types'

import { Info, Plus } from '../../lib/ui/icons'
import { SessionExpiredError } from '../api/session'
import { useToast } from '../components/Toast'
import { useRole } from '../role'
import type ResourceModal from './ResourceModal'
import ResourceTable from './ResourceTable'
import type { Editing, FormValues, ResourceScreenConfig } from './types'
import { useResourceList } from './useResourceList'

let formScript: Promise<typeof import('./ResourceModal')> | null = null

/**
 * The form's script, react-hook-form with it, is fetched when a form is first wanted (a click, or
 * the pointer or focus reaching an add or edit button), not with the list: a clerk who only reads
 * the list does not pay for it. A failed fetch is tried again next time.
 */
const loadForm = () =>
  (formScript ??= import('./ResourceModal').catch((error: unknown) => {
    formScript = null
    throw error
  }))

const prefetchForm = () => void loadForm().catch(() => {})

/**
 * The common admin screen: its heading, an add button, the list with its row actions, and the add or
 * edit form in a dialog. A screen only declares its fields, columns, texts and shared rules.
 *
 * What it offers follows the signed-in role through the shared role rules (shared-types/src/roles.ts),
 * the ones the CMS enforces: publishers publish and delete, may save a draft instead, and publish a
 * listed draft in one action; a rédacteur saves drafts and submits them for review, and only reads a
 * collection without drafts (the gallery). Drafts are badged in the list, and editing one loads its
 * latest version.
 *
 * Until the session is checked (no role yet) it shows its heading and the list's spinner only: that
 * is how the built page draws it, and nothing is read from the CMS before.
 */
export default function ResourceScreen<Doc extends { id: number | string }, V extends FormValues>(
  config: ResourceScreenConfig<Doc, V>,
) {
  const { api, versioned } = config.resource
  const notify = useToast()
  const role = useRole()
  const signedIn = role !== null
  const mayPublish = canPublish(role)
  const mayWrite = canWriteContent(role, versioned)
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const listing = useResourceList(config.resource, signedIn)
  const [Form, setForm] = useState<typeof ResourceModal | null>(null)
  const [editing, setEditing] = useState<Editing<Doc> | null>(null)
  const [opening, setOpening] = useState<Doc['id'] | null>(null)

  /** The form's script, once there; false (and said) when the site cannot be reached for it. */
  async function formReady(): Promise<boolean> {
    if (Form) return true
    try {
      const { default: component } = await loadForm()
      setForm(() => component)
      return true
    } catch {
      notify(ERRORS.serverUnreachable, 'error')
      return false
    }
  }

  async function openCreate() {
    if (await formReady()) setEditing({ mode: 'create' })
  }

  /** A draft, or a published document with a newer draft, opens on its latest version, read afresh. */
  async function openEdit(doc: Doc) {
    const state = listing.stateOf(doc)
    if (!versioned || state === 'published') {
      if (await formReady()) setEditing({ mode: 'edit', doc, state })
      return
    }
    if (opening !== null) return
    setOpening(doc.id)
    try {
      const [latest, ready] = await Promise.all([api.findLatest(doc.id), formReady()])
      if (ready) setEditing({ mode: 'edit', doc: latest, state })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      notify(error instanceof Error && error.message ? error.message : DRAFT_MESSAGES.loadFailure, 'error')
    } finally {
      setOpening(null)
    }
  }

  const fallbackFocus = () => addButtonRef.current

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{config.heading}</h1>
          <p className="mt-1 text-gray-700">{config.intro}</p>
        </div>
        {mayWrite && (
          <button
            ref={addButtonRef}
            type="button"
            className="btn-primary"
            onClick={() => void openCreate()}
            onPointerEnter={prefetchForm}
            onFocus={prefetchForm}
          >
            <Plus size={18} aria-hidden="true" />
            {config.addLabel}
          </button>
        )}
      </div>
      {signedIn && !mayWrite && (
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 ring-1 ring-blue-200">
          <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
          {DRAFT_MESSAGES.readOnly}
        </p>
      )}

      <ResourceTable
        config={config}
        listing={listing}
        onEdit={mayWrite ? (doc) => void openEdit(doc) : undefined}
        onEditIntent={prefetchForm}
        mayPublish={mayPublish}
        fallbackFocus={fallbackFocus}
      />

      {editing && Form && (
        <Form
          config={config}
          editing={editing}
          mayPublish={mayPublish}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null)
            notify(message)
            void listing.load()
          }}
          fallbackFocus={fallbackFocus}
        />
      )}
    </>
  )
}
