import { CITIZEN_REQUEST_STAFF_MESSAGES as WORDS, REQUEST_STAFF_TEXT as TEXT } from 'shared-types'

import { openPrintSheet, printPath, type Id } from '../../api/requests'
import { SessionExpiredError } from '../../api/session'
import { messageOf } from './helpers'
import type { Notify } from './types'

/** « Imprimer la demande »: the request's print sheet, opened with the staff's session. */
export default function PrintLink({ id, notify }: { id: Id; notify: Notify }) {
  return (
    <a
      href={printPath(id)}
      className="btn-secondary"
      onClick={(event) => {
        event.preventDefault()
        openPrintSheet(id).catch((error: unknown) => {
          if (!(error instanceof SessionExpiredError)) notify(messageOf(error, TEXT.printFailure), 'error')
        })
      }}
    >
      {WORDS.print}
    </a>
  )
}
