// The response-time chart, in its own module so the page loads it (and uPlot) lazily.
import { useEffect, useRef } from 'react'
import UPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartData } from './chart-series'

/** Response time (ms) over time: average and slowest, or one line per location (chart-series.ts). */
export default function ResponseTimeChart ({ chart }: { chart: ChartData }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    const data: UPlot.AlignedData = [chart.times, ...chart.series.map((s) => s.values)]
    const plot = new UPlot({
      width: Math.max(300, el.clientWidth),
      height: 180,
      // By location the lines join across gaps: each location has results at its own times.
      series: [{}, ...chart.series.map((s) => ({ label: s.label, stroke: s.color, width: s.width, spanGaps: chart.byLocation }))],
      axes: [{}, { label: 'ms' }],
      // By location the panel draws its own legend (location-legend.tsx), readable without the canvas.
      legend: { show: !chart.byLocation },
    }, data, el)
    return () => plot.destroy()
  }, [chart])
  return <div ref={ref} className='dm-history__chart' role='img' aria-label={chart.byLocation ? 'Response time chart by location' : 'Response time chart'} />
}
