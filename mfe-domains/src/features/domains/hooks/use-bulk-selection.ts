import { useCallback, useState } from 'react'
import type { BulkBody, DomainRecord, LayoutKind } from '@sitefleet/shared'

type Filter = NonNullable<BulkBody['filter']>

/**
 * The domain list's bulk selection. A user's names are unique in a scope, so the user list
 * selects by name. The admin list shows every owner's domains, where one name may be several
 * owners' records: it selects by record id and acts on every owner (`?owner=all`). "All
 * matching" sends the list's filter, so the server selects exactly what the filter shows.
 */
export function useBulkSelection (layout: LayoutKind, filtered: DomainRecord[], filter: Filter) {
  const admin = layout === 'admin'
  const keyOf = useCallback((r: DomainRecord) => (admin ? r._id : r.domain), [admin])
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [allMatching, setAllMatching] = useState(false)

  const toggle = (record: DomainRecord) => {
    setAllMatching(false)
    setSelected((s) => {
      const next = new Set(s)
      const key = keyOf(record)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  }
  const clear = useCallback(() => {
    setSelected(new Set())
    setAllMatching(false)
  }, [])
  const selectAll = () => {
    setSelected(new Set(filtered.map(keyOf)))
    setAllMatching(true)
  }
  const keys = [...selected]
  const selection: Pick<BulkBody, 'domains' | 'ids' | 'filter'> = allMatching ? { filter } : admin ? { ids: keys } : { domains: keys }

  return {
    size: selected.size,
    allMatching,
    isSelected: (record: DomainRecord) => selected.has(keyOf(record)),
    toggle,
    clear,
    selectAll,
    selection,
    owner: admin ? 'all' : undefined,
  }
}
