import {
  CITIZEN_REQUEST_STAFF_MESSAGES as WORDS,
  REQUEST_STATE_LABELS,
  isRequestState,
  type BadgeTone,
  type RequestState,
} from 'shared-types'

import { BADGE_CLASSES, BADGE_TONES } from '../../../lib/ui/badgeTones'

const STATE_TONES: Record<RequestState, BadgeTone> = {
  received: 'blue',
  processing: 'yellow',
  incomplete: 'purple',
  ready: 'green',
  collected: 'grey',
  refused: 'red',
}

export function StateBadge({ state }: { state: unknown }) {
  if (!isRequestState(state)) return null
  return <span className={`${BADGE_CLASSES} ${BADGE_TONES[STATE_TONES[state]]}`}>{REQUEST_STATE_LABELS[state]}</span>
}

/** « En retard » in words on a dark red badge: never told by colour alone. */
export function OverdueBadge() {
  return (
    <span data-testid="request-overdue" className={`${BADGE_CLASSES} bg-red-800 text-white`}>
      {WORDS.overdue}
    </span>
  )
}
