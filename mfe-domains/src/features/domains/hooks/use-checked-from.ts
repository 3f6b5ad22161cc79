import { useState } from 'react'
import { getErrorMessage, toast, useApi, useApiLoad } from '@sitefleet/shared'
import { getLocations } from '../api/get-locations'
import { setDomainLocation } from '../api/set-domain-location'

/** The select's value for "no choice": the server's location, else home. */
export const DEFAULT_LOCATION = ''

/** The locations to choose from and the site's primary location, saved on change. */
export function useCheckedFrom (domain: string, ownerId: string | undefined, initial: string | null) {
  const { client } = useApi()
  const { state } = useApiLoad(getLocations)
  const [value, setValue] = useState(initial ?? DEFAULT_LOCATION)
  const [saving, setSaving] = useState(false)

  async function choose (next: string) {
    const previous = value
    setValue(next)
    setSaving(true)
    try {
      const saved = await setDomainLocation(client, domain, { locationId: next === DEFAULT_LOCATION ? null : next }, ownerId)
      setValue(saved.locationId ?? DEFAULT_LOCATION)
      const name = state.status === 'ready' ? state.data.find((l) => l.id === saved.locationId)?.name : undefined
      toast.success(saved.locationId === null ? `${domain} is checked from its default location` : `${domain} is checked from ${name ?? 'the chosen location'}`)
    } catch (err) {
      setValue(previous)
      toast.error(getErrorMessage(err, 'Could not change where the site is checked from'))
    } finally {
      setSaving(false)
    }
  }

  return { locations: state.status === 'ready' ? state.data : null, failed: state.status === 'error', value, saving, choose }
}
