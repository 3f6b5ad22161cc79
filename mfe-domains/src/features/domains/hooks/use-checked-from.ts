import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { getErrorMessage, loadState, toast, useApi, useApiQuery } from '@sitefleet/shared'
import { getLocations } from '../api/get-locations'
import { setDomainLocation } from '../api/set-domain-location'

/** The select's value for "no choice": the server's location, else home. */
export const DEFAULT_LOCATION = ''

/** The locations to choose from and the site's primary location, saved on change. */
export function useCheckedFrom (domain: string, ownerId: string | undefined, initial: string | null) {
  const { client } = useApi()
  const state = loadState(useApiQuery(['/api/locations'], getLocations))
  const [value, setValue] = useState(initial ?? DEFAULT_LOCATION)
  const saving = useMutation({
    mutationFn: (locationId: string | null) => setDomainLocation(client, domain, { locationId }, ownerId),
  })

  async function choose (next: string) {
    const previous = value
    setValue(next)
    try {
      const saved = await saving.mutateAsync(next === DEFAULT_LOCATION ? null : next)
      setValue(saved.locationId ?? DEFAULT_LOCATION)
      const name = state.status === 'ready' ? state.data.find((l) => l.id === saved.locationId)?.name : undefined
      toast.success(saved.locationId === null ? `${domain} is checked from its default location` : `${domain} is checked from ${name ?? 'the chosen location'}`)
    } catch (err) {
      setValue(previous)
      toast.error(getErrorMessage(err, 'Could not change where the site is checked from'))
    }
  }

  return { locations: state.status === 'ready' ? state.data : null, failed: state.status === 'error', value, saving: saving.isPending, choose }
}
