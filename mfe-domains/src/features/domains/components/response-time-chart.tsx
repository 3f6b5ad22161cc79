// The response-time chart, in its own module so the page loads it (and uPlot) lazily.
import { useEffect, useRef } from 'react'
import UPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { HistoryPoint } from '@sitefleet/shared'

/** Average, min and max response time per point (ms) over time. */
export default function ResponseTimeChart ({ points }: { points: HistoryPoint[] }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    const data: UPlot.AlignedData = [
      points.map((p) => Date.parse(p.at) / 1000),
      points.map((p) => p.responseMs),
      points.map((p) => p.maxMs),
    ]
    const chart = new UPlot({
      width: Math.max(300, el.clientWidth),
      height: 180,
      series: [{}, { label: 'Average (ms)', stroke: '#2563eb', width: 2 }, { label: 'Slowest (ms)', stroke: '#f59e0b', width: 1 }],
      axes: [{}, { label: 'ms' }],
    }, data, el)
    return () => chart.destroy()
  }, [points])
  return <div ref={ref} className='dm-history__chart' role='img' aria-label='Response time chart' />
}
