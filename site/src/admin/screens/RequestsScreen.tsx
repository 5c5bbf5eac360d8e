import AdminLayout, { type StaffScreenProps } from '../components/AdminLayout'
import RequestsQueue from './requests/RequestsQueue'

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
