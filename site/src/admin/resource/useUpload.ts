import { useRef, useState } from 'react'

/** The file to send, and what the chosen one weighed once a lighter copy of it stands in for it. */
export interface Upload {
  file: File
  chosenSize?: number
}

/** A chosen picture as the screens send it (shrinkImage.worker.ts); the file itself when no worker runs. */
const shrunkForSending = (file: File): Promise<File> =>
  new Promise<File>((resolve) => {
    const worker = new Worker(new URL('../shrinkImage.worker.ts', import.meta.url))
    // A message brings the file to send (the worker then closes); an error event, no data: the chosen one.
    worker.onmessage = worker.onerror = (event: Event) =>
      resolve((event as MessageEvent<File | undefined>).data ?? file)
    worker.postMessage(file)
  }).catch(() => file)

/**
 * The form's file: shown as soon as it is taken, a picture shrunk meanwhile, its lighter copy standing
 * in for it once made. `toSend` is what a save sends: it waits for the shrinking.
 */
export function useUpload() {
  const [upload, setUpload] = useState<Upload | null>(null)
  const pending = useRef<Promise<File | null>>(Promise.resolve(null))

  function take(file: File | null) {
    setUpload(file && { file })
    const next: Promise<File | null> = file
      ? shrunkForSending(file).then((shrunk) => {
          // Unless another file was taken meanwhile.
          if (pending.current === next && shrunk !== file) setUpload({ file: shrunk, chosenSize: file.size })
          return shrunk
        })
      : Promise.resolve(null)
    pending.current = next
  }

  return { upload, take, toSend: () => pending.current }
}
