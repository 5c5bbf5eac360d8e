import { APIError, type CollectionBeforeChangeHook } from 'payload'
import { CITIZEN_REQUEST_MESSAGES, isClosedRequestState, type RequestState } from 'shared-types'

/**
 * A change of state by staff: recorded in the history with the message to the citizen (required to
 * say what is missing or why it is refused), with its dates; the message field is emptied for the
 * next one. The citizen is told by notifyCitizen.ts, once the change is saved. Internal notes get
 * their author and date.
 */
export const recordStateChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  // The citizen's own complement (complete.ts) writes its history itself, and is not told of it.
  if (operation !== 'update' || !originalDoc || req.context.citizenCompletion) return data
  const now = new Date().toISOString()
  const by = req.user?.collection === 'users' ? req.user.id : undefined
  const notes = Array.isArray(data.internalNotes) ? data.internalNotes : []
  data.internalNotes = notes.map((row: { at?: string; by?: unknown }) => (row.at ? row : { ...row, at: now, by }))

  const state = (data.state ?? originalDoc.state) as RequestState
  const note = typeof data.messageToCitizen === 'string' ? data.messageToCitizen.trim() : ''
  data.messageToCitizen = ''
  // The same state with a message is a message to the citizen, sent and kept like a change.
  if (state === originalDoc.state && !note) return data
  if (state === 'incomplete' && !note)
    throw new APIError(CITIZEN_REQUEST_MESSAGES.stateChangeNeedsNote, 400, undefined, true)
  if (state === 'refused' && !note) throw new APIError(CITIZEN_REQUEST_MESSAGES.refusalNeedsNote, 400, undefined, true)
  const history = Array.isArray(originalDoc.history) ? originalDoc.history : []
  data.history = [...history, { state, at: now, by, note }]
  if (state === 'ready' && !originalDoc.readyAt) data.readyAt = now
  data.closedAt = isClosedRequestState(state) ? now : null
  req.context.requestStateChanged = { state, note }
  return data
}
