import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, useApi, useApiQuery, type SearchOAuthClientBody } from '@sitefleet/shared'
import { deleteSearchOAuthClient } from '../api/delete-search-oauth-client'
import { getSearchOAuthClient } from '../api/get-search-oauth-client'
import { updateSearchOAuthClient } from '../api/update-search-oauth-client'

const OAUTH_CLIENT = ['/api/search/oauth-client']

/** The installation's Google OAuth client: its state, Save (client ID and secret) and Remove. */
export function useSearchOAuthClient () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const query = useApiQuery(OAUTH_CLIENT, getSearchOAuthClient)
  const state = loadState(query)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: OAUTH_CLIENT })
  const saving = useMutation({ mutationFn: (body: SearchOAuthClientBody) => updateSearchOAuthClient(client, body), onSettled: refresh })
  const removing = useMutation({ mutationFn: () => deleteSearchOAuthClient(client), onSettled: refresh })

  async function save (body: SearchOAuthClientBody): Promise<boolean> {
    try {
      await saving.mutateAsync(body)
      toast.success('Google OAuth client saved')
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not save the OAuth client'))
      return false
    }
  }

  async function remove () {
    try {
      await removing.mutateAsync()
      toast.success('OAuth client removed')
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not remove the OAuth client'))
    }
  }

  return {
    current: state.status === 'ready' ? state.data : null,
    failed: state.status === 'error',
    reload: () => void query.refetch(),
    saving: saving.isPending,
    removing: removing.isPending,
    save,
    remove,
  }
}
