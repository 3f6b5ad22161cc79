// The 30-day uptime chart, in its own module so the overview loads it (and uPlot) lazily.
import { useEffect, useRef } from 'react'
import UPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { type UptimeDay, useThemeStore } from '@sitefleet/shared'

/** Seconds of a UTC day's start ("2026-11-24"). */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000

/** One line of the daily uptime in percent; a day without checks is a gap. */
export default function UptimeTrendChart ({ days, label }: { days: readonly UptimeDay[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null)
  // Drawn again when the header's switch changes the theme, so the axes take its colours.
  const theme = useThemeStore((s) => s.choice)
  useEffect(() => {
    const el = ref.current
    if (el === null) return
    const data: UPlot.AlignedData = [days.map((d) => dayStart(d.day)), days.map((d) => d.percent)]
    const low = Math.min(99, ...days.flatMap((d) => (d.percent === null ? [] : [d.percent])))
    // The canvas cannot read the theme's tokens: the axes take the colours the box's CSS resolved
    // (its text and border colour), so they are as readable in the dark theme as in the light.
    const style = getComputedStyle(el)
    const axis = { stroke: style.color, grid: { stroke: style.borderTopColor }, ticks: { stroke: style.borderTopColor } }
    const chart = new UPlot({
      width: Math.max(260, el.clientWidth),
      height: 160,
      scales: { x: { time: true }, y: { range: [Math.floor(low), 100] } },
      series: [
        { label: 'Day', value: '{D} {MMM}' },
        { label: 'Uptime %', stroke: '#16a34a', width: 2, fill: '#16a34a22', spanGaps: false },
      ],
      axes: [axis, { ...axis, size: 44 }],
      // Hovering a day shows its date and uptime under the chart.
      legend: { show: true, live: true },
    }, data, el)
    return () => chart.destroy()
  }, [days, theme])
  return <div ref={ref} className='dm-overview__chart' role='img' aria-label={label} />
}
