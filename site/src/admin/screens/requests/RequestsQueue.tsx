import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { REQUEST_STAFF_TEXT as TEXT, canHandleRequests, WORKFLOW_MESSAGES, ROLE_LABELS } from 'shared-types'

import { listRequests, type Id } from '../../api/requests'
import { SessionExpiredError } from '../../api/session'
import { useToast } from '../../components/Toast'
import { useRole } from '../../role'
import { filterRequests, proceduresOf } from './filters'
import { messageOf } from './helpers'
import RequestDetail from './RequestDetail'
import RequestFilters from './RequestFilters'
import RequestTable from './RequestTable'
import type { ListState } from './types'

/** The queue: the filtered list of requests, or the one request opened from it. */
export default function RequestsQueue() {
  const role = useRole()
  const notify = useToast()
  const allowed = canHandleRequests(role)
  const [list, setList] = useState<ListState>({ status: 'loading' })
  const [state, setState] = useState('')
  const [procedure, setProcedure] = useState('')
  const [age, setAge] = useState('')
  const [openId, setOpenId] = useState<Id | null>(null)
  const lastOpened = useRef<Id | null>(null)
  // An id must begin with a letter (HTML), and React's own begin with « _ ».
  const filterId = `filtre${useId()}`

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
  const procedures = useMemo(() => proceduresOf(docs), [docs])
  const shown = filterRequests(docs, { state, procedure, age })

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
      <RequestFilters
        id={filterId}
        state={state}
        procedure={procedure}
        age={age}
        procedures={procedures}
        onState={setState}
        onProcedure={setProcedure}
        onAge={setAge}
      />
      {list.status === 'ready' && (
        <p className="mt-4 text-sm text-gray-700" role="status">
          {TEXT.count(shown.length)}
        </p>
      )}
      <RequestTable
        list={list}
        waiting={role === null}
        shown={shown}
        onRetry={() => void load()}
        onOpen={(id) => {
          lastOpened.current = id
          setOpenId(id)
        }}
      />
    </>
  )
}
