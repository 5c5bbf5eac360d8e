import type { BadgeTone } from 'shared-types'

/** Tailwind classes of each badge tone, for the build's Badge component and the live renderers alike. */
export const BADGE_CLASSES = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold'

export const BADGE_TONES: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-900',
  yellow: 'bg-yellow-100 text-yellow-900',
  red: 'bg-red-100 text-red-900',
  blue: 'bg-blue-100 text-blue-900',
  purple: 'bg-purple-100 text-purple-900',
  grey: 'bg-gray-200 text-gray-800',
}
