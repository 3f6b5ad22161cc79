import { useMemo, useState } from 'react'
import type { HostingListRow, HostingServer } from '@sitefleet/shared'
import { distinctPlatforms, isCompleteRow, matchesSearch, sameEmail } from '../../../lib/hosting-rules'

/** "All" in the platform filter. */
export const ALL_PLATFORMS = 'All'

/**
 * All Hosting Info filters: incomplete rows hidden, a platform filter (All plus each distinct
 * platform) and a search over platform, email and the account's server names.
 */
export function useHostingFilters (list: HostingListRow[], servers: HostingServer[]) {
  const [platform, setPlatform] = useState(ALL_PLATFORMS)
  const [search, setSearch] = useState('')

  const visible = useMemo(() => list.filter(isCompleteRow), [list])
  const platforms = useMemo(() => distinctPlatforms(visible), [visible])
  // A platform that disappeared (renamed away) falls back to All rather than showing nothing.
  const selected = platform === ALL_PLATFORMS || platforms.includes(platform) ? platform : ALL_PLATFORMS

  const rows = useMemo(
    () =>
      visible.filter((row) => {
        if (selected !== ALL_PLATFORMS && row.platform.trim() !== selected) return false
        const serverNames = servers
          .filter((s) => sameEmail(s.email, row.email) && s.platform === row.platform && s.owner?._id === row.owner?._id)
          .map((s) => s.server)
        return matchesSearch(search, row.platform, row.email, row.server, ...serverNames)
      }),
    [visible, servers, selected, search]
  )

  return { rows, platforms, platform: selected, setPlatform, search, setSearch }
}
