// The monthly forecast chart, in its own module so the page loads it (and uPlot) lazily.
import { useEffect, useRef } from 'react'
import UPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { RenewalsResponse } from '@sitefleet/shared'

const COLOURS = ['#2563eb', '#16a34a', '#f59e0b', '#9333ea', '#dc2626']

/** Seconds of the first day of a `YYYY-MM` month (UTC). */
export const monthStart = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return Date.UTC(y, m - 1, 1) / 1000
}

/** One bar series per currency (cost per month) and the number of domains as a line on its own axis. */
export default function ForecastChart ({ forecast }: { forecast: RenewalsResponse['forecast'] }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    const currencies = [...new Set(forecast.flatMap((f) => f.cost.map((c) => c.currency)))].sort()
    const data: UPlot.AlignedData = [
      forecast.map((f) => monthStart(f.month)),
      ...currencies.map((cur) => forecast.map((f) => f.cost.find((c) => c.currency === cur)?.amount ?? 0)),
      forecast.map((f) => f.count),
    ]
    const bars = UPlot.paths.bars?.({ size: [0.6 / Math.max(1, currencies.length), 60] })
    const chart = new UPlot({
      width: Math.max(300, el.clientWidth),
      height: 220,
      scales: { x: { time: true }, count: {} },
      series: [
        { label: 'Month', value: '{MMM} {YYYY}' },
        ...currencies.map((cur, i) => ({ label: cur, stroke: COLOURS[i % COLOURS.length], fill: `${COLOURS[i % COLOURS.length]}55`, paths: bars })),
        { label: 'Domains', stroke: '#111827', width: 2, scale: 'count' },
      ],
      axes: [{}, { label: 'Cost' }, { scale: 'count', side: 1, label: 'Domains', grid: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] }],
    }, data, el)
    return () => chart.destroy()
  }, [forecast])
  return <div ref={ref} className='dm-history__chart' role='img' aria-label='Monthly renewal forecast chart' />
}
