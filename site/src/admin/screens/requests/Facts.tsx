import type { ReactNode } from 'react'

/** Terms and their values, « — » for a missing one. */
export default function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-gray-900">{term}</dt>
          <dd className="break-words text-gray-800">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  )
}
