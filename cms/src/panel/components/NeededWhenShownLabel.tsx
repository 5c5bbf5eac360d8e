'use client'

import { FieldLabel, useFormFields } from '@payloadcms/ui'
import type { DateFieldLabelClientComponent } from 'payload'

/**
 * The label of a field the alert banner needs once it is switched on (its start and end): marked
 * required, like any required field, as soon as « Afficher le bandeau » is ticked.
 */
export const NeededWhenShownLabel: DateFieldLabelClientComponent = ({ field, path }) => {
  const shown = useFormFields(([fields]) => Boolean(fields.active?.value))
  return <FieldLabel label={field?.label} path={path} required={shown} />
}
