/**
 * The commune's agenda: which events are still to come, which are past, and how their dates read
 * in French. Pure functions of the events and of "now", so the site's build, its in-page script
 * and the tests all decide alike.
 *
 * Times are the commune's: Senegal keeps UTC all year (Africa/Dakar, no daylight saving), so
 * dates are read and written in UTC, like every other date of the site (format.ts).
 */

/** What the agenda needs of an event (the CMS's `events` documents and the built-in ones alike). */
export interface AgendaEvent {
  title: string
  /** ISO date-time. */
  start: string
  /** ISO date-time; none for an event of a single moment or day. */
  end?: string | null
  place?: string | null
  theme?: string | null
  description?: string | null
}

const DAY_MS = 24 * 60 * 60 * 1000

const time = (value: string | null | undefined): number => (value ? new Date(value).getTime() : Number.NaN)

/** Midnight (UTC, the commune's time) at or before the given instant. */
const startOfDay = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS

/**
 * The instant from which an event is past: its end, or, without one, the end of its start day,
 * so that an exhibition announced for a day is still shown on that day to those who come.
 */
export function eventEndsAt(event: Pick<AgendaEvent, 'start' | 'end'>): number {
  const end = time(event.end)
  if (Number.isFinite(end)) return end
  const start = time(event.start)
  return Number.isFinite(start) ? startOfDay(start) + DAY_MS : Number.NaN
}

/** An event is still to come (or under way) until it ends; one with an unreadable date is neither. */
export const isUpcoming = (event: Pick<AgendaEvent, 'start' | 'end'>, now: Date | number): boolean =>
  eventEndsAt(event) > Number(now)

/** The events still to come or under way, the soonest first. */
export function upcomingEvents<T extends AgendaEvent>(events: readonly T[], now: Date | number): T[] {
  return events.filter((event) => isUpcoming(event, now)).sort((a, b) => time(a.start) - time(b.start))
}

/** The events that are over, the most recent first. */
export function pastEvents<T extends AgendaEvent>(events: readonly T[], now: Date | number): T[] {
  return events
    .filter((event) => Number.isFinite(eventEndsAt(event)) && !isUpcoming(event, now))
    .sort((a, b) => time(b.start) - time(a.start))
}

/** The event the home page announces: the next one not yet over, or null (never a past one). */
export const nextEvent = <T extends AgendaEvent>(events: readonly T[], now: Date | number): T | null =>
  upcomingEvents(events, now)[0] ?? null

const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})
const dayMonthFormat = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
})

/** '9 h', '14 h 30' (French typography); midnight means "the whole day" and gives ''. */
function hourOf(date: Date): string {
  const hours = date.getUTCHours()
  const minutes = date.getUTCMinutes()
  if (hours === 0 && minutes === 0) return ''
  return minutes === 0 ? `${hours}\u00a0h` : `${hours}\u00a0h\u00a0${String(minutes).padStart(2, '0')}`
}

const firstDay = (date: Date): string => (date.getUTCDate() === 1 ? '1er' : String(date.getUTCDate()))

/** '1er mai 2025' rather than '1 mai 2025', as French writes the first of the month. */
function dayOf(date: Date, withYear = true): string {
  const text = (withYear ? dayFormat : dayMonthFormat).format(date)
  return date.getUTCDate() === 1 ? text.replace(/^1 /, `${firstDay(date)} `) : text
}

/**
 * An event's dates in French: '25 mai 2025', '25 mai 2025 à 10 h', '25 mai 2025, de 9 h à 17 h',
 * 'du 25 au 27 mai 2025', 'du 30 mai 2025 à 18 h au 1er juin 2025 à 12 h'. A time of midnight is
 * read as a whole day. '' when the start does not parse.
 */
export function formatEventDates(start: string | null | undefined, end?: string | null): string {
  const from = new Date(time(start))
  if (Number.isNaN(from.getTime())) return ''
  const until = new Date(time(end))
  const fromHour = hourOf(from)
  if (Number.isNaN(until.getTime()) || until.getTime() <= from.getTime()) {
    return fromHour ? `${dayOf(from)} à ${fromHour}` : dayOf(from)
  }
  const untilHour = hourOf(until)
  if (startOfDay(from.getTime()) === startOfDay(until.getTime())) {
    if (!fromHour) return untilHour ? `${dayOf(from)}, jusqu’à ${untilHour}` : dayOf(from)
    return untilHour ? `${dayOf(from)}, de ${fromHour} à ${untilHour}` : `${dayOf(from)} à ${fromHour}`
  }
  if (!fromHour && !untilHour) {
    const sameYear = from.getUTCFullYear() === until.getUTCFullYear()
    const sameMonth = sameYear && from.getUTCMonth() === until.getUTCMonth()
    const first = sameMonth ? firstDay(from) : dayOf(from, !sameYear)
    return `du ${first} au ${dayOf(until)}`
  }
  const at = (date: Date, hour: string) => (hour ? `${dayOf(date)} à ${hour}` : dayOf(date))
  return `du ${at(from, fromHour)} au ${at(until, untilHour)}`
}

/** Day of the month and short month for the home box's calendar tile: ['25', 'mai']. */
export function calendarTile(start: string): [day: string, month: string] {
  const date = new Date(time(start))
  if (Number.isNaN(date.getTime())) return ['', '']
  return [
    String(date.getUTCDate()),
    new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' }).format(date).replace(/\.$/, ''),
  ]
}

/**
 * The agenda's first-run content (and its fallback when the CMS cannot be reached): the photo
 * exhibition of 25 May 2025 (docs/product/agenda.md#built-in-events), long past, so never
 * announced as coming.
 */
export const PHOTO_EXHIBITION: AgendaEvent = {
  title: 'Exposition photographique',
  // Announced for a day only: midnight reads as the whole day.
  start: '2025-05-25T00:00:00.000Z',
  place: 'Centre culturel',
  theme: 'patrimoine naturel',
  description:
    'Venez découvrir les plus belles images de nos paysages, de nos forêts et de nos points d’eau, prises par les habitants de la commune.',
}

/**
 * A plausible next event, dated from the day the content is first written (a literal date would
 * be past a year later, and a fresh start would announce nothing): the first Saturday at least
 * three weeks after `seededAt`, 9 h to 13 h.
 */
export function seedFutureEvent(seededAt: Date): AgendaEvent {
  const day = new Date(startOfDay(seededAt.getTime()) + 21 * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7))
  const at = (hours: number) => new Date(day.getTime() + hours * 60 * 60 * 1000).toISOString()
  return {
    title: 'Journée de reboisement communautaire',
    start: at(9),
    end: at(13),
    place: 'Forêt communale, entrée nord du village',
    theme: 'environnement',
    description:
      'Habitants, élèves et associations plantent ensemble un millier de jeunes arbres en lisière de la forêt communale. Plants, outils et eau fournis par la mairie ; venez avec un chapeau.',
  }
}
