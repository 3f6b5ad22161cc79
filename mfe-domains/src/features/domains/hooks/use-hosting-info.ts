import { useCallback, useEffect, useRef, useState } from 'react'
import { toast, type HostingInfo, useApi } from '@sitefleet/shared'
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

/** The hosting editor of a card: loads when opened, auto-fills platform/e-mail from a known server, saves. */
export function useHostingInfo (domain: string, ownerId: string | undefined) {
  const { client } = useApi()
  const [info, setInfo] = useState<HostingInfo>(EMPTY)
  const [loading, setLoading] = useState(true)
  const [saving, setSaving] = useState(false)
  const lookedUp = useRef('')

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    getHostingInfo(client, domain, ownerId, controller.signal)
      .then((saved) => {
        setInfo(normalise(saved))
        lookedUp.current = saved?.server?.trim() ?? ''
      })
      .catch(() => {
        if (!controller.signal.aborted) toast.error(HOSTING_LOAD_FAILED)
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false)
      })
    return () => controller.abort()
  }, [domain, ownerId])

  const setField = useCallback((name: keyof HostingInfo, value: string) => {
    setInfo((current) => ({ ...current, [name]: value }))
  }, [])

  /** On leaving the Server field: fill Platform and Email from the hosting records of that server. */
  const autofill = useCallback(async (server: string) => {
    const name = server.trim()
    if (!name || name === lookedUp.current) return
    lookedUp.current = name
    try {
      const owner = await getServerOwner(client, name, ownerId)
      setInfo((current) => ({
        ...current,
        platform: owner?.platform || current.platform,
        email: owner?.email || current.email,
      }))
    } catch {
      // Unknown server (404) or lookup failure: the operator fills the fields by hand.
    }
  }, [ownerId])

  const save = async () => {
    setSaving(true)
    try {
      const reply = await saveHostingInfo(client, domain, info, ownerId)
      if (reply?.hostingInfo) setInfo(normalise(reply.hostingInfo))
      toast.success(HOSTING_SAVED)
    } catch {
      toast.error(HOSTING_SAVE_FAILED)
    } finally {
      setSaving(false)
    }
  }

  return { info, loading, saving, setField, autofill, save }
}
