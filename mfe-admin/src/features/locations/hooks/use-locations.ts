import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, useApi, useApiQuery, type Location } from '@sitefleet/shared'
import { createLocation } from '../api/create-location'
import { deleteLocation } from '../api/delete-location'
import { getLocations } from '../api/get-locations'
import { replaceLocationToken } from '../api/replace-location-token'

/** How often the table re-reads the locations (heartbeats arrive every few seconds). */
export const LOCATIONS_REFRESH_MS = 15_000

const LOCATIONS = ['/api/locations']

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
  const queryClient = useQueryClient()
  const query = useApiQuery(LOCATIONS, getLocations, { refetchInterval: LOCATIONS_REFRESH_MS })
  const state = loadState(query)
  const [issued, setIssued] = useState<IssuedToken | null>(null)
  const refresh = () => void queryClient.invalidateQueries({ queryKey: LOCATIONS })
  const creating = useMutation({ mutationFn: (name: string) => createLocation(client, { name }), onSettled: refresh })

  async function create (name: string): Promise<boolean> {
    try {
      const data = await creating.mutateAsync(name)
      setIssued({ name: data.location.name, token: data.token, reason: 'created' })
      return true
    } catch (err) {
      toast.error(getErrorMessage(err, 'Could not add the location'))
      return false
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
    reload: () => void query.refetch(),
    issued,
    dismissIssued: () => setIssued(null),
    busy: creating.isPending,
    create,
    replaceToken,
    remove,
  }
}
