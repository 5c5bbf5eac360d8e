import { useId, type ReactNode } from 'react'

/** A titled card of a request's detail, named by its heading. */
export default function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `demande${useId()}`
  return (
    <section aria-labelledby={id} className="card p-5">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}
