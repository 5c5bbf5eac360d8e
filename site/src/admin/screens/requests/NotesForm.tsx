import { useId, useState, type SubmitEvent } from 'react'
import { REQUEST_LIMITS, REQUEST_STAFF_TEXT as TEXT, formatLongDateTime } from 'shared-types'

import { addInternalNote } from '../../api/requests'
import { attempt, nameOf } from './helpers'
import Section from './Section'
import type { FormProps } from './types'

/** « Notes internes »: the staff's notes on the request, never shown to the citizen, and a new one. */
export default function NotesForm({ request, onSaved, notify }: FormProps) {
  const id = `demande${useId()}`
  const [note, setNote] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const notes = request.internalNotes ?? []
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!note.trim()) {
      setInvalid(true)
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    setInvalid(false)
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await addInternalNote(request, note.trim())
      setNote('')
      onSaved(doc, TEXT.noteSaved)
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.internalNotes}>
      {notes.length === 0 ? (
        <p className="text-gray-700">{TEXT.noInternalNote}</p>
      ) : (
        <ol className="space-y-3" data-testid="internal-notes">
          {notes.map((row, index) => (
            <li key={row.id ?? index} className="border-l-4 border-primary-200 pl-3">
              <p className="text-sm text-gray-700">
                {formatLongDateTime(row.at)}
                {nameOf(row.by) ? TEXT.by(nameOf(row.by)) : ''}
              </p>
              <p className="whitespace-pre-wrap text-gray-900">{row.note}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3" noValidate>
        <div>
          <label htmlFor={`${id}-note`} className="field-label">
            {TEXT.addNote}
          </label>
          <textarea
            id={`${id}-note`}
            className={`field-input ${invalid ? 'border-red-700 ring-1 ring-red-700' : ''}`}
            rows={3}
            maxLength={REQUEST_LIMITS.noteLength}
            value={note}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-aide ${id}-erreur` : `${id}-aide`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-aide`} className="mt-1 text-sm text-gray-700">
            {TEXT.noteHint}
          </p>
          {invalid && (
            <p id={`${id}-erreur`} className="mt-1 text-sm font-medium text-red-800">
              {TEXT.noteBlank}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="btn-secondary" aria-disabled={busy || undefined}>
            {TEXT.saveNote}
          </button>
        </div>
      </form>
    </Section>
  )
}
