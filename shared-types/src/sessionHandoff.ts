import { ALL_ADMIN_SCREENS } from './adminScreens'

/**
 * One sign-in across Payload's panel (on the CMS) and the site's screens, which live on different
 * origins in production. The tool a clerk leaves asks the CMS for a single-use code
 * (`POST /auth/handoff`), opens the other tool with the code after `#` (never sent to a server nor
 * logged, and removed from the address at once), and that tool exchanges it by POST
 * (`/auth/exchange`) for the same session: signing out of either ends it in both.
 * A module of its own: the screens' shared script (ALL_ADMIN_SCREENS) must not carry it.
 */
export const SESSION_HANDOFF = {
  /** The address fragment's key: `…/login#connexion=<code>&suite=/admin/news`. */
  codeKey: 'connexion',
  /** Where the screens go once signed in, a path of `staffPathAfterHandoff`. */
  nextKey: 'suite',
  /** A code is valid this long, once. */
  codeSeconds: 60,
  invalidCode: 'Ce lien de connexion a expiré ou a déjà servi : connectez-vous avec votre e-mail et votre mot de passe',
  unknownTarget: 'Outil inconnu : « panel » ou « screens » attendu',
} as const

export const HANDOFF_TARGETS = ['panel', 'screens'] as const
export type HandoffTarget = (typeof HANDOFF_TARGETS)[number]

/** A path of the site's staff screens to open after a handoff; anything else opens /welcome. */
export function staffPathAfterHandoff(path: string | null | undefined): string {
  return ALL_ADMIN_SCREENS.some((screen) => screen.href === path) ? (path as string) : '/welcome'
}

/** `url` opened with a handoff code, and for the screens the path to open next, after `#`. */
export function addressWithHandoffCode(url: string | URL, code: string, next?: string): string {
  const address = new URL(url)
  address.hash = new URLSearchParams({
    [SESSION_HANDOFF.codeKey]: code,
    ...(next ? { [SESSION_HANDOFF.nextKey]: next } : {}),
  }).toString()
  return address.toString()
}

/** The handoff code of an address's fragment (`location.hash`), and the path it asks for next. */
export function handoffCodeOf(hash: string): { code: string; next: string | null } | null {
  const fragment = new URLSearchParams(hash.replace(/^#/, ''))
  const code = fragment.get(SESSION_HANDOFF.codeKey)
  return code ? { code, next: fragment.get(SESSION_HANDOFF.nextKey) } : null
}

/** A plain left click: the one a handoff link takes over (a new tab or window keeps the plain link). */
export const isPlainClick = (event: {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
