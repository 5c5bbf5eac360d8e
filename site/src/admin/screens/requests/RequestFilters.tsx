import {
  CITIZEN_REQUEST_STAFF_MESSAGES as WORDS,
  REQUEST_AGE_FILTERS,
  REQUEST_STAFF_TEXT as TEXT,
  REQUEST_STATE_OPTIONS,
} from 'shared-types'

import type { RequestFilterValues } from './filters'

interface Props extends RequestFilterValues {
  /** The prefix of the fields' ids. */
  id: string
  /** The procedures offered. */
  procedures: string[]
  onState: (value: string) => void
  onProcedure: (value: string) => void
  onAge: (value: string) => void
}

/** The queue's filters: by state (« En retard » included), by procedure and by age. */
export default function RequestFilters({ id, state, procedure, age, procedures, onState, onProcedure, onAge }: Props) {
  return (
    <fieldset className="mt-6 grid min-w-0 gap-4 sm:grid-cols-3">
      <legend className="sr-only">Filtres des demandes</legend>
      <div>
        <label htmlFor={`${id}-etat`} className="field-label">
          {TEXT.filterState}
        </label>
        <select
          id={`${id}-etat`}
          className="field-input"
          value={state}
          onChange={(event) => onState(event.target.value)}
        >
          <option value="">{TEXT.allStates}</option>
          <option value="overdue">{WORDS.overdue}</option>
          {REQUEST_STATE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-demarche`} className="field-label">
          {TEXT.filterProcedure}
        </label>
        <select
          id={`${id}-demarche`}
          className="field-input"
          value={procedure}
          onChange={(event) => onProcedure(event.target.value)}
        >
          <option value="">{TEXT.allProcedures}</option>
          {procedures.map((title) => (
            <option key={title} value={title}>
              {title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-age`} className="field-label">
          {TEXT.filterAge}
        </label>
        <select id={`${id}-age`} className="field-input" value={age} onChange={(event) => onAge(event.target.value)}>
          {REQUEST_AGE_FILTERS.map((filter) => (
            <option key={filter.value} value={filter.value}>
              {filter.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
