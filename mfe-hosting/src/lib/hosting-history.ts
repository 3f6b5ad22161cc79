import { HOSTING_HISTORY_LIMIT, STORAGE_KEYS } from '@sitefleet/shared'

/** Fields of the add form that offer suggestions from earlier entries in this browser. */
export const HISTORY_FIELDS = ['platform', 'email', 'server'] as const
export type HistoryField = (typeof HISTORY_FIELDS)[number]
export type HostingHistory = Record<HistoryField, string[]>

const empty = (): HostingHistory => ({ platform: [], email: [], server: [] })

/**
 * Reads `hostingHistory` from localStorage. Anything unexpected in it (another version's shape,
 * hand edits, disabled storage) degrades to "no suggestions" rather than breaking the form.
 */
export function readHistory (): HostingHistory {
  const history = empty()
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.hostingHistory) ?? '{}')
    if (!parsed || typeof parsed !== 'object') return history
    for (const field of HISTORY_FIELDS) {
      const values = (parsed as Record<string, unknown>)[field]
      if (Array.isArray(values)) {
        history[field] = values.filter((v): v is string => typeof v === 'string').slice(0, HOSTING_HISTORY_LIMIT)
      }
    }
  } catch {
    // Unreadable: no suggestions.
  }
  return history
}

/** Puts each saved value first (moving an older copy up), keeping the 10 most recent unique values. */
export function rememberEntry (entry: Record<HistoryField, string>): HostingHistory {
  const current = readHistory()
  const next = empty()
  for (const field of HISTORY_FIELDS) {
    const value = entry[field].trim()
    const rest = current[field].filter((v) => v !== value)
    next[field] = (value ? [value, ...rest] : rest).slice(0, HOSTING_HISTORY_LIMIT)
  }
  try {
    window.localStorage.setItem(STORAGE_KEYS.hostingHistory, JSON.stringify(next))
  } catch {
    // Quota or disabled storage: suggestions simply do not grow.
  }
  return next
}
