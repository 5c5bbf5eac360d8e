import { useEffect, useRef, useState } from 'react'
import {
  CITIZEN_REQUEST_STAFF_MESSAGES as WORDS,
  REQUEST_BENEFICIARY_LABELS,
  REQUEST_STAFF_TEXT as TEXT,
  formatLongDate,
  formatLongDateTime,
  isOverdueRequest,
} from 'shared-types'

import { ArrowLeft, CircleAlert } from '../../../lib/ui/icons'
import { findRequest, type Attachment, type Id, type StaffRequest } from '../../api/requests'
import { SessionExpiredError } from '../../api/session'
import Spinner from '../../components/Spinner'
import AssignForm from './AssignForm'
import Facts from './Facts'
import { messageOf } from './helpers'
import NotesForm from './NotesForm'
import PrintLink from './PrintLink'
import { OverdueBadge, StateBadge } from './RequestBadges'
import RequestFiles from './RequestFiles'
import RequestHistory from './RequestHistory'
import Section from './Section'
import StateForm from './StateForm'
import type { Notify } from './types'

interface Props {
  id: Id
  onBack: () => void
  onChanged: (doc: StaffRequest) => void
  notify: Notify
}

/**
 * One request, opened from the queue: the requester, the answers, the files, the history, and the
 * forms that change its state, its agent in charge and its internal notes.
 */
export default function RequestDetail({ id, onBack, onChanged, notify }: Props) {
  const [request, setRequest] = useState<StaffRequest | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    let active = true
    findRequest(id).then(
      (doc) => active && setRequest(doc),
      (error: unknown) => {
        if (active && !(error instanceof SessionExpiredError)) setFailure(messageOf(error, TEXT.loadFailure))
      },
    )
    return () => {
      active = false
    }
  }, [id])

  // Once the request is there, its heading takes the focus (not again after each save).
  const loaded = request !== null
  useEffect(() => {
    if (loaded) heading.current?.focus()
  }, [loaded])

  const saved = (doc: StaffRequest, message: string) => {
    setRequest(doc)
    onChanged(doc)
    notify(message)
  }

  const back = (
    <button type="button" className="btn-secondary px-3 py-1.5" onClick={onBack}>
      <ArrowLeft size={16} aria-hidden="true" />
      {TEXT.back}
    </button>
  )

  if (failure)
    return (
      <>
        {back}
        <p className="mt-6 inline-flex items-center gap-2 font-medium text-red-800" role="alert">
          <CircleAlert size={20} aria-hidden="true" />
          {failure}
        </p>
      </>
    )
  if (!request)
    return (
      <>
        {back}
        <div className="mt-10 text-center">
          <Spinner label="Chargement de la demande..." showLabel />
        </div>
      </>
    )

  const erased = Boolean(request.personalDataErasedAt)
  const beneficiary = request.beneficiary ? REQUEST_BENEFICIARY_LABELS[request.beneficiary] : ''
  const attachments = (request.attachments ?? []).filter(
    (file): file is Attachment => typeof file === 'object' && file !== null,
  )

  return (
    <>
      {back}
      <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-gray-900 focus:outline-none sm:text-3xl">
            {request.reference}
          </h1>
          <p className="mt-1 text-gray-800">{request.procedureTitle}</p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-gray-800">
            <StateBadge state={request.state} />
            <span>{TEXT.receivedOn(formatLongDateTime(request.createdAt))}</span>
            {request.dueAt && <span>· {WORDS.dueOn(formatLongDate(request.dueAt))}</span>}
            {isOverdueRequest(request) && <OverdueBadge />}
          </p>
        </div>
        <PrintLink id={request.id} notify={notify} />
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <Section title={TEXT.requester}>
            {erased ? (
              <p>
                {WORDS.erased} ({formatLongDate(request.personalDataErasedAt)})
              </p>
            ) : (
              <Facts
                rows={[
                  ['Nom et prénom', request.requesterName],
                  [
                    'Téléphone',
                    request.phone ? (
                      <a key="tel" className="underline" href={`tel:${request.phone}`}>
                        {request.phone}
                      </a>
                    ) : null,
                  ],
                  ['E-mail', request.email],
                  ['Pour qui', request.relation ? `${beneficiary} (${request.relation})` : beneficiary],
                ]}
              />
            )}
          </Section>
          {!erased && (
            <Section title={TEXT.answers}>
              <Facts rows={(request.answers ?? []).map((answer) => [answer.label ?? '', answer.value ?? ''])} />
            </Section>
          )}
          <RequestFiles attachments={attachments} notify={notify} />
          <RequestHistory request={request} />
        </div>
        <div className="grid content-start gap-6">
          <StateForm request={request} onSaved={saved} notify={notify} />
          <AssignForm request={request} onSaved={saved} notify={notify} />
          <NotesForm request={request} onSaved={saved} notify={notify} />
        </div>
      </div>
    </>
  )
}
