import { formatFileSize } from './format'
import { MB } from './uploads'

/**
 * Spoken versions of the pages citizens need most (docs/product/spoken.md): staff record or upload
 * one recording per language; the CMS converts it to small files every phone plays; the site offers
 * « Écouter en wolof » beside the French text, which is the transcript.
 */

/** A language the commune records in: its BCP 47 code, its name in itself, and its French name. */
export interface SpokenLanguage {
  code: string
  /** As its speakers write it (« Wolof », « Pulaar », « Seereer »): shown with `lang` set to `code`. */
  name: string
  /** As French says it after « en » (« wolof », « sérère »): the button's words. */
  frenchName: string
}

/** The list « La commune » starts with, Wolof first; staff add or remove languages there. */
export const DEFAULT_SPOKEN_LANGUAGES: readonly SpokenLanguage[] = [
  { code: 'wo', name: 'Wolof', frenchName: 'wolof' },
  { code: 'ff', name: 'Pulaar', frenchName: 'pulaar' },
  { code: 'srr', name: 'Seereer', frenchName: 'sérère' },
  { code: 'dyo', name: 'Joola', frenchName: 'diola' },
  { code: 'mnk', name: 'Mandinka', frenchName: 'mandingue' },
]

/** A BCP 47 tag as staff type it: a primary subtag of 2–3 letters, optional subtags. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/

/** What a recording may be as uploaded or recorded: checked by its bytes and by the converter. */
export const RECORDING_LIMITS = {
  maxBytes: 20 * MB,
  maxSeconds: 10 * 60,
} as const

/**
 * Container types accepted, as `file-type` names them from the bytes: a WhatsApp voice note
 * (OGG/Opus), what Chromium records (WebM/Opus), what Safari records (MP4/M4A), MP3 and WAV.
 */
export const RECORDING_MIME_TYPES = [
  'audio/ogg',
  'audio/ogg; codecs=opus',
  'audio/opus',
  'audio/webm',
  'video/webm',
  'audio/mp4',
  'audio/x-m4a',
  'video/mp4',
  'audio/mpeg',
  'audio/wav',
  'audio/vnd.wave',
  'audio/x-wav',
] as const

/** What the panel's file input proposes (the check itself is by content). */
export const RECORDING_ACCEPT = 'audio/*,.ogg,.opus,.oga,.webm,.m4a,.mp4,.mp3,.wav'

/**
 * The files citizens get, smallest first: Opus in Ogg for the phones that play it (nearly all),
 * MP3 for the others. Mono, speech bitrates: at most SPOKEN_MAX_BYTES_PER_MINUTE as served.
 */
export const SPOKEN_FORMATS = [
  { format: 'opus', extension: 'ogg', mimeType: 'audio/ogg', sourceType: 'audio/ogg; codecs=opus', kbps: 24 },
  { format: 'mp3', extension: 'mp3', mimeType: 'audio/mpeg', sourceType: 'audio/mpeg', kbps: 32 },
] as const
export type SpokenFormat = (typeof SPOKEN_FORMATS)[number]['format']

/** The budget: one minute of speech weighs at most this, in each served format. */
export const SPOKEN_MAX_BYTES_PER_MINUTE = 250 * 1000

/** The conversion of a recording: waiting (or running), done, or failed with a reason for staff. */
export const RECORDING_CONVERSION_STATES = ['pending', 'ready', 'failed'] as const
export type RecordingConversionState = (typeof RECORDING_CONVERSION_STATES)[number]

/** One spoken version as a page draws it: the site reads it from a populated recording. */
export interface SpokenVersion {
  language: string
  /** « Écouter en wolof » */
  label: string
  /** The language's name in itself, with `lang` set. */
  name: string
  durationSeconds: number
  /** Bytes of the first source (the one most phones fetch). */
  bytes: number
  summary?: string
  sources: { src: string; type: string; bytes: number }[]
}

/** « 1 min 20 », « 45 s », « 3 min »: a length as the button says it. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const minutes = Math.floor(whole / 60)
  const rest = whole % 60
  if (minutes === 0) return `${rest}\u00a0s`
  return rest === 0 ? `${minutes}\u00a0min` : `${minutes}\u00a0min\u00a0${String(rest).padStart(2, '0')}`
}

/** « 1 min 20 — 290 Ko »: what pressing the button costs, in time and data. */
export const spokenCost = (seconds: number, bytes: number): string =>
  `${formatDuration(seconds)} — ${formatFileSize(bytes)}`

/** The language of a code in the commune's list, or a neutral stand-in for a code since removed. */
export const spokenLanguageOf = (
  code: string,
  languages: readonly SpokenLanguage[] = DEFAULT_SPOKEN_LANGUAGES,
): SpokenLanguage => languages.find((language) => language.code === code) ?? { code, name: code, frenchName: code }
