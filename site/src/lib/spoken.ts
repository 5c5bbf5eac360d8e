import {
  DEFAULT_SPOKEN_LANGUAGES,
  SPOKEN_FORMATS,
  SPOKEN_MESSAGES,
  type SpokenLanguage,
  type SpokenVersion,
  formatDuration,
  formatFileSize,
  spokenCost,
  spokenLanguageOf,
} from 'shared-types'

import { SPOKEN_AUDIO_PATH } from './spokenAudioPath'

/**
 * The spoken versions a page offers (docs/product/spoken.md#listening), read from its
 * `spokenVersions` relation as the build (depth 1) and the live pages receive it. Browser-safe, like
 * lib/cms/shapes.ts: the live pages draw them too. Written against the fields it reads, each one
 * checked, so content saved before spoken versions existed (no field, ids not populated, a recording
 * without its files) gives no version rather than a broken page.
 */

/** A served file of a recording, as the CMS lists it in `listening`. */
export interface RecordingFile {
  format?: string | null
  filename?: string | null
  mimeType?: string | null
  bytes?: number | null
}

/** A `recordings` document, as far as the site reads it. */
export interface RecordingDocument {
  id?: number | string
  language?: string | null
  summary?: string | null
  durationSeconds?: number | null
  conversion?: string | null
  listening?: readonly RecordingFile[] | null
}

/** The relation as a document carries it: populated recordings, or ids when not populated. */
export type SpokenVersionsField = readonly (RecordingDocument | number | string | null | undefined)[] | null | undefined

/** The commune's languages as its global carries them (`spokenLanguages`), any entry possibly incomplete. */
export type SpokenLanguagesField =
  | readonly { code?: string | null; name?: string | null; frenchName?: string | null }[]
  | null
  | undefined

/** A recording's file at the site's own address (./spokenAudioPath.ts). */

export const spokenAudioSrc = (filename: string): string => `${SPOKEN_AUDIO_PATH}${encodeURIComponent(filename)}`

/** The commune's list, complete entries only; none kept (a global saved before the field) is the default list. */
export function spokenLanguages(field: SpokenLanguagesField): readonly SpokenLanguage[] {
  const languages = (field ?? []).flatMap((entry) => {
    const code = entry?.code?.trim()
    if (!code) return []
    return [{ code, name: entry.name?.trim() || code, frenchName: entry.frenchName?.trim() || code }]
  })
  return languages.length > 0 ? languages : DEFAULT_SPOKEN_LANGUAGES
}

const isPositive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0

/** A recording's sources in the order a browser should try them: SPOKEN_FORMATS' order, Opus first. */
function sourcesOf(files: readonly RecordingFile[] | null | undefined): SpokenVersion['sources'] {
  return SPOKEN_FORMATS.flatMap(({ format, sourceType }) => {
    const file = (files ?? []).find((candidate) => candidate?.format === format && candidate.filename?.trim())
    return file?.filename
      ? [{ src: spokenAudioSrc(file.filename), type: sourceType, bytes: isPositive(file.bytes) ? file.bytes : 0 }]
      : []
  })
}

/** A recording citizens can listen to: converted, with at least one file a browser can play. */
function versionOf(recording: RecordingDocument, language: SpokenLanguage): SpokenVersion | undefined {
  if (recording.conversion !== 'ready') return undefined
  const sources = sourcesOf(recording.listening)
  if (sources.length === 0) return undefined
  const summary = recording.summary?.trim()
  return {
    language: language.code,
    label: SPOKEN_MESSAGES.listenIn(language.frenchName),
    name: language.name,
    durationSeconds: isPositive(recording.durationSeconds) ? recording.durationSeconds : 0,
    bytes: sources[0]!.bytes,
    ...(summary ? { summary } : {}),
    sources,
  }
}

/**
 * The versions to offer: one per language, the first ready recording of each, in the order of the
 * commune's list; a language since removed from the list comes after, under its code.
 */
export function spokenVersionsOf(field: SpokenVersionsField, languagesField?: SpokenLanguagesField): SpokenVersion[] {
  const languages = spokenLanguages(languagesField)
  const byLanguage = new Map<string, SpokenVersion>()
  for (const item of field ?? []) {
    if (typeof item !== 'object' || item === null) continue
    const code = item.language?.trim()
    if (!code || byLanguage.has(code)) continue
    const version = versionOf(item, spokenLanguageOf(code, languages))
    if (version) byLanguage.set(code, version)
  }
  const rank = (code: string) => {
    const index = languages.findIndex((language) => language.code === code)
    return index === -1 ? languages.length : index
  }
  // A stable sort: languages outside the list keep the order staff gave them.
  return [...byLanguage.values()].sort((a, b) => rank(a.language) - rank(b.language))
}

/** « 1 min 20 — 290 Ko »: what pressing costs; a part the CMS did not give (0) is left out rather than shown as zero. */
export function spokenCostOf({ durationSeconds, bytes }: Pick<SpokenVersion, 'durationSeconds' | 'bytes'>): string {
  if (durationSeconds > 0 && bytes > 0) return spokenCost(durationSeconds, bytes)
  if (durationSeconds > 0) return formatDuration(durationSeconds)
  return bytes > 0 ? formatFileSize(bytes) : ''
}
