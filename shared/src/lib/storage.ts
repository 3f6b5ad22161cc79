/**
 * localStorage access that never throws: private mode, disabled storage or a non-browser host
 * (an embedded panel, a test) must degrade to "nothing saved", not crash the dashboard.
 */
function storage (): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

export function readItem (key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeItem (key: string, value: string | null): void {
  try {
    const s = storage()
    if (!s) return
    if (value === null) s.removeItem(key)
    else s.setItem(key, value)
  } catch {
    // Quota or access errors: the in-memory store still holds the value for this tab.
  }
}
