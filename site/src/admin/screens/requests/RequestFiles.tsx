import { REQUEST_STAFF_TEXT as TEXT } from 'shared-types'

import { attachmentPath, downloadAttachment, type Attachment } from '../../api/requests'
import { SessionExpiredError } from '../../api/session'
import { messageOf } from './helpers'
import Section from './Section'
import type { Notify } from './types'

/** « Pièces jointes »: each file the citizen sent, downloaded with the staff's session. */
export default function RequestFiles({ attachments, notify }: { attachments: Attachment[]; notify: Notify }) {
  return (
    <Section title={TEXT.attachments}>
      {attachments.length === 0 ? (
        <p className="text-gray-700">{TEXT.noAttachment}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-5">
          {attachments.map((file) => (
            <li key={file.id}>
              <a
                href={attachmentPath(file)}
                download={file.filename ?? undefined}
                className="text-primary-800 underline underline-offset-2"
                onClick={(event) => {
                  event.preventDefault()
                  downloadAttachment(file).catch((error: unknown) => {
                    if (!(error instanceof SessionExpiredError)) notify(messageOf(error, TEXT.fileFailure), 'error')
                  })
                }}
              >
                {file.label ? `${file.label} : ` : ''}
                {file.filename}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  )
}
