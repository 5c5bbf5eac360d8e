import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type SubmitEvent } from 'react'
import {
  CITIZEN_REQUEST_STAFF_MESSAGES as WORDS,
  REQUEST_AGE_FILTERS,
  REQUEST_BENEFICIARY_LABELS,
  REQUEST_LIMITS,
  REQUEST_STAFF_TEXT as TEXT,
  REQUEST_STATE_LABELS,
  REQUEST_STATE_OPTIONS,
  REQUEST_STATES,
  canHandleRequests,
  formatLongDate,
  formatLongDateTime,
  isOverdueRequest,
  isRequestState,
  type BadgeTone,
  type RequestState,
  WORKFLOW_MESSAGES,
  ROLE_LABELS,
} from 'shared-types'

import { ArrowLeft, CircleAlert, RotateCw } from '../../lib/ui/icons'
import { BADGE_CLASSES, BADGE_TONES } from '../../lib/ui/badgeTones'
import {
  addInternalNote,
  assignTo,
  attachmentPath,
  changeState,
  downloadAttachment,
  findRequest,
  listHandlers,
  listRequests,
  openPrintSheet,
  printPath,
  type Attachment,
  type Id,
  type StaffRequest,
} from '../api/requests'
import { SessionExpiredError } from '../api/session'
import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import Spinner from '../components/Spinner'
import { useToast } from '../components/Toast'
import { useRole } from '../role'

const STATE_TONES: Record<RequestState, BadgeTone> = {
  received: 'blue',
  processing: 'yellow',
  incomplete: 'purple',
  ready: 'green',
  collected: 'grey',
  refused: 'red',
}
const DAY_MS = 24 * 60 * 60 * 1000

function StateBadge({ state }: { state: unknown }) {
  if (!isRequestState(state)) return null
  return <span className={`${BADGE_CLASSES} ${BADGE_TONES[STATE_TONES[state]]}`}>{REQUEST_STATE_LABELS[state]}</span>
}

/** « En retard » in words on a dark red badge: never told by colour alone. */
function OverdueBadge() {
  return (
    <span data-testid="request-overdue" className={`${BADGE_CLASSES} bg-red-800 text-white`}>
      {WORDS.overdue}
    </span>
  )
}

const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback

const nameOf = (user: unknown): string => {
  if (typeof user !== 'object' || user === null) return ''
  const { displayName, email } = user as { displayName?: unknown; email?: unknown }
  return typeof displayName === 'string' && displayName.trim() ? displayName : typeof email === 'string' ? email : ''
}

const idOf = (value: unknown): Id | null =>
  typeof value === 'object' && value !== null ? (value as { id: Id }).id : ((value as Id | null | undefined) ?? null)

type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; docs: StaffRequest[] }

/**
 * /admin/demandes (docs/product/requests.md#the-queue): citizens' online requests, for administrators
 * and agents d'état civil. The list filters by state, procedure and age and marks overdue requests
 * « En retard »; a request opens on the same page with the requester, the answers, the files, the
 * history, its change of state with the message to the citizen, the agent in charge and the internal
 * notes. The CMS's access rules are the real guard; each read and change is in « Journal des demandes ».
 */
export default function RequestsScreen({ commune }: StaffScreenProps) {
  return (
    <AdminLayout current="/admin/demandes" commune={commune}>
      <RequestsQueue />
    </AdminLayout>
  )
}

function RequestsQueue() {
  const role = useRole()
  const notify = useToast()
  const allowed = canHandleRequests(role)
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [state, setState] = useState('')
  const [procedure, setProcedure] = useState('')
  const [age, setAge] = useState('')
  const [openId, setOpenId] = useState<Id | null>(null)
  const lastOpened = useRef<Id | null>(null)
  const filterId = useId()

  const load = useCallback(async () => {
    setList({ status: 'loading' })
    try {
      setList({ status: 'ready', docs: await listRequests() })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setList({ status: 'error', message: messageOf(error, TEXT.loadFailure) })
    }
  }, [])

  useEffect(() => {
    if (allowed) void load()
  }, [allowed, load])

  // Back from a request: focus returns to its link in the list.
  useEffect(() => {
    if (openId !== null || lastOpened.current === null) return
    document.getElementById(`demande-${String(lastOpened.current)}`)?.focus()
  }, [openId])

  const docs = list.status === 'ready' ? list.docs : []
  const procedures = useMemo(
    () =>
      [...new Set(docs.map((doc) => doc.procedureTitle ?? '').filter(Boolean))].sort((a, b) =>
        a.localeCompare(b, 'fr'),
      ),
    [docs],
  )
  const now = Date.now()
  const minDays = REQUEST_AGE_FILTERS.find((filter) => filter.value === age)?.minDays ?? 0
  const shown = docs.filter(
    (doc) =>
      (!state || (state === 'overdue' ? isOverdueRequest(doc) : doc.state === state)) &&
      (!procedure || doc.procedureTitle === procedure) &&
      (minDays === 0 || now - Date.parse(doc.createdAt) > minDays * DAY_MS),
  )

  if (role !== null && !allowed) {
    return (
      <>
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Demandes</h1>
        <p className="mt-4 flex items-start gap-2 rounded-lg bg-blue-50 px-4 py-3 text-blue-900 ring-1 ring-blue-200">
          {WORKFLOW_MESSAGES.forbiddenForRole(ROLE_LABELS[role])}
        </p>
      </>
    )
  }

  if (openId !== null)
    return (
      <RequestDetail
        id={openId}
        onBack={() => setOpenId(null)}
        onChanged={(doc) =>
          setList((current) =>
            current.status === 'ready'
              ? { ...current, docs: current.docs.map((each) => (each.id === doc.id ? doc : each)) }
              : current,
          )
        }
        notify={notify}
      />
    )

  return (
    <>
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Demandes</h1>
      <p className="mt-1 text-gray-700">{TEXT.queueIntro}</p>
      <fieldset className="mt-6 grid min-w-0 gap-4 sm:grid-cols-3">
        <legend className="sr-only">Filtres des demandes</legend>
        <div>
          <label htmlFor={`${filterId}-etat`} className="field-label">
            {TEXT.filterState}
          </label>
          <select
            id={`${filterId}-etat`}
            className="field-input"
            value={state}
            onChange={(event) => setState(event.target.value)}
          >
            <option value="">{TEXT.allStates}</option>
            <option value="overdue">{WORDS.overdue}</option>
            {REQUEST_STATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${filterId}-demarche`} className="field-label">
            {TEXT.filterProcedure}
          </label>
          <select
            id={`${filterId}-demarche`}
            className="field-input"
            value={procedure}
            onChange={(event) => setProcedure(event.target.value)}
          >
            <option value="">{TEXT.allProcedures}</option>
            {procedures.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${filterId}-age`} className="field-label">
            {TEXT.filterAge}
          </label>
          <select
            id={`${filterId}-age`}
            className="field-input"
            value={age}
            onChange={(event) => setAge(event.target.value)}
          >
            {REQUEST_AGE_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      {list.status === 'ready' && (
        <p className="mt-4 text-sm text-gray-700" role="status">
          {TEXT.count(shown.length)}
        </p>
      )}
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
            {list.status === 'loading' || role === null ? (
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
                    <button type="button" onClick={() => void load()} className="btn-secondary px-3 py-1.5">
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
                        lastOpened.current = doc.id
                        setOpenId(doc.id)
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
    </>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="card p-5">
      <h3 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
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

type Notify = ReturnType<typeof useToast>

function RequestDetail({
  id,
  onBack,
  onChanged,
  notify,
}: {
  id: Id
  onBack: () => void
  onChanged: (doc: StaffRequest) => void
  notify: Notify
}) {
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
        <a
          href={printPath(request.id)}
          className="btn-secondary"
          onClick={(event) => {
            event.preventDefault()
            openPrintSheet(request.id).catch((error: unknown) => {
              if (!(error instanceof SessionExpiredError)) notify(messageOf(error, TEXT.printFailure), 'error')
            })
          }}
        >
          {WORDS.print}
        </a>
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
                          if (!(error instanceof SessionExpiredError))
                            notify(messageOf(error, TEXT.fileFailure), 'error')
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

interface FormProps {
  request: StaffRequest
  onSaved: (doc: StaffRequest, message: string) => void
  notify: Notify
}

/** Runs a save, tells its failure in a toast (the CMS's French message), and reports whether it worked. */
async function attempt(notify: Notify, save: () => Promise<void>): Promise<void> {
  try {
    await save()
  } catch (error) {
    if (!(error instanceof SessionExpiredError)) notify(messageOf(error, TEXT.saveFailure), 'error')
  }
}

function StateForm({ request, onSaved, notify }: FormProps) {
  const id = useId()
  const [state, setState] = useState<RequestState>(request.state)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await changeState(request.id, state, message.trim())
      setMessage('')
      onSaved(doc, TEXT.stateSaved(REQUEST_STATE_LABELS[doc.state]))
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.changeState}>
      <form onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div>
          <label htmlFor={`${id}-etat`} className="field-label">
            {TEXT.newState}
          </label>
          <select
            id={`${id}-etat`}
            className="field-input"
            value={state}
            onChange={(event) => setState(event.target.value as RequestState)}
          >
            {REQUEST_STATES.map((value) => (
              <option key={value} value={value}>
                {REQUEST_STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="field-label">
            {TEXT.message}
          </label>
          <textarea
            id={`${id}-message`}
            className="field-input"
            rows={4}
            maxLength={REQUEST_LIMITS.noteLength}
            value={message}
            aria-describedby={`${id}-aide`}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p id={`${id}-aide`} className="mt-1 text-sm text-gray-700">
            {TEXT.messageHint}
          </p>
        </div>
        <div>
          <button type="submit" className="btn-primary" aria-disabled={busy || undefined}>
            {TEXT.saveState}
          </button>
        </div>
      </form>
    </Section>
  )
}

function AssignForm({ request, onSaved, notify }: FormProps) {
  const id = useId()
  const current = idOf(request.assignedTo)
  const [handlers, setHandlers] = useState<{ id: Id; label: string }[]>([])
  const [chosen, setChosen] = useState(current === null ? '' : String(current))
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    listHandlers().then(
      (users) => setHandlers(users.map((user) => ({ id: user.id, label: nameOf(user) }))),
      () => setHandlers([]),
    )
  }, [])
  const options = [...handlers]
  if (current !== null && !options.some((each) => String(each.id) === String(current)))
    options.push({ id: current, label: nameOf(request.assignedTo) || `Compte n° ${String(current)}` })
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await assignTo(
        request.id,
        chosen === '' ? null : (options.find((each) => String(each.id) === chosen)?.id ?? chosen),
      )
      onSaved(doc, TEXT.assigned)
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.assign}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1 basis-48">
          <label htmlFor={`${id}-agent`} className="field-label">
            {TEXT.assign}
          </label>
          <select
            id={`${id}-agent`}
            className="field-input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{TEXT.nobody}</option>
            {options.map((option) => (
              <option key={String(option.id)} value={String(option.id)}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-secondary" aria-disabled={busy || undefined}>
          {TEXT.saveAssign}
        </button>
      </form>
    </Section>
  )
}

function NotesForm({ request, onSaved, notify }: FormProps) {
  const id = useId()
  const [note, setNote] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  const notes = request.internalNotes ?? []
  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    if (!note.trim()) {
      setInvalid(true)
      document.getElementById(`${id}-note`)?.focus()
      return
    }
    setInvalid(false)
    setBusy(true)
    await attempt(notify, async () => {
      const doc = await addInternalNote(request, note.trim())
      setNote('')
      onSaved(doc, TEXT.noteSaved)
    })
    setBusy(false)
  }
  return (
    <Section title={TEXT.internalNotes}>
      {notes.length === 0 ? (
        <p className="text-gray-700">{TEXT.noInternalNote}</p>
      ) : (
        <ol className="space-y-3" data-testid="internal-notes">
          {notes.map((row, index) => (
            <li key={row.id ?? index} className="border-l-4 border-primary-200 pl-3">
              <p className="text-sm text-gray-700">
                {formatLongDateTime(row.at)}
                {nameOf(row.by) ? TEXT.by(nameOf(row.by)) : ''}
              </p>
              <p className="whitespace-pre-wrap text-gray-900">{row.note}</p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3" noValidate>
        <div>
          <label htmlFor={`${id}-note`} className="field-label">
            {TEXT.addNote}
          </label>
          <textarea
            id={`${id}-note`}
            className={`field-input ${invalid ? 'border-red-700 ring-1 ring-red-700' : ''}`}
            rows={3}
            maxLength={REQUEST_LIMITS.noteLength}
            value={note}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-aide ${id}-erreur` : `${id}-aide`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-aide`} className="mt-1 text-sm text-gray-700">
            {TEXT.noteHint}
          </p>
          {invalid && (
            <p id={`${id}-erreur`} className="mt-1 text-sm font-medium text-red-800">
              {TEXT.noteBlank}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="btn-secondary" aria-disabled={busy || undefined}>
            {TEXT.saveNote}
          </button>
        </div>
      </form>
    </Section>
  )
}
