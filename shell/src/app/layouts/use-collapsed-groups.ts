import { useCallback, useState } from 'react'
import { readItem, STORAGE_KEYS, writeItem } from '@sitefleet/shared'

function saved (): string[] {
  try {
    const value: unknown = JSON.parse(readItem(STORAGE_KEYS.collapsedNav) ?? '[]')
    return Array.isArray(value) ? value.filter((g): g is string => typeof g === 'string') : []
  } catch {
    return []
  }
}

/** The sidebar groups this browser keeps collapsed: remembered across reloads and sign-ins. */
export function useCollapsedGroups () {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(saved()))
  const toggle = useCallback((group: string) => {
    setCollapsed((current) => {
      const next = new Set(current)
      if (!next.delete(group)) next.add(group)
      writeItem(STORAGE_KEYS.collapsedNav, JSON.stringify([...next]))
      return next
    })
  }, [])
  return { collapsed, toggle }
}
