import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react'
import { ERRORS, REQUIRED_FIELDS_NOTE, isBlank, uploadTooLargeMessage, type SelectOption } from 'shared-types'

import { Plus } from '../lib/ui/icons'
import type { WriteFields } from './api/collectionApi'
import type { Resource } from './api/resources'
import { SessionExpiredError } from './api/session'
import AdminTable, { type Column, type ListState } from './components/AdminTable'
import ConfirmDialog from './components/ConfirmDialog'
import { FieldRow, SelectField, StringListField, TextAreaField, TextField } from './components/Fields'
import FileField from './components/FileField'
import Modal from './components/Modal'
import { useToast } from './components/Toast'
import type { AdminMedia } from './media'

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
  /** The spec's size hint, e.g. 'PNG, JPG, GIF jusqu'à 5MB'. */
  hint: string
  accept: string
  /** The CMS's limit: checked here first, so a too-large file is not uploaded for nothing. */
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
  /** The shared-types validator: the spec's message (SPEC §5), or null. */
  validate: (values: V, context: { mode: Mode; hasFile: boolean }) => string | null
  /** Fields to mark when `validate` fails for another reason than a blank required field. */
  invalidFields?: (values: V, message: string) => (keyof V & string)[]
}

type Editing<Doc> = { mode: 'create' } | { mode: 'edit'; doc: Doc }

const isEmptyValue = (value: string | string[] | undefined): boolean => (Array.isArray(value) ? value.every((entry) => isBlank(entry)) : isBlank(value))

const flatten = <V extends FormValues>(fields: FieldSpec<V>[]): Exclude<FieldSpec<V>, { kind: 'row' }>[] =>
  fields.flatMap((field) => (field.kind === 'row' ? flatten(field.fields) : [field]))

const FILE_FIELD = 'fichier'

/**
 * The common admin screen (SPEC §2): a table with its spinner and empty row, an add button, edit
 * and delete per row, a modal form for add and edit validated before anything is sent, a
 * confirmation before a delete, the spec's messages, and the list reloaded after each change.
 * A screen only declares its fields, columns and texts.
 */
export default function ResourceScreen<Doc extends { id: number | string }, V extends FormValues>(config: ResourceScreenConfig<Doc, V>) {
  const { resource, file: fileSpec } = config
  const { api, messages } = resource
  const notify = useToast()
  const formId = useId().replace(/:/g, '')
  const errorId = `${formId}-erreur`
  const addButtonRef = useRef<HTMLButtonElement>(null)
  const errorRef = useRef<HTMLParagraphElement>(null)

  const [list, setList] = useState<ListState<Doc>>({ status: 'loading' })
  const [editing, setEditing] = useState<Editing<Doc> | null>(null)
  const [values, setValues] = useState<V>(config.emptyValues)
  const [file, setFile] = useState<File | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState<Doc | null>(null)
  const [deleteBusy, setDeleteBusy] = useState(false)

  const load = useCallback(async () => {
    setList((current) => (current.status === 'ready' ? { ...current, reloading: true } : { status: 'loading' }))
    try {
      const docs = await api.list()
      setList({ status: 'ready', docs, reloading: false })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setList({ status: 'error', message: messages.loadFailure })
      notify(messages.loadFailure, 'error')
    }
  }, [api, messages.loadFailure, notify])

  useEffect(() => {
    void load()
  }, [load])

  const mode: Mode = editing?.mode ?? 'create'

  function open(next: Editing<Doc>) {
    setValues(next.mode === 'edit' ? config.toValues(next.doc) : config.emptyValues)
    setEditing(next)
  }

  // Closing resets the form (SPEC §4): the next opening starts from the document or from blank.
  function close() {
    setEditing(null)
    setValues(config.emptyValues)
    setFile(null)
    setFormError(null)
    setInvalid(new Set())
    setSaving(false)
  }

  const setValue = (name: keyof V & string) => (value: string | string[]) => {
    setValues((current) => ({ ...current, [name]: value }))
    if (invalid.has(name)) setInvalid((current) => new Set([...current].filter((entry) => entry !== name)))
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
      ;(errorRef.current && first && first.getBoundingClientRect().top - errorRef.current.getBoundingClientRect().top < window.innerHeight / 2 ? errorRef.current : target)?.scrollIntoView({ block: 'nearest' })
    })
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault()
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
    if (file && fileSpec && file.size > fileSpec.maxBytes(file)) {
      showError(uploadTooLargeMessage(fileSpec.maxBytes(file)), [FILE_FIELD])
      return
    }
    setSaving(true)
    setFormError(null)
    setInvalid(new Set())
    try {
      const fields = config.toFields(values, mode)
      if (editing.mode === 'edit') await api.update(editing.doc.id, fields, file)
      else await api.create(fields, file)
      close()
      notify(editing.mode === 'edit' ? messages.updated : messages.created)
      void load()
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setSaving(false)
      // The server's French message (a refused field, a file too large…), else the spec's default.
      showError(error instanceof Error && error.message ? error.message : ERRORS.saveFailure, [])
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
            key={field.name} {...common}
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
        return <TextAreaField key={field.name} {...common} value={text} onChange={setValue(field.name)} rows={field.rows} maxLength={field.maxLength} />
      case 'select':
        return <SelectField key={field.name} {...common} value={text} onChange={setValue(field.name)} options={field.options} emptyLabel={field.emptyLabel} />
      case 'list':
        return <StringListField key={field.name} {...common} values={Array.isArray(raw) ? raw : []} onChange={setValue(field.name)} itemLabel={field.itemLabel} addLabel={field.addLabel} />
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{config.heading}</h1>
          <p className="mt-1 text-gray-700">{config.intro}</p>
        </div>
        <button ref={addButtonRef} type="button" className="btn-primary" onClick={() => open({ mode: 'create' })}>
          <Plus size={18} aria-hidden="true" />
          {config.addLabel}
        </button>
      </div>

      <div className="mt-6">
        <AdminTable
          caption={config.caption}
          columns={config.columns}
          state={list}
          emptyMessage={messages.empty}
          loadingLabel={config.loadingLabel}
          rowLabel={config.rowLabel}
          onEdit={(doc) => open({ mode: 'edit', doc })}
          onDelete={setDeleting}
          onRetry={() => void load()}
        />
      </div>

      {editing && (
        <Modal title={editing.mode === 'edit' ? config.editTitle : config.createTitle} onClose={close} locked={saving} fallbackFocus={() => addButtonRef.current}>
          <form id={formId} noValidate onSubmit={submit} aria-busy={saving || undefined} className="space-y-4">
            {formError && (
              <p ref={errorRef} id={errorId} role="alert" tabIndex={-1} className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
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
                onChange={(next) => {
                  setFile(next)
                  if (invalid.has(FILE_FIELD)) setInvalid((current) => new Set([...current].filter((entry) => entry !== FILE_FIELD)))
                }}
                current={editing.mode === 'edit' ? fileSpec.current(editing.doc) : null}
                required={fileSpec.requiredOnCreate && editing.mode === 'create'}
                invalid={invalid.has(FILE_FIELD)}
                errorId={errorId}
              />
            )}
            <p className="text-sm text-gray-700">{REQUIRED_FIELDS_NOTE}</p>
            <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:justify-end">
              <button type="button" className="btn-secondary" onClick={() => !saving && close()} aria-disabled={saving || undefined}>
                Annuler
              </button>
              <button type="submit" className="btn-primary" aria-disabled={saving || undefined}>
                {editing.mode === 'edit' ? (saving ? 'Mise à jour...' : 'Mettre à jour') : saving ? 'Création...' : 'Ajouter'}
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
