import type { ServerProps } from 'payload'
import { BUILT_IN_COMMUNE } from 'shared-types'

/** The commune's emblem, as the site draws it (site/public/favicon.svg): a yellow star on green. */
function Emblem({ size }: { size: number }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="10" fill="#00853f" />
      <path d="M24 9l4 9.5 10 .8-7.7 6.6 2.4 9.8L24 30.4l-8.7 5.3 2.4-9.8L10 19.3l10-.8z" fill="#fdef42" />
    </svg>
  )
}

/** The panel's small mark (navigation, breadcrumbs): the emblem instead of Payload's. */
export function CommuneIcon() {
  return <Emblem size={25} />
}

/** The panel's sign-in page: the commune's emblem and name instead of Payload's logo. */
export async function CommuneLogo({ payload }: ServerProps) {
  const commune = (await payload.findGlobal({ slug: 'commune', depth: 0, overrideAccess: true }).catch(() => null)) as {
    name?: string | null
  } | null
  const name = commune?.name?.trim() || BUILT_IN_COMMUNE.name
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <Emblem size={48} />
      <span style={{ fontSize: '1.25rem', fontWeight: 600 }}>
        {name}
        <span style={{ display: 'block', fontSize: '0.9rem', fontWeight: 400 }}>Administration du site</span>
      </span>
    </span>
  )
}
