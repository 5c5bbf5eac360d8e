export type ProcessingTimeTone = 'green' | 'yellow' | 'red'

/** 'jour' for exactly one day, else 'jours' (docs/product/citizen-space.md#delay-badge). */
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
 * as a legacy fallback (docs/product/citizen-space.md#the-procedure).
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

/**
 * « Les démarches les plus demandées » of the citizen space: the procedures staff gave a place, in
 * that order (ties: the list's own order). While none has one, the first `limit` of the list, as before.
 */
export function featuredProcedures<T extends { citizenSpaceRank?: number | null }>(
  procedures: readonly T[],
  limit: number,
): T[] {
  const ranked = procedures.filter((procedure) => typeof procedure.citizenSpaceRank === 'number')
  if (ranked.length === 0) return procedures.slice(0, limit)
  return ranked
    .map((procedure, index) => ({ procedure, index }))
    .sort((a, b) => a.procedure.citizenSpaceRank! - b.procedure.citizenSpaceRank! || a.index - b.index)
    .slice(0, limit)
    .map(({ procedure }) => procedure)
}

/** The Senegalese state's own sites (servicepublic.gouv.sn and the others under .gouv.sn). */
const isNationalPortal = (host: string): boolean => host === 'gouv.sn' || host.endsWith('.gouv.sn')

/**
 * The words of a procedure's outside link. It leads to another site (often the national portal's
 * home page), not to a request the commune receives: it says where it goes, never « effectuer ».
 */
export function onlineProcedureLinkText(url: string): string {
  let host = ''
  try {
    host = new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return 'Sur un autre site'
  }
  return isNationalPortal(host) ? `Sur le portail national ${host}` : `Sur le site ${host}`
}

/** Where to go when a procedure does not say: the town hall (docs/product/citizen-space.md#procedures). */
export const DEFAULT_PROCEDURE_OFFICE = "Accueil de l'hôtel de ville"
export const DEFAULT_PROCEDURE_COST = "Renseignez-vous à l'accueil de la mairie"
