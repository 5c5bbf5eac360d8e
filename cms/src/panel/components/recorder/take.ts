import { RECORDING_LIMITS, SPOKEN_MESSAGES } from 'shared-types'

/**
 * What the panel's recorder decides without a microphone (docs/product/spoken.md#recording): the
 * container it asks the browser for, the name and type of the file a take becomes, how long it may
 * last, how its length reads, and what a refusal of the microphone means for the clerk.
 */

/**
 * Best first: Opus in WebM (Chromium, Firefox), then MP4/AAC (Safari, which has no WebM recorder),
 * then Opus in Ogg (older Firefox). The CMS accepts each of them by their bytes.
 */
export const RECORDER_TYPES = ['audio/webm;codecs=opus', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/webm'] as const

/** The first type this browser records, or none: the browser then uses its own default. */
export const recorderType = (isTypeSupported: (type: string) => boolean): string | undefined =>
  RECORDER_TYPES.find((type) => isTypeSupported(type))

/** Speech, not music: a ten-minute take stays near 5 MB on a village's connection (the CMS re-encodes it anyway). */
export const RECORDER_BITS_PER_SECOND = 64_000

/** A take stops by itself where the CMS would refuse it. */
export const MAX_TAKE_SECONDS = RECORDING_LIMITS.maxSeconds

const EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/mp4': 'm4a',
  'video/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
}

/** « audio/webm;codecs=opus » → « audio/webm »: the file's type, as a file input would give it. */
export const containerOf = (mimeType: string): string => (mimeType.split(';')[0] ?? '').trim().toLowerCase()

const twoDigits = (value: number) => String(value).padStart(2, '0')

/** « voix-2026-11-27-1432.webm »: the day and time of the take, on this computer's clock. */
export function takeFileName(recordedAt: Date, mimeType: string): string {
  const day = `${recordedAt.getFullYear()}-${twoDigits(recordedAt.getMonth() + 1)}-${twoDigits(recordedAt.getDate())}`
  const time = `${twoDigits(recordedAt.getHours())}${twoDigits(recordedAt.getMinutes())}`
  return `voix-${day}-${time}.${EXTENSIONS[containerOf(mimeType)] ?? 'webm'}`
}

/** The take as the upload form holds a file chosen on disk. */
export function takeFile(chunks: Blob[], mimeType: string, recordedAt: Date): File {
  const type = containerOf(mimeType) || 'audio/webm'
  return new File(chunks, takeFileName(recordedAt, type), { type, lastModified: recordedAt.getTime() })
}

/** « 0:07 », « 2:45 », « 10:00 »: a take's length as a timer shows it. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds))
  return `${Math.floor(whole / 60)}:${twoDigits(whole % 60)}`
}

/** Whether this page may ask for the microphone at all. */
export type MicrophoneAccess = 'available' | 'insecure' | 'unsupported'

/**
 * `navigator.mediaDevices` exists only in a secure context (https://, localhost, 127.0.0.1): at a
 * plain http:// address of the office's network the panel says so, and files can still be sent.
 */
export function microphoneAccess(scope: {
  isSecureContext?: boolean
  navigator?: { mediaDevices?: { getUserMedia?: unknown } }
  MediaRecorder?: unknown
}): MicrophoneAccess {
  if (scope.isSecureContext === false || typeof scope.navigator?.mediaDevices?.getUserMedia !== 'function')
    return 'insecure'
  return typeof scope.MediaRecorder === 'function' ? 'available' : 'unsupported'
}

/** What the clerk reads when the browser refuses the microphone, by the error's name (Media Capture). */
export function microphoneProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return SPOKEN_MESSAGES.microphoneRefused
  return SPOKEN_MESSAGES.noMicrophone
}
