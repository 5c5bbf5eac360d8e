import { REQUEST_STAFF_TEXT as TEXT, formatLongDate, isOverdueRequest } from 'shared-types'

import { CircleAlert, RotateCw } from '../../../lib/ui/icons'
import type { Id, StaffRequest } from '../../api/requests'
import Spinner from '../../components/Spinner'
import { OverdueBadge, StateBadge } from './RequestBadges'
import type { ListState } from './types'

interface Props {
  list: ListState
  /** The role is not known yet: the list waits for it. */
  waiting: boolean
  /** The requests the filters keep. */
  shown: StaffRequest[]
  onRetry: () => void
  onOpen: (id: Id) => void
}

/** The queue's table: a link to each request, its state, its dates and « En retard » when overdue. */
export default function RequestTable({ list, waiting, shown, onRetry, onOpen }: Props) {
  return (
    <div className="card mt-2 overflow-x-auto">
      <table className="min-w-full divide-y divide-gray-200">
        <caption className="sr-only">Liste des demandes</caption>
        <thead className="bg-gray-50">
          <tr>
            {['Référence', 'Démarche', 'Demandeur', 'État', 'Reçue le', 'À rendre le'].map((header, index) => (
              <th
                key={header}
                scope="col"
                className={`px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase ${index === 2 || index === 4 ? 'hidden md:table-cell' : ''}`}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 bg-white">
          {list.status === 'loading' || waiting ? (
            <tr>
              <td colSpan={6} className="px-4 py-10 text-center">
                <Spinner label="Chargement des demandes..." showLabel />
              </td>
            </tr>
          ) : list.status === 'error' ? (
            <tr>
              <td colSpan={6} className="px-4 py-8 text-center">
                <p className="inline-flex items-center gap-2 font-medium text-red-800">
                  <CircleAlert size={20} aria-hidden="true" />
                  {list.message}
                </p>
                <div className="mt-3">
                  <button type="button" onClick={onRetry} className="btn-secondary px-3 py-1.5">
                    <RotateCw size={16} aria-hidden="true" />
                    Réessayer
                  </button>
                </div>
              </td>
            </tr>
          ) : shown.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-10 text-center text-gray-700">
                {TEXT.empty}
              </td>
            </tr>
          ) : (
            shown.map((doc) => (
              <tr key={doc.id} data-testid="request-row" className="align-top hover:bg-gray-50">
                <th scope="row" className="px-4 py-3 text-left text-sm font-medium whitespace-nowrap">
                  <a
                    id={`demande-${String(doc.id)}`}
                    href={`#${doc.reference}`}
                    aria-label={TEXT.open(doc.reference)}
                    className="text-primary-800 underline underline-offset-2 hover:text-primary-900"
                    onClick={(event) => {
                      event.preventDefault()
                      onOpen(doc.id)
                    }}
                  >
                    {doc.reference}
                  </a>
                </th>
                <td className="px-4 py-3 text-sm text-gray-800">{doc.procedureTitle}</td>
                <td className="hidden px-4 py-3 text-sm text-gray-800 md:table-cell">{doc.requesterName}</td>
                <td className="px-4 py-3 text-sm">
                  <StateBadge state={doc.state} />
                </td>
                <td className="hidden px-4 py-3 text-sm whitespace-nowrap text-gray-800 md:table-cell">
                  {formatLongDate(doc.createdAt)}
                </td>
                <td className="px-4 py-3 text-sm text-gray-800">
                  <span className="flex flex-wrap items-center gap-1.5">
                    <span className="whitespace-nowrap">{formatLongDate(doc.dueAt)}</span>
                    {isOverdueRequest(doc) && <OverdueBadge />}
                  </span>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
