/** A last-check time for a row: local date and time, or "Never" when missing or unreadable. */
export function formatCheckTime (value: string | null | undefined): string {
  if (!value) return 'Never'
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? 'Never' : date.toLocaleString()
}
