import { useId, useState, type SubmitEvent } from 'react'
import {
  REQUEST_LIMITS,
  REQUEST_STAFF_TEXT as TEXT,
  REQUEST_STATE_LABELS,
  REQUEST_STATES,
  type RequestState,
} from 'shared-types'

import { changeState } from '../../api/requests'
import { attempt } from './helpers'
import Section from './Section'
import type { FormProps } from './types'

/** « Changer l'état »: the new state and the message the citizen is sent with it. */
export default function StateForm({ request, onSaved, notify }: FormProps) {
  const id = `demande${useId()}`
  const [state, setState] = useState<RequestState>(request.state)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await changeState(request.id, state, message.trim())
      setMessage('')
      onSaved(doc, TEXT.stateSaved(REQUEST_STATE_LABELS[doc.state]))
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.changeState}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div>
          <label htmlFor={`${id}-etat`} className="field-label">
            {TEXT.newState}
          </label>
          <select
            id={`${id}-etat`}
            className="field-input"
            value={state}
            onChange={(event) => setState(event.target.value as RequestState)}
          >
            {REQUEST_STATES.map((value) => (
              <option key={value} value={value}>
                {REQUEST_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="field-label">
            {TEXT.message}
          </label>
          <textarea
            id={`${id}-message`}
            className="field-input"
            rows={4}
            maxLength={REQUEST_LIMITS.noteLength}
            value={message}
            aria-describedby={`${id}-aide`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${id}-aide`} className="mt-1 text-sm text-gray-700">
            {TEXT.messageHint}
          </p>
        </div>
        <div>
          <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
            {TEXT.saveState}
          </button>
        </div>
      </form>
    </Section>
  )
}
