import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, type CreateApiTokenBody, useApi, useApiQuery } from '@sitefleet/shared'
import { createApiToken } from '../api/create-api-token'
import { deleteApiToken } from '../api/delete-api-token'
import { getApiTokens } from '../api/get-api-tokens'

const TOKENS = ['/auth/tokens']

/** The caller's tokens, plus create (keeps the new token to show it once) and revoke; both re-read the list. */
export function useApiTokens () {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const tokens = useApiQuery(TOKENS, getApiTokens)
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null)
  const invalidate = () => queryClient.invalidateQueries({ queryKey: TOKENS })
  const creating = useMutation({ mutationFn: (body: CreateApiTokenBody) => createApiToken(client, body), onSettled: invalidate })
  const revoking = useMutation({ mutationFn: (id: string) => deleteApiToken(client, id), onSettled: invalidate })

  async function create (body: CreateApiTokenBody): Promise<boolean> {
    try {
      const data = await creating.mutateAsync(body)
      setCreated({ name: data.apiToken.name, token: data.token })
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not create the token'))
      return false
    }
  }

  async function revoke (id: string) {
    try {
      const data = await revoking.mutateAsync(id)
      toast.success(data.message)
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not revoke the token'))
    }
  }

  return {
    state: loadState(tokens),
    reload: () => void tokens.refetch(),
    created,
    dismissCreated: () => setCreated(null),
    busy: creating.isPending,
    create,
    revoke,
  }
}
