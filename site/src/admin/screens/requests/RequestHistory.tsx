import { REQUEST_STAFF_TEXT as TEXT, REQUEST_STATE_LABELS, formatLongDateTime, isRequestState } from 'shared-types'

import type { StaffRequest } from '../../api/requests'
import { nameOf } from './helpers'
import Section from './Section'

/** « Historique »: each change of state, when and by whom, with its message to the citizen. */
export default function RequestHistory({ request }: { request: StaffRequest }) {
  return (
    <Section title={TEXT.history}>
      <ol className="space-y-3">
        {(request.history ?? []).length === 0 && (
          <li>
            {REQUEST_STATE_LABELS.received} — {formatLongDateTime(request.createdAt)}
          </li>
        )}
        {(request.history ?? []).map((step, index) => (
          <li key={step.id ?? index} className="border-l-4 border-gray-300 pl-3">
            <p className="font-semibold text-gray-900">
              {isRequestState(step.state) ? REQUEST_STATE_LABELS[step.state] : ''}
              <span className="font-normal text-gray-700">
                {' '}
                — {formatLongDateTime(step.at)}
                {nameOf(step.by) ? TEXT.by(nameOf(step.by)) : ''}
              </span>
            </p>
            {step.note && <p className="mt-1 whitespace-pre-wrap text-gray-800">{step.note}</p>}
          </li>
        ))}
      </ol>
    </Section>
  )
}
