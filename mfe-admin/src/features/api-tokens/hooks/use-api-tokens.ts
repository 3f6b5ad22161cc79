import { useState } from 'react'
import { getErrorMessage, toast, type CreateApiTokenBody, useApi, useApiLoad } from '@sitefleet/shared'
import { createApiToken } from '../api/create-api-token'
import { deleteApiToken } from '../api/delete-api-token'
import { getApiTokens } from '../api/get-api-tokens'

/** The caller's tokens, plus create (keeps the new token to show it once) and revoke. */
export function useApiTokens () {
  const { client } = useApi()
  const { state, reload } = useApiLoad(getApiTokens)
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function create (body: CreateApiTokenBody): Promise<boolean> {
    setBusy(true)
    try {
      const data = await createApiToken(client, body)
      setCreated({ name: data.apiToken.name, token: data.token })
      reload()
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not create the token'))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function revoke (id: string) {
    try {
      const data = await deleteApiToken(client, id)
      toast.success(data.message)
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not revoke the token'))
    }
    reload()
  }

  return { state, reload, created, dismissCreated: () => setCreated(null), busy, create, revoke }
}
