export type ProcessingTimeTone = 'green' | 'yellow' | 'red'

/** 'jour' for exactly one day, else 'jours' (spec §4, §9). */
export function dayLabel(n: number): 'jour' | 'jours' {
  return n === 1 ? 'jour' : 'jours'
}

/** '1 jour', '3 jours'. */
export function processingTimeLabel(n: number): string {
  return `${n} ${dayLabel(n)}`
}

/** Badge colour thresholds: 1 day or less, up to 7 days, above 7. */
export function processingTimeTone(days: number): ProcessingTimeTone {
  if (days <= 1) return 'green'
  if (days <= 7) return 'yellow'
  return 'red'
}

function cleanEntries(values: readonly unknown[]): string[] {
  return values
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/**
 * Required documents are stored as a JSON-encoded list, with plain text (one per line)
 * as a legacy fallback (spec §3).
 */
export function parseRequiredDocs(value: unknown): string[] {
  if (Array.isArray(value)) return cleanEntries(value)
  if (typeof value !== 'string') return []
  const text = value.trim()
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text)
      if (Array.isArray(parsed)) return cleanEntries(parsed)
    } catch {
      // Not JSON after all: read it as plain text.
    }
  }
  return cleanEntries(text.split(/\r?\n/))
}
