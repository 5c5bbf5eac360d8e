'use client'

import { FieldDescription, FieldError, useConfig, useField } from '@payloadcms/ui'
import type { TextFieldClientComponent } from 'payload'
import { useEffect, useState } from 'react'
import { DEFAULT_SPOKEN_LANGUAGES, type SpokenLanguage } from 'shared-types'

import { panelApiUrl } from '../panelApi'
import { choiceStyle } from './choiceStyle'

/**
 * A recording's language, picked among the commune's (« La commune » › « Langues parlées »), each
 * shown in French and in itself, instead of a code typed by hand. Radio buttons in a fieldset: one
 * Tab stop, arrow keys move, a screen reader reads each name (in its own language for the second).
 */
export const LanguagePicker: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, setValue, showError, errorMessage, path, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const [languages, setLanguages] = useState<readonly SpokenLanguage[]>(DEFAULT_SPOKEN_LANGUAGES)
  useEffect(() => {
    const controller = new AbortController()
    fetch(panelApiUrl(api, '/globals/commune?depth=0'), { credentials: 'include', signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((commune: { spokenLanguages?: SpokenLanguage[] } | null) => {
        if (commune?.spokenLanguages?.length) setLanguages(commune.spokenLanguages)
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [api])
  const label = typeof field.label === 'string' ? field.label : 'Langue'
  return (
    <fieldset
      className="field-type language-picker"
      style={{ border: 0, padding: 0, margin: '0 0 var(--spacing-field, 1.5rem)' }}
    >
      <legend className="field-label">
        {label} <span className="required">*</span>
      </legend>
      <FieldError path={path} showError={showError} message={errorMessage} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {languages.map((language) => {
          const checked = value === language.code
          return (
            <label key={language.code} style={choiceStyle(checked, '0.5rem 0.75rem')}>
              <input
                type="radio"
                name={path}
                value={language.code}
                checked={checked}
                disabled={readOnly || disabled}
                onChange={() => setValue(language.code)}
              />
              <span>
                {language.frenchName} (<span lang={language.code}>{language.name}</span>)
              </span>
            </label>
          )
        })}
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </fieldset>
  )
}
