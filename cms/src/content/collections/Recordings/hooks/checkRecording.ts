import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { fileTypeFromBuffer } from 'file-type'
import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook } from 'payload'
import { RECORDING_LIMITS, RECORDING_MIME_TYPES, SPOKEN_MESSAGES } from 'shared-types'

import { CONVERSION_RESULT } from '../../../audio/conversion'
import { probeRecording } from '../../../audio/ffmpeg'

/** The length the check measured, handed from the operation's hook to the document's. */
const MEASURED_SECONDS = 'recordingSeconds'

const refuse = (message: string, status = 415) => new APIError(message, status, undefined, true)

/** Decodes the upload in a private folder of its own: ffmpeg reads files, and the name is never trusted. */
async function measured(data: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'recording-'))
  try {
    const file = path.join(dir, 'upload')
    await writeFile(file, data)
    const probe = await probeRecording(file)
    if (probe.kind === 'silent') throw refuse(SPOKEN_MESSAGES.noSound)
    if (probe.kind === 'unreadable') throw refuse(SPOKEN_MESSAGES.unreadable)
    return probe.seconds
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * Trusts the bytes, never the name or the declared type (docs/product/spoken.md#recording): a
 * recording is accepted when its magic number is one of the audio containers phones make, it is
 * within 20 Mo, and ffmpeg decodes an audio stream of at most 10 minutes from it. A text, an image
 * or a script named `.mp3` is refused in French (415), a long or heavy one too (413).
 */
export const checkRecording: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const file = req.file
  if (!file?.data) return args
  const size = file.size ?? file.data.length
  if (size > RECORDING_LIMITS.maxBytes) throw refuse(SPOKEN_MESSAGES.tooLarge(RECORDING_LIMITS.maxBytes), 413)
  const detected = await fileTypeFromBuffer(file.data)
  if (!detected || !(RECORDING_MIME_TYPES as readonly string[]).includes(detected.mime)) {
    throw refuse(SPOKEN_MESSAGES.unsupportedFile)
  }
  const seconds = await measured(file.data)
  if (seconds > RECORDING_LIMITS.maxSeconds + 0.5)
    throw refuse(SPOKEN_MESSAGES.tooLong(RECORDING_LIMITS.maxSeconds / 60), 413)
  // Payload's own check of `mimeTypes` reads this: a container's sniffed type, with its parameters dropped.
  file.mimetype = detected.mime.split(';')[0] ?? detected.mime
  req.context[MEASURED_SECONDS] = Math.round(seconds * 10) / 10
  return args
}

const CONVERSION_FIELDS = ['conversion', 'conversionError', 'durationSeconds', 'listening'] as const

/**
 * What the conversion found is the job's to write, never a caller's: those fields keep their stored
 * values. A new or replaced file waits for its conversion (the site shows the recording again once
 * it is done).
 */
export const markForConversion: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (req.context[CONVERSION_RESULT] === true) return data
  const kept = { ...data }
  for (const field of CONVERSION_FIELDS) {
    if (originalDoc && field in originalDoc) kept[field] = originalDoc[field]
    else delete kept[field]
  }
  const seconds = req.context[MEASURED_SECONDS]
  if (!req.file || typeof seconds !== 'number') return kept
  return { ...kept, durationSeconds: seconds, conversion: 'pending', conversionError: null }
}
