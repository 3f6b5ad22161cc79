import { useEffect, useState } from 'react'
import { getErrorMessage, toast, useApi, useApiLoad, type Location } from '@sitefleet/shared'
import { createLocation } from '../api/create-location'
import { deleteLocation } from '../api/delete-location'
import { getLocations } from '../api/get-locations'
import { replaceLocationToken } from '../api/replace-location-token'

/** How often the table re-reads the locations (heartbeats arrive every few seconds). */
export const LOCATIONS_REFRESH_MS = 15_000

export interface IssuedToken {
  name: string;
  token: string;
  /** 'created' for a new location, 'replaced' for a new token of an existing one. */
  reason: 'created' | 'replaced';
}

/**
 * The locations, re-read every 15 s (the last list stays on screen while a re-read runs or fails),
 * plus create, replace token and delete. A new token is kept here to be shown once.
 */
export function useLocations () {
  const { client } = useApi()
  const { state, reload, refresh } = useApiLoad(getLocations)
  const [issued, setIssued] = useState<IssuedToken | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    const timer = setInterval(refresh, LOCATIONS_REFRESH_MS)
    return () => clearInterval(timer)
  }, [refresh])

  async function create (name: string): Promise<boolean> {
    setBusy(true)
    try {
      const data = await createLocation(client, { name })
      setIssued({ name: data.location.name, token: data.token, reason: 'created' })
      refresh()
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not add the location'))
      return false
    } finally {
      setBusy(false)
    }
  }

  async function replaceToken (location: Location) {
    try {
      const data = await replaceLocationToken(client, location.id)
      setIssued({ name: data.location.name, token: data.token, reason: 'replaced' })
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not replace the token'))
    }
    refresh()
  }

  async function remove (location: Location) {
    try {
      await deleteLocation(client, location.id)
      toast.success(`Location "${location.name}" deleted`)
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not delete the location'))
    }
    refresh()
  }

  const ready = state.status === 'ready' ? state : null
  return {
    locations: ready?.data ?? null,
    /** The first load failed (nothing to show), or a re-read failed (the last list is shown). */
    failed: state.status === 'error' || ready?.stale === true,
    lastReadAt: ready?.readAt ?? null,
    reload,
    issued,
    dismissIssued: () => setIssued(null),
    busy,
    create,
    replaceToken,
    remove,
  }
}
