import { useCallback, useEffect, useRef, useState } from 'react'
import { toast, type HostingInfo, useApi, useApiQuery, useErrorToast, useMutation, usePanelCategory, useQueryClient } from '@sitefleet/shared'
import { getHostingInfo } from '../api/get-hosting-info'
import { getServerOwner } from '../api/get-server-owner'
import { saveHostingInfo } from '../api/save-hosting-info'

export const HOSTING_LOAD_FAILED = 'Failed to load hosting info'
export const HOSTING_SAVED = 'Hosting info saved successfully'
export const HOSTING_SAVE_FAILED = 'Failed to save hosting info'

export const HOSTING_FIELDS: ReadonlyArray<{ name: keyof HostingInfo; label: string }> = [
  { name: 'platform', label: 'Platform' },
  { name: 'email', label: 'Email' },
  { name: 'server', label: 'Server' },
  { name: 'domainPlatform', label: 'Domain Platform' },
  { name: 'domainEmail', label: 'Domain Email' },
  { name: 'cloudflare', label: 'Cloudflare' },
]

const EMPTY: HostingInfo = { platform: '', email: '', server: '', domainPlatform: '', domainEmail: '', cloudflare: '' }

function normalise (info: Partial<HostingInfo> | null): HostingInfo {
  const out = { ...EMPTY }
  for (const { name } of HOSTING_FIELDS) {
    const value = info?.[name]
    out[name] = typeof value === 'string' ? value : ''
  }
  return out
}

/**
 * The hosting editor of a card: reads the saved fields each time it opens (spinner meanwhile),
 * auto-fills platform/e-mail from a known server, saves. The fields being typed are the editor's
 * own state over the read ones.
 */
export function useHostingInfo (domain: string, ownerId: string | undefined) {
  const { client } = useApi()
  const key = ['/hosting-info', usePanelCategory().scope, domain, ownerId ?? null]
  const queryClient = useQueryClient()
  const query = useApiQuery(key, (c, signal) => getHostingInfo(c, domain, ownerId, signal))
  // A failed read leaves the fields empty, to be filled by hand.
  useErrorToast(query, HOSTING_LOAD_FAILED)
  const [edits, setEdits] = useState<Partial<HostingInfo>>({})
  const info = { ...normalise(query.data ?? null), ...edits }
  const lookedUp = useRef('')
  useEffect(() => {
    lookedUp.current = query.data?.server?.trim() ?? ''
  }, [query.data])

  const setField = useCallback((name: keyof HostingInfo, value: string) => {
    setEdits((current) => ({ ...current, [name]: value }))
  }, [])

  /** On leaving the Server field: fill Platform and Email from the hosting records of that server. */
  const autofill = useCallback(async (server: string) => {
    const name = server.trim()
    if (!name || name === lookedUp.current) return
    lookedUp.current = name
    try {
      const owner = await getServerOwner(client, name, ownerId)
      setEdits((current) => ({
        ...current,
        ...(owner?.platform ? { platform: owner.platform } : {}),
        ...(owner?.email ? { email: owner.email } : {}),
      }))
    } catch {
      // Unknown server (404) or lookup failure: the operator fills the fields by hand.
    }
  }, [client, ownerId])

  const saving = useMutation({
    mutationFn: (fields: HostingInfo) => saveHostingInfo(client, domain, fields, ownerId),
    onSuccess: (reply) => {
      if (reply?.hostingInfo) {
        queryClient.setQueryData(key, reply.hostingInfo)
        setEdits({})
      }
    },
  })
  // Toasted by the mutate call's callbacks, in the same render as the button's return from "Saving...".
  const save = async () => {
    saving.mutate(info, { onSuccess: () => toast.success(HOSTING_SAVED), onError: () => toast.error(HOSTING_SAVE_FAILED) })
  }

  return { info, loading: query.isPending || query.isFetching, saving: saving.isPending, setField, autofill, save }
}
