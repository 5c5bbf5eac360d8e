'use client'

import { Upload, toast, useDocumentInfo, useField, useForm } from '@payloadcms/ui'
import { useRef, useState } from 'react'
import { formatFileSize, mediaLimitOf, uploadTooLargeMessage } from 'shared-types'
import { shrinkImage } from 'shared-types/shrinkImage'

/**
 * Payload's own file field for the media library and the gallery (docs/product/staff-screens.md), with what the site's
 * /admin screens do when a file is chosen: a file over its limit is refused at once, in French, and
 * a photo is shrunk in the browser (shrinkImage) before the clerk saves, so that a slow connection
 * sends 1 to 2 MB instead of a phone's 4 to 12. Saving waits while the photo is shrunk; whatever
 * the browser cannot shrink is sent as chosen, and the CMS resizes it.
 */
export function PhotoUpload() {
  const { collectionSlug, docConfig, initialState } = useDocumentInfo()
  const { setValue, value } = useField<File | null>({ path: 'file' })
  const { setBackgroundProcessing } = useForm()
  const [note, setNote] = useState<string | null>(null)
  const chosen = useRef(value)
  chosen.current = value
  /** The last shrunk photo: Payload hands it back, as a new file, each time the clerk edits its name. */
  const shrunkLast = useRef<File | null>(null)

  const uploadConfig = docConfig && 'upload' in docConfig ? docConfig.upload : undefined
  if (!collectionSlug || !uploadConfig) return null

  async function choose(file?: File) {
    if (!(file instanceof File)) return
    const last = shrunkLast.current
    if (last && file.size === last.size && file.lastModified === last.lastModified && file.type === last.type) return
    setNote(null)
    const limit = mediaLimitOf(file.type)
    if (file.size > limit) {
      setValue(null)
      toast.error(uploadTooLargeMessage(limit))
      return
    }
    setBackgroundProcessing(true)
    try {
      const shrunk = await shrinkImage(file)
      // Another file chosen, or the file removed, meanwhile: that choice stands.
      if (shrunk === file || chosen.current !== file) return
      shrunkLast.current = shrunk
      setValue(shrunk)
      setNote(`Photo réduite pour l'envoi : ${formatFileSize(shrunk.size)} au lieu de ${formatFileSize(file.size)}.`)
    } finally {
      setBackgroundProcessing(false)
    }
  }

  return (
    <>
      <Upload
        collectionSlug={collectionSlug}
        initialState={initialState}
        onChange={(file) => void choose(file)}
        uploadConfig={uploadConfig}
      />
      <p role="status" style={{ margin: note ? '0.5rem 0 0' : 0, color: 'var(--theme-elevation-800)' }}>
        {chosen.current ? note : null}
      </p>
    </>
  )
}
