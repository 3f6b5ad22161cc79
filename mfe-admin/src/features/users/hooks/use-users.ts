import { useApiLoad } from '@sitefleet/shared'
import { getUsers } from '../../../api/get-users'

/** The non-admin users, with loading / error states and a reload. */
export function useUsers () {
  return useApiLoad(getUsers)
}
