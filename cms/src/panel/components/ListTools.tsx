import type { ReactNode } from 'react'

/** The strip of tools above a list of the panel (counts, buttons, exports), wrapping on a phone. */
export function ListTools({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 'var(--base)',
        alignItems: 'center',
        marginBottom: 'var(--base)',
      }}
    >
      {children}
    </section>
  )
}
