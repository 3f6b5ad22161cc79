import { useCallback, useEffect, useState } from 'react'
import { toast, type ExpiredServer, type ExpiringServer, useApi } from '@sitefleet/shared'
import { getExpiringServers } from '../api/get-expiring-servers'
import { renewServers } from '../api/renew-servers'

export const SERVER_RENEWED = 'Server renewed successfully'
export const RENEW_FAILED = 'Failed to renew server'
export const EXPIRING_LOAD_FAILED = 'Failed to load expiring servers'

/**
 * Servers Expiring Soon and Expired servers: the server's two lists as sent (it decides the
 * window and counts the days), ticked rows, and renewal of one row at a time.
 */
export function useExpiringServers () {
  const { client } = useApi()
  const [servers, setServers] = useState<ExpiringServer[]>([])
  const [expired, setExpired] = useState<ExpiredServer[]>([])
  const [loading, setLoading] = useState(true)
  // A failed load is not "no servers expiring": the screen shows an error with Retry instead.
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set())

  useEffect(() => {
    const current = new AbortController()
    setLoading(true)
    setFailed(false)
    getExpiringServers(client, current.signal)
      .then((answer) => {
        setServers(answer.servers)
        setExpired(answer.expired)
      })
      .catch(() => {
        if (!current.signal.aborted) setFailed(true)
      })
      // The loading flag turns off after the fetch, whatever its outcome.
      .finally(() => {
        if (!current.signal.aborted) setLoading(false)
      })
    return () => current.abort()
  }, [client, attempt])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])

  const toggle = useCallback((id: string) => {
    setSelected((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }, [])

  const without = (set: ReadonlySet<string>, id: string) => new Set([...set].filter((x) => x !== id))

  const renew = async (id: string) => {
    setSaving((prev) => new Set(prev).add(id))
    try {
      const reply = await renewServers(client, [id])
      toast.success(reply?.message || SERVER_RENEWED)
      // Renewed: its new expiry is a renewal period on, so it leaves whichever list it was in.
      setServers((prev) => prev.filter((s) => s._id !== id))
      setExpired((prev) => prev.filter((s) => s._id !== id))
      setSelected((prev) => without(prev, id))
    } catch {
      // A generic notice; the row stays ticked so the operator can try again.
      toast.error(RENEW_FAILED)
    } finally {
      setSaving((prev) => without(prev, id))
    }
  }

  return { servers, expired, loading, failed, reload, selected, saving, toggle, renew }
}
