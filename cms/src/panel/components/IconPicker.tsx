'use client'

import { FieldDescription, FieldError, useField } from '@payloadcms/ui'
import {
  Ambulance,
  Baby,
  Backpack,
  Book,
  Building,
  Calendar,
  CircleCheck,
  Clock,
  Droplet,
  Droplets,
  FileText,
  FlaskConical,
  HandHeart,
  Hospital,
  House,
  IdCard,
  Languages,
  Route,
  School,
  Signpost,
  Stamp,
  Stethoscope,
  Syringe,
  Trash,
  Truck,
  Users,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react'
import type { TextFieldClientComponent } from 'payload'
import { CONTENT_ICON_OPTIONS, type ContentIcon } from 'shared-types'

/** The drawings the site shows for each icon (site/src/components/ContentIcon.astro draws the same). */
const DRAWINGS: Record<ContentIcon, LucideIcon> = {
  ambulance: Ambulance,
  baby: Baby,
  backpack: Backpack,
  book: Book,
  building: Building,
  calendar: Calendar,
  certificate: FileText,
  clock: Clock,
  droplet: Droplet,
  faucet: Droplet,
  flask: FlaskConical,
  'hand-heart': HandHeart,
  home: House,
  hospital: Hospital,
  'id-card': IdCard,
  language: Languages,
  rings: CircleCheck,
  road: Route,
  school: School,
  sign: Signpost,
  stamp: Stamp,
  stethoscope: Stethoscope,
  syringe: Syringe,
  trash: Trash,
  truck: Truck,
  users: Users,
  utensils: UtensilsCrossed,
  water: Droplets,
}

const NO_ICON = 'Aucune icône'

/**
 * The icon of a service, a feature or a procedure, picked from the drawings themselves with their
 * French names, instead of an English key typed by hand (« bébé » was accepted and showed a book).
 * Radio buttons in a fieldset: one Tab stop, arrow keys move, a screen reader reads each name.
 */
export const IconPicker: TextFieldClientComponent = ({ field, path: pathFromProps, readOnly }) => {
  const { value, setValue, showError, errorMessage, path, disabled } = useField<string>({
    potentiallyStalePath: pathFromProps,
  })
  const label = typeof field.label === 'string' ? field.label : 'Icône'
  const choices = [{ value: '', label: NO_ICON }, ...CONTENT_ICON_OPTIONS]
  return (
    <fieldset
      className="field-type icon-picker"
      style={{ border: 0, padding: 0, margin: '0 0 var(--spacing-field, 1.5rem)' }}
    >
      <legend className="field-label">{label}</legend>
      <FieldError path={path} showError={showError} message={errorMessage} />
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: '0.5rem' }}>
        {choices.map((choice) => {
          const Drawing = choice.value ? DRAWINGS[choice.value as ContentIcon] : null
          const checked = (value ?? '') === choice.value
          return (
            <label
              key={choice.value || 'none'}
              style={{
                display: 'flex',
                alignItems: 'center',
                gap: '0.5rem',
                padding: '0.5rem',
                borderRadius: 'var(--style-radius-s)',
                border: `1px solid ${checked ? 'var(--theme-success-500)' : 'var(--theme-elevation-150)'}`,
                background: checked ? 'var(--theme-success-50)' : 'transparent',
                cursor: 'pointer',
              }}
            >
              <input
                type="radio"
                name={path}
                value={choice.value}
                checked={checked}
                disabled={readOnly || disabled}
                onChange={() => setValue(choice.value || null)}
              />
              {Drawing ? <Drawing size={22} aria-hidden="true" /> : null}
              <span>{choice.label}</span>
            </label>
          )
        })}
      </div>
      <FieldDescription path={path} description={field.admin?.description} />
    </fieldset>
  )
}
