import {
  REQUEST_STATE_LABELS,
  REQUEST_TIMELINE,
  type RequestState,
  type RequestTimelineStep,
  type RequestTracking,
} from 'shared-types'

/**
 * The timeline /suivi draws (docs/product/requests.md#tracking): Reçue → En traitement → Prête à
 * retirer → Retirée, each step passed, current or to come, with its date and the staff's messages.
 * « Incomplète » and « Refusée » step aside from the way: drawn as the current step after the last
 * step reached; after « Incomplète » the rest of the way is still to come, after « Refusée » nothing is.
 */
export type StepStatus = 'done' | 'current' | 'upcoming'

export interface TimelineNote {
  /** ISO date of the change that carried it. */
  at: string
  text: string
  /** The state the change led to, when it is not the step's own (a past « Incomplète »). */
  state?: RequestState
}

export interface TimelineEntry {
  state: RequestState
  label: string
  status: StepStatus
  /** ISO date of the latest change to this state; none for a step passed over or to come. */
  at?: string
  notes: TimelineNote[]
}

const byDate = (steps: readonly RequestTimelineStep[]) => [...steps].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))

export function timelineOf(tracking: Pick<RequestTracking, 'state' | 'steps' | 'receivedAt'>): TimelineEntry[] {
  const steps = byDate(tracking.steps)
  const aside = !REQUEST_TIMELINE.includes(tracking.state)
  // The last step of the usual way reached before now: where the current one stands.
  let reached = 0
  for (const step of steps) {
    const index = REQUEST_TIMELINE.indexOf(step.state)
    if (index >= 0) reached = index
  }
  const currentIndex = aside ? reached : REQUEST_TIMELINE.indexOf(tracking.state)
  const entries: TimelineEntry[] = REQUEST_TIMELINE.map((state, index) => ({
    state,
    label: REQUEST_STATE_LABELS[state],
    status:
      index < currentIndex || (aside && index === currentIndex)
        ? 'done'
        : index === currentIndex
          ? 'current'
          : 'upcoming',
    notes: [],
  }))
  if (aside) {
    const asideEntry: TimelineEntry = {
      state: tracking.state,
      label: REQUEST_STATE_LABELS[tracking.state],
      status: 'current',
      notes: [],
    }
    const rest = tracking.state === 'refused' ? [] : entries.slice(currentIndex + 1)
    entries.splice(currentIndex + 1, entries.length, asideEntry, ...rest)
  }
  const entryOf = (state: RequestState) => entries.find((entry) => entry.state === state)
  entryOf('received')!.at = tracking.receivedAt
  // Each change dates its step; its message goes with it, or, for a step aside that is over, with
  // the step of the way it happened on.
  let onTheWay: TimelineEntry = entryOf('received')!
  for (const step of steps) {
    const own = entryOf(step.state)
    if (own && own.status !== 'upcoming') {
      own.at = step.at
      if (REQUEST_TIMELINE.includes(step.state)) onTheWay = own
      if (step.note) own.notes.push({ at: step.at, text: step.note })
    } else if (step.note) {
      onTheWay.notes.push({ at: step.at, text: step.note, state: step.state })
    }
  }
  return entries
}

/** The staff's latest message with the current state: what is missing, the reason of a refusal. */
export function currentNote(tracking: Pick<RequestTracking, 'state' | 'steps'>): string | undefined {
  return byDate(tracking.steps)
    .filter((step) => step.state === tracking.state && step.note)
    .at(-1)?.note
}
