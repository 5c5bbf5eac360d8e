'use client'

import { FieldDescription, FieldError, useField } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { CONTENT_ICON_GROUPS, PICTOGRAM_PICKER_WORDS, contentIconLabel, isContentIcon } from 'shared-types'

import { choiceStyle } from './choiceStyle'
import { PICTOGRAM_DRAWINGS } from './pictogramDrawings'

type Props = TextFieldClientProps & { compact?: boolean }

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(11.5rem, 1fr))', gap: '0.5rem' }

/**
 * The product's one picker of pictograms (docs/product/citizen-space.md#pictograms): the icon of a
 * service, a feature or a procedure, and the pictogram of each document a procedure asks for, picked
 * from the drawings themselves with their French names, in groups (documents first), instead of an
 * English key typed by hand (« bébé » was accepted and showed a book). Radio buttons in a fieldset:
 * one Tab stop, arrow keys move, a screen reader reads each name. `compact` (a list's rows) shows
 * the chosen drawing and folds the set under « Changer ».
 */
export const IconPicker = ({ field, path: pathFromProps, readOnly, compact = false }: Props) => {
  const { value, setValue, showError, errorMessage, path, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const label = typeof field.label === 'string' ? field.label : 'Icône'
  const none = compact ? PICTOGRAM_PICKER_WORDS.noPictogram : PICTOGRAM_PICKER_WORDS.noIcon
  const current = isContentIcon(value) ? value : null
  const Current = current ? PICTOGRAM_DRAWINGS[current] : null

  const choice = (choiceValue: string, choiceLabel: string) => {
    const Drawing = isContentIcon(choiceValue) ? PICTOGRAM_DRAWINGS[choiceValue] : null
    const checked = (value ?? '') === choiceValue
    return (
      <label key={choiceValue || 'none'} style={choiceStyle(checked)}>
        <input
          type="radio"
          name={path}
          value={choiceValue}
          checked={checked}
          disabled={readOnly || disabled}
          onChange={() => setValue(choiceValue || null)}
        />
        {Drawing ? <Drawing size={24} aria-hidden="true" style={{ flexShrink: 0 }} /> : null}
        <span>{choiceLabel}</span>
      </label>
    )
  }

  const choices = (
    <div style={{ display: 'grid', gap: '0.75rem' }}>
      <div style={GRID}>{choice('', none)}</div>
      {CONTENT_ICON_GROUPS.map((group) => (
        <fieldset key={group.label} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <legend style={{ margin: '0 0 0.375rem', padding: 0, fontWeight: 600 }}>{group.label}</legend>
          <div style={GRID}>{group.options.map((option) => choice(option.value, option.label))}</div>
        </fieldset>
      ))}
    </div>
  )

  return (
    <fieldset
      className="field-type icon-picker"
      style={{ border: 0, padding: 0, margin: '0 0 var(--spacing-field, 1.5rem)', minWidth: 0 }}
    >
      <legend className="field-label">{label}</legend>
      <FieldError path={path} showError={showError} message={errorMessage} />
      {compact ? (
        <details>
          <summary style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', cursor: 'pointer' }}>
            {Current ? <Current size={40} aria-hidden="true" style={{ flexShrink: 0 }} /> : null}
            <span>{current ? contentIconLabel(current) : none}</span>
            <span style={{ textDecoration: 'underline' }}>{PICTOGRAM_PICKER_WORDS.change}</span>
          </summary>
          <div style={{ marginTop: '0.75rem' }}>{choices}</div>
        </details>
      ) : (
        choices
      )}
      <FieldDescription path={path} description={field.admin?.description} />
    </fieldset>
  )
}
