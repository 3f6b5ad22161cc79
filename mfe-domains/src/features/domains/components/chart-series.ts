import type { LocationSeries, HistoryPoint } from '@sitefleet/shared'

/** What the response-time chart draws: shared x values (seconds) and one line per series. */
export interface ChartData {
  times: number[];
  series: Array<{ label: string; color: string; width: number; values: Array<number | null> }>;
  /** Whether the chart needs a legend naming the locations (more than one line per place). */
  byLocation: boolean;
}

/** Line colours, one per location in the api's order (home first); distinct on white and for the usual colour blindness. */
export const LOCATION_COLORS = ['#2563eb', '#d97706', '#059669', '#9333ea', '#dc2626', '#0891b2', '#4b5563', '#be185d']

const seconds = (iso: string) => Date.parse(iso) / 1000

/**
 * The chart of a domain's history. With results from one location only (no probes: home), the
 * chart is as it always was: the average and the slowest response per point. With more, one
 * average line per location over the union of their points (a location without a result at a
 * time leaves a gap there).
 */
export function chartSeries (points: HistoryPoint[], locations: LocationSeries[] | undefined): ChartData {
  if (!locations || locations.length <= 1) {
    return {
      times: points.map((p) => seconds(p.at)),
      series: [
        { label: 'Average (ms)', color: '#2563eb', width: 2, values: points.map((p) => p.responseMs) },
        { label: 'Slowest (ms)', color: '#f59e0b', width: 1, values: points.map((p) => p.maxMs) },
      ],
      byLocation: false,
    }
  }
  const times = [...new Set(locations.flatMap((l) => l.points.map((p) => seconds(p.at))))].sort((a, b) => a - b)
  return {
    times,
    series: locations.map((l, i) => {
      const at = new Map(l.points.map((p) => [seconds(p.at), p.responseMs]))
      return { label: l.name, color: LOCATION_COLORS[i % LOCATION_COLORS.length], width: 2, values: times.map((t) => at.get(t) ?? null) }
    }),
    byLocation: true,
  }
}
