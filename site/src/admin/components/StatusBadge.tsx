import type { Badge } from 'shared-types'

import { BADGE_CLASSES, BADGE_TONES } from '../../lib/ui/badgeTones'

/** The public site's badge, in the admin tables: same labels, same colours. */
export default function StatusBadge({ badge }: { badge: Badge }) {
  return <span className={`${BADGE_CLASSES} ${BADGE_TONES[badge.tone]}`}>{badge.label || '—'}</span>
}
