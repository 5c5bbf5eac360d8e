import { useEffect, useMemo } from 'react'
import { formatFileSize } from 'shared-types'

import { Upload, X } from '../../lib/ui/icons'
import type { AdminMedia } from '../media'

interface Props {
  id: string
  label: string
  /** The size hint, e.g. 'PNG, JPG, GIF, WEBP jusqu'à 20 Mo'. */
  hint: string
  accept: string
  file: File | null
  /** What the chosen file weighed, when `file` is a lighter copy of it. */
  chosenSize?: number
  onChange: (file: File | null) => void
  /** What the document has now (edit): kept when no new file is chosen. */
  current?: AdminMedia | null
  required?: boolean
  invalid?: boolean
  errorId?: string
}

/**
 * A file input with a preview of the chosen file (image or video), the size hint, the weight it is
 * sent at, and on edit the current file, which stays unless another one is chosen.
 */
export default function FileField({
  id,
  label,
  hint,
  accept,
  file,
  chosenSize,
  onChange,
  current,
  required,
  invalid,
  errorId,
}: Props) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const isVideo = file ? file.type.startsWith('video/') : current?.isVideo
  const keepNote = current
    ? `Laissez vide pour conserver ${current.isVideo ? 'la vidéo actuelle' : "l'image actuelle"}.`
    : ''
  const describedBy = [`${id}-aide`, invalid && errorId ? errorId : ''].filter(Boolean).join(' ')

  return (
    <div>
      <label id={`${id}-libelle`} htmlFor={id} className="field-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {/* The native button speaks the browser's language: a French one stands in for it, the input stays focusable. */}
      <div
        className={`rounded-lg border-2 border-dashed p-4 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-primary-600 ${invalid ? 'border-red-700' : 'border-gray-400'}`}
      >
        <input
          id={id}
          name={id}
          type="file"
          accept={accept}
          required={required}
          aria-labelledby={`${id}-libelle`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          // The screen holds the file: the input forgets it, so that choosing the same file again
          // (after a refusal or a removal) is seen.
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null)
            event.target.value = ''
          }}
          className="sr-only"
        />
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={id} className="btn-secondary cursor-pointer px-3 py-2">
            <Upload size={18} aria-hidden="true" />
            {file || current ? 'Choisir un autre fichier' : 'Choisir un fichier'}
          </label>
          {!file && (
            <span aria-hidden="true" className="text-sm text-gray-800">
              Aucun fichier choisi
            </span>
          )}
        </div>
        <p id={`${id}-aide`} className="mt-2 text-sm text-gray-700">
          {hint}
          {keepNote && <span className="block">{keepNote}</span>}
        </p>

        {(preview || current) && (
          <figure className="mt-3 flex items-start gap-3">
            {isVideo ? (
              <video
                src={preview ?? current?.url}
                controls
                muted
                preload="metadata"
                className="h-28 w-44 rounded-md bg-gray-900 object-contain"
                aria-label={preview ? 'Aperçu de la vidéo choisie' : 'Vidéo actuelle'}
              />
            ) : (
              <img
                src={preview ?? current?.thumbnail}
                alt={preview ? "Aperçu de l'image choisie" : `Image actuelle : ${current?.alt ?? ''}`}
                width={current && !preview ? current.width : 160}
                height={current && !preview ? current.height : 120}
                className="h-28 w-44 rounded-md bg-gray-100 object-cover"
              />
            )}
            <figcaption className="min-w-0 flex-1 text-sm text-gray-800">
              {file ? (
                <>
                  <span className="block font-medium">Nouveau fichier</span>
                  <span className="block break-all">{file.name}</span>
                  <span role="status" className="block text-gray-700">
                    {formatFileSize(file.size)}
                    {chosenSize && ` (réduite, au lieu de ${formatFileSize(chosenSize)})`}
                  </span>
                  <button
                    type="button"
                    onClick={() => onChange(null)}
                    className="mt-2 inline-flex items-center gap-1 rounded-md px-2 py-1 font-semibold text-red-800 hover:bg-red-50"
                  >
                    <X size={16} aria-hidden="true" />
                    {current ? 'Annuler le remplacement' : 'Retirer ce fichier'}
                  </button>
                </>
              ) : (
                <span className="block font-medium">{current?.isVideo ? 'Vidéo actuelle' : 'Image actuelle'}</span>
              )}
            </figcaption>
          </figure>
        )}
      </div>
    </div>
  )
}
