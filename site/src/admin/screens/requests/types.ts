import type { StaffRequest } from '../../api/requests'
import type { useToast } from '../../components/Toast'

export type Notify = ReturnType<typeof useToast>

export type ListState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; docs: StaffRequest[] }

/** What each form of a request's detail receives. */
export interface FormProps {
  request: StaffRequest
  onSaved: (doc: StaffRequest, message: string) => void
  notify: Notify
}
