/**
 * The commune's emblem as bitmap icons (src/pages/[icon].png.ts draws them from
 * assets/commune-emblem.svg): the Apple touch icon at its standard name and size, and the web
 * manifest's icons. The emblem fills its square, with the star inside the safe zone of maskable icons.
 */
export const ICONS = {
  'apple-touch-icon': 180,
  'icon-192': 192,
  'icon-512': 512,
} as const

export type IconName = keyof typeof ICONS

export const iconPath = (name: IconName): string => `/${name}.png`

export const MANIFEST_PATH = '/manifest.webmanifest'

/** The colour of the navigation bar, also the browser's toolbar on phones. */
export const THEME_COLOR = '#05552b'
