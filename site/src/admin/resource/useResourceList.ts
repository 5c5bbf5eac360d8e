import { useCallback, useEffect, useState } from 'react'
import type { EditorialState } from 'shared-types'

import type { Editorial } from '../api/collectionApi'
import type { Resource } from '../api/resources'
import { SessionExpiredError } from '../api/session'
import type { ListState } from '../components/AdminTable'
import { useToast } from '../components/Toast'

const NO_EDITORIAL: ReadonlyMap<string, Editorial> = new Map()

/**
 * A screen's list: read once the session is checked (`signedIn`), read again by `load` after each
 * change, with where each document stands in the workflow. A failed read says so in the table and
 * in a toast.
 */
export function useResourceList<Doc extends { id: number | string }>(resource: Resource<Doc>, signedIn: boolean) {
  const { api, messages } = resource
  const notify = useToast()
  const [list, setList] = useState<ListState<Doc>>({ status: 'loading' })
  const [editorial, setEditorial] = useState<ReadonlyMap<string, Editorial>>(NO_EDITORIAL)

  const load = useCallback(async () => {
    setList((current) => (current.status === 'ready' ? { ...current, reloading: true } : { status: 'loading' }))
    try {
      const { docs, editorial: states } = await api.list()
      setEditorial(states)
      setList({ status: 'ready', docs, reloading: false })
    } catch (error) {
      if (error instanceof SessionExpiredError) return
      setList({ status: 'error', message: messages.loadFailure })
      notify(messages.loadFailure, 'error')
    }
  }, [api, messages.loadFailure, notify])

  useEffect(() => {
    if (signedIn) void load()
  }, [load, signedIn])

  const editorialOf = (doc: Doc): Editorial | undefined => editorial.get(String(doc.id))
  const stateOf = (doc: Doc): EditorialState => editorialOf(doc)?.state ?? 'published'

  return { list, load, editorialOf, stateOf }
}
