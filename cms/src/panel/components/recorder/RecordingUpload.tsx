'use client'

import { Upload, useDocumentInfo, useField, useUploadControls } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { VoiceRecorder } from './VoiceRecorder'

type HandTake = (take: File) => void

/**
 * Rendered by Payload's upload among its own controls (`UploadControls`: « Sélectionnez un fichier »,
 * « Coller l'URL »), that is only while a file may be chosen, and inside the upload's own context:
 * it hands over the way to give the upload a file, as if chosen on disk.
 */
function TakeReceiver({ onShown, onHidden }: { onShown: (hand: HandTake) => void; onHidden: () => void }) {
  const { setUploadControlFile } = useUploadControls()
  useEffect(() => {
    onShown((take) => setUploadControlFile(take))
    return onHidden
  }, [onShown, onHidden, setUploadControlFile])
  return null
}

/**
 * The file of a recording (docs/product/spoken.md#recording): Payload's own upload (choose, drop or
 * paste a file, rename or remove it), and under it the microphone recorder, whose kept take
 * becomes the upload's file, sent by the usual save. The collection's `admin.components.edit.Upload`,
 * so it is the same on the recordings page, in a drawer opened from a page's « Versions parlées »
 * and in Payload's bulk upload.
 */
export function RecordingUpload() {
  const { collectionSlug, docConfig, initialState } = useDocumentInfo()
  const { value: chosen, setValue } = useField<File | null>({ path: 'file' })
  // The upload's setter lives as long as the upload, even while its controls are hidden (a file chosen).
  const handTake = useRef<HandTake | null>(null)
  const [canChoose, setCanChoose] = useState(false)
  const onShown = useCallback((hand: HandTake) => {
    handTake.current = hand
    setCanChoose(true)
  }, [])
  const onHidden = useCallback(() => setCanChoose(false), [])

  const uploadConfig = docConfig && 'upload' in docConfig ? docConfig.upload : undefined
  if (!collectionSlug || !uploadConfig) return null

  return (
    <>
      <Upload
        collectionSlug={collectionSlug}
        initialState={initialState}
        uploadConfig={uploadConfig}
        UploadControls={<TakeReceiver onHidden={onHidden} onShown={onShown} />}
      />
      <VoiceRecorder
        canStart={canChoose}
        chosen={chosen}
        onKeep={(take) => handTake.current?.(take)}
        onWithdraw={() => setValue(null)}
      />
    </>
  )
}
