import { type UseFormReturn, useController } from 'react-hook-form'

import { FieldRow, SelectField, StringListField, TextAreaField, TextField } from '../components/Fields'
import type { FieldSpec, FormValues, InputSpec } from './types'
import type { ResourceFormValues } from './useResourceForm'

interface Props<V extends FormValues> {
  fields: FieldSpec<V>[]
  form: UseFormReturn<ResourceFormValues>
  fieldId: (name: string) => string
  /** Id of the form's message, which describes the fields at fault. */
  errorId: string
}

/** The screen's declared fields, laid out (two per row where asked) and bound to the form. */
export default function ResourceFields<V extends FormValues>({ fields, ...bound }: Props<V>) {
  return (
    <>
      {fields.map((field) =>
        field.kind === 'row' ? (
          <FieldRow key={field.fields.map((inner) => (inner.kind === 'row' ? '' : inner.name)).join(' ')}>
            <ResourceFields fields={field.fields} {...bound} />
          </FieldRow>
        ) : (
          <BoundField key={field.name} field={field} {...bound} />
        ),
      )}
    </>
  )
}

/** One field: its value and its mark come from the form, and a change clears the mark (not the message). */
function BoundField<V extends FormValues>({
  field,
  form,
  fieldId,
  errorId,
}: Omit<Props<V>, 'fields'> & { field: InputSpec<V> }) {
  const { field: control, fieldState } = useController({ name: field.name, control: form.control })
  const onChange = (value: string | string[]) => {
    control.onChange(value)
    if (fieldState.invalid) form.clearErrors(field.name)
  }
  const common = {
    id: fieldId(field.name),
    label: field.label,
    required: field.required,
    hint: field.hint,
    invalid: fieldState.invalid,
    errorId,
  }
  const value = control.value
  const text = typeof value === 'string' ? value : ''
  switch (field.kind) {
    case 'text':
      return (
        <TextField
          {...common}
          type={field.type}
          value={text}
          onChange={onChange}
          suggestions={field.suggestions}
          min={field.min}
          max={field.max}
          placeholder={field.placeholder}
          maxLength={field.maxLength}
        />
      )
    case 'textarea':
      return (
        <TextAreaField {...common} value={text} onChange={onChange} rows={field.rows} maxLength={field.maxLength} />
      )
    case 'select':
      return (
        <SelectField
          {...common}
          value={text}
          onChange={onChange}
          options={field.options}
          emptyLabel={field.emptyLabel}
        />
      )
    case 'list':
      return (
        <StringListField
          {...common}
          values={Array.isArray(value) ? value : []}
          onChange={onChange}
          itemLabel={field.itemLabel}
          addLabel={field.addLabel}
        />
      )
  }
}
