import { useEffect, useId, useState, type SubmitEvent } from 'react'
import { REQUEST_STAFF_TEXT as TEXT } from 'shared-types'

import { assignTo, listHandlers, type Id } from '../../api/requests'
import { attempt, nameOf } from './helpers'
import Section from './Section'
import type { FormProps } from './types'

const idOf = (value: unknown): Id | null =>
  typeof value === 'object' && value !== null ? (value as { id: Id }).id : ((value as Id | null | undefined) ?? null)

/** « Agent chargé »: the account handling the request, or nobody. */
export default function AssignForm({ request, onSaved, notify }: FormProps) {
  const id = `demande${useId()}`
  const current = idOf(request.assignedTo)
  const [handlers, setHandlers] = useState<{ id: Id; label: string }[]>([])
  const [chosen, setChosen] = useState(current === null ? '' : String(current))
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    listHandlers().then(
      (users) => setHandlers(users.map((user) => ({ id: user.id, label: nameOf(user) }))),
      () => setHandlers([]),
    )
  }, [])
  const options = [...handlers]
  if (current !== null && !options.some((each) => String(each.id) === String(current)))
    options.push({ id: current, label: nameOf(request.assignedTo) || `Compte n° ${String(current)}` })
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await assignTo(
        request.id,
        chosen === '' ? null : (options.find((each) => String(each.id) === chosen)?.id ?? chosen),
      )
      onSaved(doc, TEXT.assigned)
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.assign}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-agent`} className="field-label">
            {TEXT.assign}
          </label>
          <select
            id={`${id}-agent`}
            className="field-input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{TEXT.nobody}</option>
            {options.map((option) => (
              <option key={String(option.id)} value={String(option.id)}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary" aria-disabled={busy || undefined}>
          {TEXT.saveAssign}
        </button>
      </form>
    </Section>
  )
}
