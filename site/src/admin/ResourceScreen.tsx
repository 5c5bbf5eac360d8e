import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import {
  DRAFT_MESSAGES,
  ERRORS,
  REQUIRED_FIELDS_NOTE,
  canPublish,
  editorialBadges,
  isBlank,
  uploadTooLargeMessage,
  type EditorialState,
  type SelectOption,
} from 'shared-types'

import { Info, Plus, Upload } from '../lib/ui/icons'
import type { Editorial, WriteFields } from './api/collectionApi'
import type { Resource } from './api/resources'
import { SessionExpiredError } from './api/session'
import AdminTable, { type Column, type ListState } from './components/AdminTable'
import ConfirmDialog from './components/ConfirmDialog'
import { FieldRow, SelectField, StringListField, TextAreaField, TextField } from './components/Fields'
import FileField from './components/FileField'
import Modal from './components/Modal'
import { useToast } from './components/Toast'
import type { AdminMedia } from './media'
import { useRole } from './role'

/** A form's values: text fields as strings, list fields as lists of strings. */
export type FormValues = Record<string, string | string[]>

interface FieldBase<V extends FormValues> {
  name: keyof V & string
  label: string
  required?: boolean
  hint?: string
}

/** One form field, declared: the screen lists them, this component lays them out. */
export type FieldSpec<V extends FormValues> =
  | (FieldBase<V> & {
      kind: 'text'
      type?: 'text' | 'date' | 'number' | 'url'
      suggestions?: readonly string[]
      min?: number
      max?: number
      placeholder?: string
      maxLength?: number
    })
  | (FieldBase<V> & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (FieldBase<V> & { kind: 'select'; options: readonly SelectOption[]; emptyLabel?: string })
  | (FieldBase<V> & { kind: 'list'; itemLabel: string; addLabel: string })
  | { kind: 'row'; fields: FieldSpec<V>[] }

export interface FileSpec<Doc> {
  label: string
  /** The size hint, e.g. 'PNG, JPG, GIF, WEBP jusqu'à 20 Mo'. */
  hint: string
  accept: string
  /** The CMS's limit: a larger file is refused as soon as it is chosen, so nothing is sent for nothing. */
  maxBytes: (file: File) => number
  current: (doc: Doc) => AdminMedia | null
  /** The gallery: a new item needs its media file. */
  requiredOnCreate?: boolean
}

export type Mode = 'create' | 'edit'

export interface ResourceScreenConfig<Doc extends { id: number | string }, V extends FormValues> {
  resource: Resource<Doc>
  /** The page's h1, e.g. 'Actualités'. */
  heading: string
  intro: string
  addLabel: string
  createTitle: string
  editTitle: string
  caption: string
  loadingLabel: string
  columns: Column<Doc>[]
  rowLabel: (doc: Doc) => string
  fields: FieldSpec<V>[]
  file?: FileSpec<Doc>
  emptyValues: V
  toValues: (doc: Doc) => V
  toFields: (values: V, mode: Mode) => WriteFields
  /** The shared-types validator: the form's message (docs/product/messages.md#validation), or null. */
  validate: (values: V, context: { mode: Mode; hasFile: boolean }) => string | null
  /** Fields to mark when `validate` fails for another reason than a blank required field. */
  invalidFields?: (values: V, message: string) => (keyof V & string)[]
}

/** `state`: where the edited document stood when the form opened (its newer draft is what the form holds). */
type Editing<Doc> = { mode: 'create' } | { mode: 'edit'; doc: Doc; state: EditorialState }

/**
 * What a form's button does: `publish` is the plain save (administrateurs and éditeurs: citizens
 * get it); `draft` saves a draft (`?draft=true`); `review` saves a draft submitted for review
 * (`reviewRequested`), a rédacteur's way to hand it to an éditeur.
 */
type SaveAction = 'publish' | 'draft' | 'review'

const isEmptyValue = (value: string | string[] | undefined): boolean =>
  Array.isArray(value) ? value.every((entry) => isBlank(entry)) : isBlank(value)

const flatten = <V extends FormValues>(fields: FieldSpec<V>[]): Exclude<FieldSpec<V>, { kind: 'row' }>[] =>
  fields.flatMap((field) => (field.kind === 'row' ? flatten(field.fields) : [field]))

const FILE_FIELD = 'fichier'

/** A chosen picture as the screens send it (shrinkImage.worker.ts); the file itself when no worker runs. */
const shrunkForSending = (file: File): Promise<File> =>
  new Promise<File>((resolve) => {
    const worker = new Worker(new URL('./shrinkImage.worker.ts', import.meta.url))
    // A message brings the file to send (the worker then closes); an error event, no data: the chosen one.
    worker.onmessage = worker.onerror = (event: Event) =>
      resolve((event as MessageEvent<File | undefined>).data ?? file)
    worker.postMessage(file)
  }).catch(() => file)

const NO_EDITORIAL: ReadonlyMap<string, Editorial> = new Map()

/**
 * The workflow's part of a save's body, on collections with drafts: a publication says so (a silent
 * save would keep the status of the latest version, a draft saved meanwhile included), and a
 * submission asks for review. The gallery's body stays the /api contract's.
 */
function withWorkflowFields(fields: WriteFields, action: SaveAction, versioned: boolean): WriteFields {
  if (!versioned) return fields
  if (action === 'publish') return { ...fields, _status: 'published' }
  if (action === 'review') return { ...fields, reviewRequested: true }
  return fields
}

/**
 * The main button: the original labels for a publication, « Publier » once a draft is open, the
 * rédacteur's submission.
 */
function primaryLabel(editing: Editing<unknown>, action: SaveAction, busy: boolean): string {
  if (action === 'review') return busy ? 'Envoi...' : 'Soumettre pour relecture'
  if (editing.mode === 'create') return busy ? 'Création...' : 'Ajouter'
  if (editing.state !== 'published') return busy ? 'Publication...' : 'Publier'
  return busy ? 'Mise à jour...' : 'Mettre à jour'
}

/**
 * The common admin screen (docs/product/staff-screens.md#management-screens): a table with its spinner
 * and empty row, an add button, edit and delete per row, a modal form for add and edit validated before
 * anything is sent, a confirmation before a delete, the screen's messages, and the list reloaded after each change.
 * A screen only declares its fields, columns and texts.
 *
 * The screen follows the signed-in role and the drafts (docs/product/workflow.md#drafts): administrateurs
 * and éditeurs publish as they save, may save a draft instead, and publish a listed draft in one action; a
 * rédacteur saves drafts and submits them for review, never publishes nor deletes, and only reads
 * a collection without drafts (the gallery). Drafts are badged in the list, and editing one loads
 * its latest version.
 *
 * Until the session is checked (no role yet) it shows its heading and the list's spinner only:
 * that is how the built page draws it, and nothing is read from the CMS before.
 */
export default function ResourceScreen<Doc extends { id: number | string }, V extends FormValues>(
  config: ResourceScreenConfig<Doc, V>,
) {
  const { resource, file: fileSpec } = config
  const { api, messages, versioned } = resource
  const notify = useToast()
  const role = useRole()
  const signedIn = role !== null
  // The server's rules (cms/src/access), mirrored so that nothing it refuses is offered.
  const mayPublish = signedIn && canPublish(role)
  const mayWrite = signedIn && (versioned || mayPublish)
  const formId = useId().replace(/:/g, '')
  const errorId = `${formId}-erreur`
  const noticeId = `${formId}-note`
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)

  const [list, setList] = useState<ListState<Doc>>({ status: 'loading' })
  const [editorial, setEditorial] = useState<ReadonlyMap<string, Editorial>>(NO_EDITORIAL)
  const [editing, setEditing] = useState<Editing<Doc> | null>(null)
  const [values, setValues] = useState<V>(config.emptyValues)
  /** The file to send, and what the chosen one weighed once a lighter copy of it stands in for it. */
  const [upload, setUpload] = useState<{ file: File; chosenSize?: number } | null>(null)
  const file = upload?.file ?? null
  /** The file a save sends: the chosen one once shrunk (a save waits for it), or none. */
  const fileToSend = useRef<Promise<File | null>>(Promise.resolve(null))
  const [formError, setFormError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState<SaveAction | null>(null)
  const [opening, setOpening] = useState<Doc['id'] | null>(null)
  const [publishing, setPublishing] = useState<Doc['id'] | null>(null)
  const [deleting, setDeleting] = useState<Doc | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)

  const load = useCallback(async () => {
    setList((current) => (current.status === 'ready' ? { ...current, reloading: true } : { status: 'loading' }))
    try {
      const { docs, editorial: states } = await api.list()
      setEditorial(states)
      setList({ status: 'ready', docs, reloading: false })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setList({ status: 'error', message: messages.loadFailure })
      notify(messages.loadFailure, 'error')
    }
  }, [api, messages.loadFailure, notify])

  useEffect(() => {
    if (signedIn) void load()
  }, [load, signedIn])

  const mode: Mode = editing?.mode ?? 'create'
  const stateOf = (doc: Doc): EditorialState => editorial.get(String(doc.id))?.state ?? 'published'

  function open(next: Editing<Doc>) {
    setValues(next.mode === 'edit' ? config.toValues(next.doc) : config.emptyValues)
    setEditing(next)
  }

  /** A draft, or a published document with a newer draft, opens on its latest version, read afresh. */
  async function openEdit(doc: Doc) {
    const state = stateOf(doc)
    if (!versioned || state === 'published') {
      open({ mode: 'edit', doc, state })
      return
    }
    if (opening !== null) return
    setOpening(doc.id)
    try {
      open({ mode: 'edit', doc: await api.findLatest(doc.id), state })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      notify(error instanceof Error && error.message ? error.message : DRAFT_MESSAGES.loadFailure, 'error')
    } finally {
      setOpening(null)
    }
  }

  // Closing resets the form: the next opening starts from the document or from blank.
  function close() {
    setEditing(null)
    setValues(config.emptyValues)
    chooseFile(null)
    setFormError(null)
    setInvalid(new Set())
    setSaving(null)
  }

  const clearInvalid = (name: string) => {
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((entry) => entry !== name)))
  }

  const setValue = (name: keyof V & string) => (value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }))
    clearInvalid(name)
  }

  /**
   * A chosen file is refused at once when it is over the CMS's limit; a picture is shrunk meanwhile
   * (shrunkForSending), the chosen one shown until its lighter copy stands in for it.
   */
  function chooseFile(next: File | null) {
    if (invalid.has(FILE_FIELD)) setFormError(null)
    clearInvalid(FILE_FIELD)
    const limit = next && fileSpec ? fileSpec.maxBytes(next) : 0
    const accepted = next && next.size <= limit ? next : null
    if (next && !accepted) showError(uploadTooLargeMessage(limit), [FILE_FIELD])
    setUpload(accepted && { file: accepted })
    const pending: Promise<File | null> = accepted
      ? shrunkForSending(accepted).then((shrunk) => {
          // Unless another file was chosen (or the form closed) meanwhile.
          if (fileToSend.current === pending && shrunk !== accepted)
            setUpload({ file: shrunk, chosenSize: accepted.size })
          return shrunk
        })
      : Promise.resolve(null)
    fileToSend.current = pending
  }

  function showError(message: string, fields: string[]) {
    setFormError(message)
    setInvalid(new Set(fields))
    // Focus the first field at fault (or the message), so the user lands where the fix is.
    window.requestAnimationFrame(() => {
      const first = fields[0] ? document.getElementById(`${formId}-${fields[0]}`) : null
      const target = first ?? errorRef.current
      target?.focus({ preventScroll: true })
      // The message sits at the top of the form: keep it in view when the field is near it.
      ;(errorRef.current &&
      first &&
      first.getBoundingClientRect().top - errorRef.current.getBoundingClientRect().top < window.innerHeight / 2
        ? errorRef.current
        : target
      )?.scrollIntoView({ block: 'nearest' })
    })
  }

  // Enter in a field does what the main button does.
  const primaryAction: SaveAction = mayPublish ? 'publish' : 'review'

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
    void save(primaryAction)
  }

  /** The toast of a save that went through. */
  function savedMessage(action: SaveAction, current: Editing<Doc>): string {
    if (action === 'draft') return DRAFT_MESSAGES.saved
    if (action === 'review') return DRAFT_MESSAGES.submitted
    if (current.mode === 'create') return messages.created
    return current.state !== 'published' && messages.published ? messages.published : messages.updated
  }

  async function save(action: SaveAction) {
    if (saving || !editing) return
    const message = config.validate(values, { mode, hasFile: file !== null })
    if (message) {
      const blank = flatten(config.fields)
        .filter((field) => field.required && isEmptyValue(values[field.name]))
        .map((field) => field.name as string)
      const missingFile = fileSpec?.requiredOnCreate && mode === 'create' && !file ? [FILE_FIELD] : []
      const fields = [...blank, ...missingFile]
      showError(message, fields.length > 0 ? fields : (config.invalidFields?.(values, message) ?? []))
      return
    }
    setSaving(action)
    setFormError(null)
    setInvalid(new Set())
    try {
      const fields = withWorkflowFields(config.toFields(values, mode), action, versioned)
      const options = { draft: action !== 'publish' }
      const toSend = await fileToSend.current
      if (editing.mode === 'edit') await api.update(editing.doc.id, fields, toSend, options)
      else await api.create(fields, toSend, options)
      close()
      notify(savedMessage(action, editing))
      void load()
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setSaving(null)
      // The server's French message (a refused field, a file too large…), else the screen's default.
      showError(error instanceof Error && error.message ? error.message : ERRORS.saveFailure, [])
    }
  }

  async function publishRow(doc: Doc) {
    if (publishing !== null) return
    setPublishing(doc.id)
    try {
      await api.publish(doc.id)
      notify(messages.published ?? messages.updated)
      void load()
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      notify(error instanceof Error && error.message ? error.message : ERRORS.saveFailure, 'error')
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
      notify(error instanceof Error && error.message ? error.message : ERRORS.deleteFailure, 'error')
    } finally {
      setDeleteBusy(false)
    }
  }

  const fieldId = (name: string) => `${formId}-${name}`

  // What the open form should know before saving: which version it holds, and where a rédacteur's save goes.
  const notices: string[] = []
  if (editing?.mode === 'edit' && editing.state === 'changed') notices.push(DRAFT_MESSAGES.editingNewerDraft)
  if (editing?.mode === 'edit' && editing.state === 'draft') notices.push(DRAFT_MESSAGES.editingDraft)
  if (editing && versioned && !mayPublish) notices.push(DRAFT_MESSAGES.writerSaves)

  function renderField(field: FieldSpec<V>, key: number) {
    if (field.kind === 'row') {
      return <FieldRow key={key}>{field.fields.map(renderField)}</FieldRow>
    }
    const common = {
      id: fieldId(field.name),
      label: field.label,
      required: field.required,
      hint: field.hint,
      invalid: invalid.has(field.name),
      errorId,
    }
    const raw = values[field.name]
    const text = typeof raw === 'string' ? raw : ''
    switch (field.kind) {
      case 'text':
        return (
          <TextField
            key={field.name}
            {...common}
            type={field.type}
            value={text}
            onChange={setValue(field.name)}
            suggestions={field.suggestions}
            min={field.min}
            max={field.max}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
          />
        )
      case 'textarea':
        return (
          <TextAreaField
            key={field.name}
            {...common}
            value={text}
            onChange={setValue(field.name)}
            rows={field.rows}
            maxLength={field.maxLength}
          />
        )
      case 'select':
        return (
          <SelectField
            key={field.name}
            {...common}
            value={text}
            onChange={setValue(field.name)}
            options={field.options}
            emptyLabel={field.emptyLabel}
          />
        )
      case 'list':
        return (
          <StringListField
            key={field.name}
            {...common}
            values={Array.isArray(raw) ? raw : []}
            onChange={setValue(field.name)}
            itemLabel={field.itemLabel}
            addLabel={field.addLabel}
          />
        )
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{config.heading}</h1>
          <p className="mt-1 text-gray-700">{config.intro}</p>
        </div>
        {mayWrite && (
          <button ref={addButtonRef} type="button" className="btn-primary" onClick={() => open({ mode: 'create' })}>
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

      <div className="mt-6">
        <AdminTable
          caption={config.caption}
          columns={config.columns}
          state={list}
          emptyMessage={messages.empty}
          loadingLabel={config.loadingLabel}
          rowLabel={config.rowLabel}
          onEdit={mayWrite ? (doc) => void openEdit(doc) : undefined}
          onDelete={mayPublish ? setDeleting : undefined}
          onRetry={() => void load()}
          badges={
            versioned
              ? (doc) => editorialBadges(stateOf(doc), editorial.get(String(doc.id))?.reviewRequested)
              : undefined
          }
          rowActions={
            versioned && mayPublish
              ? (doc) =>
                  stateOf(doc) !== 'published' && (
                    <button
                      type="button"
                      onClick={() => void publishRow(doc)}
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

      {editing && (
        <Modal
          title={editing.mode === 'edit' ? config.editTitle : config.createTitle}
          onClose={close}
          locked={saving !== null}
          describedBy={notices.length > 0 ? noticeId : undefined}
          fallbackFocus={() => addButtonRef.current}
        >
          <form id={formId} noValidate onSubmit={submit} aria-busy={saving !== null || undefined} className="space-y-4">
            {notices.length > 0 && (
              <div
                id={noticeId}
                className="space-y-1 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-900 ring-1 ring-blue-200"
              >
                {notices.map((notice) => (
                  <p key={notice} className="flex items-start gap-2">
                    <Info size={18} aria-hidden="true" className="mt-0.5 shrink-0" />
                    {notice}
                  </p>
                ))}
              </div>
            )}
            {formError && (
              <p
                ref={errorRef}
                id={errorId}
                role="alert"
                tabIndex={-1}
                className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
              >
                {formError}
              </p>
            )}
            {config.fields.map(renderField)}
            {fileSpec && (
              <FileField
                id={fieldId(FILE_FIELD)}
                label={fileSpec.label}
                hint={fileSpec.hint}
                accept={fileSpec.accept}
                file={file}
                chosenSize={upload?.chosenSize}
                onChange={chooseFile}
                current={editing.mode === 'edit' ? fileSpec.current(editing.doc) : null}
                required={fileSpec.requiredOnCreate && editing.mode === 'create'}
                invalid={invalid.has(FILE_FIELD)}
                errorId={errorId}
              />
            )}
            <p className="text-sm text-gray-700">{REQUIRED_FIELDS_NOTE}</p>
            <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => !saving && close()}
                aria-disabled={saving !== null || undefined}
              >
                Annuler
              </button>
              {versioned && (
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void save('draft')}
                  aria-disabled={saving !== null || undefined}
                >
                  {saving === 'draft' ? 'Enregistrement...' : 'Enregistrer comme brouillon'}
                </button>
              )}
              <button type="submit" className="btn-primary" aria-disabled={saving !== null || undefined}>
                {primaryLabel(editing, primaryAction, saving === primaryAction)}
              </button>
            </div>
          </form>
        </Modal>
      )}

      {deleting && (
        <ConfirmDialog
          question={messages.confirmDelete}
          subject={config.rowLabel(deleting)}
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
          fallbackFocus={() => addButtonRef.current}
        />
      )}
    </>
  )
}
