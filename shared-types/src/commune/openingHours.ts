/**
 * The commune's opening hours are typed by staff as free French text (« Lundi - Vendredi »,
 * « 8h - 16h »). Search engines want them structured (schema.org OpeningHoursSpecification):
 * this reads the usual ways of writing them and leaves out what it cannot read, rather than guess.
 */

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof WEEK)[number]

const FRENCH_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']

export interface OpeningSlot {
  days: Weekday[]
  /** 24-hour « HH:MM ». */
  opens: string
  closes: string
}

const dayIndex = (word: string): number =>
  FRENCH_DAYS.indexOf(word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/s$/, ''))

/** « Lundi - Vendredi », « du lundi au vendredi », « Lundi, Mercredi et Vendredi », « Samedi ». */
export function readDays(text: string): Weekday[] | undefined {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? []
  const days = words.map(dayIndex).filter((index) => index >= 0)
  if (days.length === 0) return undefined
  const isRange = days.length === 2 && /[-–—]|\bau\b|\bà\b/u.test(text)
  const indexes = isRange
    ? Array.from({ length: ((days[1]! - days[0]! + 7) % 7) + 1 }, (_, step) => (days[0]! + step) % 7)
    : days
  return indexes.map((index) => WEEK[index]!)
}

const time = (hours: string, minutes: string | undefined): string | undefined => {
  const h = Number(hours)
  const m = Number(minutes ?? 0)
  return h <= 24 && m < 60 ? `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}` : undefined
}

/** « 8h - 16h », « 08:00–12:30, 15h-18h », « de 9 h à 12 h » ; « Fermé » gives none. */
export function readHours(text: string): { opens: string; closes: string }[] {
  const ranges = text.matchAll(/(\d{1,2})\s*(?:h|:)\s*(\d{2})?\s*(?:-|–|—|à|a)\s*(\d{1,2})\s*(?:h|:)?\s*(\d{2})?/giu)
  return [...ranges].flatMap(([, openH, openM, closeH, closeM]) => {
    const opens = time(openH!, openM)
    const closes = time(closeH!, closeM)
    return opens && closes ? [{ opens, closes }] : []
  })
}

/** The slots that can be read, one per time range; a closed day or an unreadable line gives none. */
export function openingSlots(rows: readonly { days: string; hours: string }[] | null | undefined): OpeningSlot[] {
  return (rows ?? []).flatMap((row) => {
    const days = readDays(row.days)
    return days ? readHours(row.hours).map((range) => ({ days, ...range })) : []
  })
}
