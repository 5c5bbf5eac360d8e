import type { EditorialState, FormRules, SelectOption } from 'shared-types'

import type { WriteFields } from '../api/collectionApi'
import type { Resource } from '../api/resources'
import type { Column } from '../components/AdminTable'
import type { AdminMedia } from '../media'

/** A form's values: text fields as strings, list fields as lists of strings. */
export type FormValues = Record<string, string | string[]>

/** The form's name for the chosen file, as the shared rules read it (GALLERY_CREATE_FORM). */
export const FILE_FIELD = 'file'

interface FieldBase<V extends FormValues> {
  name: keyof V & string
  label: string
  required?: boolean
  hint?: string
}

/** One form field, declared: the screen lists them, the form lays them out. */
export type FieldSpec<V extends FormValues> =
  | (FieldBase<V> & {
      kind: 'text'
      type?: 'text' | 'date' | 'number' | 'url'
      suggestions?: readonly string[]
      min?: number
      max?: number
      placeholder?: string
      maxLength?: number
    })
  | (FieldBase<V> & { kind: 'textarea'; rows?: number; maxLength?: number })
  | (FieldBase<V> & { kind: 'select'; options: readonly SelectOption[]; emptyLabel?: string })
  | (FieldBase<V> & { kind: 'list'; itemLabel: string; addLabel: string })
  | { kind: 'row'; fields: FieldSpec<V>[] }

export type InputSpec<V extends FormValues> = Exclude<FieldSpec<V>, { kind: 'row' }>

/** The fields one by one, in the order the form shows them. */
export const flattenFields = <V extends FormValues>(fields: FieldSpec<V>[]): InputSpec<V>[] =>
  fields.flatMap((field) => (field.kind === 'row' ? flattenFields(field.fields) : [field]))

export interface FileSpec<Doc> {
  label: string
  /** The size hint, e.g. 'PNG, JPG, GIF, WEBP jusqu'à 20 Mo'. */
  hint: string
  accept: string
  /** The CMS's limit: a larger file is refused as soon as it is chosen, so nothing is sent for nothing. */
  maxBytes: (file: File) => number
  current: (doc: Doc) => AdminMedia | null
  /** The gallery: a new item needs its media file. */
  requiredOnCreate?: boolean
}

export type Mode = 'create' | 'edit'

export interface ResourceScreenConfig<Doc extends { id: number | string }, V extends FormValues> {
  resource: Resource<Doc>
  /** The page's h1, e.g. 'Actualités'. */
  heading: string
  intro: string
  addLabel: string
  createTitle: string
  editTitle: string
  caption: string
  loadingLabel: string
  columns: Column<Doc>[]
  rowLabel: (doc: Doc) => string
  fields: FieldSpec<V>[]
  file?: FileSpec<Doc>
  emptyValues: V
  toValues: (doc: Doc) => V
  toFields: (values: V, mode: Mode) => WriteFields
  /**
   * The collection's shared rules (shared-types/src/validation.ts), which the CMS applies too; by mode
   * where a rule holds on create only (the gallery's file, read as FILE_FIELD).
   */
  rules:
    | FormRules<(keyof V & string) | typeof FILE_FIELD>
    | ((mode: Mode) => FormRules<(keyof V & string) | typeof FILE_FIELD>)
}

/** `state`: where the edited document stood when the form opened (its newer draft is what the form holds). */
export type Editing<Doc> = { mode: 'create' } | { mode: 'edit'; doc: Doc; state: EditorialState }

/**
 * What a form's button does: `publish` saves and publishes (administrateurs and éditeurs: citizens
 * get it); `draft` saves a draft (`?draft=true`); `review` saves a draft submitted for review
 * (`reviewRequested`), a rédacteur's way to hand it to an éditeur.
 */
export type SaveAction = 'publish' | 'draft' | 'review'
