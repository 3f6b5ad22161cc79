// Outages with the locations that saw them (pure): each location's own failure runs are
// laid over the domain's confirmed outages. A confirmed outage names every location whose run
// overlaps it; runs overlapping no confirmed outage are REGIONAL (seen by a minority: not counted
// in uptime, never alerted), merged into one outage per overlapping stretch, naming its locations.
import type { OutageShape as Outage } from './schemas'

export type BareOutage = Omit<Outage, 'locations' | 'regional'>

const span = (o: BareOutage, nowS: number): [number, number] => [Date.parse(o.start) / 1000, o.end === null ? nowS : Date.parse(o.end) / 1000]
const overlaps = (a: [number, number], b: [number, number]): boolean => a[0] <= b[1] && b[0] <= a[1]

export function withLocations (confirmed: readonly BareOutage[], runs: ReadonlyArray<{ name: string, outages: readonly BareOutage[] }>, nowS: number): Outage[] {
  const located = confirmed.map((o) => {
    const s = span(o, nowS)
    const names = runs.filter((r) => r.outages.some((x) => overlaps(span(x, nowS), s))).map((r) => r.name)
    return { ...o, locations: names, regional: false }
  })
  const loose = runs.flatMap((r) => r.outages.map((o) => ({ name: r.name, outage: o, span: span(o, nowS) })))
    .filter((x) => !located.some((c) => overlaps(span(c, nowS), x.span)))
    .sort((a, b) => a.span[0] - b.span[0])
  const regional: Array<{ start: number, end: number, open: boolean, code: number | null, names: Set<string> }> = []
  for (const x of loose) {
    const last = regional[regional.length - 1]
    if (last !== undefined && x.span[0] <= last.end) {
      last.end = Math.max(last.end, x.span[1])
      last.open ||= x.outage.end === null
      last.names.add(x.name)
      continue
    }
    regional.push({ start: x.span[0], end: x.span[1], open: x.outage.end === null, code: x.outage.code, names: new Set([x.name]) })
  }
  const iso = (s: number): string => new Date(s * 1000).toISOString()
  const all: Outage[] = [...located, ...regional.map((r) => ({
    start: iso(r.start),
    end: r.open ? null : iso(r.end),
    durationSeconds: Math.max(0, Math.round(r.end - r.start)),
    code: r.code,
    locations: [...r.names].sort(),
    regional: true
  }))]
  return all.sort((a, b) => Date.parse(b.start) - Date.parse(a.start))
}
