// The words event messages share: numbers read from an event's JSON data, day counts,
// durations and the places an outage was seen from.

export const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v))
export const days = (n: number): string => `${n} day${n === 1 ? '' : 's'}`

/** "3 h 12 min", "45 s": how long something lasted. */
export function formatDuration (ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  if (s < 60) return `${s} s`
  const m = Math.floor(s / 60)
  if (m < 60) return `${m} min`
  const h = Math.floor(m / 60)
  if (h < 48) return `${h} h ${m % 60} min`
  return `${Math.floor(h / 24)} days ${h % 24} h`
}

/** " (down from Frankfurt and Virginia; up from home)" of a confirmed outage's locations; '' without. */
export function placesOf (value: unknown): string {
  if (value === null || typeof value !== 'object') return ''
  const { down, up } = value as { down?: unknown, up?: unknown }
  const list = (names: unknown): string => {
    const all = Array.isArray(names) ? names.map(String) : []
    return all.length <= 1 ? (all[0] ?? '') : `${all.slice(0, -1).join(', ')} and ${all[all.length - 1]}`
  }
  const parts = [list(down) === '' ? '' : `down from ${list(down)}`, list(up) === '' ? '' : `up from ${list(up)}`].filter((p) => p !== '')
  return parts.length === 0 ? '' : ` — ${parts.join('; ')}`
}

/** "the domain shop.example" or "its IP 203.0.113.7": what a blocklist event is about. */
export function listedValue (data: Record<string, unknown>): string {
  return data.valueKind === 'ip' ? `its IP ${String(data.value ?? '?')}` : `the domain ${String(data.value ?? '?')}`
}
