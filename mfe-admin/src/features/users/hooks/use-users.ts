import { loadState, useApiQuery } from '@sitefleet/shared'
import { getUsers } from '../../../api/get-users'

/** The non-admin users: the list's LoadState and a Retry that reads them again. */
export function useUsers () {
  const query = useApiQuery(['/admin/users'], getUsers)
  return { state: loadState(query), reload: () => void query.refetch() }
}
