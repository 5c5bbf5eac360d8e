import { REQUIRED_FIELDS_NOTE } from 'shared-types'

import { Info } from '../../lib/ui/icons'
import FileField from '../components/FileField'
import ResourceFields from './ResourceFields'
import { type Editing, FILE_FIELD, type FormValues, type ResourceScreenConfig } from './types'
import type { useResourceForm } from './useResourceForm'
import WorkflowActions from './WorkflowActions'

interface Props<Doc extends { id: number | string }, V extends FormValues> {
  config: ResourceScreenConfig<Doc, V>
  editing: Editing<Doc>
  state: ReturnType<typeof useResourceForm<Doc, V>>
  /** What the form should know before saving (which version it holds, where a rédacteur's save goes). */
  notices: string[]
  noticeId: string
  onCancel: () => void
}

/**
 * The form of an opened document: its notices, the message of a refused save, the declared fields,
 * the file, the required-fields note and the workflow's buttons. Enter in a field does what the main
 * button does.
 */
export default function ResourceForm<Doc extends { id: number | string }, V extends FormValues>({
  config,
  editing,
  state,
  notices,
  noticeId,
  onCancel,
}: Props<Doc, V>) {
  const { form, formId, fieldId, errorRef, saving, save, primaryAction, chooseFile, upload } = state
  const { file: fileSpec } = config
  const errorId = `${formId}-erreur`
  const message = form.formState.errors.root?.message
  const fileInvalid = form.formState.errors[FILE_FIELD] !== undefined

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save(primaryAction)
      }}
      aria-busy={saving !== null || undefined}
      className="space-y-4"
    >
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
      {message && (
        <p
          ref={errorRef}
          id={errorId}
          role="alert"
          tabIndex={-1}
          className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900"
        >
          {message}
        </p>
      )}
      <ResourceFields fields={config.fields} form={form} fieldId={fieldId} errorId={errorId} />
      {fileSpec && (
        <FileField
          id={fieldId(FILE_FIELD)}
          label={fileSpec.label}
          hint={fileSpec.hint}
          accept={fileSpec.accept}
          file={upload?.file ?? null}
          chosenSize={upload?.chosenSize}
          onChange={chooseFile}
          current={editing.mode === 'edit' ? fileSpec.current(editing.doc) : null}
          required={fileSpec.requiredOnCreate && editing.mode === 'create'}
          invalid={fileInvalid}
          errorId={errorId}
        />
      )}
      <p className="text-sm text-gray-700">{REQUIRED_FIELDS_NOTE}</p>
      <WorkflowActions
        editing={editing}
        versioned={config.resource.versioned}
        primaryAction={primaryAction}
        saving={saving}
        onSave={save}
        onCancel={onCancel}
      />
    </form>
  )
}
