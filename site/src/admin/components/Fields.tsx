import { useEffect, useRef, type ReactNode } from 'react'
import type { SelectOption } from 'shared-types'

import { Plus, Trash2 } from '../../lib/ui/icons'
/**
 * Form controls of the admin screens: a visible label, the required mark, a hint, and the
 * validation message linked through aria-describedby when the field is the one at fault.
 */
interface Common {
  id: string
  label: string
  required?: boolean
  hint?: string
  /** True when the last validation found this field blank or wrong. */
  invalid?: boolean
  /** Id of the form's validation message. */
  errorId?: string
}

const describedBy = ({ id, hint, invalid, errorId }: Common): string | undefined =>
  [hint ? `${id}-aide` : '', invalid && errorId ? errorId : ''].filter(Boolean).join(' ') || undefined

const inputClass = (invalid?: boolean) => `field-input ${invalid ? 'border-red-700 ring-1 ring-red-700' : ''}`

function Label({ id, label, required }: Pick<Common, 'id' | 'label' | 'required'>) {
  return (
    <label htmlFor={id} className="field-label">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </label>
  )
}

function Hint({ id, hint }: Pick<Common, 'id' | 'hint'>) {
  return hint ? (
    <p id={`${id}-aide`} className="mt-1 text-sm text-gray-700">
      {hint}
    </p>
  ) : null
}

interface TextProps extends Common {
  value: string
  onChange: (value: string) => void
  type?: 'text' | 'email' | 'password' | 'date' | 'number' | 'url'
  autoComplete?: string
  /** Offered values that the user may also ignore (free text: a `<datalist>`). */
  suggestions?: readonly string[]
  min?: number
  max?: number
  maxLength?: number
  placeholder?: string
}

export function TextField(props: TextProps) {
  const {
    id,
    value,
    onChange,
    type = 'text',
    required,
    invalid,
    autoComplete,
    suggestions,
    min,
    max,
    maxLength,
    placeholder,
  } = props
  return (
    <div>
      <Label {...props} />
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        autoComplete={autoComplete}
        list={suggestions ? `${id}-suggestions` : undefined}
        min={min}
        max={max}
        maxLength={maxLength}
        placeholder={placeholder}
        inputMode={type === 'number' ? 'numeric' : undefined}
        className={inputClass(invalid)}
      />
      {suggestions && (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      <Hint {...props} />
    </div>
  )
}

interface TextAreaProps extends Common {
  value: string
  onChange: (value: string) => void
  rows?: number
  maxLength?: number
}

export function TextAreaField(props: TextAreaProps) {
  const { id, value, onChange, required, invalid, rows = 4, maxLength } = props
  return (
    <div>
      <Label {...props} />
      <textarea
        id={id}
        name={id}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        maxLength={maxLength}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        className={inputClass(invalid)}
      />
      <Hint {...props} />
    </div>
  )
}

interface SelectProps extends Common {
  value: string
  onChange: (value: string) => void
  options: readonly SelectOption[]
  /** The choice meaning "none", for optional fields. */
  emptyLabel?: string
}

const optionOf = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
)

/** Consecutive options of the same group under one heading (a long list, such as the pictograms). */
function groupsOf(options: readonly SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const groups: { group?: string; options: SelectOption[] }[] = []
  for (const option of options) {
    const last = groups.at(-1)
    if (last && last.group === option.group) last.options.push(option)
    else groups.push({ group: option.group, options: [option] })
  }
  return groups
}

export function SelectField(props: SelectProps) {
  const { id, value, onChange, options, emptyLabel, required, invalid } = props
  // A stored value unknown to the list stays selectable rather than being silently replaced.
  const known = value === '' || options.some((option) => option.value === value)
  return (
    <div>
      <Label {...props} />
      <select
        id={id}
        name={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props)}
        className={inputClass(invalid)}
      >
        {/* HTML wants a required list to open on an empty choice: the field's "none", else a prompt that cannot be picked. */}
        {emptyLabel !== undefined ? (
          <option value="">{emptyLabel}</option>
        ) : (
          required && (
            <option value="" disabled>
              Choisir…
            </option>
          )
        )}
        {!known && <option value={value}>{value}</option>}
        {groupsOf(options).map(({ group, options: grouped }) =>
          group ? (
            <optgroup key={group} label={group}>
              {grouped.map(optionOf)}
            </optgroup>
          ) : (
            grouped.map(optionOf)
          ),
        )}
      </select>
      <Hint {...props} />
    </div>
  )
}

interface ListProps extends Common {
  values: string[]
  onChange: (values: string[]) => void
  /** 'Document requis' → inputs named 'Document requis 1', 'Document requis 2'… */
  itemLabel: string
  addLabel: string
}

/** A list of short texts that grows and shrinks but always keeps one row (a procedure's documents). */
export function StringListField(props: ListProps) {
  const { id, label, required, values, onChange, itemLabel, addLabel, invalid } = props
  const rows = values.length > 0 ? values : ['']
  const focusIndex = useRef<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  // One key per row that follows it through additions and removals, so React keeps each row's own input.
  const keys = useRef<number[]>([])
  const nextKey = useRef(0)
  while (keys.current.length < rows.length) keys.current.push(nextKey.current++)
  keys.current.length = rows.length

  useEffect(() => {
    if (focusIndex.current === null) return
    listRef.current?.querySelectorAll('input')[focusIndex.current]?.focus()
    focusIndex.current = null
  })

  const set = (index: number, value: string) => onChange(rows.map((row, i) => (i === index ? value : row)))
  const add = () => {
    focusIndex.current = rows.length
    onChange([...rows, ''])
  }
  const remove = (index: number) => {
    focusIndex.current = Math.max(0, index - 1)
    keys.current.splice(index, 1)
    onChange(rows.filter((_, i) => i !== index))
  }

  return (
    <fieldset aria-describedby={describedBy(props)}>
      <legend className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <ol ref={listRef} className="space-y-2">
        {rows.map((row, index) => (
          <li key={keys.current[index]} className="flex items-center gap-2">
            <input
              id={index === 0 ? id : `${id}-${index + 1}`}
              type="text"
              value={row}
              onChange={(event) => set(index, event.target.value)}
              aria-label={`${itemLabel} ${index + 1}`}
              aria-invalid={invalid || undefined}
              className={inputClass(invalid)}
            />
            {rows.length > 1 && (
              <button
                type="button"
                onClick={() => remove(index)}
                className="shrink-0 rounded-md p-2 text-red-800 hover:bg-red-50"
                aria-label={`Retirer : ${itemLabel} ${index + 1}`}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={add}
        className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-primary-700 hover:bg-primary-50"
      >
        <Plus size={16} aria-hidden="true" />
        {addLabel}
      </button>
      <Hint {...props} />
    </fieldset>
  )
}

/** Lays fields out two per row on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>
}
