import { useId, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { ERRORS, isBlank, uploadTooLargeMessage } from 'shared-types'

import { SessionExpiredError } from '../api/session'
import { sharedRulesResolver } from '../forms/sharedRulesResolver'
import { refusedFields } from '../forms/serverErrors'
import {
  type Editing,
  FILE_FIELD,
  type FormValues,
  type ResourceScreenConfig,
  type SaveAction,
  flattenFields,
} from './types'
import { useUpload } from './useUpload'
import { savedMessage, withWorkflowFields } from './workflow'

/** The form's values as react-hook-form holds them: the screen's fields, and the chosen file. */
export type ResourceFormValues = Record<string, string | string[] | File | null>

const isEmptyValue = (value: unknown): boolean =>
  Array.isArray(value) ? value.every((entry) => isBlank(entry)) : isBlank(value)

interface Options<Doc extends { id: number | string }, V extends FormValues> {
  config: ResourceScreenConfig<Doc, V>
  editing: Editing<Doc>
  /** What Enter in a field does: a publication, or a rédacteur's submission for review. */
  primaryAction: SaveAction
  /** A save went through: its toast. */
  onSaved: (message: string) => void
}

/**
 * One opening of a screen's form: react-hook-form with the collection's shared rules as its resolver,
 * the chosen file, and the save. A form at fault says why once, above its fields (the message of the
 * first rule it fails, or the server's), marks the fields at fault and takes focus to the first one.
 */
export function useResourceForm<Doc extends { id: number | string }, V extends FormValues>({
  config,
  editing,
  primaryAction,
  onSaved,
}: Options<Doc, V>) {
  const { resource, file: fileSpec } = config
  const { mode } = editing
  const formId = useId().replace(/:/g, '')
  const fieldId = (name: string) => `${formId}-${name}`
  const errorRef = useRef<HTMLParagraphElement>(null)
  const upload = useUpload()
  const [saving, setSaving] = useState<SaveAction | null>(null)
  const [resolver] = useState(() =>
    sharedRulesResolver<ResourceFormValues>(typeof config.rules === 'function' ? config.rules(mode) : config.rules),
  )
  const form = useForm<ResourceFormValues>({
    defaultValues: {
      ...(editing.mode === 'edit' ? config.toValues(editing.doc) : config.emptyValues),
      [FILE_FIELD]: null,
    },
    resolver,
    // Checked when saved, never while typing: a field loses its mark once changed, the message stays.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  })
  /** The fields in the order the form shows them, the file last. */
  const order = [...flattenFields(config.fields).map((field) => field.name as string), FILE_FIELD]

  function showError(message: string, fields: readonly string[]) {
    form.clearErrors()
    for (const name of fields) form.setError(name, { type: 'refused', message })
    form.setError('root', { type: 'refused', message })
    // Focus the first field at fault (or the message), so the user lands where the fix is.
    window.requestAnimationFrame(() => {
      const first = fields[0] ? document.getElementById(fieldId(fields[0])) : null
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

  /**
   * The shared rules refused the form: their first message is said; the fields left blank are marked,
   * else those that message is about.
   */
  function refused(errors: FieldErrors<ResourceFormValues>) {
    const failures = Object.entries(errors).filter(([name]) => name !== 'root')
    const message = failures[0]?.[1]?.message
    if (typeof message !== 'string') return
    const values = form.getValues()
    const blank = failures.filter(([name]) => isEmptyValue(values[name]))
    const atFault = (blank.length > 0 ? blank : failures.filter(([, error]) => error?.message === message)).map(
      ([name]) => name,
    )
    showError(
      message,
      order.filter((name) => atFault.includes(name)),
    )
  }

  async function send(values: ResourceFormValues, action: SaveAction) {
    setSaving(action)
    try {
      const fields = withWorkflowFields(config.toFields(values as V, mode), action, resource.versioned)
      const options = { draft: action !== 'publish' }
      const file = await upload.toSend()
      if (editing.mode === 'edit') await resource.api.update(editing.doc.id, fields, file, options)
      else await resource.api.create(fields, file, options)
      onSaved(savedMessage(action, editing, resource.messages))
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setSaving(null)
      // The server's French message (a refused field, a file too large…), else the default one; the
      // fields it refused are marked.
      showError(
        error instanceof Error && error.message ? error.message : ERRORS.saveFailure,
        refusedFields(error, order, FILE_FIELD),
      )
    }
  }

  function save(action: SaveAction) {
    if (saving) return
    void form.handleSubmit((values) => send(values, action), refused)()
  }

  /** A chosen file over the CMS's limit is refused at once; another choice clears the file's fault. */
  function chooseFile(next: File | null) {
    if (form.getFieldState(FILE_FIELD).invalid) form.clearErrors([FILE_FIELD, 'root'])
    const limit = next && fileSpec ? fileSpec.maxBytes(next) : 0
    const accepted = next && next.size <= limit ? next : null
    if (next && !accepted) showError(uploadTooLargeMessage(limit), [FILE_FIELD])
    upload.take(accepted)
    form.setValue(FILE_FIELD, accepted)
  }

  return { form, formId, fieldId, errorRef, saving, save, primaryAction, chooseFile, upload: upload.upload }
}
