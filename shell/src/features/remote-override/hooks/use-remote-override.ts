import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, useApi, useApiQuery, type SetRemoteOverrideBody } from '@sitefleet/shared'
import { OVERRIDE_KEY } from '../../../remotes/applied-override'
import { overrideRemote } from '../../../remotes/override-remote'
import { getRemoteOverrideSettings } from '../api/get-remote-override-settings'
import { setRemoteOverride } from '../api/set-remote-override'
import { remoteLabel } from '../remote-names'

/**
 * The listed origins, and `apply`: the server checks the address and signs it; the browser keeps
 * the signed value (localStorage, so this browser only), and this tab's federation runtime loads
 * the remote from there from now on (the banner says so).
 */
export function useRemoteOverride () {
  const { client } = useApi()
  const settings = useApiQuery(['/api/remote-override'], getRemoteOverrideSettings)
  const [refusal, setRefusal] = useState<string | null>(null)
  const setting = useMutation({ mutationFn: (body: SetRemoteOverrideBody) => setRemoteOverride(client, body) })

  async function apply (body: SetRemoteOverrideBody): Promise<void> {
    setRefusal(null)
    try {
      const { override, seal } = await setting.mutateAsync(body)
      localStorage.setItem(OVERRIDE_KEY, seal)
      await overrideRemote(override)
      toast.success(`${remoteLabel(override.remote)} is loaded from ${override.url}`)
    } catch (err) {
      setRefusal(getErrorMessage(err, 'Could not override the remote'))
    }
  }

  return { state: loadState(settings), reload: () => void settings.refetch(), busy: setting.isPending, refusal, apply }
}
