import type { CollectionConfig, Option } from 'payload'
import { PDF_MIME_TYPES, UNSUPPORTED_PDF_MESSAGE, type FormRules } from 'shared-types'

import { fieldRule } from '../fields/fieldRule'
import { searchKeywords } from '../fields/searchKeywords'
import { checkUploadedFile } from '../hooks/checkUploadedFile'
import { uploadResponseHeaders } from '../hooks/uploadResponseHeaders'
import { uploadDir } from '../../lib/paths'

type PdfCollectionOptions<K extends string> = {
  slug: string
  labels: { singular: string; plural: string }
  group: string
  description: string
  /** The collection's form in shared-types: its title, its date and its select are required. */
  form: FormRules<'title' | 'date' | K>
  /** The select that sorts the files: a document's category, a decision's type. */
  kind: { name: K; label: string; options: Option[] }
  /** The optional text shown under the title on the site. */
  text: { name: string; label: string }
  /** Name of the generated TypeScript interface, when the singular of the slug would clash with another type. */
  interfaceName?: string
}

/**
 * The shape of an upload collection of PDF files that citizens download: the document itself is
 * the uploaded file (as in the gallery), so its `url` is the download address. Documents and
 * decisions differ only in their labels, their select and their text field; each collection's
 * file adds what acts on it (access, endpoints, hooks, with `checkPdfUpload` among them).
 */
export function pdfCollection<K extends string>(options: PdfCollectionOptions<K>): CollectionConfig {
  const { form } = options
  return {
    slug: options.slug,
    labels: options.labels,
    ...(options.interfaceName ? { typescript: { interface: options.interfaceName } } : {}),
    admin: {
      group: options.group,
      useAsTitle: 'title',
      defaultColumns: ['title', options.kind.name, 'date', 'filename'],
      description: options.description,
    },
    defaultSort: '-date',
    // The citizen space's lists, newest first, read from an index in order (ties: Payload's `-createdAt`).
    indexes: [{ fields: ['date', 'createdAt'] }],
    upload: {
      staticDir: uploadDir(options.slug),
      modifyResponseHeaders: uploadResponseHeaders({ download: true }),
      mimeTypes: [...PDF_MIME_TYPES],
      // A PDF has no focal point or crop: keep those image-only fields out of the schema.
      crop: false,
      focalPoint: false,
    },
    fields: [
      { name: 'title', type: 'text', label: 'Titre', required: true, validate: fieldRule(form, 'title') },
      {
        name: 'date',
        type: 'date',
        label: 'Date',
        required: true,
        validate: fieldRule(form, 'date'),
        defaultValue: () => new Date().toISOString(),
        admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
      },
      {
        name: options.kind.name,
        type: 'select',
        label: options.kind.label,
        required: true,
        options: options.kind.options,
        validate: fieldRule(form, options.kind.name),
      },
      { name: options.text.name, type: 'textarea', label: options.text.label, maxLength: 2000 },
      searchKeywords,
    ],
  }
}

/** A PDF upload is checked by its bytes (content sniffing) and its size. */
export const checkPdfUpload = (maxBytes: number) =>
  checkUploadedFile({ allowed: PDF_MIME_TYPES, maxBytes: () => maxBytes, unsupportedMessage: UNSUPPORTED_PDF_MESSAGE })
