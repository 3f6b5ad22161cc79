/** "99.95 %", or "No data" before the first check. */
export function formatUptime (value: number | null): string {
  return value === null ? 'No data' : `${value.toFixed(2)} %`
}

/** "45 min", "3 h 15 min", "2 d 4 h". */
export function formatDuration (seconds: number): string {
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`
  const days = Math.floor(hours / 24)
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`
}
